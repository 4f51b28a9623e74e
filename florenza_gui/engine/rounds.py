"""The end of a round as a sequence of steps: Phase 7, Phase 8, then either
the Ghosts' steps and the next round, or the final scoring.

``end_round_steps`` yields one ``(state, events)`` pair per step that did
something, so a view can show the sequence one step at a time and step back;
``end_round`` runs it to the end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from . import ghosts
from .cleanup import PHASE_8
from .elections import PHASE_7
from .events import Event, EventKind, Events
from .narrate import join
from .scoring import FINAL_SCORING
from .state import GameState, LogEntry
from .types import Phase

StepFn = Callable[[GameState, GameState], tuple[GameState, Events]]


def _entries(ended: int, after: GameState, events: Events) -> tuple[LogEntry, ...]:
    """The log lines for a step's events: the end-of-round steps belong to the
    round that ended; only the line opening the next round carries its number."""
    started = EventKind.ROUND_STARTED  # (an enum member lookup costs more than the comparison)
    return tuple(LogEntry(after.round if e.kind is started else ended, e.rule, e.text) for e in events)


def end_round_steps(state: GameState) -> Iterator[tuple[GameState, Events]]:
    """Every automatic step from the end of the action phase to the start of
    the next round (or the final standings), in the order of RULES.md."""
    log = state.log
    for after, events in _unlogged_steps(state):
        log += _entries(state.round, after, events)
        yield after.evolve(log=log), events


def _unlogged_steps(state: GameState) -> Iterator[tuple[GameState, Events]]:
    """The steps of ``end_round_steps`` with the log left as it was when the
    round ended: no step reads the log, so the caller adds the lines, either
    after every step or, in ``end_round``, once at the end."""
    if state.phase is not Phase.ACTIONS:
        raise ValueError("the round can only end from the action phase")
    start = state
    fns: tuple[StepFn, ...] = PHASE_7 + PHASE_8
    for fn in fns:
        state, events = fn(state, start)
        if events:
            yield state, events
    if state.phase is Phase.GAME_OVER:
        for fn in FINAL_SCORING:
            state, events = fn(state, start)
            yield state, events
        return
    if state.ghosts is not None:
        for ghost in [f for f in state.turn_order if state.family(f).is_ghost]:
            state, events, card = ghosts.reveal(state, ghost)
            yield state, events
            for act in (ghosts.gain_prestige, ghosts.gain_church, ghosts.place_kinsman):
                state, events = act(state, ghost, card)
                yield state, events
    yield start_round(state)


def start_round(state: GameState) -> tuple[GameState, Events]:
    """D10: Ghost seats pass at once; the first human in turn order acts."""
    first = next((f for f in state.turn_order if not state.family(f).is_ghost), None)
    state = state.evolve(families=tuple(f.evolve(passed=f.is_ghost) for f in state.families), active=first)
    ghosts_ = [state.name(f.id) for f in state.in_turn_order() if f.is_ghost]
    text = f"Round {state.round} begins"
    text += f": {state.name(first)} acts first" if first else ": no human seat is left to act"
    if ghosts_:
        text += f"; {join(ghosts_)} {'passes' if len(ghosts_) == 1 else 'pass'} at once"
    event = Event(EventKind.ROUND_STARTED, "D10", text, family=first, piece="turn_order", detail=state.turn_order)
    return state, (event,)


def end_round(state: GameState) -> tuple[GameState, Events]:
    """Run Phase 7 and Phase 8 to the end (R7.1–R9.3, G1–G4)."""
    events: list[Event] = []
    entries: list[LogEntry] = []
    final = state
    for final, step_events in _unlogged_steps(state):
        events.extend(step_events)
        entries.extend(_entries(state.round, final, step_events))
    return final.evolve(log=state.log + tuple(entries)), tuple(events)
