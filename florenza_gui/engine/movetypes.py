"""The moves of the action phase (M1–M10, D10) as data: what a drop, a
key, the move codec or a test asks the engine to do. ``moves`` checks and
applies them."""

from __future__ import annotations

from dataclasses import dataclass

from .places import KinsmanPlace


# -- the moves -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CaptainMarker:
    """M1: move own Captain marker to a position."""

    to: int


@dataclass(frozen=True, slots=True)
class BishopMarker:
    """M2: move own Bishop marker to a space."""

    to: int


@dataclass(frozen=True, slots=True)
class KinsmanToPredicatore:
    """M3: own Kinsman from the pool to a Predicatore space (1..4)."""

    space: int


@dataclass(frozen=True, slots=True)
class KinsmanToBishopCard:
    """M4: own Kinsman from the pool to the Bishop card."""


@dataclass(frozen=True, slots=True)
class KinsmanToPool:
    """M5: own Kinsman back to the pool from a Predicatore space or the Bishop card."""

    source: KinsmanPlace


@dataclass(frozen=True, slots=True)
class PreacherToPredicatore:
    """M6: a Preacher's tile to a Predicatore space."""

    character: str
    space: int


@dataclass(frozen=True, slots=True)
class Detain:
    """M7: the Captain detains an Artist or Preacher."""

    character: str


@dataclass(frozen=True, slots=True)
class UseMuse:
    """M8: use the Muse."""


@dataclass(frozen=True, slots=True)
class FlipCard:
    """M9: turn a character card to its other side."""

    character: str


@dataclass(frozen=True, slots=True)
class SetCounts:
    """M10: set own Resources and Fiorini."""

    resources: int
    fiorini: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """D10: end the turn; the next family that has not passed acts."""


@dataclass(frozen=True, slots=True)
class Pass:
    """D10: pass for the rest of the round."""


Move = (
    CaptainMarker
    | BishopMarker
    | KinsmanToPredicatore
    | KinsmanToBishopCard
    | KinsmanToPool
    | PreacherToPredicatore
    | Detain
    | UseMuse
    | FlipCard
    | SetCounts
    | EndTurn
    | Pass
)
