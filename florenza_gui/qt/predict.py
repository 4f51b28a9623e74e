"""Predict mode: before a step that decides something (who is elected, the next order, who leaves, where a
card goes, where a Ghost's card sends its pieces, who wins), the learner says what the rule will do; the step
is then shown and the answer marked (:mod:`..engine.lessons.predict` asks and marks; nothing here decides a rule).

Whether Predict mode is on and the answers given are part of the session's mode (:class:`Quiz`, frozen):
the window renders the question waiting, the marks and the summary from it. Predict asks in a lesson and in a
game with one person at the table, live; in a game of several people only in the review of an end of round
already played (:mod:`.roundreview`), never while one is played or stepped back through: every step of a
finished one has been shown to everyone, and its questions ask about no value anyone may not see."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..engine.lessons.predict import Answer, Question, mark, questions
from ..engine.rules.privacy import several_humans
from .modes import Answered, Mode, Quiz, Shown

if TYPE_CHECKING:
    from ..engine.model.state import GameState
    from .timeline import Timeline

HINTS = 2  # the rule's summary, then the numbers it compares lit on the board


@dataclass(frozen=True, slots=True)
class Summary:
    """How an end of round's questions went."""

    asked: int
    first_time: int  # right with no hint
    after_hint: int  # right after a hint
    wrong: int
    shown: int  # the learner asked to be shown
    aloud: int = 0  # a room answered aloud (nothing entered): the step was shown


_CACHE: list[tuple[object, tuple[Question, ...]]] = []  # the last timeline's questions (its records kept alive)


def questions_of(timeline: Timeline) -> tuple[Question, ...]:
    """The questions of ``timeline``'s end of round, in the order they are asked."""
    if _CACHE and _CACHE[0][0] is timeline.records:
        return _CACHE[0][1]
    found = questions(timeline.start, timeline.records)
    lesson = timeline.start.scenario.asks if timeline.start.scenario is not None else ()
    if lesson:  # a lesson that names its questions asks those alone
        named = {a.ask for a in lesson}
        found = tuple(q for q in found if q.ask in named)
    _CACHE[:] = [(timeline.records, found)]
    return found


def asks_here(game: GameState, timeline: Timeline | None, mode: Mode) -> bool:
    """Whether Predict may ask now: on, in a lesson or a game of one person; with several people, only in
    the review of an end of round already played (never in the end of round being played)."""
    if not mode.predicting or mode.editing or mode.covered or timeline is None:
        return False
    return mode.lesson or mode.review is not None or not several_humans(timeline.start)


def _answered(quiz: Quiz, round_: int, question: Question) -> Answered | None:
    return next((a for a in quiz.answered if a.round == round_ and a.question == question), None)


def waiting(shown: Shown) -> Question | None:
    """The question asked before the step after the cursor, not answered yet (None: the step may be shown, or,
    :func:`held`, the room reads the step at the cursor first)."""
    return None if held(shown) else _unanswered(shown)


def held(shown: Shown) -> Question | None:
    """The question kept back while the step a Step press has just shown is read (its sentence, its mark): in
    the presentation view after every step, elsewhere after a step that marks an answer; the next Step press
    asks it (:attr:`Quiz.held`)."""
    t, mode = shown.timeline, shown.mode
    if t is None or mode.quiz.held != (t.start.round, t.cursor):
        return None
    return _unanswered(shown)


def holding(mode: Mode, timeline: Timeline) -> Quiz:
    """The quiz once a Step press has shown the step at ``timeline``'s cursor: that step is held to be read
    before any question after it, in the presentation view (the room reads each step), elsewhere where it marks
    an answer (the mark is read whole before the next question takes the panel's room)."""
    if not mode.predicting:
        return mode.quiz
    marks = any(a.round == timeline.start.round and a.question.through + 1 == timeline.cursor
                for a in mode.quiz.answered)
    if not (mode.presenting or marks):
        return mode.quiz
    return replace(mode.quiz, held=(timeline.start.round, timeline.cursor))


def _unanswered(shown: Shown) -> Question | None:
    t, mode = shown.timeline, shown.mode
    if t is None or t.at_end or mode.animating or not asks_here(shown.game, t, mode):
        return None
    return next((q for q in questions_of(t) if q.step == t.cursor
                 and _answered(mode.quiz, t.start.round, q) is None), None)


def revealed(shown: Shown) -> tuple[Answered, ...]:
    """The answers whose step the board shows now (at rest): the last step they waited for is the one at the
    cursor (a review's last step too), or, once the end of round in play is over, its last step."""
    t, mode = shown.timeline, shown.mode
    if mode.animating or not mode.predicting:
        return ()
    if t is None:
        return tuple(a for a in ended_answers(shown) if a.final)
    return tuple(a for a in mode.quiz.answered
                 if a.round == t.start.round and a.question.through + 1 == t.cursor
                 and a.question in questions_of(t))


def ended_answers(shown: Shown) -> tuple[Answered, ...]:
    """The answers of the end of round the game has just come out of (none once a move is made)."""
    log = len(shown.game.log)
    return tuple(a for a in shown.mode.quiz.answered if a.ended_log == log)


def summary_held(shown: Shown) -> bool:
    """In the presentation view, the summary kept from the band while the room reads the end of round's last step
    (and the marks it shows): the next Step press shows it (:attr:`Quiz.held`, the last step shown of its
    round). The summary is the round's all the same: its answers are kept, the everyday panel says it."""
    mode = shown.mode
    if shown.timeline is not None or not mode.presenting or mode.quiz.held is None:
        return False
    return any(a.round == mode.quiz.held[0] for a in ended_answers(shown))


def summary(shown: Shown) -> Summary | None:
    """How the end of round just played (or reviewed) went, shown at its end (None: not at its end, or nothing
    asked)."""
    t, mode = shown.timeline, shown.mode
    ended = t is None or (mode.review is not None and t.at_end)  # (a review rests on its last step)
    if not ended or not mode.predicting or mode.editing:
        return None
    done = ended_answers(shown)
    if not done:
        return None
    right = [a for a in done if a.right and not a.shown]
    first = sum(a.right_first_time for a in right)
    aloud = sum(a.aloud for a in done)
    shown_count = sum(a.shown for a in done) - aloud
    return Summary(len(done), first, len(right) - first, len(done) - len(right) - shown_count - aloud, shown_count,
                   aloud)


class PredictCursor:
    """What the learner does in Predict mode, on a :class:`~.session.Session` (whose mode it replaces)."""

    _mode: Mode
    _game: GameState
    timeline: Timeline | None
    _become: Callable[[Mode], None]
    shown: Callable[[], Shown]
    mode_changed: Any

    def set_predicting(self, on: bool) -> None:
        """Predict mode on or off (the answers already given are kept while the game is on the table)."""
        self._become(replace(self._mode, predicting=on, quiz=replace(self._mode.quiz, hints=0)))

    def show_held(self) -> bool:
        """The question :func:`held` back for the room is asked now, or the summary :func:`summary_held` back
        is shown (a Step press): whether one was."""
        shown = self.shown()
        if held(shown) is None and not summary_held(shown):
            return False
        self._become(replace(self._mode, quiz=replace(self._mode.quiz, held=None)))
        return True

    def hint(self) -> bool:
        """One more hint for the question waiting (the rule's summary, then its numbers lit)."""
        quiz = self._mode.quiz
        if waiting(self.shown()) is None or quiz.hints >= HINTS:
            return False
        self._become(replace(self._mode, quiz=replace(quiz, hints=quiz.hints + 1)))
        return True

    def answer(self, given: Answer, show: bool = False, aloud: bool = False) -> Answered | None:
        """The learner's answer to the question waiting (``show``: none, they ask to be shown; ``aloud``: a
        room answered aloud, nothing entered), marked and kept; the step is then free to be shown. None if no
        question waits."""
        question = waiting(self.shown())
        t = self.timeline
        if question is None or t is None:
            return None
        show = show or aloud
        right = not show and mark(question, given).right
        done = Answered(t.start.round, question, None if show else given, show, self._mode.quiz.hints, right,
                        question.through + 1 == t.count, len(t.end.log), aloud)
        self._become(replace(self._mode, quiz=Quiz((*self._mode.quiz.answered, done))))
        return done
