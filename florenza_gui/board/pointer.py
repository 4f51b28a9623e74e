"""The presenter's pointer and the drawn-card proxy used when R8.7 is played
by hand in the demo."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..qt.theme import INK, serif
from .items import PieceItem, renderer


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
        glow = QRadialGradient(QPointF(0, 0), 26)
        glow.setColorAt(0.0, QColor(255, 40, 40, 230))
        glow.setColorAt(0.35, QColor(255, 40, 40, 140))
        glow.setColorAt(1.0, QColor(255, 40, 40, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(glow)
        painter.drawEllipse(self.boundingRect())


class DrawnCardItem(PieceItem):
    """A card just drawn from the bag, waiting beside the row to be placed."""

    def __init__(self, character: str, name: str, rounds: int) -> None:
        from ..engine.targets import TilePiece

        super().__init__((150, 62), TilePiece(character))
        self.character = character
        self.name = name
        self.rounds = rounds
        self.setZValue(180)

    def accessible_name(self) -> str:
        if self.rounds == 1:
            return QCoreApplication.translate("Board", "{0}'s card, just drawn: it stays 1 round").format(self.name)
        return QCoreApplication.translate("Board", "{0}'s card, just drawn: it stays {1} rounds").format(
            self.name, self.rounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        renderer("character_new.svg").render(painter, self._rect)
        painter.setPen(QPen(INK))
        painter.setFont(serif(15, bold=True))
        painter.drawText(self._rect.adjusted(10, 4, -26, -26), Qt.AlignmentFlag.AlignLeft, self.name)
        painter.setFont(serif(14, italic=True))
        painter.drawText(self._rect.adjusted(10, 30, -26, -4), Qt.AlignmentFlag.AlignLeft,
                         QCoreApplication.translate("Board", "stays 1 round") if self.rounds == 1
                         else QCoreApplication.translate("Board", "stays {0} rounds").format(self.rounds))
        self.paint_glow(painter)
