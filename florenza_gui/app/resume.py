"""The game left last time (quit or crash) waits in the autosave: the next
launch continues it, history and all, as desktop games do, or first asks.

A game comes back in the mode it was put on the table in: a demo lesson as
the lesson, at the step it was on; a game played at one computer in play
mode, behind its curtain. The presentation view is the table's view, kept
on quitting like the window's layout: any game left in it comes back in it,
with the zoom preset it showed (a hotseat game too, behind its curtain:
what the view lends changes nothing of who may see what, ``qt/modes.py``).
The question is asked over the main window once it is on screen,
window-modal, and says which game it is (only what anyone may see)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..engine.model.state import GameState
    from ..qt.session import Session
    from .autosave import Autosave
    from .settings import Preferences


@dataclass(frozen=True)
class ResumeWiring:
    """What continuing the game left last time needs of the app, and no more."""

    session: Session  # the game left last time is put on its table
    prefs: Preferences  # whether the table was presenting when the app was quit
    tell: Callable[[str, int], None]  # a message to the user, shown for so many milliseconds
    parent: QWidget  # the main window: the question is asked over it once it is on screen
    pending: Callable[[], Autosave | None]  # the autosave to offer (one that cannot be resumed: set aside, told)
    present_again: Callable[[int | None, bool], None]  # the presentation view on, at a zoom preset, full screen?


def offer_at_launch(wiring: ResumeWiring, mode: str, opened: str | None) -> None:
    """At launch (``--resume``): ``yes`` continues the game left last time
    before the first paint, ``no`` discards it, ``ask`` asks once the window
    is on screen. With a file ``opened`` from the command line (a double-click
    in a file manager), the file is on the table, and the game left last time
    is asked about rather than put in its place or dropped unasked."""
    if mode == "no" or (mode == "yes" and opened is None):
        offer_resume(wiring, mode)
    else:
        wiring.parent.installEventFilter(_WhenShown(wiring, opened))


def offer_resume(wiring: ResumeWiring, mode: str, opened: str | None = None) -> None:
    """``yes``: continue the game left last time; ``no``: discard it; ``ask``:
    ask first (over the main window, which should be on screen), naming the
    file ``opened`` that is on the table meanwhile, if there is one."""
    from .autosave import remove_autosave

    if mode == "no":
        remove_autosave()
        return
    pending = wiring.pending()
    if pending is None:
        return
    answer = ask_to_resume(wiring.parent, pending, opened) if mode == "ask" else Resume.AS_LEFT
    if answer is Resume.DISCARD:
        remove_autosave()
        return
    if pending.edit is not None and answer is Resume.WITHOUT_EDIT:  # the game as it was before the editor opened
        wiring.session.resume(pending.edit.origin, 0, pending.demo, pending.file)
        wiring.tell(QCoreApplication.translate("Main", "Continued the game you left last time, without its edit."),
                    8000)
    else:
        wiring.session.resume(pending.game, pending.steps_shown, pending.demo, pending.file, pending.history,
                              pending.edit)
        wiring.tell(QCoreApplication.translate("Main", "Back to the edit you left unfinished.") if pending.edit
                    else QCoreApplication.translate("Main", "Continued the game you left last time."), 8000)
    present_again_if_left_so(wiring.prefs, wiring.present_again)


class Resume(Enum):
    """What is done with the game left last time."""

    AS_LEFT = "as_left"  # continued as it was left (an edit under way: the editor open on it again)
    WITHOUT_EDIT = "without_edit"  # an edit dropped: the game it was made on, as before the editor opened
    DISCARD = "discard"  # a new game (or the file asked for) takes its place


def present_again_if_left_so(prefs: Preferences, present_again: Callable[[int | None, bool], None],
                             full_screen: bool = True) -> None:
    """The presentation view comes back if the game was left in it: a game
    played at one computer by several people too, behind its curtain, in its
    own mode (the view only lends the demo features while it is on, which
    keep the curtain, the peek and where Back and Undo stop)."""
    on, preset = prefs.presentation()
    if on:
        present_again(preset, full_screen)


class _WhenShown(QObject):
    """Asks once the main window has been shown, from the event loop (so the
    box is placed over a window that is really there)."""

    def __init__(self, wiring: ResumeWiring, opened: str | None) -> None:
        super().__init__(wiring.parent)
        self.wiring = wiring
        self.opened = opened

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.wiring.parent and event.type() == QEvent.Type.Show:
            self.wiring.parent.removeEventFilter(self)
            QTimer.singleShot(0, self._ask)
        return False

    def _ask(self) -> None:
        self.deleteLater()
        offer_resume(self.wiring, "ask", self.opened)


def describe(pending: Autosave) -> str:
    """Which game waits, in words anyone at the table may read: the lesson's
    title or the families' names, the round, how far the end of the round went;
    an edit under way, what it was made on and how many changes it has."""
    if pending.edit is not None:
        return _edit_words(pending.edit.origin, pending.demo, pending.edit.changes)
    game = pending.game
    what = _game_words(game, pending.demo)
    if game.standings is not None:
        where = QCoreApplication.translate("Main", "It is over: the final standings are on the table.")
    elif pending.steps_shown:
        where = QCoreApplication.translate("Main", "Round {0}, step {1} of the end of the round.").format(
            game.round, pending.steps_shown)
    else:
        where = QCoreApplication.translate("Main", "Round {0}.").format(game.round)
    return f"{what}\n{where}"


def _game_words(game: GameState, demo: bool) -> str:
    if game.scenario is not None and demo:
        from ..qt.language import scenario_text

        return QCoreApplication.translate("Main", "The demo lesson “{0}”.").format(scenario_text(game.scenario).title)
    return QCoreApplication.translate("Main", "A game of {0}.").format(", ".join(f.name for f in game.families))


def _edit_words(origin: GameState, demo: bool, changes: int) -> str:
    """"An unfinished edit of the demo lesson “…”, 3 changes."; each case a whole sentence, as the
    words around the title or the names change with it in other languages."""
    count = (QCoreApplication.translate("Main", "1 change") if changes == 1
             else QCoreApplication.translate("Main", "{0} changes").format(changes))
    if origin.scenario is not None and demo:
        from ..qt.language import scenario_text

        return QCoreApplication.translate("Main", "An unfinished edit of the demo lesson “{0}”, {1}.").format(
            scenario_text(origin.scenario).title, count)
    return QCoreApplication.translate("Main", "An unfinished edit of a game of {0}, {1}.").format(
        ", ".join(f.name for f in origin.families), count)


def ask_to_resume(parent: QWidget, pending: Autosave, opened: str | None = None) -> Resume:
    """Continue the game left last time, or discard it: for a new game, or
    for the file ``opened`` from the command line (then opening it is the
    default, what was asked for). An edit left in the scenario editor may also
    be dropped for the game it was made on. Asked over ``parent``, window-modal.
    Esc, or closing the box, continues: nothing is lost unasked (a file stays
    where it is)."""
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    from ..qt.plain import answer, message_box

    editing = pending.edit is not None
    if opened is None:
        question = QCoreApplication.translate(
            "Main", "Go back to the edit, continue the game without it, or discard both and start a new game?"
        ) if editing else QCoreApplication.translate(
            "Main", "Continue it where it stopped, or discard it and start a new game?")
        discard = QCoreApplication.translate("Main", "&Discard and start a new game")
    else:
        question = QCoreApplication.translate(
            "Main", "You asked to open {0}. Open it and discard the game left last time, or continue that game?"
        ).format(opened)
        discard = QCoreApplication.translate("Main", "&Open {0}").format(Path(opened).name.replace("&", "&&"))
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Discard
    if editing and opened is None:
        buttons |= QMessageBox.StandardButton.No
    box = message_box(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Main", "Go back to your unfinished edit?") if editing
        else QCoreApplication.translate("Main", "Continue your last game?"),
        QCoreApplication.translate("Main", "The scenario editor was still open when Florenza Table last closed.")
        if editing else QCoreApplication.translate(
            "Main", "A game was still on the table when Florenza Table last closed."),
        parent, buttons, informative=describe(pending) + "\n\n" + question)
    box.setObjectName("resume_offer")
    if editing:
        box.button(QMessageBox.StandardButton.Yes).setText(QCoreApplication.translate("Main", "&Back to the edit"))
        if opened is None:
            box.button(QMessageBox.StandardButton.No).setText(
                QCoreApplication.translate("Main", "Continue the game &without the edit"))
    else:
        box.button(QMessageBox.StandardButton.Yes).setText(
            QCoreApplication.translate("Main", "&Continue") if opened is None
            else QCoreApplication.translate("Main", "&Continue the last game"))
    box.button(QMessageBox.StandardButton.Discard).setText(discard)
    box.setDefaultButton(QMessageBox.StandardButton.Yes if opened is None else QMessageBox.StandardButton.Discard)
    box.setEscapeButton(QMessageBox.StandardButton.Yes)
    chosen = answer(box)
    if chosen == QMessageBox.StandardButton.Discard:
        return Resume.DISCARD
    return Resume.WITHOUT_EDIT if chosen == QMessageBox.StandardButton.No else Resume.AS_LEFT
