"""The printed board: tracks, card spaces and supplies that never move.

Returns the few static items the scene updates (labels, card art) by name.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QCursor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..engine.model.boarddata import standard_board
from ..engine.model.places import BISHOP_CARD_PIECE, FIRST_PLAYER_CARD, EditorTarget, RoundSpace
from ..engine.model.types import LifeCard
from ..engine.rules.targets import (
    BishopCardSpot,
    CaptainCard,
    ChurchSpace,
    LifeCardSpot,
    PredicatoreSpace,
    PrestigeSpace,
    Target,
)
from ..qt.theme import GOLD, INK, serif
from .items import BoardItem, SvgItem, TargetItem
from .layout import HEIGHT, WIDTH, layout
from .office_cards import OfficeCardItem
from .overlays import TextItem
from .printed import church_number, church_value, predicatore_number, prestige_number, round_number, turn_number
from .svgart import paint_picture, renderer


def prestige_heading() -> str:
    return QCoreApplication.translate("Board", "Prestige Track")


def prestige_heading_box() -> QRectF:
    """The box the Prestige track's heading is set in, right-aligned: above the track's last spaces."""
    r = layout().prestige_rect
    return QRectF(r.right() - 600, r.top() - 4, 600, 24)


def prestige_heading_rect() -> QRectF:
    """Where the Prestige track's heading is printed (scene), in the current
    language: its line of type, above the track's last spaces. Lap badges keep off it."""
    box, metrics = prestige_heading_box(), QFontMetricsF(serif(HEADING_PX, bold=True))
    width, height = metrics.horizontalAdvance(prestige_heading()), metrics.ascent() + metrics.descent()
    return QRectF(box.right() - width, box.top() + (box.height() - height) / 2, width, height)


HEADING_PX = 20


def predicatore_heading() -> str:
    return QCoreApplication.translate("Board", "Predicatore")


def predicatore_heading_box() -> QRectF:
    return QRectF(layout().life_rect.left(), 541, 300, 26)  # (clear of the light round a lit space)


def predicatore_heading_rect() -> QRectF:
    """Where the Predicatore spaces' heading is inked (scene), in the current language."""
    box, metrics = predicatore_heading_box(), QFontMetricsF(serif(HEADING_PX, bold=True))
    width, height = metrics.horizontalAdvance(predicatore_heading()), metrics.ascent() + metrics.descent()
    return QRectF(box.left(), box.top() + (box.height() - height) / 2, width, height)


class Parchment(QGraphicsItem):
    """The board's paper and all it prints in no language: the tracks' spaces, the round and turn order
    spaces, the Predicatore spaces, and their numbers. No piece of the board (it has no name to be read),
    and one picture kept with the art (:func:`.svgart.paint_picture`), drawn from there at every frame
    (a second copy in Qt's cache of the item's painting would only double its memory): a change of
    language paints the printed words above it (:class:`PrintedBoard`) without painting the paper again."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-11)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_picture(painter, "parchment+spaces", self.boundingRect(), _paper)


def _paper(painter: QPainter, rect: QRectF) -> None:
    """The paper and its language-free print (:class:`Parchment`), drawn in ``rect``: one picture, the same
    in every window of a size (a window opened or resized draws it from the picture already made)."""
    renderer("parchment.svg").render(painter, rect)
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / WIDTH, rect.height() / HEIGHT)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _prestige_spaces(painter)
    _church_spaces(painter)
    _round_and_turn_spaces(painter)
    _predicatore_spaces(painter)


class PrintedBoard(BoardItem):
    """The board itself, as a piece with a name, and its printed headings: the words the interface
    language sets, painted over the paper (:class:`Parchment`). A few lines of type, painted afresh
    where the board is repainted rather than kept as a picture the size of the board."""

    def __init__(self) -> None:
        super().__init__((WIDTH, HEIGHT))
        self.setPos(WIDTH / 2, HEIGHT / 2)
        self.setZValue(-10)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def accessible_name(self) -> str:
        return QCoreApplication.translate(
            "Board", "The board: Prestige and Church tracks, Life in Florenza row, Predicatore spaces")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        exposed = option.exposedRect.translated(WIDTH / 2, HEIGHT / 2)  # (in the scene)
        painter.translate(-WIDTH / 2, -HEIGHT / 2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(INK)
        painter.setFont(serif(HEADING_PX, bold=True))
        for rect, text, align in headings():
            if rect.intersects(exposed):
                painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, text)


def headings() -> list[tuple[QRectF, str, Qt.AlignmentFlag]]:
    """The board's printed headings in the interface language: where each is set, its words, its
    alignment (the Prestige track's at its far end, so the markers fanned above a crowded space never
    cover it)."""
    left, church = Qt.AlignmentFlag.AlignLeft, layout().church_rect
    return [
        (prestige_heading_box(), prestige_heading(), Qt.AlignmentFlag.AlignRight),
        (QRectF(church.left(), church.top() - 30, 260, 26), QCoreApplication.translate("Board", "Church Influence"),
         left),
        (QRectF(1100, 128, 300, 26), QCoreApplication.translate("Board", "Round"), left),
        (QRectF(1100, 230, 300, 26), QCoreApplication.translate("Board", "Turn order"), left),
        (predicatore_heading_box(), predicatore_heading(), left),
    ]


def _prestige_spaces(painter: QPainter) -> None:
    lay = layout()
    for n in range(lay.prestige_spaces):
        painter.setBrush(QColor("#f3e3bb") if n % 5 else QColor("#e6cf96"))
        painter.setPen(QPen(INK, 1))
        painter.drawRect(lay.prestige_space(n))
        prestige_number(n).paint(painter)


def _church_spaces(painter: QPainter) -> None:
    lay = layout()
    for n in range(lay.church_spaces):
        painter.setBrush(QColor("#efe0b9") if n < standard_board().board.church_track.bishop_minimum
                         else QColor("#ead2a0"))
        painter.setPen(QPen(INK, 1))
        painter.drawRect(lay.church_space(n))
        church_number(n).paint(painter)
        painter.setPen(QColor("#8a3b12"))
        church_value(n).paint(painter)


def _round_and_turn_spaces(painter: QPainter) -> None:
    lay = layout()
    for n in range(1, lay.rounds + 1):
        painter.setBrush(QColor("#efe0b9"))
        painter.setPen(QPen(INK, 1.5))
        painter.drawEllipse(lay.round_space(n))
        round_number(n).paint(painter)
    for n in range(1, lay.max_families + 1):
        painter.setBrush(QColor("#efe0b9"))
        painter.setPen(QPen(INK, 1.5))
        painter.drawRoundedRect(lay.turn_slot(n), 8, 8)
        turn_number(n).paint(painter)


def _predicatore_spaces(painter: QPainter) -> None:
    lay = layout()
    for s in range(1, lay.spaces + 1):
        painter.setBrush(QColor(90, 62, 43, 40))
        painter.setPen(QPen(INK, 2, Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(lay.predicatore_space(s), 12, 12)
        painter.setPen(QColor(59, 42, 23, 120))
        predicatore_number(s).paint(painter)


class StaticItems:
    """The printed board's items the scene updates (card art and captions)
    and the places on it a piece may be dropped on."""

    def __init__(self) -> None:
        self.svgs: dict[str, SvgItem] = {}
        self.cards: dict[str, OfficeCardItem] = {}  # the offices' cards, picked up in the scenario editor
        self.texts: dict[str, TextItem] = {}
        self.targets: list[TargetItem] = []
        # a card or supply and the caption under it (an office's holder, the Muse's side, a count), lit as
        # one: the light's frame runs round both, never through the words
        self.captions: dict[BoardItem, TextItem] = {}

    def lit_area(self, item: BoardItem) -> QRectF:
        """What a step about ``item`` lights: the item, with its caption if it has one."""
        caption = self.captions.get(item)
        area = item.lit_area()
        return area.united(caption.ink_rect()) if caption is not None and caption.text else area


def build_static(add: Callable[[QGraphicsItem], None]) -> StaticItems:
    """The printed board, each of its items put on the board by ``add``."""
    lay = layout()
    add(Parchment())
    add(PrintedBoard())
    named = StaticItems()

    def svg(name: str, key: str, rect: QRectF, caption: str = "") -> SvgItem:
        item = SvgItem(name, (rect.width(), rect.height()), caption)
        item.setPos(rect.center())
        item.setZValue(0)
        add(item)
        named.svgs[key] = item
        return item

    def text(key: str, rect: QRectF, value: str, px: int = 18, bold: bool = True) -> TextItem:
        item = TextItem(rect, value, px, bold)
        add(item)
        named.texts[key] = item
        return item

    def target(place: Target | EditorTarget, rect: QRectF) -> None:
        item = TargetItem(place, rect)
        item.setVisible(not isinstance(place, RoundSpace))  # (a round: the editor's alone)
        add(item)
        named.targets.append(item)

    for card in LifeCard:
        column = lay.life_card(card)
        target(LifeCardSpot(card), column.adjusted(-4, -4, 4, 250))
        r = lay.life_card(card)
        item = svg("life_card.svg", f"life_{card.name}", r, card.name)
        item.font_px = 34
        item.caption_rect = QRectF(-r.width() / 2, -r.height() / 2 + 44, r.width(), 60)
    text("life_heading", lay.life_heading, QCoreApplication.translate("Board", "Life in Florenza"), 20)
    for n in range(lay.prestige_spaces):
        target(PrestigeSpace(n), lay.prestige_space(n))
    for n in range(1, lay.rounds + 1):  # the round marker's, in the scenario editor (shown only there)
        target(RoundSpace(n), lay.round_space(n))
    for n in range(lay.church_spaces):
        target(ChurchSpace(n), lay.church_space(n))
    for s in range(1, lay.spaces + 1):
        target(PredicatoreSpace(s), lay.predicatore_space(s))
    for key, rect, piece in (("first_player_card", lay.first_player_card, FIRST_PLAYER_CARD),
                             ("bishop_card", lay.bishop_card, BISHOP_CARD_PIECE)):
        named.cards[key] = OfficeCardItem(f"{key}.svg", rect, piece)
        add(named.cards[key])
    target(CaptainCard(), lay.first_player_card)
    named.captions[named.cards["first_player_card"]] = text("first_player_label", lay.first_player_label, "", 16)
    target(BishopCardSpot(), lay.bishop_card)
    named.captions[named.cards["bishop_card"]] = text("bishop_label", lay.bishop_label, "", 16)
    muse = svg("muse_available.svg", "muse", lay.muse)
    muse.setCursor(QCursor(Qt.CursorShape.PointingHandCursor))
    muse.clickable = True
    named.captions[muse] = text("muse_label", lay.muse_label, "", 16)
    named.captions[svg("bag.svg", "bag", lay.bag)] = text("bag_label", lay.bag_label, "", 16)
    named.captions[svg("out_of_game.svg", "out_of_game", lay.out_of_game)] = text("out_label", lay.out_label, "", 16)
    text("round_label", QRectF(1300, 128, 260, 26), "", 18)
    _ = GOLD
    return named
