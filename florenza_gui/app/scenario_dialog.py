"""The Save as a new scenario dialog: title and description, held to the
save format's limits as they are typed. Imported when first asked for (a
launch needs none of its dialog classes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine.limits import DESCRIPTION_MAX, TITLE_MAX
from ..engine.state import GameState
from ..qt.language import scenario_text
from ..qt.plain import text_label


class SaveScenarioDialog(QDialog):
    def __init__(self, parent: QWidget | None, state: GameState) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Editor", "Save as a new scenario"))
        # a shipped lesson's text as the teacher read it (in the interface's language); the new file holds what is typed
        shown = scenario_text(state.scenario) if state.scenario else None
        self.title = QLineEdit(shown.title if shown else "")
        self.title.setMaxLength(TITLE_MAX)  # the save format's limits: what is typed can be saved
        self.title.setAccessibleName(QCoreApplication.translate("Editor", "Scenario title"))
        self.description = QPlainTextEdit(shown.description if shown else "")
        self.description.setAccessibleName(QCoreApplication.translate("Editor", "Scenario description"))
        self.description.textChanged.connect(self._cap_description)
        self.hint = text_label(QCoreApplication.translate(
            "Editor", "A title has at most {0} characters, a description at most {1}.").format(
                TITLE_MAX, DESCRIPTION_MAX))
        self.hint.setObjectName("length_hint")
        form = QFormLayout()
        form.addRow(text_label(QCoreApplication.translate("Editor", "Title")), self.title)
        form.addRow(text_label(QCoreApplication.translate("Editor", "Description")), self.description)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.hint)
        box.addWidget(buttons)

    def _cap_description(self) -> None:
        text = self.description.toPlainText()
        if len(text) > DESCRIPTION_MAX:
            cursor = self.description.textCursor()
            position = min(cursor.position(), DESCRIPTION_MAX)
            self.description.setPlainText(text[:DESCRIPTION_MAX])
            cursor = self.description.textCursor()
            cursor.setPosition(position)
            self.description.setTextCursor(cursor)
