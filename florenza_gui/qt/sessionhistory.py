"""Undo and Redo from the session's side: the gate asked first, each snapshot put back on the table whole,
and the change told once the undo stack's index has moved with it, so whoever reads the history then (the
window's Undo and Redo, the autosave) reads the index that goes with the game shown. The stack itself, its
commands and where it stops are :class:`~.undo.UndoHistory`'s."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.rules.moves import LEGAL
from .gate import Input

if TYPE_CHECKING:
    from ..engine.model.state import GameState
    from ..engine.rules.moves import Verdict
    from .modes import Mode
    from .settling import Settling
    from .timeline import Timeline
    from .undo import UndoHistory


class SessionHistory:
    """Undo, Redo and the undo history kept by the autosave, for a :class:`~.session.Session`."""

    # owned and set up by the session
    _game: GameState
    _undo: UndoHistory
    _mode: Mode
    _settling: Settling
    _restored: bool  # an undo or redo has put its snapshot on the table, not told yet
    timeline: Timeline | None
    generation: int
    game_changed: Any  # the session's Qt signals
    mode_changed: Any
    refusal: Callable[[Input], Verdict | None]
    _refused: Callable[[Verdict], Verdict]
    _check_curtain: Callable[[], None]

    def retranslate_undo(self) -> None:
        """Put every undo text into words again, in the current language."""
        self._undo.retranslate()

    def undo(self) -> Verdict:
        return self._history(self._undo.stack.undo)

    def redo(self) -> Verdict:
        return self._history(self._undo.stack.redo)

    def _history(self, go: object) -> Verdict:
        gate = self.refusal(Input.HISTORY)
        if gate is not None:
            return self._refused(gate)
        assert callable(go)
        with self._settling.one_change():  # QUndoStack moves its index after the command has restored its position
            go()
            self.mode_changed.emit()  # the stack's own index has moved only now: what Undo/Redo can do is new
        return LEGAL

    def restore(self, state: GameState) -> None:
        """Show an earlier (or later) snapshot exactly (undo, redo). The
        change is told once the undo stack has moved its index to it
        (:meth:`_history_moved`), so whoever reads the history then (the
        window's Undo and Redo) reads the index that goes with this game."""
        self.timeline, self._game = None, state
        self.generation += 1
        self._check_curtain()
        self._restored = True

    def _history_moved(self) -> None:
        if self._restored:
            self._restored = False
            self.game_changed.emit()

    def history(self) -> tuple[list[GameState], list[str], int]:
        """The undo stack for the autosave; in play mode nothing from before a point of no return (D13)."""
        return self._undo.snapshots(cross_barriers=self._mode.lesson)

    def load_history(self, states: list[GameState], texts: list[str], index: int) -> None:
        """Rebuild the undo stack from :meth:`history`; the game must be ``states[index]``."""
        with self._settling.one_change():  # (the stack is rebuilt by undoing down to ``index``: settled once, at it)
            self._undo.load(states, texts, index)
            self.game_changed.emit()
