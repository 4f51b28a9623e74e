"""The project's art, drawn from its SVG files: each rendered once for each size it takes on screen
and kept in Qt's pixmap cache, then drawn on the device's pixels."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache
from PySide6.QtSvg import QSvgRenderer

from ..qt.theme import art


@cache
def renderer(name: str) -> QSvgRenderer:
    return QSvgRenderer(art(name))


def paint_art(painter: QPainter, name: str, rect: QRectF) -> None:
    """The project's art ``name`` drawn in ``rect``: rendered from its SVG once for each size it takes on
    the screen, then drawn from Qt's pixmap cache (a family's board, a card, the paper are painted again
    whenever their words or numbers change, and every window paints the same art)."""
    device = painter.deviceTransform()
    if device.isRotating():  # (turned: drawn from the SVG itself)
        renderer(name).render(painter, rect)
        return
    on_screen = device.mapRect(rect)
    size = on_screen.size().toSize()
    if size.isEmpty():
        return
    key = f"art:{name}:{size.width()}x{size.height()}"
    pixmap = QPixmap()
    if not QPixmapCache.find(key, pixmap):
        pixmap = QPixmap(size)
        pixmap.fill(Qt.GlobalColor.transparent)
        into = QPainter(pixmap)
        into.setRenderHints(painter.renderHints())
        renderer(name).render(into, QRectF(pixmap.rect()))
        into.end()
        QPixmapCache.insert(key, pixmap)
    # pixel for pixel, on the device's pixels: within half a pixel of where the SVG would fall
    aligned = QRectF(round(on_screen.x()), round(on_screen.y()), size.width(), size.height())
    back, invertible = device.inverted()
    painter.drawPixmap(back.mapRect(aligned) if invertible else rect, pixmap, QRectF(pixmap.rect()))
