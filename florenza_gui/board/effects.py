"""Short-lived pieces that make an automatic step visible: tokens dealt face
down, an office's seal passing to its new holder, a Ghost card revealed.

They carry only what the event says in public: a token flies face down and
its value is never drawn (RULES.md §9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..engine.model.events import Event, EventKind, GhostCardShown, Revealed
from ..engine.model.places import FIRST_PLAYER_CARD, HeldBy
from ..engine.model.state import GameState
from ..engine.model.types import Phase
from ..qt.theme import GOLD, INK, serif
from ..qt.tokenwords import token_values
from .items import BoardItem, MarkerItem, SvgItem, renderer
from .layout import layout
from .overlays import TextItem

if TYPE_CHECKING:
    from .scene import BoardScene


PLATE_PX = 22  # the R9.1 plates' type


class GhostCardItem(BoardItem):
    """A Ghost card, face up: its Prestige, Church and Predicatore values."""

    def __init__(self, values: tuple[int, int, int], family: str | None = None) -> None:
        super().__init__((100, 140))
        self.values = values
        self.family = family
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
        super().__init__(rect, text, PLATE_PX, True)
        self.setZValue(170)
        self.family: str | None = None

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
        scene.reveals.append(_plate(scene, event))
        await anim.pause(2.0)
    elif event.kind is EventKind.GHOST_CARD_REVEALED and event.family in scene.boards:
        assert isinstance(event.args, GhostCardShown)
        scene.clear_ghost_cards()
        ghost = GhostCardItem(event.args.values, event.family)
        ghost.setPos(layout().bag.center())
        scene.addItem(ghost)
        scene.ghost_cards.append(ghost)
        # over the right half of the Ghost's own board, while its steps play
        ghost.setScale(0.85)
        await anim.move([(ghost, _ghost_card_place(scene, event.family))], 1.2)


def _plate_label(event: Event, width: float) -> str:
    """The tokens one by one and their total; those that do not fit so, counted by value ("7×10 + 7×2 = 84")."""
    values = list(event.args.tokens) if isinstance(event.args, Revealed) else []
    if not values:
        return QCoreApplication.translate("Board", "no tokens")
    total = f" = {sum(values)}"
    metrics = QFontMetricsF(serif(PLATE_PX, bold=True))
    return token_values(values, lambda text: metrics.horizontalAdvance(text + total) <= width) + total


def _plate_rect(scene: BoardScene, family: str) -> QRectF:
    area = scene.boards[family].sceneBoundingRect()
    return QRectF(area.left() + 14, area.center().y() - 6, area.width() - 28, 44)


def _plate(scene: BoardScene, event: Event) -> RevealPlate:
    """A plate over the family's own board: its tokens turned face up (R9.1)."""
    rect = _plate_rect(scene, event.family or "")
    reveal = RevealPlate(rect, _plate_label(event, rect.width()))
    reveal.family = event.family
    scene.addItem(reveal)
    return reveal


def _ghost_card_place(scene: BoardScene, family: str) -> QPointF:
    rect: QRectF = scene.boards[family].sceneBoundingRect()
    return QPointF(rect.right() - 62, rect.center().y())


def _shown_ghost_card(state: GameState) -> Event | None:
    """The Ghost card still in play at this position: the last one revealed in
    the end of round under way (from the log back to the last turn or move)."""
    if state.active is not None or state.phase is Phase.GAME_OVER:
        return None
    for entry in reversed(state.log):
        event = entry.event
        if event is None or event.kind in _BEFORE_THE_END:
            return None
        if event.kind is EventKind.GHOST_CARD_REVEALED:
            return event
    return None


# the kinds of the lines written before an end of round starts: a move, a turn, a round begun
_BEFORE_THE_END = frozenset({EventKind.MOVE_MADE, EventKind.TURN_PASSED, EventKind.ROUND_STARTED})


def _shown_reveals(state: GameState) -> list[Event]:
    """The R9.1 reveals made so far at this position (after R8.1 ended the game)."""
    found: list[Event] = []
    if state.phase is Phase.GAME_OVER:
        for entry in reversed(state.log):
            event = entry.event
            if event is None or event.kind in (EventKind.GAME_ENDED, EventKind.ROUND_ADVANCED):
                break  # R8.1: the reveals come after it
            if event.kind is EventKind.TOKENS_REVEALED:
                found.append(event)
    return found[::-1]


def rest_effects(scene: BoardScene, state: GameState) -> None:
    """At rest the flourishes on the board are a function of the position:
    the Ghost card of the Ghost whose steps are being played, and a plate per
    family whose tokens R9.1 has revealed. Back takes them away with the
    step that made them; a game opened at its end shows its plates."""
    ghost = _shown_ghost_card(state)
    want = (ghost.family, ghost.args.values) if ghost is not None and isinstance(ghost.args, GhostCardShown) else None
    have = [(c.family, c.values) for c in scene.ghost_cards if isinstance(c, GhostCardItem)]
    if have != ([want] if want else []):
        scene.clear_ghost_cards()
        if want is not None and want[0] in scene.boards:
            card = GhostCardItem(want[1], want[0])
            card.setScale(0.85)
            card.setPos(_ghost_card_place(scene, want[0]))
            scene.addItem(card)
            scene.ghost_cards.append(card)
    reveals = [e for e in _shown_reveals(state) if e.family in scene.boards]
    # the same plates (a new language words "no tokens" anew)
    wanted = [(e.family, _plate_label(e, _plate_rect(scene, e.family or "").width())) for e in reveals]
    if [(getattr(p, "family", None), getattr(p, "text", None)) for p in scene.reveals] != wanted:
        for item in scene.reveals:
            scene.removeItem(item)
        scene.reveals[:] = [_plate(scene, e) for e in reveals]
