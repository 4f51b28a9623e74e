"""Where Back and Undo must stop (RULES.md §9, D13).

Play modes never return to a moment before a tile was drawn from the bag
(R8.7) or a Ghost card was revealed (G1): going back and forth would show
what comes next. With two or more humans at the table, D13 adds the
Captain's cash-in (R7.1c): going back to before it would put the Captain
marker on the position that was banked, in front of everyone. Only the demo
mode may go back past any of these.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..model.events import Event, EventKind
from ..model.ruleids import Rule
from ..model.state import GameState

# Steps no play mode returns to before, whoever sits at the table.
_ONE_WAY = (EventKind.TILE_DRAWN, EventKind.GHOST_CARD_REVEALED)


def several_humans(state: GameState) -> bool:
    """Two or more people at the table (a hotseat game): the turn passes
    between them behind the curtain, and D13 keeps the Captain's cash-in."""
    return sum(1 for _ in state.humans()) >= 2


def no_return(events: Iterable[Event], state: GameState) -> Rule | None:
    """The rule that forbids a play mode to go back to before ``events``
    (those of one step or move of ``state``'s game): the rule of the draw or
    the Ghost card, or "D13" for a cash-in with two or more humans; None if
    nothing forbids it."""
    several = several_humans(state)
    for event in events:
        if event.kind in _ONE_WAY:
            return event.rule
        if several and event.kind is EventKind.TOKENS_BANKED:
            return Rule.D13
    return None


def no_return_to_step(step: Iterable[Event], before: Iterable[Event] | None, state: GameState) -> Rule | None:
    """The rule that forbids a play mode to show the position before a step
    of an end of round (its events ``step``; the step before it, ``before``,
    if any): ``no_return``'s, and D13 for the step after a cash-in too, since
    the Captain marker stands on the banked position until R7.1d moves it."""
    rule = no_return(step, state)
    if rule is None and before is not None and no_return(before, state) is Rule.D13:
        rule = Rule.D13
    return rule
