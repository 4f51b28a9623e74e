"""A broken invariant is data: its kind (``Broken``) and typed arguments
(``Violation``), made only when a check fails, and put into words when it
is read (``wording.render``, in English what ``florenza-engine simulate``
prints, or in Italian from the same arguments). As ``filereasons`` does for
why a file cannot be read, nothing above the engine takes a sentence apart
to learn what broke.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Broken(Enum):
    """What an invariant found broken (``invariants.py``)."""

    # the position (``violations``)
    TURN_ORDER = "turn_order"
    KINSMEN_SUM = "kinsmen_sum"
    PRESTIGE_BELOW_ZERO = "prestige_below_zero"
    CHURCH_OUTSIDE = "church_outside"
    COUNT_BELOW_ZERO = "count_below_zero"
    UNKNOWN_TOKEN = "unknown_token"
    ONE_PLACE = "one_place"
    BEYOND_ROUNDS = "beyond_rounds"
    NOT_A_PREACHER = "not_a_preacher"
    UNKNOWN_KINSMAN = "unknown_kinsman"
    SPACES = "spaces"
    BISHOP_CARD_FULL = "bishop_card_full"
    DETAINED_NOT_IN_ROW = "detained_not_in_row"
    ROUND_OUTSIDE = "round_outside"
    NOT_A_FAMILY = "not_a_family"
    NO_FIRST_PLAYER = "no_first_player"
    ACTIVE_PASSED = "active_passed"
    NO_STANDINGS = "no_standings"
    # the elections (``election_violations``), each of a rule
    WRONG_CAPTAIN = "wrong_captain"
    CAPTAIN_NOT_FIRST = "captain_not_first"
    CAPTAIN_NOT_BANKED = "captain_not_banked"
    CAPTAIN_LOST_TOKENS = "captain_lost_tokens"
    WRONG_BISHOP = "wrong_bishop"
    BISHOP_OUT_OF_PLACE = "bishop_out_of_place"
    BANKED_NOT_CAPTAIN = "banked_not_captain"


RULE_OF: dict[Broken, str] = {
    Broken.WRONG_CAPTAIN: "R7.1",
    Broken.CAPTAIN_NOT_FIRST: "R7.1e",
    Broken.CAPTAIN_NOT_BANKED: "R7.1c",
    Broken.CAPTAIN_LOST_TOKENS: "R7.1c",
    Broken.WRONG_BISHOP: "R7.2",
    Broken.BISHOP_OUT_OF_PLACE: "R7.2f",
    Broken.BANKED_NOT_CAPTAIN: "R7.1d",
}
"""The rule an election postcondition checks (RULES.md), by kind."""

Arg = str | int


@dataclass(frozen=True, slots=True)
class Violation:
    """A broken invariant: its kind and its arguments (a family's or a
    character's id, a number of the board), and where it is (``at``): the
    JSON path of the field it is about in a saved game, written by the check
    that found it (``families[].pool``: that field of the family it names).
    Two violations are the same whatever their place."""

    kind: Broken
    args: tuple[tuple[str, Arg], ...] = ()
    at: str = field(default="", compare=False)

    @property
    def rule(self) -> str | None:
        """The rule id it breaks, for an election postcondition."""
        return RULE_OF.get(self.kind)

    def get(self, name: str) -> Arg:
        return next(v for k, v in self.args if k == name)


def broken(kind: Broken, /, at: str = "", **args: Arg) -> Violation:
    """A violation of ``kind`` at the JSON path ``at`` (made only when a check fails)."""
    return Violation(kind, tuple(args.items()), at)
