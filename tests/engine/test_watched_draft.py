"""A checked game on a ``WatchedDraft`` (issue 7): ``simulate`` plays every
action phase and end of round of a checked game on a draft that notes what
each move and step changed, and the watcher runs again only the checks that
read a noted field. It must check exactly the states the snapshot path
checks (every move, every step, every round's end), answer at each what the
full check answers, broken states included, and report the same problems."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import pytest

from florenza_gui.engine import elections, invariants, moves, rounds, saves, simulate
from florenza_gui.engine.changes import Change as StepChange
from florenza_gui.engine.changes import SetFamily, SetState, apply_changes
from florenza_gui.engine.invariants import AT_REST, FAMILY_FIELDS, FAMILY_NUMBERS, Watcher, family_violations
from florenza_gui.engine.state import Character, Family, FirstPlayerCard, GameState, KinsmanOn, PreacherOn
from florenza_gui.engine.types import Kind, Phase, Seat
from florenza_gui.engine.watched import CHARACTER_NOTE, WatchedDraft

SEATS = ((2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2), (4, 1), (0, 5))
_NOT_COMPARED = ("log", "_index", "_moves", "_record", "_from", *WatchedDraft._OWN)  # (a watched draft's own keys)


def _fields(state: GameState) -> dict[str, object]:
    """A state's fields as they are now (a draft's change later), less its log."""
    fields = {k: v for k, v in state.__dict__.items() if k not in _NOT_COMPARED}
    fields["families"] = tuple([dict(f.__dict__) for f in state.families])
    return fields


Looked = tuple[dict[str, object], bool, list[invariants.Violation]]


@contextmanager
def _every_look(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Looked]]:
    """Every state a watcher is asked about, however asked (a snapshot, all
    checks, or a watched draft's notes): its fields, ``at_rest`` and the answer."""
    seen: list[Looked] = []
    for name in ("violations", "violations_of_all", "violations_noted"):
        real = getattr(Watcher, name)

        def look(self: Watcher, state: GameState, at_rest: bool = True, real: Any = real) -> Any:
            fields = _fields(state)
            answer = real(self, state, at_rest)
            seen.append((fields, at_rest, answer))
            return answer

        monkeypatch.setattr(Watcher, name, look)
    yield seen
    monkeypatch.undo()


def _both_ways(monkeypatch: pytest.MonkeyPatch, seed: int) -> tuple[tuple[list[Looked], object, str], ...]:
    """A checked game played on drafts and on snapshots (somebody shown every
    state): what each looked at, its result, and its file."""
    humans, ghosts = SEATS[seed % len(SEATS)]
    out = []
    for on_state in (None, lambda _: None):
        with _every_look(monkeypatch) as seen:
            result = simulate.SimulationResult()
            final = simulate.play_random_game(seed, humans, ghosts, result=result, on_state=on_state)
        out.append((seen, result, saves.dumps(final)))
    return tuple(out)


def test_a_checked_game_on_drafts_checks_the_states_the_snapshots_reach(monkeypatch: pytest.MonkeyPatch) -> None:
    """Move by move and step by step, the same states (field by field), at
    rest or not alike, the same answers, counts and final file."""
    checked = 0
    for seed in range(36):
        (fast, fast_result, fast_file), (slow, slow_result, slow_file) = _both_ways(monkeypatch, seed)
        assert [at_rest for _, at_rest, _ in fast] == [at_rest for _, at_rest, _ in slow], seed
        assert [fields for fields, _, _ in fast] == [fields for fields, _, _ in slow], seed
        assert [answer for _, _, answer in fast] == [answer for _, _, answer in slow], seed
        assert fast_result == slow_result and fast_file == slow_file, seed
        checked += len(fast)
    assert checked > 5000


def _leaky_move(real: tuple[Any, Any, Any]) -> tuple[Any, Any, Any]:
    def change(state: GameState, me: str, move: moves.Move) -> Any:  # a Kinsman comes from nowhere
        after = real[2](state, me, move)
        return after.with_family(me, pool=after.family(me).pool + 1)

    return real[0], real[1], change


def _leaky_step(real: Callable[..., Any], breaks: Callable[[GameState], StepChange]) -> Callable[..., Any]:
    def step(state: GameState, start: GameState) -> Any:
        result = real(state, start)
        return result._replace(changes=(*result.changes, breaks(apply_changes(state, result.changes))))

    return step


def _bugs(monkeypatch: pytest.MonkeyPatch) -> dict[str, Callable[[], None]]:
    """Bugs slipped into a move or a step of the end of round, each breaking
    an invariant the rules never break (and letting the game go on)."""
    steps = list(rounds.PHASES_7_AND_8)

    def in_step(i: int, breaks: Callable[[GameState], StepChange]) -> Callable[[], None]:
        changed = steps[:i] + [_leaky_step(steps[i], breaks)] + steps[i + 1 :]
        return lambda: monkeypatch.setattr(rounds, "PHASES_7_AND_8", tuple(changed))

    def passed(state: GameState, real: Callable[..., Any] = rounds.start_round) -> Any:
        result = real(state)
        active = apply_changes(state, result.changes).active
        return result._replace(changes=(*result.changes, SetFamily(active, {"passed": True}))) if active else result

    return {
        "a Kinsman from nowhere (M3)": lambda: monkeypatch.setitem(
            moves.RULES, moves.KinsmanToPredicatore, _leaky_move(moves.RULES[moves.KinsmanToPredicatore])),
        "the bag repeats": in_step(len(steps) - 2, lambda s: SetState({"bag": s.bag + s.row[0][:1]})),
        "fiorini below 0": in_step(0, lambda s: SetFamily(s.families[-1].id, {"fiorini": -1})),
        "the Bishop card overflows": in_step(3, lambda s: SetState({"bishop_card": s.bishop_card + s.turn_order * 2})),
        "the active family passed": lambda: monkeypatch.setattr(rounds, "start_round", passed),
        # (breaks no invariant of a state: only the election check, once a round, can tell)
        "the Captain forgotten (R7.1)": in_step(len(elections.PHASE_7) - 1, lambda s: SetState({"captain": None})),
    }


@pytest.mark.parametrize("bug", sorted(_bugs(pytest.MonkeyPatch())))
def test_a_bug_is_reported_as_the_snapshot_path_reports_it(monkeypatch: pytest.MonkeyPatch, bug: str) -> None:
    """A bug slipped into a move or a step: the checked game on drafts finds
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


def _in_row(s: GameState, r: random.Random) -> str:
    return r.choice([c for ids in s.row for c in ids] or sorted(s.characters))


Change = tuple[str | None, dict[str, Any]]
# Broken changes made on the draft itself (so noted), as a bug in a move or a step would: (family or None, fields).
BREAKAGES: dict[str, Callable[[GameState, random.Random], Change]] = {
    "a Kinsman lost": lambda s, r: (f := r.choice(s.families).id, {"pool": s.family(f).pool - 1}),
    "church too high": lambda s, r: (r.choice(s.families).id, {"church": 99}),
    "prestige below 0": lambda s, r: (r.choice(s.families).id, {"prestige": -1}),
    "odd token": lambda s, r: (r.choice(s.families).id, {"tokens": (3,)}),
    "fiorini below 0": lambda s, r: (r.choice(s.families).id, {"fiorini": -5}),
    "the active family passed": lambda s, r: (s.active or r.choice(s.families).id, {"passed": True}),
    "everyone passed": lambda s, r: (None, {"families": tuple(f.evolve(passed=True) for f in s.families)}),
    "family renamed": lambda s, r: (None, {"families": (replace(s.families[0], id="zed"),) + s.families[1:]}),
    "turn order short": lambda s, r: (None, {"turn_order": s.turn_order[:-1]}),
    "Kinsman of nobody": lambda s, r: (None, {"predicatore": (KinsmanOn("nobody"),) + s.predicatore[1:]}),
    "artist preaching": lambda s, r: (None, {"predicatore": s.predicatore[:-1] + (PreacherOn(_in_row(s, r)),)}),
    "Bishop card crowded": lambda s, r: (None, {"bishop_card": s.bishop_card + (s.families[0].id,) * 4}),
    "row drops a card": lambda s, r: (None, {"row": ((),) + s.row[1:]}),
    "card beyond its rounds": lambda s, r: (None, {"row": s.row[:-1] + (s.row[-1] + (_in_row(s, r),),)}),
    "bag repeats": lambda s, r: (None, {"bag": s.bag + (_in_row(s, r),)}),
    "character unknown": lambda s, r: (None, {"characters": {
        k: v for k, v in s.characters.items() if k != _in_row(s, r)}}),
    "Preacher turned artist": lambda s, r: (None, {"characters": {
        k: replace(v, kind=Kind.ARTIST) for k, v in s.characters.items()}}),
    "detained from the bag": lambda s, r: (None, {"detained": s.bag[0] if s.bag else "nobody"}),
    "round 8": lambda s, r: (None, {"round": 8}),
    "captain nobody": lambda s, r: (None, {"captain": "nobody"}),
    "active nobody": lambda s, r: (None, {"active": "nobody"}),
    "card in nobody's hands": lambda s, r: (None, {"first_player_card": FirstPlayerCard(
        s.first_player_card.side, None)}),
    "game over, no standings": lambda s, r: (None, {"phase": Phase.GAME_OVER, "standings": None}),
}


def _make(draft: GameState, change: Change) -> Change:
    """Make ``change`` on ``draft`` the way the steps do; return the change that undoes it."""
    family, fields = change
    if family is None:
        undo: dict[str, Any] = {k: draft.__dict__[k] for k in fields}
        if "families" in fields:
            undo["families"] = tuple([f.evolve() for f in draft.families])
        draft.evolve(**fields)
        return None, undo
    undo = {k: getattr(draft.family(family), k) for k in fields}
    draft.with_family(family, **fields)
    return family, undo


def test_the_watcher_on_a_watched_draft_answers_what_the_full_check_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    """At every move, step and round's end of checked games, now and then
    broken on the draft itself just before it is looked at (and mended just
    after, so the game goes on as it was), the watcher's answer from the
    draft's notes is the full check's, and so is its answer when the same
    draft is then looked at the other way (only ``at_rest`` changes)."""
    real = Watcher.violations_noted
    r = random.Random(7)
    found, looked = Counter[str](), 0
    names = sorted(BREAKAGES)

    def look(self: Watcher, draft: WatchedDraft, at_rest: bool = True) -> list[invariants.Violation]:
        nonlocal looked
        looked += 1
        name = r.choice(names) if r.random() < 0.2 else None
        undo = _make(draft, BREAKAGES[name](draft, r)) if name else None
        expected = invariants.violations(draft, at_rest)
        answer = real(self, draft, at_rest)
        assert answer == expected, name
        assert real(self, draft, not at_rest) == invariants.violations(draft, not at_rest), name
        assert real(self, draft, at_rest) == expected, name
        if name and undo:
            found[name] += bool(expected)
            _make(draft, undo)
            assert real(self, draft, at_rest) == invariants.violations(draft, at_rest), name
        return answer

    games = [(seed, *SEATS[seed % len(SEATS)]) for seed in range(30)]
    unbroken = [saves.dumps(simulate.play_random_game(*game)) for game in games]
    monkeypatch.setattr(Watcher, "violations_noted", look)
    # (each breakage mended once looked at: the games go on as they were)
    assert [saves.dumps(simulate.play_random_game(*game)) for game in games] == unbroken
    assert looked > 5000
    assert set(found) == set(BREAKAGES)
    assert all(found.values()), [name for name, n in found.items() if not n]  # each one was caught at least once


def _changed(before: dict[str, Any], after: dict[str, Any]) -> tuple[set[str], set[str]]:
    """The fields that changed (a family's by its own name, a character's
    changed in place as ``character.`` and its name) and the families."""
    names = {k for k in after if k != "families" and before[k] != after[k]}
    if "characters" in names and before["characters"].keys() == after["characters"].keys():
        names.remove("characters")
        names |= {CHARACTER_NOTE + field for c, was in before["characters"].items()
                  for field in Character.__dataclass_fields__
                  if getattr(was, field) != getattr(after["characters"][c], field)}
    families: set[str] = set()
    for old, new in zip(before["families"], after["families"], strict=True):
        differ = {k for k in new if old[k] != new[k]}
        if differ:
            names |= differ
            families.add(new["id"])
    return names, families


def test_every_change_a_move_or_a_step_makes_is_noted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Between two looks of the watcher, every field that changed (by value)
    is in the draft's notes, and every family changed in place among its
    noted families: so no check that reads it can be skipped."""
    real = Watcher.violations_noted
    last: dict[int, dict[str, Any]] = {}
    kinds = Counter[str]()

    def look(self: Watcher, draft: WatchedDraft, at_rest: bool = True) -> list[invariants.Violation]:
        now = _fields(draft)
        before = last.get(id(self))
        if before is not None and before["families"] and len(before["families"]) == len(now["families"]):
            names, families = _changed(before, now)
            noted, noted_families = draft.notes()
            if "characters" in noted:  # (all of them: a character changed in place is one of them)
                names = {name for name in names if not name.startswith(CHARACTER_NOTE)}
            assert names <= noted, names - noted
            assert noted_families is None or families <= noted_families, families - noted_families
            kinds[" ".join(sorted(names))] += 1
        last[id(self)] = now
        return real(self, draft, at_rest)

    real_of_all = Watcher.violations_of_all

    def look_all(self: Watcher, state: GameState, at_rest: bool = True) -> list[invariants.Violation]:
        last[id(self)] = _fields(state)
        return real_of_all(self, state, at_rest)

    monkeypatch.setattr(Watcher, "violations_noted", look)
    monkeypatch.setattr(Watcher, "violations_of_all", look_all)
    for seed in range(40):
        humans, ghosts = SEATS[seed % len(SEATS)]
        simulate.play_random_game(seed, humans, ghosts)
    assert len(kinds) > 20 and sum(kinds.values()) > 5000


def test_a_draft_is_noted_for_what_the_rules_write_through_it() -> None:
    """Each way a move or a step changes a draft is noted: fields given to
    ``evolve`` or ``_copy``, a family's fields (``with_family``,
    ``families_with``) with its id, new families (all of them); and the
    finished snapshot keeps no notes."""
    state = simulate.play_random_game(5, 3, 0, check_invariants=False)
    file = saves.dumps(state)
    draft = WatchedDraft.watched(state)
    assert draft.notes() == (set(), set())
    red = state.families[0].id
    draft.with_family(red, prestige=3)
    draft.evolve(round=2)
    assert draft.notes() == ({"prestige", "round"}, {red})
    draft.clear_notes()
    draft._copy({"active": red, "families": draft.families_with(red, {"passed": True})})
    assert draft.notes() == ({"active", "passed", "families"}, {red})
    draft.evolve(families=state.families)
    assert draft.notes()[1] is None
    draft.clear_notes()
    character = sorted(state.characters)[0]
    side = state.characters[character].side
    draft.with_character(character, side=side.flipped())
    assert draft.notes() == ({"character.side"}, set())  # the same characters, one changed in place
    assert draft.characters[character].side is side.flipped() and state.characters[character].side is side
    draft.evolve(characters={**draft.characters})
    draft.with_character(character, side=side)
    assert draft.notes() == ({"characters", "character.side"}, set())  # (still noted as new characters)
    done = draft.done()
    assert type(done) is GameState and not set(done.__dict__) - set(state.__dict__)
    assert saves.dumps(state) == file  # the state drafted from is untouched


def test_the_family_check_reads_only_the_numbers_it_declares() -> None:
    """``family_violations`` reads a family's id and ``FAMILY_NUMBERS`` only,
    so a watcher need not run it again when a step changed only a family's
    pool or passed (broken families too, so every branch is taken)."""
    read: set[str] = set()

    class Spy:
        def __init__(self, family: Family) -> None:
            self.family = family

        def __getattr__(self, name: str) -> object:
            read.add(name)
            return getattr(self.family, name)

    base = Family("red", "Red", Seat.HUMAN)
    for family in (base, base.evolve(prestige=-1, church=99, tokens=(3,), fiorini=-1)):
        family_violations(Spy(family))  # type: ignore[arg-type]
    assert read <= FAMILY_NUMBERS | {"id"} and read >= FAMILY_NUMBERS


def test_a_watched_draft_names_a_family_field_and_a_state_field_apart() -> None:
    """The notes hold a state's and a family's field names in one set, so no
    name may be both (nor ``at_rest`` or ``_index``)."""
    families = set(Family.__dataclass_fields__)
    assert not families & set(GameState.__dataclass_fields__)
    assert not families & {AT_REST, "_index"}
    assert set(FAMILY_FIELDS) | FAMILY_NUMBERS <= families


def test_the_checks_read_only_the_character_fields_declared() -> None:
    """What the checks read of a character is ``CHARACTER_READ`` (and which
    characters there are), so a character changed in place in another
    field (a card flipped, M9) runs none of them: on states of random games
    and broken ones (a Preacher's space held by an artist, a card beyond
    its rounds), every branch taken."""
    read: set[str] = set()

    class Spy:
        def __init__(self, character: Character) -> None:
            self.character = character

        def __getattr__(self, name: str) -> object:
            read.add(name)
            return getattr(self.character, name)

    states: list[GameState] = []
    for seed in range(4):
        simulate.play_random_game(seed, *SEATS[seed], check_invariants=False, on_state=states.append)
    found = 0
    for state in states[::5]:
        in_row = [c for ids in state.row for c in ids]
        for one in (state, replace(state, predicatore=(PreacherOn(in_row[0]),) + state.predicatore[1:]),
                    replace(state, row=state.row[:-1] + (state.row[-1] + (in_row[0],),))):
            spied = replace(one, characters={c: Spy(ch) for c, ch in one.characters.items()})
            found += bool(invariants.violations(spied))
    assert found > 0
    assert read == invariants.CHARACTER_READ, read


def test_a_watched_draft_changes_its_own_families_after_they_are_replaced() -> None:
    """A watched draft writes a family's change into the family its tuple
    holds now, however the tuple was last replaced (``evolve``, ``_copy``),
    never into the families it was given or drafted from; and neither its
    snapshot nor the round's end it gives the steps holds its own keys."""
    state = simulate.play_random_game(8, 3, 0, check_invariants=False)
    file = saves.dumps(state)
    draft = WatchedDraft.watched(state)
    red = state.families[0].id
    given = tuple([f.evolve() for f in state.families])
    draft.evolve(families=given)
    draft.with_family(red, prestige=41)
    assert draft.family(red).prestige == 41 and given[0].prestige == state.families[0].prestige
    again = tuple([f.evolve() for f in draft.families])
    draft._copy({"families": again})
    draft.families_with(red, {"church": 7})
    assert draft.family(red).church == 7 and again[0] is draft.families[0]
    assert draft.notes()[1] is None
    for made in (draft.round_end(), draft.done()):
        assert not set(made.__dict__) & set(WatchedDraft._OWN)
    assert saves.dumps(state) == file
