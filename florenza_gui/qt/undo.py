"""Undo: each command holds the snapshot before and after, so undo and redo
restore exact states (the engine's states are immutable). The history says
where undo stops in the play modes, and writes itself into the autosave."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine.model.ruleids import Rule
from ..engine.model.state import GameState
from ..engine.model.types import Phase
from ..engine.rules.turns import round_is_over
from .language import event_text, words

Restore = Callable[[GameState], None]


class SnapshotCommand(QUndoCommand):
    """A committed change: a move, or a whole end of round.

    The text is public wording only (RULES.md §9): it is shown in the Edit
    menu, which every player at the table can see. ``label`` puts it into
    words in the current language, again whenever the language changes."""

    def __init__(self, restore: Restore, before: GameState, after: GameState,
                 label: Callable[[], str], barrier: Rule | None = None, round_end: bool = False) -> None:
        super().__init__(label())
        self.label = label
        self.restore = restore
        self.before = before
        self.after = after
        # An end of round that drew a tile or revealed a Ghost card (or a cash-in
        # with two or more humans): the rule that forbids play modes to undo past it.
        self.barrier = barrier
        self.round_end = round_end  # a whole end of round, from when everyone passed to its end
        self._first = True

    def retranslate(self) -> None:
        self.setText(self.label())

    def redo(self) -> None:
        if self._first:
            self._first = False  # the session already showed it as it happened
            return
        self.restore(self.after)

    def undo(self) -> None:
        self.restore(self.before)


def ends_a_round(before: GameState, after: GameState) -> bool:
    """Whether a change read back from the autosave is a whole end of round: from a round everyone
    has passed (D10) to the next round or the game's end."""
    return round_is_over(before) and (after.round != before.round or after.phase is Phase.GAME_OVER)


def label_of(before: GameState, after: GameState, text: str) -> Callable[[], str]:
    """What a change read back from the autosave was, put into words in the
    current language as the session put it when it happened: a move, from
    the typed event of the log line it wrote; an end of round or of the
    game, from the two positions. Only a change the positions cannot tell
    (an edit, or a line read from a file without its event) keeps the text
    as it was written."""
    if after.phase is Phase.GAME_OVER and before.phase is not Phase.GAME_OVER:
        return lambda: words("undo.game")
    if after.round != before.round:
        ended = before.round
        return lambda: words("undo.round", round=ended)
    written = after.log[len(before.log):] if len(after.log) == len(before.log) + 1 else ()
    event = written[0].event if written else None
    if event is not None:
        return lambda: words("undo.move", rule=event.rule, text=event_text(event))
    return lambda: text


class UndoHistory:
    """The session's undo stack, and the rule that emptied it at its last
    point of no return (a draw, a Ghost card, a cash-in with two or more
    humans: D13), so the window can say why Undo stops there."""

    def __init__(self, restore: Restore, parent: QObject) -> None:
        """``restore`` shows a position again (the session's); ``parent`` owns the stack."""
        self.restore = restore
        self.stack = QUndoStack(parent)
        self.floor: Rule | None = None

    def push(self, before: GameState, after: GameState, label: Callable[[], str]) -> None:
        self.stack.push(SnapshotCommand(self.restore, before, after, label))

    def commit_round(self, start: GameState, end: GameState, label: Callable[[], str],
                     barrier: Rule | None, demo: bool) -> None:
        """A whole end of round as one change; past a point of no return (play
        modes: a draw, a Ghost card, a cash-in, the final standings' R9.1),
        nothing before it is undone."""
        self.stack.push(SnapshotCommand(self.restore, start, end, label, barrier=barrier, round_end=True))
        if barrier is not None and not demo:
            self.floor = barrier  # first: the cleared stack's signals show why
            self.stack.clear()

    def round_done(self) -> SnapshotCommand | None:
        """The change last done, if it is a whole end of round."""
        index = self.stack.index()
        command = self.stack.command(index - 1) if index > 0 else None
        return command if isinstance(command, SnapshotCommand) and command.round_end else None

    def take_back(self, command: SnapshotCommand) -> None:
        """Take ``command``, the change last done, out of the history without showing the position before
        it (a lesson steps back into the end of round it was: the session shows the step)."""
        assert self.round_done() is command
        command.setObsolete(True)  # (an obsolete command is dropped by undo, not undone)
        self.stack.undo()

    def close_past_barriers(self) -> None:
        """The demo mode ends: a point of no return it let undo cross stops undo again."""
        done = [self.stack.command(i) for i in range(self.stack.index())]
        crossed = [c.barrier for c in done if isinstance(c, SnapshotCommand) and c.barrier]
        if crossed:
            self.floor = crossed[-1]  # first: the cleared stack's signals show why
            self.stack.clear()

    def reset(self) -> None:
        """Another game: nothing of the old one's history stays."""
        self.stack.clear()
        self.floor = None

    def blocked_by(self, demo: bool) -> Rule | None:
        """The rule that emptied the stack, while undo has nothing left (play modes)."""
        return self.floor if not demo and not self.stack.canUndo() else None

    def retranslate(self) -> None:
        """Put every undo text into words again, in the current language."""
        for i in range(self.stack.count()):
            command = self.stack.command(i)
            if isinstance(command, SnapshotCommand):
                command.retranslate()

    def snapshots(self, cross_barriers: bool = True) -> tuple[list[GameState], list[str], int]:
        """The stack as a line of positions, what each change was, and how
        many are done (for the autosave). Not ``cross_barriers`` (a game that
        comes back in play mode): only what follows the last point of no
        return done, as when the demo mode ends (:meth:`close_past_barriers`)."""
        commands = [self.stack.command(i) for i in range(self.stack.count())]
        snaps = [c for c in commands if isinstance(c, SnapshotCommand)]
        index = self.stack.index()
        if not cross_barriers:
            crossed = [k for k, c in enumerate(snaps[:index]) if c.barrier]
            cut = crossed[-1] + 1 if crossed else 0
            snaps, index = snaps[cut:], index - cut
        if not snaps:
            return [], [], 0
        return [snaps[0].before] + [c.after for c in snaps], [c.text() for c in snaps], index

    def load(self, states: list[GameState], texts: list[str], index: int) -> None:
        """Rebuild the stack from :meth:`snapshots`; the game must be ``states[index]``."""
        self.stack.clear()
        for before, after, text in zip(states, states[1:], texts, strict=False):
            self.stack.push(SnapshotCommand(self.restore, before, after, label_of(before, after, text),
                                            round_end=ends_a_round(before, after)))
        while self.stack.index() > index:
            self.stack.undo()
