"""The rules engine of Florenza Table: pure Python, never imports Qt.

Everything a view or tool needs is exported here: set a game up, check and
apply moves, run the end of a round step by step, score, save and load.
"""

from .boarddata import Board, resource_path, standard_board
from .events import Event, EventKind, Events
from .history import History
from .invariants import election_violations, violations
from .moves import (
    BishopMarker,
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    IllegalMove,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
    Verdict,
    apply,
    check,
)
from .rounds import end_round, end_round_steps
from .scoring import provisional
from .setup import Seating, SetupError, new_game
from .state import (
    Character,
    Family,
    FirstPlayerCard,
    GameState,
    GhostCard,
    Ghosts,
    KinsmanOn,
    LogEntry,
    PreacherOn,
    Standing,
    Standings,
)
from .targets import (
    BishopCardSpot,
    BishopMarkerPiece,
    CaptainCard,
    CaptainMarkerPiece,
    ChurchSpace,
    KinsmanPiece,
    Piece,
    Pool,
    PredicatoreSpace,
    PrestigeSpace,
    Target,
    TilePiece,
    check_drop,
    legal_targets,
    move_for,
)
from .types import CardSide, Difficulty, FirstPlayerSide, Kind, LifeCard, Muse, Phase, Seat

__all__ = [name for name in dir() if not name.startswith("_")]
