"""Following a game's invariants step by step (``Watcher``): only the
checks that read what a step changed run again, the others' last findings
kept. A check is a function of the fields it reads, so its finding cannot
have changed; the answer is ``invariants.violations``' at every step."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from ..checks.familycheck import FAMILY_NUMBERS, KeptTest, family_violations, kept_test
from ..checks.invariants import AT_REST, CHECKS, FAMILY_FIELDS, NEW_FAMILIES, Find
from ..checks.oneplace import ONE_PLACE
from ..model.changes import Changes
from ..model.state import Family, GameState
from ..model.violation import Violation


class Watcher:
    """``violations`` for a game followed step by step, checking again only
    what a step changed. A field counts as changed when the new state holds
    another object for it, and a family when the families' tuple holds
    another ``Family`` at its place: states are immutable snapshots that
    share what a step left alone. A working copy, which changes in place, is
    checked with ``violations_changed``, told what changed (a step's or a
    move's changes)."""

    # The fields compared: those the checks read, and the families (each family's own numbers).
    _FIELDS = tuple(sorted({field for check in CHECKS for field in check.reads} - {AT_REST, *FAMILY_FIELDS.values()}
                           | {"families"}))

    def __init__(self) -> None:
        self._last: GameState | None = None
        self._at_rest = True
        self._found: list[list[Violation]] = [[] for _ in CHECKS]
        self._families: tuple[Family, ...] = ()  # the families ``_numbers`` holds the findings of
        self._numbers: list[list[Violation]] = []
        self._clean = True  # every finding kept is empty

    def violations(self, state: GameState, at_rest: bool = True) -> list[Violation]:
        """What ``violations(state, at_rest)`` returns, the same list."""
        last = self._last
        self._last = state
        if last is None:
            return self._rerun(state, at_rest, _EVERYTHING, None)
        new, old = state.__dict__, last.__dict__
        changed = frozenset([f for f in self._FIELDS if new[f] is not old[f]])
        if "families" not in changed:
            return self._rerun(state, at_rest, changed, ())
        families, before = state.families, self._families
        if "_index" in changed or len(families) != len(before):
            return self._rerun(state, at_rest, changed | _ALL_FAMILY_FIELDS, None)
        moved = [i for i, (f, g) in enumerate(zip(families, before, strict=True)) if f is not g]
        numbers = [name for i in moved for field, name in _FAMILY_ITEMS
                   if getattr(families[i], field) != getattr(before[i], field)]
        return self._rerun(state, at_rest, changed.union(numbers) if numbers else changed, moved)

    def violations_of_all(self, state: GameState, at_rest: bool = True) -> list[Violation]:
        """``violations(state, at_rest)``, every check run again (at a round's
        boundary); the watcher then follows on from ``state``. (Its characters
        are counted afresh: a new game's are quicker counted so than from
        where the last game left them, ``ONE_PLACE``.)"""
        self._last = state
        ONE_PLACE[0] = None
        return self._rerun(state, at_rest, _EVERYTHING, None)

    def violations_changed(self, state: GameState, changes: Changes, at_rest: bool = True) -> list[Violation]:
        """What ``violations(state, at_rest)`` returns, for a state changed in
        place since the watcher last looked at it by ``changes`` (a move's or a
        step's, ``working.WorkingCopy``). Only the checks reading a changed
        field run again, and the family check on the families changed, if a
        number it reads changed (``familycheck.kept_test``). The next
        ``violations`` call then checks everything: the state it would compare
        with is no snapshot."""
        self._last = None
        changed: dict[str | int, object] = {}
        for change in changes:
            if isinstance(change, tuple):  # (a family's id and fields)
                family, fields = change
                changed.update(fields)  # (its names: the values are not read)
                place = state._index.get(family)  # (None: the families were replaced since)
                changed[NEW_FAMILIES if place is None else place] = None
            else:
                changed.update(change)
                if "families" in change:
                    changed[NEW_FAMILIES] = None
        if at_rest is not self._at_rest:
            changed[AT_REST] = None
            self._at_rest = at_rest
        if not changed:  # nothing changed (a step that only reported)
            return [] if self._clean else self._findings()
        key = tuple(changed)
        try:
            checks, kept, places = _PLANS[key]
        except KeyError:
            checks, kept, places = _planned(key)
        found, clean = self._found, self._clean
        for i, find in checks:
            found[i] = problems = find(state, at_rest)
            if problems:
                clean = False
        if kept is not None:  # (a family with nothing found whose changed numbers pass ``kept`` has nothing)
            numbers, now = self._numbers, state.families
            if places is None:  # new families: all of them
                numbers[:] = [family_violations(f) for f in now]
                clean = False  # (``_findings`` tells)
            else:
                for i in places:
                    if numbers[i] or not kept(now[i]):
                        numbers[i] = problems = family_violations(now[i])
                        if problems:
                            clean = False
        return [] if clean else self._findings()

    def _rerun(self, state: GameState, at_rest: bool, changed: frozenset[str], families: Iterable[int] | None,
               ) -> list[Violation]:
        """Run again the checks that read a changed field, and the family
        check on the ``families`` at those places (None: every family)."""
        if at_rest != self._at_rest:
            changed |= _AT_REST
            self._at_rest = at_rest
        found = self._found
        for i, find in _to_run(changed):
            found[i] = find(state, at_rest)
        numbers, now = self._numbers, state.families
        if families is None:
            numbers[:] = [family_violations(f) for f in now]
        else:
            for i in families:
                numbers[i] = family_violations(now[i])
        self._families = now
        self._clean = not (any(found) or any(numbers))
        return [] if self._clean else self._findings()

    def _findings(self) -> list[Violation]:
        """Every finding kept, in ``violations``' order (and whether there is
        none, kept for the next look)."""
        found = [problem for problems in self._found + self._numbers for problem in problems]
        self._clean = not found
        return found


_ALL_FAMILY_FIELDS = frozenset(FAMILY_FIELDS.values())
_FAMILY_ITEMS = tuple(FAMILY_FIELDS.items())
_EVERYTHING = frozenset(Watcher._FIELDS) | {AT_REST} | _ALL_FAMILY_FIELDS
_AT_REST = frozenset([AT_REST])


@cache  # (a handful of sets come up again and again: the fields each kind of move or step changes)
def _to_run(changed: frozenset[str]) -> tuple[tuple[int, Find], ...]:
    """The checks that read a changed field: their indexes in ``CHECKS`` and functions."""
    return tuple((i, check.find) for i, check in enumerate(CHECKS) if not check.reads.isdisjoint(changed))


_REPLACED = frozenset(["_index", *FAMILY_FIELDS, *FAMILY_NUMBERS])  # (every family's field, for new families)


Plan = tuple[tuple[tuple[int, Find], ...], KeptTest | None, tuple[int, ...] | None]
_PLANS: dict[tuple[str | int, ...], Plan] = {}  # ``_plan``'s answers, by the changed names in the order changed
_MAX_PLANS = 1024  # (the moves and steps note some 100 sequences of names and families' places; a bound all the same)


def _planned(key: tuple[str | int, ...]) -> Plan:
    """``_plan`` for the names changed in the order changed, kept in ``_PLANS``."""
    plan = _plan(key)
    if len(_PLANS) < _MAX_PLANS:
        _PLANS[key] = plan
    return plan


def _plan(noted: Iterable[str | int]) -> Plan:
    """What to look at again for the names a move or a step changed (and the
    places of the families it changed): ``_to_run`` for the fields changed,
    where a family's fields go by their own names (``pool``, not
    ``families.pool``); the family check's quicker test for the numbers among
    them it reads (``familycheck.kept_test``; None: it reads none of them);
    and the places of the families to test (None: every family, the
    families' tuple was replaced: ``NEW_FAMILIES``)."""
    names = {name for name in noted if isinstance(name, str)}
    places: tuple[int, ...] | None = tuple(sorted({i for i in noted if isinstance(i, int)}))
    if NEW_FAMILIES in names:
        names |= _REPLACED
        places = None
    return _to_run(frozenset([_NOTED_AS.get(name, name) for name in names])), kept_test(names), places


_NOTED_AS = FAMILY_FIELDS  # (a family's field changed, named as the checks read it)
