"""Help ▸ Rules: every rule id with what it says in a line, for a class to
read along. Imported when first asked for (a launch needs none of its
dialog classes)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.words.glossary import rule_ids_in_order, summary
from ..qt.language import language
from ..qt.plain import text_label
from ..qt.theme import serif


class RulesDialog(QDialog):
    """Every rule id with what it says, for a class to read along."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Help", "The rules of the end of the round"))
        rules = rule_ids_in_order()
        self.table = QTableWidget(len(rules), 2)
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("Help", "Rule"),
                                              QCoreApplication.translate("Help", "What it says")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)  # to read, not to write in
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setFont(serif(17))
        self.table.setWordWrap(True)
        for row, rule in enumerate(rules):
            self.table.setItem(row, 0, QTableWidgetItem(rule))
            self.table.setItem(row, 1, QTableWidgetItem(summary(rule, language())))
        # each row as tall as its text at the width the table is shown at (not at its first, narrower one)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setAccessibleName(QCoreApplication.translate("Help", "Rules"))
        note = text_label(QCoreApplication.translate(
            "Help", "Every automatic step names the rule behind it; these are the rules, each in a line."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(note)
        box.addWidget(self.table)
        box.addWidget(buttons)
        self.resize(900, 640)
