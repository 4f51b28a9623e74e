"""Phase 7: the elections and the next round's turn order (R7.1–R7.5, D2–D8).

Each step is a function ``(state, start) -> (state, events)``; ``start`` is
the state when the round ended, which the steps need to know who held which
office during the round now ending (R7.3) and the order it was played in
(R7.4).
"""

from __future__ import annotations

from . import places
from .boarddata import standard_board
from .events import Event, EventKind, Events
from .narrate import join, ordinal, plural
from .state import Family, FirstPlayerCard, GameState
from .types import FirstPlayerSide

Step = tuple[GameState, Events]


def _others_at(state: GameState, exclude: str, track: str) -> str:
    """'Blue at 12 and Green at 9', highest first, for public sentences."""
    rows = [(getattr(f, track), f.name) for f in state.in_turn_order() if f.id != exclude]
    rows.sort(key=lambda r: -r[0])
    return join([f"{name} at {value}" for value, name in rows])


def bank(amount: int) -> tuple[int, ...]:
    """R7.1c: the fewest tokens adding up to ``amount``, largest first."""
    tokens: list[int] = []
    for d in standard_board().board.tokens.denominations:
        count, amount = divmod(amount, d)
        tokens.extend([d] * count)
    return tuple(tokens)


def elect_captain(state: GameState, start: GameState) -> Step:
    """R7.1 / R7.1a / D3: the single highest Captain marker becomes Captain."""
    top = max(f.prestige for f in state.families)
    leaders = [f for f in state.in_turn_order() if f.prestige == top]
    if len(leaders) > 1:
        names = join([f.name for f in leaders])
        who = "everyone ties" if len(leaders) == len(state.families) else f"{names} tie"
        events: list[Event] = [
            Event(EventKind.NO_CAPTAIN, "R7.1a", f"No Captain: {who} at {top} on the Prestige track")
        ]
        card = state.first_player_card
        if start.captain is not None and card.holder == start.captain:
            events.append(
                Event(
                    EventKind.FIRST_PLAYER_CARD_MOVED,
                    "D3",
                    f"With no new Captain, {state.name(start.captain)} hands back the Captain card",
                    family=start.captain,
                    piece="first_player_card",
                    from_=places.holder(start.captain),
                    to="board",
                )
            )
            state = state.evolve(first_player_card=FirstPlayerCard(card.side, None))
        return state.evolve(captain=None), tuple(events)
    captain = leaders[0]
    others = _others_at(state, captain.id, "prestige")
    private_others = ", ".join(
        f"{f.name} {f.prestige}" for f in sorted(state.in_turn_order(), key=lambda f: -f.prestige) if f.id != captain.id
    )
    event = Event(
        EventKind.CAPTAIN_ELECTED,
        "R7.1",
        f"{captain.name} becomes Captain of the People, ahead of {others}",
        family=captain.id,
        piece=places.captain_marker(captain.id),
        private_text=f"{captain.name} becomes Captain: {top} is the highest ({private_others})",
    )
    return state.evolve(captain=captain.id), (event,)


def captain_takes_card(state: GameState, start: GameState) -> Step:
    """R7.1b: the new Captain takes the First Player card, Captain side up."""
    if state.captain is None:
        return state, ()
    old = state.first_player_card.holder
    source = "" if old in (None, state.captain) else f" from {state.name(old)}"
    event = Event(
        EventKind.FIRST_PLAYER_CARD_MOVED,
        "R7.1b",
        f"{state.name(state.captain)} takes the First Player card{source}, Captain side up",
        family=state.captain,
        piece="first_player_card",
        from_=places.holder(old),
        to=places.holder(state.captain),
    )
    card = FirstPlayerCard(FirstPlayerSide.CAPTAIN, state.captain)
    return state.evolve(first_player_card=card), (event,)


def captain_banks_tokens(state: GameState, start: GameState) -> Step:
    """R7.1c: the Captain banks its position as the fewest face-down tokens."""
    if state.captain is None:
        return state, ()
    captain = state.family(state.captain)
    taken = bank(captain.prestige)
    event = Event(
        EventKind.TOKENS_BANKED,
        "R7.1c",
        f"{captain.name} banks its Prestige as {plural(len(taken), 'face-down token')}"
        f" (now holding {len(captain.tokens) + len(taken)})",
        family=captain.id,
        piece=places.tokens(captain.id),
        from_="supply",
        to=places.holder(captain.id),
        private_text=f"{captain.name} banks {captain.prestige} as tokens {' + '.join(map(str, taken)) or 'none'}",
    )
    state = state.with_family(captain.id, tokens=captain.tokens + taken)
    return state, (event,)


def captain_marker_to_zero(state: GameState, start: GameState) -> Step:
    """R7.1d: the Captain's marker goes back to 0; nobody else moves."""
    if state.captain is None:
        return state, ()
    captain = state.family(state.captain)
    event = Event(
        EventKind.CAPTAIN_MARKER_MOVED,
        "R7.1d",
        f"{captain.name}'s Captain marker goes back to 0; no other marker moves",
        family=captain.id,
        piece=places.captain_marker(captain.id),
        # no ``from_``: the marker's position is what the Captain banked, and
        # nothing that stays behind may keep it (RULES.md §9)
        to=places.prestige(0),
    )
    return state.with_family(captain.id, prestige=0), (event,)


def _order_event(state: GameState, family: str, order: tuple[str, ...], rule: str, text: str) -> Event:
    before = state.turn_order.index(family) + 1
    return Event(
        EventKind.TURN_ORDER_CHANGED,
        rule,
        text,
        family=family,
        piece=places.turn_marker(family),
        from_=places.turn(before),
        to=places.turn(order.index(family) + 1),
        detail=order,
    )


def captain_to_top(state: GameState, start: GameState) -> Step:
    """R7.1e: the Captain's Turn Order marker goes to the top, others shift down."""
    if state.captain is None:
        return state, ()
    order = (state.captain,) + tuple(f for f in state.turn_order if f != state.captain)
    event = _order_event(
        state,
        state.captain,
        order,
        "R7.1e",
        f"{state.name(state.captain)} will play first; the others shift down, keeping their order",
    )
    return state.evolve(turn_order=order), (event,)


def elect_bishop(state: GameState, start: GameState) -> Step:
    """R7.2 / R7.2a / R7.2b: a single family with at least 3, strictly ahead."""
    board = standard_board().board.church_track
    top = max(f.church for f in state.families)
    leaders = [f for f in state.in_turn_order() if f.church == top]
    if top < board.bishop_minimum:
        text = f"No Bishop: nobody reaches {board.bishop_minimum} on the Church track (highest is {top})"
        return _no_bishop(state, "R7.2b", text)
    if len(leaders) > 1:
        text = f"No Bishop: {join([f.name for f in leaders])} tie at {top} on the Church track"
        return _no_bishop(state, "R7.2a", text)
    bishop = leaders[0]
    others = _others_at(state, bishop.id, "church")
    event = Event(
        EventKind.BISHOP_ELECTED,
        "R7.2",
        f"{bishop.name} becomes Bishop with {top} on the Church track, ahead of {others}",
        family=bishop.id,
        piece=places.bishop_marker(bishop.id),
    )
    return state.evolve(bishop=bishop.id), (event,)


def _no_bishop(state: GameState, rule: str, text: str) -> Step:
    """D4: the Bishop card goes back to the board; Kinsmen on it stay."""
    events = [Event(EventKind.NO_BISHOP, rule, text)]
    if state.bishop is not None:
        stay = len(state.bishop_card)
        extra = f"; its {plural(stay, 'Kinsman', 'Kinsmen')} stay until R8.3" if stay else ""
        events.append(
            Event(
                EventKind.BISHOP_CARD_MOVED,
                "D4",
                f"{state.name(state.bishop)} returns the Bishop card to the board{extra}",
                family=state.bishop,
                piece="bishop_card",
                from_=places.holder(state.bishop),
                to="board",
            )
        )
    return state.evolve(bishop=None), tuple(events)


def bishop_takes_card(state: GameState, start: GameState) -> Step:
    """R7.2c: the new Bishop takes the Bishop card."""
    if state.bishop is None:
        return state, ()
    old = start.bishop
    name = state.name(state.bishop)
    if old == state.bishop:
        text = f"{name} keeps the Bishop card"
    elif old is None:
        text = f"{name} takes the Bishop card from the board"
    else:
        text = f"{name} takes the Bishop card from {state.name(old)}"
    event = Event(
        EventKind.BISHOP_CARD_MOVED,
        "R7.2c",
        text,
        family=state.bishop,
        piece="bishop_card",
        from_=places.holder(old),
        to=places.holder(state.bishop),
    )
    return state, (event,)


def bishop_scores(state: GameState, start: GameState) -> Step:
    """R7.2d: the Bishop scores the Prestige printed on its Church space."""
    if state.bishop is None:
        return state, ()
    bishop = state.family(state.bishop)
    gain = standard_board().church_values[bishop.church]
    after = bishop.prestige + gain
    event = Event(
        EventKind.CAPTAIN_MARKER_MOVED,
        "R7.2d",
        f"{bishop.name} scores {gain}, printed on Church space {bishop.church}",
        family=bishop.id,
        piece=places.captain_marker(bishop.id),
        from_=places.prestige(bishop.prestige),
        to=places.prestige(after),
    )
    return state.with_family(bishop.id, prestige=after), (event,)


def bishop_marker_to_zero(state: GameState, start: GameState) -> Step:
    """R7.2e: the Bishop's marker goes back to the start of the Church track."""
    if state.bishop is None:
        return state, ()
    bishop = state.family(state.bishop)
    event = Event(
        EventKind.BISHOP_MARKER_MOVED,
        "R7.2e",
        f"{bishop.name}'s Bishop marker goes back to 0",
        family=bishop.id,
        piece=places.bishop_marker(bishop.id),
        from_=places.church(bishop.church),
        to=places.church(0),
    )
    return state.with_family(bishop.id, church=0), (event,)


def bishop_to_second(state: GameState, start: GameState) -> Step:
    """R7.2f / D6: the Bishop plays second, or first with no Captain."""
    if state.bishop is None:
        return state, ()
    name = state.name(state.bishop)
    if state.bishop == state.captain:
        event = _order_event(
            state,
            state.bishop,
            state.turn_order,
            "D6",
            f"{name} is both Captain and Bishop: it stays first, and second place goes to the best of the others",
        )
        return state, (event,)
    rest = tuple(f for f in state.turn_order if f != state.bishop)
    if state.captain is None:
        order = (state.bishop,) + rest
        text = f"With no Captain, {name} as Bishop will play first"
    else:
        order = rest[:1] + (state.bishop,) + rest[1:]
        text = f"{name} as Bishop will play second, after the Captain"
    event = _order_event(state, state.bishop, order, "R7.2f", text)
    return state.evolve(turn_order=order), (event,)


def name_cardinal(state: GameState, start: GameState) -> Step:
    """R7.3 / D2: re-elected while holding the Bishop card: Cardinal, scoring
    one Prestige per seat (Ghost seats included)."""
    if state.bishop is None or state.bishop != start.bishop:
        return state, ()
    bishop = state.family(state.bishop)
    seats = len(state.families)
    times = bishop.cardinal + 1
    event = Event(
        EventKind.CARDINAL_NAMED,
        "R7.3",
        f"{bishop.name} is re-elected while holding the Bishop card: Cardinal for the "
        f"{ordinal(times)} time, scoring {seats}, one per seat",
        family=bishop.id,
        piece=places.captain_marker(bishop.id),
        from_=places.prestige(bishop.prestige),
        to=places.prestige(bishop.prestige + seats),
    )
    state = state.with_family(bishop.id, prestige=bishop.prestige + seats, cardinal=times)
    return state, (event,)


def place_the_others(state: GameState, start: GameState) -> Step:
    """R7.4 / D5: families without a new office follow, highest Captain marker
    first; ties play in the reverse of the order of the round now ending."""
    offices = [f for f in (state.captain, state.bishop) if f is not None]
    holders = tuple(dict.fromkeys(offices))
    ended = {f: i for i, f in enumerate(start.turn_order)}
    rest = [f for f in state.families if f.id not in holders]
    rest.sort(key=lambda f: (-f.prestige, -ended[f.id]))
    order = holders + tuple(f.id for f in rest)
    rule = "D5" if not holders else "R7.4"
    ties = _tie_notes(state, rest)
    listing = join([f"{f.name} ({f.prestige})" for f in rest]) if rest else "nobody"
    text = f"The others follow by Prestige: {listing}{ties}"
    if not holders:
        text = f"With no Captain and no Bishop, everyone is placed by Prestige: {listing}{ties}"
    event = Event(
        EventKind.TURN_ORDER_CHANGED,
        rule,
        text,
        piece="turn_order",
        detail=order,
    )
    return state.evolve(turn_order=order), (event,)


def _tie_notes(state: GameState, rest: list[Family]) -> str:
    groups: dict[int, list[str]] = {}
    for f in rest:
        groups.setdefault(f.prestige, []).append(f.name)
    notes = [
        f"{join(names)} tie at {value}, so the later player this round goes first"
        for value, names in groups.items()
        if len(names) > 1
    ]
    return ("; " + "; ".join(notes)) if notes else ""


def first_player_card_to_leader(state: GameState, start: GameState) -> Step:
    """R7.5 / D3: with no Captain, the First Player card, First Player side up,
    goes to whoever plays first in the new order."""
    if state.captain is not None:
        return state, ()
    first = state.turn_order[0]
    old = state.first_player_card.holder
    event = Event(
        EventKind.FIRST_PLAYER_CARD_MOVED,
        "R7.5",
        f"With no Captain, {state.name(first)} plays first and takes the First Player card",
        family=first,
        piece="first_player_card",
        from_=places.holder(old),
        to=places.holder(first),
    )
    card = FirstPlayerCard(FirstPlayerSide.FIRST_PLAYER, first)
    return state.evolve(first_player_card=card), (event,)


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
