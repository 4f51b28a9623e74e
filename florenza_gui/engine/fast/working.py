"""The in-place working copy: one ``GameState`` changed by the rules' changes,
for whole games (and ends of round) nobody watches step by step.

A ``WorkingCopy`` holds a state of its own, which nobody else holds: its
fields' dict and its families are its own copies, made when it is opened.
``apply`` makes a step's or a move's changes (``changes.SetState``,
``changes.SetFamily``) on it in place, where ``changes.apply_changes`` would
make a new snapshot; the rules are the same functions either way, and read
the working state as any other ``GameState``. ``finish`` hands the state over
as a finished snapshot; the working copy is not used after that.

The game's log is written as it is played, one line an event (an end of
round's lines made from its events when the log is first read,
``Log.extend_later``), unless the copy was opened with ``log=False``: a game
nobody reads then writes none.

With ``watcher`` and ``randomplayer``, this is the part of the engine that
trades plainness for speed:

- the working state is a ``WorkingState``, a ``GameState`` that keeps two
  look-ups ready, kept current by ``apply``: its families by id (``family``
  is that dict's own look-up) and its families in turn order;
- its fields live in the instance's ``__dict__``, written directly (the
  state is frozen for everyone else), and a copy of a state is made by
  sharing a copy of that dict (``object.__new__``), not by ``__init__``;
- the log's lines are made as the tuples they are (``tuple.__new__``), and
  the enum members the loops compare with are module constants here;
- ``end_round`` runs ``end_of_round.walk``'s step lists, in the walk's order,
  in a loop of its own (no generator), each step's result (a plain tuple,
  ``changes.Step``) read as it comes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from ..model.changes import Changes, Step, StepResult
from ..model.events import Event, EventKind, Events
from ..model.movetypes import Move
from ..model.state import Family, GameState, LogEntry
from ..model.types import Phase, Seat
from ..rules import end_of_round
from ..rules.end_of_round import walk
from ..rules.moves import RULES

EachStep = Callable[[GameState, Step], None]
EachMove = Callable[[Move, Changes], None]

_ACTIONS, _GAME_OVER, _GHOST = Phase.ACTIONS, Phase.GAME_OVER, Seat.GHOST
_ROUND_STARTED = EventKind.ROUND_STARTED
_new = object.__new__
_set = object.__setattr__
_tuple = tuple.__new__


class WorkingState(GameState):
    """The working copy's state: a ``GameState`` whose ``family`` and
    ``in_turn_order`` read look-ups the working copy keeps current (held
    beside the fields, not among them)."""

    __slots__ = ("_in_order", "family")
    _in_order: tuple[Family, ...] | None  # None: the order names a family there is none of

    def __post_init__(self) -> None:  # (one made by ``dataclasses.replace``: its look-ups made for it)
        super().__post_init__()
        _look_ups(self, {f.id: f for f in self.families})

    def in_turn_order(self) -> tuple[Family, ...]:
        in_order = self._in_order
        return in_order if in_order is not None else super().in_turn_order()


def _look_ups(state: WorkingState, by_id: dict[str, Family]) -> None:
    """Set ``state``'s look-ups from its families by id."""
    _set(state, "family", by_id.__getitem__)
    _in_order(state, by_id)


def _in_order(state: WorkingState, by_id: dict[str, Family]) -> None:
    try:
        _set(state, "_in_order", tuple([by_id[f] for f in state.turn_order]))
    except KeyError:
        _set(state, "_in_order", None)


def _own_family(family: Family) -> Family:
    new = _new(Family)
    _set(new, "__dict__", {**family.__dict__})
    return new


def _snapshot(fields: dict[str, Any]) -> GameState:
    """A ``GameState`` whose fields are ``fields`` (that dict, not a copy)."""
    new = _new(GameState)
    _set(new, "__dict__", fields)
    return new


def _own_state(state: GameState) -> GameState:
    fields = {**state.__dict__}
    fields["families"] = tuple([_own_family(f) for f in state.families])
    return _snapshot(fields)


class WorkingCopy:
    """A game changed in place, move by move and step by step (see the module)."""

    def __init__(self, state: GameState, log: bool = True) -> None:
        self.state = working = _new(WorkingState)
        self._fields: dict[str, Any] = {**state.__dict__}
        _set(working, "__dict__", self._fields)
        self.log = log
        self._untouched: GameState | None = state  # what the copy was opened from, while nothing has changed it
        self._families: dict[str, dict[str, Any]] = {}  # each family's fields, by id
        self._own_families()

    def _own_families(self) -> None:
        """The families given (at the start, or whole by a change) made the
        copy's own, with their index and the look-ups."""
        fields = self._fields
        own: list[Family] = []
        index: dict[str, int] = {}
        families: dict[str, dict[str, Any]] = {}
        by_id: dict[str, Family] = {}
        for i, family in enumerate(fields["families"]):  # (one pass making all four)
            new = _new(Family)
            _set(new, "__dict__", mine := {**family.__dict__})
            own.append(new)
            key = mine["id"]
            index[key], families[key], by_id[key] = i, mine, new
        fields["families"] = tuple(own)
        fields["_index"] = index
        self._families, self._by_id = families, by_id
        _look_ups(self.state, by_id)

    def apply(self, changes: Changes) -> GameState:
        """Make ``changes`` on the working state, in order; returns it."""
        self._untouched = None
        return self._apply_to(self.state, changes)

    def _apply_to(self, state: GameState, changes: Changes) -> GameState:
        """``apply``, in the shape ``end_of_round.walk`` calls an applier (the walk
        starts from the round's end, a snapshot, then goes on from the state
        it is given back: the working state; the copy is no longer
        untouched once ``end_round`` or ``play`` has called it)."""
        families = self._families
        for change in changes:
            if change.__class__ is tuple:  # (a family's id and fields: ``changes.SetFamily``)
                families[change[0]].update(change[1])
            else:
                new: dict[str, Any] = change  # type: ignore[assignment]
                self._fields.update(new)
                if "families" in new:
                    self._own_families()
                    families = self._families
                elif "turn_order" in new:
                    _in_order(self.state, self._by_id)
        return self.state

    def snapshot(self) -> GameState:
        """The working state as it stands, as a snapshot of its own."""
        return _own_state(self.state)

    def finish(self) -> GameState:
        """The working state, handed over as a finished snapshot."""
        return _snapshot(self._fields)

    def play(self, moves: Iterable[Move], made_one: EachMove | None = None) -> int:
        """``moves`` for whoever is active, until everyone has passed (D10):
        each checked and, if legal, made (its log line written); how many were
        legal. ``moves`` may read the working state as it stands (a player's
        tries); ``made_one``, if given, is shown each legal move and its changes."""
        state = self.state
        fields = self._fields
        if fields["phase"] is not _ACTIONS:
            return 0
        legal, log, rules, apply = 0, self.log, RULES, self._apply_to
        for move in moves:
            me = fields["active"]
            if me is None:
                break
            found = rules.get(move.__class__)
            if found is None or not found[0](state, me, move).ok:
                continue
            changes = found[2](state, me, move)
            if log:
                event = found[1](state, me, move)
                fields["log"] = fields["log"].append(_tuple(LogEntry, (fields["round"], event.rule, event, None)))
            apply(state, changes)
            self._untouched = None
            legal += 1
            if made_one is not None:
                made_one(move, changes)
        return legal

    def end_round(self, each: EachStep | None = None) -> tuple[GameState, Events]:
        """Phase 7 and Phase 8 on the working state (``end_of_round.walk``'s steps), its log
        lines written; ``each``, if given, is shown every step's result with the
        working state as that step left it. The state when the round ended (a
        snapshot) and the events of the steps."""
        # the round's end the steps read: the snapshot the copy was opened from, while nothing has changed it
        start = self._untouched if self._untouched is not None else self.snapshot()
        self._untouched = None
        if start.phase is not _ACTIONS:
            raise ValueError("the round can only end from the action phase")
        events: list[Event] = []
        fields, apply, working = self._fields, self._apply_to, self.state
        # ``end_of_round.walk``'s steps (its module's lists), in its order, read and made as they come
        rules = end_of_round
        state: GameState = start
        for fn in rules.PHASES_7_AND_8:
            step = fn(state, start)
            if step[1] or step[2]:
                state = apply(working, step[2])
                events += step[1]
                if each is not None:
                    each(working, step)
                if fields["phase"] is not _ACTIONS:
                    break  # the game is over (R8.1)
        if fields["phase"] is _GAME_OVER:
            later: list[tuple[Callable[[GameState, Any], Step], Any]] = [(fn, start) for fn in rules.FINAL_SCORING]
        else:  # each Ghost's steps, in turn order, then the next round's start
            ghosts = [] if fields["ghosts"] is None else [f.id for f in working.in_turn_order() if f.seat is _GHOST]
            later = [(fn, ghost) for ghost in ghosts for fn in rules.GHOST_STEPS]
            later.append((_start_round, None))
        for fn, given in later:
            step = fn(working, given)
            apply(working, step[2])
            events += step[1]
            if each is not None:
                each(working, step)
        done = tuple(events)
        if self.log:  # (the lines are made from the events when the log is first read)
            lines = partial(_log_lines, start.round, self._fields["round"], done)
            self._fields["log"] = start.log.extend_later(len(done), lines)
        return start, done


def _start_round(state: GameState, _: object) -> Step:
    return end_of_round.start_round(state)


def _log_lines(ended: int, now: int, events: Events) -> list[LogEntry]:
    """``end_of_round.log_lines(ended, now, events)``: the same lines, each
    made directly as its tuple."""
    return [_tuple(LogEntry, (now if e[0] is _ROUND_STARTED else ended, e[1], e, None)) for e in events]


def end_round(state: GameState) -> tuple[GameState, Events]:
    """Run Phase 7 and Phase 8 to the end (R7.1–R9.3, G1–G4) on a working
    copy: the state reached, its log written, and every step's events."""
    working = WorkingCopy(state)
    _, events = working.end_round()
    return working.finish(), events


def step_results(state: GameState, quiet: bool = False) -> tuple[StepResult, ...]:
    """Every step's result of the end of the round from ``state``, kept (a
    working copy walks them; ``step_states`` rebuilds the states); with
    ``quiet``, each step that changed nothing too, as the ``Quiet`` its rule
    gave (``walk``)."""
    working = WorkingCopy(state, log=False)
    steps = walk(state, lambda _, changes: working.apply(changes), quiet)
    return tuple([step if isinstance(step, StepResult) else StepResult(*step) for _, step in steps])
