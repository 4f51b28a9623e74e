"""The end of a round as a timeline of steps and a cursor on it.

Step 0 is the position when everyone has passed; step ``k`` is the position
after the ``k``-th automatic step, with the events that step reported. What
the window shows during an end of round is rendered from the step at the
cursor; Step, Back, Play and Skip only move the cursor.

The timeline keeps no snapshot per step: it keeps every step's result (its
rule, events and changes: ``working.step_results``); the state at a step is
rebuilt from the start and the results before it when it is first shown
(``step_states``), and kept for the next time (every copy of a timeline
shares what was rebuilt).

A lesson (or a player who asks for them) sees the steps of Phase 7 and
Phase 8 that changed nothing too, each saying why (``quiet.Quiet``): they
are steps of the timeline like any other, with no event and no log line,
the position after one the position before it."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import accumulate, pairwise
from typing import TYPE_CHECKING

from ..engine.fast.working import step_results
from ..engine.model.quiet import Quiet
from ..engine.model.ruleids import Rule
from ..engine.model.state import GameState
from ..engine.rules.end_of_round import step_states
from ..engine.rules.privacy import no_return_to_step

if TYPE_CHECKING:
    from ..engine.model.changes import StepResult
    from ..engine.model.events import Events


@dataclass(frozen=True, slots=True)
class Timeline:
    start: GameState
    records: tuple[StepResult, ...]
    cursor: int = 0
    quiet: bool = False  # the steps that changed nothing are steps of the timeline too
    furthest: int = field(default=0, compare=False)  # the furthest step shown (What if reads the reveal in it)
    # The states rebuilt so far, step 0 first (shared by every copy made by ``at``).
    _built: list[GameState] = field(default_factory=list, compare=False, repr=False)

    @classmethod
    def of_round(cls, start: GameState, quiet: bool = False) -> Timeline:
        """Every step of Phase 7 and Phase 8 from ``start``, with those that
        changed nothing if ``quiet`` (D10: the engine is deterministic, so the
        timeline is the same however often it is built)."""
        return cls(start, step_results(start, quiet), quiet=quiet, _built=[start])

    def showing_quiet(self, quiet: bool) -> Timeline:
        """This end of round with (or without) the steps that changed nothing,
        its cursor after as many steps that changed something as this one's
        (on the step it shows, unless that one changed nothing and goes)."""
        if quiet == self.quiet:
            return self
        other = Timeline.of_round(self.start, quiet)
        return other.at(other.cursor_after(self.changed))

    @property
    def changed(self) -> int:
        """How many steps up to the cursor changed something."""
        return sum(1 for r in self.records[: self.cursor] if not isinstance(r, Quiet))

    def cursor_after(self, changed: int) -> int:
        """The cursor just after the ``changed``-th step that changed something (0: none)."""
        if changed <= 0:
            return 0
        seen = 0
        for k, record in enumerate(self.records, start=1):
            seen += not isinstance(record, Quiet)
            if seen == changed:
                return k
        return self.count

    @property
    def quiet_step(self) -> Quiet | None:
        """The step at the cursor, if it changed nothing (it says why)."""
        record = self.records[self.cursor - 1] if self.cursor > 0 else None
        return record if isinstance(record, Quiet) else None

    @property
    def count(self) -> int:
        return len(self.records)

    def state_at(self, index: int) -> GameState:
        """The position after step ``index`` (0: when the round ended),
        rebuilt from the records the first time it is asked for."""
        built = self._built
        if not built:
            built.append(self.start)
        if index >= len(built):
            more = step_states(built[-1], self.records[len(built) - 1 : index], ended=self.start.round)
            built.extend(more)
        return built[index]

    def events_at(self, index: int) -> Events:
        return self.records[index - 1].events if index > 0 else ()

    def events_so_far(self) -> Events:
        """Every event of the steps up to the cursor, in order."""
        return tuple(e for result in self.records[: self.cursor] for e in result.events)

    @property
    def end(self) -> GameState:
        return self.state_at(self.count)

    @property
    def state(self) -> GameState:
        return self.state_at(self.cursor)

    @property
    def events(self) -> Events:
        return self.events_at(self.cursor)

    @property
    def at_end(self) -> bool:
        return self.cursor >= self.count

    def at(self, cursor: int) -> Timeline:
        cursor = max(0, min(cursor, self.count))
        return replace(self, cursor=cursor, furthest=max(self.furthest, cursor))

    def no_return_at(self, index: int) -> Rule | None:
        """The rule forbidding a play mode to show the position before step
        ``index`` (``privacy.no_return_to_step``: a draw, a Ghost card, a
        cash-in with two or more humans and the step after it)."""
        k = index - 1  # the step before it that changed something (one that changed nothing left all as it was)
        while k >= 1 and isinstance(self.records[k - 1], Quiet):
            k -= 1
        before = self.events_at(k) if k >= 1 else None
        return no_return_to_step(self.events_at(index), before, self.state_at(index))

    @property
    def barrier(self) -> Rule | None:
        """The first rule that keeps a play mode from undoing this end of round, if any."""
        return next((r for r in map(self.no_return_at, range(1, self.count + 1)) if r), None)

    @property
    def passed_no_return(self) -> Rule | None:
        """The first point of no return the cursor has passed (a draw, a Ghost
        card, a cash-in with two or more humans), if any: a play mode never
        shows the round's start again, so Save writes the round's end."""
        return next((r for r in map(self.no_return_at, range(1, self.cursor + 1)) if r), None)

    def step_of_log_row(self, row: int) -> int | None:
        """The step that wrote line ``row`` of the log, if this timeline did
        (every event of a step writes one line)."""
        ends = accumulate((len(r.events) for r in self.records), initial=len(self.start.log))
        for k, (first, after) in enumerate(pairwise(ends), start=1):
            if first <= row < after:
                return k
        return None
