"""A family's board along the bottom: name, colour and shape, pool, face-down
tokens (the count only), Cardinal titles, Resources and Fiorini."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.state import Family
from ..qt.theme import GOLD, INK, FamilyStyle, serif
from .items import BoardItem, mark_box, renderer, shape_path
from .layout import layout
from .overlays import SpotlightItem


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
        role = QCoreApplication.translate("Board", "Ghost") if f.is_ghost else QCoreApplication.translate(
            "Board", "human")
        who = QCoreApplication.translate("Board", "{0}'s family board ({1}), plays #{2}").format(
            f.name, role, self.order)
        what = QCoreApplication.translate(
            "Board", "{0} Kinsmen in the pool, {1} face-down tokens, {2} Cardinal titles, Resources {3}, Fiorini {4}",
        ).format(f.pool, len(f.tokens), f.cardinal, f.resources, f.fiorini)
        return f"{who}: {what}"

    def order_rect(self) -> QRectF:
        """Where the family's place in the turn order ("#2") is written, at the band's right end."""
        return QRectF(self._rect.right() - 60, self._rect.top() + 4, 52, 36)

    def lit_area(self) -> QRectF:
        """The scene area a step about this board lights: the spotlight's
        outline (:class:`.overlays.SpotlightItem`) then runs in this board's
        half of the gap to its neighbours, never over their "#n" or emblem,
        and the whole board stays undimmed."""
        half_gap = layout().family_gap / 2
        inset = SpotlightItem.MARGIN + SpotlightItem.PEN / 2 - (half_gap - 1)
        return super().lit_area().adjusted(inset, inset, -inset, -inset)

    def hat_rect(self) -> QRectF:
        """Where the Cardinal hat is drawn: on the tokens' row, under no text."""
        return QRectF(self._rect.left() + 112, self._rect.top() + 108, 40, 26)

    def show_family(self, family: Family, active: bool, order: int) -> None:
        self.family, self.active, self.order = family, active, order
        self.update()

    def _title(self, metrics: QFontMetricsF, width: float) -> str:
        """The family's name, elided to the band (a Ghost's mark kept whole)."""
        f, elide = self.family, Qt.TextElideMode.ElideRight
        if not f.is_ghost or "ghost" in f.name.lower():
            return metrics.elidedText(f.name, elide, width)
        form = QCoreApplication.translate("Board", "{0}  · Ghost")
        room = width - metrics.horizontalAdvance(form.format(""))
        return form.format(metrics.elidedText(f.name, elide, max(room, 0.0)))

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
        emblem = QRectF(r.left() + 10, r.top() + 8, 28, 28)
        painter.drawPath(shape_path(self.style.shape, emblem))
        painter.setPen(self.style.ink)
        painter.setFont(serif(15, bold=True))  # the legend of the pieces' mark
        painter.drawText(mark_box(self.style.shape, emblem, self.style.letter), Qt.AlignmentFlag.AlignCenter,
                         self.style.letter)
        painter.setFont(serif(22, bold=True))
        title_box = QRectF(r.left() + 46, r.top() + 4, r.width() - 100, 36)
        painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self._title(QFontMetricsF(painter.font()), title_box.width()))
        painter.setFont(serif(18, bold=True))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(self.order_rect(), right, f"#{self.order}")
        painter.setPen(INK)
        painter.setFont(serif(17))
        if f.is_ghost:
            status = QCoreApplication.translate("Board", "Passes at once")
        elif f.passed:
            status = QCoreApplication.translate("Board", "Passed")
        elif self.active:
            status = QCoreApplication.translate("Board", "Playing")
        else:
            status = QCoreApplication.translate("Board", "Waiting")
        # the right-hand column: status, Resources, Fiorini, one row each beside the Kinsmen
        painter.drawText(QRectF(r.left() + 196, r.top() + 48, r.width() - 202, 24), right, status)
        _draw_whole(painter, QRectF(r.left() + 196, r.top() + 72, r.width() - 202, 24), right,
                    QCoreApplication.translate("Board", "Resources {0}").format(f.resources), 17)
        _draw_whole(painter, QRectF(r.left() + 196, r.top() + 96, r.width() - 202, 24), right,
                    QCoreApplication.translate("Board", "Fiorini {0}").format(f.fiorini), 17)
        # a row of its own for the tokens (the count is public, the values never shown here,
        # RULES.md §9) and the Cardinal hats, so the hat covers no text
        row = QRectF(r.left() + 14, r.top() + 104, 180, 34)
        renderer("token_back.svg").render(painter, QRectF(row.left(), row.top(), 34, 34))
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        _draw_whole(painter, QRectF(row.left() + 40, row.top(), 56, row.height()), left, f"× {len(f.tokens)}", 20,
                    bold=True)
        if f.cardinal:
            renderer("cardinal_hat.svg").render(painter, self.hat_rect())
            _draw_whole(painter, QRectF(row.left() + 140, row.top(), 44, row.height()), left, f"× {f.cardinal}",
                        20, bold=True)
        _draw_whole(painter, QRectF(r.left() + 14, r.top() + 142, r.width() - 20, 30), right,
                    QCoreApplication.translate("Board", "Prestige {0} · Church {1}").format(f.prestige, f.church),
                    17)
        self.paint_glow(painter)


def _draw_whole(painter: QPainter, box: QRectF, align: Qt.AlignmentFlag, text: str, pixel_size: int,
                bold: bool = False) -> None:
    """Draw ``text`` whole inside ``box``: a count is never cut, so a large one
    (any the file format allows) is drawn smaller until it fits."""
    size = pixel_size
    while size > 8 and QFontMetricsF(serif(size, bold=bold)).horizontalAdvance(text) > box.width():
        size -= 1
    painter.setFont(serif(size, bold=bold))
    painter.drawText(box, align, text)
