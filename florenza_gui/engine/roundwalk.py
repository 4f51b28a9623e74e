"""The one walk of an end of round: every step of Phase 7 and Phase 8, then
either the Ghosts' steps and the next round's start, or the final scoring,
in the order of RULES.md (``walk``), and the log lines of their events
(``log_lines``). ``rounds`` folds and keeps what it yields; the working copy
(``working``) walks it in place.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from .changes import Changes, StepResult, apply_changes
from .cleanup import PHASE_8
from .elections import PHASE_7
from .events import Event, EventKind
from .ghosts import GHOST_STEPS
from .scoring import FINAL_SCORING
from .state import GameState, LogEntry
from .turns import start_round
from .types import Phase, Seat

StepFn = Callable[[GameState, GameState], StepResult]
Applier = Callable[[GameState, Changes], GameState]

PHASES_7_AND_8: tuple[StepFn, ...] = PHASE_7 + PHASE_8


def log_lines(ended: int, now: int, events: Iterable[Event]) -> list[LogEntry]:
    """The log lines for an end of round's events: they belong to the round
    that ended (``ended``); only the line opening the next round carries its
    number (``now``)."""
    return [LogEntry(now if e.kind is EventKind.ROUND_STARTED else ended, e.rule, e) for e in events]


def walk(start: GameState, apply: Applier = apply_changes) -> Iterator[tuple[GameState, StepResult]]:
    """Every step of the end of the round from ``start`` (everyone has
    passed), in the order of RULES.md: each step that reported or changed
    something, with the state after it (made by ``apply``). ``start`` is
    also the round's end the steps read (who held an office, R7.3; the order
    just played, R7.4; who left, R8.7). The log is left as it was: no step
    reads it."""
    if start.phase is not Phase.ACTIONS:
        raise ValueError("the round can only end from the action phase")
    state = start
    for fn in PHASES_7_AND_8:
        result = fn(state, start)
        if result.events or result.changes:
            state = apply(state, result.changes)
            yield state, result
            if state.phase is not start.phase:
                break  # the game is over (R8.1): the rest of Phase 8 is not played after the last round
    if state.phase is Phase.GAME_OVER:
        for fn in FINAL_SCORING:
            result = fn(state, start)
            state = apply(state, result.changes)
            yield state, result
        return
    if state.ghosts is not None:
        for ghost in [f.id for f in state.in_turn_order() if f.seat is Seat.GHOST]:
            for ghost_step in GHOST_STEPS:
                result = ghost_step(state, ghost)
                state = apply(state, result.changes)
                yield state, result
    result = start_round(state)
    yield apply(state, result.changes), result
