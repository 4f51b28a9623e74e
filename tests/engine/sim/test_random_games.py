"""Seeded random whole games: every invariant holds after every step.

1,100 games in all, across 2 to 5 seats, with and without Ghosts. Each game
is played by ``simulate.play_random_game``, which checks ``invariants.violations``
after every move and every end-of-round step and ``election_violations`` after
every Phase 7.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from florenza_gui.engine.checks import invariants
from florenza_gui.engine.model.boarddata import standard_board
from florenza_gui.engine.model.state import KinsmanOn, PreacherOn
from florenza_gui.engine.model.types import Phase
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate

SEATS = [(2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2)]
SEEDS_PER_SEATING = 110


@pytest.mark.slow
@pytest.mark.parametrize(("humans", "ghosts"), SEATS, ids=[f"{h}h{g}g" for h, g in SEATS])
def test_random_games_keep_every_invariant(humans: int, ghosts: int) -> None:
    result = simulate.SimulationResult()
    base = 10_000 * (humans * 10 + ghosts)
    last_round = standard_board().last_round
    for seed in range(base, base + SEEDS_PER_SEATING):
        final = simulate.play_random_game(seed, humans, ghosts, result=result)
        assert result.violations == 0, result.first_problem
        assert final.phase is Phase.GAME_OVER, f"seed {seed}: the game did not end"
        assert final.round == last_round, f"seed {seed}: ended in round {final.round}"
        assert final.standings is not None and final.standings.final, f"seed {seed}: no final standings"
        assert sorted(s.family for s in final.standings.standings) == sorted(f.id for f in final.families)
        assert final.active is None
    assert result.games == SEEDS_PER_SEATING
    assert result.steps > SEEDS_PER_SEATING * 7


def test_at_least_a_thousand_games_in_all() -> None:
    assert len(SEATS) * SEEDS_PER_SEATING >= 1000
    assert {h + g for h, g in SEATS} == {2, 3, 4, 5}
    assert any(g == 0 for _, g in SEATS) and any(g > 0 for _, g in SEATS)


# -- the checker itself can fail -----------------------------------------------
def _fresh():
    return new_game(simulate.seatings(3, 1), seed=5)


def test_a_sound_state_has_no_violations() -> None:
    assert invariants.violations(_fresh()) == []


@pytest.mark.parametrize(
    "breakage",
    [
        "pool",
        "church",
        "prestige",
        "duplicate_character",
        "artist_preaching",
        "unknown_office",
        "round",
        "active_passed",
        "game_over_without_standings",
        "bishop_card_overfull",
        "turn_order",
        "token",
    ],
)
def test_a_broken_state_is_caught(breakage: str) -> None:
    s = _fresh()
    red = s.families[0].id
    match breakage:
        case "pool":
            broken = s.with_family(red, pool=4)
        case "church":
            broken = s.with_family(red, church=11)
        case "prestige":
            broken = s.with_family(red, prestige=-1)
        case "duplicate_character":
            c = next(c for ids in s.row for c in ids)
            broken = replace(s, bag=(*s.bag, c))
        case "artist_preaching":
            artist = next(c for ids in s.row for c in ids if s.characters[c].kind.value == "artist")
            broken = replace(s, predicatore=(PreacherOn(artist), None, None, None))
        case "unknown_office":
            broken = replace(s, captain="nobody")
        case "round":
            broken = replace(s, round=8)
        case "active_passed":
            assert s.active is not None
            broken = s.with_family(s.active, passed=True)
        case "game_over_without_standings":
            broken = replace(s, phase=Phase.GAME_OVER, active=None)
        case "bishop_card_overfull":
            broken = replace(s, bishop_card=(red,) * 4).with_family(red, pool=1)
        case "turn_order":
            broken = replace(s, turn_order=s.turn_order[:-1])
        case "token":
            broken = s.with_family(red, tokens=(3,))
    problems = invariants.violations(broken)
    assert problems, f"{breakage}: the broken state passed the invariant check"


def test_a_kinsman_of_an_unknown_family_is_caught() -> None:
    s = _fresh()
    broken = replace(s, predicatore=(KinsmanOn("nobody"), None, None, None))
    assert invariants.violations(broken)


def test_a_broken_game_is_counted_by_the_simulation(monkeypatch: pytest.MonkeyPatch) -> None:
    """play_random_game reports what the checker finds (so a real bug would fail the tests)."""
    from florenza_gui.engine.model.changes import set_family
    from florenza_gui.engine.rules import end_of_round

    real_start_round = end_of_round.start_round

    def leaky_start_round(state):  # a Kinsman vanishes at the start of every round
        rule, events, changes = real_start_round(state)
        first = state.families[0].id
        leak = set_family(first, pool=max(0, state.family(first).pool - 1))
        return rule, events, (*changes, leak)

    monkeypatch.setattr(end_of_round, "start_round", leaky_start_round)
    result = simulate.SimulationResult()
    simulate.play_random_game(1, 3, 0, result=result)
    assert result.violations > 0
    # the first violation, in English: the seed, the round and the broken invariant's words
    assert result.first_problem.startswith("seed 1 round ")
    assert result.first_problem.endswith(": red: Kinsmen do not add up to 5"), result.first_problem


def test_election_violations_catch_a_wrong_captain() -> None:
    s = _fresh()
    before = s.with_family(s.families[0].id, prestige=9)
    after = replace(before, captain=None)
    assert any(p.rule == "R7.1" for p in invariants.election_violations(before, after))
