"""Setup (RULES.md §2: D1), round 1 (D7) and the turn flow of the action
phase (§6: D10 — end turn, pass, Ghosts pass at once)."""

from __future__ import annotations

from collections import Counter

import pytest

from florenza_gui.engine import (
    CaptainMarker,
    CardSide,
    EndTurn,
    EventKind,
    FirstPlayerSide,
    LifeCard,
    Muse,
    Pass,
    Phase,
    Seat,
    Seating,
    SetupError,
    end_round,
    new_game,
    standard_board,
)
from florenza_gui.engine.words.wording import render

from ..builders import case, fam, game, ghost, play, rules_of

RED, BLUE, GREEN, GOLD = (Seating(i, i.capitalize()) for i in ("red", "blue", "green", "gold"))


def seats(*spec: str) -> list[Seating]:
    """'red' is a human seat, '~blue' a Ghost seat."""
    return [
        Seating(s.lstrip("~"), s.lstrip("~").capitalize(), Seat.GHOST if s.startswith("~") else Seat.HUMAN)
        for s in spec
    ]


# -- D1: the board at the start ---------------------------------------------------------------


@pytest.mark.parametrize(
    "spec",
    [
        pytest.param(("red", "blue"), id="D1-two-families"),
        pytest.param(("red", "blue", "green", "gold", "pink"), id="D1-five-families"),
        pytest.param(("red", "~blue", "~green"), id="D1-solo-two-ghosts"),
    ],
)
def test_D1_setup(spec):
    state = new_game(seats(*spec), seed=42)
    ids = tuple(s.lstrip("~") for s in spec)
    assert state.round == 1
    assert state.phase is Phase.ACTIONS
    assert all((f.prestige, f.church, f.tokens, f.pool, f.cardinal) == (0, 0, (), 5, 0) for f in state.families)
    assert (state.captain, state.bishop) == (None, None)
    assert state.muse is Muse.AVAILABLE
    assert state.bishop_card == ()
    assert state.predicatore == (None, None, None, None)
    assert state.detained is None
    assert state.turn_order == ids
    assert state.first_player_card.holder == ids[0]
    assert state.first_player_card.side is FirstPlayerSide.FIRST_PLAYER


def test_D1_six_characters_dealt_from_the_front_of_the_bag():
    state = new_game(seats("red", "blue"), seed=42)
    in_row = [c for ids in state.row for c in ids]
    assert len(in_row) == 6
    for i, ids in enumerate(state.row):
        for c in ids:
            assert state.characters[c].rounds == i + 1, "each card under the Life card of its rounds"
            assert state.characters[c].side is CardSide.NEW
    assert state.out_of_game == ()
    dealt = [render(e) for e in state.log if e.rule == "D1"]
    assert len(dealt) == 6
    # The log names the six drawn characters in the order they were drawn;
    # with the rest of the bag behind them they are the whole roster, once each.
    names = {c.id: c.name for c in standard_board().roster}
    drawn = [next(c for c in in_row if text.startswith(names[c] + " is drawn")) for text in dealt]
    assert Counter(drawn + list(state.bag)) == Counter(list(state.characters))
    assert len(state.characters) == len(standard_board().roster)


@pytest.mark.parametrize("seed", [1, 2, 99], ids=lambda s: f"D1-seed-{s}")
def test_D1_the_seed_fixes_the_bag_and_the_order(seed):
    a = new_game(seats("red", "blue", "green", "gold"), seed=seed, shuffle_order=True)
    b = new_game(seats("red", "blue", "green", "gold"), seed=seed, shuffle_order=True)
    assert (a.bag, a.row, a.turn_order) == (b.bag, b.row, b.turn_order)
    assert sorted(a.turn_order) == ["blue", "gold", "green", "red"]
    assert a.first_player_card.holder == a.turn_order[0]


def test_D1_different_seeds_shuffle_differently():
    bags = {new_game(seats("red", "blue"), seed=s).bag for s in range(5)}
    orders = {new_game(seats("red", "blue", "green", "gold"), seed=s, shuffle_order=True).turn_order for s in range(8)}
    assert len(bags) > 1
    assert len(orders) > 1


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        pytest.param(("red",), "D1: a game has 2 to 5 families, not 1", id="D1-too-few"),
        pytest.param(("a", "b", "c", "d", "e", "f"), "D1: a game has 2 to 5 families, not 6", id="D1-too-many"),
        pytest.param(("red", "red"), "D1: family ids must be distinct lowercase words", id="D1-same-id"),
        pytest.param(("red", "Blue"), "D1: family ids must be distinct lowercase words", id="D1-bad-id"),
    ],
)
def test_D1_refuses_a_game_that_cannot_be_set_up(spec, message):
    for seed in (1, 2):  # (the families' answer is kept: asked again, they are refused again)
        with pytest.raises(SetupError) as refused:
            new_game([Seating(i, i) for i in spec], seed=seed)
        assert str(refused.value) == message


def test_D1_a_bad_name_is_refused_every_time_it_is_asked():
    """The names' checks are kept by name: a refused name stays refused."""
    for _ in range(2):
        with pytest.raises(SetupError) as refused:
            new_game([Seating("red", "Red"), Seating("blue", "")], seed=1)
        assert str(refused.value).startswith("D1: the name of family blue ")


def test_D1_a_new_game_holds_what_the_dataclasses_own_constructors_make():
    """``new_game`` makes its families and state as copies (no frozen
    ``__init__``): the same fields, values and defaults as the constructors'."""
    from dataclasses import fields

    from florenza_gui.engine.model.state import Family, GameState

    state = new_game([RED, Seating("blue", "Blue", Seat.GHOST), GREEN], seed=4, shuffle_order=True)
    for f, s in zip(state.families, (RED, Seating("blue", "Blue", Seat.GHOST), GREEN), strict=True):
        made = Family(id=s.id, name=s.name, seat=s.seat, pool=standard_board().kinsmen, passed=s.seat is Seat.GHOST)
        assert vars(f).keys() == vars(made).keys() and f == made
    names = [f.name for f in fields(GameState)]
    rebuilt = GameState(**{name: getattr(state, name) for name in names if name != "_index"})
    assert vars(state).keys() == vars(rebuilt).keys() and state == rebuilt
    assert vars(state) == vars(rebuilt)


# -- D7: round 1 has no Captain and no Bishop; elections first happen at its end -----------------


@pytest.mark.parametrize(
    ("marks", "offices", "first_rules"),
    [
        case("D7", "one-family-both-offices", {"blue": (6, 3)}, ("blue", "blue"), ["R7.1", "R7.1b"]),
        case("D7", "captain-and-bishop", {"red": (2, 0), "green": (1, 4)}, ("red", "green"), ["R7.1", "R7.1b"]),
        case("D7", "nobody-elected", {}, (None, None), ["R7.1a", "R7.2b"]),
    ],
)
def test_D7_round_1_without_offices_elections_at_its_end(marks, offices, first_rules):
    state = new_game(seats("red", "blue", "green"), seed=3)
    assert (state.captain, state.bishop) == (None, None)
    assert state.first_player_card.side is FirstPlayerSide.FIRST_PLAYER
    assert all(f.tokens == () for f in state.families)
    for family, (p, c) in marks.items():
        state = state.with_family(family, prestige=p, church=c)
    after, events = end_round(state)
    assert after.round == 2
    assert (after.captain, after.bishop) == offices
    assert rules_of(events)[:2] == first_rules


# -- D10: the turn flow -------------------------------------------------------------------------


def test_D10_ghosts_pass_at_once_first_human_in_order_acts():
    state = new_game(seats("~blue", "~green", "red", "gold"), seed=3)
    assert state.active == "red"
    assert {f.id: f.passed for f in state.families} == {"blue": True, "green": True, "red": False, "gold": False}
    opening = state.log[-1]
    assert opening.rule == "D10"
    assert render(opening) == "Round 1 begins: Red acts first; Blue and Green pass at once"


@pytest.mark.parametrize(
    ("moves", "active", "passed"),
    [
        pytest.param((EndTurn(),), "blue", set(), id="D10-end-turn-next-acts"),
        pytest.param((EndTurn(), EndTurn(), EndTurn()), "red", set(), id="D10-end-turn-wraps-round"),
        pytest.param((Pass(),), "blue", {"red"}, id="D10-pass"),
        pytest.param((Pass(), EndTurn(), EndTurn()), "blue", {"red"}, id="D10-passed-family-is-skipped"),
        pytest.param((EndTurn(), Pass(), EndTurn(), EndTurn()), "green", {"blue"}, id="D10-skip-mid-order"),
        pytest.param((Pass(), Pass(), Pass()), None, {"red", "blue", "green"}, id="D10-everyone-passed"),
        pytest.param((Pass(), Pass(), EndTurn(), EndTurn()), "green", {"red", "blue"}, id="D10-last-one-keeps-going"),
    ],
)
def test_D10_end_turn_and_pass(moves, active, passed):
    state = game("red", "blue", "green")
    after, events = play(state, *moves)
    assert after.active == active
    assert {f.id for f in after.families if f.passed} == passed
    assert all(e.rule == "D10" and e.kind is EventKind.TURN_PASSED for e in events)


def test_D10_when_everyone_has_passed_the_round_ends():
    state = game("red", "blue")
    after, events = play(state, Pass(), Pass())
    assert after.active is None
    assert render(events[-1]) == "Blue passes for the rest of the round; everyone has passed, so the round ends"


def test_D10_ghost_seats_are_skipped_by_end_turn():
    state = game(fam("red"), ghost("blue"), fam("green"), ghost("gold"))
    assert state.active == "red"
    after, _ = play(state, EndTurn())
    assert after.active == "green"
    after, _ = play(after, EndTurn())
    assert after.active == "red"


def test_D10_next_round_starts_with_ghosts_passed_and_first_human_active():
    state = game(
        fam("red", prestige=1),
        ghost("blue", prestige=9),
        fam("green", prestige=4),
        order=("red", "blue", "green"),
    )
    state, _ = play(state, Pass(), Pass())
    after, events = end_round(state)
    assert after.turn_order == ("blue", "green", "red")
    assert after.active == "green"
    assert {f.id: f.passed for f in after.families} == {"red": False, "blue": True, "green": False}
    assert events[-1].rule == "D10"
    assert events[-1].kind is EventKind.ROUND_STARTED
    assert events[-1].order == ("blue", "green", "red")


def test_D10_moves_act_for_the_active_family_only():
    state = game("red", "blue")
    state, _ = play(state, EndTurn())
    after, _ = play(state, CaptainMarker(7))
    assert (after.family("red").prestige, after.family("blue").prestige) == (0, 7)


def test_round_track_and_life_cards_come_from_board_data():
    board = standard_board()
    assert board.last_round == 7
    assert len(list(LifeCard)) == board.board.life_cards.count == 6


@pytest.mark.parametrize("seed", [-1, 2**63])
def test_a_seed_no_saved_game_keeps_is_refused_naming_d1(seed: int) -> None:
    """The saved game keeps the seed (FORMAT.md: 0 to 2**63 - 1): a game set up with
    another could be played but never saved or resumed."""
    seats = [Seating("red", "Red"), Seating("blue", "Blue")]
    with pytest.raises(SetupError, match=r"^D1: the seed"):
        new_game(seats, seed=seed)
    assert new_game(seats, seed=2**63 - 1).seed == 2**63 - 1
