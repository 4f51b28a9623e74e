"""The Ghosts' four steps at the end of every Phase 8 (G1–G4, RULES.md §7)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache, lru_cache

from . import places
from .boarddata import board_numbers, standard_board
from .events import (
    BISHOP_MARKER_MOVED,
    CAPTAIN_MARKER_MOVED,
    GHOST_CARD_REVEALED,
    GHOST_DECK_RESHUFFLED,
    KINSMAN_PLACED,
    Event,
    Events,
    GhostCardShown,
    GhostPlaced,
    Landing,
    Marker,
    ghost_placed,
    new_event,
)
from .places import (
    BISHOP_CARD,
    GHOST_DECK,
    GHOST_DECK_PIECE,
    Place,
    holder,
)
from .rng import shuffled
from .rules import G1, G2, G3, G4
from .state import GameState, GhostCard, Ghosts, kinsman_on
from .types import Difficulty

Step = tuple[GameState, Events]
# (module constants: see events.py)
_FREE, _TAKEN, _NO_POOL, _ON_BISHOP_CARD, _NO_ROOM = (
    Landing.FREE, Landing.TAKEN, Landing.NO_POOL, Landing.BISHOP_CARD, Landing.NO_ROOM)


def shuffled_deck(seed: int, times: int) -> tuple[GhostCard, ...]:
    """The board's 12 cards in the order the seed gives for shuffle ``times``."""
    return tuple(shuffled(seed, f"ghost-deck:{times}", list(_deck())))


@cache
def _deck() -> tuple[GhostCard, ...]:
    """The board's Ghost cards in the order printed (immutable: made once)."""
    return tuple(GhostCard(c.p, c.c, c.s) for c in standard_board().ghost_deck)


def new_ghosts(seed: int, difficulty: Difficulty) -> Ghosts:
    return made_ghosts(difficulty, shuffled_deck(seed, 0), 0, None)


@cache
def bonus(difficulty: Difficulty) -> int:
    return standard_board().board.ghosts.difficulty_bonus[difficulty.value]


def reveal(state: GameState, ghost: str) -> Step:
    """G1 (R8.9): reveal the next Ghost card for this Ghost, reshuffling an
    empty deck from the seed."""
    ghosts = state.ghosts
    assert ghosts is not None
    reshuffled: Events = ()
    if not ghosts.deck:
        times = ghosts.reshuffles + 1
        ghosts = replace(ghosts, deck=shuffled_deck(state.seed, times), reshuffles=times)
        reshuffled = (new_event(GHOST_DECK_RESHUFFLED, G1, None, None, GHOST_DECK_PIECE),)
    card, rest = ghosts.deck[0], ghosts.deck[1:]
    difficulty = ghosts.difficulty
    event = _revealed(ghost, state.family(ghost).name, card.p, card.c, card.s, difficulty)
    return state.evolve(ghosts=made_ghosts(difficulty, rest, ghosts.reshuffles, card)), reshuffled + (event,)


# ``Ghosts(...)``, made twice a Ghost every round, without its frozen
# dataclass's ``__init__`` (four ``object.__setattr__`` calls behind
# ``type.__call__``, ~7,000 instructions): its four slots set directly, by
# their descriptors, give the same value (tests/engine/test_fast_end_round.py).
_SET_GHOSTS = tuple(getattr(Ghosts, f).__set__ for f in ("difficulty", "deck", "reshuffles", "shown"))


def made_ghosts(difficulty: Difficulty, deck: tuple[GhostCard, ...], reshuffles: int,
                shown: GhostCard | None) -> Ghosts:
    new = object.__new__(Ghosts)
    set_difficulty, set_deck, set_reshuffles, set_shown = _SET_GHOSTS
    set_difficulty(new, difficulty)
    set_deck(new, deck)
    set_reshuffles(new, reshuffles)
    set_shown(new, shown)
    return new


# A Ghost's events are immutable values that depend only on the Ghost, its
# name and the numbers they show: each is made once (bounded: names may come
# from a file), not at every end of round.
@lru_cache(maxsize=1024)
def _revealed(ghost: str, name: str, p: int, c: int, s: int, difficulty: Difficulty) -> Event:
    shown = GhostCardShown(name, p, c, s, bonus(difficulty), difficulty)
    return new_event(GHOST_CARD_REVEALED, G1, shown, ghost, places.ghost_card(ghost), GHOST_DECK, holder(ghost))


@lru_cache(maxsize=1024)
def _prestige_gained(ghost: str, name: str, before: int, gain: int) -> Event:
    return new_event(CAPTAIN_MARKER_MOVED, G2, Marker(name, gain), ghost, places.captain_marker(ghost),
                     places.prestige(before), places.prestige(before + gain))


@lru_cache(maxsize=1024)
def _church_gained(ghost: str, name: str, before: int, after: int, card: int, top: int) -> Event:
    return new_event(BISHOP_MARKER_MOVED, G3, Marker(name, after - before, 0, card, top), ghost,
                     places.bishop_marker(ghost), places.church(before), places.church(after))


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
    event = _prestige_gained(ghost, fam.name, fam.prestige, gain)
    return state.with_family(ghost, prestige=fam.prestige + gain), (event,)


def gain_church(state: GameState, ghost: str) -> Step:
    """G3 (R8.11): the Ghost's Bishop marker moves up by c, not past the top."""
    card, _ = _shown(state)
    fam = state.family(ghost)
    top = board_numbers().church_max
    after = min(top, fam.church + card.c)
    event = _church_gained(ghost, fam.name, fam.church, after, card.c, top)
    return state.with_family(ghost, church=after), (event,)


def place_kinsman(state: GameState, ghost: str) -> Step:
    """G4 (R8.12): a Kinsman to space s, else the next free space after it
    (wrapping round), else the Bishop card if it has room, else nowhere.
    The revealed card is then put aside."""
    card, g = _shown(state)
    put_aside = made_ghosts(g.difficulty, g.deck, g.reshuffles, None)
    fam = state.family(ghost)
    if fam.pool == 0:
        return state.evolve(ghosts=put_aside), (_placed(ghost, None, ghost_placed(fam.name, _NO_POOL)),)
    slots = state.predicatore
    n = board_numbers().spaces
    for step in range(n):
        space = (card.s - 1 + step) % n + 1
        if slots[space - 1] is None:
            event = _landed(ghost, fam.name, card.s, space, n, step == 0)
            slots = slots[: space - 1] + (kinsman_on(ghost),) + slots[space:]
            state = state.evolve(ghosts=put_aside, predicatore=slots)
            return state.with_family(ghost, pool=fam.pool - 1), (event,)
    if len(state.bishop_card) < board_numbers().bishop_card_capacity:
        state = state.evolve(ghosts=put_aside, bishop_card=state.bishop_card + (ghost,))
        state = state.with_family(ghost, pool=fam.pool - 1)
        return state, (_placed(ghost, BISHOP_CARD, ghost_placed(fam.name, _ON_BISHOP_CARD)),)
    return state.evolve(ghosts=put_aside), (_placed(ghost, None, ghost_placed(fam.name, _NO_ROOM)),)


@lru_cache(maxsize=1024)
def _landed(ghost: str, name: str, wanted: int, space: int, spaces: int, free: bool) -> Event:
    """G4's event for a Kinsman put on ``space`` when the card said ``wanted``
    (``free``: the first space looked at), made once for each, as the other
    Ghost events are."""
    landing = _FREE if free else _TAKEN
    return _placed(ghost, places.predicatore(space), ghost_placed(name, landing, wanted, space,
                                                                   (space - 2) % spaces + 1))


def _placed(ghost: str, to: Place | None, why: GhostPlaced) -> Event:
    return new_event(KINSMAN_PLACED, G4, why, ghost, places.kinsman(ghost), places.pool(ghost), to)


# The Ghosts' steps, for each Ghost seat in turn order (G1–G4).
GHOST_STEPS = (reveal, gain_prestige, gain_church, place_kinsman)
