"""The engine's vocabulary: enums for every side, kind, phase and seat.

Strings appear only at the file boundary (saves.py); inside the engine these
enums are used, so a typo is a type error rather than a silent bug.
"""

from __future__ import annotations

from enum import Enum

# Each enum below hashes its members by identity (``__hash__ = object.__hash__``):
# a member is equal only to itself, so ``==`` and ``hash`` stay in step.
_IDENTITY_HASH = object.__hash__


class Seat(Enum):
    __hash__ = _IDENTITY_HASH
    HUMAN = "human"
    GHOST = "ghost"


class Kind(Enum):
    __hash__ = _IDENTITY_HASH
    ARTIST = "artist"
    PREACHER = "preacher"


class CardSide(Enum):
    __hash__ = _IDENTITY_HASH
    NEW = "new"
    REGULAR = "regular"

    def flipped(self) -> CardSide:
        return CardSide.REGULAR if self is CardSide.NEW else CardSide.NEW


class FirstPlayerSide(Enum):
    __hash__ = _IDENTITY_HASH
    FIRST_PLAYER = "first_player"
    CAPTAIN = "captain"


class Muse(Enum):
    __hash__ = _IDENTITY_HASH
    AVAILABLE = "available"
    USED = "used"


class Phase(Enum):
    __hash__ = _IDENTITY_HASH
    ACTIONS = "actions"
    GAME_OVER = "game_over"


class Difficulty(Enum):
    __hash__ = _IDENTITY_HASH
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


class LifeCard(Enum):
    """The six Life in Florenza cards; the value is the card's index 1..6."""

    __hash__ = _IDENTITY_HASH
    I = 1  # noqa: E741 - the card's printed numeral
    II = 2
    III = 3
    IV = 4
    V = 5
    VI = 6

    @classmethod
    def for_rounds(cls, rounds: int) -> LifeCard:
        """The card a newly drawn character goes under (R8.7): its rounds."""
        if not 1 <= rounds <= len(LIFE_CARDS):
            raise ValueError(f"{rounds!r} is not a valid LifeCard")
        return LIFE_CARDS[rounds - 1]


LIFE_CARDS: tuple[LifeCard, ...] = tuple(LifeCard)
"""The Life cards in the row's order, I to VI, card ``n`` at index ``n - 1``
(a tuple: the engine's loops over the row read it, not the enum, whose
iteration and calls go through ``EnumType``'s Python code)."""
