"""The project's art, drawn from its SVG files: each rendered once for each size it takes on screen
and kept in the art's own cache (:data:`PICTURES`), then drawn on the device's pixels."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..qt.theme import art

Draw = Callable[[QPainter, QRectF], None]  # a picture painted into the rectangle given


@cache
def renderer(name: str) -> QSvgRenderer:
    return QSvgRenderer(art(name))


class Pictures:
    """The art rendered at the sizes it has taken on screen, the least recently drawn thrown out first once
    they hold more than ``budget`` bytes. The art's own, not Qt's shared pixmap cache: there the items'
    cached paintings (the paper and the printed board each as large as the view) would throw the art
    out whenever the view changes size or another window opens, and it would be rendered from its SVG
    again (the paper, 7 to 17 ms at a laptop's size)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self._held: OrderedDict[tuple[str, int, int], QPixmap] = OrderedDict()
        self._bytes = 0

    def __contains__(self, key: tuple[str, int, int]) -> bool:
        return key in self._held

    def get(self, name: str, size: QSize, hints: QPainter.RenderHint, draw: Draw | None = None) -> QPixmap:
        """The art ``name`` rendered at ``size`` (rendered now if it is not held): its SVG, or what ``draw``
        paints in the rectangle it is given."""
        key = (name, size.width(), size.height())
        pixmap = self._held.get(key)
        if pixmap is not None:
            self._held.move_to_end(key)
            return pixmap
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        into = QPainter(pixmap)
        into.setRenderHints(hints)
        (draw or renderer(name).render)(into, QRectF(pixmap.rect()))
        into.end()
        weight = size.width() * size.height() * 4
        if weight <= self.budget // 2:  # (one larger than half of it would throw out all the rest)
            self._held[key] = pixmap
            self._bytes += weight
            while self._bytes > self.budget:
                (_, w, h), _ = self._held.popitem(last=False)
                self._bytes -= w * h * 4
        return pixmap


# room for the paper at a full-screen window's size four times over, and every card and tile beside it
PICTURES = Pictures(budget=48 * 1024 * 1024)


def paint_art(painter: QPainter, name: str, rect: QRectF) -> None:
    """The project's art ``name`` drawn in ``rect``: rendered from its SVG once for each size it takes on
    the screen, then drawn from :data:`PICTURES` (a family's board, a card, the paper are painted again
    whenever their words or numbers change, and every window paints the same art)."""
    paint_picture(painter, name, rect, None)


def paint_picture(painter: QPainter, name: str, rect: QRectF, draw: Draw | None) -> None:
    """The picture ``name`` drawn in ``rect``: what ``draw`` paints in a rectangle (else the SVG ``name``),
    painted once for each size it takes on the screen and kept in :data:`PICTURES`, the same in every window."""
    device = painter.deviceTransform()
    if device.isRotating():  # (turned: drawn as it is)
        (draw or renderer(name).render)(painter, rect)
        return
    on_screen = device.mapRect(rect)
    size = on_screen.size().toSize()
    if size.isEmpty():
        return
    pixmap = PICTURES.get(name, size, painter.renderHints(), draw)
    # pixel for pixel, on the device's pixels: within half a pixel of where the SVG would fall
    aligned = QRectF(round(on_screen.x()), round(on_screen.y()), size.width(), size.height())
    back, invertible = device.inverted()
    painter.drawPixmap(back.mapRect(aligned) if invertible else rect, pixmap, QRectF(pixmap.rect()))
