"""A family's board along the bottom: name, colour and shape, pool, face-down
tokens (the count only), Cardinal titles, Resources and Fiorini."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.state import Family
from ..qt.theme import GOLD, INK, FamilyStyle, serif
from .items import BoardItem, renderer, shape_path


class FamilyBoardItem(BoardItem):
    def __init__(self, rect: QRectF, style: FamilyStyle, family: Family) -> None:
        super().__init__(rect)
        self.setPos(rect.center())
        self.setZValue(2)
        self.style = style
        self.family = family
        self.active = False
        self.order = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def accessible_name(self) -> str:
        f = self.family
        role = "Ghost" if f.is_ghost else "human"
        return (f"{f.name}'s family board ({role}), plays #{self.order}: {f.pool} Kinsmen in the pool, "
                f"{len(f.tokens)} face-down tokens, {f.cardinal} Cardinal titles, "
                f"Resources {f.resources}, Fiorini {f.fiorini}")

    def show_family(self, family: Family, active: bool, order: int) -> None:
        self.family, self.active, self.order = family, active, order
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        f = self.family
        painter.setBrush(QColor(250, 242, 220, 235))
        painter.setPen(QPen(GOLD if self.active else INK, 5 if self.active else 1.5))
        painter.drawRoundedRect(r, 10, 10)
        band = QRectF(r.left(), r.top(), r.width(), 44)
        colour = QColor(self.style.colour)
        painter.setBrush(colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(band.adjusted(3, 3, -3, 0), 8, 8)
        painter.setBrush(QColor("#fff8e6"))
        painter.setPen(QPen(INK, 2))
        painter.drawEllipse(QRectF(r.left() + 6, r.top() + 4, 36, 36))
        painter.setBrush(self.style.colour)
        painter.drawPath(shape_path(self.style.shape, QRectF(r.left() + 10, r.top() + 8, 28, 28)))
        painter.setPen(self.style.ink)
        painter.setFont(serif(22, bold=True))
        title = f.name + ("  · Ghost" if f.is_ghost and "ghost" not in f.name.lower() else "")
        painter.drawText(QRectF(r.left() + 46, r.top() + 4, r.width() - 100, 36),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
        painter.setFont(serif(18, bold=True))
        painter.drawText(QRectF(r.right() - 60, r.top() + 4, 52, 36),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"#{self.order}")
        painter.setPen(INK)
        painter.setFont(serif(17))
        status = "Passed" if f.passed else ("Playing" if self.active else "Waiting")
        if f.is_ghost:
            status = "Passes at once"
        painter.drawText(QRectF(r.left() + 190, r.top() + 50, r.width() - 196, 24),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, status)
        # tokens: the count is public, the values never shown here (RULES.md §9)
        painter.setFont(serif(20, bold=True))
        painter.drawText(QRectF(r.left() + 58, r.bottom() - 62, 80, 40),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"× {len(f.tokens)}")
        if f.cardinal:
            renderer("cardinal_hat.svg").render(painter, QRectF(r.left() + 118, r.bottom() - 58, 42, 28))
            painter.drawText(QRectF(r.left() + 162, r.bottom() - 62, 40, 40),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"× {f.cardinal}")
        painter.setFont(serif(17))
        painter.drawText(QRectF(r.left() + 190, r.top() + 78, r.width() - 196, 26),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"Resources {f.resources}")
        painter.drawText(QRectF(r.left() + 190, r.top() + 104, r.width() - 196, 26),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"Fiorini {f.fiorini}")
        painter.drawText(QRectF(r.left() + 100, r.top() + 130, r.width() - 106, 26),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         f"Prestige {f.prestige} · Church {f.church}")
        renderer("token_back.svg").render(painter, QRectF(r.left() + 14, r.bottom() - 60, 38, 38))
        self.paint_glow(painter)
