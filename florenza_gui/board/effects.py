"""Short-lived pieces that make an automatic step visible: tokens dealt face
down, an office's seal passing to its new holder, a Ghost card revealed.

They carry only what the event says in public: a token flies face down and
its value is never drawn (RULES.md §9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..engine.events import Event, EventKind, GhostCardShown, Revealed
from ..engine.places import FIRST_PLAYER_CARD, HeldBy
from ..qt.theme import GOLD, INK, serif
from .items import BoardItem, MarkerItem, SvgItem, renderer
from .layout import layout
from .overlays import TextItem

if TYPE_CHECKING:
    from .scene import BoardScene


class GhostCardItem(BoardItem):
    """A Ghost card, face up: its Prestige, Church and Predicatore values."""

    def __init__(self, values: tuple[int, int, int]) -> None:
        super().__init__((100, 140))
        self.values = values
        self.setZValue(150)

    def accessible_name(self) -> str:
        p, c, s = self.values
        return QCoreApplication.translate(
            "Board", "Ghost card: Prestige +{0}, Church +{1}, Predicatore space {2}").format(p, c, s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        renderer("ghost_card.svg").render(painter, self._rect)
        painter.setBrush(QColor(250, 242, 220, 230))
        painter.setPen(INK)
        box = self._rect.adjusted(8, 52, -8, -8)
        painter.drawRoundedRect(box, 6, 6)
        painter.setFont(serif(17, bold=True))
        p, c, s = self.values
        lines = QCoreApplication.translate("Board", "Prestige +{0}\nChurch +{1}\nSpace {2}").format(p, c, s)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, lines)


class RevealPlate(TextItem):
    """R9.1: a family's tokens, face up, on a plate over its board."""

    def __init__(self, rect: QRectF, text: str) -> None:
        super().__init__(rect, text, 22, True)
        self.setZValue(170)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#fff8e6"))
        painter.setPen(QPen(GOLD, 3))
        painter.drawRoundedRect(self._rect, 10, 10)
        super().paint(painter, option, widget)


async def play_effect(scene: BoardScene, event: Event) -> None:
    """The flourish for events whose piece does not itself travel."""
    anim = scene.animator
    if event.kind is EventKind.TOKENS_BANKED and event.family:
        token = SvgItem("token_back.svg", (34, 34))
        token.setZValue(160)
        token.setPos(scene.captain_markers[event.family].pos())
        scene.addItem(token)
        board = scene.boards[event.family]
        await anim.move([(token, board.pos() + QPointF(-board.boundingRect().width() / 2 + 38, 52))], 1.3)
        scene.removeItem(token)
    elif event.kind in (EventKind.FIRST_PLAYER_CARD_MOVED, EventKind.BISHOP_CARD_MOVED):
        card = layout().first_player_card if event.piece == FIRST_PLAYER_CARD else layout().bishop_card
        if not isinstance(event.to, HeldBy) or event.to.family not in scene.boards:
            return
        holder = event.to.family
        source = event.from_
        src = scene.boards[source.family].pos() if isinstance(source, HeldBy) else card.center()
        seal = MarkerItem(scene.turn_markers[holder].style, None, 46)
        seal.setZValue(160)
        seal.setPos(src)
        scene.addItem(seal)
        await anim.move([(seal, scene.boards[holder].pos())], 1.3)
        scene.removeItem(seal)
    elif event.kind is EventKind.TOKENS_REVEALED and event.family in scene.boards:
        # R9.1: the game is over, so the values are public now
        values = list(event.args.tokens) if isinstance(event.args, Revealed) else []
        label = (" + ".join(map(str, values)) + f" = {sum(values)}" if values
                 else QCoreApplication.translate("Board", "no tokens"))
        board = scene.boards[event.family]
        area = board.sceneBoundingRect()
        # a plate over the family's own board: the tokens turned face up
        reveal = RevealPlate(QRectF(area.left() + 14, area.center().y() - 6, area.width() - 28, 44), label)
        scene.addItem(reveal)
        scene.reveals.append(reveal)
        await anim.pause(2.0)
    elif event.kind is EventKind.GHOST_CARD_REVEALED and event.family in scene.boards:
        assert isinstance(event.args, GhostCardShown)
        scene.clear_ghost_cards()
        ghost = GhostCardItem(event.args.values)
        ghost.setPos(layout().bag.center())
        scene.addItem(ghost)
        scene.ghost_cards.append(ghost)
        board = scene.boards[event.family]
        rect: QRectF = board.sceneBoundingRect()
        # over the right half of the Ghost's own board, while its steps play
        ghost.setScale(0.85)
        await anim.move([(ghost, QPointF(rect.right() - 62, rect.center().y()))], 1.2)
