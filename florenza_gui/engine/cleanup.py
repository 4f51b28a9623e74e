"""Phase 8: the end of the round (R8.1–R8.8, D9), in the order of the rules."""

from __future__ import annotations

from dataclasses import replace

from . import places
from .boarddata import standard_board
from .events import Drawn, Event, EventKind, Events, Named, RoundNumber, Skipped, new_event
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
from .rules import Rule
from .state import GameState, KinsmanOn, PreacherOn
from .types import CardSide, LifeCard, Muse, Phase

Step = tuple[GameState, Events]


def advance_round(state: GameState, start: GameState) -> Step:
    """R8.1: the round marker moves on; after the last round the game is over."""
    if state.round >= standard_board().last_round:
        event = new_event(EventKind.GAME_ENDED, Rule.R8_1, RoundNumber(state.round), piece=ROUND_MARKER)
        return state.evolve(phase=Phase.GAME_OVER, active=None), (event,)
    event = new_event(
        EventKind.ROUND_ADVANCED,
        Rule.R8_1,
        RoundNumber(state.round + 1),
        piece=ROUND_MARKER,
        from_=RoundSpace(state.round),
        to=RoundSpace(state.round + 1),
    )
    return state.evolve(round=state.round + 1), (event,)


def release_detained(state: GameState, start: GameState) -> Step:
    """R8.2: a character detained by the Captain goes back on his card."""
    if state.detained is None:
        return state, ()
    who = state.detained
    card = state.life_card_of(who)
    assert card is not None
    event = new_event(
        EventKind.TILE_RETURNED,
        Rule.R8_2,
        Named(state.characters[who].name),
        piece=places.tile(who),
        from_=CAPTAIN_CARD,
        to=places.life(card),
    )
    return state.evolve(detained=None), (event,)


def kinsmen_home(state: GameState, start: GameState) -> Step:
    """R8.3: Kinsmen on Predicatore spaces and on the Bishop card go home."""
    events: list[Event] = []
    pools: dict[str, int] = {}
    slots = list(state.predicatore)
    for i, occ in enumerate(slots):
        if isinstance(occ, KinsmanOn):
            pools[occ.family] = pools.get(occ.family, 0) + 1
            slots[i] = None
            events.append(_home(state, occ.family, places.predicatore(i + 1)))
    for fam in state.bishop_card:
        pools[fam] = pools.get(fam, 0) + 1
        events.append(_home(state, fam, BISHOP_CARD))
    state = state.evolve(predicatore=tuple(slots), bishop_card=())
    for family, back in pools.items():
        state = state.with_family(family, pool=state.family(family).pool + back)
    return state, tuple(events)


def _home(state: GameState, family: str, source: PredicatoreSpace | BishopCardSpot) -> Event:
    return new_event(
        EventKind.KINSMAN_RETURNED,
        Rule.R8_3,
        Named(state.name(family)),
        family=family,
        piece=places.kinsman(family, source),
        from_=source,
        to=places.pool(family),
    )


def preachers_home(state: GameState, start: GameState) -> Step:
    """R8.4: Preacher tiles on Predicatore spaces go back on their cards."""
    events: list[Event] = []
    slots = list(state.predicatore)
    for i, occ in enumerate(slots):
        if isinstance(occ, PreacherOn):
            card = state.life_card_of(occ.character)
            assert card is not None
            slots[i] = None
            events.append(
                new_event(
                    EventKind.TILE_RETURNED,
                    Rule.R8_4,
                    Named(state.characters[occ.character].name),
                    piece=places.tile(occ.character),
                    from_=places.predicatore(i + 1),
                    to=places.life(card),
                )
            )
    return state.evolve(predicatore=tuple(slots)), tuple(events)


def card_one_leaves(state: GameState, start: GameState) -> Step:
    """R8.5: characters under Life card I leave the game, card and tile."""
    leaving = state.row[0]
    events = tuple(
        new_event(
            EventKind.CHARACTER_LEFT,
            Rule.R8_5,
            Named(state.characters[c].name),
            piece=places.card(c),
            from_=_UNDER_CARD_I,
            to=OUT_OF_GAME,
        )
        for c in leaving
    )
    row = ((),) + state.row[1:]
    return state.evolve(row=row, out_of_game=state.out_of_game + leaving), events


_UNDER_CARD_I = places.life(LifeCard.I)
# Under each Life card, I to VI (the row's order), made once.
_UNDER_LIFE_CARD = tuple(places.life(card) for card in LifeCard)
# R8.6 for every Life card but I: where its cards are (the row's index) and
# the two places a shifted card moves between, made once.
_SHIFTS = tuple((card.value - 1, places.life(card), places.life(card.below())) for card in list(LifeCard)[1:])


def row_shifts(state: GameState, start: GameState) -> Step:
    """R8.6: every other character card moves down one Life card."""
    events = []
    chars = state.characters
    for index, source, target in _SHIFTS:
        for c in state.row[index]:
            events.append(
                new_event(EventKind.CARD_SHIFTED, Rule.R8_6, Named(chars[c].name), piece=places.card(c), from_=source,
                      to=target)
            )
    row = state.row[1:] + ((),)
    return state.evolve(row=row), tuple(events)


def draw_replacements(state: GameState, start: GameState) -> Step:
    """R8.7 / D9: one draw per character that left; an empty bag skips draws."""
    wanted = len(start.under(LifeCard.I))
    return draw_into_row(state, wanted, Rule.R8_7)


def draw_into_row(state: GameState, wanted: int, rule: Rule) -> Step:
    """Draw ``wanted`` tiles from the front of the bag, each card going under
    the Life card matching its rounds, New Artist side up (D1, R8.7, D9)."""
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
        if character.side is not CardSide.NEW:
            # Cards in the bag are New side up already, so this copy is rare.
            chars = {**chars, drawn: replace(character, side=CardSide.NEW)}
        events.append(
            new_event(
                EventKind.TILE_DRAWN,
                rule,
                Drawn(character.name, character.rounds),
                piece=places.card(drawn),
                from_=BAG,
                to=_UNDER_LIFE_CARD[under],
            )
        )
    missing = wanted - len(events)
    if missing:
        events.append(new_event(EventKind.DRAW_SKIPPED, Rule.D9, Skipped(missing), piece=BAG_PIECE))
    return state.evolve(row=tuple(row), bag=bag, characters=chars), tuple(events)


def muse_returns(state: GameState, start: GameState) -> Step:
    """R8.8: the Muse turns back to Available."""
    event = new_event(
        EventKind.MUSE_TURNED,
        Rule.R8_8,
        piece=MUSE,
        from_=MuseSide(state.muse),
        to=MuseSide(Muse.AVAILABLE),
    )
    return state.evolve(muse=Muse.AVAILABLE), (event,)


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
