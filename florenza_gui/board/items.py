"""Scene items. Every item is a ``QGraphicsObject`` so its ``pos`` and
``opacity`` can be animated; items draw and accept input, and never compute a
rule: a drag only says which piece went where, and the engine decides."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, Property, QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..engine.model.places import EditorPiece, EditorTarget, Place
from ..engine.rules.targets import Piece, Target
from ..qt.plain import tip
from ..qt.theme import GOLD, HIGHLIGHT, INK, serif
from .badges import BADGE_FONT_PX
from .host import PieceHost, host_of
from .ring import KEYED_REACH, paint_keyed_ring
from .svgart import paint_art
from .targetnames import describe_target


@cache
def cursor(shape: Qt.CursorShape) -> QCursor:
    return QCursor(shape)


class BoardItem(QGraphicsObject):
    """A rectangle-sized item; subclasses paint it."""

    def __init__(self, size: QRectF | tuple[float, float], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        w, h = (size.width(), size.height()) if isinstance(size, QRectF) else size
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self._glow = 0.0
        self.keyed = False  # where the keyboard is: the piece selected, the place chosen

    def boundingRect(self) -> QRectF:
        own = self._rect.adjusted(-10, -10, 24, 10)
        return own.united(self._rect.adjusted(-KEYED_REACH, -KEYED_REACH, KEYED_REACH, KEYED_REACH)) if (
            self.keyed) else own

    def lit_area(self) -> QRectF:
        """The scene area a step about this item lights: the item itself, not
        the margins its glow is painted in (lit from those, the spotlight's
        outline ran over the spaces beside it)."""
        return self.mapRectToScene(self._rect)

    def covers(self, point: QPointF) -> bool:
        """Whether the item itself (not its glow's margin) lies under the scene ``point``."""
        return self._rect.contains(self.mapFromScene(point))

    def set_tip(self, text: str) -> None:
        """The item's tooltip, shown as plain text (a family name may hold
        markup); the accessible name keeps the text as written."""
        self._tip = text
        self.setToolTip(tip(text))

    def accessible_name(self) -> str:
        """What a screen reader (and the keyboard status line) calls this item."""
        return getattr(self, "_tip", "") or self.toolTip()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()
        self._marks_changed()

    glow = Property(float, _get_glow, _set_glow)

    def set_glow(self, value: float) -> None:
        self._set_glow(value)

    def set_keyed(self, on: bool) -> None:
        """Wear the keyboard's ring (or not)."""
        if on != self.keyed:
            self.prepareGeometryChange()
            self.keyed = on
            self.update()
            self._marks_changed()

    def _marks_changed(self) -> None:
        """The glow or the keyboard's ring came or went (an item that shows nothing else is told)."""

    def paint_glow(self, painter: QPainter, colour: QColor = GOLD) -> None:
        if self.keyed:
            paint_keyed_ring(painter, self._rect)
        if self._glow > 0:
            c = QColor(colour)
            c.setAlphaF(min(1.0, self._glow) * 0.9)
            painter.setPen(QPen(c, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._rect.adjusted(-3, -3, 3, 3), 8, 8)


# what a screen reader calls the board's art; {0} is the caption (a Life card's numeral)
SVG_NAMES = cast(dict[str, str], {
    "life_card": QT_TRANSLATE_NOOP("Board", "Life card {0}"),
    "first_player_card": QT_TRANSLATE_NOOP("Board", "First Player card"),
    "captain_card": QT_TRANSLATE_NOOP("Board", "Captain card"),
    "bishop_card": QT_TRANSLATE_NOOP("Board", "Bishop card"),
    "muse_available": QT_TRANSLATE_NOOP("Board", "Muse, available"),
    "muse_used": QT_TRANSLATE_NOOP("Board", "Muse, used"),
    "bag": QT_TRANSLATE_NOOP("Board", "Bag"),
    "out_of_game": QT_TRANSLATE_NOOP("Board", "Out of game"),
    "token_back": QT_TRANSLATE_NOOP("Board", "Face-down token"),
})


class SvgItem(BoardItem):
    """An SVG of the project's art, with an optional caption; it can be
    made clickable (the Muse)."""

    clicked = Signal()

    def __init__(self, svg: str, size: tuple[float, float], caption: str = "", font_px: int = 18) -> None:
        super().__init__(size)
        self.clickable = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.svg = svg
        self.caption = caption
        self.font_px = font_px
        self.caption_rect: QRectF | None = None

    def set_svg(self, svg: str) -> None:
        if svg != self.svg:
            self.svg = svg
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        host = host_of(self)
        if self.clickable and not (host is not None and host.locked):
            self.clicked.emit()
            event.accept()
        else:
            event.ignore()

    def accessible_name(self) -> str:
        name = self.svg.removesuffix(".svg")
        if name in SVG_NAMES:
            return QCoreApplication.translate("Board", SVG_NAMES[name]).format(self.caption).strip()
        return f"{name.replace('_', ' ')} {self.caption}".strip().capitalize()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_art(painter, self.svg, self._rect)
        if self.caption:
            painter.setFont(serif(self.font_px, bold=True))
            painter.setPen(INK)
            painter.drawText(self.caption_rect or self._rect, Qt.AlignmentFlag.AlignCenter, self.caption)
        self.paint_glow(painter)


class LitPlace(BoardItem):
    """A place a carried piece may go, lit green while it may (``circle``: lit round, as it is drawn).

    Unlit, without a glow or the keyboard's ring, it shows nothing, and Qt is told so
    (``ItemHasNoContents``): the board's frames pass over its many places instead of asking each to
    paint nothing."""

    lit = False
    circle = False

    def __init__(self, size: QRectF | tuple[float, float], parent: QGraphicsItem | None = None) -> None:
        super().__init__(size, parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)

    def area(self) -> float:
        return self._rect.width() * self._rect.height()

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()
            self._marks_changed()

    def _marks_changed(self) -> None:
        blank = not (self.lit or self.keyed or self._glow > 0)
        board = self.scene()
        if blank and board is not None and not self.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            # (the scene repaints no area for an item without contents: what it showed is painted over here,
            # as far as the keyboard's ring reached, past the bounds it has now and its glow's)
            reach = KEYED_REACH
            board.update(self.mapRectToScene(self._rect.adjusted(-reach, -reach, reach, reach)))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, blank)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.lit:
            paint_lit_place(painter, self._rect, self.circle)
        self.paint_glow(painter)


class TargetItem(LitPlace):
    """A place a piece can be dropped on: lit green when the engine says the
    piece being dragged may go there."""

    def __init__(self, target: Target | EditorTarget, rect: QRectF, shape: str = "rect",
                 names: Mapping[str, str] | None = None) -> None:
        super().__init__(rect)
        self.target = target
        self.names = names  # the families' names by id (a pool, a family's front: named by its family's name)
        self.circle = shape == "circle"
        self.lap = ""  # a choice past the track's end (the keyboard's, or under a carried marker): its laps ("+40")
        self.setPos(rect.center())
        self.setZValue(1)

    def set_lap(self, lap: str) -> None:
        if lap != self.lap:
            self.lap = lap
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if (self.keyed or self._glow > 0) and self.lap:  # (within the ring's reach, which a ring put out repaints)
            font = serif(BADGE_FONT_PX, bold=True)
            width = max(34.0, QFontMetricsF(font).horizontalAdvance(self.lap) + 10)
            tag = QRectF(self._rect.center().x() - width / 2, self._rect.top() + 4, width, 18)  # (above its number)
            painter.setBrush(QColor("#fff8e6"))
            painter.setPen(QPen(INK, 1.2))
            painter.drawRoundedRect(tag, 5, 5)
            painter.setFont(font)
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self.lap)

    def accessible_name(self) -> str:
        return describe_target(self.target, self.names)

    def shape(self) -> QPainterPath:
        """The target itself, as it is lit: what a drop is tested against."""
        path = QPainterPath()
        if self.circle:
            path.addEllipse(self._rect)
        else:
            path.addRect(self._rect)
        return path


def paint_lit_place(painter: QPainter, rect: QRectF, circle: bool = False) -> None:
    """A place a carried piece may go, lit: a green wash in a green frame."""
    fill = QColor(HIGHLIGHT)
    fill.setAlphaF(0.28)
    painter.setBrush(fill)
    painter.setPen(QPen(HIGHLIGHT, 3))
    if circle:
        painter.drawEllipse(rect)
    else:
        painter.drawRoundedRect(rect, 6, 6)


class PieceItem(BoardItem):
    """A piece a player may drag. It reports where it was dropped; the scene
    asks the engine, and either keeps it there or sends it back."""

    NAMES_ITS_PLACE = False  # its accessible name says where it stands, in words of its own

    def __init__(self, size: tuple[float, float], piece: Piece | EditorPiece | None) -> None:
        super().__init__(size)
        self.piece = piece
        self.place: Place | None = None
        self.draggable = False
        self._origin = QPointF()
        self._dragging = False
        self.setZValue(10)
        self._resting_z = 10.0
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def set_draggable(self, on: bool) -> None:
        on = on and self.piece is not None
        if on == self.draggable:
            return
        self.draggable = on
        # Set only on change, and from a QCursor object: PySide6 6.12 mis-counts
        # references when a CursorShape is converted implicitly many times.
        if on:
            self.setCursor(cursor(Qt.CursorShape.OpenHandCursor))
        else:
            self.unsetCursor()

    def host(self) -> PieceHost[PieceItem, TargetItem] | None:
        """The board this piece lies on, told of its drags."""
        return host_of(self)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        board = self.host()
        if board is None:
            event.ignore()
            return
        if not self.draggable or board.locked:
            # a piece nobody may pick up now: the board asks why (unless a movable piece lies beneath)
            if board.press_refused(self, event.scenePos()):
                event.accept()
            else:
                event.ignore()
            return
        self._origin = self.pos()
        self._dragging = True
        self._resting_z = self.zValue()
        self.setZValue(max(100.0, self._resting_z))  # carried above the board, never below where it rested
        board.piece_picked(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._dragging:
            self.setPos(self._origin + event.scenePos() - event.buttonDownScenePos(Qt.MouseButton.LeftButton))
            board = self.host()
            if board is not None:
                board.piece_moved(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._dragging:
            return
        self._dragging = False
        self.setZValue(self._resting_z)
        board = self.host()
        if board is not None:
            board.piece_dropped(self, event.scenePos())

    def cancel_drag(self) -> bool:
        """Give up a carry by the mouse under way (Escape, or the game changed under it): the piece goes
        back where it was picked up, and the button's release drops nothing. Whether one was under way."""
        if not self._dragging:
            return False
        self._dragging = False
        self.setZValue(self._resting_z)
        self.setPos(self._origin)
        return True

    @property
    def origin(self) -> QPointF:
        return self._origin

    @property
    def carried(self) -> bool:
        """Whether the mouse carries it now (pressed on it, not yet let go)."""
        return self._dragging

    def keep_origin(self) -> None:
        """Where the piece stands is where it goes back to if its move is refused."""
        self._origin = self.pos()

    def accessible_name(self) -> str:
        return getattr(self, "_tip", "") or self.toolTip() or type(self).__name__
