"""The status bar's line. What it says about the position on screen (a
refusal, what the keyboard has selected, why the editor refuses a position)
holds only while that position does: the moment the session's game or mode
changes (a move, Undo, a step, Back, New game, Open, the curtain) it goes, so
the line never tells of a position that is gone. What the keyboard selects on
the board is also the board's accessible description (read out by screen
readers), and goes with the position in the same way. Other news (a file
saved, an autosave that failed) keeps its own time."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QGraphicsView, QSizeGrip, QStatusBar, QWidget

from ..board.scene import BoardScene
from ..engine.rules.moves import Verdict
from ..qt.refusalwords import refused
from ..qt.session import Session


class StatusLine(QObject):
    def __init__(self, bar: QStatusBar, session: Session, board: QWidget) -> None:
        super().__init__(bar)
        self.bar, self.board = bar, board
        # the text put up about the position shown (and only that text is taken down with it)
        self._about_position = ""
        session.refused.connect(self._on_session_refused)
        session.game_changed.connect(self.forget_position)
        session.mode_changed.connect(self.forget_position)
        scene = board.scene() if isinstance(board, QGraphicsView) else None
        if isinstance(scene, BoardScene):  # (what the mouse may do with the piece it carries, while it does)
            scene.carry_hint.connect(lambda text: self.announce(text) if text else self.forget_position())
        self.retranslate()

    def retranslate(self) -> None:
        # the bar itself stays unnamed: a screen reader reads its message as its name
        for grip in self.bar.findChildren(QSizeGrip):
            grip.setAccessibleName(QCoreApplication.translate("MainWindow", "Resize the window"))

    def tell(self, text: str, ms: int = 8000) -> None:
        """News that is not about the position (a file saved): it keeps its time."""
        self.bar.showMessage(text, ms)

    def tell_about_position(self, text: str, ms: int = 10000) -> None:
        """Words about the position on screen: they go when it does."""
        self._about_position = text
        self.bar.showMessage(text, ms)

    def announce(self, text: str) -> None:
        """What the keyboard has selected or offers on the board, for the line and for screen readers."""
        self.tell_about_position(text, 10000)
        self.board.setAccessibleDescription(text)

    def forget_position(self) -> None:
        if self._about_position and self.bar.currentMessage() == self._about_position:
            self.bar.clearMessage()
        self._about_position = ""
        self.board.setAccessibleDescription("")  # (a marker's space in it may be a Captain's banked Prestige)

    def _on_session_refused(self, verdict: Verdict) -> None:
        self.tell_about_position(refused(verdict), 8000)
