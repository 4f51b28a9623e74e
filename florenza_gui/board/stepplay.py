"""Animating one step of an end of round on the scene: each event moves its
piece to where the step leaves it, lit while it moves, so the narration can
show the same event at the same moment."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from ..engine.events import Event, EventKind, RoundNumber
from ..engine.places import TURN_ORDER, AnyPiece, TurnMarkerPiece
from .characters import CharacterCardItem
from .effects import play_effect
from .items import BoardItem
from .layout import layout

if TYPE_CHECKING:
    from .scene import BoardScene


def _movers(scene: BoardScene, event: Event, item: BoardItem | None,
            final: dict[BoardItem, QPointF]) -> list[tuple[BoardItem, QPointF]]:
    """The items ``event`` moves, each to where the step leaves it."""
    movers: list[tuple[BoardItem, QPointF]] = []
    if event.order and (event.piece == TURN_ORDER or isinstance(event.piece, TurnMarkerPiece)):
        movers = [(scene.turn_markers[f], layout().turn_slot(n).center())
                  for n, f in enumerate(event.order, start=1) if f in scene.turn_markers]
    elif item is not None and item in final:
        movers.append((item, final[item]))
    if isinstance(item, CharacterCardItem):
        tile = scene.tiles[item.character]
        movers.append((tile, final[tile]))
        item.setVisible(True)
        tile.setVisible(True)
    return movers


def _lit_area(scene: BoardScene, event: Event, movers: list[tuple[BoardItem, QPointF]]) -> QRectF | None:
    area = scene.area_of(event)
    if event.kind is EventKind.CAPTAIN_MARKER_MOVED and event.from_ is None:
        # R7.1d (D13): light where the marker goes, never the stretch back
        # to the position it banked (the light stays while the step shows)
        area = None
    for _mover, to in movers:
        dest = QRectF(to.x() - 30, to.y() - 30, 60, 60)
        area = dest if area is None else area.united(dest)
    return area


async def animate_events(scene: BoardScene, events: tuple[Event, ...], final: dict[BoardItem, QPointF],
                         on_event: Callable[[int], None] | None = None) -> bool:
    """Animate ``events`` in order; ``on_event(i)`` is told as event ``i``
    starts. False if the board was reset meanwhile (the step no longer applies)."""
    generation = scene.generation
    items = [scene.item_for(e) for e in events]
    for index, (event, item) in enumerate(zip(events, items, strict=True)):
        if on_event is not None:
            on_event(index)
        movers = _movers(scene, event, item, final)
        scene.spotlight.light(_lit_area(scene, event, movers))
        await scene.animator.move(movers)
        if event.kind is EventKind.ROUND_ADVANCED and isinstance(event.args, RoundNumber):
            scene.show_round(event.args.round)  # R8.1: the label follows the marker as it lands
        await play_effect(scene, event)
        if item is not None:
            await scene.animator.pulse(item)
        await scene.animator.pause(0.3)
        if scene.generation != generation:
            return False
    return True


def pieces_area(scene: BoardScene, pieces: tuple[AnyPiece, ...]) -> QRectF | None:
    """Where ``pieces`` stand on the board now (None if none is shown)."""
    area: QRectF | None = None
    for piece in pieces:
        item = scene.item_of(piece)
        if item is not None:
            rect = item.lit_area()
            area = rect if area is None else area.united(rect)
    return area
