"""The Predict panel, under the narration's controls: Predict mode's switch (laid out by the window beside the
narration's speed), and while a question waits the question in words, its hints, the fields to answer it, and
Hint, Show me and Answer; once its step is shown, the mark; at the end of the end of round, how it went.

The panel keeps nothing of the game: it shows an :class:`Asked`, which the window makes from the session
each time it renders. It holds only the answer being composed, in its fields, for the question shown."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.lessons.predict import Question
from ..engine.model.state import GameState
from ..qt.plain import text_label, tip
from ..qt.predict import HINTS
from ..qt.theme import serif
from .fitting import TextHeight
from .predictanswers import AnswerFields, fields_for
from .predictwords import hint_text, question_text, translate

MARK_RIGHT, MARK_WRONG = "#1f6b2c", "#9a2a12"  # the marks' ink: dark enough on the panel's light paper


@dataclass(frozen=True, slots=True)
class Asked:
    """What the Predict panel shows: the question waiting (asked on ``game``, the position before its step;
    ``round`` is the round whose end asks it), the hints seen, the marks of the step shown and the summary."""

    question: Question | None = None
    game: GameState | None = None
    round: int = 0
    hints: int = 0
    marks: tuple[str, ...] = ()
    summary: str = ""
    note: str = ""  # why nothing is asked although Predict mode is on, or what comes back after the lesson
    review: bool = False  # the question is asked again: one missed in an earlier lesson
    right: bool | None = None  # the marks shown: every answer right (True), one wrong or shown (False), none (None)


class PredictPanel(QWidget):
    answered = Signal(object)  # the answer composed (Answer)
    show_asked = Signal()  # "Show me": no answer, the step is shown
    hint_asked = Signal()
    picks_changed = Signal()  # the families or characters picked changed (lit on the board)

    def __init__(self, action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.toggle = QToolButton()  # (it shows the action's short name, its icon text)
        self.toggle.setDefaultAction(action)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.question = text_label()
        self.question.setFont(serif(16, bold=True))
        self.hint = text_label()
        self.hint.setStyleSheet("color: #5a3e1f")
        self.result = text_label()
        self.result.setFont(serif(15))
        self._heights = [TextHeight(label) for label in (self.question, self.hint, self.result)]
        self.fields_box = QVBoxLayout()  # the fields of the question shown
        self.fields: AnswerFields | None = None
        self._shown: tuple[int, Question] | None = None  # the question the fields were made for
        self.reviewing = False  # the question shown is one missed in an earlier lesson
        self.in_room = False  # in the room's answer box (the band beside it has shown the step's mark)
        self.hint_button, self.show_button, self.answer_button = QPushButton(), QPushButton(), QPushButton()
        self.hint_button.clicked.connect(self.hint_asked)
        self.show_button.clicked.connect(self.show_asked)
        self.answer_button.clicked.connect(self._on_answer_clicked)
        self.answer_button.setDefault(True)
        self.buttons = QWidget()  # under the question, never scrolled away
        buttons = QHBoxLayout(self.buttons)
        buttons.setContentsMargins(0, 0, 0, 0)
        for button in (self.hint_button, self.show_button, self.answer_button):
            buttons.addWidget(button)
        self.asking = QWidget()
        column = QVBoxLayout(self.asking)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(3)  # (close: a question's fields in sight under it in a small window)
        column.addWidget(self.question)
        column.addLayout(self.fields_box)  # the answers right under the question, the hints under them (a long
        column.addWidget(self.hint)  # hint in a small window is the part a scroll away, never the answers)
        body = QWidget()
        said = QVBoxLayout(body)
        said.setContentsMargins(0, 0, 0, 0)
        said.setSpacing(3)
        said.addWidget(self.result)  # (how the last answer went, over the next question)
        said.addWidget(self.asking)
        said.addStretch(1)
        # the question, its fields and the marks scroll when the window is small: the step's words above
        # and the controls below keep their room
        self.body = QScrollArea()
        self.body.setWidget(body)
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setMinimumHeight(2 * self.result.fontMetrics().lineSpacing())
        body.installEventFilter(self)  # (its words fitted to their width ask for another height: eventFilter)
        self.body.viewport().installEventFilter(self)
        self.body.verticalScrollBar().rangeChanged.connect(lambda *_: self._keep_asking_in_sight())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 3, 0, 0)  # (a little apart from the step's words above)
        layout.addWidget(self.body, 1)
        layout.addWidget(self.buttons)
        self.asking.hide()
        self.buttons.hide()
        self.result.hide()
        self.body.hide()
        # a question comes up where Step was clicked: for a double click's time, clicks still coming for Step
        # fall through its fields and buttons (they would change the answer unseen, or give it)
        self._settling = QTimer(self)
        self._settling.setSingleShot(True)
        self._settling.timeout.connect(lambda: self._take_clicks(True))
        self.retranslate()

    def _take_clicks(self, on: bool) -> None:
        for part in (self.body, self.buttons):
            part.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, not on)

    def minimumSizeHint(self) -> QSize:
        """As wide as its buttons ask for, shown or not: a question coming never widens the dock (the board
        would shrink under it, and shift)."""
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self.buttons.sizeHint().width()), hint.height())

    def sizeHint(self) -> QSize:
        """Asking, the room a question wants; else only what its marks or summary need (the narration above
        keeps the rest)."""
        hint = super().sizeHint()
        if self.asking.isHidden():
            return QSize(hint.width(), self.minimumSizeHint().height())
        body = self.body.widget()
        inner = body.layout() if body is not None else None
        layout = self.layout()
        # at the panel's width, which the dock sets (the scroll area's own hint, and its labels', are for a width
        # of their own; its viewport's width is stale until the body is first laid out, and a scroll bar there
        # would narrow it only while the body does not fit, which it then would)
        sides = 0 if layout is None else layout.contentsMargins().left() + layout.contentsMargins().right()
        width = self.width() - sides - 2 * self.body.frameWidth()
        wanted = inner.totalHeightForWidth(width) if inner is not None else 0
        around = 0 if layout is None else (max(layout.spacing(), 0) + layout.contentsMargins().top()
                                           + layout.contentsMargins().bottom())
        return QSize(hint.width(), wanted + 2 * self.body.frameWidth() + around + self.buttons.sizeHint().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The question's body laid out again (a label fitted to its width, the fields made): the room it
        wants changed with it (:meth:`sizeHint`), and the narration's layout asks again. The body or the room
        for it resized: the question and its fields in sight (:meth:`_keep_asking_in_sight`)."""
        body = self.body.widget()
        if watched is body and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        elif watched in (body, self.body.viewport()) and event.type() == QEvent.Type.Resize:
            self._keep_asking_in_sight()
        return False

    def _keep_asking_in_sight(self) -> None:
        """Where the body scrolls, the question waiting and its fields are what shows, the marks of the step
        before over them as far as there is room (the rest of the marks a scroll up); fields taller than the
        room, from the question down."""
        if self.asking.isHidden():
            return
        top, view = self.asking.y(), self.body.viewport().height()
        self.body.verticalScrollBar().setValue(min(top, max(0, top + self.asking.height() - view)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Another width, another height wanted for the question's words (:meth:`sizeHint`)."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()

    def retranslate(self) -> None:
        self.hint_button.setText(translate("Predict", "Hint"))
        self.hint_button.setToolTip(tip(translate("Predict",
                                                  "First what the rule says, then the numbers it compares, lit")))
        self.show_button.setText(translate("Predict", "Show me"))
        self.show_button.setToolTip(tip(translate("Predict", "No answer: show the step")))
        self.answer_button.setText(translate("Predict", "Answer"))
        self.question.setAccessibleDescription(translate("Predict", "The question before the next step"))
        self.result.setAccessibleDescription(translate("Predict", "How the answer went"))
        self.setAccessibleName(translate("Predict", "Predict"))
        self.toggle.setAccessibleName(translate("Predict", "Predict mode"))
        self._shown = None  # the fields are made again in the new language

    def render_asked(self, asked: Asked) -> None:
        """Show ``asked``, in the current language."""
        q, game = asked.question, asked.game
        self.reviewing = asked.review
        if q is None or game is None:
            self._set_fields(None, None)
            self.asking.hide()
            self.buttons.hide()
        else:
            if self._shown != (asked.round, q):
                self._set_fields(fields_for(q, game), (asked.round, q))
            said = question_text(q, game)
            self.question.setText(translate("Predict", "A question you missed before, in a new position: {0}").format(
                said) if asked.review else said)
            hints = [hint_text(q, game)] if asked.hints >= 1 else []
            if asked.hints >= HINTS:
                hints.append(translate("Predict", "The numbers it compares are lit on the board."))
            self.hint.setText("\n".join(hints))
            self.hint.setVisible(bool(hints))
            self.hint_button.setEnabled(asked.hints < HINTS)
            self._render_answer_button()
            self.asking.show()
            self.buttons.show()
        said = "\n".join([*asked.marks, *([asked.summary] if asked.summary else []), *(
            [asked.note] if asked.note and q is None else [])])
        self.result.setText(said)
        # right in green, wrong in red, as well as in words ("Right", "Not quite"): read at a glance
        self.result.setStyleSheet("" if not asked.marks or asked.right is None
                                  else f"color: {MARK_RIGHT if asked.right else MARK_WRONG};")
        self.result.setVisible(bool(said) and not (self.in_room and q is not None))
        self.body.setVisible(bool(said) or q is not None)
        self.setVisible(bool(said) or q is not None)  # (with nothing to say it takes no room, nor any gap)
        # it keeps to what it shows (asking, up to the narration's room left; its body scrolls in less)
        if self.sizePolicy().verticalPolicy() != QSizePolicy.Policy.Maximum:
            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        for height in self._heights:
            height.fit()
        # a mark is read whole where the window has the room (the rest scrolls)
        lines = self.result.fontMetrics().lineSpacing()
        needed = self.result.minimumHeight() if q is None else 0
        self.body.setMinimumHeight(max(2 * lines, min(needed, 4 * lines)))
        self.updateGeometry()  # (what it shows asks for another height: the narration's layout asks it again)

    def _set_fields(self, fields: AnswerFields | None, shown: tuple[int, Question] | None) -> None:
        if fields is None and self.fields is None and self._shown is None:
            return  # no question shown and none to show: nothing picked changes (every render of the window comes here)
        if self.fields is not None:
            self.fields_box.removeWidget(self.fields)
            self.fields.deleteLater()
        self.fields, self._shown = fields, shown
        if fields is not None:
            fields.changed.connect(self._on_fields_changed)
            self.fields_box.addWidget(fields)
            self._take_clicks(False)
            self._settling.start(QApplication.doubleClickInterval())
        self.picks_changed.emit()

    def stops(self) -> tuple[QWidget, ...]:
        """Where Tab stops in the panel, in order: the switch, and while a question waits its fields and buttons."""
        if self.asking.isHidden():
            return (self.toggle,)
        fields = [w for w in (self.fields.findChildren(QWidget) if self.fields is not None else [])
                  if w.focusPolicy() & Qt.FocusPolicy.TabFocus and not w.isHidden()]
        return (self.toggle, *fields, self.hint_button, self.show_button, self.answer_button)

    def pick(self, what: str) -> bool:
        """A family or a character clicked on the board: whether the answer being composed took it."""
        return self.fields is not None and self.fields.pick(what)

    def picked(self) -> frozenset[str]:
        return self.fields.picked() if self.fields is not None else frozenset()

    def _render_answer_button(self) -> None:
        self.answer_button.setEnabled(self.fields is not None and self.fields.complete())

    def _on_fields_changed(self) -> None:
        self._render_answer_button()
        self.picks_changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the panel's button the keyboard is on, else Answer, as in a form (Space is the
        window's Step key)."""
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or self.asking.isHidden():
            super().keyPressEvent(event)
            return
        focused = QApplication.focusWidget()
        pressed = focused if isinstance(focused, QPushButton) and self.isAncestorOf(focused) else self.answer_button
        if pressed.isEnabled():
            pressed.click()
        event.accept()

    def _on_answer_clicked(self) -> None:
        if self.fields is not None and self.fields.complete():
            self.answered.emit(self.fields.given())
