"""What a piece on the board may ask of the board it lies on: the callbacks
of a drag (picked up, carried, let go), of a keyboard move (picked up,
dropped on a chosen place), of a press on a piece nobody may move now, and
whether input is locked.

The scene implements :class:`PieceHost`; the pieces and the keyboard call
it and know nothing else of the scene. The protocol is generic over the
item types so that this module imports no other module of the board: the
items can import it without an import circle."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar, runtime_checkable

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

Carried = TypeVar("Carried", contravariant=True)  # the board's piece item
Spot = TypeVar("Spot", contravariant=True)  # the board's target item


@runtime_checkable
class PieceHost(Protocol[Carried, Spot]):
    """The board as its pieces see it."""

    @property
    def locked(self) -> bool:
        """Whether input may not change the game now (the session's gate),
        so no piece may be picked up nor the Muse used."""
        ...

    def piece_picked(self, item: Carried) -> None:
        """A drag started: the piece left the place it rests on."""
        ...

    def piece_moved(self, point: QPointF) -> None:
        """A piece carried by the mouse is over the scene ``point``."""
        ...

    def piece_dropped(self, item: Carried, point: QPointF) -> None:
        """A carried piece was let go at the scene ``point``."""
        ...

    def press_refused(self, item: Carried, point: QPointF) -> bool:
        """A press on a piece that may not be picked up now; True if the
        board reported it (else the press goes on to what lies beneath)."""
        ...

    def piece_picked_by_keyboard(self, item: Carried) -> None:
        """The keyboard picked a piece up where it stands."""
        ...

    def keyboard_drop(self, item: Carried, target: Spot, laps: int = 0) -> None:
        """The keyboard confirmed a place for the piece it carries (a Captain marker's
        space ``laps`` round the track beyond the marker's own lap)."""
        ...


def host_of(item: QGraphicsItem) -> PieceHost[Any, Any] | None:
    """The board ``item`` lies on, if it lies on one."""
    scene = item.scene()
    return scene if isinstance(scene, PieceHost) else None
