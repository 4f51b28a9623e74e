"""D10, whose turn it is, in one place: who may move now, who acts next,
ending a turn, passing, whose pieces may be picked up, and the start of a
round (Ghost seats pass at once; the first human in turn order acts)."""

from __future__ import annotations

from ..model.changes import Changes, Step, set_family, set_state
from ..model.events import Event, EventKind, MoveMade, RoundStart
from ..model.movetypes import EndTurn, Pass
from ..model.places import TURN_ORDER, AnyPiece, family_of, held_by
from ..model.ruleids import Rule
from ..model.state import GameState
from ..model.types import Phase, Seat
from ..model.verdict import RefusalKind, Verdict, refuse

_GAME_OVER = refuse(Rule.R8_1, RefusalKind.GAME_OVER)
_ALL_PASSED = refuse(Rule.D10, RefusalKind.ALL_PASSED)


def may_move(state: GameState) -> Verdict | None:
    """A refusal if nobody may move now (the game is over, or everyone has
    passed); None if the active family may."""
    if state.phase is not Phase.ACTIONS:
        return _GAME_OVER
    if state.active is None:
        return _ALL_PASSED
    return None


def may_pick_up(state: GameState, piece: AnyPiece) -> Verdict | None:
    """A refusal if ``piece`` belongs to a family other than the active one."""
    owner = family_of(piece)
    if owner is None or owner == state.active:
        return None
    who = state.name(state.active) if state.active else ""
    return refuse(Rule.D10, RefusalKind.NOT_YOUR_TURN, who)


_NOT_OWN = {Rule.M1: RefusalKind.NOT_OWN_CAPTAIN_MARKER, Rule.M2: RefusalKind.NOT_OWN_BISHOP_MARKER,
            Rule.M10: RefusalKind.NOT_OWN_COUNTS}


def may_set_own(state: GameState, family: str, rule: Rule) -> Verdict | None:
    """A refusal if ``family``'s Captain marker (M1), Bishop marker (M2) or
    Resources and Fiorini (M10) may not be set now: nobody may move, or
    ``family`` is not the active family, the only one setting its own."""
    refused = may_move(state)
    if refused is not None:
        return refused
    if family == state.active:
        return None
    assert state.active is not None
    return refuse(rule, _NOT_OWN[rule], state.name(state.active))


def next_active(state: GameState, me: str, passing: bool = False) -> str | None:
    """The next family after ``me`` in turn order that has not passed: ``me``
    again if everyone else has, unless ``me`` has passed or is ``passing``."""
    order = state.turn_order
    i = order.index(me)
    for candidate in order[i + 1 :] + order[:i]:
        if not state.family(candidate).passed:
            return candidate
    return None if passing or state.family(me).passed else me


def turn_event(state: GameState, me: str, move: EndTurn | Pass) -> Event:
    """The event of ``me`` ending its turn (or passing for the round): who acts next."""
    after = next_active(state, me, isinstance(move, Pass))
    args = MoveMade(state.family(me).name, move, "", state.family(after).name if after else None)
    return Event(EventKind.TURN_PASSED, Rule.D10, args, me, TURN_ORDER, None, held_by(after) if after else None)


def turn_change(state: GameState, me: str, move: EndTurn | Pass) -> Changes:
    """End ``me``'s turn (or pass for the round): the next family acts, and
    the mover is marked as passed for a ``Pass``."""
    passing = isinstance(move, Pass)
    after = next_active(state, me, passing)
    if passing:
        return set_family(me, passed=True), set_state(active=after)
    return (set_state(active=after),)


def round_is_over(state: GameState) -> bool:
    """Everyone has passed: the end of the round may be played."""
    return state.active is None and state.phase is Phase.ACTIONS


def start_round(state: GameState) -> Step:
    """D10: Ghost seats pass at once; the first human in turn order acts."""
    in_order = state.in_turn_order()
    first = next((f for f in in_order if f.seat is not Seat.GHOST), None)
    ghosts = tuple(f.name for f in in_order if f.seat is Seat.GHOST)
    args = RoundStart(state.round, first.name if first else None, ghosts, state.turn_order)
    event = Event(EventKind.ROUND_STARTED, Rule.D10, args, first.id if first else None, TURN_ORDER)
    passes = tuple(set_family(f.id, passed=f.is_ghost) for f in state.families if f.passed is not f.is_ghost)
    return (Rule.D10, (event,), (*passes, set_state(active=first.id if first else None)))
