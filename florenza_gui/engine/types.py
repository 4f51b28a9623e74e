"""The engine's vocabulary: enums for every side, kind, phase and seat.

Strings appear only at the file boundary (saves.py); inside the engine these
enums are used, so a typo is a type error rather than a silent bug.
"""

from __future__ import annotations

from enum import Enum


class Seat(Enum):
    HUMAN = "human"
    GHOST = "ghost"


class Kind(Enum):
    ARTIST = "artist"
    PREACHER = "preacher"


class CardSide(Enum):
    NEW = "new"
    REGULAR = "regular"

    def flipped(self) -> CardSide:
        return CardSide.REGULAR if self is CardSide.NEW else CardSide.NEW


class FirstPlayerSide(Enum):
    FIRST_PLAYER = "first_player"
    CAPTAIN = "captain"


class Muse(Enum):
    AVAILABLE = "available"
    USED = "used"


class Phase(Enum):
    ACTIONS = "actions"
    GAME_OVER = "game_over"


class Difficulty(Enum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


class LifeCard(Enum):
    """The six Life in Florenza cards; the value is the card's index 1..6."""

    I = 1  # noqa: E741 - the card's printed numeral
    II = 2
    III = 3
    IV = 4
    V = 5
    VI = 6

    @classmethod
    def for_rounds(cls, rounds: int) -> LifeCard:
        """The card a newly drawn character goes under (R8.7): its rounds."""
        return cls(rounds)

    def below(self) -> LifeCard:
        return LifeCard(self.value - 1)
