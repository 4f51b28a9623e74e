"""The game left last time (quit or crash) waits in the autosave: the next
launch continues it, history and all, as desktop games do, or first asks.

A game comes back in the mode it was put on the table in: a demo lesson as
the lesson, at the step it was on; a game played at one computer in play
mode, behind its curtain (what the presentation view only lent is not
kept). The question is asked over the main window once it is on screen,
window-modal, and says which game it is (only what anyone may see)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

if TYPE_CHECKING:
    from .autosave import Autosave
    from .window import MainWindow


def offer_resume(window: MainWindow, mode: str) -> None:
    """``yes``: continue the game left last time; ``no``: discard it; ``ask``:
    ask first (over ``window``, which should be on screen)."""
    from .autosave import remove_autosave

    if mode == "no":
        remove_autosave()
        return
    pending = window.files.pending()  # one that cannot be resumed is kept aside, and the user told why
    if pending is None:
        return
    if mode == "ask" and not ask_to_resume(window, pending):
        remove_autosave()
        return
    session = window.session
    session.resume(pending.game, pending.steps_shown, pending.demo)
    states, texts, index = pending.history
    if states and states[index] == pending.game and not session.in_sequence:
        session.load_history(states, texts, index)
    elif states and states[-1] == pending.game:
        session.load_history(states, texts, len(texts))
    window.tell(QCoreApplication.translate("Main", "Continued the game you left last time."), 8000)


class _WhenShown(QObject):
    """Asks once the window has been shown, from the event loop (so the box
    is placed over a window that is really there)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self._ask)
        return False

    def _ask(self) -> None:
        self.deleteLater()
        offer_resume(self.window, "ask")


def offer_resume_when_shown(window: MainWindow) -> None:
    """``--resume ask``: the question waits for the main window to be on
    screen, and is then asked over it, window-modal."""
    window.installEventFilter(_WhenShown(window))


def describe(pending: Autosave) -> str:
    """Which game waits, in words anyone at the table may read: the lesson's
    title or the families' names, the round, how far the end of the round went."""
    game = pending.game
    if game.scenario is not None and pending.demo:
        what = QCoreApplication.translate("Main", "The demo lesson “{0}”.").format(game.scenario.title)
    else:
        names = ", ".join(f.name for f in game.families)
        what = QCoreApplication.translate("Main", "A game of {0}.").format(names)
    if game.standings is not None:
        where = QCoreApplication.translate("Main", "It is over: the final standings are on the table.")
    elif pending.steps_shown:
        where = QCoreApplication.translate("Main", "Round {0}, step {1} of the end of the round.").format(
            game.round, pending.steps_shown)
    else:
        where = QCoreApplication.translate("Main", "Round {0}.").format(game.round)
    return f"{what}\n{where}"


def ask_to_resume(window: MainWindow, pending: Autosave) -> bool:
    """Continue (the default, and what Esc or closing the box means: nothing
    is lost unasked) or start afresh, which discards the game left."""
    from PySide6.QtWidgets import QMessageBox

    from ..qt.plain import answer, message_box

    box = message_box(
        QMessageBox.Icon.Question, QCoreApplication.translate("Main", "Continue your last game?"),
        QCoreApplication.translate("Main", "A game was still on the table when Florenza Table last closed."),
        window, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Discard,
        informative=describe(pending) + "\n\n" + QCoreApplication.translate(
            "Main", "Continue it where it stopped, or discard it and start a new game?"))
    box.setObjectName("resume_offer")
    box.button(QMessageBox.StandardButton.Yes).setText(QCoreApplication.translate("Main", "&Continue"))
    box.button(QMessageBox.StandardButton.Discard).setText(
        QCoreApplication.translate("Main", "&Discard and start a new game"))
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.setEscapeButton(QMessageBox.StandardButton.Yes)
    return answer(box) != QMessageBox.StandardButton.Discard
