"""A private working copy for a run of steps nobody watches, and the step
records that let a watcher rebuild every state in between (issue 7).

The end of a round is some forty steps. Made the immutable way, each step
copies the ``GameState`` (and a ``Family``, and the families' tuple) only for
the next step to copy it again. A ``Draft`` is a ``GameState`` that the steps
change in place instead: ``evolve`` and ``with_family`` write into it and
return it. The steps themselves are the same functions either way; they only
ever use what they return, never the state they were given, so they cannot
tell the difference.

A draft may also *record* what every change was: the fields given to
``evolve`` or ``with_family``, which are immutable values (ints, tuples,
enums, small frozen objects). ``StepRecord`` keeps a step's events and its
changes; ``replay`` applies them, the immutable way, to the state the run
started from. So the step-by-step view (a teacher stepping through the
elections) needs no snapshot per step: it rebuilds the state at any step
when it is shown.

A round's action phase nobody watches (``simulate``'s headless games) is
played on a draft too: a move's change (``moves.RULES``) makes its one new
snapshot with ``_copy`` and ``families_with``, which a draft does in place.
The draft keeps the moves, not their events: ``done`` writes their log lines
when the log is first read, the events made again by playing the moves once
more, the immutable way, from the state the draft was made from. The pure API is
unchanged for everyone else: ``attempt`` on a ``GameState`` returns a new one.

Only ``draft`` makes a Draft and only ``done`` ends it, so no Draft is ever
seen outside the run that made it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial
from typing import Any, NamedTuple, Unpack

from .changes import Changes
from .events import Events, new_record
from .moves import RULES
from .movetypes import Move
from .state import Family, FamilyChanges, GameChanges, GameState, LogEntry, _index_of, own_copies

Change = tuple[str | None, Mapping[str, Any]]
"""One change a step made: ``(None, fields)`` for ``GameState.evolve``, or
``(family id, fields)`` for ``GameState.with_family``."""


_NO_FAMILIES: Mapping[str, int] = {}  # (``round_end``'s index: no family)


class StepRecord(NamedTuple):
    """One step of an end of round as the fast path played it: the events it
    reported and what it changed (a step that reports nothing passes its
    changes on to the next step's record, as the step-by-step view does)."""

    events: Events
    changes: Changes


class Draft(GameState):
    """A ``GameState`` changed in place, step after step (see the module)."""

    _record: list[Change] | None = None  # only a recording draft keeps its changes
    _moves: list[Move] | None = None  # the moves made on it (see ``moves_made``)
    _from: GameState  # the state it was made from

    @staticmethod
    def draft(state: GameState, record: bool = False) -> Draft:
        """A working copy of ``state``. Its families are its own copies (so
        ``with_family`` may change them in place); ``state`` never changes.
        With ``record``, every change is kept for ``take_changes``."""
        new = object.__new__(_RecordingDraft if record else Draft)
        fields = {**state.__dict__}  # (a combined dict, not the class's split one: see ``state.Family``)
        object.__setattr__(new, "__dict__", fields)
        fields["families"] = own_copies(state.families)
        fields["_from"] = state
        if record:
            fields["_record"] = []
        return new

    # -- moves (``moves.attempt``) on a draft: one action phase nobody watches
    def _copy(self, changes: GameChanges) -> GameState:
        """In place (a move's apply: the families it gives are the draft's own,
        from ``families_with``)."""
        fields = self.__dict__
        fields |= changes  # (``|=``, not ``update``: no method call, no arguments tuple)
        return self

    def families_with(self, family_id: str, changes: FamilyChanges) -> tuple[Family, ...]:
        """In place: the draft's own families, one of them changed."""
        families = self.families
        fields = families[self._index[family_id]].__dict__
        fields |= changes
        return families

    def moves_made(self) -> list[Move]:
        """The moves made on this draft by ``moves.play_in_place``, in order,
        whose log lines ``done`` writes (kept from the first move on: a draft
        that ends a round holds none; the moves of a draft are those of one
        action phase)."""
        made = self._moves
        if made is None:
            made = self.__dict__["_moves"] = []
        return made

    def take_moves(self) -> list[Move]:
        """The moves made on this draft since it was made or since the last
        call (a draft that plays a whole game, ``headless``, writes their log
        lines round by round), no longer kept by the draft."""
        made = self._moves
        self.__dict__["_moves"] = None
        return made or []

    def round_end(self) -> GameState:
        """What the steps of an end of round read of the round that ended
        (their ``start``: its offices, turn order and row, R7.3, R7.4, R8.5),
        for a draft that goes on into the end of the round (``headless``):
        the draft's fields as they stand, but no families, which no step
        reads off ``start`` (one that did would fail at once, not read the
        draft's families as the steps change them)."""
        new = object.__new__(GameState)
        fields = {**self.__dict__, "families": (), "_index": _NO_FAMILIES}
        for key in ("_from", "_moves", "_record"):
            fields.pop(key, None)
        object.__setattr__(new, "__dict__", fields)
        return new

    def evolve(self, **changes: Unpack[GameChanges]) -> GameState:
        """In place. New families become the draft's own copies: the ones
        given (recorded as they are) may be held by somebody else."""
        fields = self.__dict__
        fields |= changes  # (``|=``, not ``update``: no method call, no arguments tuple)
        if "families" in changes:
            families = tuple(f.evolve() for f in changes["families"])
            self.__dict__["families"] = families
            object.__setattr__(self, "_index", _index_of(families))
        return self

    def with_family(self, family_id: str, **changes: Unpack[FamilyChanges]) -> GameState:
        """In place: the family is the draft's own copy (see ``draft``)."""
        fields = self.families[self._index[family_id]].__dict__
        fields |= changes
        return self

    def take_changes(self) -> tuple[Change, ...]:
        """The changes recorded since the last call (for a ``StepRecord``)."""
        record = self._record
        assert record is not None, "a draft records only when asked to"
        taken = tuple(record)
        record.clear()
        return taken

    def done(self, **changes: Unpack[GameChanges]) -> GameState:
        """The finished snapshot, as a plain ``GameState`` (the draft is not
        used again, so its families become the snapshot's)."""
        new = object.__new__(GameState)
        fields = {**self.__dict__}  # (combined: see ``draft``)
        object.__setattr__(new, "__dict__", fields)
        fields.pop("_record", None)
        start = fields.pop("_from")
        made = fields.pop("_moves", None)
        if made:
            fields["log"] = self.log.extend_when_read(len(made), partial(_move_lines, start, made))
        fields.update(changes)
        return new


def _move_lines(start: GameState, made: list[Move]) -> list[LogEntry]:
    """The log lines of a round's moves, made on a draft of ``start``: each
    move's event made as ``moves.attempt`` makes it, from the state before
    it, the moves played again the immutable way (``start`` untouched)."""
    return replay_moves(start, made)[1]


def replay_moves(start: GameState, made: list[Move]) -> tuple[GameState, list[LogEntry]]:
    """The moves made on a draft of ``start``, played again the immutable way:
    the state they reach (its log not written) and their log lines."""
    state, round_, lines = start, start.round, []
    for move in made:
        me = state.active
        assert me is not None, "a draft's moves were legal when made"
        _, report, change = RULES[type(move)]
        event = report(state, me, move)
        state = change(state, me, move)
        lines.append(new_record(LogEntry, (round_, event[1], event)))
    return state, lines


class _RecordingDraft(Draft):
    """A draft that also keeps every change it is given, in order: the
    headless fast path (a plain ``Draft``) never pays for it."""

    _record: list[Change]

    # (``Draft``'s own bodies, written out: a call through ``super()`` packs
    # the keywords a second time, at every change of every step)
    def evolve(self, **changes: Unpack[GameChanges]) -> GameState:
        self._record.append((None, changes))
        if "families" in changes:
            return Draft.evolve(self, **changes)
        fields = self.__dict__
        fields |= changes  # (``|=``, not ``update``: no method call, no arguments tuple)
        return self

    def with_family(self, family_id: str, **changes: Unpack[FamilyChanges]) -> GameState:
        self._record.append((family_id, changes))
        fields = self.families[self._index[family_id]].__dict__
        fields |= changes
        return self

    # A move on a recording draft is recorded as ``evolve``'s changes: new
    # families, made the immutable way (so a record never holds the draft's own).
    def _copy(self, changes: GameChanges) -> GameState:
        return self.evolve(**changes)

    families_with = GameState.families_with


def replay(state: GameState, changes: Iterable[Change]) -> GameState:
    """``state`` with recorded changes applied, the immutable way: a new
    snapshot, ``state`` untouched."""
    for family, fields in changes:
        if family is None:
            state = state.evolve(**fields)
        else:
            state = state.with_family(family, **fields)
    return state
