"""The end of a round as a sequence of steps: Phase 7, Phase 8, then either
the Ghosts' steps and the next round, or the final scoring.

``walk`` (``roundwalk``) is the one walk of an end of round: it runs every
step in the order of RULES.md and yields each step's result (its rule,
events and changes) with the state after it, the changes made by the
applier it is given (``changes.apply_changes``, the immutable one, unless
told otherwise). Everything that plays an end of round folds or keeps its
results:

- ``end_round`` folds them on a working copy (``working.WorkingCopy``) and
  returns the state at the end, its log written;
- ``end_round_steps`` yields every step's snapshot with its log written;
- ``step_results`` keeps the results (the GUI's timeline), and
  ``step_states`` rebuilds the state after any of them, when asked.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from .changes import StepResult, apply_changes
from .events import Events
from .roundwalk import PHASES_7_AND_8, log_lines, walk
from .state import GameState
from .turns import start_round
from .working import WorkingCopy

__all__ = [
    "PHASES_7_AND_8", "StepResult", "end_round", "end_round_steps", "log_lines", "start_round", "step_results",
    "step_states", "walk",
]


def end_round(state: GameState) -> tuple[GameState, Events]:
    """Run Phase 7 and Phase 8 to the end (R7.1–R9.3, G1–G4) on a working
    copy: the state reached, its log written, and every step's events."""
    working = WorkingCopy(state)
    _, events = working.end_round()
    return working.finish(), tuple(events)


def step_results(state: GameState) -> tuple[StepResult, ...]:
    """Every step's result of the end of the round from ``state``, kept (a
    working copy walks them; ``step_states`` rebuilds the states)."""
    working = WorkingCopy(state, log=False)
    return tuple(result for _, result in walk(state, lambda _, changes: working.apply(changes)))


def step_states(state: GameState, results: Iterable[StepResult], ended: int | None = None) -> Iterator[GameState]:
    """The state after each step, rebuilt from ``state`` (the state when the
    round ended, or after an earlier step of it: then ``ended`` is the number
    of the round that ended) with the immutable applier, each with its log
    lines written: the states ``end_round_steps`` yields."""
    ended = state.round if ended is None else ended
    for result in results:
        after = apply_changes(state, result.changes)
        state = after.evolve(log=state.log.extend(log_lines(ended, after.round, result.events)))
        yield state


def end_round_steps(state: GameState) -> Iterator[tuple[GameState, Events]]:
    """Every automatic step from the end of the action phase to the start of
    the next round (or the final standings), in the order of RULES.md, each
    state a new snapshot with its log written (``walk`` with the immutable
    applier)."""
    ended, log = state.round, state.log
    for after, result in walk(state):
        log = log.extend(log_lines(ended, after.round, result.events))
        yield after.evolve(log=log), result.events
