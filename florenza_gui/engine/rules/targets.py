"""Where a piece may go: ``legal_targets(state, piece)`` (RULES.md §6).

A view highlights these when a drag starts; ``move_for(piece, target)`` turns
a drop into the move the engine then checks, so a drop and a legal target can
never disagree.
"""

from __future__ import annotations

from ..model.boarddata import standard_board
from ..model.places import (
    BishopCardSpot,
    BishopMarkerPiece,
    CaptainCard,
    CaptainMarkerPiece,
    ChurchSpace,
    KinsmanPiece,
    LifeCardSpot,
    Piece,
    Pool,
    PredicatoreSpace,
    PrestigeSpace,
    Target,
    TilePiece,
)
from ..model.ruleids import Rule
from ..model.state import GameState
from ..model.types import LifeCard
from ..model.verdict import Refusal, RefusalKind, refuse
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
from .turns import may_move, may_pick_up

__all__ = [
    "BishopCardSpot", "BishopMarkerPiece", "CaptainCard", "CaptainMarkerPiece", "ChurchSpace", "KinsmanPiece",
    "LifeCardSpot", "Piece", "Pool", "PredicatoreSpace", "PrestigeSpace", "Target", "TilePiece",
    "move_for", "candidate_targets", "legal_targets", "check_draw_placement", "check_drop", "stays_put",
    "check_pick_up", "check_drop_off_board", "check_typed_space", "why_stuck",
]


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
            return KinsmanToPool(at)
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
    if may_pick_up(state, piece) is not None:
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
        return refuse(Rule.R8_7, RefusalKind.NO_SUCH_CHARACTER, repr(character))
    right = LifeCard.for_rounds(ch.rounds)
    if card is right:
        return LEGAL
    return Verdict(False, Rule.R8_7, Refusal(RefusalKind.WRONG_LIFE_CARD, ch.name, ch.rounds, (right.name, card.name)))


def check_pick_up(state: GameState, piece: Piece) -> Verdict:
    """Whether ``piece`` may be picked up now: nobody moves once the game is
    over or everyone has passed, and only the active family moves its own
    pieces (D10)."""
    refused = may_move(state)
    if refused is None:
        refused = may_pick_up(state, piece)
    return LEGAL if refused is None else refused


def stays_put(state: GameState, piece: Piece, target: Target) -> bool:
    """Whether ``target`` is where ``piece`` already stands: a drop there is
    no move at all (nothing is logged or undone), and no refusal either."""
    match piece, target:
        case CaptainMarkerPiece(family=f), PrestigeSpace(position=p):
            return state.has_family(f) and state.family(f).prestige == p
        case BishopMarkerPiece(family=f), ChurchSpace(space=s):
            return state.has_family(f) and state.family(f).church == s
        case KinsmanPiece(family=f, at=None), Pool(family=g):
            return f == g
        case KinsmanPiece(at=at), PredicatoreSpace() | BishopCardSpot():
            return at == target
        case TilePiece(character=c), PredicatoreSpace(space=s):
            return state.space_of_preacher(c) == s
        case TilePiece(character=c), CaptainCard():
            return state.detained == c
    return False


def check_drop(state: GameState, piece: Piece, target: Target) -> tuple[Move | None, Verdict]:
    """The move a drop means (if any) and the engine's verdict on it."""
    refused = may_pick_up(state, piece)
    if refused is not None:
        return None, refused
    move = move_for(piece, target)
    if move is None:
        return None, _goes_elsewhere(piece)
    return move, check(state, move)


def _rule_of(piece: Piece) -> Rule:
    """The rule of the moves a piece makes, which says where it may go."""
    match piece:
        case CaptainMarkerPiece():
            return Rule.M1
        case BishopMarkerPiece():
            return Rule.M2
        case KinsmanPiece():
            return Rule.M3
        case TilePiece():
            return Rule.M6
    return Rule.D10


_GOES = {Rule.M1: RefusalKind.CAPTAIN_MARKER_GOES, Rule.M2: RefusalKind.BISHOP_MARKER_GOES,
         Rule.M3: RefusalKind.KINSMAN_GOES, Rule.M6: RefusalKind.TILE_GOES}


def _goes_elsewhere(piece: Piece) -> Verdict:
    """A drop no move of the piece's kind makes: refused by the rule of its moves, which says where it goes
    (a Kinsman on a Predicatore space or on the Bishop card goes back to its pool alone: M5)."""
    if isinstance(piece, KinsmanPiece) and piece.at is not None:
        return refuse(Rule.M5, RefusalKind.KINSMAN_GOES_HOME)
    rule = _rule_of(piece)
    return refuse(rule, _GOES.get(rule, RefusalKind.CANNOT_GO))


def check_drop_off_board(piece: Piece) -> Verdict:
    """``piece`` let go where no place of the board is: refused by the rule
    of its moves (M1, M2, M3, M6), the piece going back where it stood."""
    return refuse(_rule_of(piece), RefusalKind.NOT_A_PLACE)


def check_typed_space(state: GameState, piece: Piece, number: int) -> Verdict:
    """A number typed for ``piece`` that numbers none of the places it may
    go to: the rule of its moves, saying how many Predicatore spaces there
    are where it goes to one (M3, M6), or where it goes."""
    if any(isinstance(t, PredicatoreSpace) for t in candidate_targets(state, piece)):
        return refuse(_rule_of(piece), RefusalKind.NO_SUCH_SPACE, "", standard_board().spaces)
    return _goes_elsewhere(piece)


def why_stuck(state: GameState, piece: Piece) -> tuple[Verdict, ...]:
    """Why ``piece`` may go nowhere now: the refusal of picking it up (D10),
    or the refusal of a drop on each place its moves reach, one for each
    rule and reason (a tile: M6, an Artist does not preach; M7, only the
    Captain detains). Empty when it may go somewhere."""
    refused = check_pick_up(state, piece)
    if not refused.ok:
        return (refused,)
    found: dict[tuple[str, object], Verdict] = {}
    for target in candidate_targets(state, piece):
        _, verdict = check_drop(state, piece, target)
        if verdict.ok and not stays_put(state, piece, target):
            return ()
        if not verdict.ok and verdict.refusal is not None:
            found.setdefault((str(verdict.rule), verdict.refusal.kind), verdict)
    return tuple(found.values())
