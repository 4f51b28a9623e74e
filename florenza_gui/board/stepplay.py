"""Animating one step of an end of round on the scene: each event moves its
piece to where the step leaves it, lit while it moves, so the narration can
show the same event at the same moment. A step that changed nothing (shown
in a lesson) moves nothing: what its rule looked at is lit for a moment
(``quiet.looked_at``), while the narration says why."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF

from ..engine.model.events import Event, EventKind, RoundNumber
from ..engine.model.places import TURN_ORDER, KinsmanPiece, Pool, TurnMarkerPiece
from ..engine.model.quiet import Quiet
from .characters import CharacterCardItem
from .effects import play_effect
from .items import BoardItem
from .labels import show_round
from .layout import layout
from .lit import area_of, besides_areas, distinct, quiet_areas
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
    round both lit whatever lay between them), with what else its rule reads or changes (a marker
    that shifts, the space a score is printed on). A piece the step leaves where it is (a Turn Order
    marker the reorder does not reach) is not lit. The spotlight joins those that touch."""
    going = tuple(_own_rect(mover, to) for mover, to in movers if mover.pos() != to)
    if isinstance(event.piece, KinsmanPiece) and isinstance(event.to, Pool) and item is not None:
        # R8.3, M5: the Kinsman where it stands and the slot it takes in its pool
        here: tuple[QRectF, ...] = (item.lit_area(),)
    elif event.kind is EventKind.CAPTAIN_MARKER_MOVED and event.from_ is None:
        # R7.1d (D13): light where the marker goes, never the stretch back
        # to the position it banked (the light stays while the step shows)
        here = ()
    else:
        area = area_of(shown, event)
        here = (area,) if area is not None else ()
    return distinct((*here, *going, *besides_areas(shown, event, pools=False)))


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
