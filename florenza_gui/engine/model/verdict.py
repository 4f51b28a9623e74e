"""Whether a move may be made: a ``Verdict``, and for a refusal its rule and
a typed reason (``Refusal``) that ``wording.render`` puts into words in any
language."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from .asks import Ask
from .ruleids import Rule


class RefusalKind(Enum):
    GAME_OVER = "game_over"
    ALL_PASSED = "all_passed"
    BELOW_ZERO = "below_zero"
    PRESTIGE_RANGE = "prestige_range"
    COUNTS_RANGE = "counts_range"
    CHURCH_RANGE = "church_range"
    POOL_EMPTY = "pool_empty"
    NO_BISHOP = "no_bishop"
    CARD_FULL = "card_full"
    NOT_ON_CARD = "not_on_card"
    NOT_ON_SPACE = "not_on_space"
    ARTIST = "artist"
    TILE_AWAY = "tile_away"
    NOT_CAPTAIN = "not_captain"
    ALREADY_DETAINED = "already_detained"
    MUSE_USED = "muse_used"
    NEGATIVE_COUNTS = "negative_counts"
    NOT_A_MOVE = "not_a_move"
    NO_SUCH_SPACE = "no_such_space"
    SPACE_TAKEN = "space_taken"
    NO_SUCH_CHARACTER = "no_such_character"
    NOT_IN_ROW = "not_in_row"
    WRONG_LIFE_CARD = "wrong_life_card"
    NOT_YOUR_TURN = "not_your_turn"
    CANNOT_GO = "cannot_go"
    # a piece dropped where no move of its kind goes: the rule of its moves says where it does
    CAPTAIN_MARKER_GOES = "captain_marker_goes"
    BISHOP_MARKER_GOES = "bishop_marker_goes"
    KINSMAN_GOES = "kinsman_goes"
    KINSMAN_GOES_HOME = "kinsman_goes_home"  # (one on a Predicatore space or the Bishop card: M5)
    TILE_GOES = "tile_goes"
    ROUND_ENDING = "round_ending"
    NOT_A_PLACE = "not_a_place"
    # M1, M2, M10: a family sets its own markers and counts, and no other family's
    NOT_OWN_CAPTAIN_MARKER = "not_own_captain_marker"
    NOT_OWN_BISHOP_MARKER = "not_own_bishop_marker"
    NOT_OWN_COUNTS = "not_own_counts"
    # what no move sets: only the rule named changes it
    TOKENS_BANKED = "tokens_banked"
    POOL_ON_BOARD = "pool_on_board"
    OFFICES_ELECTED = "offices_elected"
    CARDINAL_REELECTED = "cardinal_reelected"
    SEAT_AT_SETUP = "seat_at_setup"
    # the window's gate (the session): input that may not change the game now
    COVERED = "covered"
    STEP_SHOWING = "step_showing"
    EDITOR_OPEN = "editor_open"
    EDITOR_CLOSED = "editor_closed"
    FINISH_ROUND = "finish_round"
    REVIEWING = "reviewing"  # an end of round already played is under review: nothing changes the game
    QUESTION_WAITS = "question_waits"  # Predict mode: a question waits, answered with the pieces it names

    # A kind is its own single member, equal only to itself, so it is hashed by
    # identity (``==`` and ``hash`` stay in step).
    __hash__ = object.__hash__


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a move is refused: ``name`` is a family's or character's name (or
    an unknown id, quoted), ``number`` the number the sentence needs,
    ``cards`` the right and the wrong Life card for R8.7 (their numerals),
    and ``asked`` the kind of question waiting (its pieces are named)."""

    kind: RefusalKind
    name: str = ""
    number: int = 0
    cards: tuple[str, str] = ("", "")
    asked: Ask | None = None


@dataclass(frozen=True, slots=True)
class Verdict:
    """Legal, or refused by ``rule`` for ``refusal``. Ask ``.ok``: a verdict
    is not a truth value (``if verdict`` raises), so a refusal can never pass
    for a success by accident."""

    ok: bool
    rule: Rule | str = ""
    refusal: Refusal | None = None

    def __bool__(self) -> bool:
        raise TypeError("ask Verdict.ok: a refused verdict is an object, not a false value")


LEGAL = Verdict(True)


@lru_cache(maxsize=1024)
def refuse(rule: Rule, kind: RefusalKind, name: str = "", number: int = 0) -> Verdict:
    """A refusal. Verdicts are immutable values, so the same refusal is the
    same object, kept (bounded: a name may come from a file or a user)."""
    return Verdict(False, rule, Refusal(kind, name, number))
