"""``GameController``: owns the game and is the only path for changes.

A gesture becomes a move; the engine checks it; if legal, the new state is
committed through the ``QUndoStack`` and every engine event is re-emitted as
a past-tense signal, in order. The end of a round is a sequence of steps the
controller walks forwards and back; the views animate what it emits.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QIODevice, QObject, QSaveFile, Signal
from PySide6.QtGui import QUndoStack

from ..engine import saves
from ..engine.events import Events
from ..engine.moves import Move, Verdict, attempt
from ..engine.places import STANDINGS, TURN_ORDER, AnyPiece, TurnMarkerPiece
from ..engine.privacy import no_return
from ..engine.rounds import end_round_steps
from ..engine.rules import Rule
from ..engine.state import GameState
from ..engine.targets import Piece, Target, check_draw_placement, check_drop, legal_targets
from ..engine.turns import round_is_over
from ..engine.types import LifeCard, Phase
from ..engine.verdict import RefusalKind, refuse
from .language import event_text, words
from .undo import SnapshotCommand


class GameController(QObject):
    # the whole state changed (load, undo, a step back): views resync
    state_reset = Signal(object)
    # a move or a step was made: views may animate its events
    state_advanced = Signal(object, object)  # GameState, Events
    move_refused = Signal(object)  # the refusing Verdict (its reason is put into words by the view)
    event_happened = Signal(object)  # every engine event, in order
    sequence_moved = Signal(int, int)  # step index, number of steps
    round_ready_to_end = Signal()
    game_finished = Signal(object)  # Standings

    # one past-tense signal per kind of engine event (EventKind values)
    captain_elected = Signal(object)
    no_captain = Signal(object)
    first_player_card_moved = Signal(object)
    tokens_banked = Signal(object)
    captain_marker_moved = Signal(object)
    bishop_marker_moved = Signal(object)
    turn_order_changed = Signal(object)
    bishop_elected = Signal(object)
    no_bishop = Signal(object)
    bishop_card_moved = Signal(object)
    cardinal_named = Signal(object)
    round_advanced = Signal(object)
    game_ended = Signal(object)
    tile_returned = Signal(object)
    kinsman_returned = Signal(object)
    character_left = Signal(object)
    card_shifted = Signal(object)
    tile_drawn = Signal(object)
    draw_skipped = Signal(object)
    muse_turned = Signal(object)
    ghost_card_revealed = Signal(object)
    ghost_deck_reshuffled = Signal(object)
    kinsman_placed = Signal(object)
    tokens_revealed = Signal(object)
    standings_decided = Signal(object)
    round_started = Signal(object)
    move_made = Signal(object)
    turn_passed = Signal(object)

    def __init__(self, state: GameState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state = state
        self.undo_stack = QUndoStack(self)
        self._steps: list[tuple[GameState, Events]] = []
        self._index = 0
        self.path: str | None = None
        # Play modes keep hidden draws hidden: Back and Undo cannot return to
        # before a tile was drawn or a Ghost card revealed, nor, with two or
        # more humans, before a Captain's cash-in (D13). The demo mode can.
        self.play_mode = True
        self._log_pieces: dict[int, tuple[AnyPiece, ...]] = {}
        # the rule that emptied the undo stack at its last point of no return
        self.undo_floor: str | None = None

    # -- reading ---------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._state

    def legal_targets(self, piece: Piece) -> frozenset[Target]:
        if self.in_sequence:
            return frozenset()
        return legal_targets(self._state, piece)

    # -- moves -------------------------------------------------------------------------
    def try_move(self, move: Move) -> Verdict:
        """Apply ``move`` if the engine allows it; otherwise say why."""
        before = self._state
        if self.in_sequence:
            refused = refuse(Rule.D10, RefusalKind.ROUND_ENDING)
            self.move_refused.emit(refused)
            return refused
        verdict, after, events = attempt(before, move)  # checked once, applied if legal
        if not verdict.ok:
            self.move_refused.emit(verdict)
            return verdict
        self._advance(after, events)
        event = events[0]
        self.undo_stack.push(SnapshotCommand(
            self, before, after, lambda: words("undo.move", rule=event.rule, text=event_text(event))))
        if round_is_over(after):  # D10
            self.round_ready_to_end.emit()
        return verdict

    def drop(self, piece: Piece, target: Target | None) -> Verdict:
        """A piece dropped on the board: a move if the engine accepts it."""
        if target is None:
            verdict = refuse(Rule.D10, RefusalKind.NOT_A_PLACE)
            self.move_refused.emit(verdict)
            return verdict
        move, verdict = check_drop(self._state, piece, target)
        if move is None:
            self.move_refused.emit(verdict)
            return verdict
        return self.try_move(move)

    # -- the end of the round, one step at a time ---------------------------------------
    @property
    def in_sequence(self) -> bool:
        return bool(self._steps)

    @property
    def step_index(self) -> int:
        return self._index

    @property
    def step_count(self) -> int:
        return len(self._steps) - 1 if self._steps else 0

    def begin_end_of_round(self) -> int:
        """Compute every step of Phase 7 and Phase 8 (and scoring or the
        Ghosts); nothing is shown until ``step_forward``."""
        if self.in_sequence or self._state.phase is not Phase.ACTIONS:
            return 0
        start = self._state
        self._steps = [(start, ())] + list(end_round_steps(start))
        self._index = 0
        self.sequence_moved.emit(0, self.step_count)
        return self.step_count

    def step_forward(self) -> tuple[GameState, Events] | None:
        if not self.in_sequence or self._index >= self.step_count:
            return None
        self._index += 1
        state, events = self._steps[self._index]
        self._advance(state, events)
        self.sequence_moved.emit(self._index, self.step_count)
        if self._index == self.step_count:
            self._finish_sequence()
        return state, events

    @property
    def can_step_back(self) -> bool:
        if not self.in_sequence or self._index == 0:
            return False
        return self.back_blocked_by is None

    @property
    def back_blocked_by(self) -> str | None:
        """The rule that keeps Back from the step before this one (a draw,
        a Ghost card, a cash-in with two or more humans), or None."""
        if not self.play_mode or not self.in_sequence or self._index == 0:
            return None
        return self._no_return_at(self._index)

    @property
    def undo_blocked_by(self) -> str | None:
        """The rule that emptied the undo stack, while undo has nothing left."""
        return self.undo_floor if self.play_mode and not self.undo_stack.canUndo() else None

    def _no_return_at(self, index: int) -> str | None:
        """The rule forbidding a play mode to show the state before step
        ``index``. D13: after a cash-in the Captain marker still stands on
        the banked position until R7.1d moves it to 0, so the step after the
        cash-in cannot be undone either."""
        state, events = self._steps[index]
        rule = no_return(events, state)
        if rule is None and index >= 2 and no_return(self._steps[index - 1][1], state) == "D13":
            rule = "D13"
        return rule

    def step_back(self) -> GameState | None:
        """One step back within the end of the round being played."""
        if not self.can_step_back:
            return None
        self._index -= 1
        self._state = self._steps[self._index][0]
        self.state_reset.emit(self._state)
        self.sequence_moved.emit(self._index, self.step_count)
        return self._state

    def _finish_sequence(self) -> None:
        start, end = self._steps[0][0], self._steps[-1][0]
        barrier = next((r for r in map(self._no_return_at, range(1, len(self._steps))) if r), None)
        self._steps = []
        self._index = 0
        self.sequence_moved.emit(0, 0)
        ended = start.round
        if end.phase is Phase.GAME_OVER:
            label = lambda: words("undo.game")  # noqa: E731
        else:
            label = lambda: words("undo.round", round=ended)  # noqa: E731
        self.undo_stack.push(SnapshotCommand(self, start, end, label, barrier=barrier is not None))
        if barrier and self.play_mode:
            # nothing before the draw (or the cash-in, D13) can be reached again by undo
            self.undo_floor = barrier  # first: the cleared stack's signals show why
            self.undo_stack.clear()
        if end.standings is not None:
            self.game_finished.emit(end.standings)

    # -- state plumbing ----------------------------------------------------------------
    def check_draw_placement(self, character: str, card: LifeCard) -> Verdict:
        """R8.7 by hand (demo): may this drawn card go under ``card``?"""
        return check_draw_placement(self._state, character, card)

    def retranslate_undo(self) -> None:
        """Put every undo text into words again, in the current language."""
        for i in range(self.undo_stack.count()):
            command = self.undo_stack.command(i)
            if isinstance(command, SnapshotCommand):
                command.retranslate()

    def pieces_of_log_line(self, row: int) -> tuple[AnyPiece, ...]:
        """The pieces the step or move logged on ``row`` moved (for highlighting)."""
        return self._log_pieces.get(row, ())

    def _advance(self, state: GameState, events: Events) -> None:
        first = len(state.log) - len(events)
        for i, event in enumerate(events):
            piece = event.piece
            moved: tuple[AnyPiece, ...] = (piece,) if piece is not None and piece not in (TURN_ORDER, STANDINGS) else ()
            moved += tuple(TurnMarkerPiece(f) for f in event.order if state.has_family(f))
            self._log_pieces[first + i] = moved
        self._state = state
        for event in events:
            self.event_happened.emit(event)
            getattr(self, event.kind.value).emit(event)
        self.state_advanced.emit(state, events)

    def restore(self, state: GameState) -> None:
        """Show an earlier (or later) snapshot exactly (undo, redo)."""
        self._steps = []
        self._state = state
        self.state_reset.emit(state)

    def resume(self, start: GameState, steps_shown: int) -> None:
        """Resume an autosave taken during an end of round: replay the steps
        that had been shown (the engine is deterministic)."""
        self.load(start)
        if steps_shown and start.phase is Phase.ACTIONS:
            self.begin_end_of_round()
            self._index = min(steps_shown, self.step_count)
            self._state = self._steps[self._index][0]
            if self._index >= self.step_count:
                self._finish_sequence()
            self.state_reset.emit(self._state)
            self.sequence_moved.emit(self._index, self.step_count)

    @property
    def sequence_start(self) -> GameState:
        """The state the autosave keeps: the start of a running end of round."""
        return self._steps[0][0] if self._steps else self._state

    def load(self, state: GameState, path: str | None = None) -> None:
        self._log_pieces = {}
        self._steps = []
        self._index = 0
        self.undo_stack.clear()
        self.undo_floor = None
        self.path = path
        self._state = state
        self.state_reset.emit(state)

    def save(self, path: str) -> None:
        """Write the game atomically with ``QSaveFile`` (FORMAT.md)."""
        write_file(path, saves.dumps(self._state))
        self.path = path


def write_file(path: str, text: str) -> None:
    """All or nothing: the old file stays whole if anything fails."""
    out = QSaveFile(path)
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(out.errorString())
    out.write(QByteArray(text.encode("utf-8")))
    if not out.commit():
        raise OSError(out.errorString())


