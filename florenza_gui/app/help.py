"""The Help menu: every rule of the end of the round in a line, the keys,
and where the project's parts come from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMenu, QWidget

from .. import __version__
from ..qt.plain import information


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
        from .rules_dialog import RulesDialog  # (its dialog classes are imported when first asked for)

        self.dialog = RulesDialog(self.parent_widget)
        self.dialog.open()

    def show_keys(self) -> None:
        information(self.parent_widget, QCoreApplication.translate("Help", "Keys"), QCoreApplication.translate(
            "Help",
            "On the board: Tab selects a piece you may move (a family's Kinsmen standing together are one), Enter "
            "picks it up, the arrows choose where it goes, or type its space's number; Enter puts it there and "
            "Escape puts it back. M uses the Muse; F flips the selected character's card; the status bar says "
            "what they did, and Ctrl+Z takes it back. Ctrl+Tab goes from the board to each panel in turn (the "
            "narration, the log, the Families table); Tab goes through them and back to the board. What has the "
            "keyboard wears a thick gold ring.\n\n"
            "Ctrl+E ends your turn, Ctrl+P passes, Ctrl+K lets you peek at your tokens in private.\n\n"
            "The end of a round: Space or Page Down steps, Backspace or Page Up goes back (a presentation "
            "clicker does both), Ctrl+Space plays or pauses, Ctrl+End skips to the end. F5 opens the "
            "presentation view and Escape leaves it; Ctrl+L shows the pointer, which Escape puts away first. "
            "Alt+1 to Alt+7 zoom to an area of the board; the Prestige track (Alt+2) and the Families (Alt+7) "
            "are longer than the screen: the same key again shows their next part, and their start after the "
            "last.\n\n"
            "Ctrl+I asks What if: the position before the step shown, on a copy, to change and play out. "
            "Ctrl+R reviews the last end of round from its start, Predict asking before each deciding step; "
            "Escape closes the review.\n\n"
            "Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes; Ctrl+0 fits the board to the window."))

    def show_about(self) -> None:
        information(self.parent_widget, QCoreApplication.translate("Help", "About Florenza Table"),
                    QCoreApplication.translate(
                              "Help",
                              "Florenza Table {0}\n\nA digital board for the end of each round of Florenza: the "
                              "elections, the turn order, the clean-up and the final scoring.\n\nMIT licence. The "
                              "art is the project's own; EB Garamond is under the SIL Open Font Licence.").format(
                              __version__))
