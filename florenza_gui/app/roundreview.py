"""The review of the end of round played last, in the window (the session's side: :mod:`..qt.roundreview`):
Game ▸ Review the last end of round (Ctrl+R) opens it from its start, read-only, Predict on; Game ▸ Close review,
Escape (one nothing else took: the pointer and the presentation view come first) or the status bar's button
returns to the game as it was. While it is open, Save, Undo, Redo and the peek are off, each saying why, and
the banner says it is a review and how to close it. Everything shown is read from the session's one value."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QToolButton, QWidget

from ..qt.gate import REVIEWING
from ..qt.plain import shown_text, tip
from ..qt.refusalwords import refused
from ..qt.session import Session

translate = QCoreApplication.translate


def review_headline(round_: int) -> str:
    """What the banner (and the window's title) says while round ``round_``'s end is reviewed."""
    return translate("RoundReview", "Reviewing round {0}'s end — Escape closes the review").format(round_)


def no_review(session: Session) -> str:
    """Why the end of round played last cannot be reviewed now (while it cannot)."""
    m = session.mode
    if m.review is not None:
        return refused(REVIEWING)
    if m.lesson:
        return translate("RoundReview", "A lesson steps back into its own end of round: press Back at its end")
    if session.reviewable is None:
        return translate("RoundReview", "No end of round has been played since this game was put on the table")
    if m.covered:
        return translate("RoundReview", "The board is covered: the next player confirms at the screen first")
    if m.editing:
        return translate("RoundReview", "Close the scenario editor first")
    return translate("RoundReview", "Finish the end of round under way first")


class RoundReview(QObject):
    """The review's actions and the status bar's Close button for ``session``'s game in ``window``. While a
    review is open, ``held`` (Save, Save As) are off, and they and ``gated`` (Undo and Redo, which the gate
    keeps off) say why."""

    def __init__(self, window: QWidget, session: Session) -> None:
        super().__init__(window)
        self.session = session
        self.open_action = QAction(window)
        self.open_action.setShortcut(QKeySequence("Ctrl+R"))
        self.open_action.triggered.connect(session.open_review)
        self.close_action = QAction(window)
        self.close_action.triggered.connect(session.close_review)
        self.button = QToolButton()  # (in the status bar while a review is open)
        self.button.setDefaultAction(self.close_action)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.button.setVisible(False)
        self.held: Sequence[QAction] = ()
        self.gated: Sequence[QAction] = ()
        window.installEventFilter(self)  # Escape closes the review
        self.retranslate()

    def retranslate(self) -> None:
        self.open_action.setText(translate("RoundReview", "Review the last end of round"))
        self.open_action.setStatusTip(translate(
            "RoundReview", "Show the last end of round again from its start and predict each deciding step; the "
                           "game stays as it is"))
        self.close_action.setText(translate("RoundReview", "Close review"))
        self.close_action.setStatusTip(translate("RoundReview", "Back to the game as it was (Escape)"))
        self.render()

    def render(self) -> None:
        """The actions enabled as the session offers them, each off saying why; while a review is open, the
        ``held`` actions off, they and the ``gated`` ones saying why (rendered after the window's limits)."""
        s = self.session
        reviewing = s.mode.review is not None
        self.open_action.setEnabled(s.offers_review)
        self.open_action.setToolTip(tip(self.open_action.statusTip() if s.offers_review else no_review(s)))
        self.close_action.setEnabled(reviewing)
        self.close_action.setToolTip(tip(self.close_action.statusTip()))
        if self.button.isHidden() == reviewing:
            self.button.setVisible(reviewing)
        said = refused(REVIEWING)
        for action in self.held:
            action.setEnabled(not reviewing)
            action.setToolTip(tip(said if reviewing else shown_text(action.text())))
        for action in self.gated if reviewing else ():
            action.setToolTip(tip(said))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier
                and self.session.mode.review is not None):
            self.session.close_review()
            return True
        return super().eventFilter(watched, event)
