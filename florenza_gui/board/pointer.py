"""The presenter's pointer: a bright dot that follows the mouse over the board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class PointerItem(QGraphicsObject):
    """A bright dot that follows the presenter's mouse over the board."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(400)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(-26, -26, 52, 52)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # imported when the pointer is first shown: PySide builds QGradient's ~180 presets as a Python enum
        from PySide6.QtGui import QRadialGradient

        glow = QRadialGradient(QPointF(0, 0), 26)
        glow.setColorAt(0.0, QColor(255, 40, 40, 230))
        glow.setColorAt(0.35, QColor(255, 40, 40, 140))
        glow.setColorAt(1.0, QColor(255, 40, 40, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        painter.drawEllipse(self.boundingRect())
