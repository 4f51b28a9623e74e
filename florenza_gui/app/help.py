"""The Help menu: every rule of the end of the round in a line, the keys,
and where the project's parts come from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine.glossary import rule_ids, summary
from ..qt.language import language
from ..qt.plain import information, text_label
from ..qt.theme import serif


def _order(rule: str) -> tuple[int, str, float, str]:
    """R7.1 … R9.3, then D1 … D12, G1 … G4, M1 … M10."""
    head = rule[0]
    if head == "R":
        major, _, minor = rule[1:].partition(".")
        digits = "".join(ch for ch in minor if ch.isdigit())
        return (0, head, float(major) * 100 + int(digits or 0), minor.lstrip("0123456789"))
    return ({"D": 1, "G": 2, "M": 3}.get(head, 4), head, float(rule[1:]), "")


class RulesDialog(QDialog):
    """Every rule id with what it says, for a class to read along."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Help", "The rules of the end of the round"))
        rules = sorted(rule_ids(), key=_order)
        self.table = QTableWidget(len(rules), 2)
        self.table.setHorizontalHeaderLabels([QCoreApplication.translate("Help", "Rule"),
                                              QCoreApplication.translate("Help", "What it says")])
        self.table.verticalHeader().hide()
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


class Help(QObject):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.menu = QMenu(parent)
        self.rules_action = self.menu.addAction("", self.show_rules)
        self.keys_action = self.menu.addAction("", self.show_keys)
        self.menu.addSeparator()
        self.about_action = self.menu.addAction("", self.show_about)
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(QCoreApplication.translate("Help", "&Help"))
        self.rules_action.setText(QCoreApplication.translate("Help", "&Rules of the end of the round…"))
        self.keys_action.setText(QCoreApplication.translate("Help", "&Keys…"))
        self.about_action.setText(QCoreApplication.translate("Help", "&About Florenza Table…"))

    def show_rules(self) -> None:
        self.dialog = RulesDialog(self.parent_widget)
        self.dialog.open()

    def show_keys(self) -> None:
        information(self.parent_widget, QCoreApplication.translate("Help", "Keys"), QCoreApplication.translate(
            "Help",
            "On the board: Tab selects a piece you may move, Enter picks it up, the arrows choose where it goes, "
            "Enter puts it there and Escape puts it back. M uses the Muse; F flips the selected character's card.\n\n"
            "Ctrl+E ends your turn, Ctrl+P passes, Ctrl+K lets you peek at your tokens in private.\n\n"
            "The end of a round: Space steps, Backspace goes back, Ctrl+Space plays or pauses, Ctrl+End skips "
            "to the end. F5 opens the presentation view; Ctrl+L shows the pointer.\n\n"
            "Ctrl+Z undoes, Ctrl+Shift+Z redoes; Ctrl+0 fits the board to the window."))

    def show_about(self) -> None:
        information(self.parent_widget, QCoreApplication.translate("Help", "About Florenza Table"),
                    QCoreApplication.translate(
                              "Help",
                              "Florenza Table {0}\n\nA digital board for the end of each round of Florenza: the "
                              "elections, the turn order, the clean-up and the final scoring.\n\nMIT licence. The "
                              "art is the project's own; EB Garamond is under the SIL Open Font Licence.").format(
                              __version__))
