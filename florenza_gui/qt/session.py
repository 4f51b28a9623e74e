"""The session: the one place that knows what is going on. It owns the game, the end of round's timeline and
cursor, the mode (:class:`~.modes.Mode`, one frozen value: the lesson, the curtain and the viewer, the
presentation view, the editor, draws by hand, a step animated, Play) and the undo stack. :meth:`Session.shown`
is what every surface renders from; no view keeps a copy. Every change goes through its gate
(:meth:`refusal`); whatever replaces the game (New game, Open, a scenario, a resume, leaving the editor) goes
through :meth:`replace`. Step, Back and the cursor are :class:`~.cursor.RoundCursor`'s; Undo and Redo,
:class:`~.sessionhistory.SessionHistory`'s; the position What if
opens (before the step at the cursor) is :class:`~.whatif.WhatIfSource`'s; the review of the end of round played
last, :class:`~.roundreview.RoundReviewing`'s."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from ..engine.model.concerns import Thing
from ..engine.model.events import Events
from ..engine.model.ruleids import Rule
from ..engine.model.state import GameState, LogEntry
from ..engine.model.types import LifeCard, Phase
from ..engine.rules.moves import LEGAL, Move, Verdict, attempt
from ..engine.rules.targets import (
    Piece,
    Target,
    check_draw_placement,
    check_drop,
    check_drop_off_board,
    check_pick_up,
    legal_targets,
    stays_put,
)
from ..engine.rules.turns import may_set_own
from .cursor import RoundCursor
from .editing import ScenarioEditing
from .gate import Input, Situation
from .kept import Edit, Kept
from .language import event_text, words
from .modes import Mode, Shown, confirmed, curtain_checked, humans, peeked, viewing
from .predict import PredictCursor, waiting
from .roundreview import RoundReviewing
from .savefile import write_file
from .sessionhistory import SessionHistory
from .settling import Settling
from .timeline import Timeline
from .undo import UndoHistory
from .whatif import WhatIfSource

__all__ = ["Input", "Mode", "Session", "Shown"]


class Session(QObject, RoundCursor, SessionHistory, ScenarioEditing, PredictCursor, WhatIfSource, RoundReviewing):
    game_changed = Signal()  # the game or the cursor, and with them perhaps the mode: all is shown again
    mode_changed = Signal()  # the mode, or the event being shown while a step animates
    ending = Signal()  # every mode is about to end: playback stops, placements are dropped
    refused = Signal(object)  # the refusing Verdict (its reason is put into words by the view)
    # a change is complete: the game, its undo history and the history's index, the game's own mode and
    # its file are all as they will be shown (the autosave is written then, never half-way through one)
    settled = Signal()

    def __init__(self, state: GameState, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = state
        self._undo = UndoHistory(self.restore, self)
        self._restored = False  # an undo or redo has put its snapshot on the table, not told yet
        self._undo.stack.indexChanged.connect(self._history_moved)
        self._settling = Settling(self.settled.emit)
        self.game_changed.connect(self._settling.settle)  # every change of the game settles, once its change is done
        self.game_changed.connect(self._forget_reading)  # a line pointed to belongs to the game it was read in
        self.path: str | None = None
        self._clean: GameState | None = state  # the game as last opened or saved (None: never saved)
        self.opened = state  # the game as it was put on the table
        self.lesson_end: int | None = None  # the log's length once the lesson's end of round was played
        self.timeline: Timeline | None = None
        self._mode = Mode()
        self.generation = 0  # bumped whenever the position jumps; a step under way then stops
        self._check_curtain()

    # -- reading ---------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._game

    @property
    def undo_stack(self) -> QUndoStack:
        return self._undo.stack

    @property
    def mode(self) -> Mode:
        return self._mode

    def shown(self) -> Shown:
        """The one value every surface renders from."""
        return Shown(self._game, self.timeline, self._mode)

    def _set_mode(self, **changes: Any) -> None:
        self._mode = replace(self._mode, **changes)

    def humans(self) -> list[str]:
        return humans(self._game)

    @property
    def in_sequence(self) -> bool:
        return self.timeline is not None

    @property
    def step_index(self) -> int:
        return self.timeline.cursor if self.timeline else 0

    @property
    def step_count(self) -> int:
        return self.timeline.count if self.timeline else 0

    @property
    def sequence_start(self) -> GameState:
        """The state the autosave keeps: the start of a running end of round."""
        return self.timeline.start if self.timeline else self._game

    @property
    def saved_state(self) -> GameState:
        """What Save writes (no half-way step): the round's start, or its end once play is past a point of no return
        (under review, the game as it was)."""
        t, review = self.timeline, self._mode.review
        if review is not None:
            return review.game
        return self._game if t is None else t.end if not self._mode.lesson and self.passed_no_return else t.start

    @property
    def shown_events(self) -> Events:
        """The events of the step at the cursor (none outside an end of round)."""
        return self.timeline.events if self.timeline else ()

    @property
    def shown_log(self) -> Sequence[LogEntry]:
        """The log as far as the board has shown it: while a step is
        animated, its lines up to the furthest event the board has come to
        (a tile drawn by hand is named once it waits to be placed, R8.7; the
        step's next draw is not, nor any line of what has not moved yet)."""
        log = self._game.log
        unseen = len(self.timeline.events) - self._mode.reached - 1 if self._mode.animating and self.timeline else 0
        return log[:len(log) - unseen] if unseen > 0 else log

    @property
    def dirty(self) -> bool:
        """Would replacing the game now lose something nobody saved? What Save would write is not the file
        (a game never saved is always unsaved); in the editor, an edit or the game it was opened on; a lesson
        stepped through its end of round, to its end too, loses nothing (opened again, it shows it again)."""
        if self._mode.editing:
            return self.edit_unsaved
        saved = self.saved_state
        if self._clean is None or saved == self._clean:
            return self._clean is None
        finished = self.finished_round
        return finished is None or finished.start != self._clean

    def legal_targets(self, piece: Piece) -> frozenset[Target]:
        if self.refusal(Input.MOVE) is not None:
            return frozenset()
        return legal_targets(self._game, piece)

    # -- the gate ----------------------------------------------------------------------------
    def _situation(self) -> Situation:
        m = self._mode
        q = waiting(self.shown()) if m.predicting and self.timeline is not None else None
        # (stepped back to its start, the end of round shows the board as before its first step: Undo takes
        # the last move back, as it did then)
        return Situation(m.covered, m.animating, m.placing, m.editing, self.step_index > 0,
                         self._game.phase is Phase.GAME_OVER, m.lesson, m.review is not None, q.ask if q else None,
                         self._game.name(q.family) if q is not None and q.family else "")

    def refusal(self, what: Input) -> Verdict | None:
        """Why ``what`` may not change the game now, or None if it may (:mod:`.gate`)."""
        return self._situation().refusal(what)

    def _refused(self, verdict: Verdict) -> Verdict:
        self.refused.emit(verdict)
        return verdict

    # -- moves -------------------------------------------------------------------------------
    def try_move(self, move: Move) -> Verdict:
        """Apply ``move`` if the gate and the engine allow it; otherwise say why."""
        gate = self.refusal(Input.MOVE)
        if gate is not None:
            return self._refused(gate)
        before = self._game
        verdict, after, events = attempt(before, move)  # checked once, applied if legal
        if not verdict.ok:
            return self._refused(verdict)
        self._game = after
        event = events[0]
        self._undo.push(before, after, lambda: words("undo.move", rule=event.rule, text=event_text(event)))
        self._check_curtain()
        self.game_changed.emit()
        return verdict

    def pick_up(self, piece: Piece) -> Verdict:
        """Whether ``piece`` may be picked up now; a refusal says why (the gate, D10)."""
        gate = self.refusal(Input.MOVE)
        verdict = gate if gate is not None else check_pick_up(self._game, piece)
        return verdict if verdict.ok else self._refused(verdict)

    def may_set(self, family: str, rule: Rule) -> Verdict:
        """Whether ``family``'s Captain marker (M1), Bishop marker (M2) or Resources and Fiorini (M10) may be
        set now; a refusal says why (the gate, then the engine: only the active family sets its own)."""
        gate = self.refusal(Input.MOVE)
        verdict = gate if gate is not None else may_set_own(self._game, family, rule)
        return LEGAL if verdict is None else self._refused(verdict)

    def refuse(self, verdict: Verdict) -> Verdict:
        """Say why an input is refused that is no move at all (a count only the rules change)."""
        return self._refused(verdict)

    def drop(self, piece: Piece, target: Target | None) -> Verdict:
        """A piece dropped on the board: a move if the engine accepts it."""
        gate = self.refusal(Input.MOVE)
        if gate is not None:
            return self._refused(gate)
        if target is None:
            return self._refused(check_drop_off_board(piece))  # the rule of the piece's moves says where it goes
        if stays_put(self._game, piece, target):
            return LEGAL  # put back where it stood: no move, nothing logged, nothing to undo
        move, verdict = check_drop(self._game, piece, target)
        if move is None:
            return self._refused(verdict)
        return self.try_move(move)

    # -- the mode ----------------------------------------------------------------------------------
    def set_demo(self, on: bool) -> None:
        """The game's own mode: a lesson (``on``), or play."""
        if self._mode.lesson != on:
            self._set_mode(lesson=on, **({"curtain_for": None, "viewer": None} if on else {}))
            self.follow_quiet()  # a lesson shows the steps that change nothing
            if not on:
                self._undo.close_past_barriers()  # undo stops at the last point of no return again (D13)
            self._check_curtain()
            self.mode_changed.emit()
            self._settling.settle()  # the autosave keeps whether the game is a lesson

    def set_presenting(self, on: bool) -> None:
        self._become(replace(self._mode, presenting=on))

    def set_manual_draws(self, on: bool) -> None:
        self._become(replace(self._mode, manual_draws=on))

    def set_playing(self, on: bool) -> None:
        """Play (``on``) or Pause: whether the end of round plays on by itself."""
        self._become(replace(self._mode, playing=on))

    def _check_curtain(self) -> None:
        self._mode = curtain_checked(self._mode, self._game, self.timeline)

    def peek(self) -> None:
        """Cover the board so the player at the screen may peek in private."""
        self._become(peeked(self._mode, self._game))

    def confirm_curtain(self) -> None:
        self._become(confirmed(self._mode))

    def set_viewer(self, family: str | None) -> None:
        """``family`` looks at its own tokens behind the curtain (None: it has stopped)."""
        self._become(viewing(self._mode, family))

    def read_line(self, row: int | None, lit: tuple[Thing, ...] = ()) -> None:
        """The narration tells log line ``row`` (a line of the final standings points to it) till the game
        changes, and the board lights ``lit``, what earned that line's points (else what the log line moved)."""
        row = row if row is None or 0 <= row < len(self._game.log) else None
        self._become(replace(self._mode, reading=row, reading_lit=lit if row is not None else ()))

    def _forget_reading(self) -> None:
        self._mode = replace(self._mode, reading=None, reading_lit=())  # (told with the change of the game)

    def _become(self, mode: Mode) -> None:
        if mode != self._mode:
            self._mode = mode
            self.mode_changed.emit()

    def check_draw_placement(self, character: str, card: LifeCard) -> Verdict:
        """R8.7 by hand (demo): may this drawn card go under ``card``?"""
        verdict = check_draw_placement(self._game, character, card)
        return verdict if verdict.ok else self._refused(verdict)

    # -- replacing the game --------------------------------------------------------------------
    def replace(self, state: GameState, path: str | None = None, demo: bool | None = None) -> None:
        """Put another game on the table: every mode ends first."""
        self.ending.emit()
        m = self._mode  # the presentation view, draws by hand and the quiet steps' preference stay as they are
        self._mode = Mode(lesson=m.lesson if demo is None else demo, presenting=m.presenting,
                          manual_draws=m.manual_draws, quiet_steps=m.quiet_steps,
                          predicting=(m.review.mode if m.review else m).predicting)  # (its answers were the game's)
        self.timeline = self._played_last = None
        self._undo.reset()
        self._game = self._clean = self.opened = state
        self.lesson_end = None
        self.path = path
        self.generation += 1
        self._check_curtain()
        self.game_changed.emit()  # (settled: all the autosave keeps is in place; the mode is told with it)

    def kept(self) -> Kept:
        """What the autosave keeps: the game at rest, the steps shown, the undo history, the game's own mode and
        file, and the scenario editor's edit if it is open; under review, the game as it was (a crash resumes it)."""
        review = self._mode.review
        if review is not None:
            return Kept(review.game, 0, self.history(), review.mode.lesson, self.path, None)
        return Kept(self.sequence_start, self.step_index, self.history(), self._mode.lesson, self.path,
                    self.editing_from)

    def resume(self, start: GameState, steps_shown: int, demo: bool = False, path: str | None = None,
               history: tuple[list[GameState], list[str], int] | None = None, edit: Edit | None = None) -> None:
        """Continue an autosave in its game's own mode (``demo``: a lesson, never one only lent) and
        file (``path``); the steps of an end of round shown are shown again (the engine is deterministic),
        and its undo ``history`` (:meth:`history`) is rebuilt where it goes with ``start``; an ``edit``
        left open opens the editor again on ``start``, the game it came from kept for Cancel editing."""
        with self._settling.one_change():
            self.replace(start, path, demo=demo)
            self._clean = None  # never saved to a file
            if steps_shown and self.ready_to_end_round:
                self.timeline = Timeline.of_round(start, self._mode.shows_quiet).at(steps_shown)
                self._game = self.timeline.state
                if self.timeline.at_end:
                    self._finish_sequence()
                self._check_curtain()
                self.game_changed.emit()
            states, texts, index = history or ([], [], 0)
            if states and states[index] == start and not self.in_sequence:
                self.load_history(states, texts, index)
            elif states and states[-1] == start:
                self.load_history(states, texts, len(texts))
            if edit is not None and not self.in_sequence:
                self.reopen_editor(edit)

    @property
    def lesson_over(self) -> bool:
        """The lesson's end of round has been played, and nothing since (its closing paragraph is read now)."""
        if self.timeline is not None or self._game.scenario is None:
            return False
        if self.lesson_end is not None:
            return self.lesson_end == len(self._game.log)
        return self.finished_round is not None  # (resumed at the end of the lesson's end of round: nothing since)

    def mark_saved(self, path: str | None = None) -> None:
        self._clean, self.path = self.saved_state, self.path if path is None else path

    def save(self, path: str) -> None:
        """Write ``saved_state`` atomically; in the editor, only a position a file can hold (else ``SaveError``)."""
        from ..engine.files import (
            editor,
            saves,  # (with the file format's codecs: when a game is first saved)
        )

        write_file(path, saves.dumps(editor.validate(self._game) if self._mode.editing else self.saved_state))
        before = self.path
        self.mark_saved(path)
        if self.path != before:
            self._settling.settle()  # the autosave keeps the game's file: File ▸ Save writes there again
