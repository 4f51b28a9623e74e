"""Phase 7: the elections and the next round's turn order (R7.1–R7.5, D2–D8).

Each step is a function ``(state, start) -> (state, events)``; ``start`` is
the state when the round ended, which the steps need to know who held which
office during the round now ending (R7.3) and the order it was played in
(R7.4).
"""

from __future__ import annotations

from functools import cache
from operator import attrgetter, itemgetter

from . import places
from .boarddata import board_numbers, standard_board
from .events import (
    BISHOP_CARD_MOVED,
    BISHOP_ELECTED,
    BISHOP_MARKER_MOVED,
    CAPTAIN_ELECTED,
    CAPTAIN_MARKER_MOVED,
    CARDINAL_NAMED,
    FIRST_PLAYER_CARD_MOVED,
    NO_BISHOP,
    NO_CAPTAIN,
    TOKENS_BANKED,
    TURN_ORDER_CHANGED,
    Event,
    Events,
    Tie,
    banked,
    cardinal,
    election,
    handover,
    marker,
    new_event,
    new_order,
    tie,
)
from .places import (
    BISHOP_CARD_PIECE,
    BOARD,
    FIRST_PLAYER_CARD,
    SUPPLY,
    TURN_ORDER,
    holder,
)
from .rules import (
    D3,
    D4,
    D5,
    D6,
    R7_1,
    R7_1A,
    R7_1B,
    R7_1C,
    R7_1D,
    R7_1E,
    R7_2,
    R7_2A,
    R7_2B,
    R7_2C,
    R7_2D,
    R7_2E,
    R7_2F,
    R7_3,
    R7_4,
    R7_5,
    Rule,
)
from .state import Family, FirstPlayerCard, GameState
from .types import FirstPlayerSide

Step = tuple[GameState, Events]

# The First Player card is an immutable value: one per side and holder, shared
# (a frozen dataclass takes ~4k instructions to make); the sides as module
# constants (reading an Enum class's member takes its metaclass's slow path).
_card = cache(FirstPlayerCard)
_CAPTAIN_SIDE, _FIRST_PLAYER_SIDE = FirstPlayerSide.CAPTAIN, FirstPlayerSide.FIRST_PLAYER


def _others_at(in_order: tuple[Family, ...], winner: Family, track: str) -> tuple[tuple[str, int], ...]:
    """The others' names and positions, highest first (turn order breaks
    ties: a reversed sort keeps equal rows in the order given)."""
    rows = []
    for f in in_order:  # (a loop, not a comprehension: 3.11 makes a function object for each)
        if f is not winner:
            rows.append((f.name, getattr(f, track)))
    rows.sort(key=_SECOND, reverse=True)
    return tuple(rows)


_SECOND = itemgetter(1)


@cache
def bank(amount: int) -> tuple[int, ...]:
    """R7.1c: the fewest tokens adding up to ``amount``, largest first
    (worked out once per amount: the denominations are the board's)."""
    tokens: list[int] = []
    for d in standard_board().board.tokens.denominations:
        count, amount = divmod(amount, d)
        tokens.extend([d] * count)
    return tuple(tokens)


def _leaders(in_order: tuple[Family, ...], track: str) -> tuple[int, list[Family]]:
    """The highest position on ``track`` and who holds it, in turn order."""
    top = getattr(in_order[0], track)
    leaders: list[Family] = []
    for f in in_order:
        at = getattr(f, track)
        if at > top:
            top, leaders = at, [f]
        elif at == top:
            leaders.append(f)
    return top, leaders


def elect_captain(state: GameState, start: GameState) -> Step:
    """R7.1 / R7.1a / D3: the single highest Captain marker becomes Captain."""
    in_order = state.in_turn_order()
    top, leaders = _leaders(in_order, "prestige")
    if len(leaders) > 1:
        names = tuple([f.name for f in leaders])
        events: list[Event] = [new_event(NO_CAPTAIN, R7_1A, tie(names, top, len(leaders) == len(state.families)))]
        card = state.first_player_card
        old = start.captain
        if old is not None and card.holder == old:
            name = state.family(old).name
            events.append(new_event(FIRST_PLAYER_CARD_MOVED, D3, handover(name), old, FIRST_PLAYER_CARD, holder(old),
                                    BOARD))
            state = state.evolve(first_player_card=_card(card.side, None))
        return state.evolve(captain=None), tuple(events)
    captain = leaders[0]
    others = _others_at(in_order, captain, "prestige")
    event = new_event(CAPTAIN_ELECTED, R7_1, election(captain.name, top, others), captain.id,
                      places.captain_marker(captain.id))
    return state.evolve(captain=captain.id), (event,)


# (The steps below read a family as ``families[_index[id]]``, what
# ``GameState.family`` does, without a method's look-up and call: some
# thirty times an end of round.)
def captain_takes_card(state: GameState, start: GameState) -> Step:
    """R7.1b: the new Captain takes the First Player card, Captain side up."""
    captain = state.captain
    if captain is None:
        return state, ()
    families, index = state.families, state._index
    old = state.first_player_card.holder
    source = None if old is None or old == captain else families[index[old]].name
    event = new_event(FIRST_PLAYER_CARD_MOVED, R7_1B, handover(families[index[captain]].name, source), captain,
                      FIRST_PLAYER_CARD, holder(old), holder(captain))
    return state.evolve(first_player_card=_card(_CAPTAIN_SIDE, captain)), (event,)


def captain_banks_tokens(state: GameState, start: GameState) -> Step:
    """R7.1c: the Captain banks its position as the fewest face-down tokens."""
    if state.captain is None:
        return state, ()
    captain = state.families[state._index[state.captain]]
    me, prestige, tokens = captain.id, captain.prestige, captain.tokens
    taken = bank(prestige)
    event = new_event(TOKENS_BANKED, R7_1C, banked(captain.name, prestige, taken, len(tokens) + len(taken)), me,
                      places.tokens(me), SUPPLY, holder(me))
    return state.with_family(me, tokens=tokens + taken), (event,)


def captain_marker_to_zero(state: GameState, start: GameState) -> Step:
    """R7.1d: the Captain's marker goes back to 0; nobody else moves."""
    if state.captain is None:
        return state, ()
    captain = state.families[state._index[state.captain]]
    me = captain.id
    # no ``from_``: the marker's position is what the Captain banked, and
    # nothing that stays behind may keep it (RULES.md §9)
    event = new_event(CAPTAIN_MARKER_MOVED, R7_1D, marker(captain.name), me, places.captain_marker(me), None,
                      _PRESTIGE_0)
    return state.with_family(me, prestige=0), (event,)


_PRESTIGE_0, _CHURCH_0 = places.prestige(0), places.church(0)


def _order_event(state: GameState, family: str, order: tuple[str, ...], rule: Rule, first: bool = False) -> Event:
    before = state.turn_order.index(family) + 1
    name = state.families[state._index[family]].name
    return new_event(TURN_ORDER_CHANGED, rule, new_order(order, name, (), first), family, places.turn_marker(family),
                     places.turn(before), places.turn(order.index(family) + 1))


def captain_to_top(state: GameState, start: GameState) -> Step:
    """R7.1e: the Captain's Turn Order marker goes to the top, others shift down."""
    captain = state.captain
    if captain is None:
        return state, ()
    order = state.turn_order
    i = order.index(captain)
    order = (captain,) + order[:i] + order[i + 1 :]
    event = _order_event(state, captain, order, R7_1E)
    return state.evolve(turn_order=order), (event,)


def elect_bishop(state: GameState, start: GameState) -> Step:
    """R7.2 / R7.2a / R7.2b: a single family with at least 3, strictly ahead."""
    in_order = state.in_turn_order()
    top, leaders = _leaders(in_order, "church")
    minimum = board_numbers().bishop_minimum
    if top < minimum:
        return _no_bishop(state, R7_2B, tie(tuple([f.name for f in leaders]), top, False, minimum))
    if len(leaders) > 1:
        return _no_bishop(state, R7_2A, tie(tuple([f.name for f in leaders]), top))
    bishop = leaders[0]
    others = _others_at(in_order, bishop, "church")
    event = new_event(BISHOP_ELECTED, R7_2, election(bishop.name, top, others), bishop.id,
                      places.bishop_marker(bishop.id))
    return state.evolve(bishop=bishop.id), (event,)


def _no_bishop(state: GameState, rule: Rule, tie: Tie) -> Step:
    """D4: the Bishop card goes back to the board; Kinsmen on it stay."""
    events = [new_event(NO_BISHOP, rule, tie)]
    old = state.bishop
    if old is not None:
        name = state.family(old).name
        events.append(new_event(BISHOP_CARD_MOVED, D4, handover(name, None, len(state.bishop_card)), old,
                                BISHOP_CARD_PIECE, holder(old), BOARD))
    return state.evolve(bishop=None), tuple(events)


def bishop_takes_card(state: GameState, start: GameState) -> Step:
    """R7.2c: the new Bishop takes the Bishop card."""
    bishop = state.bishop
    if bishop is None:
        return state, ()
    families, index = state.families, state._index
    old = start.bishop
    other = None if old is None or old == bishop else families[index[old]].name
    event = new_event(BISHOP_CARD_MOVED, R7_2C, handover(families[index[bishop]].name, other), bishop,
                      BISHOP_CARD_PIECE, holder(old), holder(bishop))
    return state, (event,)


def bishop_scores(state: GameState, start: GameState) -> Step:
    """R7.2d: the Bishop scores the Prestige printed on its Church space."""
    if state.bishop is None:
        return state, ()
    bishop = state.families[state._index[state.bishop]]
    me, church, prestige = bishop.id, bishop.church, bishop.prestige
    gain = board_numbers().church_values[church]
    after = prestige + gain
    event = new_event(CAPTAIN_MARKER_MOVED, R7_2D, marker(bishop.name, gain, church), me, places.captain_marker(me),
                      places.prestige(prestige), places.prestige(after))
    return state.with_family(me, prestige=after), (event,)


def bishop_marker_to_zero(state: GameState, start: GameState) -> Step:
    """R7.2e: the Bishop's marker goes back to the start of the Church track."""
    if state.bishop is None:
        return state, ()
    bishop = state.families[state._index[state.bishop]]
    me = bishop.id
    event = new_event(BISHOP_MARKER_MOVED, R7_2E, marker(bishop.name), me, places.bishop_marker(me),
                      places.church(bishop.church), _CHURCH_0)
    return state.with_family(me, church=0), (event,)


def bishop_to_second(state: GameState, start: GameState) -> Step:
    """R7.2f / D6: the Bishop plays second, or first with no Captain."""
    bishop = state.bishop
    if bishop is None:
        return state, ()
    order = state.turn_order
    if bishop == state.captain:
        return state, (_order_event(state, bishop, order, D6),)
    i = order.index(bishop)
    rest = order[:i] + order[i + 1 :]
    first = state.captain is None
    order = (bishop,) + rest if first else rest[:1] + (bishop,) + rest[1:]
    event = _order_event(state, bishop, order, R7_2F, first)
    return state.evolve(turn_order=order), (event,)


def name_cardinal(state: GameState, start: GameState) -> Step:
    """R7.3 / D2: re-elected while holding the Bishop card: Cardinal, scoring
    one Prestige per seat (Ghost seats included)."""
    if state.bishop is None or state.bishop != start.bishop:
        return state, ()
    bishop = state.families[state._index[state.bishop]]
    me, prestige = bishop.id, bishop.prestige
    seats = len(state.families)
    times = bishop.cardinal + 1
    event = new_event(CARDINAL_NAMED, R7_3, cardinal(bishop.name, times, seats), me, places.captain_marker(me),
                      places.prestige(prestige), places.prestige(prestige + seats))
    return state.with_family(me, prestige=prestige + seats, cardinal=times), (event,)


def place_the_others(state: GameState, start: GameState) -> Step:
    """R7.4 / D5: families without a new office follow, highest Captain marker
    first; ties play in the reverse of the order of the round now ending."""
    captain, bishop = state.captain, state.bishop
    holders = (() if captain is None else (captain,)) + (() if bishop is None or bishop == captain else (bishop,))
    # the others in the reverse of the order just played, then (a reversed
    # sort keeps equal rows in the order given) highest Captain marker first
    families, index = state.families, state._index
    rest = []
    for f in reversed(start.turn_order):  # (loops, not comprehensions: see ``_others_at``)
        if f not in holders:
            rest.append(families[index[f]])
    rest.sort(key=_PRESTIGE, reverse=True)
    ids: list[str] = []
    listing = []
    for fam in rest:
        ids.append(fam.id)
        listing.append((fam.name, fam.prestige))
    order = holders + tuple(ids)
    rule = D5 if not holders else R7_4
    event = new_event(TURN_ORDER_CHANGED, rule, new_order(order, "", tuple(listing)), None, TURN_ORDER)
    return state.evolve(turn_order=order), (event,)


_PRESTIGE = attrgetter("prestige")


def first_player_card_to_leader(state: GameState, start: GameState) -> Step:
    """R7.5 / D3: with no Captain, the First Player card, First Player side up,
    goes to whoever plays first in the new order."""
    if state.captain is not None:
        return state, ()
    first = state.turn_order[0]
    old = state.first_player_card.holder
    event = new_event(FIRST_PLAYER_CARD_MOVED, R7_5, handover(state.families[state._index[first]].name), first,
                      FIRST_PLAYER_CARD, holder(old), holder(first))
    return state.evolve(first_player_card=_card(_FIRST_PLAYER_SIDE, first)), (event,)


PHASE_7 = (
    elect_captain,
    captain_takes_card,
    captain_banks_tokens,
    captain_marker_to_zero,
    captain_to_top,
    elect_bishop,
    bishop_takes_card,
    bishop_scores,
    bishop_marker_to_zero,
    bishop_to_second,
    name_cardinal,
    place_the_others,
    first_player_card_to_leader,
)
