"""A family's board along the bottom: name, colour and shape, pool, face-down
tokens (the count only), Cardinal titles, Resources and Fiorini."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.model.state import Family
from ..qt.theme import GOLD, INK, FamilyStyle, serif
from .items import BoardItem
from .layout import layout
from .overlays import SpotlightItem
from .shapes import mark_box, shape_path
from .svgart import paint_art


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
            "Board", "Kinsmen in the pool {0}, face-down tokens {1}, Cardinal titles {2}, Resources {3}, Fiorini {4}",
        ).format(f.pool, len(f.tokens), f.cardinal, f.resources, f.fiorini)
        return f"{who}: {what}"

    def order_rect(self) -> QRectF:
        """Where the family's place in the turn order ("#2") is written, at the band's right end."""
        return QRectF(self._rect.right() - 60, self._rect.top() + 4, 52, 36)

    def area(self) -> QRectF:
        """The board itself, in the scene."""
        return self.mapRectToScene(self._rect)

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
        if (family, active, order) == (self.family, self.active, self.order):
            return  # drawn as it stands: its cached picture is kept (a board repainted costs an SVG render)
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
        title_box = self._title_box()
        painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self._title(QFontMetricsF(painter.font()), title_box.width()))
        painter.setFont(serif(18, bold=True))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(self.order_rect(), right, f"#{self.order}")
        painter.setPen(INK)
        # a row of its own for the tokens (the count is public, the values never shown here,
        # RULES.md §9) and the Cardinal hats, so the hat covers no text
        paint_art(painter, "token_back.svg", QRectF(r.left() + 14, r.top() + 104, 34, 34))
        if f.cardinal:
            paint_art(painter, "cardinal_hat.svg", self.hat_rect())
        for box, align, text, px, bold in self._words():
            _draw_whole(painter, box, align, text, px, bold)
        self.paint_glow(painter)

    def _words(self) -> list[tuple[QRectF, Qt.AlignmentFlag, str, int, bool]]:
        """The words under the band, each in its box: the right-hand column
        (status, Resources, Fiorini, one row each beside the Kinsmen), the
        tokens' and Cardinal titles' counts, and the track positions."""
        r, f = self._rect, self.family
        if f.is_ghost:
            status = QCoreApplication.translate("Board", "Passes at once")
        elif f.passed:
            status = QCoreApplication.translate("Board", "Passed")
        elif self.active:
            status = QCoreApplication.translate("Board", "Playing")
        else:
            status = QCoreApplication.translate("Board", "Waiting")
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        column = r.left() + 196, r.width() - 202
        row = QRectF(r.left() + 14, r.top() + 104, 180, 34)
        words = [
            (QRectF(column[0], r.top() + 48, column[1], 24), right, status, 17, False),
            (QRectF(column[0], r.top() + 72, column[1], 24), right,
             QCoreApplication.translate("Board", "Resources {0}").format(f.resources), 17, False),
            (QRectF(column[0], r.top() + 96, column[1], 24), right,
             QCoreApplication.translate("Board", "Fiorini {0}").format(f.fiorini), 17, False),
            (QRectF(row.left() + 40, row.top(), 56, row.height()), left, f"× {len(f.tokens)}", 20, True)]
        if f.cardinal:
            words.append((QRectF(row.left() + 140, row.top(), 44, row.height()), left, f"× {f.cardinal}", 20, True))
        words.append((QRectF(r.left() + 14, r.top() + 142, r.width() - 20, 30), right,
                      QCoreApplication.translate("Board", "Prestige {0} · Church {1}").format(f.prestige, f.church),
                      17, False))
        return words

    def text_areas(self) -> list[QRectF]:
        """Where the board's words are inked, in the scene (each line's glyphs
        as drawn, the title and "#n" too, so a light can be kept off them)."""
        title_box = self._title_box()
        title = self._title(QFontMetricsF(serif(22, bold=True)), title_box.width())
        words = [*self._words(), (title_box, Qt.AlignmentFlag.AlignLeft, title, 22, True),
                 (self.order_rect(), Qt.AlignmentFlag.AlignRight, f"#{self.order}", 18, True)]
        return [self.mapRectToScene(_ink(box, align, text, px, bold)) for box, align, text, px, bold in words]

    def _title_box(self) -> QRectF:
        return QRectF(self._rect.left() + 46, self._rect.top() + 4, self._rect.width() - 100, 36)


def _fitted(box: QRectF, text: str, pixel_size: int, bold: bool) -> QFont:
    """The font ``text`` is drawn in to fit ``box`` whole (:func:`_draw_whole`)."""
    return serif(_fitted_size(box.width(), text, pixel_size, bold), bold=bold)


@lru_cache(maxsize=1024)
def _fitted_size(width: float, text: str, pixel_size: int, bold: bool) -> int:
    """(measured once for each text and width: a board's words are drawn again at every change of the board)"""
    size = pixel_size
    while size > 8 and QFontMetricsF(serif(size, bold=bold)).horizontalAdvance(text) > width:
        size -= 1
    return size


def _ink(box: QRectF, align: Qt.AlignmentFlag, text: str, pixel_size: int, bold: bool) -> QRectF:
    """Where ``text``'s glyphs fall when drawn in ``box`` (vertically centred)."""
    metrics = QFontMetricsF(_fitted(box, text, pixel_size, bold))
    width = metrics.horizontalAdvance(text)
    x = box.right() - width if align & Qt.AlignmentFlag.AlignRight else box.left()
    baseline = box.center().y() - metrics.height() / 2 + metrics.ascent()
    return metrics.tightBoundingRect(text).translated(x, baseline)


def _draw_whole(painter: QPainter, box: QRectF, align: Qt.AlignmentFlag, text: str, pixel_size: int,
                bold: bool = False) -> None:
    """Draw ``text`` whole inside ``box``: a count is never cut, so a large one
    (any the file format allows) is drawn smaller until it fits."""
    painter.setFont(_fitted(box, text, pixel_size, bold))
    painter.drawText(box, align, text)
