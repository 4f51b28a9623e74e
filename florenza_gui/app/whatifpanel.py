"""What if's comparison: the two ends of round side by side, in the game and with the change, each part of
their outcome on a line, the lines that differ lit; above them the difference in a line, led by the rule that
made it, and the first step that differs as each end of round played it; in play, the step they were played out
to, where the game has not shown more (RULES.md §9). The panel shows what it is given
(an engine :class:`~..engine.lessons.whatif.Comparison`) and keeps nothing else."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..engine.lessons.whatif import Aspect, Comparison
from ..engine.model.state import GameState
from ..qt.plain import text_label, tip
from ..qt.theme import serif
from .fitting import TextHeight
from .whatifwords import aspect_name, cell_text, headline_text, rule_lines, stop_text, translate

DIFFERS = QColor("#f3dfa2")  # a line that differs: the board's gold, light
DIFFERS_ROLE = Qt.ItemDataRole.UserRole  # on a line's name: True where the two ends of round differ


class ComparisonPanel(QWidget):
    """The comparison, or, before one is played, what to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.headline = text_label()
        self.headline.setFont(serif(20, bold=True))
        self.rules = text_label()
        self.rules.setStyleSheet("color: #5a3e1f")
        self.rules.setFont(serif(15, italic=True))
        self.stops = text_label()  # in play: how far both were played out, and why no further
        self.stops.setStyleSheet("color: #a3202a")
        self.stops.setFont(serif(15, italic=True))
        self._heights = [TextHeight(label) for label in (self.headline, self.rules, self.stops)]
        self.table = QTableWidget(0, 3)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)  # a line wraps, whole, never cut
        self.table.setFont(serif(15))
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        # each line as high as its words at the columns' width, whenever that changes
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline)
        layout.addWidget(self.rules)
        layout.addWidget(self.stops)
        layout.addWidget(self.table, 1)
        layout.addStretch(0)  # (while the table is hidden: the words stand together at the top)
        self.retranslate()
        self.show_comparison(None, None)

    def set_type(self, px: int) -> None:
        """Type ``px`` pixels high (the headline a quarter higher), for a projector: read from the back of the room."""
        self.headline.setFont(serif(round(px * 1.25), bold=True))
        for label in (self.rules, self.stops):
            label.setFont(serif(px, italic=True))
        for widget in (self.table, self.table.horizontalHeader()):
            widget.setFont(serif(px))
        for height in self._heights:
            height.fit()

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(["", translate("WhatIf", "In the game"), translate("WhatIf", "What if")])
        self.table.setAccessibleName(translate("WhatIf", "The two ends of round side by side"))

    def show_comparison(self, comparison: Comparison | None, game: GameState | None) -> None:
        """Show ``comparison`` (``game`` names its families and characters); None: what to do first."""
        if comparison is None or game is None:
            self.headline.setText(
                translate("WhatIf", "Change one thing on the board or in the Families table, then press Play it out")
            )
            self.rules.setText(
                translate(
                    "WhatIf", "The end of round is then played from the changed position and set beside the game's."
                )
            )
            self.stops.setText("")
            self.table.setRowCount(0)
            self.table.hide()
        else:
            self.headline.setText(headline_text(comparison, game))
            self.rules.setText(rule_lines(comparison))
            self.stops.setText("\n".join(map(stop_text, comparison.stopped)))
            self._fill(comparison, game)
            self.table.show()
        for height in self._heights:
            height.fit()

    def _fill(self, c: Comparison, game: GameState) -> None:
        ends = (c.real.standings, c.what_if.standings, Aspect.STANDINGS in c.real.undecided + c.what_if.undecided)
        shown = [a for a in Aspect if a is not Aspect.STANDINGS or any(ends)]
        self.table.setRowCount(len(shown))
        for row, aspect in enumerate(shown):
            differs = aspect in c.differ
            cells = (aspect_name(aspect), cell_text(aspect, c.real, game), cell_text(aspect, c.what_if, game))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(tip(text))
                if differs:
                    item.setBackground(QBrush(DIFFERS))
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, column, item)
            name = self.table.item(row, 0)
            assert name is not None
            name.setData(DIFFERS_ROLE, differs)
            name.setData(
                Qt.ItemDataRole.AccessibleDescriptionRole,
                translate("WhatIf", "differs") if differs else translate("WhatIf", "the same"),
            )
