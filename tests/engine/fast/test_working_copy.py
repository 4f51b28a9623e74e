"""The working copy (``working.WorkingCopy``) and the immutable applier
(``changes.apply_changes``) agree: a step returns its changes and leaves the
state it reads untouched; the one walk (``end_of_round.walk``) gives the same
results and states with either applier on thousands of random positions;
whole games played on a working copy end where the snapshot path ends (its
log line by line, or none with the log off); and a checked game on a working
copy checks the states the snapshot path checks, with the same answers."""

from __future__ import annotations

import operator
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from florenza_gui.engine.checks import invariants
from florenza_gui.engine.fast.watcher import Watcher
from florenza_gui.engine.fast.working import WorkingCopy, end_round, step_results
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.changes import Change as StepChange
from florenza_gui.engine.model.changes import Changes, apply_changes, set_family, set_state
from florenza_gui.engine.model.events import Event
from florenza_gui.engine.model.state import GameState, LogEntry
from florenza_gui.engine.model.types import Difficulty, Phase
from florenza_gui.engine.rules import end_of_round, moves, phase7
from florenza_gui.engine.rules.end_of_round import end_round_steps, step_states, walk
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate

SEATS = ((2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2), (4, 1), (0, 5))


def _fields(state: GameState) -> dict[str, object]:
    """A state's fields as they are now, less its log, families field by field."""
    fields = {k: v for k, v in state.__dict__.items() if k not in ("log", "_index")}
    fields["families"] = tuple([dict(f.__dict__) for f in state.families])
    return fields


def _lines(state: GameState) -> list[tuple[object, ...]]:
    return [tuple(entry) for entry in state.log]


def _same_lines(a: GameState, b: GameState) -> bool:
    """``_lines(a) == _lines(b)``: every field of every line alike (a line's own
    equality is the public one). The states of an end of round share the lines
    of its start: a line that is the same object in both is alike, found at C
    speed; only the others are compared field by field."""
    if len(a.log) != len(b.log):
        return False
    if all(map(operator.is_, a.log, b.log)):
        return True
    return _lines(a) == _lines(b)


def _positions(games: int, seed0: int = 1000, part: int = 0, parts: int = 1) -> list[GameState]:
    """States at the end of an action phase, from random games of every
    seating (of ``games``, those whose number falls in ``part`` of ``parts``)."""
    out = []
    for seed in range(part, games, parts):
        humans, ghosts = SEATS[seed % len(SEATS)]
        r = random.Random(seed0 + seed)
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=r.choice(list(Difficulty)),
                         shuffle_order=r.random() < 0.5)
        while state.phase is Phase.ACTIONS:
            state = simulate.finish_action_phase(state, r, give_up_after=r.randrange(2, 40))
            out.append(state)
            state, _ = end_round(state)
    return out


def _is_change(change: object) -> bool:
    """A ``SetState`` (fields by name) or a ``SetFamily`` (a family's id and fields by name)."""
    if isinstance(change, tuple):
        return len(change) == 2 and isinstance(change[0], str) and isinstance(change[1], dict)
    return isinstance(change, dict) and all(isinstance(name, str) for name in change)


def test_every_step_returns_changes_and_leaves_its_input_untouched() -> None:
    """Each step of the walk, with the immutable applier, is given a snapshot:
    after the step the snapshot's fields are as they were."""
    for start in _positions(40):
        before = _fields(start)
        state = start
        for after, (_, events, changes) in walk(start):
            assert isinstance(changes, tuple)
            assert all(_is_change(c) for c in changes)
            assert events or changes
            assert after is not state or not changes
            state = after
        assert _fields(start) == before


@pytest.mark.slow
@pytest.mark.parametrize("part", range(3))
def test_the_working_copy_and_the_immutable_applier_agree_on_thousands_of_positions(part: int) -> None:
    """The one walk with either applier: the same results and, step by step,
    the same states; ``end_round`` (a working copy) ends in the last state
    ``end_round_steps`` (snapshots) yields, log and events included; the
    results kept (``step_results``) rebuild those states (``step_states``).
    Over 330 games' positions (more than 2,000), in three parts run apart."""
    positions = _positions(330, part=part, parts=3)
    assert len(positions) >= 2000 // 3
    for start in positions:
        working = WorkingCopy(start)
        fast = [(_fields(state), result) for state, result in walk(start, lambda _, c, w=working: w.apply(c))]
        slow = [(_fields(state), result) for state, result in walk(start)]
        assert fast == slow, (start.seed, start.round)
        final, events = end_round(start)
        steps = list(end_round_steps(start))
        assert _fields(final) == _fields(steps[-1][0]) and final == steps[-1][0]
        assert _same_lines(final, steps[-1][0])
        assert events == tuple(e for _, step in steps for e in step)
        rebuilt = list(step_states(start, step_results(start)))
        assert [_fields(s) for s in rebuilt] == [_fields(s) for s, _ in steps]
        assert len(rebuilt) == len(steps) and all(_same_lines(s, t) for s, (t, _) in zip(rebuilt, steps, strict=True))


def test_apply_changes_makes_a_new_snapshot_and_the_working_copy_changes_in_place() -> None:
    start = _positions(1)[0]
    first = start.turn_order[0]
    prestige = start.family(first).prestige
    changes: Changes = (set_family(first, prestige=prestige + 7), set_state(captain=first))
    after = apply_changes(start, changes)
    assert after is not start and after.captain == first and after.family(first).prestige == prestige + 7
    assert start.family(first).prestige == prestige
    working = WorkingCopy(start)
    assert working.apply(changes) is working.state
    assert _fields(working.state) == _fields(after)
    assert start.family(first).prestige == prestige  # the working copy's families are its own
    assert type(working.finish()) is GameState


def test_whole_games_on_a_working_copy_end_where_the_snapshots_end() -> None:
    """``play_random_game`` on a working copy and shown every state (snapshots):
    the same fields, the same file, the same log lines; with the log off,
    the same game and no line written after the setup's."""
    for seed in range(60):
        humans, ghosts = SEATS[seed % len(SEATS)]
        fast = simulate.play_random_game(seed, humans, ghosts, check_invariants=False)
        slow = simulate.play_random_game(seed, humans, ghosts, check_invariants=False, on_state=lambda _: None)
        quiet = simulate.play_random_game(seed, humans, ghosts, check_invariants=False, log=False)
        assert fast.phase is Phase.GAME_OVER
        assert _fields(fast) == _fields(slow) == _fields(quiet), seed
        assert _lines(fast) == _lines(slow), seed
        assert saves.dumps(fast) == saves.dumps(slow), seed
        setup = new_game(simulate.seatings(humans, ghosts), seed=seed).log
        assert len(quiet.log) == len(setup)


def test_the_log_holds_events_never_closures() -> None:
    for seed in range(10):
        state = simulate.play_random_game(seed, *SEATS[seed % len(SEATS)], check_invariants=False)
        assert all(type(e) is LogEntry and type(e.event) is Event for e in state.log)
        assert all(type(e) is LogEntry and type(e.event) is Event for e in end_round(_positions(1, seed)[0])[0].log)


def test_finishing_an_action_phase_on_a_working_copy_ends_where_the_yielded_states_end() -> None:
    for seed in range(40):
        humans, ghosts = SEATS[seed % len(SEATS)]
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, shuffle_order=seed % 2 == 0)
        r, twin = random.Random(seed), random.Random(seed)
        while state.phase is Phase.ACTIONS:
            give_up = 2 + seed % 40
            before = saves.dumps(state)
            fast = simulate.finish_action_phase(state, r, give_up)
            slow = state
            for slow in simulate.random_action_phase(state, twin, give_up):  # (the last one)
                pass
            assert saves.dumps(state) == before  # the state played from is untouched
            assert _fields(fast) == _fields(slow) and _lines(fast) == _lines(slow), (seed, state.round)
            assert r.getstate() == twin.getstate()
            state = end_round(fast)[0]


Looked = tuple[dict[str, object], bool, list[invariants.Violation]]


@contextmanager
def _every_look(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Looked]]:
    """Every state a watcher is asked about, however asked (a snapshot, all
    checks, or a working state and its changes): its fields, ``at_rest`` and the answer."""
    seen: list[Looked] = []
    for name in ("violations", "violations_of_all"):
        real = getattr(Watcher, name)

        def look(self: Watcher, state: GameState, at_rest: bool = True, real: Any = real) -> Any:
            answer = real(self, state, at_rest)
            seen.append((_fields(state), at_rest, answer))
            return answer

        monkeypatch.setattr(Watcher, name, look)
    changed = Watcher.violations_changed

    def look_changed(self: Watcher, state: GameState, changes: Changes, at_rest: bool = True) -> Any:
        answer = changed(self, state, changes, at_rest)
        assert answer == invariants.violations(state, at_rest)
        seen.append((_fields(state), at_rest, answer))
        return answer

    monkeypatch.setattr(Watcher, "violations_changed", look_changed)
    yield seen
    monkeypatch.undo()


def test_a_checked_game_on_a_working_copy_checks_the_states_the_snapshots_reach(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Move by move and step by step, the same states (field by field), at
    rest or not alike, the same answers (each the full check's), counts and final file."""
    checked = 0
    for seed in range(30):
        humans, ghosts = SEATS[seed % len(SEATS)]
        out = []
        for on_state in (None, lambda _: None):
            with _every_look(monkeypatch) as seen:
                result = simulate.SimulationResult()
                final = simulate.play_random_game(seed, humans, ghosts, result=result, on_state=on_state)
            out.append((seen, result, saves.dumps(final)))
        (fast, fast_result, fast_file), (slow, slow_result, slow_file) = out
        assert [look[:2] for look in fast] == [look[:2] for look in slow], seed
        assert [look[2] for look in fast] == [look[2] for look in slow], seed
        assert fast_result == slow_result and fast_file == slow_file, seed
        checked += len(fast)
    assert checked > 5000


def _leaky_move(real: tuple[Any, Any, Any]) -> tuple[Any, Any, Any]:
    def change(state: GameState, me: str, move: moves.Move) -> Any:  # a Kinsman comes from nowhere
        return (*real[2](state, me, move), set_family(me, pool=state.family(me).pool))

    return real[0], real[1], change


def _leaky_step(real: Callable[..., Any], breaks: Callable[[GameState], StepChange]) -> Callable[..., Any]:
    def step(state: GameState, start: GameState) -> Any:
        rule, events, changes = real(state, start)
        return rule, events, (*changes, breaks(apply_changes(state, changes)))

    return step


def _bugs(monkeypatch: pytest.MonkeyPatch) -> dict[str, Callable[[], None]]:
    """Bugs slipped into a move or a step of the end of round, each breaking
    an invariant the rules never break (and letting the game go on)."""
    steps = list(end_of_round.PHASES_7_AND_8)

    def in_step(i: int, breaks: Callable[[GameState], StepChange]) -> Callable[[], None]:
        changed = steps[:i] + [_leaky_step(steps[i], breaks)] + steps[i + 1 :]
        return lambda: monkeypatch.setattr(end_of_round, "PHASES_7_AND_8", tuple(changed))

    def passed(state: GameState, real: Callable[..., Any] = end_of_round.start_round) -> Any:
        rule, events, changes = real(state)
        active = apply_changes(state, changes).active
        return (rule, events, (*changes, set_family(active, passed=True))) if active else (rule, events, changes)

    return {
        "a Kinsman from nowhere (M3)": lambda: monkeypatch.setitem(
            moves.RULES, moves.KinsmanToPredicatore, _leaky_move(moves.RULES[moves.KinsmanToPredicatore])),
        "the bag repeats": in_step(len(steps) - 2, lambda s: set_state(bag=s.bag + s.row[0][:1])),
        "fiorini below 0": in_step(0, lambda s: set_family(s.families[-1].id, fiorini=-1)),
        "the Bishop card overflows": in_step(3, lambda s: set_state(bishop_card=s.bishop_card + s.turn_order * 2)),
        "the active family passed": lambda: monkeypatch.setattr(end_of_round, "start_round", passed),
        # (breaks no invariant of a state: only the election check, once a round, can tell)
        "the Captain forgotten (R7.1)": in_step(len(phase7.PHASE_7) - 1, lambda s: set_state(captain=None)),
    }


@pytest.mark.parametrize("bug", sorted(_bugs(pytest.MonkeyPatch())))
def test_a_bug_is_reported_as_the_snapshot_path_reports_it(monkeypatch: pytest.MonkeyPatch, bug: str) -> None:
    """A bug slipped into a move or a step: the checked game on a working copy finds
    what the snapshot path finds, the same violations at the same states
    (so the same count and the same first problem, in the same words)."""
    _bugs(monkeypatch)[bug]()
    found = 0
    for seed in range(6):
        humans, ghosts = SEATS[seed % len(SEATS)]
        fast, slow = simulate.SimulationResult(), simulate.SimulationResult()
        simulate.play_random_game(seed, humans, ghosts, result=fast)
        simulate.play_random_game(seed, humans, ghosts, result=slow, on_state=lambda _: None)
        assert fast == slow, (seed, fast, slow)
        found += fast.violations
    assert found > 0
    if bug == "the Captain forgotten (R7.1)":  # (the election check's own words)
        assert "Captain" in fast.first_problem, fast.first_problem


