"""Every move from the keyboard: select a piece, choose a target, confirm.

Tab / Shift+Tab select the next or previous piece the player may move;
Enter picks it up and lights the places it may go, the place it stands on
chosen first; the arrow keys (or Tab) choose among those places; Enter
confirms; Escape puts it back. Space is the Step key of the end of a round,
never a move: pressed on the board once the round has ended, it does nothing.
A drop the engine refuses leaves the piece picked up, the same place
chosen, so that another place can be chosen at once. M uses the Muse; F flips the card of the selected character's tile.
The move then goes to the engine exactly as a mouse drop does.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from ..qt.refusalwords import refused_line
from .characters import TileItem
from .items import PieceItem, TargetItem
from .stage import Board
from .targetnames import describe_target


class KeyboardMover(QObject):
    announced = Signal(str)  # what is selected now, for the status bar and screen readers
    muse_pressed = Signal()  # M: use the Muse (M8)
    flip_pressed = Signal(str)  # F: flip the card of the selected tile's character (M9)

    def __init__(self, board: Board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.selected: PieceItem | None = None
        self.picked = False
        self.target_index = 0
        self.choices: list[TargetItem] = []
        self._refusal: tuple[str, str] | None = None  # (rule, reason) of the drop being confirmed

    def movable(self) -> list[PieceItem]:
        pieces = [i for i in self.board.pieces() if i.draggable and i.isVisible()]
        return sorted(pieces, key=lambda i: (i.pos().y() // 40, i.pos().x()))

    def handle(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self.board.locked:
            return False
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not self.picked:
            self._select(-1 if key == Qt.Key.Key_Backtab else 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.selected is None:
                self._select(1)
            elif not self.picked:
                self._pick()
            else:
                self._confirm()
            return True
        if self.picked and key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self._choose(1)
            return True
        if self.picked and key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
            self._choose(-1)
            return True
        if key == Qt.Key.Key_M and not self.picked:
            self.muse_pressed.emit()  # M8 from the keyboard
            return True
        if key == Qt.Key.Key_F and not self.picked and isinstance(self.selected, TileItem):
            self.flip_pressed.emit(self.selected.character)  # M9 from the keyboard
            return True
        if key == Qt.Key.Key_Escape and (self.picked or self.selected):
            self.cancel()
            return True
        return False

    def _select(self, step: int) -> None:
        pieces = self.movable()
        if not pieces:
            self.announced.emit(QCoreApplication.translate("Board", "No piece can move now"))
            return
        index = pieces.index(self.selected) if self.selected in pieces else (-1 if step > 0 else 0)
        self._mark(pieces[(index + step) % len(pieces)])
        assert self.selected is not None
        self.announced.emit(QCoreApplication.translate("Board", "Selected {0}; press Enter to pick it up").format(
            self.selected.accessible_name()))

    def _mark(self, item: PieceItem | None) -> None:
        if self.selected is not None:
            self.selected.set_glow(0.0)
        self.selected = item
        if item is not None:
            item.set_glow(1.0)

    def _pick(self) -> None:
        assert self.selected is not None
        self.board.piece_picked_by_keyboard(self.selected)
        self.choices = sorted((t for t in self.board.registry.targets if t.lit),
                              key=lambda t: (t.pos().y() // 40, t.pos().x()))
        if not self.choices:
            self.announced.emit(QCoreApplication.translate("Board", "{0} cannot move anywhere now").format(
                self.selected.accessible_name()))
            self.board.clear_targets()
            return
        self.picked = True
        here = self.selected.scenePos()
        self.target_index = next((i for i, t in enumerate(self.choices) if t.lit_area().contains(here)), 0)
        self._choose(0)

    def _choose(self, step: int) -> None:
        for t in self.choices:
            t.set_glow(0.0)
        self.target_index = (self.target_index + step) % len(self.choices)
        chosen = self.choices[self.target_index]
        chosen.set_glow(1.0)
        self.announced.emit(QCoreApplication.translate(
            "Board", "Move to {0}? Enter to confirm, Escape to cancel").format(describe_target(chosen.target)))

    def _confirm(self) -> None:
        assert self.selected is not None
        chosen = self.choices[self.target_index]
        item, index = self.selected, self.target_index
        self.cancel(silent=True)
        self._refusal = None
        self.board.keyboard_drop(item, chosen)
        refusal, self._refusal = self._refusal, None
        if refusal is not None and item.scene() is self.board and item.isVisible():
            self._pick_again(item, index, *refusal)

    def drop_refused(self, rule: str, reason: str) -> None:
        """The board tells of a refused drop (the mouse's or the keyboard's)."""
        self._refusal = (rule, reason)

    def _pick_again(self, item: PieceItem, index: int, rule: str, reason: str) -> None:
        """After a refusal the piece stays picked up, on the place it was
        refused, so that the player chooses another (Escape still cancels)."""
        self._mark(item)
        said = self.board.bubble.isVisible()
        self.board.piece_picked_by_keyboard(item)  # (which hides the bubble, as a new drag should)
        self.board.bubble.setVisible(said)  # the refusal stays where the player looks
        self.choices = sorted((t for t in self.board.registry.targets if t.lit),
                              key=lambda t: (t.pos().y() // 40, t.pos().x()))
        if not self.choices:
            self.cancel(silent=True)
            return
        self.picked = True
        self.target_index = min(index, len(self.choices) - 1)
        self.choices[self.target_index].set_glow(1.0)
        self.announced.emit(QCoreApplication.translate(
            "Board", "{0}. Still picked up: {1}. Choose another place, Enter to confirm, Escape to cancel").format(
            refused_line(rule, reason), item.accessible_name()))

    def cancel(self, silent: bool = False) -> None:
        for t in self.choices:
            t.set_glow(0.0)
        self.choices = []
        self.picked = False
        self._mark(None)
        self.board.clear_targets()
        if not silent:
            self.announced.emit(QCoreApplication.translate("Board", "Cancelled"))
