"""The end of a round played back: a timeline of its steps and a cursor on
it, moved by Step, Back, Play and a log line clicked in a lesson; and the
points of no return that Back, Undo and the editor may not pass (D13). Kept by
:class:`RoundCursor` for a :class:`~.session.Session`, which owns the
game, the mode and the undo stack it reads."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.model.asks import Ask
from ..engine.model.ruleids import Rule
from ..engine.model.types import Phase
from ..engine.rules.privacy import several_humans
from ..engine.rules.turns import round_is_over
from .gate import Input
from .language import words
from .predict import held, holding, waiting
from .timeline import Timeline

if TYPE_CHECKING:
    from ..engine.model.events import Events
    from ..engine.model.quiet import Quiet
    from ..engine.model.state import GameState
    from ..engine.rules.moves import Verdict
    from .modes import Mode, Shown
    from .undo import UndoHistory


class RoundCursor:
    """Step, Back and the cursor of a :class:`~.session.Session`'s end of round."""

    # owned and set up by the session
    _game: GameState
    _undo: UndoHistory
    timeline: Timeline | None
    game_changed: Any  # the session's Qt signals
    mode_changed: Any
    generation: int
    _mode: Mode
    opened: GameState
    lesson_end: int | None
    shown: Callable[[], Shown]
    _set_mode: Callable[..., None]
    refusal: Callable[[Input], Verdict | None]
    _check_curtain: Callable[[], None]
    show_held: Callable[[], bool]
    # the end of round played last (What if reads it while its end is shown; a review, while the game goes on from it)
    _played_last: Timeline | None = None
    # a lesson's finished end of round, for the change that committed it (built once it is asked for)
    _finished: tuple[object, Timeline | None] | None = None

    @property
    def ready_to_end_round(self) -> bool:
        return self.timeline is None and round_is_over(self._game)  # D10

    @property
    def steps_ahead(self) -> bool:
        """Whether Step, Play and Skip have something to show: the end of round is due, or one is under way (its
        last step still being shown, in play), but for a review resting on its last step."""
        t = self.timeline
        return self.ready_to_end_round if t is None else not (t.at_end and self._mode.review is not None)

    def begin_step(self, asks: bool = True) -> tuple[int, GameState, Events] | None:
        """Move the cursor one step on (starting the end of the round if it
        is time) and mark the step as being animated; None if nothing moves
        (in Predict mode, while a question waits for the step's answer, or the
        room reads the step shown before the question after it: ``asks``, a
        Step press, asks that question; Play and Skip stop there)."""
        if self.refusal(Input.CURSOR) is not None:
            return None
        if self.timeline is None:
            if not self.ready_to_end_round:
                return None
            self.timeline = Timeline.of_round(self._game, self._mode.shows_quiet)
            if waiting(self.shown()) is not None:
                self.game_changed.emit()  # the end of round begins with a question (Predict)
        if held(self.shown()) is not None:
            if asks:
                self.show_held()
            return None
        if self.timeline.at_end or waiting(self.shown()) is not None:
            return None
        self.timeline = self.timeline.at(self.timeline.cursor + 1)
        self._game = self.timeline.state
        self._set_mode(animating=True, narrated=0, reached=0, quiz=holding(self._mode, self.timeline))
        self.game_changed.emit()  # (and its mode with it: told once)
        return self.generation, self._game, self.timeline.events

    @property
    def shown_quiet(self) -> Quiet | None:
        """The step at the cursor, if it changed nothing: why (its rule's reason, ``quiet.Quiet``)."""
        return self.timeline.quiet_step if self.timeline is not None else None

    def set_quiet_steps(self, on: bool) -> None:
        """The player's preference: show the steps that change nothing in play too (a lesson always does)."""
        if self._mode.quiet_steps != on:
            self._set_mode(quiet_steps=on)
            self.follow_quiet()
            self.mode_changed.emit()

    def follow_quiet(self) -> None:
        """The end of round under way gains (or loses) the steps that change nothing as the mode now
        shows them, its cursor on the same position (:meth:`.Timeline.showing_quiet`)."""
        t = self.timeline
        if t is not None and t.quiet != self._mode.shows_quiet:
            self.timeline = t.showing_quiet(self._mode.shows_quiet)
            self._game = self.timeline.state
            self.game_changed.emit()

    def narrate(self, index: int) -> None:
        """The board now animates event ``index`` of the step at the cursor."""
        if self._mode.animating and self._mode.narrated != index:
            self._set_mode(narrated=index, reached=max(self._mode.reached, index))
            self.mode_changed.emit()

    def set_placing(self, on: bool) -> None:
        if self._mode.placing != on:
            self._set_mode(placing=on)
            self.mode_changed.emit()

    def end_step(self, generation: int) -> None:
        """The step's animation is over; at the last step the round is committed."""
        if generation != self.generation:
            return
        self._set_mode(animating=False, narrated=None, placing=False)
        if self.timeline is not None and self.timeline.at_end and self._mode.review is None:
            self._finish_sequence()
            self.game_changed.emit()  # the round is committed: the autosave keeps its end (and the mode is told)
        else:
            self.mode_changed.emit()

    @property
    def can_step_back(self) -> bool:
        """Whether Back may be pressed now (while a step is animated: Back from it, once it has ended; in a
        lesson, from the end of round it has just finished too)."""
        t = self.timeline
        if self.refusal(Input.PLAYBACK) is not None:
            return False
        if t is None:
            return self.finished_round is not None
        return t.cursor > 0 and self.back_blocked_by is None

    @property
    def finished_round(self) -> Timeline | None:
        """In a lesson, the end of round played to its last step, its cursor there, while it is the change
        last done and its end is on the table: Back steps into it again, and its counter and narration
        stay those of its last step (a game in play has begun its next round: Undo takes the round back)."""
        done = self._undo.round_done() if self.timeline is None and self._mode.lesson else None
        if done is None or not (done.after is self._game or done.after == self._game):
            return None
        cached = self._finished
        if cached is None or cached[0] is not done:
            t = Timeline.of_round(done.before, self._mode.shows_quiet)
            cached = self._finished = (done, t.at(t.count) if t.end == done.after else None)
        return cached[1]

    @property
    def step_shown(self) -> tuple[int, int]:
        """The step shown and how many the end of round has (a lesson's finished one's last step), else (0, 0)."""
        t = self.timeline or self.finished_round
        return (t.cursor, t.count) if t is not None else (0, 0)

    @property
    def back_blocked_by(self) -> Rule | None:
        """What keeps Back from the step before (a draw, a Ghost card, a cash-in with 2+ humans), or None."""
        t = self.timeline
        rule = None if t is None or t.cursor == 0 else t.no_return_at(t.cursor) or self._named_draw
        return None if self._may_cross(rule) else rule

    def step_back(self) -> bool:
        """One step back within the end of the round being played (in a lesson, from its end too)."""
        if not self.can_step_back:
            return False
        if self.timeline is None:
            return self._back_into_finished()
        return self.jump_to(self.timeline.cursor - 1)

    def _back_into_finished(self) -> bool:
        """A lesson's end of round just finished is under way again, on its last step but one: its change
        leaves the undo history (stepping to its end again puts it back)."""
        finished, done = self.finished_round, self._undo.round_done()
        if finished is None or done is None:
            return False
        self._undo.take_back(done)
        self.timeline = finished.at(finished.count - 1)
        self._game = self.timeline.state
        self.generation += 1
        self._check_curtain()
        self.game_changed.emit()
        return True

    def jump_to(self, cursor: int) -> bool:
        """Put the cursor on another step of this end of round (Back, or a
        log line clicked in the demo; play modes never go back past a draw)."""
        t = self.timeline
        if t is None or self.refusal(Input.CURSOR) is not None or not 0 <= cursor <= t.count:
            return False
        if cursor < t.cursor and not all(
                self._may_cross(t.no_return_at(k)) for k in range(cursor + 1, t.cursor + 1)):
            return False
        if cursor < t.cursor and not self._may_cross(self._named_draw):
            return False
        self.timeline = t.at(cursor)
        self._game = self.timeline.state
        self.generation += 1
        if self.timeline.at_end and self._mode.review is None:  # (a review stays on its last step)
            self._finish_sequence()
        self.game_changed.emit()
        return True

    def _finish_sequence(self) -> None:
        assert self.timeline is not None
        finished = self.timeline.at(self.timeline.count)
        start, end, barrier = finished.start, finished.end, finished.barrier
        self._played_last, self.timeline = finished, None
        if self._mode.lesson and start.round == self.opened.round:
            self.lesson_end = len(end.log)  # the lesson's own end of round
        self._game = end
        ended = start.round
        over = end.phase is Phase.GAME_OVER
        label = (lambda: words("undo.game")) if over else (lambda: words("undo.round", round=ended))
        # in play nothing before a draw (or a cash-in, D13) is reached again by undo, nor before the final
        # standings, which reveal every family's tokens (R9.1); a lesson goes back from anywhere
        barrier = barrier or (Rule.R9_1 if over else None)
        self._undo.commit_round(start, end, label, barrier, self._may_cross(barrier))
        self._finished = (self._undo.round_done(), finished)  # (what Back from its end steps into, in a lesson)
        self._check_curtain()

    # -- the end of the round: what Back, Undo and the editor may not pass --------------------------
    @property
    def undo_blocked_by(self) -> Rule | None:
        """The rule that emptied the undo stack, while undo has nothing left."""
        return self._undo.blocked_by(self._may_cross(self._undo.floor))

    @property
    def editor_blocked_by(self) -> Rule | None:
        """What keeps the scenario editor shut in play, or None. It opens on the round's start (as Save writes
        it), so never once a step shown has passed a point of no return (R8.7, G1, D13: Back and Undo's limits);
        and with two or more humans at the table never at all: it would move any family's pieces past the
        engine's checks, unlogged (D10). Only a lesson opens it anywhere."""
        if self._mode.lesson:
            return None
        if several_humans(self._game):
            return Rule.D10
        rule = self.passed_no_return
        return None if self._may_cross(rule) else rule

    @property
    def passed_no_return(self) -> Rule | None:
        """The first point of no return the end of round shown has passed (None: none, or no end of round under
        way): a step shown (``Timeline.passed_no_return``), or Predict's question naming the tiles drawn."""
        t = self.timeline
        return None if t is None else t.passed_no_return or self._named_draw

    @property
    def _named_draw(self) -> Rule | None:
        """The draw's point of no return once Predict's question waiting names the tiles it draws (their names
        and rounds, to say where they go): the draw is as good as shown, and play never goes back to before it."""
        t, question = self.timeline, waiting(self.shown())
        if t is None or question is None or question.ask is not Ask.DRAW_UNDER:
            return None
        return t.no_return_at(question.step + 1)

    def _may_cross(self, rule: Rule | None) -> bool:
        """May Back or Undo pass this point of no return (a draw, a Ghost card, a cash-in: D13)? In a lesson,
        never in a demo mode an option lends (RULES.md §9: no play mode returns to before a tile is drawn). A
        review of an end of round already played crosses a draw and a Ghost card, whose tiles and card everyone
        has seen, but never D13's cash-in: the position before it shows what the Captain banked."""
        if self._mode.review is not None:
            return rule is not Rule.D13
        return rule is None or self._mode.lesson
