"""The numbers printed on the board (the Prestige spaces', the Church rows'
and their "+N", the rounds', the turn order slots', the Predicatore spaces'):
where each is set, in which type. The printed board paints them from here, and
the spotlight keeps its gold frame off the ink they make."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter

from ..engine.model.boarddata import standard_board
from ..qt.theme import serif
from .layout import layout

_LEFT, _TOP = Qt.AlignmentFlag.AlignLeft, Qt.AlignmentFlag.AlignTop
_LEFT_MIDDLE = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def ink_in(box: QRectF, align: Qt.AlignmentFlag, text: str, font: QFont) -> QRectF:
    """Where ``painter.drawText(box, align, text)`` in ``font`` puts ink: its glyphs' tight box (one line)."""
    if not text:
        return QRectF()
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text)
    if align & Qt.AlignmentFlag.AlignRight:
        x = box.right() - width
    elif align & Qt.AlignmentFlag.AlignLeft:
        x = box.left()
    else:
        x = box.center().x() - width / 2
    if align & Qt.AlignmentFlag.AlignTop:
        baseline = box.top() + metrics.ascent()
    elif align & Qt.AlignmentFlag.AlignBottom:
        baseline = box.bottom() - metrics.descent()
    else:
        baseline = box.center().y() - metrics.height() / 2 + metrics.ascent()
    return metrics.tightBoundingRect(text).translated(x, baseline)


class Mark(NamedTuple):
    """A number as the board prints it: in ``box``, aligned by ``align``, in ``font``."""

    box: QRectF
    text: str
    font: QFont
    align: Qt.AlignmentFlag

    def paint(self, painter: QPainter) -> None:
        """Print it (in the painter's pen)."""
        painter.setFont(self.font)
        painter.drawText(self.box, self.align, self.text)

    def ink(self) -> QRectF:
        """Where its glyphs fall, in the scene."""
        return ink_in(self.box, self.align, self.text, self.font)


def prestige_number(n: int) -> Mark:
    """Prestige space ``n``'s number, at the space's foot (every fifth in bold), low enough for the light
    round the markers fanned above it (:meth:`.layout.Layout.captain_fan`) to pass between them."""
    cell = layout().prestige_space(n)
    return Mark(QRectF(cell.left(), cell.bottom() - 18, cell.width(), 18), str(n), serif(15, bold=n % 5 == 0),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)


def church_number(n: int) -> Mark:
    """Church row ``n``'s number, at the row's left."""
    cell = layout().church_space(n)
    return Mark(QRectF(cell.left() + 6, cell.top(), 28, cell.height()), str(n), serif(17, bold=True), _LEFT_MIDDLE)


def church_value(n: int) -> Mark:
    """What Church row ``n`` scores ("+N", or "·" for nothing), right of its number."""
    cell, value = layout().church_space(n), standard_board().church_values[n]
    return Mark(QRectF(cell.left() + 28, cell.top(), 36, cell.height()), f"+{value}" if value else "·",
                serif(15, italic=True), _LEFT_MIDDLE)


def round_number(n: int) -> Mark:
    """Round ``n``'s number, in the middle of its space."""
    return Mark(layout().round_space(n), str(n), serif(20, bold=True), Qt.AlignmentFlag.AlignCenter)


def turn_number(n: int) -> Mark:
    """Turn order slot ``n``'s number, in its top left corner."""
    return Mark(layout().turn_slot(n).adjusted(6, 2, 0, 0), str(n), serif(15, bold=True), _LEFT | _TOP)


def predicatore_number(s: int) -> Mark:
    """Predicatore space ``s``'s number, in its top left corner."""
    return Mark(layout().predicatore_space(s).adjusted(8, 4, 0, 0), str(s), serif(22, bold=True), _LEFT | _TOP)


def printed_numbers() -> tuple[Mark, ...]:
    """Every number the board prints."""
    lay = layout()
    return (*(prestige_number(n) for n in range(lay.prestige_spaces)),
            *(m for n in range(lay.church_spaces) for m in (church_number(n), church_value(n))),
            *(round_number(n) for n in range(1, lay.rounds + 1)),
            *(turn_number(n) for n in range(1, lay.max_families + 1)),
            *(predicatore_number(s) for s in range(1, lay.spaces + 1)))


@cache
def printed_ink() -> tuple[QRectF, ...]:
    """Where the board's printed numbers put ink (scene), each number's glyphs."""
    return tuple(mark.ink() for mark in printed_numbers())
