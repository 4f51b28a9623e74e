"""The moves of the action phase (M1–M10, D10) as data: what a drop, a
key, the move codec or a test asks the engine to do. ``moves`` checks and
applies them."""

from __future__ import annotations

from dataclasses import dataclass

from .places import KinsmanPlace
from .shapes import AtSpace, OfCharacter, To, Unit


# -- the moves -------------------------------------------------------------
class CaptainMarker(To):
    """M1: move own Captain marker to a position."""

    __slots__ = ()


class BishopMarker(To):
    """M2: move own Bishop marker to a space."""

    __slots__ = ()


class KinsmanToPredicatore(AtSpace):
    """M3: own Kinsman from the pool to a Predicatore space (1..4)."""

    __slots__ = ()


class KinsmanToBishopCard(Unit):
    """M4: own Kinsman from the pool to the Bishop card."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class KinsmanToPool:
    """M5: own Kinsman back to the pool from a Predicatore space or the Bishop card."""

    source: KinsmanPlace


@dataclass(frozen=True, slots=True)
class PreacherToPredicatore:
    """M6: a Preacher's tile to a Predicatore space."""

    character: str
    space: int


class Detain(OfCharacter):
    """M7: the Captain detains an Artist or Preacher."""

    __slots__ = ()


class UseMuse(Unit):
    """M8: use the Muse."""

    __slots__ = ()


class FlipCard(OfCharacter):
    """M9: turn a character card to its other side."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class SetCounts:
    """M10: set own Resources and Fiorini."""

    resources: int
    fiorini: int


class EndTurn(Unit):
    """D10: end the turn; the next family that has not passed acts."""

    __slots__ = ()


class Pass(Unit):
    """D10: pass for the rest of the round."""

    __slots__ = ()


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
