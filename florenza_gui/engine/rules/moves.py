"""The action phase: moves M1–M10, end turn and pass (D10, RULES.md §6).

``check(state, move)`` returns a ``Verdict``: legal, or refused with the rule
id and a typed reason. ``attempt(state, move)`` checks once and, if legal,
applies; ``apply`` does the same but raises ``IllegalMove`` for a refusal.
There is no unchecked public way to change a state.

Every move type has its own check, the event it reports and its change
(``RULES`` below), so a rule's code sits in one function of each kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..model import places
from ..model.boarddata import board_numbers
from ..model.changes import Changes, SetFamily, apply_changes, set_family, set_state
from ..model.events import Event, EventKind, Events, MoveMade
from ..model.limits import MAX_COUNT, MOVE_PRESTIGE_MAX
from ..model.movetypes import (
    BishopMarker,
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
)
from ..model.places import (
    BISHOP_CARD,
    CAPTAIN_CARD,
    MUSE,
    AnyPiece,
    BishopCardSpot,
    CardSideUp,
    CountsPiece,
    MuseSide,
    Place,
)
from ..model.ruleids import Rule
from ..model.state import GameState, KinsmanOn, LogEntry, Occupant, PreacherOn
from ..model.types import FirstPlayerSide, Kind, Muse
from ..model.verdict import LEGAL, RefusalKind, Verdict, refuse
from ..words.wording import render
from .turns import may_move, turn_change, turn_event

__all__ = [
    "BishopMarker", "CaptainMarker", "Detain", "EndTurn", "FlipCard", "KinsmanToBishopCard", "KinsmanToPool",
    "KinsmanToPredicatore", "Move", "Pass", "PreacherToPredicatore", "SetCounts", "UseMuse", "Verdict", "LEGAL",
    "IllegalMove", "check", "apply", "attempt",
]

class IllegalMove(ValueError):
    def __init__(self, verdict: Verdict) -> None:
        super().__init__(f"{verdict.rule}: {render(verdict)}")
        self.verdict = verdict


# -- checking ----------------------------------------------------------------------------------
# The refusals that name nothing.
_BELOW_ZERO = refuse(Rule.M1, RefusalKind.BELOW_ZERO)
_PRESTIGE_RANGE = refuse(Rule.M1, RefusalKind.PRESTIGE_RANGE, "", MOVE_PRESTIGE_MAX)
_COUNTS_RANGE = refuse(Rule.M10, RefusalKind.COUNTS_RANGE, "", MAX_COUNT)
_NO_BISHOP = refuse(Rule.M4, RefusalKind.NO_BISHOP)
_NOT_CAPTAIN = refuse(Rule.M7, RefusalKind.NOT_CAPTAIN)
_MUSE_USED = refuse(Rule.M8, RefusalKind.MUSE_USED)
_NEGATIVE_COUNTS = refuse(Rule.M10, RefusalKind.NEGATIVE_COUNTS)
_NOT_A_MOVE = refuse(Rule.D10, RefusalKind.NOT_A_MOVE)


def check(state: GameState, move: Move) -> Verdict:
    """Whether the active family may make ``move`` now (D10, M1–M10)."""
    refused = may_move(state)
    if refused is not None:
        return refused
    rules = RULES.get(type(move))
    if rules is None:
        return _NOT_A_MOVE
    assert state.active is not None
    return rules[0](state, state.active, move)


def _check_m1(state: GameState, me: str, move: CaptainMarker) -> Verdict:
    if 0 <= move.to <= MOVE_PRESTIGE_MAX:
        return LEGAL
    return _BELOW_ZERO if move.to < 0 else _PRESTIGE_RANGE  # (beyond the range: a game no file could hold)


def _check_m2(state: GameState, me: str, move: BishopMarker) -> Verdict:
    top = board_numbers().church_max
    return LEGAL if 0 <= move.to <= top else refuse(Rule.M2, RefusalKind.CHURCH_RANGE, "", top)


def _check_m3(state: GameState, me: str, move: KinsmanToPredicatore) -> Verdict:
    fam = state.family(me)
    if fam.pool == 0:
        return refuse(Rule.M3, RefusalKind.POOL_EMPTY, fam.name)
    return _free_space(state, move.space, Rule.M3)


def _check_m4(state: GameState, me: str, move: KinsmanToBishopCard) -> Verdict:
    fam = state.family(me)
    capacity = board_numbers().bishop_card_capacity
    if fam.pool == 0:
        return refuse(Rule.M4, RefusalKind.POOL_EMPTY, fam.name)
    if state.bishop is None:
        return _NO_BISHOP
    if len(state.bishop_card) >= capacity:
        return refuse(Rule.M4, RefusalKind.CARD_FULL, "", capacity)
    return LEGAL


def _check_m5(state: GameState, me: str, move: KinsmanToPool) -> Verdict:
    source = move.source
    if isinstance(source, BishopCardSpot):
        return LEGAL if me in state.bishop_card else refuse(Rule.M5, RefusalKind.NOT_ON_CARD, state.name(me))
    space = source.space
    if not _valid_space(space):
        return refuse(Rule.M5, RefusalKind.NOT_ON_SPACE, state.name(me), space)
    there = state.predicatore[space - 1]
    if not isinstance(there, KinsmanOn) or there.family != me:
        return refuse(Rule.M5, RefusalKind.NOT_ON_SPACE, state.name(me), space)
    return LEGAL


def _check_m6(state: GameState, me: str, move: PreacherToPredicatore) -> Verdict:
    c = move.character
    found = _character(state, c, Rule.M6)
    if found is not None:
        return found
    if state.characters[c].kind is not Kind.PREACHER:
        return refuse(Rule.M6, RefusalKind.ARTIST, state.characters[c].name)
    if not state.tile_on_card(c):
        return refuse(Rule.M6, RefusalKind.TILE_AWAY, state.characters[c].name)
    return _free_space(state, move.space, Rule.M6)


def _check_m7(state: GameState, me: str, move: Detain) -> Verdict:
    c = move.character
    card = state.first_player_card
    if card.side is not FirstPlayerSide.CAPTAIN or card.holder != me:
        return _NOT_CAPTAIN
    if state.detained is not None:
        return refuse(Rule.M7, RefusalKind.ALREADY_DETAINED, state.characters[state.detained].name)
    found = _character(state, c, Rule.M7)
    if found is not None:
        return found
    if not state.tile_on_card(c):
        return refuse(Rule.M7, RefusalKind.TILE_AWAY, state.characters[c].name)
    return LEGAL


def _check_m8(state: GameState, me: str, move: UseMuse) -> Verdict:
    return LEGAL if state.muse is Muse.AVAILABLE else _MUSE_USED


def _check_m9(state: GameState, me: str, move: FlipCard) -> Verdict:
    found = _character(state, move.character, Rule.M9)
    return found if found is not None else LEGAL


def _check_m10(state: GameState, me: str, move: SetCounts) -> Verdict:
    if move.resources < 0 or move.fiorini < 0:
        return _NEGATIVE_COUNTS
    return LEGAL if move.resources <= MAX_COUNT and move.fiorini <= MAX_COUNT else _COUNTS_RANGE


def _always(state: GameState, me: str, move: EndTurn | Pass) -> Verdict:
    return LEGAL


def _valid_space(space: int) -> bool:
    return 1 <= space <= board_numbers().spaces


def _free_space(state: GameState, space: int, rule: Rule) -> Verdict:
    spaces = board_numbers().spaces
    if not 1 <= space <= spaces:
        return refuse(rule, RefusalKind.NO_SUCH_SPACE, "", spaces)
    if state.predicatore[space - 1] is not None:
        return refuse(rule, RefusalKind.SPACE_TAKEN, "", space)
    return LEGAL


def _character(state: GameState, c: str, rule: Rule) -> Verdict | None:
    if c not in state.characters:
        return refuse(rule, RefusalKind.NO_SUCH_CHARACTER, repr(c))
    if state.life_card_of(c) is None:
        return refuse(rule, RefusalKind.NOT_IN_ROW, state.characters[c].name)
    return None


# -- applying ------------------------------------------------------------------------------------
def attempt(state: GameState, move: Move) -> tuple[Verdict, GameState, Events]:
    """Check ``move`` once and, if legal, apply it for the active family: a
    new snapshot, with the move's log line (``check`` is the same check)."""
    refused = may_move(state)
    if refused is not None:
        return refused, state, ()
    rules = RULES.get(type(move))
    if rules is None:
        return _NOT_A_MOVE, state, ()
    me = state.active
    assert me is not None
    verdict = rules[0](state, me, move)
    if not verdict.ok:
        return verdict, state, ()
    event = rules[1](state, me, move)  # (from the state before the move)
    logged = set_state(log=state.log.append(LogEntry(state.round, event.rule, event)))
    return verdict, apply_changes(state, (*rules[2](state, me, move), logged)), (event,)


def apply(state: GameState, move: Move) -> tuple[GameState, Events]:
    """Apply a legal move for the active family; raise ``IllegalMove`` if not."""
    verdict, new, events = attempt(state, move)
    if not verdict.ok:
        raise IllegalMove(verdict)
    return new, events


# Each move type reports one event, made from the state before the move, and
# returns its changes (``changes``): ``attempt`` makes them on a new snapshot,
# ``working.WorkingCopy.play`` in place.
def _made(state: GameState, me: str, rule: Rule, move: Move, piece: AnyPiece, from_: Place | None = None,
          to: Place | None = None, character: str = "") -> Event:
    args = MoveMade(state.family(me).name, move, character, None)
    return Event(EventKind.MOVE_MADE, rule, args, me, piece, from_, to)


def _event_m1(state: GameState, me: str, move: CaptainMarker) -> Event:
    before = state.family(me).prestige
    return _made(state, me, Rule.M1, move, places.captain_marker(me), places.prestige(before), places.prestige(move.to))


def _change_m1(state: GameState, me: str, move: CaptainMarker) -> Changes:
    return (set_family(me, prestige=move.to),)


def _event_m2(state: GameState, me: str, move: BishopMarker) -> Event:
    before = state.family(me).church
    return _made(state, me, Rule.M2, move, places.bishop_marker(me), places.church(before), places.church(move.to))


def _change_m2(state: GameState, me: str, move: BishopMarker) -> Changes:
    return (set_family(me, church=move.to),)


def _event_m3(state: GameState, me: str, move: KinsmanToPredicatore) -> Event:
    return _made(state, me, Rule.M3, move, places.kinsman(me), places.pool(me), places.predicatore(move.space))


def _change_m3(state: GameState, me: str, move: KinsmanToPredicatore) -> Changes:
    return set_state(predicatore=_set_slot(state, move.space, KinsmanOn(me))), _pool_changed(state, me, -1)


def _event_m4(state: GameState, me: str, move: KinsmanToBishopCard) -> Event:
    return _made(state, me, Rule.M4, move, places.kinsman(me), places.pool(me), BISHOP_CARD)


def _change_m4(state: GameState, me: str, move: KinsmanToBishopCard) -> Changes:
    return set_state(bishop_card=state.bishop_card + (me,)), _pool_changed(state, me, -1)


def _event_m5(state: GameState, me: str, move: KinsmanToPool) -> Event:
    source = move.source
    return _made(state, me, Rule.M5, move, places.kinsman(me, source), source, places.pool(me))


def _change_m5(state: GameState, me: str, move: KinsmanToPool) -> Changes:
    source = move.source
    if isinstance(source, BishopCardSpot):
        card = list(state.bishop_card)
        card.remove(me)
        return set_state(bishop_card=tuple(card)), _pool_changed(state, me, +1)
    return set_state(predicatore=_set_slot(state, source.space, None)), _pool_changed(state, me, +1)


def _event_m6(state: GameState, me: str, move: PreacherToPredicatore) -> Event:
    c = move.character
    life = state.life_card_of(c)
    assert life is not None
    return _made(state, me, Rule.M6, move, places.tile(c), places.life(life), places.predicatore(move.space),
                 state.characters[c].name)


def _change_m6(state: GameState, me: str, move: PreacherToPredicatore) -> Changes:
    return (set_state(predicatore=_set_slot(state, move.space, PreacherOn(move.character))),)


def _event_m7(state: GameState, me: str, move: Detain) -> Event:
    c = move.character
    life = state.life_card_of(c)
    assert life is not None
    return _made(state, me, Rule.M7, move, places.tile(c), places.life(life), CAPTAIN_CARD, state.characters[c].name)


def _change_m7(state: GameState, me: str, move: Detain) -> Changes:
    return (set_state(detained=move.character),)


def _event_m8(state: GameState, me: str, move: UseMuse) -> Event:
    return _made(state, me, Rule.M8, move, MUSE, MuseSide(Muse.AVAILABLE), MuseSide(Muse.USED))


def _change_m8(state: GameState, me: str, move: UseMuse) -> Changes:
    return (set_state(muse=Muse.USED),)


def _event_m9(state: GameState, me: str, move: FlipCard) -> Event:
    c = move.character
    old = state.characters[c].side
    return _made(state, me, Rule.M9, move, places.card(c), CardSideUp(old), CardSideUp(old.flipped()),
                 state.characters[c].name)


def _change_m9(state: GameState, me: str, move: FlipCard) -> Changes:
    c = move.character
    flipped = replace(state.characters[c], side=state.characters[c].side.flipped())
    return (set_state(characters={**state.characters, c: flipped}),)


def _event_m10(state: GameState, me: str, move: SetCounts) -> Event:
    return _made(state, me, Rule.M10, move, CountsPiece(me))


def _change_m10(state: GameState, me: str, move: SetCounts) -> Changes:
    return (set_family(me, resources=move.resources, fiorini=move.fiorini),)


def _pool_changed(state: GameState, me: str, by: int) -> SetFamily:
    """``me``'s pool ``by`` Kinsmen more (or fewer)."""
    return set_family(me, pool=state.family(me).pool + by)


def _set_slot(state: GameState, space: int, occ: Occupant | None) -> tuple[Occupant | None, ...]:
    slots = list(state.predicatore)
    slots[space - 1] = occ
    return tuple(slots)


# Every move type: its check, the event it reports and its change.
Check = Callable[[GameState, str, Any], Verdict]
Report = Callable[[GameState, str, Any], Event]
Change = Callable[[GameState, str, Any], Changes]
RULES: dict[type, tuple[Check, Report, Change]] = {
    CaptainMarker: (_check_m1, _event_m1, _change_m1),
    BishopMarker: (_check_m2, _event_m2, _change_m2),
    KinsmanToPredicatore: (_check_m3, _event_m3, _change_m3),
    KinsmanToBishopCard: (_check_m4, _event_m4, _change_m4),
    KinsmanToPool: (_check_m5, _event_m5, _change_m5),
    PreacherToPredicatore: (_check_m6, _event_m6, _change_m6),
    Detain: (_check_m7, _event_m7, _change_m7),
    UseMuse: (_check_m8, _event_m8, _change_m8),
    FlipCard: (_check_m9, _event_m9, _change_m9),
    SetCounts: (_check_m10, _event_m10, _change_m10),
    EndTurn: (_always, turn_event, turn_change),
    Pass: (_always, turn_event, turn_change),
}
