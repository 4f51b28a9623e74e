"""Character pieces: a character's card under a Life card, and its round tile
(on the card, preaching on a Predicatore space, or detained by the Captain)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..qt.language import character_text
from ..qt.theme import INK, serif
from .host import host_of
from .items import BoardItem, PieceItem
from .svgart import paint_art


class ShownName:
    """A character piece's name as the board shows it, rendered when read
    from the name its game holds (``game_name``) and the game's other
    characters' names (``game_names``, which the short form tells apart), in
    the interface's language: a language change needs no new item."""

    game_name: str
    game_names: Sequence[str]

    @property
    def name(self) -> str:
        return character_text(self.game_name)

    @property
    def short(self) -> str:
        return short_name(self.name, [character_text(n) for n in self.game_names])


def fitting(painter: QPainter, width: float, *choices: str) -> str:
    """The first of ``choices`` that fits ``width`` in the painter's font (the
    last one, elided, if none does): text is shortened, never drawn over."""
    metrics = painter.fontMetrics()
    for text in choices:
        if metrics.horizontalAdvance(text) <= width:
            return text
    return metrics.elidedText(choices[-1], Qt.TextElideMode.ElideRight, int(width))


class TileItem(ShownName, PieceItem):
    """A character's round tile: it sits on the card, preaches on a space or
    waits on the Captain card."""

    def __init__(self, character: str, name: str, preacher: bool) -> None:
        from ..engine.rules.targets import TilePiece

        super().__init__((34, 34), TilePiece(character))
        self.character = character
        self.preacher = preacher
        self.game_name, self.game_names = name, ()
        self.named = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_named(self, on: bool) -> None:
        """Away from its card (preaching on a Predicatore space) the tile
        carries its character's name under it: nothing else there says whose it is."""
        if on != self.named:
            self.prepareGeometryChange()
            self.named = on
            self.update()

    def name_rect(self) -> QRectF:
        """Where the name is written, in the tile's own coordinates."""
        return QRectF(-TILE_NAME_WIDTH / 2, self._rect.bottom() + 2, TILE_NAME_WIDTH, 20)

    def boundingRect(self) -> QRectF:
        base = super().boundingRect()
        return base.united(self.name_rect().adjusted(-1, -1, 1, 1)) if self.named else base

    def accessible_name(self) -> str:
        if not self.isVisible():
            return ""  # in the bag: its identity is hidden (RULES.md §9)
        if self.preacher:
            return QCoreApplication.translate("Board", "{0}'s tile (Preacher)").format(self.name)
        return QCoreApplication.translate("Board", "{0}'s tile (Artist)").format(self.name)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_art(painter, "preacher_tile.svg" if self.preacher else "artist_tile.svg", self._rect)
        if self.named:
            painter.setFont(serif(15, bold=True))
            box = self.name_rect()
            text = fitting(painter, box.width() - 8, self.name, self.short)
            tag = QRectF(0, 0, painter.fontMetrics().horizontalAdvance(text) + 10, box.height())
            tag.moveCenter(box.center())
            painter.setPen(QPen(INK, 1))
            painter.setBrush(QColor("#fff8e6"))
            painter.drawRoundedRect(tag, 4, 4)
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)
        self.paint_glow(painter)


CARD_SIZE = (132.0, 46.0)
TILE_NAME_WIDTH = 140.0  # within a Predicatore space (150 wide)


def short_name(name: str, names: Iterable[str] = ()) -> str:
    """What a card shows when the whole name does not fit: the surname
    ("Ghirlandaio"), or, where another of ``names`` ends with the same word,
    the first name and the surname's initial ("Filippino L.", beside Filippo Lippi)."""
    words = name.split() or [name]
    last = words[-1]
    if len(words) > 1 and any(other != name and other.split()[-1:] == [last] for other in names):
        return f"{words[0]} {last[:1]}."
    return last


class CharacterCardItem(ShownName, BoardItem):
    """A character card under a Life card: name, rounds and its side."""

    flip_requested = Signal(str)

    def __init__(self, character: str, name: str, rounds: int, preacher: bool, names: Sequence[str] = ()) -> None:
        super().__init__(CARD_SIZE)
        self.character = character
        self.game_name, self.game_names = name, tuple(names)  # (the game's names, from the scene)
        self.rounds = rounds
        self.preacher = preacher
        self.new_side = True
        self.setZValue(5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_side(self, new_side: bool) -> None:
        if new_side != self.new_side:  # (its cached picture is kept otherwise: a card repainted is an SVG render)
            self.new_side = new_side
            self.update()

    def accessible_name(self) -> str:
        if not self.isVisible():
            return ""  # in the bag: its identity is hidden (RULES.md §9)
        if self.rounds == 1:  # (the tooltip's words too: one round)
            said = (QCoreApplication.translate("Board", "{0}'s card, 1 round, New Artist side up") if self.new_side
                    else QCoreApplication.translate("Board", "{0}'s card, 1 round, regular side up"))
            return said.format(self.name)
        if self.new_side:
            return QCoreApplication.translate("Board", "{0}'s card, {1} rounds, New Artist side up").format(
                self.name, self.rounds)
        return QCoreApplication.translate("Board", "{0}'s card, {1} rounds, regular side up").format(
            self.name, self.rounds)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # accepting the press is what makes Qt deliver the double-click to us
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        host = host_of(self)
        if host is None or not host.locked:
            self.flip_requested.emit(self.character)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        # the New Artist side's gilded ★ tab sits in the bottom-right corner, under neither line of text
        paint_art(painter, "character_new.svg" if self.new_side else "character_regular.svg", self._rect)
        painter.setPen(INK)
        r = self._rect
        # inside the card's inner frame (character_*.svg: x 4.5-105.5 of 110), with room for bold's overhang
        name_box = QRectF(r.left() + 40, r.top() + 3, r.width() - 49, 21)
        line_box = QRectF(r.left() + 40, r.top() + 24, r.width() - 64, 19)
        painter.setFont(serif(15, bold=True))
        painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         fitting(painter, name_box.width(), self.name, self.short))
        painter.setFont(serif(15, italic=True))
        kind = (QCoreApplication.translate("Board", "Preacher") if self.preacher
                else QCoreApplication.translate("Board", "Artist"))
        # a language whose word does not fit keeps the kind shortened, never drops it
        short = (QCoreApplication.translate("Board", "Preacher", "short, on a card") if self.preacher
                 else QCoreApplication.translate("Board", "Artist", "short, on a card"))
        rounds = QCoreApplication.translate("Board", "{0}r").format(self.rounds)
        painter.drawText(line_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         fitting(painter, line_box.width(),
                                 QCoreApplication.translate("Board", "{0} · {1}").format(kind, rounds),
                                 QCoreApplication.translate("Board", "{0} {1}").format(kind, rounds),
                                 QCoreApplication.translate("Board", "{0} {1}").format(short, rounds)))
        # where the tile rests when it is on its card
        painter.setPen(QPen(QColor(INK.red(), INK.green(), INK.blue(), 90), 1, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(self.tile_anchor_local(), 17, 17)
        self.paint_glow(painter)

    def star_tab(self) -> QRectF:
        """Where the New Artist side's gilded ★ tab is drawn (character_new.svg:
        x 94–107, y 31–59 of its 110 × 60 view box), clear of both lines of text."""
        r = self._rect
        return QRectF(r.left() + r.width() * 94 / 110, r.top() + r.height() * 31 / 60,
                      r.width() * 13 / 110, r.height() * 28 / 60)

    def tile_anchor_local(self) -> QPointF:
        return QPointF(self._rect.left() + 21, self._rect.center().y())  # clear of the text (from +40)
