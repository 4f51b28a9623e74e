"""The learner's score and review set in the window: once a lesson played in Predict mode is over, its
answers are kept (``lessons.review``: right first time, right after a hint, wrong) and the kinds of question
due for review are planned in other positions (a shipped lesson, or the end of a round of a random game);
Step then puts the first on the table, asking those kinds alone, and so on to the last. What the lesson's
summary adds (how many come back next time, the review waiting) is said here, in the interface's language.

The record lives in the user's data folder (``reviewfile``), read when first needed: one that cannot be read
is kept aside with a word in the status line, and a new one begun."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject

from ..engine.files.scenarios import load_scenario
from ..engine.lessons.review import Outcome, Record, Scored, Visit, after_lesson, after_review, plan
from ..engine.model.asks import Ask
from ..engine.model.state import GameState, LessonAsk, Scenario
from ..qt.language import file_reason, write_reason
from ..qt.modes import Answered
from ..qt.predict import summary
from ..qt.session import Session
from .predictwords import ask_name, translate
from .reviewfile import SaveError, put_aside, read_review, review_path, write_review


def outcome(done: Answered) -> Outcome:
    if done.right:
        return Outcome.FIRST_TIME if done.hints == 0 else Outcome.AFTER_HINT
    return Outcome.WRONG  # (asked to be shown too: not known)


class ReviewSet(QObject):
    """The record of ``session``'s lessons; ``tell`` says a word in the status line."""

    def __init__(self, parent: QObject, session: Session, tell: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.session, self.tell = session, tell
        self._record: Record | None = None
        self._played: GameState | None = None  # the lesson (as opened) whose answers are kept
        self._visits: list[Visit] = []  # the review positions still to show after it
        self._review: tuple[GameState, tuple[Ask, ...]] | None = None  # the review position on the table
        self._said: tuple[str, ...] = ()  # what its summary adds: (how it went, the review waiting)

    @property
    def record(self) -> Record:
        if self._record is None:
            try:
                self._record = read_review()
            except SaveError as exc:
                kept = put_aside()
                where = (
                    translate("Review", "it was kept as {0}").format(kept)
                    if kept
                    else translate("Review", "it is left as it is")
                )
                self.tell(
                    translate(
                        "Review", "Your review set ({0}) could not be read — {1}: {2}; {3}, and a new one begun"
                    ).format(review_path(), exc.path or "$", file_reason(exc), where)
                )
                self._record = Record()
        return self._record

    def coming(self) -> int:
        """How many kinds come back after the lesson on the table (read before it is played)."""
        if self.session.opened is self._played or self.reviewing():
            return 0
        return sum(d.due <= self.record.lessons + 1 for d in self.record.due)

    def reviewing(self) -> tuple[Ask, ...]:
        """The kinds asked again on the table (none: the table holds no review position)."""
        review = self._review
        return review[1] if review is not None and review[0] is self.session.opened else ()

    # -- a lesson over ----------------------------------------------------------------------------------
    def lesson_over(self, answers: tuple[Answered, ...]) -> str:
        """The lesson on the table has just been played with ``answers``: kept (once); what its summary adds."""
        opened = self.session.opened
        if opened is not self._played:
            self._played = opened
            self._keep(opened, answers)
        return self._words()

    def _keep(self, opened: GameState, answers: tuple[Answered, ...]) -> None:
        # (the review's positions, the shipped lessons and random games, are read when a lesson is first kept:
        # a launch plays no random game)
        from ..engine.lessons.reviewpositions import fingerprint, shipped

        where = fingerprint(opened)
        kept = [Scored(a.question.ask, a.question.rule, outcome(a)) for a in answers if not a.aloud]
        before = self.record
        asked = self.reviewing()
        if asked:
            record = after_review(before, where, [s for s in kept if s.ask in asked])
            due = {d.ask: d for d in record.due}
            parts = [
                translate("Review", "{0}: learnt").format(ask_name(ask))
                if ask not in due
                else translate("Review", "{0}: again in two lessons").format(ask_name(ask))
                if due[ask].stage
                else translate("Review", "{0}: again next time").format(ask_name(ask))
                for ask in asked
            ]
            said = [translate("Review", "Review: {0}").format("; ".join(parts))]
        else:
            record = after_lesson(before, where, kept)
            rotate = record.lessons % max(1, len(shipped()))
            lessons = [s.candidate for s in (*shipped()[rotate:], *shipped()[:rotate])]
            self._visits = list(plan(record.due_now(), where, lessons))
            said = []
        if record is not before:
            self._record = record
            try:
                write_review(record)
            except OSError as exc:
                self.tell(translate("Review", "Your review set could not be kept: {0}").format(write_reason(exc)))
        said.append(translate("Review", "to review next time: {0}").format(len(record.due_next())))
        self._said = tuple(said)

    def _words(self) -> str:
        said = list(self._said)
        if self._visits:
            asks = [ask for visit in self._visits for ask in visit.asks]
            said.append(
                translate(
                    "Review", "now, in another position, what you missed in an earlier lesson: {0} (Step shows it)"
                ).format(", ".join(ask_name(a) for a in asks))
            )
        return " — ".join(said)

    # -- the review positions -----------------------------------------------------------------------------
    def waits(self) -> bool:
        """Whether Step puts a review position on the table: one is planned, and the lesson just played
        stands at its end (its summary shown)."""
        return bool(self._visits) and self.session.opened is self._played and summary(self.session.shown()) is not None

    def next_position(self) -> bool:
        """Put the next review position on the table, asking the kinds planned there alone."""
        if not self.waits():
            return False
        visit = self._visits.pop(0)
        state = self._position(visit)
        if state is None:
            return False
        self._review = (state, visit.asks)
        self._played = None
        self.session.replace(state, demo=True)
        return True

    def _position(self, visit: Visit) -> GameState | None:
        """The position of ``visit``, its lesson asking its kinds alone (a shipped lesson's hints kept)."""
        from ..engine.lessons.reviewpositions import fingerprint, generated, shipped

        if visit.key is not None:
            path = next(s.path for s in shipped() if s.candidate.key == visit.key)
            try:
                state = load_scenario(path)
            except SaveError:
                return None
            scenario = state.scenario or Scenario("", "")
        else:
            avoid = frozenset(d.where for d in self.record.due if d.ask in visit.asks)
            if self._played is not None:
                avoid |= {fingerprint(self._played)}
            made = generated(visit.asks[0], 1 + 97 * self.record.lessons, avoid)
            if made is None:
                return None
            state = made
            scenario = Scenario(
                translate("Review", "A question to review"),
                translate(
                    "Review", "The end of a round of a game played at random, to ask again a question you missed."
                ),
            )
        own = {a.ask: a for a in scenario.asks}
        asks = tuple(own.get(ask, LessonAsk(ask)) for ask in visit.asks)
        return replace(state, scenario=replace(scenario, asks=asks))
