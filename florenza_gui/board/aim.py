"""Where a piece the mouse carries may go: the drop targets lit for it, the one under it glowing, and the lap
of the Prestige track a Captain marker is carried on (the mouse wheel carries it round the track: M1 takes
any position from 0 up, and a printed space stands for its position on the lap shown)."""

from __future__ import annotations

from collections.abc import Callable

from ..engine.model.places import EditorPiece, EditorTarget
from ..engine.model.state import GameState
from ..engine.rules.targets import CaptainMarkerPiece, Piece, Target
from .droptargets import lap_of, on_its_lap
from .items import TargetItem


class Aim:
    """The lit targets of the piece carried (``piece``), of the board's ``targets``, on the game ``state``."""

    def __init__(self, targets: Callable[[], list[TargetItem]], piece: Callable[[], Piece | EditorPiece | None],
                 state: Callable[[], GameState | None]) -> None:
        self._targets, self._piece, self._state = targets, piece, state
        self.item: TargetItem | None = None  # the lit target under the piece, glowing
        self.laps = 0  # laps round the track beyond the marker's own
        self._legal = frozenset[Target | EditorTarget]()  # where the engine says the piece may go

    def place(self, target: Target | EditorTarget, laps: int | None = None) -> Target | EditorTarget:
        """The position ``target`` stands for under the piece, on the lap it is carried on (``laps`` more)."""
        return on_its_lap(self._state(), self._piece(), target, self.laps if laps is None else laps)

    def light(self, legal: frozenset[Target | EditorTarget]) -> None:
        """Light the targets the piece may go to (``legal``, the engine's word), as they stand on its lap."""
        self._legal = legal
        for t in self._targets():
            t.set_lit(self.place(t.target) in legal)

    def clear(self) -> None:
        self.set(None)
        for t in self._targets():
            t.set_lit(False)

    def turn(self, step: int) -> bool:
        """A Captain marker carried ``step`` laps on round the track (back, if less than 0). Whether it went:
        never below the track's start, nor to a lap where it may go nowhere."""
        if not self.may_turn(step):
            return False
        self.laps += step
        self.light(self._legal)
        under, self.item = self.item, None
        self.set(under if under is not None and under.lit else None)  # (wearing the lap it now stands for)
        return True

    def may_turn(self, step: int) -> bool:
        """Whether the piece carried is a Captain marker that may go ``step`` laps on (:meth:`turn`)."""
        if not isinstance(self._piece(), CaptainMarkerPiece):
            return False
        targets = self._targets()
        there = [self.place(t.target, self.laps + step) for t in targets]
        return there != [self.place(t.target) for t in targets] and any(p in self._legal for p in there)

    def over(self, under: TargetItem | None) -> None:
        """The piece is over ``under``: it glows if the piece may go there, and no other does."""
        self.set(under if under is not None and under.lit else None)

    def aimed(self) -> Target | EditorTarget | None:
        """Where the piece would go if let go now (a lit target under it)."""
        return self.place(self.item.target) if self.item is not None else None

    def set(self, item: TargetItem | None) -> None:
        if item is self.item:
            return
        if self.item is not None:
            self.item.set_glow(0.0)
            self.item.set_lap("")
        self.item = item
        if item is not None:
            item.set_glow(1.0)  # (a Prestige space past the track's end wears its laps, as a marker there does)
            item.set_lap(lap_of(self.place(item.target)) if isinstance(self._piece(), CaptainMarkerPiece) else "")
