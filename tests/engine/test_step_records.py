"""The step records of the fast end of round (issue 7): the state after any
step, rebuilt from the start of the end of round and the records before it,
equals the step-by-step view's state after that step (``end_round_steps``,
immutable snapshots), events and log included; the last equals the fast
path's result. On thousands of random positions."""

from __future__ import annotations

import random

from florenza_gui.engine import simulate
from florenza_gui.engine.draft import Draft, replay
from florenza_gui.engine.rounds import end_round, end_round_records, end_round_steps, step_states
from florenza_gui.engine.setup import new_game
from florenza_gui.engine.state import GameState
from florenza_gui.engine.types import Difficulty, Phase

SEATS = ((2, 0), (3, 0), (5, 0), (1, 1), (1, 4), (2, 3), (0, 2), (3, 2), (4, 1), (0, 5))


def _positions(games: int) -> list[GameState]:
    """States at the end of an action phase, from random games of every seating."""
    out = []
    for seed in range(games):
        humans, ghosts = SEATS[seed % len(SEATS)]
        r = random.Random(1000 + seed)
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=r.choice(list(Difficulty)),
                         shuffle_order=r.random() < 0.5)
        while state.phase is Phase.ACTIONS:
            state = simulate.finish_action_phase(state, r, give_up_after=r.randrange(2, 40))
            out.append(state)
            state, _ = end_round(state)
    return out


def _fields(state: GameState) -> dict[str, object]:
    """Every field but the log, families field by field (``==`` on a whole
    state would compare the logs' wording, which is slow to render)."""
    fields = {k: v for k, v in state.__dict__.items() if k not in ("log", "_index")}
    fields["families"] = [f.__dict__ for f in state.families]
    return fields


def _lines(state: GameState, start: GameState) -> list[tuple[object, ...]]:
    """The log lines the end of round wrote so far, as (round, rule, event)."""
    assert state.log[: len(start.log)] == start.log.flat()
    return [tuple(entry) for entry in state.log[len(start.log):]]


def test_every_rebuilt_step_equals_the_step_by_step_state_on_thousands_of_positions() -> None:
    positions = _positions(330)
    assert len(positions) >= 2000
    for start in positions:
        final, events, records = end_round_records(start)
        steps = list(end_round_steps(start))
        rebuilt = list(step_states(start, records))
        assert len(rebuilt) == len(steps) == len(records)
        for k, ((expected, step_events), state, record) in enumerate(zip(steps, rebuilt, records, strict=True)):
            assert record.events == step_events, (start.seed, start.round, k)
            assert _fields(state) == _fields(expected), (start.seed, start.round, k)
            assert _lines(state, start) == _lines(expected, start)
        assert rebuilt[-1] == final == end_round(start)[0]
        assert rebuilt[-1].log == final.log
        assert events == tuple(e for _, step in steps for e in step)
        assert type(final) is GameState and type(rebuilt[-1]) is GameState


def test_the_fast_path_never_changes_the_state_it_was_given() -> None:
    for start in _positions(40):
        families = [dict(f.__dict__) for f in start.families]
        fields = dict(start.__dict__)
        end_round_records(start)
        end_round(start)
        assert [f.__dict__ for f in start.families] == families
        assert start.__dict__ == fields


def test_a_draft_records_each_change_and_replay_applies_them_to_a_new_snapshot() -> None:
    start = _positions(1)[0]
    first = start.turn_order[0]
    prestige, captain = start.family(first).prestige, start.captain
    draft = Draft.draft(start, record=True)
    after = draft.with_family(first, prestige=prestige + 7).evolve(captain=first)
    assert after is draft and draft.family(first).prestige == prestige + 7
    assert (start.family(first).prestige, start.captain) == (prestige, captain)  # the draft's own copies
    changes = draft.take_changes()
    assert changes == ((first, {"prestige": prestige + 7}), (None, {"captain": first}))
    assert draft.take_changes() == ()
    rebuilt = replay(start, changes)
    assert rebuilt is not start and rebuilt.captain == first and rebuilt.family(first).prestige == prestige + 7
    assert (start.family(first).prestige, start.captain) == (prestige, captain)
    done = draft.done()
    assert type(done) is GameState and "_record" not in done.__dict__ and done == rebuilt
