"""The postconditions of Phase 7 (R7.1–R7.4): who should have been elected,
from the state when the round ended, checked against the state after the
whole end of round; ``simulate`` checks them once a round."""

from __future__ import annotations

from ..model.boarddata import board_numbers
from ..model.state import Family, GameState
from ..model.types import Phase
from ..model.violation import Broken, Violation, broken


def _sole_leaders(families: tuple[Family, ...]) -> tuple[str | None, int, str | None, int]:
    """The family alone at the top of the Prestige track (None: a tie) and
    that top; the same for the Church track."""
    first = families[0]  # (no game has no family; ``max`` of none would raise as well)
    captain: str | None = first.id
    bishop: str | None = first.id
    top, ctop = first.prestige, first.church
    for f in families[1:]:
        prestige, church = f.prestige, f.church
        if prestige > top:
            captain, top = f.id, prestige
        elif prestige == top:
            captain = None
        if church > ctop:
            bishop, ctop = f.id, church
        elif church == ctop:
            bishop = None
    return captain, top, bishop, ctop


def election_violations(before: GameState, after: GameState) -> list[Violation]:
    """Postconditions of Phase 7 (R7.1–R7.4), given the state when the round
    ended and the state after the whole end of round."""
    return elected_violations(before.families, after)


def elected_violations(families: tuple[Family, ...], after: GameState) -> list[Violation]:
    """``election_violations`` from the families as they were when the round
    ended (all it reads of that state: a game played on a working copy keeps
    them, not a snapshot of the state)."""
    out: list[Violation] = []
    # R9.1 spends every token after round 7, so banking is checked only while the game goes on.
    banking = after.phase is not Phase.GAME_OVER
    now, index = after.families, after._index
    expected_captain, top, leader, ctop = _sole_leaders(families)
    if after.captain != expected_captain:
        out.append(broken(Broken.WRONG_CAPTAIN))
    if expected_captain is not None and after.turn_order[0] != expected_captain:
        out.append(broken(Broken.CAPTAIN_NOT_FIRST))
    if expected_captain is not None and banking:
        was = {f.id: f.tokens for f in families}[expected_captain]  # (the last of an id, as an index has it)
        is_ = now[index[expected_captain]].tokens
        if sum(is_) - sum(was) != top:
            out.append(broken(Broken.CAPTAIN_NOT_BANKED))
        if len(is_) < len(was):
            out.append(broken(Broken.CAPTAIN_LOST_TOKENS))
    expected_bishop = leader if ctop >= board_numbers().bishop_minimum else None
    if after.bishop != expected_bishop:
        out.append(broken(Broken.WRONG_BISHOP))
    if expected_bishop is not None and expected_bishop != expected_captain:
        pos = 1 if expected_captain is None else 2
        if after.turn_order[pos - 1] != expected_bishop:
            out.append(broken(Broken.BISHOP_OUT_OF_PLACE))
    if banking:
        for f in families:
            if f.id != expected_captain and f.id != expected_bishop and now[index[f.id]].tokens != f.tokens:
                out.append(broken(Broken.BANKED_NOT_CAPTAIN, family=f.id))
    return out
