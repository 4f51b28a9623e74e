"""The end of a round as a timeline of steps and a cursor on it.

Step 0 is the position when everyone has passed; step ``k`` is the position
after the ``k``-th automatic step, with the events that step reported. What
the window shows during an end of round is rendered from the step at the
cursor; Step, Back, Play and Skip only move the cursor."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.events import Events
from ..engine.privacy import no_return
from ..engine.rounds import end_round_steps
from ..engine.state import GameState


@dataclass(frozen=True, slots=True)
class Timeline:
    steps: tuple[tuple[GameState, Events], ...]
    cursor: int = 0

    @classmethod
    def of_round(cls, start: GameState) -> Timeline:
        """Every step of Phase 7 and Phase 8 from ``start`` (D10: the engine
        is deterministic, so the timeline is the same however often it is built)."""
        return cls(((start, ()),) + tuple(end_round_steps(start)))

    @property
    def count(self) -> int:
        return len(self.steps) - 1

    @property
    def start(self) -> GameState:
        return self.steps[0][0]

    @property
    def end(self) -> GameState:
        return self.steps[-1][0]

    @property
    def state(self) -> GameState:
        return self.steps[self.cursor][0]

    @property
    def events(self) -> Events:
        return self.steps[self.cursor][1]

    @property
    def at_end(self) -> bool:
        return self.cursor >= self.count

    def at(self, cursor: int) -> Timeline:
        return replace(self, cursor=max(0, min(cursor, self.count)))

    def no_return_at(self, index: int) -> str | None:
        """The rule forbidding a play mode to show the position before step
        ``index`` (a draw, a Ghost card, a cash-in with two or more humans).
        D13: after a cash-in the Captain marker still stands on the banked
        position until R7.1d moves it to 0, so that step cannot be undone either."""
        state, events = self.steps[index]
        rule = no_return(events, state)
        if rule is None and index >= 2 and no_return(self.steps[index - 1][1], state) == "D13":
            rule = "D13"
        return rule

    @property
    def barrier(self) -> str | None:
        """The first rule that keeps a play mode from undoing this end of round, if any."""
        return next((r for r in map(self.no_return_at, range(1, len(self.steps))) if r), None)

    def step_of_log_row(self, row: int) -> int | None:
        """The step that wrote line ``row`` of the log, if this timeline did."""
        for k in range(1, len(self.steps)):
            if len(self.steps[k - 1][0].log) <= row < len(self.steps[k][0].log):
                return k
        return None
