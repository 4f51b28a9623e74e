"""Phase 8: the end of the round (RULES.md §5: R8.1–R8.8, D9)."""

from __future__ import annotations

import pytest

from florenza_gui.engine import (
    CardSide,
    EventKind,
    LifeCard,
    Muse,
    Phase,
    Seating,
    end_round,
    new_game,
)
from florenza_gui.engine.model.places import (
    Bag,
    BishopCardSpot,
    CaptainCard,
    CardPiece,
    LifeCardSpot,
    MuseSide,
    PredicatoreSpace,
    RoundSpace,
    TilePiece,
)
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.rules import phase8 as cu
from florenza_gui.engine.words.wording import render

from ..builders import K, P, applied, fam, game, pools, rules_of

PHASE_8_RULES = ("R8.1", "R8.2", "R8.3", "R8.4", "R8.5", "R8.6", "R8.7", "R8.8")


def busy_round(round_: int = 3):
    """A round that leaves something for every clean-up step to do."""
    return game(
        fam("red"),
        fam("blue"),
        fam("green"),
        bishop="red",
        round=round_,
        row={
            1: ("castagno", "genazzano"),
            2: ("masaccio", "maruffi"),
            3: ("capestrano",),
            4: ("botticelli",),
            6: ("savonarola",),
        },
        bag=("veneziano", "leonardo", "settignano"),
        regular=("veneziano", "botticelli"),
        detained="masaccio",
        predicatore=(K("red"), P("genazzano"), K("blue"), P("capestrano")),
        bishop_card=("red", "green"),
        muse=Muse.USED,
    )


def phase8_events(events):
    return [e for e in events if e.rule in PHASE_8_RULES or e.rule == "D9"]


def test_phase_8_steps_run_in_the_order_of_the_rules():
    _, events = end_round(busy_round())
    seen = [e.rule for e in phase8_events(events)]
    assert seen == (
        ["R8.1", "R8.2"] + ["R8.3"] * 4 + ["R8.4"] * 2 + ["R8.5"] * 2 + ["R8.6"] * 5 + ["R8.7"] * 2 + ["R8.8"]
    )


# -- R8.1 ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("before", "after"), [(1, 2), (3, 4), (6, 7)], ids=lambda r: f"R8.1-round-{r}")
def test_R8_1_round_marker_moves_on(before, after):
    state, events = end_round(game("red", "blue", round=before))
    assert state.round == after
    assert state.phase is Phase.ACTIONS
    (moved,) = [e for e in events if e.rule == "R8.1"]
    assert (moved.kind, moved.from_, moved.to) == (EventKind.ROUND_ADVANCED, RoundSpace(before), RoundSpace(after))


def test_R8_1_after_round_7_the_game_is_over_and_the_rest_of_phase_8_is_skipped():
    before = busy_round(7)
    after, events = end_round(before)
    assert after.phase is Phase.GAME_OVER
    assert after.round == 7
    rules = rules_of(events)
    assert "R8.1" in rules
    for skipped in ("R8.2", "R8.3", "R8.4", "R8.5", "R8.6", "R8.7", "R8.8", "D9", "D10"):
        assert skipped not in rules
    # Nothing on the board was cleaned up.
    assert after.detained == "masaccio"
    assert after.predicatore == before.predicatore
    assert after.row == before.row
    assert after.bag == before.bag
    assert after.muse is Muse.USED
    assert rules[rules.index("R8.1") + 1] == "R9.1"


# -- R8.2 to R8.8 on one busy round --------------------------------------------------------------


@pytest.fixture(scope="module")
def cleaned():
    before = busy_round()
    after, events = end_round(before)
    return before, after, events


def test_R8_2_detained_character_back_on_his_card(cleaned):
    _, after, events = cleaned
    assert after.detained is None
    (released,) = [e for e in events if e.rule == "R8.2"]
    assert (released.piece, released.from_, released.to) == (
        TilePiece("masaccio"),
        CaptainCard(),
        LifeCardSpot(LifeCard.II),
    )


def test_R8_2_words_follow_what_happened_when_no_captain_was_elected(cleaned):
    """Everyone ties at 0 (R7.1: nobody is Captain), yet the detained tile
    goes back: the words name the tile and no Captain who is not there."""
    _, after, events = cleaned
    assert after.captain is None
    (released,) = [e for e in events if e.rule == "R8.2"]
    for language, captain in (("en", "Captain"), ("it", "Capitano")):
        text = render(released, None, language)
        assert "Masaccio" in text and captain not in text, text


def test_R8_3_kinsmen_on_spaces_and_bishop_card_go_home(cleaned):
    before, after, events = cleaned
    assert pools(before) == {"red": 3, "blue": 4, "green": 4}
    assert pools(after) == {"red": 5, "blue": 5, "green": 5}
    assert after.bishop_card == ()
    homes = sorted(((e.family, e.from_) for e in events if e.rule == "R8.3"), key=repr)
    assert homes == [
        ("blue", PredicatoreSpace(3)),
        ("green", BishopCardSpot()),
        ("red", BishopCardSpot()),
        ("red", PredicatoreSpace(1)),
    ]


def test_R8_4_preacher_tiles_back_on_their_cards(cleaned):
    _, after, events = cleaned
    assert after.predicatore == (None, None, None, None)
    back = [(e.piece, e.from_, e.to) for e in events if e.rule == "R8.4"]
    assert back == [
        (TilePiece("genazzano"), PredicatoreSpace(2), LifeCardSpot(LifeCard.I)),
        (TilePiece("capestrano"), PredicatoreSpace(4), LifeCardSpot(LifeCard.III)),
    ]


def test_R8_5_characters_under_life_card_I_leave_the_game(cleaned):
    before, after, events = cleaned
    assert after.out_of_game == before.out_of_game + ("castagno", "genazzano")
    assert all(after.life_card_of(c) is None for c in ("castagno", "genazzano"))
    assert [e.piece for e in events if e.rule == "R8.5"] == [CardPiece("castagno"), CardPiece("genazzano")]


def test_R8_6_every_other_card_moves_down_one_life_card(cleaned):
    _, after, events = cleaned
    expected = {
        "masaccio": LifeCard.I,
        "maruffi": LifeCard.I,
        "capestrano": LifeCard.II,
        "botticelli": LifeCard.III,
        "savonarola": LifeCard.V,
    }
    assert {c: after.life_card_of(c) for c in expected} == expected
    shifted = {e.piece: (e.from_, e.to) for e in events if e.rule == "R8.6"}
    assert shifted[CardPiece("savonarola")] == (LifeCardSpot(LifeCard.VI), LifeCardSpot(LifeCard.V))
    assert shifted[CardPiece("masaccio")] == (LifeCardSpot(LifeCard.II), LifeCardSpot(LifeCard.I))
    # A shifted card keeps its side.
    assert after.characters["botticelli"].side is CardSide.REGULAR


def test_R8_7_one_draw_per_character_that_left_new_artist_side_up(cleaned):
    _, after, events = cleaned
    assert after.bag == ("settignano",)
    assert after.life_card_of("veneziano") is LifeCard.I  # 1 round to stay
    assert after.life_card_of("leonardo") is LifeCard.VI  # 6 rounds to stay
    assert after.characters["veneziano"].side is CardSide.NEW
    drawn = [(e.piece, e.from_, e.to) for e in events if e.rule == "R8.7"]
    assert drawn == [
        (CardPiece("veneziano"), Bag(), LifeCardSpot(LifeCard.I)),
        (CardPiece("leonardo"), Bag(), LifeCardSpot(LifeCard.VI)),
    ]
    assert after.row == (
        ("masaccio", "maruffi", "veneziano"),
        ("capestrano",),
        ("botticelli",),
        (),
        ("savonarola",),
        ("leonardo",),
    )


def test_R8_8_muse_back_to_available(cleaned):
    _, after, events = cleaned
    assert after.muse is Muse.AVAILABLE
    (muse,) = [e for e in events if e.rule == "R8.8"]
    assert (muse.from_, muse.to) == (MuseSide(Muse.USED), MuseSide(Muse.AVAILABLE))


def test_R8_8_unused_muse_stays_available():
    after, events = end_round(game("red", "blue"))
    assert after.muse is Muse.AVAILABLE
    (muse,) = [e for e in events if e.rule == "R8.8"]
    assert render(muse) == "The Muse was not used this round and stays Available"


# -- D9: an empty bag --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("bag", "drawn", "skipped_text"),
    [
        pytest.param(("leonardo",), 1, "The bag is empty: 1 draw cannot be made and is skipped", id="D9-one-short"),
        pytest.param((), 0, "The bag is empty: 2 draws cannot be made and are skipped", id="D9-bag-empty"),
        pytest.param(("leonardo", "uccello"), 2, None, id="D9-enough-no-skip"),
    ],
)
def test_D9_draws_that_cannot_be_made_are_skipped_and_logged(bag, drawn, skipped_text):
    state = game("red", "blue", row={1: ("castagno", "settignano"), 3: ("verrocchio",)}, bag=bag)
    after, events = end_round(state)
    assert after.bag == ()
    assert len([e for e in events if e.rule == "R8.7"]) == drawn
    skipped = [e for e in events if e.rule == "D9"]
    if skipped_text is None:
        assert skipped == []
    else:
        assert [(e.kind, render(e)) for e in skipped] == [(EventKind.DRAW_SKIPPED, skipped_text)]
        assert skipped_text in [render(entry) for entry in after.log]
    assert sum(len(r) for r in after.row) == 1 + drawn


def test_R8_7_draw_into_row_alone():
    state = game("red", "blue", row={4: ("piero",)}, bag=("savonarola", "uccello"))
    after, events = applied(state, cu.draw_into_row(state, 1, Rule.R8_7))
    assert after.bag == ("uccello",)
    assert after.under(LifeCard.VI) == ("savonarola",)
    assert [e.kind for e in events] == [EventKind.TILE_DRAWN]


# -- "A character with rounds r stays in the row for exactly r rounds" ----------------------------


def test_R8_5_to_R8_7_a_character_stays_exactly_its_rounds():
    state = new_game([Seating("red", "Red"), Seating("blue", "Blue")], seed=11)
    present: dict[str, int] = {}
    while state.phase is Phase.ACTIONS:
        for ids in state.row:
            for c in ids:
                present[c] = present.get(c, 0) + 1
        state, _ = end_round(state)
    assert state.out_of_game, "some characters must have left in seven rounds"
    for c in state.out_of_game:
        assert present[c] == state.characters[c].rounds, c


def test_the_log_dates_an_end_of_round_by_the_round_that_ended() -> None:
    """R8.1 moves the round marker, but Phase 8 still belongs to the round that ended."""
    from florenza_gui.engine.fast.working import end_round
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    state = new_game([Seating("red", "Red"), Seating("blue", "Blue", Seat.GHOST)], seed=3)
    before = len(state.log)
    after, _ = end_round(state)
    added = after.log[before:]
    assert {e.round for e in added if e.rule != "D10"} == {1}
    assert added[-1].rule == "D10" and added[-1].round == 2
    assert any(e.rule == "R8.7" for e in added)
