"""What an event concerns: the pieces and the places its rule reads or
changes, each of which the board lights on its own while the step is shown
(``quiet.looked_at`` says the same of a step that changed nothing).

A piece is lit where it stands, a place as the board prints it. A tie names
its families by name (``Tie``), so the game's families are given as
``(id, name)`` pairs; an event read from a saved file carries no piece, so
what a kind concerns is found from its family and its payload wherever they
tell it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from . import places
from .boarddata import board_numbers
from .events import Election, Event, EventKind, Marker, NewOrder, Tie
from .places import (
    BAG_PIECE,
    BISHOP_CARD,
    BISHOP_CARD_PIECE,
    FIRST_PLAYER_CARD,
    TURN_ORDER,
    AnyPiece,
    Target,
    TurnSpace,
)
from .ruleids import Rule
from .types import LifeCard

Thing = AnyPiece | Target
Families = Sequence[tuple[str, str]]


def concerns(event: Event, families: Families) -> tuple[Thing, ...]:
    """What ``event`` concerns, its own piece first: what it moves, then what
    its rule read to move it (``families``: the game's, as ``(id, name)``)."""
    own: tuple[Thing, ...] = (event.piece,) if event.piece is not None else ()
    more = _read_or_changed(event, families)
    if event.piece == TURN_ORDER and more:  # R7.4, D5: the markers placed, never a box round the whole track
        own = ()
    found = own + more
    return tuple(dict.fromkeys(found))  # each once, in order


def _read_or_changed(event: Event, families: Families) -> tuple[Thing, ...]:
    """What ``event``'s rule reads or changes besides the piece it names."""
    f, kind, args = event.family, event.kind, event.args
    named = _by_name(families)
    spaces = tuple(places.predicatore(n) for n in range(1, board_numbers().spaces + 1))
    match kind:
        case EventKind.CAPTAIN_ELECTED if isinstance(args, Election):  # R7.1: every marker compared
            return _markers(places.captain_marker, (f,), named, (n for n, _ in args.others))
        case EventKind.NO_CAPTAIN if isinstance(args, Tie):  # R7.1a: the markers tied at the top, and where
            return (*_markers(places.captain_marker, (), named, args.names), places.prestige(args.top))
        case EventKind.BISHOP_ELECTED if isinstance(args, Election):  # R7.2
            return _markers(places.bishop_marker, (f,), named, (n for n, _ in args.others))
        case EventKind.NO_BISHOP if isinstance(args, Tie):
            if event.rule is Rule.R7_2B:  # nobody at the minimum: every marker, each below it
                return tuple(places.bishop_marker(fid) for fid, _ in families)
            # R7.2a: the markers tied for the most, and the space they share
            return (*_markers(places.bishop_marker, (), named, args.names), places.church(args.top))
        case EventKind.TOKENS_BANKED if f is not None:  # R7.1c: the tokens, as many as the marker's position
            return (places.tokens(f), places.captain_marker(f))
        case EventKind.CAPTAIN_MARKER_MOVED if f is not None:
            marker = (places.captain_marker(f),)
            if event.rule is Rule.R7_2D and isinstance(args, Marker):  # the Church space scored from
                return (*marker, places.church(args.space))
            return marker
        case EventKind.BISHOP_MARKER_MOVED if f is not None:
            return (places.bishop_marker(f),)
        case EventKind.CARDINAL_NAMED if f is not None:  # R7.3: re-elected while holding the Bishop card
            return (places.captain_marker(f), BISHOP_CARD_PIECE)
        case EventKind.TURN_ORDER_CHANGED if isinstance(args, NewOrder):
            return _turn_markers(event, args, named)
        case EventKind.FIRST_PLAYER_CARD_MOVED:
            # R7.5: the card goes to whoever plays first
            first = (places.turn_marker(f),) if event.rule is Rule.R7_5 and f is not None else ()
            return (FIRST_PLAYER_CARD, *first)
        case EventKind.KINSMAN_RETURNED if f is not None:  # R8.3: every place it clears, the pool it fills
            return (*spaces, BISHOP_CARD, places.pool(f))
        case EventKind.TILE_RETURNED:  # R8.2: from the Captain card; R8.4: the Predicatore spaces
            return spaces if event.rule is Rule.R8_4 else (places.CAPTAIN_CARD,)
        case EventKind.CHARACTER_LEFT:  # R8.5: from under Life card I
            return (places.life(LifeCard.I),)
        case EventKind.TILE_DRAWN:  # R8.7: from the bag
            return (BAG_PIECE,)
        case EventKind.TOKENS_REVEALED if f is not None:  # R9.1: the tokens, and the marker they move up
            return (places.captain_marker(f), places.tokens(f))
        case EventKind.STANDINGS_DECIDED:  # R9.2, R9.3: every family's Victory Points, Resources, Fiorini
            return tuple(places.counts(fid) for fid, _ in families)
    return ()


def _by_name(families: Families) -> dict[str, str]:
    return {name: fid for fid, name in families}


def _markers(
    marker: Callable[[str], Thing], ids: tuple[str | None, ...], named: dict[str, str], names: Iterable[str]
) -> tuple[Thing, ...]:
    """The markers (``marker`` makes one from a family's id) of ``ids`` and of the families ``names`` names."""
    found = [fid for fid in ids if fid is not None]
    found += [named[n] for n in names if n in named]
    return tuple(marker(fid) for fid in dict.fromkeys(found))


def _turn_markers(event: Event, args: NewOrder, named: dict[str, str]) -> tuple[Thing, ...]:
    """The Turn Order markers a step moves: from where the family's marker was to where it goes, every
    marker between shifts by one (R7.1e, R7.2f); R7.4 and D5 place the others by their Captain markers."""
    order, f = args.order, event.family
    if isinstance(event.from_, TurnSpace) and isinstance(event.to, TurnSpace) and order:
        low, high = sorted((event.from_.position, event.to.position))
        return tuple(places.turn_marker(fid) for fid in order[low - 1 : high])
    if f is not None:
        return (places.turn_marker(f),)
    placed = [named[n] for n, _ in args.listing if n in named]
    return (*(places.turn_marker(fid) for fid in placed), *(places.captain_marker(fid) for fid in placed))
