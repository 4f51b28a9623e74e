"""Animating one step of an end of round on the scene: each event moves its
piece to where the step leaves it, lit while it moves, so the narration can
show the same event at the same moment. A step that changed nothing (shown
in a lesson) moves nothing: what its rule looked at is lit for a moment
(``quiet.looked_at``), while the narration says why."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF

from ..engine.model.events import Event, EventKind, RoundNumber
from ..engine.model.places import STANDINGS, TURN_ORDER, EditorTarget, KinsmanPiece, Pool, Target, TurnMarkerPiece
from ..engine.model.quiet import Quiet, looked_at
from .characters import CharacterCardItem
from .effects import play_effect
from .items import BoardItem
from .labels import show_round
from .layout import layout
from .registry import BoardItems
from .stage import Stage


def _movers(shown: BoardItems, event: Event, item: BoardItem | None,
            final: dict[BoardItem, QPointF]) -> list[tuple[BoardItem, QPointF]]:
    """The items ``event`` moves, each to where the step leaves it."""
    movers: list[tuple[BoardItem, QPointF]] = []
    turn_markers = shown.game.turn_markers
    if event.order and (event.piece == TURN_ORDER or isinstance(event.piece, TurnMarkerPiece)):
        movers = [(turn_markers[f], layout().turn_slot(n).center())
                  for n, f in enumerate(event.order, start=1) if f in turn_markers]
    elif item is not None and item in final:
        movers.append((item, final[item]))
    if isinstance(item, CharacterCardItem):
        tile = shown.game.tiles[item.character]
        movers.append((tile, final[tile]))
        item.setVisible(True)
        tile.setVisible(True)
    return movers


def _lit_areas(shown: BoardItems, event: Event, item: BoardItem | None,
               movers: list[tuple[BoardItem, QPointF]]) -> tuple[QRectF, ...]:
    """What is lit while ``event``'s piece moves: where it is and each place it goes, apart (one box
    round both lit whatever lay between them). The spotlight joins those that touch."""
    if isinstance(event.piece, KinsmanPiece) and isinstance(event.to, Pool) and item is not None:
        # R8.3, M5: the Kinsman where it stands and the slot it takes in its pool
        return item.lit_area(), *(_own_rect(mover, to) for mover, to in movers)
    area = area_of(shown, event)
    if event.kind is EventKind.CAPTAIN_MARKER_MOVED and event.from_ is None:
        # R7.1d (D13): light where the marker goes, never the stretch back
        # to the position it banked (the light stays while the step shows)
        area = None
    return ((area,) if area is not None else ()) + tuple(_own_rect(mover, to) for mover, to in movers)


def _own_rect(item: BoardItem, to: QPointF) -> QRectF:
    """The scene area ``item`` covers once it stands at ``to``."""
    return item.lit_area().translated(to - item.pos())


# how long a step that changed nothing stays lit while it is played, in pauses between two events
QUIET_HOLD = 4.0


async def animate_events(stage: Stage, events: tuple[Event, ...], items: list[BoardItem | None],
                         final: dict[BoardItem, QPointF], on_event: Callable[[int], None] | None = None,
                         quiet: Quiet | None = None) -> bool:
    """Animate ``events`` in order, each moving its item of ``items`` (found
    before ``final`` was laid out: a Kinsman is found by the place it leaves);
    ``on_event(i)`` is told as event ``i`` starts; a step that changed nothing
    (``quiet``) lights what its rule looked at a moment. False if the board
    was reset meanwhile (the step no longer applies)."""
    generation = stage.generation
    shown = stage.registry
    if quiet is not None:
        stage.spotlight.light(quiet_areas(shown, quiet))
        await stage.animator.pause(QUIET_HOLD)
        return stage.generation == generation
    for index, (event, item) in enumerate(zip(events, items, strict=True)):
        if on_event is not None:
            on_event(index)
        movers = _movers(shown, event, item, final)
        stage.spotlight.light(_lit_areas(shown, event, item, movers))
        await stage.animator.move(movers)
        if event.kind is EventKind.ROUND_ADVANCED and isinstance(event.args, RoundNumber):
            # R8.1: the label follows the marker as it lands
            show_round(shown.static, shown.game.round_marker, event.args.round)
        await play_effect(stage, event)
        if item is not None:
            await stage.animator.pulse(item)
        await stage.animator.pause(0.3)
        if stage.generation != generation:
            return False
    return True


def pool_area(shown: BoardItems, family: str) -> QRectF | None:
    """Where the Kinsmen in ``family``'s pool stand (None: none is there)."""
    return united([k.lit_area() for k in shown.game.kinsmen.get(family, []) if k.place == Pool(family)])


def area_of(shown: BoardItems, event: Event) -> QRectF | None:
    """Where ``event``'s piece stands now; a Kinsman gone home, its pool;
    the turn order (or the standings it is read from), its track."""
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


def step_areas(shown: BoardItems, events: tuple[Event, ...], quiet: Quiet | None = None) -> tuple[QRectF, ...]:
    """Where a step's events happened, to light at rest: each piece, card or track it concerns on
    its own (several characters leaving at once are lit each where it lies, never one box round
    the cards and supplies between them); each family's pool that took Kinsmen back (R8.3) once.
    A step that changed nothing (``quiet``): what its rule looked at."""
    if quiet is not None:
        return quiet_areas(shown, quiet)
    areas: list[QRectF] = []
    for event in events:
        if event.piece == STANDINGS:  # R9.2, R9.3: the families' boards, where the numbers compared stand
            areas += [board.lit_area() for board in shown.game.boards.values() if board.lit_area() not in areas]
            continue
        rect = area_of(shown, event)
        if rect is not None and rect not in areas:
            areas.append(rect)
    return tuple(areas)


def united(rects: Sequence[QRectF]) -> QRectF | None:
    """The rectangle round all of ``rects`` (None for none)."""
    area: QRectF | None = None
    for rect in rects:
        area = rect if area is None else area.united(rect)
    return area


def quiet_areas(shown: BoardItems, quiet: Quiet) -> tuple[QRectF, ...]:
    """What the rule of a step that changed nothing looked at (``quiet.looked_at``), each lit on its
    own: a piece where it stands, a place of the board (a Predicatore space, under a Life card, the
    Captain card where a detained tile waits) as its drop target covers it."""
    targets: dict[Target | EditorTarget, BoardItem] = {item.target: item for item in shown.targets}
    areas: list[QRectF] = []
    for thing in looked_at(quiet):
        item = targets.get(thing) if isinstance(thing, Target) else shown.item_of(thing)
        area = shown.static.lit_area(item) if item is not None else None  # (a card with its caption, framed whole)
        if area is not None and isinstance(thing, Target):  # a place on a captioned card: the caption too
            area = united([area, *(c.ink_rect() for card, c in shown.static.captions.items()
                                   if c.text and card.lit_area().intersects(area))]) or area
        if area is not None and area not in areas:
            areas.append(area)
    return tuple(areas)
