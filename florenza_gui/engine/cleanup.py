"""Phase 8: the end of the round (R8.1–R8.8, D9), in the order of the rules."""

from __future__ import annotations

from dataclasses import replace
from functools import cache, lru_cache

from . import places
from .boarddata import board_numbers
from .events import (
    CARD_SHIFTED,
    CHARACTER_LEFT,
    DRAW_SKIPPED,
    GAME_ENDED,
    KINSMAN_RETURNED,
    MUSE_TURNED,
    ROUND_ADVANCED,
    TILE_DRAWN,
    TILE_RETURNED,
    Drawn,
    Event,
    Events,
    Named,
    RoundNumber,
    Skipped,
    new_event,
)
from .places import (
    BAG,
    BAG_PIECE,
    BISHOP_CARD,
    CAPTAIN_CARD,
    MUSE,
    OUT_OF_GAME,
    ROUND_MARKER,
    BishopCardSpot,
    MuseSide,
    PredicatoreSpace,
    RoundSpace,
)
from .rules import D9, R8_1, R8_2, R8_3, R8_4, R8_5, R8_6, R8_7, R8_8, Rule
from .state import GameState, KinsmanOn, Occupant, PreacherOn
from .types import CardSide, LifeCard, Muse, Phase

Step = tuple[GameState, Events]
# (an enum member read from a module name is quicker than from its class)
_GAME_OVER, _NEW, _AVAILABLE = Phase.GAME_OVER, CardSide.NEW, Muse.AVAILABLE


# A name's payload is an immutable value: a character's, used again at every
# shift of its card, or a family's, at every Kinsman going home, is made once.
_named = lru_cache(maxsize=512)(Named)


def advance_round(state: GameState, start: GameState) -> Step:
    """R8.1: the round marker moves on; after the last round the game is over."""
    # (each event is taken before the change: on a draft, the change is made in place)
    if state.round >= board_numbers().last_round:
        events = _game_ended(state.round)
        return state.evolve(phase=_GAME_OVER, active=None), events
    events = _round_advanced(state.round)
    return state.evolve(round=state.round + 1), events


# R8.1's events depend on the round number only: each is made once.
@cache
def _game_ended(last: int) -> Events:
    return (new_event(GAME_ENDED, R8_1, RoundNumber(last), None, ROUND_MARKER),)


@cache
def _round_advanced(ended: int) -> Events:
    return (new_event(ROUND_ADVANCED, R8_1, RoundNumber(ended + 1), None, ROUND_MARKER, RoundSpace(ended),
                      RoundSpace(ended + 1)),)


def release_detained(state: GameState, start: GameState) -> Step:
    """R8.2: a character detained by the Captain goes back on his card."""
    if state.detained is None:
        return state, ()
    who = state.detained
    card = state.life_card_of(who)
    assert card is not None
    event = new_event(TILE_RETURNED, R8_2, _named(state.characters[who].name), None, places.tile(who), CAPTAIN_CARD,
                      places.life(card))
    return state.evolve(detained=None), (event,)


def kinsmen_home(state: GameState, start: GameState) -> Step:
    """R8.3: Kinsmen on Predicatore spaces and on the Bishop card go home."""
    slots, families, index = state.predicatore, state.families, state._index
    events: list[Event] = []
    back: dict[str, int] = {}  # (loops, not comprehensions: 3.11 makes a function object for each)
    for space, occ in enumerate(slots, 1):
        if isinstance(occ, KinsmanOn):
            family = occ.family
            events.append(_home(family, families[index[family]].name, space))
            back[family] = back.get(family, 0) + 1
    for family in state.bishop_card:
        events.append(_home(family, families[index[family]].name, 0))
        back[family] = back.get(family, 0) + 1
    if not events:
        return state, ()
    cleared: list[Occupant | None] = []
    for occupant in slots:
        cleared.append(occupant if isinstance(occupant, PreacherOn) else None)
    state = state.evolve(predicatore=tuple(cleared), bishop_card=())
    for family, count in back.items():  # (each family once: its pool as it was, plus its Kinsmen)
        state = state.with_family(family, pool=families[index[family]].pool + count)
    return state, tuple(events)


# An event is an immutable value: those that depend only on who moves where
# (a Kinsman going home, a card shifting or leaving, a tile drawn) are made
# once for each, not at every end of round (bounded: names may come from a file).
@lru_cache(maxsize=1024)
def _home(family: str, name: str, space: int) -> Event:
    """R8.3's event for a Kinsman on Predicatore ``space``, or 0: on the
    Bishop card (a number, not a place: a place's hash is Python code)."""
    source: PredicatoreSpace | BishopCardSpot = places.predicatore(space) if space else BISHOP_CARD
    return new_event(KINSMAN_RETURNED, R8_3, _named(name), family, places.kinsman(family, source), source,
                     places.pool(family))


def preachers_home(state: GameState, start: GameState) -> Step:
    """R8.4: Preacher tiles on Predicatore spaces go back on their cards."""
    events: list[Event] = []
    slots = list(state.predicatore)
    for i, occ in enumerate(slots):
        if isinstance(occ, PreacherOn):
            card = state.life_card_of(occ.character)
            assert card is not None
            slots[i] = None
            c = occ.character
            events.append(new_event(TILE_RETURNED, R8_4, _named(state.characters[c].name), None, places.tile(c),
                                    places.predicatore(i + 1), places.life(card)))
    if not events:
        return state, ()  # nothing stands on a space
    return state.evolve(predicatore=tuple(slots)), tuple(events)


def card_one_leaves(state: GameState, start: GameState) -> Step:
    """R8.5: characters under Life card I leave the game, card and tile."""
    leaving = state.row[0]
    if not leaving:
        return state, ()
    chars = state.characters
    events = []
    for c in leaving:
        events.append(_left(c, chars[c].name))
    row = ((),) + state.row[1:]
    return state.evolve(row=row, out_of_game=state.out_of_game + leaving), tuple(events)


@lru_cache(maxsize=1024)
def _left(c: str, name: str) -> Event:
    return new_event(CHARACTER_LEFT, R8_5, _named(name), None, places.card(c), _UNDER_CARD_I, OUT_OF_GAME)


_UNDER_CARD_I = places.life(LifeCard.I)
# Under each Life card, I to VI (the row's order), made once.
_UNDER_LIFE_CARD = tuple(places.life(card) for card in LifeCard)
# R8.6 for every Life card but I: where its cards are (the row's index) and
# the two places a shifted card moves between, made once.
_SHIFTS = tuple((card.value - 1, places.life(card), places.life(card.below())) for card in list(LifeCard)[1:])


_SHIFTED = tuple(index for index, _, _ in _SHIFTS)


@lru_cache(maxsize=1024)
def _shifted(c: str, name: str, index: int) -> Event:
    _, source, target = _SHIFTS[index - 1]
    return new_event(CARD_SHIFTED, R8_6, _named(name), None, places.card(c), source, target)


def row_shifts(state: GameState, start: GameState) -> Step:
    """R8.6: every other character card moves down one Life card."""
    events = []
    chars, row = state.characters, state.row
    for index in _SHIFTED:
        for c in row[index]:
            events.append(_shifted(c, chars[c].name, index))
    row = row[1:] + ((),)
    return state.evolve(row=row), tuple(events)


def draw_replacements(state: GameState, start: GameState) -> Step:
    """R8.7 / D9: one draw per character that left; an empty bag skips draws."""
    wanted = len(start.row[0])  # the characters under Life card I, who left (R8.5)
    return draw_into_row(state, wanted, R8_7)


def draw_into_row(state: GameState, wanted: int, rule: Rule) -> Step:
    """Draw ``wanted`` tiles from the front of the bag, each card going under
    the Life card matching its rounds, New Artist side up (D1, R8.7, D9)."""
    if wanted == 0:
        return state, ()
    events: list[Event] = []
    row = list(state.row)
    bag = state.bag
    chars = state.characters
    for _ in range(wanted):
        if not bag:
            break
        drawn, bag = bag[0], bag[1:]
        character = chars[drawn]
        under = character.rounds - 1  # the row's index of the Life card matching its rounds
        row[under] = row[under] + (drawn,)
        if character.side is not _NEW:
            # Cards in the bag are New side up already, so this copy is rare.
            chars = {**chars, drawn: replace(character, side=_NEW)}
        events.append(_drawn(drawn, character.name, character.rounds, rule))
    missing = wanted - len(events)
    if missing:
        events.append(new_event(DRAW_SKIPPED, D9, Skipped(missing), None, BAG_PIECE))
    return state.evolve(row=tuple(row), bag=bag, characters=chars), tuple(events)


@lru_cache(maxsize=1024)
def _drawn(c: str, name: str, rounds: int, rule: Rule) -> Event:
    return new_event(TILE_DRAWN, rule, Drawn(name, rounds), None, places.card(c), BAG, _UNDER_LIFE_CARD[rounds - 1])


def muse_returns(state: GameState, start: GameState) -> Step:
    """R8.8: the Muse turns back to Available."""
    events = _MUSE_TURNED[state.muse]
    return state.evolve(muse=_AVAILABLE), events


# R8.8's event for either side the Muse may show, made once.
_MUSE_TURNED = {
    side: (new_event(MUSE_TURNED, R8_8, None, None, MUSE, MuseSide(side), MuseSide(Muse.AVAILABLE)),)
    for side in Muse
}


PHASE_8 = (
    advance_round,
    release_detained,
    kinsmen_home,
    preachers_home,
    card_one_leaves,
    row_shifts,
    draw_replacements,
    muse_returns,
)
