"""The end of a round as a sequence of steps: Phase 7, Phase 8, then either
the Ghosts' steps and the next round's start, or the final scoring.

``walk`` is the one walk of an end of round: it runs every step in the
order of RULES.md and yields each step's result (a ``Step``: its rule,
events and changes) with the state after it, the changes made by the applier it is
given (``changes.apply_changes``, the immutable one, unless told
otherwise). Everything that plays an end of round folds or keeps its
results:

- ``end_round`` (the working copy's module) runs the same step lists, in
  the same order, on a working copy and returns the state at the end, its
  log written (tests/engine/fast/test_working_copy.py holds it equal to
  the walk's);
- ``end_round_steps`` yields every step's snapshot with its log written;
- ``step_results`` (the working copy's module) keeps the results (the GUI's
  timeline), and ``step_states`` rebuilds the state after any of them, when
  asked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple

from ..model.changes import Changes, Step, apply_changes
from ..model.events import Event, EventKind, Events
from ..model.state import GameState, LogEntry
from ..model.types import Phase, Seat
from .final_scoring import FINAL_SCORING as FINAL_SCORING
from .ghosts import GHOST_STEPS as GHOST_STEPS
from .phase7 import PHASE_7
from .phase8 import PHASE_8
from .turns import start_round as start_round

StepFn = Callable[[GameState, GameState], Step]
Applier = Callable[[GameState, Changes], GameState]

PHASES_7_AND_8: tuple[StepFn, ...] = PHASE_7 + PHASE_8


def log_lines(ended: int, now: int, events: Iterable[Event]) -> list[LogEntry]:
    """The log lines for an end of round's events: they belong to the round
    that ended (``ended``); only the line opening the next round carries its
    number (``now``)."""
    return [LogEntry(now if e.kind is EventKind.ROUND_STARTED else ended, e.rule, e) for e in events]


class Edit(NamedTuple):
    """A position changed by hand before a step of an end of round (what if):
    the steps before it (``before``, counted as a quiet walk counts them: every
    step of Phase 7 and Phase 8, those that changed nothing too) and the
    position then, as changed (``position``)."""

    before: int
    position: GameState


def walk(start: GameState, apply: Applier = apply_changes, quiet: bool = False,
         edit: Edit | None = None) -> Iterator[tuple[GameState, Step]]:
    """Every step of the end of the round from ``start`` (everyone has
    passed), in the order of RULES.md: each step that reported or changed
    something, with the state after it (made by ``apply``); with ``quiet``,
    each step of Phase 7 and Phase 8 that changed nothing too (a
    ``quiet.Quiet``, saying why), with the state as it was. ``start`` is
    also the round's end the steps read (who held an office, R7.3; the order
    just played, R7.4; who left, R8.7). The log is left as it was: no step
    reads it. With ``edit``, the steps before ``edit.before`` are played as
    from ``start`` and the rest from ``edit.position`` (the same steps, the
    round's end they read still ``start``; the applier must make each state
    from the one it is given, as the immutable one does)."""
    if start.phase is not Phase.ACTIONS:
        raise ValueError("the round can only end from the action phase")
    state = start
    done = 0  # the steps behind, those that changed nothing too

    def now(state: GameState) -> GameState:
        """The position before the next step: the edited one, if the edit stands there."""
        return edit.position if edit is not None and edit.before == done else state

    for fn in PHASES_7_AND_8:
        state = now(state)
        step = fn(state, start)
        done += 1
        _, events, changes = step
        if events or changes:
            state = apply(state, changes)
            yield state, step
            if state.phase is not start.phase:
                break  # the game is over (R8.1): the rest of Phase 8 is not played after the last round
        elif quiet:
            yield state, step
    state = now(state)
    if state.phase is Phase.GAME_OVER:
        for fn in FINAL_SCORING:
            state = now(state)
            step = fn(state, start)
            done += 1
            state = apply(state, step[2])
            yield state, step
        return
    if state.ghosts is not None:
        for ghost in [f.id for f in state.in_turn_order() if f.seat is Seat.GHOST]:
            for ghost_step in GHOST_STEPS:
                state = now(state)
                step = ghost_step(state, ghost)
                done += 1
                state = apply(state, step[2])
                yield state, step
    state = now(state)
    step = start_round(state)
    yield apply(state, step[2]), step


def step_states(state: GameState, results: Iterable[Step], ended: int | None = None) -> Iterator[GameState]:
    """The state after each step, rebuilt from ``state`` (the state when the
    round ended, or after an earlier step of it: then ``ended`` is the number
    of the round that ended) with the immutable applier, each with its log
    lines written: the states ``end_round_steps`` yields."""
    ended = state.round if ended is None else ended
    for _, events, changes in results:
        after = apply_changes(state, changes)
        state = after.evolve(log=state.log.extend(log_lines(ended, after.round, events)))
        yield state


def end_round_steps(state: GameState) -> Iterator[tuple[GameState, Events]]:
    """Every automatic step from the end of the action phase to the start of
    the next round (or the final standings), in the order of RULES.md, each
    state a new snapshot with its log written (``walk`` with the immutable
    applier)."""
    ended, log = state.round, state.log
    for after, (_, events, _) in walk(state):
        log = log.extend(log_lines(ended, after.round, events))
        yield after.evolve(log=log), events
