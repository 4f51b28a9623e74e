"""Fields for text a file will hold, kept to the save format's limits as they are typed or pasted (length,
and plain text: no control character, no bidirectional control, as the file reader's rule,
``limits.text_reason``): a line (a title, a hint) and a paragraph (a description, a closing paragraph).

A character the file could not hold is not taken: the field goes back to its last text a file could hold and
says why (``refused``), naming the field with its own words ("Not taken: the title {0}"). A paragraph past its
length is cut there; a line takes no more than its length."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QWidget

from ..engine.model.limits import text_reason
from ..engine.words.filewords import why_text
from ..qt.language import language


class LineField(QLineEdit):
    """One line of at most ``most`` characters; ``form`` names it in a refusal ("Not taken: the title {0}");
    ``visible``: what is saved must show a character (a title)."""

    refused = Signal(str)

    def __init__(self, text: str, most: int, form: str, visible: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.most, self.form, self.visible = most, form, visible
        self.setMaxLength(most)  # what is typed can be saved
        self.setCursorPosition(0)  # (a text longer than the field is read from its start)
        self._kept = text  # the last text the file could hold
        self.textChanged.connect(self._keep)
        self.textEdited.connect(self._check)

    def problem(self, text: str | None = None, most: int | None = None, visible: bool | None = None) -> str:
        """Why the file could not hold ``text`` (the field's own, as saved: without its outer blanks), in words
        ("" if it could)."""
        text = self.text().strip() if text is None else text
        reason = text_reason(text, self.most if most is None else most, least=0,
                             visible=self.visible if visible is None else visible)
        return self.form.format(why_text(reason, language())) if reason else ""

    def _check(self, text: str) -> None:
        problem = self.problem(text, len(text), visible=False)  # (a character refused, whatever the length)
        if problem:
            self.refused.emit(problem)
            position = self.cursorPosition() - (len(text) - len(self._kept))
            self.setText(self._kept)
            self.setCursorPosition(max(0, position))

    def _keep(self, text: str) -> None:
        if text_reason(text, len(text), least=0) is None:
            self._kept = text


class ParagraphField(QPlainTextEdit):
    """Plain text of at most ``most`` characters, line breaks allowed; ``form`` names it in a refusal."""

    refused = Signal(str)

    def __init__(self, text: str, most: int, form: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.most, self.form = most, form
        self._kept = text  # the last text the file could hold
        self.setTabChangesFocus(True)  # (a paragraph takes no tab: Tab goes on to the next field)
        self.textChanged.connect(self._check)

    def problem(self, text: str | None = None, most: int | None = None) -> str:
        """Why the file could not hold ``text`` (the field's own), in words ("" if it could)."""
        text = self.toPlainText() if text is None else text
        reason = text_reason(text, self.most if most is None else most, least=0, lines=True)
        return self.form.format(why_text(reason, language())) if reason else ""

    def _check(self) -> None:
        """A control character typed or pasted is not taken (the text goes back, saying why); past the
        length limit, the text is cut there."""
        text = self.toPlainText()
        problem = self.problem(text, len(text))  # (a character refused, whatever the length)
        if problem:
            self.refused.emit(problem)
            self._set(self._kept, len(self._kept))
        elif len(text) > self.most:
            self._set(text[:self.most], self.textCursor().position())
        self._kept = self.toPlainText()

    def _set(self, text: str, position: int) -> None:
        self.blockSignals(True)
        try:
            self.setPlainText(text)
        finally:
            self.blockSignals(False)
        cursor = self.textCursor()
        cursor.setPosition(min(position, len(text)))
        self.setTextCursor(cursor)
