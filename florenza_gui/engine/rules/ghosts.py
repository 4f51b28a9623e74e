"""The Ghosts' four steps at the end of every Phase 8 (G1–G4, RULES.md §7).

Each step is a function ``(state, ghost) -> Step`` (``changes``), for
one Ghost seat; ``rounds`` plays them for each Ghost in turn order.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from ..model import places
from ..model.boarddata import board_numbers, standard_board
from ..model.changes import SetFamily, SetState, Step, set_family, set_state
from ..model.events import Event, EventKind, GhostCardShown, GhostPlaced, Landing, Marker
from ..model.places import BISHOP_CARD, GHOST_DECK, GHOST_DECK_PIECE, Place, holder
from ..model.rng import shuffled
from ..model.ruleids import Rule
from ..model.state import GameState, GhostCard, Ghosts, KinsmanOn
from ..model.types import Difficulty


def shuffled_deck(seed: int, times: int) -> tuple[GhostCard, ...]:
    """The board's 12 cards in the order the seed gives for shuffle ``times``."""
    return tuple(shuffled(seed, f"ghost-deck:{times}", list(_deck())))


@cache
def _deck() -> tuple[GhostCard, ...]:
    """The board's Ghost cards in the order printed."""
    return tuple(GhostCard(c.p, c.c, c.s) for c in standard_board().ghost_deck)


def new_ghosts(seed: int, difficulty: Difficulty) -> Ghosts:
    return Ghosts(difficulty, shuffled_deck(seed, 0), 0, None)


@cache  # (three difficulties, read at every Ghost's turn)
def bonus(difficulty: Difficulty) -> int:
    return standard_board().board.ghosts.difficulty_bonus[difficulty.value]


def reveal(state: GameState, ghost: str) -> Step:
    """G1 (R8.9): reveal the next Ghost card for this Ghost, reshuffling an
    empty deck from the seed."""
    ghosts = state.ghosts
    assert ghosts is not None
    events: list[Event] = []
    if not ghosts.deck:
        times = ghosts.reshuffles + 1
        ghosts = replace(ghosts, deck=shuffled_deck(state.seed, times), reshuffles=times)
        events.append(Event(EventKind.GHOST_DECK_RESHUFFLED, Rule.G1, None, None, GHOST_DECK_PIECE))
    card, rest = ghosts.deck[0], ghosts.deck[1:]
    shown = GhostCardShown(state.family(ghost).name, card.p, card.c, card.s, bonus(ghosts.difficulty),
                           ghosts.difficulty)
    events.append(Event(EventKind.GHOST_CARD_REVEALED, Rule.G1, shown, ghost, places.ghost_card(ghost), GHOST_DECK,
                        holder(ghost)))
    showing = Ghosts(ghosts.difficulty, rest, ghosts.reshuffles, shown=card)
    return (Rule.G1, tuple(events), (set_state(ghosts=showing),))


def _shown(state: GameState) -> tuple[GhostCard, Ghosts]:
    """The card G1 revealed, which G2–G4 follow, and the Ghosts' deck."""
    ghosts = state.ghosts
    assert ghosts is not None and ghosts.shown is not None
    return ghosts.shown, ghosts


def gain_prestige(state: GameState, ghost: str) -> Step:
    """G2 (R8.10): the Ghost's Captain marker moves up by p (plus difficulty)."""
    card, ghosts = _shown(state)
    fam = state.family(ghost)
    gain = card.p + bonus(ghosts.difficulty)
    event = Event(EventKind.CAPTAIN_MARKER_MOVED, Rule.G2, Marker(fam.name, gain), ghost, places.captain_marker(ghost),
                  places.prestige(fam.prestige), places.prestige(fam.prestige + gain))
    return (Rule.G2, (event,), (set_family(ghost, prestige=fam.prestige + gain),))


def gain_church(state: GameState, ghost: str) -> Step:
    """G3 (R8.11): the Ghost's Bishop marker moves up by c, not past the top."""
    card, _ = _shown(state)
    fam = state.family(ghost)
    top = board_numbers().church_max
    after = min(top, fam.church + card.c)
    event = Event(EventKind.BISHOP_MARKER_MOVED, Rule.G3, Marker(fam.name, after - fam.church, 0, card.c, top), ghost,
                  places.bishop_marker(ghost), places.church(fam.church), places.church(after))
    return (Rule.G3, (event,), (set_family(ghost, church=after),))


def place_kinsman(state: GameState, ghost: str) -> Step:
    """G4 (R8.12): a Kinsman to space s, else the next free space after it
    (wrapping round), else the Bishop card if it has room, else nowhere.
    The revealed card is then put aside."""
    card, g = _shown(state)
    put_aside = set_state(ghosts=Ghosts(g.difficulty, g.deck, g.reshuffles, shown=None))
    fam = state.family(ghost)
    if fam.pool == 0:
        return _placed(ghost, None, GhostPlaced(fam.name, Landing.NO_POOL), put_aside)
    slots = state.predicatore
    n = board_numbers().spaces
    for step in range(n):
        space = (card.s - 1 + step) % n + 1
        if slots[space - 1] is None:
            landing = Landing.FREE if step == 0 else Landing.TAKEN
            why = GhostPlaced(fam.name, landing, card.s, space, (space - 2) % n + 1)
            slots = slots[: space - 1] + (KinsmanOn(ghost),) + slots[space:]
            return _placed(ghost, places.predicatore(space), why, put_aside, set_state(predicatore=slots),
                           set_family(ghost, pool=fam.pool - 1))
    if len(state.bishop_card) < board_numbers().bishop_card_capacity:
        return _placed(ghost, BISHOP_CARD, GhostPlaced(fam.name, Landing.BISHOP_CARD), put_aside,
                       set_state(bishop_card=state.bishop_card + (ghost,)), set_family(ghost, pool=fam.pool - 1))
    return _placed(ghost, None, GhostPlaced(fam.name, Landing.NO_ROOM), put_aside)


def _placed(ghost: str, to: Place | None, why: GhostPlaced, *changes: SetState | SetFamily) -> Step:
    event = Event(EventKind.KINSMAN_PLACED, Rule.G4, why, ghost, places.kinsman(ghost), places.pool(ghost), to)
    return (Rule.G4, (event,), changes)


# The Ghosts' steps, for each Ghost seat in turn order (G1–G4).
GHOST_STEPS = (reveal, gain_prestige, gain_church, place_kinsman)
