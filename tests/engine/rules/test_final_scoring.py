"""Final scoring and the winner (RULES.md §8: R9.1–R9.3, D12), shared
places, and the provisional standings shown during the game."""

from __future__ import annotations

import pytest

from florenza_gui.engine import EventKind, Phase, end_round, provisional
from florenza_gui.engine.model.places import PrestigeSpace
from florenza_gui.engine.rules import final_scoring as sc
from florenza_gui.engine.words.wording import render

from ..builders import applied, case, fam, game, ghost, prestige


def final(*families, **kw):
    """Run the final scoring steps alone on a finished game."""
    state = game(*families, round=7, phase=Phase.GAME_OVER, **kw)
    state, revealed = applied(state, sc.reveal_tokens(state, state))
    state, decided = applied(state, sc.decide_winner(state, state))
    return state, revealed + decided


def places(state):
    return {s.family: s.place for s in state.standings.standings}


# -- R9.1 / D12: tokens revealed and added; nothing else counts -----------------------------------


@pytest.mark.parametrize(
    ("marker", "held", "vp"),
    [
        pytest.param(7, (10, 2, 2), 21, id="R9.1-marker-plus-tokens"),
        pytest.param(0, (10, 10, 5), 25, id="R9.1-all-in-tokens"),
        pytest.param(12, (), 12, id="R9.1-no-tokens"),
    ],
)
def test_R9_1_marker_moves_up_by_the_token_total(marker, held, vp):
    state, events = final(fam("red", prestige=marker, tokens=held), fam("blue", prestige=1))
    assert state.family("red").prestige == vp
    (shown,) = [e for e in events if e.rule == "R9.1" and e.family == "red"]
    assert shown.kind is EventKind.TOKENS_REVEALED
    assert shown.args.tokens == tuple(held)
    assert (shown.from_, shown.to) == (PrestigeSpace(marker), PrestigeSpace(vp))
    assert state.standings.final is True
    assert {s.family: s.victory_points for s in state.standings.standings} == {"red": vp, "blue": 1}


@pytest.mark.parametrize(
    ("red", "extras"),
    [
        case("D12", "church-and-cardinal", fam("red", prestige=10, tokens=(5,), church=8, cardinal=2), {}),
        case("D12", "bishop-card-and-kinsmen", fam("red", prestige=15), {"bishop": "red", "bishop_card": ("red",)}),
        case("D12", "captain-card", fam("red", prestige=13, tokens=(2,)), {"captain": "red"}),
        case("D12", "resources-are-no-points", fam("red", prestige=15, resources=9, fiorini=9), {}),
    ],
)
def test_D12_no_other_source_of_points(red, extras):
    state, _ = final(red, fam("blue", prestige=15, resources=1), **extras)
    assert {s.family: s.victory_points for s in state.standings.standings} == {"red": 15, "blue": 15}
    # Equal on Victory Points: Resources decide (R9.3).
    assert places(state) == ({"red": 1, "blue": 2} if red.resources > 1 else {"blue": 1, "red": 2})


def test_R9_1_end_to_end_after_round_7():
    state = game(
        fam("red", prestige=3, tokens=(10, 1)),
        fam("blue", prestige=3, tokens=(5,)),
        ghost("green", prestige=2, tokens=(2, 2)),
        round=7,
    )
    after, events = end_round(state)
    # Red and blue tie at 3: no Captain, no marker moves in Phase 7.
    assert after.captain is None
    assert prestige(after) == {"red": 14, "blue": 8, "green": 6}
    assert [e.family for e in events if e.rule == "R9.1"] == list(after.turn_order)
    assert after.standings.final
    assert places(after) == {"red": 1, "blue": 2, "green": 3}


# -- R9.2 / R9.3: the winner and the places ----------------------------------------------------


@pytest.mark.parametrize(
    ("families", "expected_places", "decided_by", "rule"),
    [
        pytest.param(
            [fam("red", prestige=30), fam("blue", prestige=20), fam("green", prestige=25)],
            {"red": 1, "green": 2, "blue": 3},
            {"red": "victory_points", "green": "victory_points", "blue": "victory_points"},
            "R9.2",
            id="R9.2-most-victory-points",
        ),
        pytest.param(
            [fam("red", prestige=25, resources=3), fam("blue", prestige=25, resources=5)],
            {"blue": 1, "red": 2},
            {"blue": "resources", "red": "resources"},
            "R9.3",
            id="R9.3-then-resources",
        ),
        pytest.param(
            [fam("red", prestige=25, resources=4, fiorini=9), fam("blue", prestige=25, resources=4, fiorini=2)],
            {"red": 1, "blue": 2},
            {"red": "fiorini", "blue": "fiorini"},
            "R9.3",
            id="R9.3-then-fiorini",
        ),
        pytest.param(
            [fam("red", prestige=25, resources=4, fiorini=2), fam("blue", prestige=25, resources=4, fiorini=2)],
            {"red": 1, "blue": 1},
            {"red": "shared", "blue": "shared"},
            "R9.3",
            id="R9.3-shared-victory",
        ),
        pytest.param(
            [
                fam("red", prestige=30),
                fam("blue", prestige=20, resources=1, fiorini=1),
                fam("green", prestige=20, resources=1, fiorini=1),
                fam("gold", prestige=10),
            ],
            {"red": 1, "blue": 2, "green": 2, "gold": 4},
            {"red": "victory_points", "blue": "shared", "green": "shared", "gold": "victory_points"},
            "R9.2",
            id="R9.3-shared-second-place",
        ),
        pytest.param(
            [
                fam("red", prestige=20, resources=2),
                fam("blue", prestige=20, resources=2, fiorini=1),
                fam("green", prestige=20, resources=7),
            ],
            {"green": 1, "blue": 2, "red": 3},
            {"green": "resources", "blue": "fiorini", "red": "fiorini"},
            "R9.3",
            id="R9.3-three-way-ladder",
        ),
    ],
)
def test_R9_2_R9_3_places(families, expected_places, decided_by, rule):
    state, events = final(*families)
    assert places(state) == expected_places
    assert {s.family: s.decided_by.value for s in state.standings.standings} == decided_by
    (decided,) = [e for e in events if e.kind is EventKind.STANDINGS_DECIDED]
    assert decided.rule == rule
    # Standings are listed best first.
    listed = [s.place for s in state.standings.standings]
    assert listed == sorted(listed)


def test_R9_3_shared_victory_is_announced():
    _, events = final(fam("red", prestige=25, resources=4), fam("blue", prestige=25, resources=4))
    assert render(events[-1]).startswith("Red and Blue share the victory at 25 Victory Points")


def test_R9_2_winner_is_announced_with_the_others():
    _, events = final(fam("red", prestige=30), fam("blue", prestige=20), fam("green", prestige=20, resources=1))
    assert render(events[-1]) == ("Red wins with 30 Victory Points; then Green 2nd (20), Blue 3rd (20). "
                                  "Green is 2nd: tied on Victory Points with Blue, more Resources (R9.3); "
                                  "Blue is 3rd: tied on Victory Points with Green, fewer Resources (R9.3)")


# -- provisional standings ------------------------------------------------------------------------


def test_provisional_standings_count_tokens_without_revealing_them():
    state = game(
        fam("red", prestige=4, tokens=(10, 5)),
        fam("blue", prestige=18),
        fam("green", prestige=18),
        round=4,
    )
    standings = provisional(state)
    assert standings.final is False
    assert [(s.family, s.victory_points, s.place) for s in standings.standings] == [
        ("red", 19, 1),
        ("blue", 18, 2),
        ("green", 18, 2),
    ]
    # Nothing changed on the board.
    assert state.family("red").tokens == (10, 5)
    assert state.family("red").prestige == 4


def test_provisional_after_the_game_is_the_final_standings():
    state = game(fam("red", prestige=5, tokens=(10,)), fam("blue", prestige=9), round=7)
    after, _ = end_round(state)
    assert provisional(after) == after.standings
    assert provisional(after).final is True
    # Blue was Captain in round 7 (D8): it banked its 9 and ends with exactly that.
    assert {s.family: s.victory_points for s in after.standings.standings} == {"red": 15, "blue": 9}



def test_the_reveals_of_a_finished_games_log_are_its_R9_1_lines_after_R8_1():
    state = game(fam("red", prestige=3, tokens=(10, 1)), fam("blue", prestige=3, tokens=(5,)), round=7)
    assert sc.reveals(state.log) == []
    after, events = end_round(state)
    revealed = sc.reveals(after.log)
    assert revealed == [e for e in events if e.kind is EventKind.TOKENS_REVEALED]
    assert [e.family for e in revealed] == list(after.turn_order)
    not_over = game(fam("red", prestige=3), fam("blue", prestige=1), round=3)
    assert sc.reveals(end_round(not_over)[0].log) == []  # a round that is not the last reveals nothing
