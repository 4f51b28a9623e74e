"""What the board's helpers may ask of the board: to animate, to light a
spotlight or say a refusal where the player looks, to put items on it and
take them off, and the registry of its items (:mod:`.registry`).

The scene implements :class:`Stage` (and :class:`.host.PieceHost`, what its
pieces call back); the helpers (effects, the draws by hand, the keyboard,
the animation of a step) are given the scene typed as these protocols, so
the scene imports its helpers and no helper imports the scene."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtWidgets import QGraphicsItem

from ..engine.model.places import EditorPiece, EditorTarget
from ..engine.model.state import GameState
from ..engine.rules.targets import Piece, Target
from .animation import Animator
from .host import PieceHost
from .items import PieceItem, TargetItem
from .overlays import BubbleItem, SpotlightItem
from .registry import BoardItems


class Stage(Protocol):
    """The board as its helpers see it."""

    @property
    def registry(self) -> BoardItems:
        """Every item on the board, by what it shows."""
        ...

    @property
    def animator(self) -> Animator: ...

    @property
    def spotlight(self) -> SpotlightItem: ...

    @property
    def bubble(self) -> BubbleItem:
        """Where a refusal is said, where the player looks."""
        ...

    @property
    def state(self) -> GameState | None:
        """The state the board shows at rest (None: no game yet)."""
        ...

    @property
    def generation(self) -> int:
        """Bumped whenever the board is reset to another state, so a step
        still under way knows it no longer applies."""
        ...

    def add(self, item: QGraphicsItem) -> None:
        """Put ``item`` on the board."""
        ...

    def remove(self, item: QGraphicsItem) -> None:
        """Take ``item`` off the board (if it is on it)."""
        ...

    def clear_targets(self) -> None:
        """No place is lit for a piece any more."""
        ...

    def pieces(self) -> list[PieceItem]:
        """Every piece on the board, movable now or not."""
        ...


class Board(Stage, PieceHost[PieceItem, TargetItem], Protocol):
    """The board as the keyboard sees it: a stage it moves pieces on, as
    their host, the way a drag does."""

    def on_its_lap(self, piece: Piece | EditorPiece | None, target: Target | EditorTarget,
                   laps: int = 0) -> Target | EditorTarget:
        """The place a drop of ``piece`` on the printed place ``target`` means
        (a Captain marker past the track's end moves along its own lap, ``laps`` more)."""
        ...
