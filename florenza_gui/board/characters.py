"""Character pieces: a character's card under a Life card, and its round tile
(on the card, preaching on a Predicatore space, or detained by the Captain)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..qt.theme import INK, serif
from .items import BoardItem, PieceItem, renderer


class TileItem(PieceItem):
    """A character's round tile: it sits on the card, preaches on a space or
    waits on the Captain card."""

    def __init__(self, character: str, name: str, preacher: bool) -> None:
        from ..engine.targets import TilePiece

        super().__init__((34, 34), TilePiece(character))
        self.character = character
        self.preacher = preacher
        self.initials = "".join(w[0] for w in name.split() if w[0].isupper())[:2]
        self.name = name
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def accessible_name(self) -> str:
        if not self.isVisible():
            return ""  # in the bag: its identity is hidden (RULES.md §9)
        if self.preacher:
            return QCoreApplication.translate("Board", "{0}'s tile (Preacher)").format(self.name)
        return QCoreApplication.translate("Board", "{0}'s tile (Artist)").format(self.name)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        renderer("preacher_tile.svg" if self.preacher else "artist_tile.svg").render(painter, self._rect)
        self.paint_glow(painter)


class CharacterCardItem(BoardItem):
    """A character card under a Life card: name, rounds and its side."""

    flip_requested = Signal(str)

    def __init__(self, character: str, name: str, rounds: int, preacher: bool) -> None:
        super().__init__((124, 46))
        self.character = character
        self.name = name
        self.rounds = rounds
        self.preacher = preacher
        self.new_side = True
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_side(self, new_side: bool) -> None:
        self.new_side = new_side
        self.update()

    def accessible_name(self) -> str:
        if not self.isVisible():
            return ""  # in the bag: its identity is hidden (RULES.md §9)
        if self.new_side:
            return QCoreApplication.translate("Board", "{0}'s card, {1} rounds, New Artist side up").format(
                self.name, self.rounds)
        return QCoreApplication.translate("Board", "{0}'s card, {1} rounds, regular side up").format(
            self.name, self.rounds)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # accepting the press is what makes Qt deliver the double-click to us
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not getattr(self.scene(), "locked", False):
            self.flip_requested.emit(self.character)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        renderer("character_new.svg" if self.new_side else "character_regular.svg").render(painter, self._rect)
        painter.setPen(INK)
        painter.setFont(serif(14, bold=True))
        text = QRectF(self._rect.left() + 40, self._rect.top() + 2, self._rect.width() - 62, self._rect.height() - 4)
        surname = self.name.split()[-1] if len(self.name) > 10 else self.name
        painter.drawText(text.adjusted(0, 0, 0, -16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         surname)
        painter.setFont(serif(11, italic=True))
        kind = (QCoreApplication.translate("Board", "Preacher") if self.preacher
                else QCoreApplication.translate("Board", "Artist"))
        if self.new_side:
            line = QCoreApplication.translate("Board", "{0} · {1}r · New").format(kind, self.rounds)
        else:
            line = QCoreApplication.translate("Board", "{0} · {1}r").format(kind, self.rounds)
        # the second line runs under the New Artist ribbon, which only hangs at the top
        painter.drawText(text.adjusted(0, 22, 20, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         line)
        # where the tile rests when it is on its card
        painter.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 90), 1, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(self.tile_anchor_local(), 17, 17)
        self.paint_glow(painter)

    def tile_anchor_local(self) -> QPointF:
        return QPointF(self._rect.left() + 21, self._rect.center().y())

    def tile_anchor(self) -> QPointF:
        return self.mapToScene(self.tile_anchor_local())
