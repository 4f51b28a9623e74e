"""A finished game's Victory Points as a ladder of lines (R9.1, R9.2, R7.2d,
R7.3): where the Captain marker stood at the reveal, the offices' points
still on it, each token revealed, and the total, each line naming the log
line that shows it; only values the log made public (RULES.md §9)."""

from __future__ import annotations

from dataclasses import replace

from florenza_gui.engine import apply, end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.editor import rescored
from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.rules.end_of_round import end_round_steps
from florenza_gui.engine.rules.moves import CaptainMarker, EndTurn, Pass
from florenza_gui.engine.rules.points_ladder import Earned, points_ladder
from florenza_gui.engine.sim import simulate

from ..builders import fam, game

E = Earned


def last_round():
    """Round 7 with everyone passed: Anna is Captain (D8) and banks her 33; Bruno, Bishop this round, is re-elected
    (R7.2d and R7.3); Bruno, Carla and Dario end tied at 24."""
    return game(fam("anna", prestige=33), fam("bruno", prestige=12, tokens=(2, 2), church=5, resources=2, fiorini=5),
                fam("carla", prestige=24, resources=2, fiorini=3),
                fam("dario", prestige=14, tokens=(10,), resources=2, fiorini=5), round=7, bishop="bruno")


def lines(state, family):
    return [(line.earned, line.points, state.log[line.row].rule) for line in points_ladder(state, family)]


def test_the_marker_the_offices_on_it_each_token_and_the_total():
    state, _ = end_round(last_round())
    assert lines(state, "bruno") == [(E.MARKER, 20, "R9.1"), (E.BISHOP, 4, "R7.2d"), (E.CARDINAL, 4, "R7.3"),
                                     (E.TOKEN, 2, "R9.1"), (E.TOKEN, 2, "R9.1"), (E.TOTAL, 24, "R9.2")]
    # the Captain banked everything in round 7: its marker went to 0 (R7.1d), its tokens hold it all
    assert lines(state, "anna") == [(E.MARKER, 0, "R9.1"), (E.TOKEN, 10, "R9.1"), (E.TOKEN, 10, "R9.1"),
                                    (E.TOKEN, 10, "R9.1"), (E.TOKEN, 2, "R9.1"), (E.TOKEN, 1, "R9.1"),
                                    (E.TOTAL, 33, "R9.2")]
    assert lines(state, "carla") == [(E.MARKER, 24, "R9.1"), (E.TOTAL, 24, "R9.2")]


def test_each_line_names_the_log_line_that_shows_it():
    state, _ = end_round(last_round())
    for line in points_ladder(state, "bruno"):
        event = state.log[line.row].event
        assert event is not None and event.family in ("bruno", None)
        assert state.log[line.row].rule == line.rule
    reveal = state.log[points_ladder(state, "dario")[0].row].event
    assert reveal is not None and reveal.kind is EventKind.TOKENS_REVEALED and reveal.family == "dario"


def test_a_marker_set_by_hand_keeps_no_earlier_office():
    """Bishop in round 6 (R7.2d), then the marker set by hand in round 7 (M1): the office's points are not on it."""
    state = game(fam("red", prestige=4, church=5), fam("blue", prestige=2), round=6, bishop=None)
    state, _ = end_round(state)
    assert any(line.rule == "R7.2d" for line in state.log)
    while state.active is not None and state.active != "red":
        state, _ = apply(state, Pass())
    state, _ = apply(state, CaptainMarker(9))
    state, _ = apply(state, EndTurn())
    while state.active is not None:
        state, _ = apply(state, Pass())
    state, _ = end_round(state)
    assert [e for e, _, _ in lines(state, "red") if e in (E.BISHOP, E.CARDINAL)] == []


def test_every_ladder_of_random_games_adds_up_to_the_standings():
    for seed, (humans, ghosts) in enumerate(((3, 0), (1, 3), (2, 2), (5, 0))):
        state = simulate.play_random_game(seed, humans, ghosts, check_invariants=False)
        assert state.standings is not None
        for s in state.standings.standings:
            ladder = points_ladder(state, s.family)
            assert ladder and ladder[-1].earned is E.TOTAL and ladder[-1].points == s.victory_points
            marker = [line.points for line in ladder if line.earned is E.MARKER]
            tokens = [line.points for line in ladder if line.earned is E.TOKEN]
            offices = [line.points for line in ladder if line.earned in (E.BISHOP, E.CARDINAL)]
            assert sum(marker) + sum(tokens) == s.victory_points and sum(offices) <= marker[0]


def test_no_ladder_before_the_reveal_nor_in_a_game_not_over():
    start = last_round()
    assert points_ladder(start, "anna") == ()
    revealed_before_the_standings = 0
    for state, events in end_round_steps(start):
        if state.standings is None:
            assert all(points_ladder(state, f.id) == () for f in state.families)
            revealed_before_the_standings += any(e.kind is EventKind.TOKENS_REVEALED for e in events)
    assert revealed_before_the_standings == 1


def test_the_ladder_never_shows_a_cash_in():
    """R9.1 reveals the tokens' values, not which cash-in banked which: no line points to a cash-in (R7.1c),
    and the tokens come highest first, never in the order they were banked."""
    state, _ = end_round(last_round())
    for family in ("anna", "bruno", "carla", "dario"):
        ladder = points_ladder(state, family)
        assert all(state.log[line.row].rule not in ("R7.1c", "R7.1", "M1") for line in ladder)
        tokens = [line.points for line in ladder if line.earned is E.TOKEN]
        assert tokens == sorted(tokens, reverse=True)


def test_a_log_that_cannot_account_for_the_points_gives_no_ladder():
    state, _ = end_round(last_round())
    # a file written without the lines' events: what each line did cannot be told
    text_only = saves.from_dict(saves.to_dict(state, events=False))
    assert points_ladder(text_only, "bruno") == ()
    # a finished game edited since its final scoring: the reveal no longer adds up to the standings
    edited = rescored(state.with_family("carla", prestige=30))
    assert points_ladder(edited, "carla") == ()
    assert points_ladder(replace(state, standings=None), "carla") == ()


def test_the_total_cites_r9_2_even_when_a_tie_break_decided_the_winner():
    """The final position is the Victory Points (R9.2) for every family; R9.3 only orders the ties."""
    state, _ = end_round(game(fam("anna", prestige=24, resources=3), fam("bruno", prestige=24, resources=2),
                              fam("carla", prestige=18), round=7))
    assert state.standings is not None and state.log[-1].rule == "R9.3"  # Anna wins the tie on Resources
    for family in ("anna", "bruno", "carla"):
        total = points_ladder(state, family)[-1]
        assert total.earned is E.TOTAL and total.rule == "R9.2", (family, total)
