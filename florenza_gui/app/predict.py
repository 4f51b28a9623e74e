"""Predict mode in the window: its switch (the Demo menu's and the Predict panel's), the question waiting
asked in the panel and answered there or on the board (:mod:`.predictboard`: a click picks a family or a
character, a piece the question is about is carried to its place), the second hint's numbers lit, and an
answer handed to the session, whose step is then shown as Step shows it. Everything shown is read from the
session's one value."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QWidget

from ..board.items import BoardItem
from ..board.scene import BoardScene
from ..board.view import BoardView
from ..engine.lessons.predict import Answer, Question
from ..engine.model.asks import Ask
from ..engine.model.places import BISHOP_CARD_PIECE
from ..engine.rules.privacy import several_humans
from ..qt.language import scenario_text
from ..qt.predict import HINTS, asks_here, ended_answers, held, revealed, summary, summary_held, waiting
from ..qt.roundreview import review_start
from ..qt.session import Session
from .focus import Panel
from .predictboard import BoardAnswer
from .predictpanel import Asked, PredictPanel
from .predictroom import RoomAnswer, room_caption
from .predictwords import mark_text, summary_text, translate
from .presentation import Presentation, RoomCaption
from .review import ReviewSet


class Predict(QObject):
    """Predict mode's action, panel and board clicks, for ``session``'s game on ``scene`` in ``view``;
    ``step`` shows the next step (as Step does) once a question is answered; ``explain(False)`` has the
    narration keep the step's rule and words in less room, for the question waiting under them."""

    def __init__(self, parent: QWidget, session: Session, scene: BoardScene, view: BoardView,
                 step: Callable[[], None], explain: Callable[[bool, bool], None],
                 tell: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.session, self.scene, self.view, self.step = session, scene, view, step
        self.review = ReviewSet(self, session, tell)
        self._review_said = ""  # what the lesson's summary adds of the review set
        self.explain = explain  # the narration's rule shows in full (not while a question waits under it)
        self.action = QAction(parent)
        self.action.setCheckable(True)
        self.action.toggled.connect(self._on_action_toggled)
        self.panel = PredictPanel(self.action)
        self.room = RoomAnswer(self.panel, view)
        self.panel.answered.connect(self._on_panel_answered)
        self.panel.show_asked.connect(lambda: self._give(None, show=True))
        self.panel.hint_asked.connect(self.session.hint)
        self.board = BoardAnswer(session, scene, view, self.panel)
        self.panel.picks_changed.connect(self.board.render)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("Predict", "Predict each deciding step"))
        self.action.setIconText(translate("Predict", "Predict"))
        self.action.setStatusTip(translate("Predict",
                                           "Before each step that decides something, say what the rule will do"))
        self.panel.retranslate()
        self.room.retranslate()

    # -- rendering ------------------------------------------------------------------------------------
    def render(self) -> None:
        """Show the session's Predict mode: the switch, the question waiting, the marks and the summary."""
        shown = self.session.shown()
        mode = shown.mode
        if self.action.isChecked() != mode.predicting:
            self.action.setChecked(mode.predicting)
        self.action.setEnabled(not mode.covered and not mode.editing)
        question = waiting(shown)
        t = shown.timeline
        # (a mark names its rule; what the rule says, above it in full, is added to a wrong one while a question
        # waits and the narration keeps to the step's words)
        marks = tuple(mark_text(done, shown.game, question is not None and not done.right) for done in revealed(shown))
        done = summary(shown)
        self._review_said = self.review.lesson_over(ended_answers(shown)) if done is not None and mode.lesson else ""
        said = " — ".join(x for x in (summary_text(done) if done is not None else "", self._review_said) if x)
        note = ""
        if mode.predicting and not mode.lesson and several_humans(shown.game) and not asks_here(
                shown.game, t, mode):
            note = translate("Predict", "With several people at the table, Predict asks only in the review of an "
                                        "end of round already played: Game ▸ Review the last end of round.")
        elif mode.review is not None and t is not None and 0 < review_start(t) == t.cursor:
            note = translate("Predict", "The review begins once the Captain's tokens are banked: with several "
                                        "people at the table nothing before a cash-in is shown again (D13).")
        elif not mode.presenting and held(shown) is not None:
            note = translate("Predict", "Step (Space) asks the next question.")
        elif mode.predicting and mode.lesson and t is None and done is None and self.review.coming():
            note = translate("Review", "Questions you missed before that come back after this lesson: {0}").format(
                self.review.coming())
        self.explain(question is None, question is not None and mode.quiz.hints > 0)
        reviewing = question is not None and question.ask in self.review.reviewing()
        shown_marks = revealed(shown)
        right = all(a.right and not a.shown for a in shown_marks) if shown_marks else None
        self.panel.render_asked(Asked(question, shown.game, t.start.round if t is not None else 0, mode.quiz.hints,
                                marks, said, note, reviewing, right))
        self.room.follow(question is not None, mode.presenting)
        self.board.render()

    def attach(self, presentation: Presentation) -> None:
        """The presentation view's band says Predict mode's words, offers Answer, and follows the answer entered."""
        presentation.room = self.room_caption
        self.room.presentation = presentation
        presentation.band_actions.append(self.room.action)
        self.panel.picks_changed.connect(presentation.render)

    def room_caption(self) -> RoomCaption | None:
        """What the presentation view's band says in Predict mode (:func:`.predictroom.room_caption`), the
        lesson's closing paragraph with its summary once its end of round is played."""
        s = self.session
        closing = scenario_text(s.state.scenario).closing if s.lesson_over and s.state.scenario is not None else ""
        return room_caption(s.shown(), self.panel, self._review_said, closing)

    def on_step(self) -> bool:
        """Step pressed (Space, the clicker's Page Down, the band's ▶): whether Predict took it. Presenting, at
        the end of round's end it shows the summary once the room has read the last step; with a question
        waiting, it reveals: the room's answer entered is given, else the room answered aloud; at a lesson's
        end with a review planned, it puts the review position on the table."""
        shown = self.session.shown()
        if self.session.show_held():  # what the room was kept from while it read the step shown
            return True
        if shown.mode.presenting and waiting(shown) is not None:
            fields = self.panel.fields
            if fields is not None and fields.touched and fields.complete():
                self._give(fields.given())
            elif self.session.answer(None, aloud=True) is not None:
                self.step()
            return True
        return self.review.next_position()

    def takes_step(self) -> bool:
        """Whether Step has something of Predict's to show once the end of round is over: its summary kept
        back while the room read the last step, or a review position."""
        return summary_held(self.session.shown()) or self.review.waits()

    def hint_areas(self) -> tuple[QRectF, ...] | None:
        """What the second hint lights: the numbers the rule compares (None: no such hint is showing)."""
        shown = self.session.shown()
        question = waiting(shown)
        if question is None or shown.mode.quiz.hints < HINTS or not self.scene.registry.has_game:
            return None
        return tuple(item.lit_area() for item in self._compared(question))

    def _compared(self, question: Question) -> list[BoardItem]:
        """The items whose numbers decide ``question``: every family's marker on the track it is elected on,
        the character cards on the row, a Ghost's markers and card, the family boards at the end."""
        game = self.scene.registry.game
        ask = question.ask
        if ask in (Ask.CAPTAIN, Ask.TURN_ORDER):
            return list(game.captain_markers.values())
        if ask in (Ask.BISHOP, Ask.CARDINAL):
            card = self.scene.registry.item_of(BISHOP_CARD_PIECE)
            return [*game.bishop_markers.values(), *([card] if ask is Ask.CARDINAL and card is not None else [])]
        if ask is Ask.GHOST_MOVES and question.family is not None:
            return [game.captain_markers[question.family], game.bishop_markers[question.family],
                    *self.scene.registry.ghost_cards]
        if ask is Ask.WINNER:
            return list(game.boards.values())
        row = self.session.state.row
        return [game.cards[c] for under in row for c in under if c in game.cards]

    # -- answering ------------------------------------------------------------------------------------
    def _on_action_toggled(self, on: bool) -> None:
        if on != self.session.mode.predicting:
            self.session.set_predicting(on)

    def _on_panel_answered(self, given: Answer) -> None:
        self._give(given)

    def _give(self, given: Answer, show: bool = False) -> None:
        if self.session.answer(given, show) is not None:
            self.step()  # the step is shown, and with it the mark


def with_predict(panels: list[Panel], predict: Predict, dock: QDockWidget) -> list[Panel]:
    """The window's keyboard panels with the Predict panel's stops among the narration's (in ``dock``), as the
    screen shows them: the step's words, the question's fields and buttons, the controls, then the switch
    beside the speed."""
    toggle, *asking = predict.panel.stops()

    def narration(p: Panel) -> Panel:
        words, *controls = p.stops
        return Panel(tuple(w for w in (words, *asking, *controls, toggle) if not w.isHidden()), p.dock)
    return [narration(p) if p.dock is dock else p for p in panels]
