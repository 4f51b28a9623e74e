"""Solo play: the Ghosts (RULES.md §7: D11, G1–G4 = R8.9–R8.12)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from florenza_gui.engine import (
    Difficulty,
    EventKind,
    GhostCard,
    Phase,
    Seat,
    Seating,
    end_round,
    new_game,
    standard_board,
)
from florenza_gui.engine.model.places import (
    BishopCardSpot,
    BishopMarkerPiece,
    CaptainMarkerPiece,
    GhostCardPiece,
    KinsmanPiece,
    PredicatoreSpace,
    PrestigeSpace,
)
from florenza_gui.engine.rules import ghosts as gh
from florenza_gui.engine.words.wording import render

from ..builders import K, applied, case, fam, game, ghost, phase7, pools, prestige, rules_of

GHOST_RULES = ("G1", "G2", "G3", "G4")


def board_deck() -> Counter[GhostCard]:
    return Counter(GhostCard(c.p, c.c, c.s) for c in standard_board().ghost_deck)


# -- G1 (R8.9): the Ghost deck -----------------------------------------------------------------


def test_G1_deck_is_the_12_board_cards_shuffled_from_the_seed():
    a = new_game([Seating("red", "Red"), Seating("blue", "Blue", Seat.GHOST)], seed=5)
    b = new_game([Seating("red", "Red"), Seating("blue", "Blue", Seat.GHOST)], seed=5)
    assert a.ghosts is not None and b.ghosts is not None
    assert len(a.ghosts.deck) == 12
    assert Counter(a.ghosts.deck) == board_deck()
    assert a.ghosts.deck == b.ghosts.deck
    orders = {gh.shuffled_deck(seed, 0) for seed in range(6)}
    assert len(orders) > 1, "different seeds should give different orders"


def test_G1_no_deck_without_ghosts():
    state = new_game([Seating("red", "Red"), Seating("blue", "Blue")], seed=5)
    assert state.ghosts is None


def shown(state, card):
    """The state as G1 leaves it, ``card`` revealed."""
    return replace(state, ghosts=replace(state.ghosts, shown=card))


@pytest.mark.parametrize(
    ("difficulty", "bonus"),
    [
        pytest.param(Difficulty.EASY, 0, id="G1-easy-adds-0"),
        pytest.param(Difficulty.NORMAL, 1, id="G1-normal-adds-1"),
        pytest.param(Difficulty.HARD, 2, id="G1-hard-adds-2"),
    ],
)
def test_G1_G2_difficulty_bonus_on_prestige(difficulty, bonus):
    card = GhostCard(p=2, c=1, s=3)
    state = game(fam("red"), ghost("blue", prestige=4), difficulty=difficulty, ghost_deck=(card, GhostCard(0, 0, 1)))
    state, events = applied(state, gh.reveal(state, "blue"))
    assert state.ghosts.shown == card
    assert state.ghosts.deck == (GhostCard(0, 0, 1),)
    (shown,) = events
    assert (shown.rule, shown.kind, shown.args.values) == ("G1", EventKind.GHOST_CARD_REVEALED, (2 + bonus, 1, 3))
    after, events = applied(state, gh.gain_prestige(state, "blue"))
    assert after.family("blue").prestige == 4 + 2 + bonus
    assert events[0].rule == "G2"
    assert (events[0].from_, events[0].to) == (PrestigeSpace(4), PrestigeSpace(6 + bonus))


def test_G1_empty_deck_is_reshuffled_from_the_seed():
    state = game(fam("red"), ghost("blue"), ghost_deck=(), seed=9)
    assert state.ghosts.reshuffles == 0
    after, events = applied(state, gh.reveal(state, "blue"))
    fresh = gh.shuffled_deck(9, 1)
    assert after.ghosts.reshuffles == 1
    assert after.ghosts.shown == fresh[0]
    assert after.ghosts.deck == fresh[1:]
    assert Counter(fresh) == board_deck()
    assert [(e.rule, e.kind) for e in events] == [
        ("G1", EventKind.GHOST_DECK_RESHUFFLED),
        ("G1", EventKind.GHOST_CARD_REVEALED),
    ]


def test_G1_deck_runs_out_mid_round_and_the_next_ghost_reshuffles():
    last = GhostCard(p=0, c=0, s=1)
    state = game(fam("red"), ghost("blue"), ghost("green"), ghost_deck=(last,), seed=3)
    after, events = end_round(state)
    kinds = [e.kind for e in events if e.rule == "G1"]
    assert kinds == [
        EventKind.GHOST_CARD_REVEALED,
        EventKind.GHOST_DECK_RESHUFFLED,
        EventKind.GHOST_CARD_REVEALED,
    ]
    assert after.ghosts.reshuffles == 1
    assert after.ghosts.deck == gh.shuffled_deck(3, 1)[1:]


# -- the Ghost steps in the end of the round -------------------------------------------------------


def test_ghost_steps_follow_phase_8_each_ghost_in_the_new_turn_order():
    deck = (GhostCard(2, 1, 3), GhostCard(4, 2, 3), GhostCard(0, 0, 1))
    state = game(
        fam("red"),
        ghost("blue", prestige=10),
        ghost("green", prestige=4),
        order=("red", "green", "blue"),
        ghost_deck=deck,
    )
    after, events = end_round(state)
    assert after.turn_order == ("blue", "green", "red")
    ghost_steps = [(e.rule, e.family) for e in events if e.rule in GHOST_RULES]
    assert ghost_steps == [
        ("G1", "blue"),
        ("G2", "blue"),
        ("G3", "blue"),
        ("G4", "blue"),
        ("G1", "green"),
        ("G2", "green"),
        ("G3", "green"),
        ("G4", "green"),
    ]
    rules = rules_of(events)
    assert rules.index("R8.8") < rules.index("G1")
    assert rules[-1] == "D10"
    # Blue was Captain (banked 10, back to 0), then +2+1; green 4 +4+1.
    assert prestige(after) == {"red": 0, "blue": 3, "green": 9}
    assert after.family("blue").tokens == (10,)
    assert (after.family("blue").church, after.family("green").church) == (1, 2)
    # Blue's card says space 3; green's says 3 too, taken, so 4.
    assert after.predicatore == (None, None, K("blue"), K("green"))
    assert pools(after) == {"red": 5, "blue": 4, "green": 4}
    assert after.ghosts.deck == (GhostCard(0, 0, 1),)


def test_ghost_steps_not_after_the_game_has_ended():
    state = game(fam("red"), ghost("blue", prestige=3), round=7, ghost_deck=(GhostCard(4, 2, 1),))
    after, events = end_round(state)
    assert after.phase is Phase.GAME_OVER
    assert not [e for e in events if e.rule in GHOST_RULES]
    assert after.ghosts.deck == (GhostCard(4, 2, 1),)


# -- G3 (R8.11): Church gain, not past 10 --------------------------------------------------------


@pytest.mark.parametrize(
    ("before", "c", "after", "capped"),
    [
        pytest.param(0, 2, 2, False, id="G3-plus-2"),
        pytest.param(5, 0, 5, False, id="G3-plus-0"),
        pytest.param(9, 2, 10, True, id="G3-stops-at-10"),
        pytest.param(10, 1, 10, True, id="G3-already-at-10"),
    ],
)
def test_G3_bishop_marker_up_by_c_not_past_10(before, c, after, capped):
    state = game(fam("red"), ghost("blue", church=before))
    before = shown(state, GhostCard(p=0, c=c, s=1))
    new, events = applied(before, gh.gain_church(before, "blue"))
    assert new.family("blue").church == after
    assert events[0].rule == "G3"
    assert ("the track stops at 10" in render(events[0])) is capped


# -- G4 (R8.12): where the Kinsman goes -----------------------------------------------------------

R, B = K("red"), K("blue")


@pytest.mark.parametrize(
    ("s", "spaces", "card", "pool", "expect_spaces", "expect_card", "to"),
    [
        pytest.param(
            2, (None, None, None, None), (), 5, (None, B, None, None), (), PredicatoreSpace(2), id="G4-space-free"
        ),
        pytest.param(2, (None, R, None, None), (), 5, (None, R, B, None), (), PredicatoreSpace(3), id="G4-next-free"),
        pytest.param(4, (None, R, None, R), (), 5, (B, R, None, R), (), PredicatoreSpace(1), id="G4-wrap-round"),
        pytest.param(3, (None, R, R, R), (), 5, (B, R, R, R), (), PredicatoreSpace(1), id="G4-wrap-past-two"),
        pytest.param(1, (R, R, R, None), (), 5, (R, R, R, B), (), PredicatoreSpace(4), id="G4-last-free"),
        pytest.param(
            2, (R, R, R, R), ("red",), 5, (R, R, R, R), ("red", "blue"), BishopCardSpot(), id="G4-bishop-card-fallback"
        ),
        pytest.param(
            2, (R, R, R, R), ("red", "red", "red"), 5, (R, R, R, R), ("red", "red", "red"), None, id="G4-nowhere"
        ),
        pytest.param(1, (None, None, None, None), (), 0, (None, None, None, None), (), None, id="G4-empty-pool"),
    ],
)
def test_G4_kinsman_to_s_next_free_wrapping_then_bishop_card_then_nowhere(
    s, spaces, card, pool, expect_spaces, expect_card, to
):
    red_pool = 5 - sum(1 for x in spaces if x == R) - card.count("red")
    state = game(
        fam("red", pool=red_pool), ghost("blue", pool=pool), predicatore=spaces, bishop_card=card, bishop="red"
    )
    before = shown(state, GhostCard(p=0, c=0, s=s))
    after, events = applied(before, gh.place_kinsman(before, "blue"))
    assert after.ghosts.shown is None  # the card is put aside after G4
    assert after.predicatore == expect_spaces
    assert after.bishop_card == expect_card
    placed = to is not None
    assert after.family("blue").pool == pool - (1 if placed else 0)
    (event,) = events
    assert (event.rule, event.kind, event.to) == ("G4", EventKind.KINSMAN_PLACED, to)


# -- D11: Ghosts in elections --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("families", "old_bishop", "captain", "bishop", "blue_after"),
    [
        case(
            "D11",
            "ghost-captain-banks",
            (fam("red", prestige=4), ghost("blue", prestige=17)),
            None,
            "blue",
            None,
            dict(tokens=(10, 5, 2), prestige=0, cardinal=0),
        ),
        case(
            "D11",
            "ghost-bishop",
            (fam("red", prestige=1), ghost("blue", church=7), ghost("green")),
            None,
            "red",
            "blue",
            dict(tokens=(), prestige=6, cardinal=0),
        ),
        case(
            "D11",
            "ghost-cardinal",
            (fam("red", prestige=1), ghost("blue", church=7), ghost("green")),
            "blue",
            "red",
            "blue",
            dict(tokens=(), prestige=6 + 3, cardinal=1),
        ),
    ],
)
def test_D11_ghosts_take_part_in_elections(families, old_bishop, captain, bishop, blue_after):
    state = game(*families, bishop=old_bishop)
    after, _ = phase7(state)
    assert (after.captain, after.bishop) == (captain, bishop)
    blue = after.family("blue")
    assert dict(tokens=blue.tokens, prestige=blue.prestige, cardinal=blue.cardinal) == blue_after
    assert after.turn_order[0] == (captain or bishop)


# -- R8.9 to R8.12 are the four Ghost steps G1 to G4 -----------------------------------------------


@pytest.mark.parametrize(
    ("step", "kind", "piece"),
    [
        case("R8.9", "is-G1", "G1", EventKind.GHOST_CARD_REVEALED, GhostCardPiece("blue")),
        case("R8.10", "is-G2", "G2", EventKind.CAPTAIN_MARKER_MOVED, CaptainMarkerPiece("blue")),
        case("R8.11", "is-G3", "G3", EventKind.BISHOP_MARKER_MOVED, BishopMarkerPiece("blue")),
        case("R8.12", "is-G4", "G4", EventKind.KINSMAN_PLACED, KinsmanPiece("blue")),
    ],
)
def test_R8_9_to_R8_12_ghost_steps_close_phase_8(step, kind, piece):
    state = game(fam("red"), ghost("blue"), ghost_deck=(GhostCard(3, 2, 4),), difficulty=Difficulty.EASY)
    after, events = end_round(state)
    rules = rules_of(events)
    (event,) = [e for e in events if e.rule == step]
    assert (event.kind, event.piece, event.family) == (kind, piece, "blue")
    assert rules.index("R8.8") < rules.index(step) < rules.index("D10")
    assert (after.family("blue").prestige, after.family("blue").church) == (3, 2)
    assert after.predicatore == (None, None, None, K("blue"))


def test_D11_ghosts_pass_at_once_in_the_action_phase():
    state = new_game(
        [Seating("blue", "Blue", Seat.GHOST), Seating("red", "Red"), Seating("green", "Green", Seat.GHOST)], seed=2
    )
    assert [(f.id, f.passed) for f in state.families] == [("blue", True), ("red", False), ("green", True)]
    assert state.active == "red"
