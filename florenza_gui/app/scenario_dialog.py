"""The Save as a new scenario dialog: the lesson's title, description and closing paragraph; and for Predict
mode, which questions the lesson asks (only those its end of round answers are offered), a hint for each,
and the introduction shown in place of the description (which may tell the answers). Every field is held
to the save format's limits as it is typed or pasted (:mod:`.textfields`). Imported when first asked for
(a launch needs none of its dialog classes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.lessons.predict import askable
from ..engine.model.asks import Ask
from ..engine.model.limits import DESCRIPTION_MAX, HINT_MAX, TITLE_MAX
from ..engine.model.state import GameState, LessonAsk
from ..qt.language import scenario_text
from ..qt.plain import text_label
from .predictwords import ask_question
from .textfields import LineField, ParagraphField

translate = QCoreApplication.translate


class SaveScenarioDialog(QDialog):
    """A new scenario's title and description, empty: a position edited from a lesson is a lesson of its
    own. The lesson's words, questions and log are kept only when asked for (``keep``, which shows the
    lesson's title and description as the teacher read them, in the interface's language, to be edited)."""

    def __init__(self, parent: QWidget | None, state: GameState) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Editor", "Save as a new scenario"))
        # the lesson's text as the teacher read it (in the interface's language), offered to be kept (``keep``)
        self._lesson = scenario_text(state.scenario) if state.scenario else None
        self.keep = QCheckBox(translate(
            "Editor", "Start from the lesson “{0}”: its title, description, questions and log").format(
                self._lesson.title if self._lesson else ""))
        self.keep.setVisible(self._lesson is not None)
        self.title = LineField("", TITLE_MAX, translate("Editor", "Not taken: the title {0}"), visible=True)
        self.title.setPlaceholderText(translate("Editor", "Untitled scenario"))
        self.title.setAccessibleName(translate("Editor", "Scenario title"))
        self.description = ParagraphField("", DESCRIPTION_MAX, translate("Editor", "Not taken: the description {0}"))
        self.description.setAccessibleName(translate("Editor", "Scenario description"))
        self.closing = ParagraphField("", DESCRIPTION_MAX,
                                      translate("Editor", "Not taken: the closing paragraph {0}"))
        self.closing.setAccessibleName(translate("Editor", "Closing paragraph"))
        self.intro = ParagraphField("", DESCRIPTION_MAX, translate("Editor", "Not taken: the introduction {0}"))
        self.intro.setAccessibleName(translate("Editor", "Introduction in Predict mode"))
        # the questions this position's end of round answers, each with a hint (the lesson's, when kept)
        self.asks: dict[Ask, tuple[QCheckBox, LineField]] = {}
        for ask in askable(state):
            question = ask_question(ask)
            ticked = QCheckBox(question)
            # (the refusal names the question; its {0} is left for the reason)
            refused = translate("Editor", "Not taken: the hint for “{0}” {1}").format(question, "{0}")
            hint = LineField("", HINT_MAX, refused)
            hint.setAccessibleName(translate("Editor", "Hint for “{0}”").format(question))
            hint.setPlaceholderText(translate("Editor", "Its hint (optional)"))
            hint.setEnabled(False)
            ticked.toggled.connect(hint.setEnabled)
            self.asks[ask] = (ticked, hint)
        self.keep.toggled.connect(self._keep_lesson)
        self.hint = text_label(translate(
            "Editor", "A title has at most {0} characters, a description at most {1}, a hint at most {2}.").format(
                TITLE_MAX, DESCRIPTION_MAX, HINT_MAX))
        self.hint.setObjectName("length_hint")
        self.hint.setWordWrap(True)
        self.error = text_label()
        self.error.setStyleSheet("color: #a3202a")
        self.error.setWordWrap(True)
        self.error.hide()
        fields: list[LineField | ParagraphField] = [self.title, self.description, self.closing, self.intro,
                                                    *(hint for _, hint in self.asks.values())]
        for field in fields:
            field.refused.connect(self._say_why)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._lesson_tab(), translate("Editor", "Lesson"))
        self.tabs.addTab(self._predict_tab(), translate("Editor", "Predict mode"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.keep)
        box.addWidget(self.tabs, 1)
        box.addWidget(self.hint)
        box.addWidget(self.error)
        box.addWidget(buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 110)  # (a question and its hint side by side)
        self.title.setFocus()  # (the box is for a choice made knowingly: the title is typed first)

    def _keep_lesson(self, on: bool) -> None:
        """The lesson's words in the fields and its questions ticked with their hints (kept), or the fields
        emptied again and the questions unticked where they still hold the lesson's."""
        lesson = self._lesson
        if lesson is None:
            return
        texts = ((self.title.text(), self.title.setText, lesson.title),
                 (self.description.toPlainText(), self.description.setPlainText, lesson.description),
                 (self.closing.toPlainText(), self.closing.setPlainText, lesson.closing),
                 (self.intro.toPlainText(), self.intro.setPlainText, lesson.intro))
        for shown, put, words in texts:
            if on and not shown.strip():
                put(words)
            elif not on and shown == words:
                put("")
        named = {a.ask: a.hint for a in lesson.asks}
        for ask, (ticked, hint) in self.asks.items():
            if ask not in named:
                continue
            if on and not ticked.isChecked():
                ticked.setChecked(True)
                hint.setText(named[ask])
            elif not on and ticked.isChecked() and hint.text() == named[ask]:
                ticked.setChecked(False)
                hint.setText("")

    def _lesson_tab(self) -> QWidget:
        tab = QWidget()
        form = QFormLayout(tab)
        field: QWidget
        for caption, field in ((translate("Editor", "Title"), self.title),
                               (translate("Editor", "Description"), self.description),
                               (translate("Editor", "Closing paragraph"), self.closing)):
            label = text_label(caption)
            label.setBuddy(field)  # (a screen reader finds the field's label)
            form.addRow(label, field)
        form.addRow(text_label(translate("Editor",
                                         "The closing paragraph is shown once the lesson's end of round is played.")))
        return tab

    def _predict_tab(self) -> QWidget:
        tab = QWidget()
        column = QVBoxLayout(tab)
        if self.asks:
            said = translate("Editor", "The questions Predict mode asks in this lesson, each with a hint the "
                                       "learner may ask for (none ticked: it asks every one). Only those this "
                                       "position's end of round answers are offered.")
        else:
            said = translate("Editor", "No question can be chosen here: the end of round is known only once "
                                       "every family has passed.")
        note = text_label(said)
        note.setWordWrap(True)
        column.addWidget(note)
        grid = QGridLayout()
        for row, (ticked, hint) in enumerate(self.asks.values()):
            grid.addWidget(ticked, row, 0)
            grid.addWidget(hint, row, 1)
        grid.setColumnStretch(1, 1)
        column.addLayout(grid)
        label = text_label(translate("Editor", "Introduction in Predict mode"))
        label.setBuddy(self.intro)
        column.addWidget(label)
        column.addWidget(self.intro, 1)
        told = text_label(translate("Editor", "Shown in place of the description while Predict mode is on, so it "
                                              "must not tell what the questions ask. Without one, Predict mode "
                                              "shows the title alone."))
        told.setWordWrap(True)
        column.addWidget(told)
        return tab

    def _say_why(self, problem: str) -> None:
        self.error.setText(problem)
        self.error.setVisible(bool(problem))

    def chosen(self) -> tuple[LessonAsk, ...]:
        """The questions ticked, each with its hint (as saved: without its outer blanks)."""
        return tuple(LessonAsk(ask, hint.text().strip()) for ask, (box, hint) in self.asks.items() if box.isChecked())

    def accept(self) -> None:
        """Save only texts a scenario file can hold; else say which field and why (its tab brought forward)."""
        # (a blank title is the editor's "Untitled scenario"; one of invisible characters only shows nothing)
        fields: list[LineField | ParagraphField] = [
            self.title, self.description, self.closing,
            *(hint for box, hint in self.asks.values() if box.isChecked()), self.intro]
        for field in fields:
            problem = field.problem()
            if problem:
                self._say_why(problem)
                self.tabs.setCurrentIndex(0 if field in (self.title, self.description, self.closing) else 1)
                field.setFocus()
                return
        super().accept()
