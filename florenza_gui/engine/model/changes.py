"""What a step of the rules changes, as data, and the immutable applier.

A step (of Phase 7, Phase 8, the Ghosts' turns or the final scoring) is a
function of the state that returns a ``Step``: the rule it follows, the
events it reports and its **changes**, typed diffs of the state, in order (a
move's are given by its rule's functions, ``moves.RULES``). A change is plain data: some of the state's own fields set
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


Step = tuple[Rule, Events, Changes]
"""What a step did: the rule it follows, what it reported, what it changed.
A plain tuple: an end of round makes some thirty of them, and the working
copy reads them as they come (``StepResult`` names the fields of one kept)."""


class StepResult(NamedTuple):
    """A step's result kept (the GUI's timeline, ``step_results``): a ``Step``
    with its fields named."""

    rule: Rule
    events: Events
    changes: Changes


def set_state(**fields: Unpack[GameChanges]) -> SetState:
    return fields


def set_family(family: str, **fields: Unpack[FamilyChanges]) -> SetFamily:
    return family, fields


def nothing(rule: Rule) -> Step:
    """A step that had nothing to do: no event, no change (a value, the same
    one each time for a rule)."""
    return _NOTHING[rule]


_NOTHING: dict[Rule, Step] = {rule: (rule, (), ()) for rule in Rule}


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
