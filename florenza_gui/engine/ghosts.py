"""The Ghosts' four steps at the end of every Phase 8 (G1–G4, RULES.md §7)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from . import places
from .boarddata import standard_board
from .events import Event, EventKind, Events, GhostCardShown, GhostPlaced, Landing, Marker, new_event
from .places import (
    BISHOP_CARD,
    GHOST_DECK,
    GHOST_DECK_PIECE,
    Place,
    holder,
)
from .rng import rng
from .rules import Rule
from .state import GameState, GhostCard, Ghosts, KinsmanOn
from .types import Difficulty

Step = tuple[GameState, Events]


def shuffled_deck(seed: int, times: int) -> tuple[GhostCard, ...]:
    """The board's 12 cards in the order the seed gives for shuffle ``times``."""
    cards = list(_deck())
    rng(seed, f"ghost-deck:{times}").shuffle(cards)
    return tuple(cards)


@cache
def _deck() -> tuple[GhostCard, ...]:
    """The board's Ghost cards in the order printed (immutable: made once)."""
    return tuple(GhostCard(c.p, c.c, c.s) for c in standard_board().ghost_deck)


def new_ghosts(seed: int, difficulty: Difficulty) -> Ghosts:
    return Ghosts(difficulty=difficulty, deck=shuffled_deck(seed, 0))


@cache
def bonus(difficulty: Difficulty) -> int:
    return standard_board().board.ghosts.difficulty_bonus[difficulty.value]


def reveal(state: GameState, ghost: str) -> Step:
    """G1 (R8.9): reveal the next Ghost card for this Ghost, reshuffling an
    empty deck from the seed."""
    assert state.ghosts is not None
    ghosts = state.ghosts
    events: list[Event] = []
    if not ghosts.deck:
        times = ghosts.reshuffles + 1
        ghosts = replace(ghosts, deck=shuffled_deck(state.seed, times), reshuffles=times)
        events.append(new_event(EventKind.GHOST_DECK_RESHUFFLED, Rule.G1, piece=GHOST_DECK_PIECE))
    card, rest = ghosts.deck[0], ghosts.deck[1:]
    shown = GhostCardShown(state.name(ghost), card.p, card.c, card.s, bonus(ghosts.difficulty), ghosts.difficulty)
    events.append(
        new_event(
            EventKind.GHOST_CARD_REVEALED,
            Rule.G1,
            shown,
            family=ghost,
            piece=places.ghost_card(ghost),
            from_=GHOST_DECK,
            to=holder(ghost),
        )
    )
    return state.evolve(ghosts=Ghosts(ghosts.difficulty, rest, ghosts.reshuffles, card)), tuple(events)


def _shown(state: GameState) -> GhostCard:
    """The card G1 revealed, which G2–G4 follow."""
    assert state.ghosts is not None and state.ghosts.shown is not None
    return state.ghosts.shown


def gain_prestige(state: GameState, ghost: str) -> Step:
    """G2 (R8.10): the Ghost's Captain marker moves up by p (plus difficulty)."""
    card = _shown(state)
    assert state.ghosts is not None
    fam = state.family(ghost)
    gain = card.p + bonus(state.ghosts.difficulty)
    event = new_event(
        EventKind.CAPTAIN_MARKER_MOVED,
        Rule.G2,
        Marker(fam.name, gain),
        family=ghost,
        piece=places.captain_marker(ghost),
        from_=places.prestige(fam.prestige),
        to=places.prestige(fam.prestige + gain),
    )
    return state.with_family(ghost, prestige=fam.prestige + gain), (event,)


def gain_church(state: GameState, ghost: str) -> Step:
    """G3 (R8.11): the Ghost's Bishop marker moves up by c, not past the top."""
    card = _shown(state)
    fam = state.family(ghost)
    top = standard_board().church_max
    after = min(top, fam.church + card.c)
    event = new_event(
        EventKind.BISHOP_MARKER_MOVED,
        Rule.G3,
        Marker(fam.name, after - fam.church, card=card.c, top=top),
        family=ghost,
        piece=places.bishop_marker(ghost),
        from_=places.church(fam.church),
        to=places.church(after),
    )
    return state.with_family(ghost, church=after), (event,)


def place_kinsman(state: GameState, ghost: str) -> Step:
    """G4 (R8.12): a Kinsman to space s, else the next free space after it
    (wrapping round), else the Bishop card if it has room, else nowhere.
    The revealed card is then put aside."""
    card = _shown(state)
    assert state.ghosts is not None
    g = state.ghosts
    state = state.evolve(ghosts=Ghosts(g.difficulty, g.deck, g.reshuffles))
    fam = state.family(ghost)
    board = standard_board()
    if fam.pool == 0:
        return state, (_placed(state, ghost, None, GhostPlaced(fam.name, Landing.NO_POOL)),)
    n = board.spaces
    for step in range(n):
        space = (card.s - 1 + step) % n + 1
        if state.predicatore[space - 1] is None:
            landing = Landing.FREE if step == 0 else Landing.TAKEN
            why = GhostPlaced(fam.name, landing, card.s, space, (space - 2) % n + 1)
            slots = list(state.predicatore)
            slots[space - 1] = KinsmanOn(ghost)
            state = state.evolve(predicatore=tuple(slots))
            state = state.with_family(ghost, pool=fam.pool - 1)
            return state, (_placed(state, ghost, places.predicatore(space), why),)
    if len(state.bishop_card) < board.bishop_card_capacity:
        state = state.evolve(bishop_card=state.bishop_card + (ghost,))
        state = state.with_family(ghost, pool=fam.pool - 1)
        return state, (_placed(state, ghost, BISHOP_CARD, GhostPlaced(fam.name, Landing.BISHOP_CARD)),)
    return state, (_placed(state, ghost, None, GhostPlaced(fam.name, Landing.NO_ROOM)),)


def _placed(state: GameState, ghost: str, to: Place | None, why: GhostPlaced) -> Event:
    return new_event(
        EventKind.KINSMAN_PLACED,
        Rule.G4,
        why,
        family=ghost,
        piece=places.kinsman(ghost),
        from_=places.pool(ghost),
        to=to,
    )


# The Ghosts' steps, for each Ghost seat in turn order (G1–G4).
GHOST_STEPS = (reveal, gain_prestige, gain_church, place_kinsman)
