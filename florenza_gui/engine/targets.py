"""Where a piece may go: ``legal_targets(state, piece)`` (RULES.md §6).

A view highlights these when a drag starts; ``move_for(piece, target)`` turns
a drop into the move the engine then checks, so a drop and a legal target can
never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from .boarddata import standard_board
from .moves import (
    LEGAL,
    BishopMarker,
    CaptainMarker,
    Detain,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    PreacherToPredicatore,
    Verdict,
    check,
)
from .state import GameState
from .types import LifeCard


# -- pieces a player can pick up ------------------------------------------------
@dataclass(frozen=True, slots=True)
class CaptainMarkerPiece:
    family: str


@dataclass(frozen=True, slots=True)
class BishopMarkerPiece:
    family: str


@dataclass(frozen=True, slots=True)
class KinsmanPiece:
    """A Kinsman in its pool (``at`` None), on a space (1..4) or on the
    Bishop card (``at`` 0)."""

    family: str
    at: int | None = None


@dataclass(frozen=True, slots=True)
class TilePiece:
    """A character's tile, picked up from its card."""

    character: str


Piece = CaptainMarkerPiece | BishopMarkerPiece | KinsmanPiece | TilePiece

BISHOP_CARD_SLOT = 0


# -- where they can go ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PrestigeSpace:
    position: int


@dataclass(frozen=True, slots=True)
class ChurchSpace:
    space: int


@dataclass(frozen=True, slots=True)
class PredicatoreSpace:
    space: int


@dataclass(frozen=True, slots=True)
class BishopCardSpot:
    pass


@dataclass(frozen=True, slots=True)
class Pool:
    family: str


@dataclass(frozen=True, slots=True)
class CaptainCard:
    pass


@dataclass(frozen=True, slots=True)
class LifeCardSpot:
    """Under a Life in Florenza card: where a drawn character's card goes."""

    card: LifeCard


Target = PrestigeSpace | ChurchSpace | PredicatoreSpace | BishopCardSpot | Pool | CaptainCard | LifeCardSpot


def move_for(piece: Piece, target: Target) -> Move | None:
    """The move a drop of ``piece`` on ``target`` means, or None if none."""
    match piece, target:
        case CaptainMarkerPiece(), PrestigeSpace(position=p):
            return CaptainMarker(p)
        case BishopMarkerPiece(), ChurchSpace(space=s):
            return BishopMarker(s)
        case KinsmanPiece(at=None), PredicatoreSpace(space=s):
            return KinsmanToPredicatore(s)
        case KinsmanPiece(at=None), BishopCardSpot():
            return KinsmanToBishopCard()
        case KinsmanPiece(family=f, at=at), Pool(family=g) if at is not None and f == g:
            return KinsmanToPool(None if at == BISHOP_CARD_SLOT else at)
        case TilePiece(character=c), PredicatoreSpace(space=s):
            return PreacherToPredicatore(c, s)
        case TilePiece(character=c), CaptainCard():
            return Detain(c)
    return None


def candidate_targets(state: GameState, piece: Piece) -> tuple[Target, ...]:
    board = standard_board()
    spaces: tuple[Target, ...] = tuple(PredicatoreSpace(s) for s in range(1, board.spaces + 1))
    match piece:
        case CaptainMarkerPiece(family=f):
            lap = board.board.prestige_track.last_printed + 1
            top = max(lap, state.family(f).prestige + lap) if state.has_family(f) else lap
            return tuple(PrestigeSpace(p) for p in range(top))
        case BishopMarkerPiece():
            return tuple(ChurchSpace(s) for s in range(board.church_max + 1))
        case KinsmanPiece(family=f, at=None):
            return spaces + (BishopCardSpot(),)
        case KinsmanPiece(family=f):
            return (Pool(f),)
        case TilePiece():
            return spaces + (CaptainCard(),)
    return ()


def legal_targets(state: GameState, piece: Piece) -> frozenset[Target]:
    """Every target the active family may drop ``piece`` on right now."""
    owner = getattr(piece, "family", None)
    if owner is not None and owner != state.active:
        return frozenset()
    result = set()
    for target in candidate_targets(state, piece):
        move = move_for(piece, target)
        if move is not None and check(state, move).ok:
            result.add(target)
    return frozenset(result)


def check_draw_placement(state: GameState, character: str, card: LifeCard) -> Verdict:
    """R8.7 (played by hand in the demo): a drawn character's card goes under
    the Life card matching its rounds, and under no other."""
    ch = state.characters.get(character)
    if ch is None:
        return Verdict(False, "R8.7", f"there is no character called {character!r} in this game")
    right = LifeCard.for_rounds(ch.rounds)
    if card is right:
        return LEGAL
    return Verdict(False, "R8.7", f"{ch.name} stays {ch.rounds} round{'s' if ch.rounds != 1 else ''}, "
                   f"so his card goes under Life card {right.name}, not {card.name}")


def check_drop(state: GameState, piece: Piece, target: Target) -> tuple[Move | None, str, str]:
    """For a refused drop: the move (if any), the rule and the reason."""
    owner = getattr(piece, "family", None)
    if owner is not None and owner != state.active:
        who = state.name(state.active) if state.active else "nobody"
        return None, "D10", f"it is {who}'s turn; only the active family moves its own pieces"
    move = move_for(piece, target)
    if move is None:
        return None, "D10", "that piece cannot go there"
    verdict = check(state, move)
    return move, verdict.rule, verdict.reason
