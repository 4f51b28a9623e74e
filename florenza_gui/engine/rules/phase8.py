"""Phase 8: the end of the round (R8.1–R8.8, D9), in the order of the rules.

Each step is a function ``(state, start) -> Step`` (``changes``);
``start`` is the state when the round ended.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

from ..model import places
from ..model.boarddata import board_numbers
from ..model.changes import Step, nothing, set_family, set_state
from ..model.events import Drawn, Event, EventKind, Named, RoundNumber, Skipped
from ..model.places import (
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
from ..model.quiet import Why, quiet
from ..model.ruleids import Rule
from ..model.state import GameState, KinsmanOn, PreacherOn
from ..model.types import LIFE_CARDS, CardSide, LifeCard, Muse, Phase

# each step's result when it has nothing to do, and why
_NOBODY_DETAINED = quiet(Rule.R8_2, Why.NOBODY_DETAINED)
_NO_KINSMAN_OUT = quiet(Rule.R8_3, Why.NO_KINSMAN_OUT)
_NO_PREACHER_OUT = quiet(Rule.R8_4, Why.NO_PREACHER_OUT)
_NOTHING_UNDER_CARD_I = quiet(Rule.R8_5, Why.NOTHING_UNDER_CARD_I)
_NOTHING_TO_SHIFT = quiet(Rule.R8_6, Why.NOTHING_TO_SHIFT)
_NOBODY_LEFT = quiet(Rule.R8_7, Why.NOBODY_LEFT)


def advance_round(state: GameState, start: GameState) -> Step:
    """R8.1: the round marker moves on; after the last round the game is over."""
    ended = state.round
    if ended >= board_numbers().last_round:
        event = Event(EventKind.GAME_ENDED, Rule.R8_1, RoundNumber(ended), None, ROUND_MARKER)
        return (Rule.R8_1, (event,), (set_state(phase=Phase.GAME_OVER, active=None),))
    event = Event(EventKind.ROUND_ADVANCED, Rule.R8_1, RoundNumber(ended + 1), None, ROUND_MARKER,
                  RoundSpace(ended), RoundSpace(ended + 1))
    return (Rule.R8_1, (event,), (set_state(round=ended + 1),))


def release_detained(state: GameState, start: GameState) -> Step:
    """R8.2: a character detained by the Captain goes back on his card."""
    who = state.detained
    if who is None:
        return _NOBODY_DETAINED
    card = state.life_card_of(who)
    assert card is not None
    event = Event(EventKind.TILE_RETURNED, Rule.R8_2, Named(state.characters[who].name), None, places.tile(who),
                  CAPTAIN_CARD, places.life(card))
    return (Rule.R8_2, (event,), (set_state(detained=None),))


def kinsmen_home(state: GameState, start: GameState) -> Step:
    """R8.3: Kinsmen on Predicatore spaces and on the Bishop card go home."""
    events: list[Event] = []
    back: dict[str, int] = {}
    on_spaces = [(space, occ.family) for space, occ in enumerate(state.predicatore, 1) if isinstance(occ, KinsmanOn)]
    for space, family in on_spaces + [(0, family) for family in state.bishop_card]:
        events.append(_home(family, state.family(family).name, space))
        back[family] = back.get(family, 0) + 1
    if not events:
        return _NO_KINSMAN_OUT
    cleared = tuple(occ if isinstance(occ, PreacherOn) else None for occ in state.predicatore)
    # each family once: its pool as it was, plus its Kinsmen
    homes = tuple(set_family(family, pool=state.family(family).pool + count) for family, count in back.items())
    return (Rule.R8_3, tuple(events), (set_state(predicatore=cleared, bishop_card=()), *homes))


def _home(family: str, name: str, space: int) -> Event:
    """R8.3's event for a Kinsman on Predicatore ``space``, or 0: on the Bishop card."""
    source: PredicatoreSpace | BishopCardSpot = places.predicatore(space) if space else BISHOP_CARD
    return Event(EventKind.KINSMAN_RETURNED, Rule.R8_3, Named(name), family, places.kinsman(family, source), source,
                 places.pool(family))


def preachers_home(state: GameState, start: GameState) -> Step:
    """R8.4: Preacher tiles on Predicatore spaces go back on their cards."""
    events: list[Event] = []
    slots = list(state.predicatore)
    for i, occ in enumerate(slots):
        if isinstance(occ, PreacherOn):
            c = occ.character
            card = state.life_card_of(c)
            assert card is not None
            slots[i] = None
            events.append(Event(EventKind.TILE_RETURNED, Rule.R8_4, Named(state.characters[c].name), None,
                                places.tile(c), places.predicatore(i + 1), places.life(card)))
    if not events:
        return _NO_PREACHER_OUT
    return (Rule.R8_4, tuple(events), (set_state(predicatore=tuple(slots)),))


def card_one_leaves(state: GameState, start: GameState) -> Step:
    """R8.5: characters under Life card I leave the game, card and tile."""
    leaving = state.row[0]
    if not leaving:
        return _NOTHING_UNDER_CARD_I
    under_card_one = places.life(LifeCard.I)
    events = tuple(Event(EventKind.CHARACTER_LEFT, Rule.R8_5, Named(state.characters[c].name), None, places.card(c),
                         under_card_one, OUT_OF_GAME) for c in leaving)
    row = ((),) + state.row[1:]
    return (Rule.R8_5, events, (set_state(row=row, out_of_game=state.out_of_game + leaving),))


def row_shifts(state: GameState, start: GameState) -> Step:
    """R8.6: every other character card moves down one Life card."""
    events = tuple(
        Event(EventKind.CARD_SHIFTED, Rule.R8_6, Named(state.characters[c].name), None, places.card(c),
              places.life(card), places.life(below))
        for below, card in pairwise(LIFE_CARDS)  # each card but the first, with the one below it
        for c in state.under(card)
    )
    if not events:
        return _NOTHING_TO_SHIFT
    return (Rule.R8_6, events, (set_state(row=state.row[1:] + ((),)),))


def draw_replacements(state: GameState, start: GameState) -> Step:
    """R8.7 / D9: one draw per character that left; an empty bag skips draws."""
    wanted = len(start.row[0])  # the characters under Life card I, who left (R8.5)
    if wanted == 0:
        return _NOBODY_LEFT
    return draw_into_row(state, wanted, Rule.R8_7)


def draw_into_row(state: GameState, wanted: int, rule: Rule) -> Step:
    """Draw ``wanted`` tiles from the front of the bag, each card going under
    the Life card matching its rounds, New Artist side up (D1, R8.7, D9)."""
    if wanted == 0:
        return nothing(rule)
    events: list[Event] = []
    row = list(state.row)
    bag = state.bag
    chars = state.characters
    for drawn in bag[:wanted]:
        character = chars[drawn]
        card = LifeCard.for_rounds(character.rounds)
        under = LIFE_CARDS.index(card)  # the row's index of that Life card
        row[under] = row[under] + (drawn,)
        if character.side is not CardSide.NEW:
            chars = {**chars, drawn: replace(character, side=CardSide.NEW)}
        events.append(Event(EventKind.TILE_DRAWN, rule, Drawn(character.name, character.rounds), None,
                            places.card(drawn), BAG, places.life(card)))
    missing = wanted - len(events)
    if missing:
        events.append(Event(EventKind.DRAW_SKIPPED, Rule.D9, Skipped(missing), None, BAG_PIECE))
    changes = set_state(row=tuple(row), bag=bag[wanted:], characters=chars)
    return (rule, tuple(events), (changes,))


def muse_returns(state: GameState, start: GameState) -> Step:
    """R8.8: the Muse turns back to Available."""
    event = Event(EventKind.MUSE_TURNED, Rule.R8_8, None, None, MUSE, MuseSide(state.muse), MuseSide(Muse.AVAILABLE))
    return (Rule.R8_8, (event,), (set_state(muse=Muse.AVAILABLE),))


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
