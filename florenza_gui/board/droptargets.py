"""Which drop target a piece lands on: the one under the pointer, and the
position a printed space stands for on the lap a Captain marker is on (or
carried round to)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QGraphicsItem

from ..engine.model import places
from ..engine.model.places import EditorPiece, EditorTarget
from ..engine.model.state import GameState
from ..engine.rules.targets import CaptainMarkerPiece, Piece, Target
from .badges import lap_badge
from .items import TargetItem
from .layout import layout


def on_its_lap(state: GameState | None, piece: Piece | EditorPiece | None,
               target: Target | EditorTarget, laps: int = 0) -> Target | EditorTarget:
    """A Captain marker past the track's end moves along its own lap: a
    printed space stands for that space of the lap the marker is on
    (space 8 for a marker at 45 is 48), as the marker itself is shown;
    ``laps`` more (the keyboard going on round the track: space 8 for a
    marker at 5 and one lap more is 48; never below the track's start)."""
    if isinstance(piece, CaptainMarkerPiece) and isinstance(target, places.PrestigeSpace) and (
            state is not None and state.has_family(piece.family)):
        spaces = layout().prestige_spaces
        lap = max(0, state.family(piece.family).prestige // spaces + laps)
        return places.PrestigeSpace(target.position + lap * spaces) if lap else target
    return target


def target_under(items: Iterable[QGraphicsItem]) -> TargetItem | None:
    """Of the items under a point, the one target a piece let go there lands on,
    and the one lit under the pointer while it is carried: of the targets whose
    own shape (never the margin their glow is painted in) holds the point, a lit
    one before one that is not, then the smallest (a Predicatore space before
    the Life card column it lies in); of equals, the topmost."""
    under = [item for item in items if isinstance(item, TargetItem) and item.isVisible()]
    return min(under, key=lambda t: (not t.lit, t.area())) if under else None


def lap_of(place: Target | EditorTarget) -> str:
    """The laps a Prestige position past the track's end has gone round ("+40"), worn by the space that
    stands for it; "" for a position on the printed track, or any other place."""
    spaces = layout().prestige_spaces
    return lap_badge(place.position // spaces * spaces) if isinstance(place, places.PrestigeSpace) else ""
