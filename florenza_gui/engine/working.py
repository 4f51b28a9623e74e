"""The in-place working copy: one ``GameState`` changed by the rules' changes,
for whole games (and ends of round) nobody watches step by step.

A ``WorkingCopy`` holds a state of its own, which nobody else holds: its
fields' dict and its families are its own copies, made when it is opened.
``apply`` makes a step's or a move's changes (``changes.SetState``,
``changes.SetFamily``) on it in place, where ``changes.apply_changes`` would
make a new snapshot; the rules are the same functions either way, and read
the working state as any other ``GameState``. ``finish`` hands the state over
as a finished snapshot; the working copy is not used after that.

The game's log is written as it is played, one line an event, unless the
copy was opened with ``log=False``: a game nobody reads then writes none.

This is the one module of the engine that trades plainness for speed:

- a copy's fields live in the instance's ``__dict__``, written directly (the
  state is frozen for everyone else);
- a copied dict is made with ``{**old}``, which gives it keys of its own
  (a "combined" dict), which Python reads faster than one sharing the
  class's keys.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .changes import Changes, SetFamily, StepResult
from .events import Event
from .moves import RULES
from .movetypes import Move
from .roundwalk import log_lines, walk
from .state import Family, GameState, LogEntry
from .types import Phase

EachStep = Callable[[GameState, StepResult], None]
EachMove = Callable[[Move, Changes], None]


def _own_family(family: Family) -> Family:
    new = object.__new__(Family)
    object.__setattr__(new, "__dict__", {**family.__dict__})
    return new


def _own_state(state: GameState) -> GameState:
    new = object.__new__(GameState)
    fields = {**state.__dict__}
    fields["families"] = tuple([_own_family(f) for f in state.families])
    object.__setattr__(new, "__dict__", fields)
    return new


class WorkingCopy:
    """A game changed in place, move by move and step by step (see the module)."""

    def __init__(self, state: GameState, log: bool = True) -> None:
        self.state = _own_state(state)
        self.log = log
        self._untouched: GameState | None = state  # what the copy was opened from, while nothing has changed it
        self._fields: dict[str, Any] = self.state.__dict__
        self._families: list[dict[str, Any]] = [f.__dict__ for f in self.state.families]

    def apply(self, changes: Changes) -> GameState:
        """Make ``changes`` on the working state, in order; returns it."""
        fields, families = self._fields, self._families
        self._untouched = None
        for change in changes:
            if isinstance(change, SetFamily):
                families[fields["_index"][change.family]].update(change.fields)
            else:
                fields.update(change.fields)
                if "families" in change.fields:
                    self._replace_families()
        return self.state

    def _replace_families(self) -> None:
        """New families given whole: the copy makes them its own, and their index."""
        own = tuple([_own_family(f) for f in self._fields["families"]])
        self._fields["families"] = own
        self._fields["_index"] = {f.id: i for i, f in enumerate(own)}
        self._families = [f.__dict__ for f in own]

    def snapshot(self) -> GameState:
        """The working state as it stands, as a snapshot of its own."""
        return _own_state(self.state)

    def finish(self) -> GameState:
        """The working state, handed over as a finished snapshot."""
        return self.state

    def play(self, moves: Iterable[Move], made_one: EachMove | None = None) -> int:
        """``moves`` for whoever is active, until everyone has passed (D10):
        each checked and, if legal, made (its log line written); how many were
        legal. ``moves`` may read the working state as it stands (a player's
        tries); ``made_one``, if given, is shown each legal move and its changes."""
        state = self.state
        if state.phase is not Phase.ACTIONS:
            return 0
        fields, legal, log = self._fields, 0, self.log
        for move in moves:
            me = fields["active"]
            if me is None:
                break
            found = RULES.get(type(move))
            if found is None or not found[0](state, me, move).ok:
                continue
            changes = found[2](state, me, move)
            if log:
                event = found[1](state, me, move)
                fields["log"] = fields["log"].append(LogEntry(fields["round"], event.rule, event))
            self.apply(changes)
            legal += 1
            if made_one is not None:
                made_one(move, changes)
        return legal

    def end_round(self, each: EachStep | None = None) -> tuple[GameState, list[Event]]:
        """Phase 7 and Phase 8 on the working state (``roundwalk.walk``), its log
        lines written; ``each``, if given, is shown every step's result with the
        working state as that step left it. The state when the round ended (a
        snapshot) and the events of the steps."""
        # the round's end the steps read: the snapshot the copy was opened from, while nothing has changed it
        start = self._untouched if self._untouched is not None else self.snapshot()
        events: list[Event] = []
        for state, result in walk(start, self._apply_to):
            events.extend(result.events)
            if each is not None:
                each(state, result)
        if self.log:
            self._fields["log"] = start.log.extend(log_lines(start.round, self.state.round, events))
        return start, events

    def _apply_to(self, state: GameState, changes: Changes) -> GameState:
        """``apply``, in the shape ``roundwalk.walk`` calls an applier (the walk
        starts from the round's end, a snapshot, then goes on from the state
        it is given back: the working state)."""
        return self.apply(changes)
