"""What a lesson may ask a learner before a step shows it (``lessons.predict``
reads the answers off the end of round; a scenario names which to ask)."""

from __future__ import annotations

from enum import Enum


class Ask(Enum):
    """What a question asks."""

    CAPTAIN = "captain"  # R7.1: which family, or nobody
    BISHOP = "bishop"  # R7.2: which family, or nobody
    CARDINAL = "cardinal"  # R7.3: which family, or nobody
    TURN_ORDER = "turn_order"  # R7.1e–R7.5: the order for the next round, first to play first
    LEAVING = "leaving"  # R8.5: which characters leave the game
    CARD_MOVES = "card_moves"  # R8.6: under which Life card each card ends
    DRAW_UNDER = "draw_under"  # R8.7: under which Life card each drawn tile goes
    GHOST_MOVES = "ghost_moves"  # G2–G4: where the Ghost's Captain marker, Bishop marker and Kinsman end
    WINNER = "winner"  # R9.2, R9.3: who wins, and on what
