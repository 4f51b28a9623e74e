"""The families' shapes, drawn on their markers, Kinsmen and boards (and
the New game dialog's swatches): colour is never the only cue."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The family's shape inside ``rect``."""
    path = QPainterPath()
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    if shape == "square":
        path.addRoundedRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.85, r * 1.7, r * 1.7), r * 0.2, r * 0.2)
    elif shape == "circle":
        path.addEllipse(c, r, r)
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y() + r * 0.8),
                                   QPointF(c.x() - r, c.y() + r * 0.8)]))
        path.closeSubpath()
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()),
                                   QPointF(c.x(), c.y() + r), QPointF(c.x() - r, c.y())]))
        path.closeSubpath()
    else:  # star
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    return path


def mark_box(shape: str, rect: QRectF, mark: str) -> QRectF:
    """Where a family's mark is centred in its shape: in a triangle, low
    enough for the shape to be as wide as the mark (two letters sit lower)."""
    if shape == "triangle":
        return rect.adjusted(0, rect.height() * (0.08 if len(mark) < 2 else 0.4), 0, 0)
    return rect
