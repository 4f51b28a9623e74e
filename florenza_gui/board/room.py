"""Where something laid over the board finds room: a spot in the Life row
that covers no word, no number and no piece the board shows, nor the frame
the spotlight draws round a lit one, as near as can be to where it belongs
(a Ghost's card, near the Ghost's own board)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import hypot

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from .board_art import PrintedBoard, predicatore_heading_rect
from .family_board import FamilyBoardItem
from .items import BoardItem, TargetItem
from .layout import layout
from .overlays import SpotlightItem, TextItem

# how far the spotlight's gold frame runs outside what it lights, its pen included
FRAME_REACH = SpotlightItem.MARGIN + SpotlightItem.PEN / 2 + 1
STEP = 8.0  # the spacing of the spots tried


def room() -> QRectF:
    """Where an overlay may go: the Life row, down to the Predicatore spaces."""
    L = layout()
    return QRectF(L.life_rect.left(), L.life_rect.top(), L.life_rect.width(),
                  L.predicatore_space(1).top() - L.life_rect.top())


def keep_off(items: Iterable[QGraphicsItem], skip: Sequence[QGraphicsItem] = ()) -> list[QRectF]:
    """What an overlay must not cover, in the scene: each visible item's own
    area (a caption's glyphs, a family board whole) and the printed
    Predicatore heading and spaces, each widened by the reach of the frame the
    spotlight draws round it when it is lit."""
    L = layout()
    areas = [predicatore_heading_rect(), *(L.predicatore_space(s) for s in range(1, L.spaces + 1))]
    for item in items:
        if item in skip or not item.isVisible() or not isinstance(item, BoardItem) or isinstance(
                item, (PrintedBoard, TargetItem)):  # (the paper under everything, a place to drop a piece on)
            continue
        if isinstance(item, TextItem):
            areas.append(item.ink_rect())
        elif isinstance(item, FamilyBoardItem):
            areas.append(item.area())
        else:
            areas.append(item.lit_area())
    r = FRAME_REACH
    return [a.adjusted(-r, -r, r, r) for a in areas if not a.isEmpty()]


def free_spot(size: tuple[float, float], near: QPointF, avoid: Sequence[QRectF]) -> QRectF:
    """The spot of ``size`` in :func:`room` nearest ``near`` that meets none
    of ``avoid``; if none is free, the one that covers least of them."""
    area, (w, h) = room(), size
    spots = [QRectF(area.left() + i * STEP, area.top() + j * STEP, w, h)
             for i in range(int((area.width() - w) // STEP) + 1)
             for j in range(int((area.height() - h) // STEP) + 1)]
    spots.sort(key=lambda s: hypot(s.center().x() - near.x(), s.center().y() - near.y()))
    in_room = [a for a in avoid if a.intersects(area)]
    for spot in spots:
        if not any(spot.intersects(a) for a in in_room):
            return spot

    def covered(spot: QRectF) -> float:
        parts = (spot.intersected(a) for a in in_room)
        return sum(p.width() * p.height() for p in parts)
    return min(spots, key=covered)
