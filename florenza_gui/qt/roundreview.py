"""Reviewing an end of round already played, from the session's side.

The session keeps the end of round played last (``RoundCursor._played_last``, which What if reads too). While
the game on the table goes on from its end, it may be reviewed: the window shows it again from its start, Step,
Back and Play moving freely within it, and Predict mode, on for the review, asks before each deciding step
(:mod:`.predict`), marks the answers and sums them up at its end. With several people at the table this is the
only place Predict asks: every step of a finished end of round has been shown to everyone.

Nothing hidden shows again: every tile drawn and Ghost card revealed in it is one the game has shown, and the
questions ask about no token value, the bag's order or the Ghost deck (:mod:`..engine.lessons.predict`). The
Captain's cash-in is kept as play keeps it (RULES.md §9, D13): with two or more people at the table the review
begins once the Captain marker has gone back to 0, and Back never shows the position it banked.

Nothing in a review changes the game: the gate refuses moves, Undo and Redo (:data:`.gate.REVIEWING`), and Save,
the editor, What if and the peek wait, saying the same. The game and the mode as they were wait in the mode's
:class:`~.modes.Review`; Close puts them back whole (the undo history was never touched), and the autosave keeps
the game, not the review. A review opens only at rest: not behind the curtain (the next player confirms
first), not in the editor, not while an end of round is under way, and not in a lesson, whose Back steps into
its own end of round again."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..engine.model.ruleids import Rule
from .gate import REVIEWING
from .modes import Quiz, Review

if TYPE_CHECKING:
    from ..engine.model.state import GameState
    from ..engine.rules.moves import Verdict
    from .modes import Mode
    from .timeline import Timeline


def review_start(t: Timeline) -> int:
    """The first step a review of ``t`` shows: its start, or with two or more people at the table, once the
    Captain's marker has gone back to 0 after the cash-in (D13: the position before shows what it banked)."""
    return max((k for k in range(1, t.count + 1) if t.no_return_at(k) is Rule.D13), default=0)


class RoundReviewing:
    """The review of the end of round played last, for a :class:`~.session.Session`."""

    # owned and set up by the session
    _game: GameState
    _mode: Mode
    timeline: Timeline | None
    _played_last: Timeline | None
    generation: int
    game_changed: Any  # the session's Qt signals
    ending: Any

    @property
    def reviewable(self) -> Timeline | None:
        """The end of round played last, while the game goes on from its end (its log goes on from the end's);
        None if there is none (a game opened or resumed has played none here yet)."""
        done, review = self._played_last, self._mode.review
        if done is None:
            return None
        game = review.game if review is not None else self._game
        ended = done.end.log
        return done if game.log[: len(ended)] == ended else None

    @property
    def offers_review(self) -> bool:
        """Whether the end of round played last may be reviewed now."""
        m = self._mode
        return (m.review is None and m.at_rest and not m.lesson and self.timeline is None
                and self.reviewable is not None)

    @property
    def review_refusal(self) -> Verdict | None:
        """Why Save, the editor, What if and the peek wait now: a review is open (None: none is)."""
        return REVIEWING if self._mode.review is not None else None

    def open_review(self) -> bool:
        """The end of round played last shown again from its start (D13 aside), Predict on with no answer
        given yet; whether it opened."""
        done = self.reviewable
        if done is None or not self.offers_review:
            return False
        m = self._mode
        t = done.showing_quiet(m.shows_quiet)
        self._mode = replace(m, review=Review(done.start.round, self._game, m), predicting=True, quiz=Quiz(),
                             viewer=None, reading=None, reading_lit=())
        self.timeline = t.at(review_start(t))
        self._game = self.timeline.state
        self.generation += 1
        self.game_changed.emit()  # (the mode is told with it)
        return True

    def close_review(self) -> bool:
        """Back to the game as it was when the review opened: the position, the mode (the view's options chosen
        meanwhile kept: the presentation view, draws by hand, the steps that change nothing); whether one was open."""
        review = self._mode.review
        if review is None:
            return False
        self.ending.emit()  # a step being shown, or Play, stops where it is
        m = self._mode
        self._mode = replace(review.mode, presenting=m.presenting, manual_draws=m.manual_draws,
                             quiet_steps=m.quiet_steps)
        self._game, self.timeline = review.game, None
        self.generation += 1
        self.game_changed.emit()
        return True
