"""What if, from the session's side: which position the window may open on a copy (the position before
the step at the end of round's cursor), and whether it may now. The copy is the What if window's own; the
session's game, its undo history, its cursor and its mode never change for it.

What if opens from a step of the end of round being played, from the round's end when everyone has passed,
and from the last step of the end of round just played while its end is on the table. It waits while a step
is shown, Play runs, a drawn card waits to be placed, the curtain is down, the editor is open, or a question
of Predict mode waits for its answer (its answer would show); it stays shut while an end of round already
played is reviewed (:mod:`.roundreview`: nothing there changes, or copies, the game). In play it opens only
where Back may go: never on the position before a tile drawn or a Ghost card revealed, nor, with two or more
people at the table, before a Captain's cash-in or the step after it (RULES.md §9, D13), nor at the game's end
before the tokens are revealed (R9.1); a lesson opens it from any step. In play it carries what the game has
shown of the end of round, so that the What if played out from it shows no more (RULES.md §9)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.model.boarddata import standard_board
from ..engine.model.events import EventKind
from ..engine.model.ruleids import Rule
from ..engine.rules.end_of_round import Edit
from ..engine.rules.turns import round_is_over
from .predict import waiting
from .timeline import Timeline

if TYPE_CHECKING:
    from ..engine.model.events import Events
    from ..engine.model.state import GameState
    from .modes import Mode, Shown


@dataclass(frozen=True, slots=True)
class WhatIfFrom:
    """Where a What if starts: the round's end (``start``, which every step reads), the step whose position
    before it is opened (``step``: its place in the timeline shown, from 1; 0: the end of round not begun),
    its rule, how far the steps had come there (``edit.before``, those that changed nothing counted), and the
    events of the steps the game has shown (``seen``: a What if in play shows no tile, Ghost card or token the
    game has not)."""

    start: GameState
    step: int
    rule: Rule | None
    before: int
    position: GameState
    lesson: bool
    seen: Events = ()

    @property
    def shown(self) -> Events | None:
        """What a What if played out from here may show of what a game in play keeps hidden: what the game has
        shown (None: a lesson shows everything)."""
        return None if self.lesson else self.seen

    def edited(self, position: GameState) -> Edit:
        """The change made to the position (``position``, as the user left it), for the engine to play out."""
        return Edit(self.before, position)


class WhatIfSource:
    """What if's part of a :class:`~.session.Session`: the end of round it may start from."""

    _game: GameState
    _mode: Mode
    timeline: Timeline | None
    _played_last: Timeline | None
    shown: Callable[[], Shown]

    def _what_if_timeline(self) -> Timeline | None:
        """The end of round What if reads: the one under way, or the one just played while its end is shown."""
        if self.timeline is not None:
            return self.timeline
        done = self._played_last
        return done if done is not None and done.end is self._game else None

    @property
    def offers_what_if(self) -> bool:
        """Whether What if may open now (a rule may still forbid it here: :attr:`what_if_blocked_by`)."""
        if not self._mode.at_rest or self._mode.review is not None or waiting(self.shown()) is not None:
            return False
        return self._what_if_timeline() is not None or round_is_over(self._game)

    @property
    def what_if_blocked_by(self) -> Rule | None:
        """The rule that keeps What if from the position before the step shown, in play (None: it may open):
        Back's (a draw, a Ghost card, D13's cash-in), or, at the game's end, R9.1 until the tokens are shown
        (the comparison sets the final standings side by side)."""
        if self._mode.lesson:
            return None
        t = self._what_if_timeline()
        last = (t.start if t is not None else self._game).round == standard_board().last_round  # (R8.1: it ends)
        if last and (
            t is None or not any(e.kind is EventKind.TOKENS_REVEALED for r in t.records[: t.furthest] for e in r.events)
        ):
            return Rule.R9_1
        return t.no_return_at(t.cursor) if t is not None and t.cursor > 0 else None

    def what_if_from(self) -> WhatIfFrom | None:
        """The position before the step shown, for What if (None: not now, or a rule forbids it)."""
        if not self.offers_what_if or self.what_if_blocked_by is not None:
            return None
        t = self._what_if_timeline()
        if t is None:  # everyone has passed: the round's end, before its first step
            return WhatIfFrom(self._game, 0, None, 0, self._game, self._mode.lesson)
        step = t.cursor
        rule = t.records[step - 1].rule if step > 0 else None
        seen = tuple(e for r in t.records[: max(t.cursor, t.furthest)] for e in r.events)
        position = t.state_at(max(0, step - 1))
        return WhatIfFrom(t.start, step, rule, _steps_before(t, step), position, self._mode.lesson, seen)


def _steps_before(t: Timeline, step: int) -> int:
    """How many steps a quiet walk has behind it at the position before ``step`` of ``t``: those that
    changed nothing after the step before it are played again from the changed position."""
    if step <= 1:
        return 0
    if t.quiet:
        return step - 1
    return Timeline.of_round(t.start, quiet=True).cursor_after(step - 1)  # (``t``'s steps all changed something)
