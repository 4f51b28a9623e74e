"""The incremental invariant check (``watcher.Watcher``) answers exactly
what the full check answers, at every step of thousands of random steps,
moves and end-of-round steps alike, and at steps broken on purpose: each
breakage changes one field of the state, so a check that read a field it
does not declare would miss it here."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from florenza_gui.engine.checks.invariants import CHECKS, FAMILY_FIELDS, violations
from florenza_gui.engine.fast.watcher import Watcher
from florenza_gui.engine.fast.working import WorkingCopy, end_round, step_results
from florenza_gui.engine.model.changes import SetFamily, SetState, set_family, set_state
from florenza_gui.engine.model.state import Family, FirstPlayerCard, GameState, KinsmanOn, PreacherOn
from florenza_gui.engine.model.types import Kind, Phase
from florenza_gui.engine.rules.end_of_round import step_states
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate

Breakage = Callable[[GameState, random.Random], GameState]


def _family(s: GameState, r: random.Random) -> str:
    return r.choice(s.families).id


def _in_row(s: GameState, r: random.Random) -> str:
    return r.choice([c for ids in s.row for c in ids] or sorted(s.characters))


BREAKAGES: dict[str, Breakage] = {
    "turn order short": lambda s, r: replace(s, turn_order=s.turn_order[:-1]),
    "turn order repeats": lambda s, r: replace(s, turn_order=s.turn_order[:-1] + s.turn_order[:1]),
    "a Kinsman lost": lambda s, r: s.with_family(f := _family(s, r), pool=s.family(f).pool - 1),
    "church too high": lambda s, r: s.with_family(_family(s, r), church=99),
    "prestige below 0": lambda s, r: s.with_family(_family(s, r), prestige=-1),
    "odd token": lambda s, r: s.with_family(_family(s, r), tokens=(3,)),
    "fiorini below 0": lambda s, r: s.with_family(_family(s, r), fiorini=-5),
    "the active family passed": lambda s, r: s.with_family(s.active or _family(s, r), passed=True),
    "everyone passed": lambda s, r: replace(s, families=tuple(f.evolve(passed=True) for f in s.families)),
    "family renamed": lambda s, r: replace(s, families=(replace(s.families[0], id="zed"),) + s.families[1:]),
    "Kinsman of nobody": lambda s, r: replace(s, predicatore=(KinsmanOn("nobody"),) + s.predicatore[1:]),
    "space emptied": lambda s, r: replace(s, predicatore=(None,) * len(s.predicatore)),
    "artist preaching": lambda s, r: replace(s, predicatore=s.predicatore[:-1] + (PreacherOn(_in_row(s, r)),)),
    "five spaces": lambda s, r: replace(s, predicatore=s.predicatore + (None,)),
    "Bishop card crowded": lambda s, r: replace(s, bishop_card=s.bishop_card + (_family(s, r),) * 4),
    "Bishop card emptied": lambda s, r: replace(s, bishop_card=()),
    "row drops a card": lambda s, r: replace(s, row=((),) + s.row[1:]),
    "card beyond its rounds": lambda s, r: replace(s, row=s.row[:-1] + (s.row[-1] + (_in_row(s, r),),)),
    "bag repeats": lambda s, r: replace(s, bag=s.bag + (_in_row(s, r),)),
    "out of game repeats": lambda s, r: replace(s, out_of_game=s.out_of_game + (_in_row(s, r),)),
    "character unknown": lambda s, r: replace(
        s, characters={k: v for k, v in s.characters.items() if k != _in_row(s, r)}),
    "Preacher turned artist": lambda s, r: replace(
        s, characters={k: replace(v, kind=Kind.ARTIST) for k, v in s.characters.items()}),
    "detained from the bag": lambda s, r: replace(s, detained=s.bag[0] if s.bag else "nobody"),
    "round 8": lambda s, r: replace(s, round=8),
    "captain nobody": lambda s, r: replace(s, captain="nobody"),
    "bishop nobody": lambda s, r: replace(s, bishop="nobody"),
    "active nobody": lambda s, r: replace(s, active="nobody"),
    "card in nobody's hands": lambda s, r: replace(s, first_player_card=FirstPlayerCard(
        s.first_player_card.side, None)),
    "game over, no standings": lambda s, r: replace(s, phase=Phase.GAME_OVER, standings=None),
    "standings dropped": lambda s, r: replace(s, standings=None),
}


def _steps(seed: int, humans: int, ghosts: int) -> list[tuple[GameState, bool]]:
    """Every state of a random game, moves and end-of-round steps, with
    whether it is at rest."""
    r = random.Random(seed)
    state = new_game(simulate.seatings(humans, ghosts), seed=seed, shuffle_order=True)
    out = [(state, True)]
    while state.phase is Phase.ACTIONS:
        for state in simulate.random_action_phase(state, r, give_up_after=r.randrange(2, 30)):  # noqa: B020
            out.append((state, True))
        rebuilt = list(step_states(state, step_results(state)))
        out += [(s, False) for s in rebuilt] + [(rebuilt[-1], True)]
        state = rebuilt[-1]
    return out


def test_the_watcher_answers_what_the_full_check_answers_at_every_step() -> None:
    found = Counter[str]()
    steps = 0
    names = sorted(BREAKAGES)
    for seed, (humans, ghosts) in enumerate([(2, 0), (3, 1), (5, 0), (1, 4), (0, 3), (2, 2)] * 5):
        r = random.Random(seed)
        watcher = Watcher()
        for state, at_rest in _steps(seed, humans, ghosts):
            final = state.standings is not None and at_rest  # (the only states with standings to drop)
            if final or r.random() < 0.15:  # a broken step, then the game goes on as it was
                name = "standings dropped" if final else r.choice(names)
                broken = BREAKAGES[name](state, r)
                expected = violations(broken, at_rest)
                assert watcher.violations(broken, at_rest) == expected, (seed, name)
                # the same state, looked at the other way (only ``at_rest`` changes)
                assert watcher.violations(broken, not at_rest) == violations(broken, not at_rest), (seed, name)
                found[name] += bool(expected)
            assert watcher.violations(state, at_rest) == violations(state, at_rest), seed
            steps += 1
    assert steps >= 3000
    assert set(found) == set(BREAKAGES)
    assert all(found.values()), [name for name, n in found.items() if not n]  # each one was caught at least once


def test_every_check_declares_what_it_reads() -> None:
    fields = set(GameState.__dataclass_fields__) | {"at_rest"}  # (``_index`` is one of them)
    fields |= {f"families.{name}" for name in Family.__dataclass_fields__}
    assert set(FAMILY_FIELDS) <= set(Family.__dataclass_fields__)
    assert all(name == f"families.{field}" for field, name in FAMILY_FIELDS.items())
    for check in CHECKS:
        assert check.reads and check.reads <= fields, check.find.__name__


# Broken changes slipped into an end of round's records: (family or None, fields), made from the state the
# round ended in; each breaks an invariant the steps themselves never break.
RECORD_BREAKAGES: dict[str, Callable[[GameState, random.Random], tuple[str | None, dict[str, object]]]] = {
    "a Kinsman lost": lambda s, r: (f := _family(s, r), {"pool": s.family(f).pool - 1}),
    "church too high": lambda s, r: (_family(s, r), {"church": 99}),
    "odd token": lambda s, r: (_family(s, r), {"tokens": (3,)}),
    # (made from the state the round ends in: ``s`` is that state for this one)
    "the active family passed": lambda s, r: (s.active or _family(s, r), {"passed": True}),
    "turn order short": lambda s, r: (None, {"turn_order": s.turn_order[:-1]}),
    "family renamed": lambda s, r: (None, {"families": (replace(s.families[0], id="zed"),) + s.families[1:]}),
    "Kinsman of nobody": lambda s, r: (None, {"predicatore": (KinsmanOn("nobody"),) + s.predicatore[1:]}),
    "row drops a card": lambda s, r: (None, {"row": ((),) + s.row[1:]}),
    "bag repeats": lambda s, r: (None, {"bag": s.bag + (_in_row(s, r),)}),
    "round 8": lambda s, r: (None, {"round": 8}),
    "captain nobody": lambda s, r: (None, {"captain": "nobody"}),
}


def _typed(family: str | None, fields: dict[str, object]) -> SetState | SetFamily:
    return set_state(**fields) if family is None else set_family(family, **fields)  # type: ignore[arg-type]


def test_an_end_of_round_checked_from_its_records_answers_what_the_full_check_answers_at_every_step() -> None:
    """``Watcher.violations_changed`` on a working copy the steps' results are
    made on in place (only the checks reading a changed field run again) finds, at
    every step, what ``violations`` finds on the step's snapshot, broken
    steps included; and the watcher then checks the next snapshot in full."""
    found = Counter[str]()
    steps = 0
    for seed, (humans, ghosts) in enumerate([(2, 0), (3, 1), (5, 0), (1, 4), (0, 3), (2, 2)] * 4):
        r = random.Random(seed)
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, shuffle_order=True)
        watcher = Watcher()
        while state.phase is Phase.ACTIONS:
            state = simulate.finish_action_phase(state, r, give_up_after=r.randrange(2, 30))
            assert watcher.violations(state) == violations(state)
            final, records = end_round(state)[0], step_results(state)
            if r.random() < 0.5:  # a broken change slipped into one step
                name = r.choice(sorted(RECORD_BREAKAGES))
                # (a renamed family is the last step's: the steps after it would look for the old name;
                # so is a passed active family, the only step after which a family is active)
                last = name in ("family renamed", "the active family passed")
                k = len(records) - 1 if last else r.randrange(len(records))
                source = final if name == "the active family passed" else state
                broken = records[k]._replace(changes=records[k].changes + (_typed(*RECORD_BREAKAGES[name](source, r)),))
                records = records[:k] + (broken,) + records[k + 1 :]
                expected = [violations(s, False) for s in step_states(state, records)]
                found[name] += any(expected)
            else:
                expected = [violations(s, False) for s in step_states(state, records)]
            working = WorkingCopy(state)
            found_at = [watcher.violations_changed(working.apply(result.changes), result.changes, False)
                        for result in records]
            assert found_at == expected, seed
            steps += len(records)
            state = final
            assert watcher.violations(state) == violations(state)
    assert steps >= 1000
    assert set(found) == set(RECORD_BREAKAGES)
    assert all(found.values()), [name for name, n in found.items() if not n]  # each one was caught at least once


# Each invariant in its plainest statement: the
# quicker forms in ``invariants`` must answer what these answer, on every state of random games and broken ones.
def _turn_order_as_written(state: GameState, at_rest: bool) -> bool:
    ids = [f.id for f in state.families]
    return sorted(state.turn_order) != sorted(ids) or len(set(ids)) != len(ids)


def _one_place_as_written(state: GameState, at_rest: bool) -> bool:
    in_row = [c for ids_ in state.row for c in ids_]
    unique = {*in_row, *state.bag, *state.out_of_game}
    return len(unique) != len(in_row) + len(state.bag) + len(state.out_of_game) or unique != state.characters.keys()


def _offices_as_written(state: GameState, at_rest: bool) -> list[str]:
    offices = (state.captain, state.bishop, state.active, state.first_player_card.holder)
    return [office for office in offices if office is not None and not state.has_family(office)]


def _board_as_written(state: GameState, at_rest: bool) -> list[object]:
    from florenza_gui.engine.model.violation import Broken

    out: list[object] = []
    if len(state.predicatore) != 4:
        out.append(Broken.SPACES)
    if len(state.bishop_card) > 3:
        out.append(Broken.BISHOP_CARD_FULL)
    if state.detained is not None and state.life_card_of(state.detained) is None:
        out.append(Broken.DETAINED_NOT_IN_ROW)
    if not 1 <= state.round <= 7:
        out.append(Broken.ROUND_OUTSIDE)
    return out


def _active_passed_as_written(state: GameState, at_rest: bool) -> bool:
    active = state.active
    return (state.phase is Phase.ACTIONS and active is not None and state.has_family(active)
            and state.family(active).passed)


def _standings_as_written(state: GameState, at_rest: bool) -> bool:
    return at_rest and state.phase is Phase.GAME_OVER and state.standings is None


def _numbers_as_written(f: Family) -> list[bool]:
    return [f.prestige < 0, not 0 <= f.church <= 10, f.resources < 0 or f.fiorini < 0 or f.cardinal < 0,
            not {1, 2, 5, 10}.issuperset(f.tokens)]


def test_the_quicker_checks_answer_what_the_checks_as_first_written_answer() -> None:
    from florenza_gui.engine.checks import invariants
    from florenza_gui.engine.model.boarddata import standard_board
    from florenza_gui.engine.model.violation import Broken

    board = standard_board()
    assert board.church_max == 10 and set(board.board.tokens.denominations) == {1, 2, 5, 10}
    assert (board.spaces, board.bishop_card_capacity, board.last_round) == (4, 3, 7)
    kinds = {invariants._turn_order: Broken.TURN_ORDER, invariants._one_place_each: Broken.ONE_PLACE,
             invariants._active_has_not_passed: Broken.ACTIVE_PASSED,
             invariants._standings_at_the_end: Broken.NO_STANDINGS}
    written = {invariants._turn_order: _turn_order_as_written, invariants._one_place_each: _one_place_as_written,
               invariants._active_has_not_passed: _active_passed_as_written,
               invariants._standings_at_the_end: _standings_as_written}
    seen = Counter[str]()
    for seed, (humans, ghosts) in enumerate([(2, 0), (3, 1), (5, 0), (1, 4), (0, 3)] * 2):
        r = random.Random(seed)
        for state, at_rest in _steps(seed, humans, ghosts):
            for one in [state] + [BREAKAGES[name](state, r) for name in sorted(BREAKAGES) if r.random() < 0.3]:
                for rest in (at_rest, not at_rest):
                    for check, as_written in written.items():
                        found = check(one, rest)
                        assert bool(found) is bool(as_written(one, rest)), check.__name__
                        assert all(v.kind is kinds[check] for v in found)
                        seen[check.__name__] += bool(found)
                    offices = [v.get("family") for check in (invariants._captain_and_bishop,
                                                             invariants._active_office, invariants._holder_office)
                               for v in check(one, rest)]
                    assert offices == _offices_as_written(one, rest)
                    seen["offices"] += bool(offices)
                    board = [v.kind for check in (invariants._spaces, invariants._bishop_card_room,
                                                  invariants._detained_in_row, invariants._round_in_range)
                             for v in check(one, rest)]
                    assert board == _board_as_written(one, rest)
                    seen["board"] += bool(board)
                    for f in one.families:
                        numbers = [v.kind for v in invariants.family_violations(f)]
                        expected = [Broken.PRESTIGE_BELOW_ZERO, Broken.CHURCH_OUTSIDE, Broken.COUNT_BELOW_ZERO,
                                    Broken.UNKNOWN_TOKEN]
                        assert numbers == [k for k, bad in zip(expected, _numbers_as_written(f), strict=True) if bad]
                        seen["numbers"] += bool(numbers)
    assert len(seen) == 7 and all(seen.values()), seen  # each one found something broken
