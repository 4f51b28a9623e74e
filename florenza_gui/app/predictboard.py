"""Predict mode's answers given on the board, with the click and the drag of play: while a question waits, a
press on a family's marker or board, or on a character's card, picks it in the answer being composed (if the
answer takes one), and a press on the office's card asked about (the First Player card for the Captain, the
Bishop card for the Bishop and the Cardinal) picks Nobody; a piece the question is about (a Turn Order marker,
a character's card or one just drawn, a Ghost's markers and Kinsman) is carried with the mouse to a place
(:mod:`..board.answerdrag`), and the answer takes it. The pieces stand where the answer composed puts them
(:mod:`..board.answerplaces`), whether it was composed on the board or in the Predict panel's fields, and what
is picked is outlined; once the answer is given, the board shows the game again and the step is played from
there."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QLineF, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPen
from PySide6.QtWidgets import QGraphicsRectItem

from ..board.answerdrag import AnswerDrag
from ..board.answerplaces import Offers, offers, riders, show_answer
from ..board.items import BoardItem
from ..board.office_cards import OfficeCardItem
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..engine.lessons.predict import Question
from ..engine.model.asks import Ask
from ..engine.model.places import BISHOP_CARD_PIECE, FIRST_PLAYER_CARD
from ..qt.predict import waiting
from ..qt.session import Session
from .predictanswers import FamilyChoice
from .predictpanel import PredictPanel
from .predictwords import nobody_tip

PICKED = QColor("#1f6fb2")  # what the learner picked, apart from the rule's gold


class BoardAnswer(QObject):
    """The board's part of Predict mode, for ``session``'s game on ``scene`` in ``view``, composing the answer
    in ``panel``'s fields."""

    def __init__(self, session: Session, scene: BoardScene, view: BoardView, panel: PredictPanel) -> None:
        super().__init__(view)
        self.session, self.scene, self.view, self.panel = session, scene, view, panel
        self.drag = AnswerDrag(scene)
        self._offers: Offers = {}
        self._pressed = QPointF()  # where the piece carried was pressed, on screen
        self.outlines: list[QGraphicsRectItem] = []
        view.viewport().installEventFilter(self)

    def render(self) -> None:
        """The pieces of the question waiting where the answer composed puts them, offered to the mouse, and
        what the answer picked outlined (nothing waiting: nothing offered, nothing outlined)."""
        for outline in self.outlines:
            self.scene.removeItem(outline)
        self.outlines = []
        self._offers = {}
        along: dict[BoardItem, tuple[BoardItem, ...]] = {}
        registry = self.scene.registry
        shown = self.session.shown()
        question, fields = waiting(shown), self.panel.fields
        if (question is not None and fields is not None and registry.has_game
                and registry.shows_pieces_of(shown.game) and not shown.mode.animating):
            show_answer(registry.game, shown.game, question, fields.composed())
            self._offers = offers(registry.game, shown.game, question)
            along = riders(registry.game, shown.game, question)
        self.drag.offer({item: where for item, (_, where) in self._offers.items()}, along)
        nobody = self.nobody_card(question if fields is not None else None)
        for card in self._office_cards():  # (the card a click answers Nobody on says so)
            card.set_tip(nobody_tip(question, card.card_name()) if card is nobody and question is not None else "")
        if registry.has_game:
            self._outline(registry.game.boards, registry.game.cards,
                          {FamilyChoice.NOBODY: nobody} if nobody is not None else {})

    def _office_cards(self) -> list[OfficeCardItem]:
        found = (self.scene.registry.item_of(card) for card in (FIRST_PLAYER_CARD, BISHOP_CARD_PIECE))
        return [card for card in found if isinstance(card, OfficeCardItem)]

    def nobody_card(self, question: Question | None) -> BoardItem | None:
        """The office's card a click on answers Nobody to ``question``: the First Player card for the Captain,
        the Bishop card for the Bishop and the Cardinal (None: the question is none of theirs)."""
        ask = question.ask if question is not None else None
        card = {Ask.CAPTAIN: FIRST_PLAYER_CARD, Ask.BISHOP: BISHOP_CARD_PIECE, Ask.CARDINAL: BISHOP_CARD_PIECE}.get(
            ask) if ask is not None else None
        return self.scene.registry.item_of(card) if card is not None else None

    def _outline(self, *by_what: Mapping[str, BoardItem]) -> None:
        for what in sorted(self.panel.picked()):
            shown = next((found[what] for found in by_what if what in found), None)
            if shown is None:
                continue
            outline = QGraphicsRectItem(shown.lit_area().adjusted(-5, -5, 5, 5))
            outline.setPen(QPen(PICKED, 5))
            outline.setZValue(210)  # above the spotlight
            outline.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.scene.addItem(outline)
            self.outlines.append(outline)

    def picked_at(self, point: QPointF) -> str | None:
        """The family (its markers or board) or the character (its card or tile) under the board's ``point``;
        the office's card the question waiting is about: Nobody."""
        if not self.scene.registry.has_game:
            return None
        game = self.scene.registry.game
        owners: dict[object, str] = {}
        nobody = self.nobody_card(waiting(self.session.shown()))
        if nobody is not None:
            owners[id(nobody)] = FamilyChoice.NOBODY
        for by_family in (game.captain_markers, game.bishop_markers, game.turn_markers, game.boards):
            owners.update({id(item): family for family, item in by_family.items()})
        for by_character in (game.cards, game.tiles):
            owners.update({id(item): character for character, item in by_character.items()})
        for item in self.scene.items(point):
            if id(item) in owners and item.isVisible():
                return owners[id(item)]
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While a question waits, a press on the board picks up a piece the answer moves, or else picks the
        family or the character pressed if the answer takes one; the piece carried follows the mouse and is put
        where it is let go. Any other press goes to the board."""
        if not isinstance(event, QMouseEvent):
            return super().eventFilter(watched, event)
        kind, at = event.type(), event.position()
        point = self.view.mapToScene(at.toPoint())
        if kind == QEvent.Type.MouseMove and self.drag.carrying is not None:
            self.drag.move(point, QLineF(at, self._pressed).length())
            return True
        if kind == QEvent.Type.MouseButtonRelease and self.drag.carrying is not None:
            self._let_go(point)
            return True
        if (kind == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton
                and self.panel.fields is not None and waiting(self.session.shown()) is not None):
            if self.drag.press(point):
                self._pressed = at
                return True
            what = self.picked_at(point)
            if what is not None and self.panel.pick(what):
                return True
        return super().eventFilter(watched, event)

    def _let_go(self, point: QPointF) -> None:
        """The piece carried let go at ``point``: put there if it is one of its places (a click picks it, as a
        press on any piece does), then every piece where the answer puts it."""
        done = self.drag.release(point)
        fields = self.panel.fields
        if done is not None and fields is not None and done[0] in self._offers:
            item, place, carried = done
            what = self._offers[item][0]
            if carried and place is not None:
                fields.put(what, place)
            elif not carried:
                self.panel.pick(what)
        self.render()
