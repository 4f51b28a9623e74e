"""The action phase: moves M1–M10, end turn and pass (D10, RULES.md §6).

``check(state, move)`` returns a ``Verdict``: legal, or refused with the rule
id and a sentence a player understands. ``apply(state, move)`` raises
``IllegalMove`` for a refused move, leaving the state (immutable anyway)
untouched. There is no unchecked public way to change a state.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import places
from .boarddata import standard_board
from .events import Event, EventKind, Events
from .state import GameState, KinsmanOn, LogEntry, PreacherOn
from .types import CardSide, FirstPlayerSide, Kind, Muse, Phase


# -- the moves -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CaptainMarker:
    """M1: move own Captain marker to a position."""

    to: int


@dataclass(frozen=True, slots=True)
class BishopMarker:
    """M2: move own Bishop marker to a space."""

    to: int


@dataclass(frozen=True, slots=True)
class KinsmanToPredicatore:
    """M3: own Kinsman from the pool to a Predicatore space (1..4)."""

    space: int


@dataclass(frozen=True, slots=True)
class KinsmanToBishopCard:
    """M4: own Kinsman from the pool to the Bishop card."""


@dataclass(frozen=True, slots=True)
class KinsmanToPool:
    """M5: own Kinsman back to the pool from a space (1..4) or, with
    ``space`` None, from the Bishop card."""

    space: int | None


@dataclass(frozen=True, slots=True)
class PreacherToPredicatore:
    """M6: a Preacher's tile to a Predicatore space."""

    character: str
    space: int


@dataclass(frozen=True, slots=True)
class Detain:
    """M7: the Captain detains an Artist or Preacher."""

    character: str


@dataclass(frozen=True, slots=True)
class UseMuse:
    """M8: use the Muse."""


@dataclass(frozen=True, slots=True)
class FlipCard:
    """M9: turn a character card to its other side."""

    character: str


@dataclass(frozen=True, slots=True)
class SetCounts:
    """M10: set own Resources and Fiorini."""

    resources: int
    fiorini: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """D10: end the turn; the next family that has not passed acts."""


@dataclass(frozen=True, slots=True)
class Pass:
    """D10: pass for the rest of the round."""


Move = (
    CaptainMarker
    | BishopMarker
    | KinsmanToPredicatore
    | KinsmanToBishopCard
    | KinsmanToPool
    | PreacherToPredicatore
    | Detain
    | UseMuse
    | FlipCard
    | SetCounts
    | EndTurn
    | Pass
)


@dataclass(frozen=True, slots=True)
class Verdict:
    ok: bool
    rule: str = ""
    reason: str = ""

    def __bool__(self) -> bool:
        return self.ok

    @property
    def message(self) -> str:
        return f"{self.rule}: {self.reason}" if self.rule else self.reason


LEGAL = Verdict(True)


class IllegalMove(ValueError):
    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.message)
        self.verdict = verdict


def _no(rule: str, reason: str) -> Verdict:
    return Verdict(False, rule, reason)


# -- checking ----------------------------------------------------------------
def check(state: GameState, move: Move) -> Verdict:
    """Whether the active family may make ``move`` now (D10, M1–M10)."""
    if state.phase is not Phase.ACTIONS:
        return _no("R8.1", "the game is over; no more moves can be made")
    if state.active is None:
        return _no("D10", "every family has passed; the round is ending")
    fam = state.family(state.active)
    board = standard_board()
    match move:
        case CaptainMarker(to=to):
            return LEGAL if to >= 0 else _no("M1", "the Prestige track has no space below 0")
        case BishopMarker(to=to):
            top = board.church_max
            return LEGAL if 0 <= to <= top else _no("M2", f"the Church track runs from 0 to {top}")
        case KinsmanToPredicatore(space=space):
            if fam.pool == 0:
                return _no("M3", f"{fam.name} has no Kinsman left in its pool")
            return _free_space(state, space, "M3")
        case KinsmanToBishopCard():
            if fam.pool == 0:
                return _no("M4", f"{fam.name} has no Kinsman left in its pool")
            if state.bishop is None:
                return _no("M4", "nobody holds the Bishop card this round")
            if len(state.bishop_card) >= board.bishop_card_capacity:
                return _no("M4", f"the Bishop card already holds {board.bishop_card_capacity} Kinsmen")
            return LEGAL
        case KinsmanToPool(space=None):
            if fam.id not in state.bishop_card:
                return _no("M5", f"{fam.name} has no Kinsman on the Bishop card")
            return LEGAL
        case KinsmanToPool(space=int() as space):
            if not _valid_space(space) or state.predicatore[space - 1] != KinsmanOn(fam.id):
                return _no("M5", f"{fam.name} has no Kinsman on Predicatore space {space}")
            return LEGAL
        case PreacherToPredicatore(character=c, space=space):
            found = _character(state, c, "M6")
            if found is not None:
                return found
            if state.characters[c].kind is not Kind.PREACHER:
                return _no("M6", f"{state.characters[c].name} is an Artist; only Preachers preach")
            if not state.tile_on_card(c):
                return _no("M6", f"{state.characters[c].name}'s tile is not on his card")
            return _free_space(state, space, "M6")
        case Detain(character=c):
            card = state.first_player_card
            if card.side is not FirstPlayerSide.CAPTAIN or card.holder != fam.id:
                return _no("M7", "only the family holding the Captain card may detain")
            if state.detained is not None:
                return _no("M7", f"{state.characters[state.detained].name} is already detained")
            found = _character(state, c, "M7")
            if found is not None:
                return found
            if not state.tile_on_card(c):
                return _no("M7", f"{state.characters[c].name}'s tile is not on his card")
            return LEGAL
        case UseMuse():
            return LEGAL if state.muse is Muse.AVAILABLE else _no("M8", "the Muse is already used this round")
        case FlipCard(character=c):
            # Not ``... or LEGAL``: a refusing Verdict is falsy (``__bool__``).
            found = _character(state, c, "M9")
            return found if found is not None else LEGAL
        case SetCounts(resources=r, fiorini=f):
            if r < 0 or f < 0:
                return _no("M10", "Resources and Fiorini cannot go below 0")
            return LEGAL
        case EndTurn() | Pass():
            return LEGAL
    return _no("D10", "that is not a move of the action phase")


def _valid_space(space: int) -> bool:
    return 1 <= space <= standard_board().spaces


def _free_space(state: GameState, space: int, rule: str) -> Verdict:
    if not _valid_space(space):
        return _no(rule, f"there are only {standard_board().spaces} Predicatore spaces")
    if state.predicatore[space - 1] is not None:
        return _no(rule, f"Predicatore space {space} is already taken")
    return LEGAL


def _character(state: GameState, c: str, rule: str) -> Verdict | None:
    if c not in state.characters:
        return _no(rule, f"there is no character called {c!r} in this game")
    if state.life_card_of(c) is None:
        return _no(rule, f"{state.characters[c].name} is not in the Life in Florenza row")
    return None


# -- applying ------------------------------------------------------------------
def apply(state: GameState, move: Move) -> tuple[GameState, Events]:
    """Apply a legal move for the active family; raise ``IllegalMove`` if not."""
    verdict = check(state, move)
    if not verdict.ok:
        raise IllegalMove(verdict)
    assert state.active is not None
    new, event = _apply(state, state.active, move)
    return new.with_log(LogEntry(state.round, event.rule, event.text)), (event,)


def _event(state: GameState, rule: str, text: str, **kw: str | None) -> Event:
    kind = EventKind.TURN_PASSED if rule == "D10" else EventKind.MOVE_MADE
    return Event(kind, rule, text, family=state.active, **kw)  # type: ignore[arg-type]


def _apply(state: GameState, me: str, move: Move) -> tuple[GameState, Event]:
    fam = state.family(me)
    n = fam.name
    match move:
        case CaptainMarker(to=to):
            ev = _event(
                state,
                "M1",
                # D13: the public sentence names no position; the owner's own
                # view may read where it put the marker.
                f"{n} moves its Captain marker",
                piece=places.captain_marker(me),
                from_=places.prestige(fam.prestige),
                to=places.prestige(to),
                private_text=f"{n} moves its Captain marker to {to}",
            )
            return state.with_family(me, prestige=to), ev
        case BishopMarker(to=to):
            ev = _event(
                state,
                "M2",
                f"{n} moves its Bishop marker to {to}",
                piece=places.bishop_marker(me),
                from_=places.church(fam.church),
                to=places.church(to),
            )
            return state.with_family(me, church=to), ev
        case KinsmanToPredicatore(space=space):
            slots = _set_slot(state, space, KinsmanOn(me))
            ev = _event(
                state,
                "M3",
                f"{n} puts a Kinsman on Predicatore space {space}",
                piece=places.kinsman(me),
                from_=places.pool(me),
                to=places.predicatore(space),
            )
            return state.evolve(predicatore=slots).with_family(me, pool=fam.pool - 1), ev
        case KinsmanToBishopCard():
            ev = _event(
                state,
                "M4",
                f"{n} puts a Kinsman on the Bishop card",
                piece=places.kinsman(me),
                from_=places.pool(me),
                to="bishop_card",
            )
            return state.evolve(bishop_card=state.bishop_card + (me,)).with_family(me, pool=fam.pool - 1), ev
        case KinsmanToPool(space=None):
            card = list(state.bishop_card)
            card.remove(me)
            ev = _event(
                state,
                "M5",
                f"{n} takes a Kinsman back from the Bishop card",
                piece=places.kinsman(me),
                from_="bishop_card",
                to=places.pool(me),
            )
            return state.evolve(bishop_card=tuple(card)).with_family(me, pool=fam.pool + 1), ev
        case KinsmanToPool(space=space):
            assert space is not None
            ev = _event(
                state,
                "M5",
                f"{n} takes a Kinsman back from Predicatore space {space}",
                piece=places.kinsman(me),
                from_=places.predicatore(space),
                to=places.pool(me),
            )
            return state.evolve(predicatore=_set_slot(state, space, None)).with_family(me, pool=fam.pool + 1), ev
        case PreacherToPredicatore(character=c, space=space):
            life = state.life_card_of(c)
            assert life is not None
            ev = _event(
                state,
                "M6",
                f"{n} sends {state.characters[c].name} to preach on space {space}",
                piece=places.tile(c),
                from_=places.life(life),
                to=places.predicatore(space),
            )
            return state.evolve(predicatore=_set_slot(state, space, PreacherOn(c))), ev
        case Detain(character=c):
            life = state.life_card_of(c)
            assert life is not None
            ev = _event(
                state,
                "M7",
                f"{n}, as Captain, detains {state.characters[c].name}",
                piece=places.tile(c),
                from_=places.life(life),
                to="captain_card",
            )
            return state.evolve(detained=c), ev
        case UseMuse():
            ev = _event(state, "M8", f"{n} uses the Muse", piece="muse", from_="available", to="used")
            return state.evolve(muse=Muse.USED), ev
        case FlipCard(character=c):
            side = state.characters[c].side.flipped()
            label = "New Artist" if side is CardSide.NEW else "regular"
            ev = _event(
                state,
                "M9",
                f"{n} turns {state.characters[c].name}'s card to its {label} side",
                piece=places.card(c),
                from_=state.characters[c].side.value,
                to=side.value,
            )
            return state.with_character(c, side=side), ev
        case SetCounts(resources=r, fiorini=f):
            ev = _event(state, "M10", f"{n} now has {r} Resources and {f} Fiorini", piece=f"counts:{me}")
            return state.with_family(me, resources=r, fiorini=f), ev
        case EndTurn():
            after = _next_active(state, me)
            return state.evolve(active=after), _turn_event(state, f"{n} ends its turn", after)
        case Pass():
            state = state.with_family(me, passed=True)
            after = _next_active(state, me)
            return state.evolve(active=after), _turn_event(state, f"{n} passes for the rest of the round", after)
    raise AssertionError(f"unhandled move {move!r}")


def _turn_event(state: GameState, text: str, after: str | None) -> Event:
    if after is None:
        text += "; everyone has passed, so the round ends"
    else:
        text += f"; {state.name(after)} acts next"
    return _event(state, "D10", text, piece="turn_order", to=places.holder(after) if after else None)


def _set_slot(
    state: GameState, space: int, occ: KinsmanOn | PreacherOn | None
) -> tuple[KinsmanOn | PreacherOn | None, ...]:
    slots = list(state.predicatore)
    slots[space - 1] = occ
    return tuple(slots)


def _next_active(state: GameState, me: str) -> str | None:
    """D10: the next family after ``me`` in turn order that has not passed."""
    order = state.turn_order
    i = order.index(me)
    for step in range(1, len(order) + 1):
        candidate = order[(i + step) % len(order)]
        if not state.family(candidate).passed:
            return candidate
    return None
