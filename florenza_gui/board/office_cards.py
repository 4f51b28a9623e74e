"""The offices' cards printed on the board, which only the scenario editor picks up."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.model.places import Fixed
from .items import SVG_NAMES, PieceItem
from .svgart import paint_art


class OfficeCardItem(PieceItem):
    """An office's card printed on the board (the First Player card, turned to its Captain side or not, and
    the Bishop card): under the pieces laid on it, picked up only in the scenario editor, to hand the
    office to a family or put it back on its place."""

    def __init__(self, svg: str, rect: QRectF, piece: Fixed) -> None:
        super().__init__((rect.width(), rect.height()), piece)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.svg = svg
        self.home = rect.center()
        self.setPos(self.home)
        self.setZValue(0)  # under the Kinsmen and the tile laid on it
        self._resting_z = 0.0

    def set_svg(self, svg: str) -> None:
        if svg != self.svg:
            self.svg = svg
            self.update()

    def card_name(self) -> str:
        """The card's name, by the side it shows."""
        name = self.svg.removesuffix(".svg")
        return QCoreApplication.translate("Board", SVG_NAMES[name]).format("").strip() if name in SVG_NAMES else name

    def accessible_name(self) -> str:
        """Its tooltip while it says more than its name (Predict mode: a click on it answers Nobody), else its name."""
        return getattr(self, "_tip", "") or self.card_name()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_art(painter, self.svg, self._rect)
        self.paint_glow(painter)
