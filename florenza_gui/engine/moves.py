"""The action phase: moves M1–M10, end turn and pass (D10, RULES.md §6).

``check(state, move)`` returns a ``Verdict``: legal, or refused with the rule
id and a typed reason. ``attempt(state, move)`` checks once and, if legal,
applies; ``apply`` does the same but raises ``IllegalMove`` for a refusal.
There is no unchecked public way to change a state.

Every move type has its own check and its own apply (``RULES`` below), so a
rule's code sits in one function.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import places
from .boarddata import standard_board
from .events import Event, EventKind, Events, MoveMade
from .movetypes import (
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
from .places import (
    BISHOP_CARD,
    CAPTAIN_CARD,
    MUSE,
    BishopCardSpot,
    CardSideUp,
    CountsPiece,
    MuseSide,
)
from .rules import Rule
from .state import GameState, KinsmanOn, LogEntry, Occupant, PreacherOn
from .turns import end_turn, may_move
from .types import FirstPlayerSide, Kind, Muse
from .verdict import LEGAL, RefusalKind, Verdict, refuse

__all__ = [
    "BishopMarker", "CaptainMarker", "Detain", "EndTurn", "FlipCard", "KinsmanToBishopCard", "KinsmanToPool",
    "KinsmanToPredicatore", "Move", "Pass", "PreacherToPredicatore", "SetCounts", "UseMuse", "Verdict", "LEGAL",
    "IllegalMove", "check", "apply", "attempt",
]

R = RefusalKind


class IllegalMove(ValueError):
    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.message)
        self.verdict = verdict


# -- checking ----------------------------------------------------------------------------------
def check(state: GameState, move: Move) -> Verdict:
    """Whether the active family may make ``move`` now (D10, M1–M10)."""
    refused = may_move(state)
    if refused is not None:
        return refused
    rules = RULES.get(type(move))
    if rules is None:
        return refuse(Rule.D10, R.NOT_A_MOVE)
    assert state.active is not None
    return rules[0](state, state.active, move)


def _check_m1(state: GameState, me: str, move: CaptainMarker) -> Verdict:
    return LEGAL if move.to >= 0 else refuse(Rule.M1, R.BELOW_ZERO)


def _check_m2(state: GameState, me: str, move: BishopMarker) -> Verdict:
    top = standard_board().church_max
    return LEGAL if 0 <= move.to <= top else refuse(Rule.M2, R.CHURCH_RANGE, number=top)


def _check_m3(state: GameState, me: str, move: KinsmanToPredicatore) -> Verdict:
    fam = state.family(me)
    if fam.pool == 0:
        return refuse(Rule.M3, R.POOL_EMPTY, fam.name)
    return _free_space(state, move.space, Rule.M3)


def _check_m4(state: GameState, me: str, move: KinsmanToBishopCard) -> Verdict:
    fam = state.family(me)
    capacity = standard_board().bishop_card_capacity
    if fam.pool == 0:
        return refuse(Rule.M4, R.POOL_EMPTY, fam.name)
    if state.bishop is None:
        return refuse(Rule.M4, R.NO_BISHOP)
    if len(state.bishop_card) >= capacity:
        return refuse(Rule.M4, R.CARD_FULL, number=capacity)
    return LEGAL


def _check_m5(state: GameState, me: str, move: KinsmanToPool) -> Verdict:
    fam = state.family(me)
    source = move.source
    if isinstance(source, BishopCardSpot):
        return LEGAL if me in state.bishop_card else refuse(Rule.M5, R.NOT_ON_CARD, fam.name)
    space = source.space
    if not _valid_space(space) or state.predicatore[space - 1] != KinsmanOn(me):
        return refuse(Rule.M5, R.NOT_ON_SPACE, fam.name, space)
    return LEGAL


def _check_m6(state: GameState, me: str, move: PreacherToPredicatore) -> Verdict:
    c = move.character
    found = _character(state, c, Rule.M6)
    if found is not None:
        return found
    if state.characters[c].kind is not Kind.PREACHER:
        return refuse(Rule.M6, R.ARTIST, state.characters[c].name)
    if not state.tile_on_card(c):
        return refuse(Rule.M6, R.TILE_AWAY, state.characters[c].name)
    return _free_space(state, move.space, Rule.M6)


def _check_m7(state: GameState, me: str, move: Detain) -> Verdict:
    c = move.character
    card = state.first_player_card
    if card.side is not FirstPlayerSide.CAPTAIN or card.holder != me:
        return refuse(Rule.M7, R.NOT_CAPTAIN)
    if state.detained is not None:
        return refuse(Rule.M7, R.ALREADY_DETAINED, state.characters[state.detained].name)
    found = _character(state, c, Rule.M7)
    if found is not None:
        return found
    if not state.tile_on_card(c):
        return refuse(Rule.M7, R.TILE_AWAY, state.characters[c].name)
    return LEGAL


def _check_m8(state: GameState, me: str, move: UseMuse) -> Verdict:
    return LEGAL if state.muse is Muse.AVAILABLE else refuse(Rule.M8, R.MUSE_USED)


def _check_m9(state: GameState, me: str, move: FlipCard) -> Verdict:
    found = _character(state, move.character, Rule.M9)
    return found if found is not None else LEGAL


def _check_m10(state: GameState, me: str, move: SetCounts) -> Verdict:
    return LEGAL if move.resources >= 0 and move.fiorini >= 0 else refuse(Rule.M10, R.NEGATIVE_COUNTS)


def _always(state: GameState, me: str, move: EndTurn | Pass) -> Verdict:
    return LEGAL


def _valid_space(space: int) -> bool:
    return 1 <= space <= standard_board().spaces


def _free_space(state: GameState, space: int, rule: Rule) -> Verdict:
    if not _valid_space(space):
        return refuse(rule, R.NO_SUCH_SPACE, number=standard_board().spaces)
    if state.predicatore[space - 1] is not None:
        return refuse(rule, R.SPACE_TAKEN, number=space)
    return LEGAL


def _character(state: GameState, c: str, rule: Rule) -> Verdict | None:
    if c not in state.characters:
        return refuse(rule, R.NO_SUCH_CHARACTER, repr(c))
    if state.life_card_of(c) is None:
        return refuse(rule, R.NOT_IN_ROW, state.characters[c].name)
    return None


# -- applying ------------------------------------------------------------------------------------
def attempt(state: GameState, move: Move) -> tuple[Verdict, GameState, Events]:
    """Check ``move`` once and, if legal, apply it for the active family."""
    verdict = check(state, move)
    if not verdict.ok:
        return verdict, state, ()
    assert state.active is not None
    new, event = RULES[type(move)][1](state, state.active, move)
    return verdict, new.logged(state, LogEntry(state.round, event.rule, event)), (event,)


def apply(state: GameState, move: Move) -> tuple[GameState, Events]:
    """Apply a legal move for the active family; raise ``IllegalMove`` if not."""
    verdict, new, events = attempt(state, move)
    if not verdict.ok:
        raise IllegalMove(verdict)
    return new, events


Applied = tuple[GameState, Event]


def _made(state: GameState, me: str, rule: Rule, move: Move, character: str = "", **where: Any) -> Event:
    return Event(EventKind.MOVE_MADE, rule, MoveMade(state.name(me), move, character), family=me, **where)


def _apply_m1(state: GameState, me: str, move: CaptainMarker) -> Applied:
    fam = state.family(me)
    ev = _made(state, me, Rule.M1, move, piece=places.captain_marker(me), from_=places.prestige(fam.prestige),
               to=places.prestige(move.to))
    return state.with_family(me, prestige=move.to), ev


def _apply_m2(state: GameState, me: str, move: BishopMarker) -> Applied:
    fam = state.family(me)
    ev = _made(state, me, Rule.M2, move, piece=places.bishop_marker(me), from_=places.church(fam.church),
               to=places.church(move.to))
    return state.with_family(me, church=move.to), ev


def _apply_m3(state: GameState, me: str, move: KinsmanToPredicatore) -> Applied:
    ev = _made(state, me, Rule.M3, move, piece=places.kinsman(me), from_=places.pool(me),
               to=places.predicatore(move.space))
    slots = _set_slot(state, move.space, KinsmanOn(me))
    return state.evolve(predicatore=slots).with_family(me, pool=state.family(me).pool - 1), ev


def _apply_m4(state: GameState, me: str, move: KinsmanToBishopCard) -> Applied:
    ev = _made(state, me, Rule.M4, move, piece=places.kinsman(me), from_=places.pool(me), to=BISHOP_CARD)
    return state.evolve(bishop_card=state.bishop_card + (me,)).with_family(me, pool=state.family(me).pool - 1), ev


def _apply_m5(state: GameState, me: str, move: KinsmanToPool) -> Applied:
    source = move.source
    ev = _made(state, me, Rule.M5, move, piece=places.kinsman(me, source), from_=source, to=places.pool(me))
    if isinstance(source, BishopCardSpot):
        card = list(state.bishop_card)
        card.remove(me)
        state = state.evolve(bishop_card=tuple(card))
    else:
        state = state.evolve(predicatore=_set_slot(state, source.space, None))
    return state.with_family(me, pool=state.family(me).pool + 1), ev


def _apply_m6(state: GameState, me: str, move: PreacherToPredicatore) -> Applied:
    c = move.character
    life = state.life_card_of(c)
    assert life is not None
    ev = _made(state, me, Rule.M6, move, state.characters[c].name, piece=places.tile(c), from_=places.life(life),
               to=places.predicatore(move.space))
    return state.evolve(predicatore=_set_slot(state, move.space, PreacherOn(c))), ev


def _apply_m7(state: GameState, me: str, move: Detain) -> Applied:
    c = move.character
    life = state.life_card_of(c)
    assert life is not None
    ev = _made(state, me, Rule.M7, move, state.characters[c].name, piece=places.tile(c), from_=places.life(life),
               to=CAPTAIN_CARD)
    return state.evolve(detained=c), ev


def _apply_m8(state: GameState, me: str, move: UseMuse) -> Applied:
    ev = _made(state, me, Rule.M8, move, piece=MUSE, from_=MuseSide(Muse.AVAILABLE), to=MuseSide(Muse.USED))
    return state.evolve(muse=Muse.USED), ev


def _apply_m9(state: GameState, me: str, move: FlipCard) -> Applied:
    c = move.character
    old = state.characters[c].side
    ev = _made(state, me, Rule.M9, move, state.characters[c].name, piece=places.card(c), from_=CardSideUp(old),
               to=CardSideUp(old.flipped()))
    return state.with_character(c, side=old.flipped()), ev


def _apply_m10(state: GameState, me: str, move: SetCounts) -> Applied:
    ev = _made(state, me, Rule.M10, move, piece=CountsPiece(me))
    return state.with_family(me, resources=move.resources, fiorini=move.fiorini), ev


def _set_slot(state: GameState, space: int, occ: Occupant | None) -> tuple[Occupant | None, ...]:
    slots = list(state.predicatore)
    slots[space - 1] = occ
    return tuple(slots)


# Every move type: its check and its apply.
RULES: dict[type, tuple[Callable[[GameState, str, Any], Verdict], Callable[[GameState, str, Any], Applied]]] = {
    CaptainMarker: (_check_m1, _apply_m1),
    BishopMarker: (_check_m2, _apply_m2),
    KinsmanToPredicatore: (_check_m3, _apply_m3),
    KinsmanToBishopCard: (_check_m4, _apply_m4),
    KinsmanToPool: (_check_m5, _apply_m5),
    PreacherToPredicatore: (_check_m6, _apply_m6),
    Detain: (_check_m7, _apply_m7),
    UseMuse: (_check_m8, _apply_m8),
    FlipCard: (_check_m9, _apply_m9),
    SetCounts: (_check_m10, _apply_m10),
    EndTurn: (_always, end_turn),
    Pass: (_always, end_turn),
}
