"""The rules engine of Florenza Table: pure Python, never imports Qt.

Everything a view or tool needs is exported here: set a game up, check and
apply moves, run the end of a round step by step, score, save and load.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .boarddata import Board, resource_path, standard_board
    from .changes import StepResult, apply_changes
    from .events import Event, EventKind, Events
    from .invariants import election_violations, violations
    from .log import Log
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
        attempt,
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
    from .violation import Broken, Violation
    from .wording import render

# Each name is imported from its module when it is first asked for (PEP 562):
# a program that needs a few of the engine's modules (the board's first
# paint) does not build every one of them on ``import florenza_gui.engine``.
_EXPORTS: dict[str, tuple[str, ...]] = {
    "boarddata": ("Board", "resource_path", "standard_board"),
    "changes": ("StepResult", "apply_changes"),
    "events": ("Event", "EventKind", "Events"),
    "invariants": ("election_violations", "violations"),
    "log": ("Log",),
    "moves": (
        "BishopMarker", "CaptainMarker", "Detain", "EndTurn", "FlipCard", "IllegalMove", "KinsmanToBishopCard",
        "KinsmanToPool", "KinsmanToPredicatore", "Move", "Pass", "PreacherToPredicatore", "SetCounts",
        "UseMuse", "Verdict", "apply", "attempt", "check",
    ),
    "rounds": ("end_round", "end_round_steps"),
    "scoring": ("provisional",),
    "setup": ("Seating", "SetupError", "new_game"),
    "state": (
        "Character", "Family", "FirstPlayerCard", "GameState", "GhostCard", "Ghosts", "KinsmanOn", "LogEntry",
        "PreacherOn", "Standing", "Standings",
    ),
    "targets": (
        "BishopCardSpot", "BishopMarkerPiece", "CaptainCard", "CaptainMarkerPiece", "ChurchSpace",
        "KinsmanPiece", "Piece", "Pool", "PredicatoreSpace", "PrestigeSpace", "Target", "TilePiece",
        "check_drop", "legal_targets", "move_for",
    ),
    "types": ("CardSide", "Difficulty", "FirstPlayerSide", "Kind", "LifeCard", "Muse", "Phase", "Seat"),
    "violation": ("Broken", "Violation"),
    "wording": ("render",),
}
_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # asked once
    return value


__all__ = [
    "Board",
    "resource_path",
    "standard_board",
    "StepResult",
    "apply_changes",
    "Event",
    "EventKind",
    "Events",
    "election_violations",
    "violations",
    "Broken",
    "Violation",
    "BishopMarker",
    "CaptainMarker",
    "Detain",
    "EndTurn",
    "FlipCard",
    "IllegalMove",
    "KinsmanToBishopCard",
    "KinsmanToPool",
    "KinsmanToPredicatore",
    "Move",
    "Pass",
    "PreacherToPredicatore",
    "SetCounts",
    "UseMuse",
    "Verdict",
    "apply",
    "attempt",
    "check",
    "Log",
    "render",
    "end_round",
    "end_round_steps",
    "provisional",
    "Seating",
    "SetupError",
    "new_game",
    "Character",
    "Family",
    "FirstPlayerCard",
    "GameState",
    "GhostCard",
    "Ghosts",
    "KinsmanOn",
    "LogEntry",
    "PreacherOn",
    "Standing",
    "Standings",
    "BishopCardSpot",
    "BishopMarkerPiece",
    "CaptainCard",
    "CaptainMarkerPiece",
    "ChurchSpace",
    "KinsmanPiece",
    "Piece",
    "Pool",
    "PredicatoreSpace",
    "PrestigeSpace",
    "Target",
    "TilePiece",
    "check_drop",
    "legal_targets",
    "move_for",
    "CardSide",
    "Difficulty",
    "FirstPlayerSide",
    "Kind",
    "LifeCard",
    "Muse",
    "Phase",
    "Seat",
]
