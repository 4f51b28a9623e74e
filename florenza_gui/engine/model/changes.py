"""What a step of the rules changes, as data, and the immutable applier.

A step (of Phase 7, Phase 8, the Ghosts' turns, the final scoring, or a
move) is a function of the state that returns a ``StepResult``: the rule it
follows, the events it reports and its **changes**, typed diffs of the
state, in order. A change is plain data: some of the state's own fields set
(``SetState``: the fields by name, ``set_state``), or some of one family's
fields set (``SetFamily``: the family's id and its fields by name,
``set_family``). A step never changes anything itself.

``apply_changes`` makes the state after a step: a new snapshot, the state it
was given untouched (the GUI, undo and the tests). ``working.WorkingCopy``
applies the same changes in place, for whole games nobody watches.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import NamedTuple, Unpack

from .events import Events
from .ruleids import Rule
from .state import Family, FamilyChanges, GameChanges, GameState

SetState = GameChanges
"""Some of the state's own fields set to new values: the fields by name."""

SetFamily = tuple[str, FamilyChanges]
"""Some of one family's fields set to new values: its id, and the fields by name."""

Change = SetState | SetFamily
Changes = tuple[Change, ...]


class StepResult(NamedTuple):
    """What a step did: the rule it follows, what it reported, what it changed."""

    rule: Rule
    events: Events
    changes: Changes


def set_state(**fields: Unpack[GameChanges]) -> SetState:
    return fields


def set_family(family: str, **fields: Unpack[FamilyChanges]) -> SetFamily:
    return family, fields


def nothing(rule: Rule) -> StepResult:
    """A step that had nothing to do: no event, no change (a value, the same
    one each time for a rule)."""
    return _NOTHING[rule]


_NOTHING = {rule: StepResult(rule, (), ()) for rule in Rule}


def apply_changes(state: GameState, changes: Iterable[Change]) -> GameState:
    """``state`` with ``changes`` made, in order, as a new snapshot (``state``
    untouched); a later change of a field overrides an earlier one."""
    fields: GameChanges = {}
    families: list[Family] | None = None
    for change in changes:
        if not isinstance(change, tuple):
            fields.update(change)
            if "families" in change:
                families = None
            continue
        family, changed = change
        if families is None:
            families = list(fields.get("families", state.families))
        i = _place_of(families, family)
        families[i] = replace(families[i], **changed)
    if families is not None:
        fields["families"] = tuple(families)
    return replace(state, **fields) if fields else state


def _place_of(families: list[Family], family: str) -> int:
    """Where ``family`` stands (the last family of that id, as a state's
    index finds it)."""
    for i in range(len(families) - 1, -1, -1):
        if families[i].id == family:
            return i
    raise KeyError(family)
