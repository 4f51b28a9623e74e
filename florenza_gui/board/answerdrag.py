"""An answer given on the board in Predict mode, with the drag of play: a piece the question is about is
pressed, carried with the mouse, the places it may be put on lit (the one under the pointer glowing), and let
go; the board says on which place. A press let go where it was pressed is a click, not a drop.

Nothing here decides a rule or marks an answer: which pieces are offered, and where each stands while the
answer is composed, are the window's (:mod:`.answerplaces`); once the answer is given the board shows the game
again, every piece back where the game has it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QApplication

from ..engine.model import places
from ..engine.model.places import Place, TurnSpace
from .items import BoardItem, LitPlace, PieceItem, TargetItem, cursor
from .layout import layout
from .stage import Stage

CARRIED_Z = 260.0  # a piece carried: above the spotlight's dimming and the outlines of what is picked


class TurnSpot(LitPlace):
    """A row of the turn order track, where a Turn Order marker may be put while the next order is asked (play
    never moves a Turn Order marker by hand: the track has no place of its own for a drop)."""

    def __init__(self, place: TurnSpace, rect: QRectF) -> None:
        super().__init__(rect)
        self.target = place
        self.setPos(rect.center())
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def accessible_name(self) -> str:
        return QCoreApplication.translate("Board", "Turn order space {0}").format(self.target.position)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path


Spot = TargetItem | TurnSpot


class AnswerDrag:
    """The pieces an answer moves, offered to the mouse, each with the places it may be put on; and the one
    being carried."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self._offers: dict[BoardItem, frozenset[Place]] = {}
        self._riders: dict[BoardItem, tuple[BoardItem, ...]] = {}  # what a piece carries along (a card, its tile)
        self._riding: list[tuple[BoardItem, QPointF, float]] = []  # riding with the piece carried: from where, z
        self._turns: list[TurnSpot] = []
        self._carried: BoardItem | None = None
        self._origin, self._pressed = QPointF(), QPointF()
        self._resting_z = 0.0
        self._aimed: Spot | None = None
        self._moved = False

    @property
    def carrying(self) -> BoardItem | None:
        return self._carried

    def offer(self, offers: Mapping[BoardItem, frozenset[Place]],
              riders: Mapping[BoardItem, Sequence[BoardItem]] | None = None) -> None:
        """Only ``offers``'s pieces may be carried, each to its places (empty: none is), each with its
        ``riders`` moving along (a card's tile)."""
        self._riders = {item: tuple(along) for item, along in (riders or {}).items()}
        if dict(offers) == self._offers:
            return
        if self._carried is not None and self._carried not in offers:
            self._put_down()
        self._withdraw_cursors()
        self._offers = dict(offers)
        rows = sorted({p.position for kept in offers.values() for p in kept if isinstance(p, TurnSpace)})
        if [s.target.position for s in self._turns] != rows:
            for spot in self._turns:
                self.stage.remove(spot)
            self._turns = [TurnSpot(places.turn(n), layout().turn_slot(n)) for n in rows]
            for spot in self._turns:
                self.stage.add(spot)
        for item in self._offers:
            item.setCursor(cursor(Qt.CursorShape.OpenHandCursor))

    def _withdraw_cursors(self) -> None:
        for item in self._offers:
            if isinstance(item, PieceItem) and item.draggable:
                item.setCursor(cursor(Qt.CursorShape.OpenHandCursor))  # (play's own)
            else:
                item.unsetCursor()

    def spots(self) -> dict[Place, Spot]:
        """Every place a piece offered may be put on, by the place it is."""
        wanted = frozenset().union(*self._offers.values()) if self._offers else frozenset()
        found: dict[Place, Spot] = {t.target: t for t in self.stage.registry.targets if t.target in wanted}
        found.update({s.target: s for s in self._turns})
        return found

    def offered_at(self, point: QPointF) -> BoardItem | None:
        """The topmost piece offered under the scene ``point``."""
        under = [i for i in self._offers if i.isVisible() and i.covers(point)]
        return max(under, key=lambda i: i.zValue(), default=None)

    # -- the mouse ---------------------------------------------------------------------------------------
    def press(self, point: QPointF) -> bool:
        """A press at the scene ``point``: whether it picked up a piece offered."""
        item = self.offered_at(point)
        if item is None:
            return False
        self._carried, self._moved = item, False
        self._origin, self._pressed, self._resting_z = item.pos(), QPointF(point), item.zValue()
        self._riding = [(rider, rider.pos(), rider.zValue()) for rider in self._riders.get(item, ())]
        item.setZValue(CARRIED_Z)
        for rider, _, _ in self._riding:
            rider.setZValue(CARRIED_Z + 1)
        item.setCursor(cursor(Qt.CursorShape.ClosedHandCursor))
        for place, spot in self.spots().items():
            spot.set_lit(place in self._offers[item])
        return True

    def move(self, point: QPointF, pixels: float) -> None:
        """The piece carried follows the pointer, now at the scene ``point`` (``pixels`` from where it was
        pressed, on screen: a drag once past the system's drag distance); the place it would go on glows."""
        item = self._carried
        if item is None:
            return
        self._moved = self._moved or pixels >= QApplication.startDragDistance()
        if not self._moved:
            return
        item.setPos(self._origin + point - self._pressed)
        for rider, start, _ in self._riding:
            rider.setPos(start + point - self._pressed)
        self._aim(self._spot_at(point))

    def release(self, point: QPointF) -> tuple[BoardItem, Place | None, bool] | None:
        """The piece carried let go at the scene ``point``: it, the lit place it was let go on (None:
        none), and whether it was carried at all (False: a click). None if nothing was carried."""
        item = self._carried
        if item is None:
            return None
        spot = self._spot_at(point) if self._moved else None
        moved = self._moved
        self._put_down()
        return item, spot.target if spot is not None else None, moved

    def _put_down(self) -> None:
        """The piece carried goes back where it was picked up from (the answer then places it), nothing lit."""
        item = self._carried
        self._carried = None
        self._aim(None)
        for spot in self.spots().values():
            spot.set_lit(False)
        if item is not None:
            item.setPos(self._origin)
            item.setZValue(self._resting_z)
            item.setCursor(cursor(Qt.CursorShape.OpenHandCursor))
        for rider, start, z in self._riding:
            rider.setPos(start)
            rider.setZValue(z)
        self._riding = []

    def _spot_at(self, point: QPointF) -> Spot | None:
        """The lit place under ``point`` (of several, the smallest: a Predicatore space before the Life card
        column it lies in)."""
        under = [s for s in self.spots().values()
                 if s.lit and s.isVisible() and s.shape().contains(s.mapFromScene(point))]
        return min(under, key=lambda s: s.area(), default=None)

    def _aim(self, spot: Spot | None) -> None:
        if spot is self._aimed:
            return
        if self._aimed is not None:
            self._aimed.set_glow(0.0)
        self._aimed = spot
        if spot is not None:
            spot.set_glow(1.0)

    def aimed(self) -> Place | None:
        """The place the piece carried would be put on now, if any."""
        return self._aimed.target if self._aimed is not None else None
