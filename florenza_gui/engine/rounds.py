"""The end of a round as a sequence of steps: Phase 7, Phase 8, then either
the Ghosts' steps and the next round, or the final scoring.

One step runner (``_run``) walks the step lists in the order of RULES.md and
stops Phase 8 once the game is over. The ways to walk it:

- ``end_round``, the fast path, for when nobody watches: the steps change a
  private ``Draft`` in place, and the log is written once at the end;
  ``end_round_in_place`` does the same on a draft that plays a whole game
  (``headless``, and ``simulate``'s checked games);
- ``end_round_records``, the same walk with every step's events and changes
  recorded (``StepRecord``); ``step_states`` rebuilds the state after any
  step from those records, when asked: the GUI's timeline does this;
- ``end_round_steps``, the step-by-step walk over immutable states, one
  snapshot per step: the reference the other two are tested against, and
  what ``simulate`` shows a watcher of every state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial

from .changes import Changes, SetState, StepResult, apply_changes
from .cleanup import PHASE_8
from .draft import Draft, StepRecord
from .elections import PHASE_7
from .events import Event, EventKind, Events
from .ghosts import GHOST_STEPS
from .scoring import FINAL_SCORING
from .state import GameState, LogEntry
from .turns import start_round
from .types import Phase, Seat

StepFn = Callable[[GameState, GameState], StepResult]

__all__ = [
    "StepRecord", "end_round", "end_round_in_place", "end_round_records", "end_round_steps",
    "start_round", "step_states",
]

PHASES_7_AND_8: tuple[StepFn, ...] = PHASE_7 + PHASE_8
_ACTIONS, _GAME_OVER, _GHOST = Phase.ACTIONS, Phase.GAME_OVER, Seat.GHOST  # (module constants: see events.py)


def _entries(ended: int, now: int, events: Iterable[Event]) -> list[LogEntry]:
    """The log lines for a step's events: the end-of-round steps belong to the
    round that ended (``ended``); only the line opening the next round carries
    its number (``now``)."""
    started = EventKind.ROUND_STARTED
    return [LogEntry(now if e.kind is started else ended, e.rule, e) for e in events]


def _applied(state: GameState, changes: Changes) -> GameState:
    """A step's changes made on ``state``: in place on a draft, a new
    snapshot otherwise."""
    for change in changes:
        if isinstance(change, SetState):
            state = state.evolve(**change.fields)
        else:
            state = state.with_family(change.family, **change.fields)
    return state


def _run(state: GameState, start: GameState, events: list[Event],
         each: Callable[[GameState, StepResult], None] | None = None) -> GameState:
    """Every step in the order of RULES.md, its events added to ``events``;
    ``each``, if given, is shown every step that did something and the state
    it left. Returns the last state. ``start`` is the state when the round
    ended (the steps ask it who held an office, R7.3, and the order just
    played, R7.4); ``state`` is ``start`` or a draft of it. The log is left as
    it was: no step reads it."""
    if start.phase is not _ACTIONS:
        raise ValueError("the round can only end from the action phase")

    def done(result: StepResult) -> GameState:
        after = _applied(state, result.changes)
        if result.events or result.changes:
            events.extend(result.events)
            if each is not None:
                each(after, result)
        return after

    for fn in PHASES_7_AND_8:
        state = done(fn(state, start))
        if state.phase is _GAME_OVER:
            break  # the rest of Phase 8 is not played after the last round
    if state.phase is _GAME_OVER:
        for fn in FINAL_SCORING:
            state = done(fn(state, start))
        return state
    if state.ghosts is not None:
        for f in state.in_turn_order():
            for ghost_step in GHOST_STEPS if f.seat is _GHOST else ():
                state = done(ghost_step(state, f.id))
    return done(start_round(state))


def end_round(state: GameState) -> tuple[GameState, Events]:
    """Run Phase 7 and Phase 8 to the end (R7.1–R9.3, G1–G4), no step kept:
    the steps change a draft in place and the log is written once."""
    events: list[Event] = []
    after = _run(Draft.draft(state), state, events)
    return _finished(state, after, events), tuple(events)


def end_round_records(
    state: GameState, watch: Callable[[GameState, StepRecord], None] | None = None,
) -> tuple[GameState, Events, tuple[StepRecord, ...]]:
    """``end_round``, with a record of every step (its events and changes)
    from which ``step_states`` rebuilds the state after any step. ``watch``,
    if given, is shown each step's record and the working state as that step
    left it (a draft: to be read then and there, never kept)."""
    draft = Draft.draft(state, record=True)
    records: list[StepRecord] = []

    def each(after: GameState, result: StepResult) -> None:
        record = StepRecord(result.events, result.changes)
        records.append(record)
        if watch is not None:
            watch(after, record)

    events: list[Event] = []
    after = _run(draft, state, events, each)
    return _finished(state, after, events), tuple(events), tuple(records)


def end_round_in_place(draft: Draft, each: Callable[[GameState, StepResult], None] | None = None) -> None:
    """Phase 7 and Phase 8 on ``draft`` itself, for a game played on one
    draft that goes on into the next round (``headless``; checked, with
    ``each`` shown every step that did something, as ``_run`` shows it):
    ``end_round``'s steps, with the round's end as they read it from
    ``Draft.round_end``, and the round's log lines added, made when read."""
    ended, events = draft.round, list[Event]()
    _run(draft, draft.round_end(), events, each)
    draft.evolve(log=draft.log.extend_when_read(len(events), partial(_entries, ended, draft.round, events)))


def _finished(start: GameState, after: GameState, events: list[Event]) -> GameState:
    assert isinstance(after, Draft), "every step returns the draft it was given"
    ended, now = start.round, after.round
    return after.done(log=start.log.extend_when_read(len(events), lambda: _entries(ended, now, events)))


def step_states(state: GameState, records: Iterable[StepRecord], ended: int | None = None) -> Iterator[GameState]:
    """The state after each recorded step, rebuilt from ``state`` (the state
    when the round ended, or after an earlier step of it: then ``ended`` is
    the number of the round that ended) when asked, each with its log lines
    written: the same states, one by one, as ``end_round_steps``."""
    ended = state.round if ended is None else ended
    for record in records:
        after = apply_changes(state, record.changes)
        state = after.evolve(log=state.log.extend(_entries(ended, after.round, record.events)))
        yield state


def end_round_steps(state: GameState) -> Iterator[tuple[GameState, Events]]:
    """Every automatic step from the end of the action phase to the start of
    the next round (or the final standings), in the order of RULES.md, each
    state a new snapshot with its log written (the steps run on immutable
    states: the reference the fast path and its records are tested against;
    all of them are played when the first is asked for)."""
    ended = state.round
    steps: list[tuple[GameState, Events]] = []
    log = state.log

    def each(after: GameState, result: StepResult) -> None:
        nonlocal log
        log = log.extend(_entries(ended, after.round, result.events))
        steps.append((after.evolve(log=log), result.events))

    _run(state, state, [], each)
    yield from steps
