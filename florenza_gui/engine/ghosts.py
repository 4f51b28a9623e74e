"""The Ghosts' four steps at the end of every Phase 8 (G1–G4, RULES.md §7)."""

from __future__ import annotations

from dataclasses import replace

from . import places
from .boarddata import standard_board
from .events import Event, EventKind, Events
from .rng import rng
from .state import GameState, GhostCard, Ghosts, KinsmanOn
from .types import Difficulty

Step = tuple[GameState, Events]


def shuffled_deck(seed: int, times: int) -> tuple[GhostCard, ...]:
    """The board's 12 cards in the order the seed gives for shuffle ``times``."""
    cards = [GhostCard(c.p, c.c, c.s) for c in standard_board().ghost_deck]
    rng(seed, f"ghost-deck:{times}").shuffle(cards)
    return tuple(cards)


def new_ghosts(seed: int, difficulty: Difficulty) -> Ghosts:
    return Ghosts(difficulty=difficulty, deck=shuffled_deck(seed, 0))


def bonus(difficulty: Difficulty) -> int:
    return standard_board().board.ghosts.difficulty_bonus[difficulty.value]


def reveal(state: GameState, ghost: str) -> tuple[GameState, Events, GhostCard]:
    """G1 (R8.9): reveal the next Ghost card for this Ghost, reshuffling an
    empty deck from the seed."""
    assert state.ghosts is not None
    ghosts = state.ghosts
    events: list[Event] = []
    if not ghosts.deck:
        times = ghosts.reshuffles + 1
        ghosts = replace(ghosts, deck=shuffled_deck(state.seed, times), reshuffles=times)
        events.append(
            Event(
                EventKind.GHOST_DECK_RESHUFFLED, "G1", "The Ghost deck is empty and is reshuffled", piece="ghost_deck"
            )
        )
    card, rest = ghosts.deck[0], ghosts.deck[1:]
    extra = bonus(ghosts.difficulty)
    name = state.name(ghost)
    gain = f"Prestige +{card.p}"
    if extra:
        gain += f" (+{extra} for {ghosts.difficulty.value}, so {card.p + extra})"
    events.append(
        Event(
            EventKind.GHOST_CARD_REVEALED,
            "G1",
            f"{name}'s Ghost card: {gain}, Church +{card.c}, Predicatore space {card.s}",
            family=ghost,
            piece=places.ghost_card(ghost),
            from_="ghost_deck",
            to=places.holder(ghost),
            detail=(str(card.p + extra), str(card.c), str(card.s)),
        )
    )
    return state.evolve(ghosts=replace(ghosts, deck=rest)), tuple(events), card


def gain_prestige(state: GameState, ghost: str, card: GhostCard) -> Step:
    """G2 (R8.10): the Ghost's Captain marker moves up by p (plus difficulty)."""
    assert state.ghosts is not None
    fam = state.family(ghost)
    gain = card.p + bonus(state.ghosts.difficulty)
    event = Event(
        EventKind.CAPTAIN_MARKER_MOVED,
        "G2",
        f"{fam.name} moves up {gain} on the Prestige track, as its card says",
        family=ghost,
        piece=places.captain_marker(ghost),
        from_=places.prestige(fam.prestige),
        to=places.prestige(fam.prestige + gain),
    )
    return state.with_family(ghost, prestige=fam.prestige + gain), (event,)


def gain_church(state: GameState, ghost: str, card: GhostCard) -> Step:
    """G3 (R8.11): the Ghost's Bishop marker moves up by c, not past the top."""
    fam = state.family(ghost)
    top = standard_board().church_max
    after = min(top, fam.church + card.c)
    why = f"{fam.name} moves up {after - fam.church} on the Church track"
    if after - fam.church < card.c:
        why += f" (its card says {card.c}, but the track stops at {top})"
    event = Event(
        EventKind.BISHOP_MARKER_MOVED,
        "G3",
        why,
        family=ghost,
        piece=places.bishop_marker(ghost),
        from_=places.church(fam.church),
        to=places.church(after),
    )
    return state.with_family(ghost, church=after), (event,)


def place_kinsman(state: GameState, ghost: str, card: GhostCard) -> Step:
    """G4 (R8.12): a Kinsman to space s, else the next free space after it
    (wrapping round), else the Bishop card if it has room, else nowhere."""
    fam = state.family(ghost)
    board = standard_board()
    if fam.pool == 0:
        return state, (_placed(state, ghost, None, f"{fam.name} has no Kinsman left in its pool"),)
    n = board.spaces
    for step in range(n):
        space = (card.s - 1 + step) % n + 1
        if state.predicatore[space - 1] is None:
            if step == 0:
                why = f"space {space} is free, so {fam.name}'s Kinsman goes there"
            else:
                taken = card.s if step == 1 else f"{card.s} to {(space - 2) % n + 1}"
                why = (f"space{'' if step == 1 else 's'} {taken} {'is' if step == 1 else 'are'} taken, "
                       f"so {fam.name}'s Kinsman goes to {space}")
            slots = list(state.predicatore)
            slots[space - 1] = KinsmanOn(ghost)
            state = state.evolve(predicatore=tuple(slots))
            state = state.with_family(ghost, pool=fam.pool - 1)
            return state, (_placed(state, ghost, places.predicatore(space), why),)
    if len(state.bishop_card) < board.bishop_card_capacity:
        why = f"every Predicatore space is taken, so {fam.name}'s Kinsman goes on the Bishop card"
        state = state.evolve(bishop_card=state.bishop_card + (ghost,))
        state = state.with_family(ghost, pool=fam.pool - 1)
        return state, (_placed(state, ghost, "bishop_card", why),)
    why = f"every Predicatore space is taken and the Bishop card has no room: {fam.name}'s Kinsman stays home"
    return state, (_placed(state, ghost, None, why),)


def _placed(state: GameState, ghost: str, to: str | None, why: str) -> Event:
    return Event(
        EventKind.KINSMAN_PLACED,
        "G4",
        why[0].upper() + why[1:],
        family=ghost,
        piece=places.kinsman(ghost),
        from_=places.pool(ghost),
        to=to,
    )
