"""Why Back or Undo stops: the sentence the disabled buttons show.

The session names the rule that keeps a play mode from going back (a
tile drawn, a Ghost card revealed, or D13: a Captain's cash-in with two or
more humans at the table); this module turns it into words, in the
interface language, for the tooltips and the status bar.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from ..engine.model.ruleids import Rule
from ..qt.plain import shown_text, tip
from ..qt.refusalwords import refused
from ..qt.session import Input, Session


def back_stops(rule: Rule) -> str:
    """Why Back cannot go further, naming ``rule`` (D13, G1, or a draw's R8.7 or D1)."""
    if rule is Rule.D13:
        text = QCoreApplication.translate(
            "Limits", "Back stops here ({0}): with two or more players at the table, "
            "nobody goes back to before a Captain's cash-in")
    elif rule is Rule.G1:
        text = QCoreApplication.translate(
            "Limits", "Back stops here ({0}): a Ghost card was revealed; going back would show what comes next")
    else:
        text = QCoreApplication.translate(
            "Limits", "Back stops here ({0}): a tile was drawn from the bag; going back would show what comes next")
    return text.format(rule)


def undo_stops(rule: Rule) -> str:
    """Why Undo cannot go further, naming ``rule`` (D13, G1, R9.1's final standings, or a draw's R8.7 or D1)."""
    if rule is Rule.R9_1:
        text = QCoreApplication.translate(
            "Limits", "Undo stops here ({0}): the final standings revealed every family's tokens")
    elif rule is Rule.D13:
        text = QCoreApplication.translate(
            "Limits", "Undo stops here ({0}): with two or more players at the table, "
            "nobody goes back to before a Captain's cash-in")
    elif rule is Rule.G1:
        text = QCoreApplication.translate(
            "Limits", "Undo stops here ({0}): a Ghost card was revealed; going back would show what comes next")
    else:
        text = QCoreApplication.translate(
            "Limits", "Undo stops here ({0}): a tile was drawn from the bag; going back would show what comes next")
    return text.format(rule)


def editor_stops(rule: Rule) -> str:
    """Why the scenario editor will not open in play, naming ``rule``: D10 with two or more humans at the table;
    else it would open on the round's start, which a play mode never shows again once the steps shown have
    passed a point of no return (G1, or a draw's R8.7 or D1; a cash-in's D13 needs two humans: D10 first)."""
    if rule is Rule.D10:
        text = QCoreApplication.translate(
            "Limits", "No scenario editor with two or more players at the table ({0}): every move is checked by "
            "the engine, and nobody moves another family's pieces. It is for lessons and solo games")
    elif rule is Rule.G1:
        text = QCoreApplication.translate(
            "Limits", "The scenario editor would open on this round's start ({0}): a Ghost card was revealed; "
            "going back would show what comes next. Finish the end of the round first")
    else:
        text = QCoreApplication.translate(
            "Limits", "The scenario editor would open on this round's start ({0}): a tile was drawn from the bag; "
            "going back would show what comes next. Finish the end of the round first")
    return text.format(rule)


def show_limits(back: QAction, undo: QAction, session: Session) -> None:
    """Give the Back and Undo actions the reason they are disabled, if a rule
    disables them, or (Undo, with something to undo) what it waits for: the
    end of a round being shown, which Back steps through; otherwise leave
    their usual tooltips alone."""
    back_rule, undo_rule = session.back_blocked_by, session.undo_blocked_by
    waits = session.refusal(Input.HISTORY) if session.undo_stack.canUndo() else None
    if back_rule is not None and not back.isEnabled():
        back.setToolTip(tip(back_stops(back_rule)))
    else:
        back.setToolTip(tip(shown_text(back.text())))
    if undo_rule is not None and not undo.isEnabled():
        undo.setToolTip(tip(undo_stops(undo_rule)))
    elif waits is not None and not undo.isEnabled():
        undo.setToolTip(tip(refused(waits)))
    else:
        undo.setToolTip(tip(shown_text(undo.text())))
