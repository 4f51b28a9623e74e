"""``BoardView``: the window onto the board, fitted to its size and zoomable."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QFocusEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmapCache,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QToolTip, QWidget

from . import accessible
from .scene import BoardScene
from .strips import part_rect, strip_parts
from .tips import tip_at


class BoardView(QGraphicsView):
    pointer_moved = Signal(QPointF)  # scene position, for the presenter's pointer

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, so Python knows its type: the one QGraphicsView
        # makes itself reaches Python first as the ``widget`` of an item's
        # paint(), and PySide would then try it against every QWidget class it
        # has (the dialogs, the wizard, the calendar...), building each one's
        # Python class and enums for nothing, before the first paint.
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setBackgroundBrush(Qt.GlobalColor.darkGray)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.retranslate()
        self.fitted = True
        self._tip = ""  # the tooltip it shows now (what lies under the pointer), if any
        self.area: QRectF | None = None  # the zoom preset's area, while one is shown
        self.units: tuple[QRectF, ...] = ()  # its spaces or boards, which a part of a long strip keeps whole
        self.part = 0  # which part of a long strip is shown
        self._turned = 0  # the wheel's turn not yet a whole notch, while a Captain marker is carried
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        scene.keyboard.announced.connect(self._on_keyboard_announced)

    def keyboard_at(self) -> accessible.KeyboardAt:
        """The item the keyboard is on (the piece selected, or the place chosen for it once it is picked
        up) and the piece picked up, if one is: what a screen reader is told the focus is on."""
        board = self.scene()
        if not isinstance(board, BoardScene):
            return None, None
        mover = board.keyboard
        if mover.picked and 0 <= mover.target_index < len(mover.choices):
            return mover.choices[mover.target_index], mover.selected
        return mover.selected, None

    def _on_keyboard_announced(self) -> None:
        if QAccessible.isActive():  # (a screen reader listens)
            face = QAccessible.queryAccessibleInterface(self)
            if isinstance(face, accessible.BoardFace):
                face.follow_keyboard()

    def retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("Board", "Game board"))

    def fit(self) -> None:
        """Show the whole board, as large as the window allows."""
        self.fitted = True
        self.area = None
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._tip_gone()

    def _tip_gone(self) -> None:
        """Once the view moves or scales the board, what its tooltip named may no longer lie under the
        pointer: the tooltip goes (one another part of the window shows stays)."""
        if self._tip and QToolTip.isVisible() and QToolTip.text() == self._tip:
            QToolTip.hideText()
        self._tip = ""

    def zoom(self, factor: float) -> None:
        self.fitted = False
        self.area = None
        current = self.transform().m11()
        factor = max(0.2, min(6.0, current * factor)) / current
        self.scale(factor, factor)
        self._tip_gone()

    def zoom_to(self, area: QRectF, units: tuple[QRectF, ...] = (), part: int = 0) -> None:
        """A zoom preset: ``area`` fills the view (grown to its proportions,
        kept on the board), and goes on filling it when the view is resized.
        A strip longer than the screen is shown in parts (``board.strips``),
        keeping its ``units`` whole: ``part`` counts on from the first, and
        comes round to it again after the last."""
        self.fitted = False
        self.area, self.units, self.part = area, units, part
        self._fill()

    def parts(self) -> list[tuple[float, float]]:
        """The parts the shown preset's area is split into at the view's size (one, unless a long strip)."""
        if self.area is None:
            return []
        size = self.viewport().size()
        filled = fill_rect(self.area, size.width(), size.height(), self.sceneRect())
        return strip_parts(self.area, self.units, filled.width())

    def _fill(self) -> None:
        if self.area is None:
            return
        size = self.viewport().size()
        scene = self.sceneRect()
        shown = fill_rect(self.area, size.width(), size.height(), scene)
        parts = strip_parts(self.area, self.units, shown.width())
        if len(parts) > 1 and size.height() > 0:
            self.part %= len(parts)
            shown = part_rect(self.area, parts[self.part], shown, size.width() / size.height(), scene)
        # to the pixel (fitInView keeps a margin, which would show a sliver of the next space)
        scale = min(size.width() / max(1.0, shown.width()), size.height() / max(1.0, shown.height()))
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(shown.center())
        self._tip_gone()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        """A scroll paints the whole view again, not only the strip it uncovers. Qt moves the pixels
        already painted and keeps, for each piece, where it was last painted; for a piece left unpainted
        since the scroll, that place can be taken as it was before the scroll once Qt has moved on to
        other changes, and a piece then taken away (a lesson opened over the game) was wiped where it no
        longer stood: part of it stayed on the screen."""
        super().scrollContentsBy(dx, dy)
        self.viewport().update()
        self._tip_gone()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._room_for_cached_items()
        if self.fitted:
            self.fit()
        else:
            self._fill()

    def _room_for_cached_items(self) -> None:
        """The board's items keep their painting in Qt's pixmap cache (``DeviceCoordinateCache``): the
        family boards, the cards, the tiles, the captions (the paper is a picture of the art's own,
        :class:`.board_art.Parchment`). A cache too small for all of them throws one out to keep another,
        and every frame paints them again: it is given room for three views' worth of pixels, however
        the board is zoomed (grown, never shrunk)."""
        ratio = self.devicePixelRatioF()
        needed_kb = int(3 * self.width() * self.height() * ratio * ratio * 4 / 1024)
        if needed_kb > QPixmapCache.cacheLimit():
            QPixmapCache.setCacheLimit(needed_kb)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        board = self.scene()
        if isinstance(board, BoardScene) and event.key() == Qt.Key.Key_Escape and board.cancel_drag():
            event.accept()  # a piece carried by the mouse goes back where it was picked up
            return
        if isinstance(board, BoardScene) and board.keyboard.handle(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next_: bool) -> bool:
        board = self.scene()
        if isinstance(board, BoardScene) and not board.locked and board.keyboard.movable():
            return False  # Tab moves between pieces on the board, not out of it (Ctrl+Tab leaves it)
        return super().focusNextPrevChild(next_)  # no piece to select: Tab goes on to the panels

    def focusOutEvent(self, event: QFocusEvent) -> None:
        board = self.scene()
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason) and isinstance(
                board, BoardScene) and (board.keyboard.selected is not None or board.keyboard.picked):
            board.keyboard.cancel()  # nothing stays marked (nor announced) on a board the keyboard left
        super().focusOutEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.pointer_moved.emit(self.mapToScene(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        """The pointer resting on the board: the tooltip names what lies under it (:func:`.tips.tip_at`)."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and self.scene() is not None:
            said = tip_at(self.scene(), self.mapToScene(event.pos()))
            QToolTip.showText(event.globalPos(), said, self.viewport())  # (none: the last one hidden)
            self._tip = said
            event.setAccepted(bool(said))
            return True
        return super().viewportEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        board = self.scene()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
        elif isinstance(board, BoardScene) and board.carried_round_the_track():
            # a Captain marker carried by the mouse: a notch of the wheel takes it a lap round the track (up:
            # on, down: back), a touchpad's small turns adding up to a notch
            self._turned += event.angleDelta().y()
            while abs(self._turned) >= NOTCH:
                step = 1 if self._turned > 0 else -1
                self._turned -= step * NOTCH
                board.turn_lap(step)
            event.accept()
        else:
            super().wheelEvent(event)


accessible.install(BoardView, BoardView.keyboard_at)

NOTCH = 120  # a mouse wheel's notch, in the eighths of a degree Qt counts it in
STRIP_ZOOM = 1.5  # an area that whole would be shown at less than this (of the whole board's zoom) is a strip
MOST_ZOOM = 2.7  # and a strip is shown from its start at up to this (two family boards whole at 16:9)


def fill_rect(area: QRectF, viewport_w: int, viewport_h: int, scene: QRectF) -> QRectF:
    """``area`` grown to the viewport's proportions around its centre (kept on
    the board where it can be), so a zoom preset fills the screen with it.

    A strip far wider than the screen (a track along the board's edge, the
    row of family boards) would hardly be enlarged so: it is shown from its
    start instead, at the zoom that fills the screen's height with it, up to
    ``MOST_ZOOM`` times the whole board's, so that a stretch of it stays in view."""
    if viewport_w <= 0 or viewport_h <= 0 or area.isEmpty():
        return area
    aspect = viewport_w / viewport_h
    w, h = max(area.width(), area.height() * aspect), max(area.height(), area.width() / aspect)
    whole = max(scene.width() / viewport_w, scene.height() / viewport_h)  # scene units a pixel, whole board
    left = area.left() - (w - area.width()) / 2
    strip = area.height() * STRIP_ZOOM <= scene.height() and w <= area.width() * 1.001  # (wider than the screen)
    if not strip or whole / (w / viewport_w) >= STRIP_ZOOM:
        pass  # grown around its centre
    else:
        h = max(area.height(), viewport_h * whole / MOST_ZOOM)
        w, left = h * aspect, area.left()
    grown = QRectF(left, area.center().y() - h / 2, w, h)
    if grown.width() <= scene.width():
        grown.moveLeft(min(max(grown.left(), scene.left()), scene.right() - grown.width()))
    if grown.height() <= scene.height():
        grown.moveTop(min(max(grown.top(), scene.top()), scene.bottom() - grown.height()))
    return grown
