"""Phase 7: the elections and the next round's turn order (R7.1–R7.5, D2–D8).

Each step is a function ``(state, start) -> Step`` (``changes``):
the rule it follows, its events and its changes. ``start`` is the state
when the round ended, which the steps need to know who held which office
during the round now ending (R7.3) and the order it was played in (R7.4).
"""

from __future__ import annotations

from operator import attrgetter, itemgetter

from ..model import places
from ..model.boarddata import board_numbers, standard_board
from ..model.changes import Step, set_family, set_state
from ..model.events import Banked, Cardinal, Election, Event, EventKind, Handover, Marker, NewOrder, Tie
from ..model.places import BISHOP_CARD_PIECE, BOARD, FIRST_PLAYER_CARD, SUPPLY, TURN_ORDER, holder
from ..model.quiet import Why, quiet
from ..model.ruleids import Rule
from ..model.state import Family, FirstPlayerCard, GameState
from ..model.types import FirstPlayerSide

# each step's result when there is no Captain (R7.1a) or no Bishop (R7.2a, R7.2b): nothing to do
_NO_CAPTAIN_1B = quiet(Rule.R7_1B, Why.NO_CAPTAIN)
_NO_CAPTAIN_1C = quiet(Rule.R7_1C, Why.NO_CAPTAIN)
_NO_CAPTAIN_1D = quiet(Rule.R7_1D, Why.NO_CAPTAIN)
_NO_CAPTAIN_1E = quiet(Rule.R7_1E, Why.NO_CAPTAIN)
_NO_BISHOP_2C = quiet(Rule.R7_2C, Why.NO_BISHOP)
_NO_BISHOP_2D = quiet(Rule.R7_2D, Why.NO_BISHOP)
_NO_BISHOP_2E = quiet(Rule.R7_2E, Why.NO_BISHOP)
_NO_BISHOP_2F = quiet(Rule.R7_2F, Why.NO_BISHOP)
_NO_BISHOP_3 = quiet(Rule.R7_3, Why.NO_BISHOP)


def _others_at(in_order: tuple[Family, ...], winner: Family, track: str) -> tuple[tuple[str, int], ...]:
    """The others' names and positions, highest first (turn order breaks
    ties: a reversed sort keeps equal rows in the order given)."""
    rows = [(f.name, getattr(f, track)) for f in in_order if f is not winner]
    rows.sort(key=itemgetter(1), reverse=True)
    return tuple(rows)


def bank(amount: int) -> tuple[int, ...]:
    """R7.1c: the fewest tokens adding up to ``amount``, largest first (the
    denominations are the board's)."""
    tokens: list[int] = []
    for d in standard_board().board.tokens.denominations:
        count, amount = divmod(amount, d)
        tokens.extend([d] * count)
    return tuple(tokens)


def _leaders(in_order: tuple[Family, ...], track: str) -> tuple[int, list[Family]]:
    """The highest position on ``track`` and who holds it, in turn order."""
    top = max(getattr(f, track) for f in in_order)
    return top, [f for f in in_order if getattr(f, track) == top]


def elect_captain(state: GameState, start: GameState) -> Step:
    """R7.1 / R7.1a / D3: the single highest Captain marker becomes Captain."""
    in_order = state.in_turn_order()
    top, leaders = _leaders(in_order, "prestige")
    if len(leaders) > 1:
        return _no_captain(state, start, tuple(f.name for f in leaders), top)
    captain = leaders[0]
    others = _others_at(in_order, captain, "prestige")
    event = Event(EventKind.CAPTAIN_ELECTED, Rule.R7_1, Election(captain.name, top, others), captain.id,
                  places.captain_marker(captain.id))
    return (Rule.R7_1, (event,), (set_state(captain=captain.id),))


def _no_captain(state: GameState, start: GameState, names: tuple[str, ...], top: int) -> Step:
    """R7.1a / D3: a tie, no Captain; the last Captain's First Player card
    goes back to the board until R7.5 gives it out."""
    events = [Event(EventKind.NO_CAPTAIN, Rule.R7_1A, Tie(names, top, len(names) == len(state.families)))]
    changes = [set_state(captain=None)]
    card, old = state.first_player_card, start.captain
    if old is not None and card.holder == old:
        events.append(Event(EventKind.FIRST_PLAYER_CARD_MOVED, Rule.D3, Handover(state.family(old).name), old,
                            FIRST_PLAYER_CARD, holder(old), BOARD))
        changes.append(set_state(first_player_card=FirstPlayerCard(card.side, None)))
    return (Rule.R7_1A, tuple(events), tuple(changes))


def captain_takes_card(state: GameState, start: GameState) -> Step:
    """R7.1b: the new Captain takes the First Player card, Captain side up."""
    captain = state.captain
    if captain is None:
        return _NO_CAPTAIN_1B
    old = state.first_player_card.holder
    source = None if old is None or old == captain else state.family(old).name
    event = Event(EventKind.FIRST_PLAYER_CARD_MOVED, Rule.R7_1B, Handover(state.family(captain).name, source),
                  captain, FIRST_PLAYER_CARD, holder(old), holder(captain))
    card = FirstPlayerCard(FirstPlayerSide.CAPTAIN, captain)
    return (Rule.R7_1B, (event,), (set_state(first_player_card=card),))


def captain_banks_tokens(state: GameState, start: GameState) -> Step:
    """R7.1c: the Captain banks its position as the fewest face-down tokens."""
    if state.captain is None:
        return _NO_CAPTAIN_1C
    captain = state.family(state.captain)
    me, prestige, tokens = captain.id, captain.prestige, captain.tokens
    taken = bank(prestige)
    event = Event(EventKind.TOKENS_BANKED, Rule.R7_1C, Banked(captain.name, prestige, taken, len(tokens) + len(taken)),
                  me, places.tokens(me), SUPPLY, holder(me))
    return (Rule.R7_1C, (event,), (set_family(me, tokens=tokens + taken),))


def captain_marker_to_zero(state: GameState, start: GameState) -> Step:
    """R7.1d: the Captain's marker goes back to 0; nobody else moves."""
    if state.captain is None:
        return _NO_CAPTAIN_1D
    captain = state.family(state.captain)
    me = captain.id
    # no ``from_``: the marker's position is what the Captain banked, and
    # nothing that stays behind may keep it (RULES.md §9)
    event = Event(EventKind.CAPTAIN_MARKER_MOVED, Rule.R7_1D, Marker(captain.name), me, places.captain_marker(me),
                  None, places.prestige(0))
    return (Rule.R7_1D, (event,), (set_family(me, prestige=0),))


def _order_event(state: GameState, family: str, order: tuple[str, ...], rule: Rule, first: bool = False) -> Event:
    before = state.turn_order.index(family) + 1
    return Event(EventKind.TURN_ORDER_CHANGED, rule, NewOrder(order, state.family(family).name, (), first), family,
                 places.turn_marker(family), places.turn(before), places.turn(order.index(family) + 1))


def captain_to_top(state: GameState, start: GameState) -> Step:
    """R7.1e: the Captain's Turn Order marker goes to the top, others shift down."""
    captain = state.captain
    if captain is None:
        return _NO_CAPTAIN_1E
    order = state.turn_order
    i = order.index(captain)
    order = (captain,) + order[:i] + order[i + 1 :]
    event = _order_event(state, captain, order, Rule.R7_1E)
    return (Rule.R7_1E, (event,), (set_state(turn_order=order),))


def elect_bishop(state: GameState, start: GameState) -> Step:
    """R7.2 / R7.2a / R7.2b: a single family with at least 3, strictly ahead."""
    in_order = state.in_turn_order()
    top, leaders = _leaders(in_order, "church")
    minimum = board_numbers().bishop_minimum
    if top < minimum:
        return _no_bishop(state, Rule.R7_2B, Tie(tuple(f.name for f in leaders), top, False, minimum))
    if len(leaders) > 1:
        return _no_bishop(state, Rule.R7_2A, Tie(tuple(f.name for f in leaders), top))
    bishop = leaders[0]
    others = _others_at(in_order, bishop, "church")
    event = Event(EventKind.BISHOP_ELECTED, Rule.R7_2, Election(bishop.name, top, others), bishop.id,
                  places.bishop_marker(bishop.id))
    return (Rule.R7_2, (event,), (set_state(bishop=bishop.id),))


def _no_bishop(state: GameState, rule: Rule, tie: Tie) -> Step:
    """D4: the Bishop card goes back to the board; Kinsmen on it stay."""
    events = [Event(EventKind.NO_BISHOP, rule, tie)]
    old = state.bishop
    if old is not None:
        name = state.family(old).name
        events.append(Event(EventKind.BISHOP_CARD_MOVED, Rule.D4, Handover(name, None, len(state.bishop_card)), old,
                            BISHOP_CARD_PIECE, holder(old), BOARD))
    return (rule, tuple(events), (set_state(bishop=None),))


def bishop_takes_card(state: GameState, start: GameState) -> Step:
    """R7.2c: the new Bishop takes the Bishop card."""
    bishop = state.bishop
    if bishop is None:
        return _NO_BISHOP_2C
    old = start.bishop
    other = None if old is None or old == bishop else state.family(old).name
    event = Event(EventKind.BISHOP_CARD_MOVED, Rule.R7_2C, Handover(state.family(bishop).name, other), bishop,
                  BISHOP_CARD_PIECE, holder(old), holder(bishop))
    return (Rule.R7_2C, (event,), ())


def bishop_scores(state: GameState, start: GameState) -> Step:
    """R7.2d: the Bishop scores the Prestige printed on its Church space."""
    if state.bishop is None:
        return _NO_BISHOP_2D
    bishop = state.family(state.bishop)
    me, church, prestige = bishop.id, bishop.church, bishop.prestige
    gain = board_numbers().church_values[church]
    after = prestige + gain
    event = Event(EventKind.CAPTAIN_MARKER_MOVED, Rule.R7_2D, Marker(bishop.name, gain, church), me,
                  places.captain_marker(me), places.prestige(prestige), places.prestige(after))
    return (Rule.R7_2D, (event,), (set_family(me, prestige=after),))


def bishop_marker_to_zero(state: GameState, start: GameState) -> Step:
    """R7.2e: the Bishop's marker goes back to the start of the Church track."""
    if state.bishop is None:
        return _NO_BISHOP_2E
    bishop = state.family(state.bishop)
    me = bishop.id
    event = Event(EventKind.BISHOP_MARKER_MOVED, Rule.R7_2E, Marker(bishop.name), me, places.bishop_marker(me),
                  places.church(bishop.church), places.church(0))
    return (Rule.R7_2E, (event,), (set_family(me, church=0),))


def bishop_to_second(state: GameState, start: GameState) -> Step:
    """R7.2f / D6: the Bishop plays second, or first with no Captain."""
    bishop = state.bishop
    if bishop is None:
        return _NO_BISHOP_2F
    order = state.turn_order
    if bishop == state.captain:
        return (Rule.D6, (_order_event(state, bishop, order, Rule.D6),), ())
    i = order.index(bishop)
    rest = order[:i] + order[i + 1 :]
    first = state.captain is None
    order = (bishop,) + rest if first else rest[:1] + (bishop,) + rest[1:]
    event = _order_event(state, bishop, order, Rule.R7_2F, first)
    return (Rule.R7_2F, (event,), (set_state(turn_order=order),))


def name_cardinal(state: GameState, start: GameState) -> Step:
    """R7.3 / D2: re-elected while holding the Bishop card: Cardinal, scoring
    one Prestige per seat (Ghost seats included)."""
    if state.bishop is None:
        return _NO_BISHOP_3
    bishop = state.family(state.bishop)
    if bishop.id != start.bishop:
        return quiet(Rule.R7_3, Why.NEW_BISHOP, bishop.id, bishop.name)
    me, prestige = bishop.id, bishop.prestige
    seats = len(state.families)
    times = bishop.cardinal + 1
    event = Event(EventKind.CARDINAL_NAMED, Rule.R7_3, Cardinal(bishop.name, times, seats), me,
                  places.captain_marker(me), places.prestige(prestige), places.prestige(prestige + seats))
    return (Rule.R7_3, (event,), (set_family(me, prestige=prestige + seats, cardinal=times),))


def place_the_others(state: GameState, start: GameState) -> Step:
    """R7.4 / D5: families without a new office follow, highest Captain marker
    first; ties play in the reverse of the order of the round now ending."""
    captain, bishop = state.captain, state.bishop
    holders = (() if captain is None else (captain,)) + (() if bishop is None or bishop == captain else (bishop,))
    # the others in the reverse of the order just played, then (a reversed
    # sort keeps equal rows in the order given) highest Captain marker first
    rest = [state.family(f) for f in reversed(start.turn_order) if f not in holders]
    rest.sort(key=attrgetter("prestige"), reverse=True)
    order = holders + tuple(f.id for f in rest)
    listing = tuple((f.name, f.prestige) for f in rest)
    rule = Rule.D5 if not holders else Rule.R7_4
    event = Event(EventKind.TURN_ORDER_CHANGED, rule, NewOrder(order, "", listing), None, TURN_ORDER)
    return (rule, (event,), (set_state(turn_order=order),))


def first_player_card_to_leader(state: GameState, start: GameState) -> Step:
    """R7.5 / D3: with no Captain, the First Player card, First Player side up,
    goes to whoever plays first in the new order."""
    captain = state.captain
    if captain is not None:  # it took the card at R7.1b and plays first (R7.1e)
        return quiet(Rule.R7_5, Why.CAPTAIN_LEADS, captain, state.family(captain).name)
    first = state.turn_order[0]
    old = state.first_player_card.holder
    event = Event(EventKind.FIRST_PLAYER_CARD_MOVED, Rule.R7_5, Handover(state.family(first).name), first,
                  FIRST_PLAYER_CARD, holder(old), holder(first))
    card = FirstPlayerCard(FirstPlayerSide.FIRST_PLAYER, first)
    return (Rule.R7_5, (event,), (set_state(first_player_card=card),))


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
