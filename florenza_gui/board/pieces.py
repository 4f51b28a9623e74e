"""A family's pieces on the board: its markers (Captain, Bishop, Turn Order, with a lap badge) and its
Kinsmen, each drawn in the family's colour, shape and letter."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.model.places import BishopCardSpot, EditorPiece, Pool, PredicatoreSpace
from ..engine.rules.targets import Piece
from ..qt.theme import INK, FamilyStyle, serif
from .badges import BADGE_FONT_PX
from .items import PieceItem
from .shapes import mark_box, shape_path


class MarkerItem(PieceItem):
    """A family's marker: its colour, its shape and its letter."""

    def __init__(self, style: FamilyStyle, piece: Piece | EditorPiece | None, size: float = 26,
                 ring: bool = False) -> None:
        super().__init__((size, size), piece)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # (drawn again only when it changes)
        self.style = style
        self.ring = ring
        self.badge = ""
        self._badge_rect = QRectF()

    def set_badge(self, badge: str, rect: QRectF | None = None) -> None:
        """Laps past the end of the Prestige track, e.g. "+40", in a tag at
        ``rect`` (item coordinates; :mod:`.badges` says where)."""
        rect = QRectF(rect) if badge and rect is not None else QRectF()
        if rect != self._badge_rect:
            self.prepareGeometryChange()
            self._badge_rect = rect
        if badge != self.badge:
            self.badge = badge
            self.update()

    def badge_rect(self) -> QRectF:
        return QRectF(self._badge_rect)

    def lit_area(self) -> QRectF:
        own = super().lit_area()
        return own.united(self.mapRectToScene(self._badge_rect)) if self.badge else own

    def boundingRect(self) -> QRectF:
        base = super().boundingRect()
        return base.united(self._badge_rect.adjusted(-1, -1, 1, 1)) if self.badge else base

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = shape_path(self.style.shape, self._rect)
        painter.setBrush(self.style.colour)
        painter.setPen(QPen(INK, 2.2 if not self.ring else 3.5))
        painter.drawPath(path)
        painter.setPen(self.style.ink)
        painter.setFont(serif(int(self._rect.height() * 0.55), bold=True))
        painter.drawText(mark_box(self.style.shape, self._rect, self.style.letter), Qt.AlignmentFlag.AlignCenter,
                         self.style.letter)
        if self.badge:
            tag = self.badge_rect()
            painter.setBrush(QColor("#fff8e6"))
            painter.setPen(QPen(INK, 1.2))
            painter.drawRoundedRect(tag, 5, 5)
            painter.setFont(serif(BADGE_FONT_PX, bold=True))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, self.badge)
        self.paint_glow(painter)


class KinsmanItem(PieceItem):
    """A Kinsman: a standing figure in the family's colour, with its letter."""

    NAMES_ITS_PLACE = True  # (its pool named by the family's name, not the place's id)

    def __init__(self, style: FamilyStyle, family: str, names: Mapping[str, str]) -> None:
        from ..engine.rules.targets import KinsmanPiece

        super().__init__((30, 42), KinsmanPiece(family))
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # (drawn again only when it changes)
        self.style = style
        self.family = family
        self.names = names  # each family's name by its id (the items are made anew for other names)
        self.card_slot: int | None = None  # the slot it stands in on the Bishop card (board.placement)

    def accessible_name(self) -> str:
        """Whose Kinsman, the mark on it, and where it stands, in the families' names."""
        name = self.names.get(self.family, self.family)
        match self.place:
            case PredicatoreSpace(space=space):
                return QCoreApplication.translate(
                    "Board", "{0}'s Kinsman ({1}), on Predicatore space {2}").format(name, self.style.letter, space)
            case BishopCardSpot():
                return QCoreApplication.translate("Board", "{0}'s Kinsman ({1}), on the Bishop card").format(
                    name, self.style.letter)
            case Pool(family=owner):
                pool_of = self.names.get(owner, owner)
            case _:
                pool_of = name
        return QCoreApplication.translate("Board", "{0}'s Kinsman ({1}), in {2}'s pool").format(
            name, self.style.letter, pool_of)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        body = QPainterPath()
        body.moveTo(r.center().x() - r.width() * 0.45, r.bottom())
        body.lineTo(r.center().x() - r.width() * 0.28, r.top() + r.height() * 0.42)
        body.quadTo(r.center().x(), r.top() + r.height() * 0.3, r.center().x() + r.width() * 0.28,
                    r.top() + r.height() * 0.42)
        body.lineTo(r.center().x() + r.width() * 0.45, r.bottom())
        body.closeSubpath()
        body.addEllipse(QPointF(r.center().x(), r.top() + r.height() * 0.2), r.width() * 0.22, r.width() * 0.22)
        painter.setBrush(self.style.colour)
        painter.setPen(QPen(INK, 1.8))
        painter.drawPath(body)
        painter.setPen(self.style.ink)
        painter.setFont(serif(15, bold=True))
        painter.drawText(QRectF(r.left(), r.top() + r.height() * 0.45, r.width(), r.height() * 0.55),
                         Qt.AlignmentFlag.AlignCenter, self.style.letter)
        self.paint_glow(painter)
