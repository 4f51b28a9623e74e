"""What the spotlight leaves bright for a step, a log line or a line of the
final standings: each piece, card or place it concerns (``concerns``), or
that the rule of a step that changed nothing looked at (``quiet.looked_at``),
each lit on its own, never one box round them and what lies between."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRectF

from ..engine.model import places
from ..engine.model.concerns import Thing, concerns
from ..engine.model.events import Event
from ..engine.model.places import TURN_ORDER, KinsmanPiece, Pool, PrestigeSpace, Target, TokensPiece
from ..engine.model.quiet import Quiet, looked_at
from .items import BoardItem
from .layout import layout
from .registry import BoardItems


def pool_area(shown: BoardItems, family: str) -> QRectF | None:
    """Where the Kinsmen in ``family``'s pool stand (None: none is there)."""
    return united([k.lit_area() for k in shown.game.kinsmen.get(family, []) if k.place == Pool(family)])


def area_of(shown: BoardItems, event: Event) -> QRectF | None:
    """Where ``event``'s piece stands now; a Kinsman gone home, its pool;
    the turn order, its track."""
    if isinstance(event.piece, KinsmanPiece) and isinstance(event.to, Pool):
        pool = pool_area(shown, event.to.family)
        if pool is not None:
            return pool
    if event.piece == TURN_ORDER:
        return layout().turn_order_area
    # a Kinsman is one of several alike: the one the event put somewhere is the one standing there now
    where = event.to if isinstance(event.piece, KinsmanPiece) and event.to is not None else event.from_
    item = shown.item_of(event.piece, where)
    return shown.static.lit_area(item) if item is not None else None


def families(shown: BoardItems) -> tuple[tuple[str, str], ...]:
    """The game's families as ``(id, name)``, as their boards show them."""
    return tuple((fid, board.family.name) for fid, board in shown.game.boards.items())


def event_areas(shown: BoardItems, event: Event) -> tuple[QRectF, ...]:
    """What ``event`` concerns (:func:`.concerns.concerns`), each where it stands now: its own piece as
    :func:`area_of` finds it, then what its rule read or changed besides."""
    own = area_of(shown, event) if event.piece in concerns(event, families(shown)) else None
    return distinct(((own,) if own is not None else ()) + besides_areas(shown, event))


def besides_areas(shown: BoardItems, event: Event, pools: bool = True) -> tuple[QRectF, ...]:
    """What ``event``'s rule read or changed besides its own piece, each where it stands now (without
    ``pools``, no pool: while a Kinsman flies home, the slot it takes there is lit, not the pool it
    leaves behind as it goes)."""
    return things_areas(
        shown, (t for t in concerns(event, families(shown)) if t != event.piece and (pools or not isinstance(t, Pool)))
    )


def distinct(areas: Iterable[QRectF]) -> tuple[QRectF, ...]:
    """``areas`` each once, in order (a rectangle is not hashable)."""
    found: list[QRectF] = []
    for area in areas:
        if area not in found:
            found.append(area)
    return tuple(found)


def thing_area(shown: BoardItems, thing: Thing) -> QRectF | None:
    """Where a piece stands, or a place of the board as its drop target covers it (a place on a captioned
    card with the caption: the light's frame never runs through its words). A pool is lit round the
    Kinsmen in it; a family's tokens, once revealed (R9.1), on the plate that shows them."""
    if isinstance(thing, PrestigeSpace):  # a position past the track's end: the space its marker stands on
        thing = places.prestige(thing.position % layout().prestige_spaces)
    if isinstance(thing, Pool):  # (an empty pool: its place on the board holds its words, not a piece)
        return pool_area(shown, thing.family)
    if isinstance(thing, TokensPiece):
        plate = next((p for p in shown.reveals if getattr(p, "family", None) == thing.family), None)
        if plate is not None:
            return plate.lit_area()
    if isinstance(thing, Target):
        item: BoardItem | None = next((t for t in shown.targets if t.target == thing), None)
    else:
        item = shown.item_of(thing)
    area = shown.static.lit_area(item) if item is not None else None  # (a card with its caption, framed whole)
    if area is not None and isinstance(thing, Target):
        area = (
            united(
                [
                    area,
                    *(
                        c.ink_rect()
                        for card, c in shown.static.captions.items()
                        if c.text and card.lit_area().intersects(area)
                    ),
                ]
            )
            or area
        )
    return area


def things_areas(shown: BoardItems, things: Iterable[Thing]) -> tuple[QRectF, ...]:
    """Each of ``things`` where it stands (:func:`thing_area`), once."""
    return distinct(area for area in map(lambda t: thing_area(shown, t), things) if area is not None)


def step_areas(shown: BoardItems, events: tuple[Event, ...], quiet: Quiet | None = None) -> tuple[QRectF, ...]:
    """Where a step's events happened, to light at rest: each piece, card or place it concerns on its
    own (several characters leaving at once are lit each where it lies, never one box round the cards
    and supplies between them). A step that changed nothing (``quiet``): what its rule looked at."""
    if quiet is not None:
        return quiet_areas(shown, quiet)
    return distinct(area for event in events for area in event_areas(shown, event))


def quiet_areas(shown: BoardItems, quiet: Quiet) -> tuple[QRectF, ...]:
    """What the rule of a step that changed nothing looked at (``quiet.looked_at``), each lit on its
    own: a piece where it stands, a place of the board (a Predicatore space, under a Life card, the
    Captain card where a detained tile waits) as its drop target covers it."""
    return things_areas(shown, looked_at(quiet))


def united(rects: Sequence[QRectF]) -> QRectF | None:
    """The rectangle round all of ``rects`` (None for none)."""
    area: QRectF | None = None
    for rect in rects:
        area = rect if area is None else area.united(rect)
    return area
