"""The action phase: moves M1–M10, end turn and pass (D10, RULES.md §6).

``check(state, move)`` returns a ``Verdict``: legal, or refused with the rule
id and a typed reason. ``attempt(state, move)`` checks once and, if legal,
applies; ``apply`` does the same but raises ``IllegalMove`` for a refusal.
There is no unchecked public way to change a state.

Every move type has its own check, the event it reports and its change
(``RULES`` below), so a rule's code sits in one function of each kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from . import places
from .boarddata import board_numbers
from .events import Event, EventKind, Events, MoveMade, new_record
from .limits import MAX_COUNT, MOVE_PRESTIGE_MAX
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
    AnyPiece,
    BishopCardSpot,
    CardSideUp,
    CountsPiece,
    MuseSide,
    Place,
)
from .rules import M1, M2, M3, M4, M5, M6, M7, M8, M9, M10, Rule
from .state import Family, FamilyChanges, GameState, KinsmanOn, Occupant, kinsman_on, preacher_on
from .turns import may_move, turn_change, turn_event
from .types import CardSide, FirstPlayerSide, Kind, Muse, Phase
from .verdict import LEGAL, RefusalKind, Verdict, refuse

if TYPE_CHECKING:
    from .draft import Draft  # (the end of a round's machinery is imported when first needed)

__all__ = [
    "BishopMarker", "CaptainMarker", "Detain", "EndTurn", "FlipCard", "KinsmanToBishopCard", "KinsmanToPool",
    "KinsmanToPredicatore", "Move", "Pass", "PreacherToPredicatore", "SetCounts", "UseMuse", "Verdict", "LEGAL",
    "IllegalMove", "check", "apply", "attempt",
]

class R:
    """The refusal kinds these checks name, as a plain class's attributes:
    reading a member off an Enum class takes ``EnumType.__getattr__``'s slow
    path (in Python 3.11), and a random game refuses thousands of moves."""

    ALREADY_DETAINED = RefusalKind.ALREADY_DETAINED
    ARTIST = RefusalKind.ARTIST
    BELOW_ZERO = RefusalKind.BELOW_ZERO
    PRESTIGE_RANGE = RefusalKind.PRESTIGE_RANGE
    COUNTS_RANGE = RefusalKind.COUNTS_RANGE
    CARD_FULL = RefusalKind.CARD_FULL
    CHURCH_RANGE = RefusalKind.CHURCH_RANGE
    MUSE_USED = RefusalKind.MUSE_USED
    NEGATIVE_COUNTS = RefusalKind.NEGATIVE_COUNTS
    NOT_A_MOVE = RefusalKind.NOT_A_MOVE
    NOT_CAPTAIN = RefusalKind.NOT_CAPTAIN
    NOT_IN_ROW = RefusalKind.NOT_IN_ROW
    NOT_ON_CARD = RefusalKind.NOT_ON_CARD
    NOT_ON_SPACE = RefusalKind.NOT_ON_SPACE
    NO_BISHOP = RefusalKind.NO_BISHOP
    NO_SUCH_CHARACTER = RefusalKind.NO_SUCH_CHARACTER
    NO_SUCH_SPACE = RefusalKind.NO_SUCH_SPACE
    POOL_EMPTY = RefusalKind.POOL_EMPTY
    SPACE_TAKEN = RefusalKind.SPACE_TAKEN
    TILE_AWAY = RefusalKind.TILE_AWAY


class IllegalMove(ValueError):
    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.message)
        self.verdict = verdict


# -- checking ----------------------------------------------------------------------------------
# The refusals that name nothing, made once: a random game meets them thousands of times.
_BELOW_ZERO = refuse(M1, R.BELOW_ZERO)
_PRESTIGE_RANGE = refuse(M1, R.PRESTIGE_RANGE, "", MOVE_PRESTIGE_MAX)
_COUNTS_RANGE = refuse(M10, R.COUNTS_RANGE, "", MAX_COUNT)
_NO_BISHOP = refuse(M4, R.NO_BISHOP)
_NOT_CAPTAIN = refuse(M7, R.NOT_CAPTAIN)
_MUSE_USED = refuse(M8, R.MUSE_USED)
_NEGATIVE_COUNTS = refuse(M10, R.NEGATIVE_COUNTS)
_NOT_A_MOVE = refuse(Rule.D10, R.NOT_A_MOVE)
_AVAILABLE, _USED, _CAPTAIN_SIDE, _PREACHER = Muse.AVAILABLE, Muse.USED, FirstPlayerSide.CAPTAIN, Kind.PREACHER
_ACTIONS_PHASE = Phase.ACTIONS


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
    return _BELOW_ZERO if move.to < 0 else _PRESTIGE_RANGE  # (beyond: a game no file could hold)


def _check_m2(state: GameState, me: str, move: BishopMarker) -> Verdict:
    top = board_numbers().church_max
    return LEGAL if 0 <= move.to <= top else refuse(M2, R.CHURCH_RANGE, "", top)


def _check_m3(state: GameState, me: str, move: KinsmanToPredicatore) -> Verdict:
    fam = state.families[state._index[me]]  # (``state.family(me)`` without a method's call, here and below)
    if fam.pool == 0:
        return refuse(M3, R.POOL_EMPTY, fam.name)
    return _free_space(state, move.space, M3)


def _check_m4(state: GameState, me: str, move: KinsmanToBishopCard) -> Verdict:
    fam = state.families[state._index[me]]
    capacity = board_numbers().bishop_card_capacity
    if fam.pool == 0:
        return refuse(M4, R.POOL_EMPTY, fam.name)
    if state.bishop is None:
        return _NO_BISHOP
    if len(state.bishop_card) >= capacity:
        return refuse(M4, R.CARD_FULL, "", capacity)
    return LEGAL


def _check_m5(state: GameState, me: str, move: KinsmanToPool) -> Verdict:
    source = move.source
    if isinstance(source, BishopCardSpot):
        return LEGAL if me in state.bishop_card else refuse(M5, R.NOT_ON_CARD, state.name(me))
    space = source.space
    if not _valid_space(space):
        return refuse(M5, R.NOT_ON_SPACE, state.name(me), space)
    there = state.predicatore[space - 1]  # (is it ``KinsmanOn(me)``? asked without making one)
    if not isinstance(there, KinsmanOn) or there.family != me:
        return refuse(M5, R.NOT_ON_SPACE, state.name(me), space)
    return LEGAL


def _check_m6(state: GameState, me: str, move: PreacherToPredicatore) -> Verdict:
    c = move.character
    found = _character(state, c, M6)
    if found is not None:
        return found
    if state.characters[c].kind is not _PREACHER:
        return refuse(M6, R.ARTIST, state.characters[c].name)
    if not state.tile_on_card(c):
        return refuse(M6, R.TILE_AWAY, state.characters[c].name)
    return _free_space(state, move.space, M6)


def _check_m7(state: GameState, me: str, move: Detain) -> Verdict:
    c = move.character
    card = state.first_player_card
    if card.side is not _CAPTAIN_SIDE or card.holder != me:
        return _NOT_CAPTAIN
    if state.detained is not None:
        return refuse(M7, R.ALREADY_DETAINED, state.characters[state.detained].name)
    found = _character(state, c, M7)
    if found is not None:
        return found
    if not state.tile_on_card(c):
        return refuse(M7, R.TILE_AWAY, state.characters[c].name)
    return LEGAL


def _check_m8(state: GameState, me: str, move: UseMuse) -> Verdict:
    return LEGAL if state.muse is _AVAILABLE else _MUSE_USED


def _check_m9(state: GameState, me: str, move: FlipCard) -> Verdict:
    found = _character(state, move.character, M9)
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
        return refuse(rule, R.NO_SUCH_SPACE, "", spaces)
    if state.predicatore[space - 1] is not None:
        return refuse(rule, R.SPACE_TAKEN, "", space)
    return LEGAL


def _character(state: GameState, c: str, rule: Rule) -> Verdict | None:
    if c not in state.characters:
        return refuse(rule, R.NO_SUCH_CHARACTER, repr(c))
    if state.life_card_of(c) is None:
        return refuse(rule, R.NOT_IN_ROW, state.characters[c].name)
    return None


# -- applying ------------------------------------------------------------------------------------
def attempt(state: GameState, move: Move) -> tuple[Verdict, GameState, Events]:
    """Check ``move`` once and, if legal, apply it for the active family
    (one look-up of its rules for both; ``check`` is the same check)."""
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
    return verdict, rules[2](state, me, move).logged(state, event), (event,)


def play_in_place(draft: Draft, moves: Iterable[Move], made_one: Callable[[Move], object] | None = None) -> int:
    """``moves`` for whoever is active, until everyone has passed (D10): each
    checked once and, if legal, made on ``draft`` in place (its log lines
    written when the draft is ``done``); how many were legal. ``attempt``'s
    work without its events or returns: no move changes the phase, so D10's refusals
    are the loop's end. ``moves`` may read the draft as it stands (a
    player's tries); ``made_one``, if given, is shown every legal move once
    it is made (the draft then as that move left it)."""
    if draft.phase is not _ACTIONS_PHASE:
        return 0
    made, rules, legal = draft.moves_made(), RULES, 0
    for move in moves:
        me = draft.active
        if me is None:
            break
        found = rules.get(type(move))
        if found is not None and found[0](draft, me, move).ok:
            found[2](draft, me, move)
            made.append(move)
            legal += 1
            if made_one is not None:
                made_one(move)
    return legal


def apply(state: GameState, move: Move) -> tuple[GameState, Events]:
    """Apply a legal move for the active family; raise ``IllegalMove`` if not."""
    verdict, new, events = attempt(state, move)
    if not verdict.ok:
        raise IllegalMove(verdict)
    return new, events


# Each move type reports one event, made from the state before the move
# (``_made``: its arguments given in order), and makes one change (``_copy``:
# every field it changes at once, a changed family by ``families_with``).
# ``attempt`` does both; ``play_in_place`` only the change, its events made
# again from the moves when its log is read (``draft.Draft.done``).
_MOVE_MADE = EventKind.MOVE_MADE


def _made(state: GameState, me: str, rule: Rule, move: Move, piece: AnyPiece, from_: Place | None = None,
          to: Place | None = None, character: str = "") -> Event:
    # (``Event(...)`` and ``MoveMade(...)`` would be the same values, each
    # made some four times slower by a named tuple's own constructor)
    args = new_record(MoveMade, (state.families[state._index[me]].name, move, character, None))
    return new_record(Event, (_MOVE_MADE, rule, args, me, piece, from_, to, False))


def _event_m1(state: GameState, me: str, move: CaptainMarker) -> Event:
    before = state.families[state._index[me]].prestige
    return _made(state, me, M1, move, places.captain_marker(me), places.prestige(before), places.prestige(move.to))


def _change_m1(state: GameState, me: str, move: CaptainMarker) -> GameState:
    return state._copy({"families": state.families_with(me, {"prestige": move.to})})


def _event_m2(state: GameState, me: str, move: BishopMarker) -> Event:
    before = state.families[state._index[me]].church
    return _made(state, me, M2, move, places.bishop_marker(me), places.church(before), places.church(move.to))


def _change_m2(state: GameState, me: str, move: BishopMarker) -> GameState:
    return state._copy({"families": state.families_with(me, {"church": move.to})})


def _event_m3(state: GameState, me: str, move: KinsmanToPredicatore) -> Event:
    return _made(state, me, M3, move, places.kinsman(me), places.pool(me), places.predicatore(move.space))


def _change_m3(state: GameState, me: str, move: KinsmanToPredicatore) -> GameState:
    return state._copy({"predicatore": _set_slot(state, move.space, kinsman_on(me)),
                        "families": _pool_changed(state, me, -1)})


def _event_m4(state: GameState, me: str, move: KinsmanToBishopCard) -> Event:
    return _made(state, me, M4, move, places.kinsman(me), places.pool(me), BISHOP_CARD)


def _change_m4(state: GameState, me: str, move: KinsmanToBishopCard) -> GameState:
    return state._copy({"bishop_card": state.bishop_card + (me,), "families": _pool_changed(state, me, -1)})


def _event_m5(state: GameState, me: str, move: KinsmanToPool) -> Event:
    source = move.source
    return _made(state, me, M5, move, places.kinsman(me, source), source, places.pool(me))


def _change_m5(state: GameState, me: str, move: KinsmanToPool) -> GameState:
    source = move.source
    families = _pool_changed(state, me, +1)
    if isinstance(source, BishopCardSpot):
        card = list(state.bishop_card)
        card.remove(me)
        return state._copy({"bishop_card": tuple(card), "families": families})
    return state._copy({"predicatore": _set_slot(state, source.space, None), "families": families})


def _event_m6(state: GameState, me: str, move: PreacherToPredicatore) -> Event:
    c = move.character
    life = state.life_card_of(c)
    assert life is not None
    return _made(state, me, M6, move, places.tile(c), places.life(life), places.predicatore(move.space),
                 state.characters[c].name)


def _change_m6(state: GameState, me: str, move: PreacherToPredicatore) -> GameState:
    return state._copy({"predicatore": _set_slot(state, move.space, preacher_on(move.character))})


def _event_m7(state: GameState, me: str, move: Detain) -> Event:
    c = move.character
    life = state.life_card_of(c)
    assert life is not None
    return _made(state, me, M7, move, places.tile(c), places.life(life), CAPTAIN_CARD, state.characters[c].name)


def _change_m7(state: GameState, me: str, move: Detain) -> GameState:
    return state._copy({"detained": move.character})


def _event_m8(state: GameState, me: str, move: UseMuse) -> Event:
    return _made(state, me, M8, move, MUSE, _MUSE_AVAILABLE, _MUSE_USED_SIDE)


def _change_m8(state: GameState, me: str, move: UseMuse) -> GameState:
    return state._copy({"muse": _USED})


def _event_m9(state: GameState, me: str, move: FlipCard) -> Event:
    c = move.character
    old = state.characters[c].side
    return _made(state, me, M9, move, places.card(c), _SIDE_UP[old], _SIDE_UP[_FLIPPED[old]], state.characters[c].name)


def _change_m9(state: GameState, me: str, move: FlipCard) -> GameState:
    c = move.character
    return state.with_character(c, side=_FLIPPED[state.characters[c].side])


def _event_m10(state: GameState, me: str, move: SetCounts) -> Event:
    return _made(state, me, M10, move, CountsPiece(me))


def _change_m10(state: GameState, me: str, move: SetCounts) -> GameState:
    changes: FamilyChanges = {"resources": move.resources, "fiorini": move.fiorini}
    return state._copy({"families": state.families_with(me, changes)})


_MUSE_AVAILABLE, _MUSE_USED_SIDE = MuseSide(Muse.AVAILABLE), MuseSide(Muse.USED)
# M9's places and a card's other side, made once (a frozen dataclass is ~5,000 instructions to make)
_SIDE_UP = {side: CardSideUp(side) for side in CardSide}
_FLIPPED = {side: side.flipped() for side in CardSide}


def _pool_changed(state: GameState, me: str, by: int) -> tuple[Family, ...]:
    """The families, with ``me``'s pool ``by`` Kinsmen more (or fewer)."""
    return state.families_with(me, {"pool": state.families[state._index[me]].pool + by})


def _set_slot(state: GameState, space: int, occ: Occupant | None) -> tuple[Occupant | None, ...]:
    slots = list(state.predicatore)
    slots[space - 1] = occ
    return tuple(slots)


# Every move type: its check, the event it reports and its change.
Check = Callable[[GameState, str, Any], Verdict]
Report = Callable[[GameState, str, Any], Event]
Change = Callable[[GameState, str, Any], GameState]
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
