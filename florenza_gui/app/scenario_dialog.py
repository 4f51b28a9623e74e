"""The Save as a new scenario dialog: title and description, held to the
save format's limits as they are typed or pasted (length, and plain text: no
control character, no bidirectional control, as the file reader's rule,
``limits.text_reason``). Imported when first asked for (a launch needs none
of its dialog classes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine.model.limits import DESCRIPTION_MAX, TITLE_MAX, text_reason
from ..engine.model.state import GameState
from ..engine.words.filewords import why_text
from ..qt.language import language, scenario_text
from ..qt.plain import text_label


class SaveScenarioDialog(QDialog):
    """A new scenario's title and description, empty: a position edited from a lesson is a lesson of its
    own. The lesson's words, questions and log are kept only when asked for (``keep``, which shows the
    lesson's title and description as the teacher read them, in the interface's language, to be edited)."""

    def __init__(self, parent: QWidget | None, state: GameState) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Editor", "Save as a new scenario"))
        self._lesson = scenario_text(state.scenario) if state.scenario else None
        self.keep = QCheckBox(QCoreApplication.translate(
            "Editor", "Start from the lesson “{0}”: its title, description, questions and log").format(
                self._lesson.title if self._lesson else ""))
        self.keep.setVisible(self._lesson is not None)
        self.keep.toggled.connect(self._keep_lesson)
        self.title = QLineEdit()
        self.title.setPlaceholderText(QCoreApplication.translate("Editor", "Untitled scenario"))
        self.title.setMaxLength(TITLE_MAX)  # the save format's limits: what is typed can be saved
        self.title.setAccessibleName(QCoreApplication.translate("Editor", "Scenario title"))
        self._title = self.title.text()  # the last title the file could hold
        self.title.textChanged.connect(self._keep_title)
        self.title.textEdited.connect(self._check_title)
        self.description = QPlainTextEdit()
        self.description.setAccessibleName(QCoreApplication.translate("Editor", "Scenario description"))
        self._description = self.description.toPlainText()  # the last text the file could hold
        self.description.textChanged.connect(self._check_description)
        self.hint = text_label(QCoreApplication.translate(
            "Editor", "A title has at most {0} characters, a description at most {1}.").format(
                TITLE_MAX, DESCRIPTION_MAX))
        self.hint.setObjectName("length_hint")
        self.error = text_label()
        self.error.setStyleSheet("color: #a3202a")
        self.error.setWordWrap(True)
        self.error.hide()
        form = QFormLayout()
        for caption, field in ((QCoreApplication.translate("Editor", "Title"), self.title),
                               (QCoreApplication.translate("Editor", "Description"), self.description)):
            label = text_label(caption)
            label.setBuddy(field)  # (a screen reader finds the field's label)
            form.addRow(label, field)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.keep)
        box.addLayout(form)
        box.addWidget(self.hint)
        box.addWidget(self.error)
        box.addWidget(buttons)
        self.title.setFocus()  # (the box is for a choice made knowingly: the title is typed first)

    def _keep_lesson(self, on: bool) -> None:
        """The lesson's title and description in the fields (kept), or the fields emptied again where they
        still hold them."""
        lesson = self._lesson
        if lesson is None:
            return
        for shown, field, words in ((self.title.text(), self.title.setText, lesson.title),
                                    (self.description.toPlainText(), self.description.setPlainText,
                                     lesson.description)):
            if on and not shown.strip():
                field(words)
            elif not on and shown == words:
                field("")

    def _title_problem(self, title: str, most: int = TITLE_MAX, visible: bool = False) -> str:
        reason = text_reason(title, most, least=0, visible=visible)
        return QCoreApplication.translate("Editor", "Not taken: the title {0}").format(
            why_text(reason, language())) if reason else ""

    def _description_problem(self, description: str, most: int = DESCRIPTION_MAX) -> str:
        reason = text_reason(description, most, least=0, lines=True)
        return QCoreApplication.translate("Editor", "Not taken: the description {0}").format(
            why_text(reason, language())) if reason else ""

    def _check_title(self, text: str) -> None:
        """A control character typed or pasted is not taken: the title goes back, saying why."""
        problem = self._title_problem(text, len(text))  # (a character refused, whatever the length)
        if problem:
            self._say_why(problem)
            position = self.title.cursorPosition() - (len(text) - len(self._title))
            self.title.setText(self._title)
            self.title.setCursorPosition(max(0, position))

    def _keep_title(self, text: str) -> None:
        if text_reason(text, len(text), least=0) is None:
            self._title = text

    def _say_why(self, problem: str) -> None:
        self.error.setText(problem)
        self.error.setVisible(bool(problem))

    def _check_description(self) -> None:
        """A control character typed or pasted is not taken (the text goes back, saying why); past the
        length limit, the text is cut there."""
        text = self.description.toPlainText()
        problem = self._description_problem(text, len(text))  # (a character refused, whatever the length)
        if problem:
            self._say_why(problem)
            self._set_description(self._description, len(self._description))
        elif len(text) > DESCRIPTION_MAX:
            self._set_description(text[:DESCRIPTION_MAX], self.description.textCursor().position())
        self._description = self.description.toPlainText()

    def _set_description(self, text: str, position: int) -> None:
        self.description.blockSignals(True)
        try:
            self.description.setPlainText(text)
        finally:
            self.description.blockSignals(False)
        cursor = self.description.textCursor()
        cursor.setPosition(min(position, len(text)))
        self.description.setTextCursor(cursor)

    def accept(self) -> None:
        """Save only a title and description a scenario file can hold; else say which field and why."""
        # (a blank title is the editor's "Untitled scenario"; one of invisible characters only shows nothing)
        problem = self._title_problem(self.title.text().strip(), visible=True) or self._description_problem(
            self.description.toPlainText())
        if problem:
            self._say_why(problem)
            return
        super().accept()
