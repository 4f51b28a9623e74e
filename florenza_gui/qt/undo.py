"""Undo commands: each holds the snapshot before and after, so undo and redo
restore exact states (the engine's states are immutable)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from ..engine.state import GameState

if TYPE_CHECKING:
    from .session import Session


class SnapshotCommand(QUndoCommand):
    """A committed change: a move, or a whole end of round.

    The text is public wording only (RULES.md §9): it is shown in the Edit
    menu, which every player at the table can see. ``label`` puts it into
    words in the current language, again whenever the language changes."""

    def __init__(self, session: Session, before: GameState, after: GameState,
                 label: Callable[[], str], barrier: bool = False) -> None:
        super().__init__(label())
        self.label = label
        self.session = session
        self.before = before
        self.after = after
        # An end of round that drew a tile or revealed a Ghost card: in play
        # modes undo must not reach back past it (issue: hotseat privacy).
        self.barrier = barrier
        self._first = True

    def retranslate(self) -> None:
        self.setText(self.label())

    def redo(self) -> None:
        if self._first:
            self._first = False  # the session already showed it as it happened
            return
        self.session.restore(self.after)

    def undo(self) -> None:
        self.session.restore(self.before)
