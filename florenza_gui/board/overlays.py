"""Overlays on the board: captions, the refusal bubble, and the spotlight
that dims everything but what the current step concerns."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..qt.refusalwords import refused_heading, refused_spoken
from ..qt.theme import GOLD, INK, REFUSED, serif
from .items import BoardItem
from .layout import HEIGHT as BOARD_HEIGHT
from .layout import WIDTH as BOARD_WIDTH
from .printed import ink_in, printed_ink


class TextItem(BoardItem):
    """A caption drawn on the board in the serif face."""

    def __init__(self, rect: QRectF, text: str, px: int = 18, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, colour: QColor = INK) -> None:
        super().__init__(rect)
        self.setPos(rect.center())
        self.text = text
        self.px = px
        self.bold = bold
        self.align = align
        self.colour = colour
        self.setZValue(3)
        # its words laid out once, not at every frame of the board around it (a piece moved near it, a game opened)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def accessible_name(self) -> str:
        return self.text

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def _shown(self) -> str:
        # a long name is elided, never cut mid-letter at the box's edges
        return QFontMetricsF(serif(self.px, bold=self.bold)).elidedText(
            self.text, Qt.TextElideMode.ElideRight, self._rect.width())

    def ink_rect(self) -> QRectF:
        """Where the caption's glyphs fall (scene), so what lies over the board can keep off them."""
        shown = self._shown()
        if not shown:
            return QRectF()
        across = self.align & Qt.AlignmentFlag.AlignHorizontal_Mask
        return self.mapRectToScene(ink_in(self._rect, across | Qt.AlignmentFlag.AlignVCenter, shown,
                                          serif(self.px, bold=self.bold)))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(self.colour)
        painter.setFont(serif(self.px, bold=self.bold))
        painter.drawText(self._rect, self.align | Qt.AlignmentFlag.AlignVCenter, self._shown())


class BubbleItem(BoardItem):
    """A message on the board where the player is looking (a refused drop)."""

    def __init__(self) -> None:
        super().__init__((self.WIDTH, self.HEIGHT))
        self.text = ""
        self.rule = ""
        self.setZValue(300)
        # a message, not an obstacle: clicks go through to the board beneath
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def accessible_name(self) -> str:
        return refused_spoken(self.rule, self.text)

    WIDTH, HEIGHT, HEADING = 440.0, 84.0, 28.0

    @property
    def shown(self) -> str:
        """The message as the bubble writes it (a capital first)."""
        return self.text[:1].upper() + self.text[1:]

    def show_message(self, at: QPointF, rule: str, text: str) -> None:
        self.rule, self.text = rule, text
        self._fit()
        # above the point, kept whole on the board with a margin
        half_w, half_h, margin = self.WIDTH / 2, self._rect.height() / 2, 18
        x = min(max(at.x(), half_w + 20), BOARD_WIDTH - half_w - 20)
        y = min(max(at.y() - 70, half_h + margin), max(BOARD_HEIGHT - half_h - margin, half_h + margin))
        self.setPos(x, y)
        self.setOpacity(1.0)
        self.show()
        self.update()
        self._timer.start(7000)

    def _fit(self) -> None:
        """Tall enough for the whole message, wrapped (a third line was cut in half by a two-line bubble)."""
        width = self.WIDTH - 28
        wrapped = QFontMetricsF(serif(17)).boundingRect(
            QRectF(0, 0, width, 10_000), int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), self.shown)
        height = max(self.HEIGHT, 6 + self.HEADING + wrapped.height() + 10)
        if height != self._rect.height():
            self.prepareGeometryChange()
            self._rect = QRectF(-self.WIDTH / 2, -height / 2, self.WIDTH, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(QColor("#fff8e6")))
        painter.setPen(QPen(REFUSED, 3))
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(REFUSED)
        painter.setFont(serif(20, bold=True))
        inner = self._rect.adjusted(14, 6, -14, -6)
        painter.drawText(inner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         refused_heading(self.rule))
        painter.setPen(INK)
        painter.setFont(serif(17))
        painter.drawText(inner.adjusted(0, self.HEADING, 0, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.shown)


class SpotlightItem(QGraphicsObject):
    """Dims the whole board except the areas the current step concerns, each
    outlined in gold ``MARGIN`` around it (one area, or several apart: the
    Kinsmen two families' pools took back are lit pool by pool). A side of the
    outline that would cross a printed number (``marks``, their ink) runs
    nearer the area, ``LEAST`` from it at the nearest, ``CLEAR`` off the ink;
    a number the area itself covers (a piece standing on it) moves nothing."""

    MARGIN = 12.0
    LEAST = 3.0
    CLEAR = 1.0
    PEN = 3.0

    def __init__(self, bounds: QRectF, marks: Sequence[QRectF] | None = None) -> None:
        """``marks``: the ink of the board's printed numbers unless given."""
        super().__init__()
        self.bounds = bounds
        self.marks = printed_ink() if marks is None else tuple(marks)
        self.holes: tuple[QRectF, ...] = ()
        self._paths: tuple[QPainterPath, QPainterPath] | None = None  # the frames and the dimmed rest, once made
        # each area's margins, once worked out (the marks never change; a step lights the same areas again)
        self._margins: dict[tuple[float, float, float, float], tuple[float, float, float, float]] = {}
        self.setZValue(200)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.bounds

    @property
    def hole(self) -> QRectF | None:
        """All that is lit, as one rectangle (None: nothing lit)."""
        if not self.holes:
            return None
        area = self.holes[0]
        for rect in self.holes[1:]:
            area = area.united(rect)
        return area

    def light(self, holes: QRectF | Sequence[QRectF] | None) -> None:
        lit = (holes,) if isinstance(holes, QRectF) else tuple(holes or ())
        if lit == self.holes:
            return  # (lit as it is: nothing on the screen changes)
        before = self._frames()
        self.holes, self._paths = lit, None
        if not before or not lit:
            self.update()  # the board dimmed, or no longer: all of it
            return
        # the rest stays dimmed as it was: only where a frame was, or now is, is painted again
        for frame in before + self._frames():
            self.update(frame)

    def _frames(self) -> tuple[QRectF, ...]:
        """Each lit area's frame, its pen included (what a light put out or lit changes on the screen)."""
        reach = self.PEN
        return tuple(framed(hole, self.margins(hole)).boundingRect().adjusted(-reach, -reach, reach, reach)
                     for hole in self.holes)

    def outline_rect(self) -> QRectF | None:
        """Where the gold outlines are drawn, their pen's width included (None: nothing lit)."""
        path = self.outline_path()
        return None if path.isEmpty() else path.boundingRect()

    def margins(self, hole: QRectF) -> tuple[float, float, float, float]:
        """How far the outline runs outside ``hole`` (left, top, right, bottom): ``MARGIN``, or less on
        the side of a printed number it would cross (the side with the most room between them)."""
        key = (hole.x(), hole.y(), hole.width(), hole.height())
        known = self._margins.get(key)
        if known is None:
            if len(self._margins) >= 512:
                self._margins.clear()
            known = self._margins[key] = self._worked_out_margins(hole)
        return known

    def _worked_out_margins(self, hole: QRectF) -> tuple[float, float, float, float]:
        m = [self.MARGIN] * 4
        reach = self.PEN / 2 + self.CLEAR
        for mark in self.marks:
            if mark.intersects(hole) or not hole.adjusted(-m[0] - reach, -m[1] - reach, m[2] + reach,
                                                          m[3] + reach).intersects(mark):
                continue
            room = (hole.left() - mark.right(), hole.top() - mark.bottom(),
                    mark.left() - hole.right(), mark.top() - hole.bottom())
            side = max(range(4), key=lambda i: room[i])
            m[side] = max(self.LEAST, min(m[side], room[side] - reach))
        return m[0], m[1], m[2], m[3]

    def _inner(self) -> QPainterPath:
        return self._shapes()[0]

    def _shapes(self) -> tuple[QPainterPath, QPainterPath]:
        """The frames round the lit areas, and the board without them (what is dimmed): made once for
        what is lit, as every frame of the board paints them (a path's subtraction is costly)."""
        if self._paths is None:
            inner = QPainterPath()
            for hole in self.holes:
                inner = inner.united(framed(hole, self.margins(hole)))
            whole = QPainterPath()
            whole.addRect(self.bounds)
            self._paths = inner, whole.subtracted(inner)
        return self._paths

    def outline_path(self) -> QPainterPath:
        """The gold outlines as drawn: the area their pen covers."""
        stroker = QPainterPathStroker()
        stroker.setWidth(self.PEN)
        return stroker.createStroke(self._inner())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.holes:
            return
        inner, dimmed = self._shapes()
        painter.fillPath(dimmed, QColor(30, 20, 10, 95))
        painter.setPen(QPen(GOLD, self.PEN))
        painter.drawPath(inner)


def framed(hole: QRectF, margins: tuple[float, float, float, float]) -> QPainterPath:
    """A rounded frame ``margins`` (left, top, right, bottom) outside ``hole``: each corner rounded with
    the lesser margin of its two sides (at most ``SpotlightItem.MARGIN``), so it keeps as far off the
    hole's corner as its nearer side does."""
    left, top, right, bottom = margins
    r = hole.adjusted(-left, -top, right, bottom)
    cap = SpotlightItem.MARGIN
    # each corner's quarter circle, clockwise from the side before it: its radius, which way its box lies
    # from the frame's corner, where it starts
    corners = ((r.topLeft(), min(left, top, cap), (0, 0), 180.0), (r.topRight(), min(top, right, cap), (-2, 0), 90.0),
               (r.bottomRight(), min(right, bottom, cap), (-2, -2), 0.0),
               (r.bottomLeft(), min(bottom, left, cap), (0, -2), 270.0))
    path = QPainterPath()
    for k, (corner, radius, (dx, dy), start) in enumerate(corners):
        box = QRectF(corner.x() + dx * radius, corner.y() + dy * radius, 2 * radius, 2 * radius)
        if k == 0:
            path.arcMoveTo(box, start)
        path.arcTo(box, start, -90.0)
    path.closeSubpath()
    return path
