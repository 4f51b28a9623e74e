"""Phase 7: elections and the next round's turn order (RULES.md §4:
R7.1–R7.5, D2–D6, D8).

Each test builds the board at the moment the round ends, runs one step of
Phase 7 (or all of it, or the whole end of round) and checks what the rules
say must have happened.
"""

from __future__ import annotations

import pytest

from florenza_gui.engine import EventKind, FirstPlayerSide, Phase, end_round
from florenza_gui.engine.model.places import HeldBy, OnBoard, PrestigeSpace, TurnSpace
from florenza_gui.engine.rules import phase7 as el
from florenza_gui.engine.words.wording import render

from ..builders import applied, case, church, fam, game, ghost, phase7, prestige, rules_of, tokens

# -- R7.1 / R7.1a: who becomes Captain ----------------------------------------------


@pytest.mark.parametrize(
    ("marks", "captain", "rule"),
    [
        pytest.param({"red": 14, "blue": 9, "green": 12}, "red", "R7.1", id="R7.1-single-highest"),
        pytest.param({"red": 3, "blue": 4, "green": 0}, "blue", "R7.1", id="R7.1-low-but-highest"),
        pytest.param({"red": 40, "blue": 39, "green": 39}, "red", "R7.1", id="R7.1-past-printed-track"),
        pytest.param({"red": 12, "blue": 12, "green": 3}, None, "R7.1a", id="R7.1a-two-share-the-top"),
        pytest.param({"red": 7, "blue": 7, "green": 7}, None, "R7.1a", id="R7.1a-everyone-ties"),
        pytest.param({"red": 0, "blue": 0, "green": 0}, None, "R7.1a", id="R7.1a-all-at-zero"),
    ],
)
def test_captain_is_the_single_highest_captain_marker(marks, captain, rule):
    state = game(*(fam(f, prestige=p) for f, p in marks.items()))
    after, events = applied(state, el.elect_captain(state, state))
    assert after.captain == captain
    assert rules_of(events)[0] == rule
    assert events[0].kind is (EventKind.CAPTAIN_ELECTED if captain else EventKind.NO_CAPTAIN)


def test_R7_1a_names_the_tied_families():
    state = game(fam("red", prestige=12), fam("blue", prestige=12), fam("green", prestige=3))
    _, events = applied(state, el.elect_captain(state, state))
    assert render(events[0]) == "No Captain: Red and Blue tie at 12 on the Prestige track"


# -- R7.1b: the First Player card, Captain side up -----------------------------------


@pytest.mark.parametrize(
    ("holder", "old_captain", "source"),
    [
        pytest.param("blue", None, HeldBy("blue"), id="R7.1b-from-first-player"),
        pytest.param("green", "green", HeldBy("green"), id="R7.1b-from-old-captain"),
        pytest.param("red", "red", HeldBy("red"), id="R7.1b-captain-again-keeps-it"),
    ],
)
def test_R7_1b_captain_takes_first_player_card_captain_side_up(holder, old_captain, source):
    state = game(
        fam("red", prestige=14),
        fam("blue", prestige=9),
        fam("green", prestige=2),
        captain=old_captain,
        first_player=holder,
    )
    assert state.first_player_card.holder == holder
    after, events = phase7(state)
    assert after.first_player_card.holder == "red"
    assert after.first_player_card.side is FirstPlayerSide.CAPTAIN
    moved = [e for e in events if e.rule == "R7.1b"]
    assert len(moved) == 1
    assert (moved[0].from_, moved[0].to) == (source, HeldBy("red"))


# -- R7.1c: banking the position as the fewest tokens -----------------------------------


@pytest.mark.parametrize(
    ("position", "banked"),
    [
        pytest.param(14, (10, 2, 2), id="R7.1c-14"),
        pytest.param(1, (1,), id="R7.1c-1"),
        pytest.param(4, (2, 2), id="R7.1c-4"),
        pytest.param(7, (5, 2), id="R7.1c-7"),
        pytest.param(10, (10,), id="R7.1c-10"),
        pytest.param(19, (10, 5, 2, 2), id="R7.1c-19"),
        pytest.param(38, (10, 10, 10, 5, 2, 1), id="R7.1c-38"),
        pytest.param(0, (), id="R7.1c-0"),
    ],
)
def test_R7_1c_fewest_tokens_largest_first(position, banked):
    assert el.bank(position) == banked


@pytest.mark.parametrize(
    ("held", "position", "after_tokens", "count_text"),
    [
        pytest.param((), 14, (10, 2, 2), "3 face-down tokens (now holding 3)", id="R7.1c-first-bank"),
        pytest.param((5, 1), 3, (5, 1, 2, 1), "2 face-down tokens (now holding 4)", id="R7.1c-adds-to-held"),
        pytest.param((), 10, (10,), "1 face-down token (now holding 1)", id="R7.1c-one-token"),
    ],
)
def test_R7_1c_captain_banks_its_position(held, position, after_tokens, count_text):
    state = game(fam("red", prestige=position, tokens=held), fam("blue", prestige=0, tokens=(2,)))
    after, events = phase7(state)
    assert tokens(after) == {"red": after_tokens, "blue": (2,)}
    banked = [e for e in events if e.rule == "R7.1c"]
    assert [e.kind for e in banked] == [EventKind.TOKENS_BANKED]
    assert render(banked[0]).endswith(count_text)


# -- R7.1d: only the Captain's marker moves, to 0 -----------------------------------------


def test_R7_1d_captain_marker_to_zero_nobody_else_moves():
    state = game(fam("red", prestige=14), fam("blue", prestige=9), fam("green", prestige=12), fam("gold", prestige=1))
    after, events = phase7(state)
    assert prestige(after) == {"red": 0, "blue": 9, "green": 12, "gold": 1}
    moved = [e for e in events if e.rule == "R7.1d"]
    assert [(e.family, e.to) for e in moved] == [("red", PrestigeSpace(0))]


# -- R7.1e: the Captain to the top, the others shift down keeping their order ------------


@pytest.mark.parametrize(
    ("order", "captain", "expected"),
    [
        pytest.param(("blue", "green", "red", "gold"), "red", ("red", "blue", "green", "gold"), id="R7.1e-third"),
        pytest.param(("blue", "green", "red", "gold"), "gold", ("gold", "blue", "green", "red"), id="R7.1e-last"),
        pytest.param(("blue", "green", "red", "gold"), "blue", ("blue", "green", "red", "gold"), id="R7.1e-first"),
    ],
)
def test_R7_1e_captain_to_top_others_keep_order(order, captain, expected):
    state = game(*(fam(f, prestige=20 if f == captain else 5) for f in order), order=order)
    state, _ = applied(state, el.elect_captain(state, state))
    after, events = applied(state, el.captain_to_top(state, state))
    assert after.turn_order == expected
    assert events[0].rule == "R7.1e"
    assert events[0].order == expected
    assert events[0].to == TurnSpace(1)


# -- R7.2 / R7.2a / R7.2b: who becomes Bishop ---------------------------------------------


@pytest.mark.parametrize(
    ("church_marks", "bishop", "rule"),
    [
        pytest.param({"red": 5, "blue": 3, "green": 0}, "red", "R7.2", id="R7.2-strictly-most"),
        pytest.param({"red": 3, "blue": 2, "green": 2}, "red", "R7.2", id="R7.2-exactly-3"),
        pytest.param({"red": 1, "blue": 10, "green": 9}, "blue", "R7.2", id="R7.2-top-of-track"),
        pytest.param({"red": 4, "blue": 4, "green": 1}, None, "R7.2a", id="R7.2a-tie-for-most"),
        pytest.param({"red": 10, "blue": 10, "green": 10}, None, "R7.2a", id="R7.2a-all-tie-at-top"),
        pytest.param({"red": 2, "blue": 1, "green": 0}, None, "R7.2b", id="R7.2b-nobody-at-3"),
        pytest.param({"red": 0, "blue": 0, "green": 0}, None, "R7.2b", id="R7.2b-all-at-zero"),
    ],
)
def test_bishop_needs_3_and_strictly_more(church_marks, bishop, rule):
    state = game(*(fam(f, church=c) for f, c in church_marks.items()))
    after, events = applied(state, el.elect_bishop(state, state))
    assert after.bishop == bishop
    assert events[0].rule == rule
    assert events[0].kind is (EventKind.BISHOP_ELECTED if bishop else EventKind.NO_BISHOP)


# -- R7.2c: the Bishop card ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old_bishop", "source", "text"),
    [
        pytest.param(None, OnBoard(), "Red takes the Bishop card from the board", id="R7.2c-from-board"),
        pytest.param("blue", HeldBy("blue"), "Red takes the Bishop card from Blue", id="R7.2c-from-old-bishop"),
        pytest.param("red", HeldBy("red"), "Red keeps the Bishop card", id="R7.2c-kept"),
    ],
)
def test_R7_2c_new_bishop_takes_the_bishop_card(old_bishop, source, text):
    state = game(fam("red", church=6), fam("blue", church=1), bishop=old_bishop)
    after, events = phase7(state)
    assert after.bishop == "red"
    card = [e for e in events if e.rule == "R7.2c"]
    assert [(e.from_, e.to, render(e)) for e in card] == [(source, HeldBy("red"), text)]


# -- R7.2d / R7.2e: the Bishop scores its space and goes back to 0 -----------------------------


@pytest.mark.parametrize(
    ("space", "gain"),
    [
        pytest.param(3, 2, id="R7.2d-space-3"),
        pytest.param(4, 3, id="R7.2d-space-4"),
        pytest.param(5, 4, id="R7.2d-space-5"),
        pytest.param(6, 5, id="R7.2d-space-6"),
        pytest.param(7, 6, id="R7.2d-space-7"),
        pytest.param(8, 7, id="R7.2d-space-8"),
        pytest.param(9, 8, id="R7.2d-space-9"),
        pytest.param(10, 10, id="R7.2d-space-10"),
    ],
)
def test_R7_2d_bishop_scores_printed_value_R7_2e_marker_to_zero(space, gain):
    state = game(fam("red", prestige=6, church=space), fam("blue", prestige=9, church=2), fam("green", prestige=9))
    after, events = phase7(state)
    # blue and green tie for the top: no Captain, so only the Bishop moves.
    assert after.captain is None
    assert prestige(after) == {"red": 6 + gain, "blue": 9, "green": 9}
    assert church(after) == {"red": 0, "blue": 2, "green": 0}
    assert rules_of(events).count("R7.2d") == 1
    assert rules_of(events).count("R7.2e") == 1
    assert rules_of(events).index("R7.2d") < rules_of(events).index("R7.2e")


# -- R7.2f: the Bishop plays second, or first without a Captain ---------------------------------


@pytest.mark.parametrize(
    ("marks", "order", "expected", "rule"),
    [
        pytest.param(
            {"red": (20, 0), "blue": (1, 0), "green": (9, 4), "gold": (5, 0)},
            ("blue", "green", "gold", "red"),
            ("red", "green", "gold", "blue"),
            "R7.2f",
            id="R7.2f-second-after-captain",
        ),
        pytest.param(
            {"red": (8, 0), "blue": (8, 0), "green": (1, 4), "gold": (5, 0)},
            ("blue", "red", "gold", "green"),
            ("green", "red", "blue", "gold"),
            "R7.2f",
            id="R7.2f-first-without-captain",
        ),
    ],
)
def test_R7_2f_bishop_place_in_order(marks, order, expected, rule):
    state = game(*(fam(f, prestige=p, church=c) for f, (p, c) in marks.items()), order=order)
    after, events = phase7(state)
    assert after.turn_order == expected
    assert rule in rules_of(events)
    bishop_move = next(e for e in events if e.rule == rule)
    assert bishop_move.family == "green"


def test_R7_2f_bishop_step_alone_moves_only_the_bishop():
    state = game(fam("red", prestige=20), fam("blue"), fam("green", church=4), fam("gold"))
    state, _ = applied(state, el.elect_captain(state, state))
    state, _ = applied(state, el.captain_to_top(state, state))
    state, _ = applied(state, el.elect_bishop(state, state))
    after, events = applied(state, el.bishop_to_second(state, state))
    assert after.turn_order == ("red", "green", "blue", "gold")
    assert (events[0].from_, events[0].to) == (TurnSpace(3), TurnSpace(2))


# -- R7.3 / D2: the Cardinal ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("old_bishop", "seats", "cardinal_before", "cardinal_after", "gain"),
    [
        pytest.param("red", ("red", "blue", "green"), 0, 1, 3, id="R7.3-re-elected-3-seats"),
        pytest.param("red", ("red", "blue", "green"), 2, 3, 3, id="R7.3-again-counts-up"),
        pytest.param(None, ("red", "blue", "green"), 0, 0, 0, id="R7.3-first-election-no-cardinal"),
        pytest.param("blue", ("red", "blue", "green"), 0, 0, 0, id="R7.3-card-held-by-other"),
    ],
)
def test_R7_3_cardinal_on_re_election(old_bishop, seats, cardinal_before, cardinal_after, gain):
    families = [fam(f, prestige=5 if f != "red" else 2, church=4 if f == "red" else 0) for f in seats]
    families[0] = fam("red", prestige=2, church=4, cardinal=cardinal_before)
    state = game(*families, bishop=old_bishop)
    after, events = phase7(state)
    red = after.family("red")
    # blue and green tie at 5: no Captain. Red scores 3 for Church space 4, plus the Cardinal's gain.
    assert red.prestige == 2 + 3 + gain
    assert red.cardinal == cardinal_after
    assert ("R7.3" in rules_of(events)) is (gain > 0)


@pytest.mark.parametrize(
    ("humans", "ghosts", "gain"),
    [
        case("D2", "two-humans", 2, 0, 2),
        case("D2", "one-human-one-ghost", 1, 1, 2),
        case("D2", "four-ghosts-count", 1, 4, 5),
        case("D2", "mixed-five-seats", 3, 2, 5),
    ],
)
def test_D2_cardinal_scores_one_per_seat_ghosts_included(humans, ghosts, gain):
    ids = ["red", "blue", "green", "gold", "pink"][: humans + ghosts]
    families = [fam(i) if n < humans else ghost(i) for n, i in enumerate(ids)]
    families[0] = fam("red", church=5, prestige=1)
    state = game(*families, bishop="red")
    after, events = phase7(state)
    cardinal = [e for e in events if e.rule == "R7.3"]
    assert len(cardinal) == 1
    assert after.family("red").cardinal == 1
    # Red is Captain (1 is the single highest), banks 1, goes to 0, then
    # scores 4 (Church space 5) and the Cardinal's one per seat.
    assert after.family("red").prestige == 4 + gain
    assert render(cardinal[0]).endswith(f"scoring {gain}, one per seat")


def test_R7_3_the_cardinal_event_counts_the_times():
    state = game(fam("red", church=3, cardinal=1), fam("blue", prestige=2), fam("green", prestige=2), bishop="red")
    _, events = phase7(state)
    (cardinal,) = [e for e in events if e.rule == "R7.3"]
    assert "Cardinal for the 2nd time" in render(cardinal)
    assert cardinal.kind is EventKind.CARDINAL_NAMED


# -- R7.4: everyone else, by Captain marker; ties reverse the ending order ------------------


@pytest.mark.parametrize(
    ("marks", "order", "expected"),
    [
        pytest.param(
            {"red": 20, "blue": 5, "green": 5, "gold": 7},
            ("blue", "green", "gold", "red"),
            ("red", "gold", "green", "blue"),
            id="R7.4-tie-later-player-goes-earlier",
        ),
        pytest.param(
            {"red": 20, "blue": 5, "green": 5, "gold": 5},
            ("green", "blue", "red", "gold"),
            ("red", "gold", "blue", "green"),
            id="R7.4-three-way-tie-reversed",
        ),
        pytest.param(
            {"red": 20, "blue": 1, "green": 9, "gold": 4},
            ("red", "blue", "green", "gold"),
            ("red", "green", "gold", "blue"),
            id="R7.4-highest-first",
        ),
    ],
)
def test_R7_4_others_by_captain_marker(marks, order, expected):
    state = game(*(fam(f, prestige=p) for f, p in marks.items()), order=order)
    after, events = phase7(state)
    assert after.turn_order == expected
    (placed,) = [e for e in events if e.rule == "R7.4"]
    assert placed.order == expected


def test_R7_4_tie_is_explained_in_the_event():
    state = game(
        fam("red", prestige=20), fam("blue", prestige=5), fam("green", prestige=5), order=("blue", "green", "red")
    )
    _, events = phase7(state)
    (placed,) = [e for e in events if e.rule == "R7.4"]
    assert "Blue and Green tie at 5" in render(placed) or "Green and Blue tie at 5" in render(placed)


# -- R7.5 / D3: no Captain ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("marks", "order", "expected_order"),
    [
        pytest.param(
            {"red": (8, 0), "blue": (8, 0), "green": (3, 5)},
            ("red", "blue", "green"),
            ("green", "blue", "red"),
            id="D3-bishop-plays-first",
        ),
        pytest.param(
            {"red": (8, 0), "blue": (8, 0), "green": (3, 0)},
            ("red", "blue", "green"),
            ("blue", "red", "green"),
            id="D3-no-bishop-either",
        ),
    ],
)
def test_D3_no_captain_R7_5_first_player_card_to_first(marks, order, expected_order):
    state = game(*(fam(f, prestige=p, church=c, tokens=(5,)) for f, (p, c) in marks.items()), order=order)
    after, events = phase7(state)
    assert after.captain is None
    assert after.turn_order == expected_order
    assert after.first_player_card.holder == expected_order[0]
    assert after.first_player_card.side is FirstPlayerSide.FIRST_PLAYER
    # Nobody cashes in.
    assert tokens(after) == {f: (5,) for f in marks}
    assert "R7.1c" not in rules_of(events)
    assert rules_of(events)[-1] == "R7.5"


def test_D3_former_captain_loses_the_card_and_no_prestige_marker_moves():
    state = game(fam("red", prestige=8), fam("blue", prestige=8), fam("green", prestige=2), captain="red")
    assert state.first_player_card.side is FirstPlayerSide.CAPTAIN
    after, events = phase7(state)
    assert prestige(after) == {"red": 8, "blue": 8, "green": 2}
    d3 = [e for e in events if e.rule == "D3"]
    assert [(e.family, e.from_, e.to) for e in d3] == [("red", HeldBy("red"), OnBoard())]
    # R7.5 then hands the card, First Player side up, to the first in order:
    # red and blue tie at 8, blue played later, so blue goes first (R7.4).
    assert after.turn_order == ("blue", "red", "green")
    assert after.first_player_card.holder == "blue"
    assert after.first_player_card.side is FirstPlayerSide.FIRST_PLAYER
    assert rules_of(events).index("D3") < rules_of(events).index("R7.5")


def test_R7_5_is_not_played_when_there_is_a_captain():
    state = game(fam("red", prestige=9), fam("blue", prestige=2))
    _, events = phase7(state)
    assert "R7.5" not in rules_of(events)


# -- D4: no Bishop ----------------------------------------------------------------------


def test_D4_bishop_card_back_to_board_kinsmen_stay_until_R8_3():
    state = game(
        fam("red", prestige=9, church=2),
        fam("blue", prestige=1, church=2),
        fam("green", church=1),
        bishop="red",
        bishop_card=("blue", "red"),
    )
    after, events = phase7(state)
    assert after.bishop is None
    assert after.bishop_card == ("blue", "red")
    assert church(after) == {"red": 2, "blue": 2, "green": 1}
    assert after.family("red").cardinal == 0
    assert "R7.3" not in rules_of(events)
    (d4,) = [e for e in events if e.rule == "D4"]
    assert (d4.from_, d4.to) == (HeldBy("red"), OnBoard())
    assert "2 Kinsmen on it stay until R8.3" in render(d4)
    # ... and Phase 8 step 3 sends them home.
    ended, _ = end_round(state)
    assert ended.bishop_card == ()
    assert ended.family("red").pool == 5
    assert ended.family("blue").pool == 5


def test_D4_no_bishop_card_event_when_nobody_held_it():
    state = game(fam("red", church=2), fam("blue", church=2))
    _, events = phase7(state)
    assert "D4" not in rules_of(events)
    assert "R7.2b" in rules_of(events)


# -- D5: neither office --------------------------------------------------------------------


def test_D5_neither_everyone_placed_by_R7_4():
    state = game(
        fam("red", prestige=6),
        fam("blue", prestige=6),
        fam("green", prestige=2, church=2),
        fam("gold", prestige=4, church=2),
        order=("red", "blue", "green", "gold"),
    )
    after, events = phase7(state)
    assert (after.captain, after.bishop) == (None, None)
    assert after.turn_order == ("blue", "red", "gold", "green")
    (placed,) = [e for e in events if e.rule == "D5"]
    assert placed.order == ("blue", "red", "gold", "green")
    assert placed.kind is EventKind.TURN_ORDER_CHANGED


# -- D6: Captain and Bishop are one family ----------------------------------------------------


@pytest.mark.parametrize(
    ("old_bishop", "red_after"),
    [
        pytest.param(None, 5, id="D6-new-bishop"),
        pytest.param("red", 5 + 3, id="D6-and-cardinal"),
    ],
)
def test_D6_captain_and_bishop_plays_first_second_to_best_of_rest(old_bishop, red_after):
    state = game(
        fam("red", prestige=15, church=6),
        fam("blue", prestige=9),
        fam("green", prestige=11),
        order=("blue", "green", "red"),
        bishop=old_bishop,
    )
    after, events = phase7(state)
    assert (after.captain, after.bishop) == ("red", "red")
    assert after.turn_order == ("red", "green", "blue")
    # Banks 15 first (R7.1c), goes to 0 (R7.1d), then scores 5 for Church space 6.
    assert after.family("red").tokens == (10, 5)
    assert after.family("red").prestige == red_after
    assert "R7.2f" not in rules_of(events)
    (d6,) = [e for e in events if e.rule == "D6"]
    assert d6.from_ == d6.to == TurnSpace(1)


# -- order of the three steps ------------------------------------------------------------------


def test_phase_7_runs_captain_then_bishop_then_everyone_else():
    state = game(fam("red", prestige=14), fam("blue", church=4), fam("green", prestige=3))
    _, events = phase7(state)
    assert rules_of(events) == [
        "R7.1",
        "R7.1b",
        "R7.1c",
        "R7.1d",
        "R7.1e",
        "R7.2",
        "R7.2c",
        "R7.2d",
        "R7.2e",
        "R7.2f",
        "R7.4",
    ]


# -- D8: Round 7 plays Phase 7 like any round -------------------------------------------------


@pytest.mark.parametrize(
    "green",
    [
        case("D8", "humans-only", fam("green", prestige=6)),
        case("D8", "with-a-ghost", ghost("green", prestige=6)),
    ],
)
def test_D8_round_7_captain_banks_bishop_and_cardinal_score_order_never_used(green):
    state = game(
        fam("red", prestige=14),
        fam("blue", prestige=3, church=5),
        green,
        order=("green", "blue", "red"),
        bishop="blue",
        round=7,
    )
    after, events = end_round(state)
    rules = rules_of(events)
    for rule in ("R7.1", "R7.1c", "R7.2", "R7.2d", "R7.3", "R7.4", "R8.1", "R9.1"):
        assert rule in rules
    assert after.phase is Phase.GAME_OVER
    assert after.active is None
    assert after.turn_order == ("red", "blue", "green")
    assert EventKind.ROUND_STARTED not in [e.kind for e in events]
    # The banked tokens are counted at the end: red 0 + 14; blue 3 + 4 (space 5) + 3 seats.
    points = {s.family: s.victory_points for s in after.standings.standings}
    assert points == {"red": 14, "blue": 10, "green": 6}
