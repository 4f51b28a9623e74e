"""The keyboard's ring on the board: where the keyboard is (the piece
selected, the place chosen), drawn as the panels' focus ring is."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from ..qt.theme import FOCUS, FOCUS_EDGE, FOCUS_WIDTH

KEYED_REACH = 40.0  # how far round an item the keyboard's ring may reach, in board units


def paint_keyed_ring(painter: QPainter, rect: QRectF) -> None:
    """The keyboard's ring round ``rect``: the panels' focus ring (a bright band between dark
    edges), as many screen pixels wide at every zoom, just outside the item, so the piece
    itself stays in sight and the ring reads on a projector."""
    scale = max(painter.worldTransform().m11(), 1e-3)
    band = FOCUS_WIDTH + 4  # pixels
    half = min(band / 2 / scale, (KEYED_REACH - 1) / 2)
    ring = rect.adjusted(-half - 1, -half - 1, half + 1, half + 1)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(FOCUS_EDGE, 2 * half))
    painter.drawRoundedRect(ring, half, half)
    painter.setPen(QPen(FOCUS, 2 * half * FOCUS_WIDTH / band))
    painter.drawRoundedRect(ring, half, half)
    painter.restore()
