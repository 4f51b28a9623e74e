"""The What if window: the position before a step of an end of round, on a copy, in the scenario editor (any
piece dragged anywhere, any family's count set in the editor's Families table, each change checked as the editor
checks it, Undo change taking the last one back); Play it out plays the end of round from the
changed position and sets it beside the game's (:class:`.whatifpanel.ComparisonPanel`). The copy is a session
of its own, opened in the editor as a lesson; the game on the table is never touched, and Close leaves it as
it was. Imported when first asked for (a launch needs none of it)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont, QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..board.scene import BoardScene
from ..board.view import BoardView
from ..engine.checks.invariants import violations
from ..engine.lessons.whatif import Comparison, compare
from ..engine.rules.targets import Piece, Target
from ..qt.gate import Input
from ..qt.language import character_text, violation_words
from ..qt.models import FamiliesModel
from ..qt.plain import text_label, window_title
from ..qt.refusalwords import refused
from ..qt.session import Session
from ..qt.theme import FOCUSED_ITEM, serif, serif_family
from ..qt.whatif import WhatIfFrom
from .editor import ScenarioEditor, editor_targets
from .familiestable import FamiliesView, families_table
from .presentation import room_type
from .whatifpanel import ComparisonPanel
from .whatifwords import translate


def opening_text(source: WhatIfFrom) -> str:
    """Where the copy stands, and what to do with it."""
    if source.step == 0 or source.rule is None:
        where = translate("WhatIf", "Round {0} has ended: the position before its first step.").format(
            source.start.round
        )
    else:
        where = translate("WhatIf", "The position before step {0} of the end of round {1} ({2}).").format(
            source.step, source.start.round, source.rule
        )
    return translate(
        "WhatIf",
        "{0} Drag any piece anywhere, or set a family's count in the Families table, to change one thing "
        "(a marker, a Kinsman, a card, the Fiorini), then press Play it out. The game itself does not change.",
    ).format(where)


class WhatIfDialog(QDialog):
    """What if from ``source`` (the session's), over ``parent``: window-modal, the game behind it as it was;
    opened from the presentation view (``presenting``), on the whole screen in the room's type."""

    def __init__(self, parent: QWidget, source: WhatIfFrom, presenting: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("what_if")
        self.source, self.presenting = source, presenting
        self.comparison: Comparison | None = None
        self.copy = Session(source.position, self)
        self.copy.set_demo(True)  # a lesson: every piece may be moved, no curtain
        self.copy.start_editing()
        self.scene = BoardScene(self.copy.shown, self._locked)
        self.view = BoardView(self.scene)
        self.view.setAccessibleName(translate("WhatIf", "The position to change"))
        self.editor = ScenarioEditor(self.copy, self.scene, self, self._tell)
        self.families = self._families_table()
        self.intro = text_label(opening_text(source))
        self.intro.setWordWrap(True)
        self.said = text_label()  # a change refused, or an outcome not shown
        self.said.setStyleSheet("color: #a3202a")
        self.said.setWordWrap(True)
        self.panel = ComparisonPanel()
        self.undo_button = QPushButton(translate("WhatIf", "Undo change"))
        self.undo_button.clicked.connect(self.copy.undo)
        self.play_button = QPushButton(translate("WhatIf", "Play it out"))
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(self.play_out)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self._build(buttons)
        QShortcut(QKeySequence.StandardKey.Undo, self, self.copy.undo)
        self.scene.piece_dragged.connect(self._on_dragged)
        self.scene.piece_dropped_on.connect(self._on_dropped)
        self.copy.game_changed.connect(self._on_copy_changed)
        self.copy.mode_changed.connect(self._render)
        self.copy.refused.connect(lambda verdict: self.said.setText(refused(verdict)))  # (a count no edit sets)
        self.setWindowTitle(window_title(translate("WhatIf", "What if… — round {0}").format(source.start.round)))
        self._render()

    def _families_table(self) -> FamiliesView:
        """The scenario editor's Families table over the copy: any family's count set as the editor sets it, a
        change that breaks the position refused as the editor refuses it, naming the field. It shows what the
        window's own table does: a family's tokens as a count, never their values (RULES.md §9)."""
        model = FamiliesModel(self.copy)
        model.edit_in_editor = self.editor.apply
        view = families_table(model, self)
        view.setAccessibleName(translate("WhatIf", "The families in the position to change"))
        view.setStyleSheet(type(view).__name__ + FOCUSED_ITEM)  # the current cell, seen
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        return view

    def _build(self, buttons: QDialogButtonBox) -> None:
        left = QSplitter(Qt.Orientation.Vertical)  # the board, and in the presentation view the table under it
        left.addWidget(self.view)
        right = QSplitter(Qt.Orientation.Vertical)  # the comparison, and in everyday use the table over it
        (left if self.presenting else right).addWidget(self.families)
        right.addWidget(self.panel)
        for column in (left, right):
            column.setChildrenCollapsible(False)
            column.setStretchFactor(0, 1)
        right.setStretchFactor(right.count() - 1, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        self.panel.setMinimumWidth(360)
        row = QHBoxLayout()
        row.addWidget(self.undo_button)
        row.addWidget(self.play_button)
        row.addStretch(1)
        row.addWidget(buttons)
        box = QVBoxLayout(self)
        box.addWidget(self.intro)
        box.addWidget(split, 1)
        box.addWidget(self.said)
        box.addLayout(row)
        parent = self.parentWidget()
        if parent is not None and self.presenting:  # the whole screen, as the presentation view has it
            window = parent.window()
            self.setGeometry(window.geometry())
            if window.isFullScreen():
                self.setWindowState(Qt.WindowState.WindowFullScreen)
            self._set_type(room_type(window.height()))
        elif parent is not None:  # nearly the window's size: the board wants room
            size = parent.size()
            self.resize(max(640, size.width() - 40), max(480, size.height() - 40))
        width = self.width()
        split.setSizes([width * 3 // 5, width * 2 // 5])
        self._columns = (split, left, right)

    def _set_type(self, px: int) -> None:
        """Type ``px`` pixels high, as the presentation view's panels have it: read from the back of the room."""
        for label in (self.intro, self.said):
            label.setFont(serif(px))
        for button in (self.undo_button, self.play_button, self.close_button):
            font = QFont(button.font())
            font.setPixelSize(px)
            button.setFont(font)
        table = self.families
        table.setFont(serif(px))
        # (the table's style sheet draws its headers: their type is said there)
        table.setStyleSheet(f'{table.styleSheet()} QHeaderView {{ font: {px}px "{serif_family()}"; }}')
        self.panel.set_type(px)

    def showEvent(self, event: QShowEvent) -> None:
        """The Families table as high as its rows; in everyday use the comparison under it takes the rest, in
        the presentation view the board over it, as wide as that height lets it be shown whole, the
        comparison beside them the rest of the screen."""
        super().showEvent(event)
        table = self.families
        rows = table.verticalHeader().length() + table.horizontalHeader().height() + 2 * table.frameWidth()
        split, left, right = self._columns
        column = left if self.presenting else right
        total = sum(column.sizes())
        first = total - min(rows, total // 2) if self.presenting else min(rows, total // 2)
        column.setSizes([first, total - first])
        if self.presenting:
            board = self.view.sceneRect()
            frame = 2 * self.view.frameWidth()
            wide = round((first - frame) * board.width() / max(1.0, board.height())) + frame
            width = sum(split.sizes())
            wide = min(wide, width - max(self.panel.minimumWidth(), width * 2 // 5))
            split.setSizes([wide, width - wide])

    def hideEvent(self, event: QHideEvent) -> None:
        """Closed, the window behind is active again at once, so its keys (F5, Page Up and Page Down in the
        presentation view) work without a click: with no window manager to hand it back, nothing would be."""
        super().hideEvent(event)
        parent = self.parentWidget()
        if parent is not None and not event.spontaneous():
            parent.window().activateWindow()

    # -- the copy, in the editor -----------------------------------------------------------------------
    def _locked(self) -> bool:
        return self.copy.refusal(Input.EDIT) is not None

    def _tell(self, text: str, _ms: int = 0) -> None:
        self.said.setText(text)

    def _on_dragged(self, piece: Piece) -> None:
        self.scene.show_targets(editor_targets(self.copy.state, piece))

    def _on_dropped(self, piece: Piece, target: Target | None, where: QPointF) -> None:
        self.said.setText("")
        self.editor.drop(piece, target, where)
        self._render()

    def _on_copy_changed(self) -> None:
        self.comparison = None  # it was played from the position before this change
        self.said.setText("")  # a refusal was about the position that is gone
        self.scene.bubble.hide()
        self._render()

    def _render(self) -> None:
        self.scene.show(self.copy.state)
        self.scene.refresh_input()
        self.undo_button.setEnabled(self.copy.undo_stack.canUndo())
        self.panel.show_comparison(self.comparison, self.source.position)

    # -- playing it out --------------------------------------------------------------------------------
    def play_out(self) -> bool:
        """Play the end of round from the changed position and show it beside the game's (in play, both only
        as far as the game has shown: RULES.md §9); a change that leaves a position no game could reach is
        refused, saying why, and nothing is shown."""
        position = self.copy.state
        was = violations(self.source.position)  # (half-way through Phase 7 the First Player card may be nobody's)
        broken = [v for v in violations(position) if v not in was]
        if broken:
            names = {
                "family": {f.id: f.name for f in position.families},
                "character": {cid: character_text(c.name) for cid, c in position.characters.items()},
            }
            self.said.setText(
                translate("WhatIf", "Cannot play this position out: {0}").format(
                    "; ".join(violation_words(v, names) for v in broken)
                )
            )
            return False
        self.said.setText("")
        self.comparison = compare(self.source.start, self.source.edited(position), self.source.shown)
        self._render()
        return True
