"""The invariants every state keeps; checked after every step of the random
games in the tests and by ``florenza-engine simulate``."""

from __future__ import annotations

from functools import cache

from .boarddata import standard_board
from .state import GameState, KinsmanOn, PreacherOn
from .types import Kind, Phase


@cache
def _board_numbers() -> tuple[int, int, frozenset[int], int, int, int]:
    """The board's top Church space, Kinsmen per family, token values,
    Predicatore spaces, Bishop card capacity and last round, read once:
    ``violations`` runs after every step of the random games."""
    board = standard_board()
    return (board.church_max, board.kinsmen, frozenset(board.board.tokens.denominations), board.spaces,
            board.bishop_card_capacity, board.last_round)


def violations(state: GameState, at_rest: bool = True) -> list[str]:
    """Every broken invariant, as a sentence (empty when all hold).

    ``at_rest`` is False for the states between the steps of an end of
    round, where the First Player card may be in nobody's hands (D3 until
    R7.5) and a finished game has no standings yet (R8.1 until R9.2)."""
    church_max, kinsmen, denominations, spaces, capacity, last_round = _board_numbers()
    out: list[str] = []
    ids = [f.id for f in state.families]
    if sorted(state.turn_order) != sorted(ids) or len(set(ids)) != len(ids):
        out.append("the turn order is not a permutation of the families")
    # Kinsmen on spaces and on the Bishop card, counted once for every family
    # (``state.kinsmen_on_board`` per family would scan the board each time).
    on_board: dict[str, int] = {}
    for owner in [o.family for o in state.predicatore if isinstance(o, KinsmanOn)] + list(state.bishop_card):
        on_board[owner] = on_board.get(owner, 0) + 1
    for f in state.families:
        if f.prestige < 0:
            out.append(f"{f.id}: prestige below 0")
        if not 0 <= f.church <= church_max:
            out.append(f"{f.id}: church outside 0..{church_max}")
        if f.pool < 0 or f.pool + on_board.get(f.id, 0) != kinsmen:
            out.append(f"{f.id}: Kinsmen do not add up to {kinsmen}")
        if f.resources < 0 or f.fiorini < 0 or f.cardinal < 0:
            out.append(f"{f.id}: a count below 0")
        if not denominations.issuperset(f.tokens):
            out.append(f"{f.id}: a token of an unknown value")
    in_row = [c for ids_ in state.row for c in ids_]
    unique = {*in_row, *state.bag, *state.out_of_game}
    # No repeats and no character missing or unknown: exactly one place each.
    if len(unique) != len(in_row) + len(state.bag) + len(state.out_of_game) or unique != state.characters.keys():
        out.append("a character is not in exactly one place")
    characters = state.characters
    for i, ids_ in enumerate(state.row):
        for c in ids_:
            if characters[c].rounds <= i:
                out.append(f"{c} is under a Life card beyond its rounds")
    for occ in state.predicatore:
        if isinstance(occ, PreacherOn):
            ch = state.characters.get(occ.character)
            if ch is None or ch.kind is not Kind.PREACHER or state.life_card_of(occ.character) is None:
                out.append(f"{occ.character} preaches without being a Preacher in the row")
        if isinstance(occ, KinsmanOn) and not state.has_family(occ.family):
            out.append("a Kinsman of an unknown family on a Predicatore space")
    if len(state.predicatore) != spaces:
        out.append("there must be exactly 4 Predicatore spaces")
    if len(state.bishop_card) > capacity:
        out.append("too many Kinsmen on the Bishop card")
    if state.detained is not None and state.life_card_of(state.detained) is None:
        out.append("the detained character is not in the row")
    if not 1 <= state.round <= last_round:
        out.append("the round is outside 1..7")
    for office in (state.captain, state.bishop, state.active, state.first_player_card.holder):
        if office is not None and not state.has_family(office):
            out.append(f"{office} is not a family of this game")
    if at_rest and state.first_player_card.holder is None:
        out.append("nobody holds the First Player card")
    if state.phase is Phase.ACTIONS and state.active is not None and state.family(state.active).passed:
        out.append("the active family has passed")
    if at_rest and state.phase is Phase.GAME_OVER and state.standings is None:
        out.append("a finished game has no standings")
    return out


def election_violations(before: GameState, after: GameState) -> list[str]:
    """Postconditions of Phase 7 (R7.1–R7.4), given the state when the round
    ended and the state after the whole end of round."""
    out: list[str] = []
    # R9.1 spends every token after round 7, so banking is checked only while the game goes on.
    banking = after.phase is not Phase.GAME_OVER
    top = max(f.prestige for f in before.families)
    leaders = [f.id for f in before.families if f.prestige == top]
    expected_captain = leaders[0] if len(leaders) == 1 else None
    if after.captain != expected_captain:
        out.append("R7.1: the wrong Captain")
    if expected_captain is not None and after.turn_order[0] != expected_captain:
        out.append("R7.1e: the Captain does not play first")
    if expected_captain is not None and banking:
        gained = len(after.family(expected_captain).tokens) - len(before.family(expected_captain).tokens)
        if sum(after.family(expected_captain).tokens) - sum(before.family(expected_captain).tokens) != top:
            out.append("R7.1c: the Captain did not bank its position")
        if gained < 0:
            out.append("R7.1c: the Captain lost tokens")
    ctop = max(f.church for f in before.families)
    cleaders = [f.id for f in before.families if f.church == ctop]
    expected_bishop = cleaders[0] if len(cleaders) == 1 and ctop >= 3 else None
    if after.bishop != expected_bishop:
        out.append("R7.2: the wrong Bishop")
    if expected_bishop is not None and expected_bishop != expected_captain:
        pos = 1 if expected_captain is None else 2
        if after.turn_order[pos - 1] != expected_bishop:
            out.append("R7.2f: the Bishop is not where it belongs in the order")
    for f in before.families:
        if banking and f.id not in (expected_captain, expected_bishop) and after.family(f.id).tokens != f.tokens:
            out.append(f"R7.1d: {f.id} banked tokens without being Captain")
    return out
