"""Short-lived pieces that make an automatic step visible: tokens dealt face
down, an office's seal passing to its new holder, a Ghost card revealed.

They carry only what the event says in public: a token flies face down and
its value is never drawn (RULES.md §9)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..engine.model.events import Event, EventKind, Events, GhostCardShown, Revealed
from ..engine.model.places import FIRST_PLAYER_CARD, HeldBy
from ..engine.model.state import GameState
from ..engine.rules.final_scoring import reveals
from ..qt.theme import GOLD, INK, serif
from ..qt.timeline import Timeline
from ..qt.tokenwords import token_values
from .items import BoardItem, SvgItem
from .layout import layout
from .overlays import TextItem
from .pieces import MarkerItem
from .room import free_spot, keep_off, room
from .stage import Stage
from .svgart import paint_art

PLATE_PX = 22  # the R9.1 plates' type
PLATE_PADDING = 8.0  # between a plate's gold edge and its words
PLATE_LEAST_PX = 14  # the smallest type a plate's words are set in to fit


class GhostCardItem(BoardItem):
    """A Ghost card, face up: its Prestige, Church and Predicatore values,
    in type a room can read. It lies above the spotlight's dimming: while
    the Ghost's steps play, the card is what they carry out."""

    SIZE = (130.0, 182.0)  # the art's proportions
    PX = 21

    def __init__(self, values: tuple[int, int, int], family: str | None = None) -> None:
        super().__init__(self.SIZE)
        self.values = values
        self.family = family
        self.setZValue(250)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def accessible_name(self) -> str:
        p, c, s = self.values
        return QCoreApplication.translate(
            "Board", "Ghost card: Prestige +{0}, Church +{1}, Predicatore space {2}").format(p, c, s)

    def lines(self) -> list[str]:
        p, c, s = self.values
        return QCoreApplication.translate("Board", "Prestige +{0}\nChurch +{1}\nSpace {2}").format(p, c, s).split("\n")

    def text_box(self) -> QRectF:
        return self._rect.adjusted(9, 62, -9, -9)

    def font_px(self) -> int:
        """The largest type, up to :attr:`PX`, in which every line fits the card's box."""
        width, px = self.text_box().width() - 8, self.PX
        while px > 10 and any(QFontMetricsF(serif(px, bold=True)).horizontalAdvance(t) > width for t in self.lines()):
            px -= 1
        return px

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_art(painter, "ghost_card.svg", self._rect)
        painter.setBrush(QColor(250, 242, 220, 240))
        painter.setPen(INK)
        box = self.text_box()
        painter.drawRoundedRect(box, 6, 6)
        painter.setFont(serif(self.font_px(), bold=True))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, "\n".join(self.lines()))


class RevealPlate(TextItem):
    """R9.1: a family's tokens, face up, on a plate over its board."""

    def __init__(self, rect: QRectF, text: str) -> None:
        super().__init__(rect, text, PLATE_PX, True)
        self.setZValue(170)
        self.family: str | None = None
        # the sum is never cut off: words that do not fit even counted by value are set smaller
        room = rect.width() - 2 * PLATE_PADDING
        while self.px > PLATE_LEAST_PX and QFontMetricsF(serif(self.px, bold=True)).horizontalAdvance(text) > room:
            self.px -= 1

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor("#fff8e6"))
        painter.setPen(QPen(GOLD, 3))
        painter.drawRoundedRect(self._rect, 10, 10)
        super().paint(painter, option, widget)


async def play_effect(stage: Stage, event: Event) -> None:
    """The flourish for events whose piece does not itself travel."""
    anim = stage.animator
    game = stage.registry.game
    if event.kind is EventKind.TOKENS_BANKED and event.family:
        token = SvgItem("token_back.svg", (34, 34))
        token.setZValue(160)
        token.setPos(game.captain_markers[event.family].pos())
        stage.add(token)
        board = game.boards[event.family]
        await anim.move([(token, board.pos() + QPointF(-board.boundingRect().width() / 2 + 38, 52))], 1.3)
        stage.remove(token)
    elif event.kind in (EventKind.FIRST_PLAYER_CARD_MOVED, EventKind.BISHOP_CARD_MOVED):
        card = layout().first_player_card if event.piece == FIRST_PLAYER_CARD else layout().bishop_card
        if not isinstance(event.to, HeldBy) or event.to.family not in game.boards:
            return
        holder = event.to.family
        source = event.from_
        src = game.boards[source.family].pos() if isinstance(source, HeldBy) else card.center()
        seal = MarkerItem(game.turn_markers[holder].style, None, 46)
        seal.setZValue(160)
        seal.setPos(src)
        stage.add(seal)
        await anim.move([(seal, game.boards[holder].pos())], 1.3)
        stage.remove(seal)
    elif event.kind is EventKind.TOKENS_REVEALED and event.family in game.boards:
        # R9.1: the game is over, so the values are public now
        stage.registry.reveals.append(_plate(stage, event))
        await anim.pause(2.0)
    elif event.kind is EventKind.GHOST_CARD_REVEALED and event.family in game.boards:
        assert isinstance(event.args, GhostCardShown)
        clear_ghost_cards(stage)
        ghost = GhostCardItem(event.args.values, event.family)
        ghost.setPos(layout().bag.center())
        stage.add(ghost)
        stage.registry.ghost_cards.append(ghost)
        await anim.move([(ghost, _ghost_card_place(stage, ghost))], 1.2)


def clear_ghost_cards(stage: Stage) -> None:
    """No Ghost card is shown any more."""
    for card in stage.registry.ghost_cards:
        stage.remove(card)
    stage.registry.ghost_cards.clear()


def _tokens(event: Event) -> list[int]:
    return list(event.args.tokens) if isinstance(event.args, Revealed) else []


def _plate_text(values: list[int], level: int) -> str:
    """A plate's words at ``level``: 0 "Prestige tokens: 10 + 10 + 2 = 22", 1 "Prestige tokens: 2×10 + 2 =
    22", 2 "Tokens: 10 + 10 + 2 = 22", 3 "Tokens: 2×10 + 2 = 22" (one token, or none, read so at every level)."""
    if not values:
        return QCoreApplication.translate("Board", "no tokens")
    if len(values) == 1:  # (one token: its value is its sum)
        return QCoreApplication.translate("Board", "Prestige token: {0}").format(values[0])
    form = (QCoreApplication.translate("Board", "Prestige tokens: {0} = {1}") if level < 2
            else QCoreApplication.translate("Board", "Tokens: {0} = {1}"))
    return form.format(token_values(values, lambda _one_by_one: level % 2 == 0), sum(values))


def _plate_labels(events: list[Event], widths: list[float]) -> list[str]:
    """What each plate says: that these are Prestige tokens, their values one by one and their sum, so that
    no number on it reads as a score ("Prestige tokens: 10 + 2 + 1 = 13", "Prestige token: 5"); where that
    does not fit, the shorter label, then the tokens counted by value ("Tokens: 7×10 + 7×2 = 84"), which
    the plate sets in smaller type if even that does not fit (:class:`RevealPlate`). Every plate shown reads
    alike: in the most the plate with the least room can take (its neighbours wrote "5 + 5 + 5 + 2" beside
    "2×5 + 4×2")."""
    metrics = QFontMetricsF(serif(PLATE_PX, bold=True))

    def level(values: list[int], width: float) -> int:
        return next((n for n in range(3) if metrics.horizontalAdvance(_plate_text(values, n))
                     <= width - 2 * PLATE_PADDING), 3)

    values = [_tokens(e) for e in events]
    common = max((level(v, w) for v, w in zip(values, widths, strict=True)), default=0)
    return [_plate_text(v, common) for v in values]


def _plate_rect(stage: Stage, family: str) -> QRectF:
    board = stage.registry.game.boards[family]
    return layout().reveal_plate(board.area())


def _plate(stage: Stage, event: Event, label: str | None = None) -> RevealPlate:
    """A plate over the family's own board: its tokens turned face up (R9.1)."""
    rect = _plate_rect(stage, event.family or "")
    reveal = RevealPlate(rect, label if label is not None else _plate_labels([event], [rect.width()])[0])
    reveal.family = event.family
    stage.add(reveal)
    return reveal


def _ghost_card_place(stage: Stage, card: GhostCardItem) -> QPointF:
    """Where a Ghost's card lies while its steps play: in the Life row, as near
    its board as there is room, covering no word, number or piece (:mod:`.room`)."""
    board = stage.registry.game.boards[card.family or ""]
    below = room().bottom()
    near = QPointF(board.scenePos().x(), below)
    return free_spot(card.SIZE, near, keep_off(board.scene().items(), skip=[card])).center()


def _ghost_card_in_play(events: Events) -> Event | None:
    """The Ghost card still in play after ``events`` (an end of round's so far): the last one revealed,
    until the next round starts."""
    for event in reversed(events):
        if event.kind is EventKind.ROUND_STARTED:
            return None
        if event.kind is EventKind.GHOST_CARD_REVEALED:
            return event
    return None


def rest_effects(stage: Stage, state: GameState, t: Timeline | None) -> None:
    """At rest the flourishes on the board are a function of what is shown
    (``state``, at the cursor of the end of round's timeline ``t`` if one is
    under way): the Ghost card of the Ghost whose steps are being played, and
    a plate per family whose tokens R9.1 has revealed, as the timeline has
    them at its cursor. Back takes them away with the step that made them; a
    game at its end (played or opened so) shows its plates."""
    events = t.events_so_far() if t is not None else ()
    ghost = _ghost_card_in_play(events)
    want = (ghost.family, ghost.args.values) if ghost is not None and isinstance(ghost.args, GhostCardShown) else None
    registry = stage.registry
    have = [(c.family, c.values) for c in registry.ghost_cards if isinstance(c, GhostCardItem)]
    if have != ([want] if want else []):
        clear_ghost_cards(stage)
        if want is not None and want[0] in registry.game.boards:
            card = GhostCardItem(want[1], want[0])
            stage.add(card)
            card.setPos(_ghost_card_place(stage, card))
            registry.ghost_cards.append(card)
    revealed = [e for e in events if e.kind is EventKind.TOKENS_REVEALED] if t is not None else reveals(state.log)
    plates = [e for e in revealed if e.family in registry.game.boards]
    # the same plates (a new language words "no tokens" anew)
    labels = _plate_labels(plates, [_plate_rect(stage, e.family or "").width() for e in plates])
    wanted = [(e.family, label) for e, label in zip(plates, labels, strict=True)]
    if [(getattr(p, "family", None), getattr(p, "text", None)) for p in registry.reveals] != wanted:
        for item in registry.reveals:
            stage.remove(item)
        registry.reveals[:] = [_plate(stage, e, label) for e, label in zip(plates, labels, strict=True)]
