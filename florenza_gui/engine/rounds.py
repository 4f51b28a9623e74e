"""The end of a round as a sequence of steps: Phase 7, Phase 8, then either
the Ghosts' steps and the next round, or the final scoring.

One step runner (``_run``) walks the step lists in the order of RULES.md and
stops Phase 8 once the game is over. ``end_round`` is the fast path, for
when nobody watches: it keeps the events and writes the log once at the end.
``end_round_steps`` is the step-by-step view (the GUI's playback, a teacher
stepping through): it yields, one step at a time and only when asked, the
state after that step (its log written) and the step's events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .cleanup import PHASE_8
from .elections import PHASE_7
from .events import Event, EventKind, Events
from .ghosts import GHOST_STEPS
from .scoring import FINAL_SCORING
from .state import Draft, GameState, LogEntry
from .turns import start_round
from .types import Phase

StepFn = Callable[[GameState, GameState], tuple[GameState, Events]]

__all__ = ["end_round", "end_round_steps", "start_round"]


def _entries(ended: int, after: GameState, events: Events) -> tuple[LogEntry, ...]:
    """The log lines for a step's events: the end-of-round steps belong to the
    round that ended; only the line opening the next round carries its number."""
    started = EventKind.ROUND_STARTED  # (an enum member lookup costs more than the comparison)
    return tuple(LogEntry(after.round if e.kind is started else ended, e.rule, e) for e in events)


def _run(state: GameState) -> Iterator[tuple[GameState, Events]]:
    """Every step that did something, with the log left as it was when the
    round ended (no step reads the log)."""
    if state.phase is not Phase.ACTIONS:
        raise ValueError("the round can only end from the action phase")
    start = state
    fns: tuple[StepFn, ...] = PHASE_7 + PHASE_8
    for fn in fns:
        state, events = fn(state, start)
        if events:
            yield state, events
        if state.phase is Phase.GAME_OVER:
            break  # the rest of Phase 8 is not played after the last round
    if state.phase is Phase.GAME_OVER:
        for fn in FINAL_SCORING:
            state, events = fn(state, start)
            yield state, events
        return
    if state.ghosts is not None:
        for ghost in [f for f in state.turn_order if state.family(f).is_ghost]:
            for ghost_step in GHOST_STEPS:
                state, events = ghost_step(state, ghost)
                yield state, events
    yield start_round(state)


def end_round_steps(state: GameState) -> Iterator[tuple[GameState, Events]]:
    """Every automatic step from the end of the action phase to the start of
    the next round (or the final standings), in the order of RULES.md, each
    state with its log written; computed one step at a time, when asked."""
    ended = state.round
    log = state.log
    for after, events in _run(state):
        log = log.extend(_entries(ended, after, events))
        yield after.evolve(log=log), events


def end_round(state: GameState) -> tuple[GameState, Events]:
    """Run Phase 7 and Phase 8 to the end (R7.1–R9.3, G1–G4), no step kept:
    the same step lists as ``_run``, walked without a generator, and the log
    written once at the end."""
    if state.phase is not Phase.ACTIONS:
        raise ValueError("the round can only end from the action phase")
    start = state
    state = Draft.draft(state)  # changed in place, step after step: nobody watches
    events: list[Event] = []
    for fn in PHASE_7 + PHASE_8:
        state, step = fn(state, start)
        events.extend(step)
        if state.phase is Phase.GAME_OVER:
            break
    if state.phase is Phase.GAME_OVER:
        for fn in FINAL_SCORING:
            state, step = fn(state, start)
            events.extend(step)
    else:
        if state.ghosts is not None:
            for ghost in [f for f in state.turn_order if state.family(f).is_ghost]:
                for ghost_step in GHOST_STEPS:
                    state, step = ghost_step(state, ghost)
                    events.extend(step)
        state, step = start_round(state)
        events.extend(step)
    ended, now, started = start.round, state.round, EventKind.ROUND_STARTED
    entries = [LogEntry(now if e.kind is started else ended, e.rule, e) for e in events]
    assert isinstance(state, Draft)
    return state.done(log=start.log.extend(entries)), tuple(events)
