"""R8.7 played by hand in the demo: each card drawn from the bag waits beside
the row until someone drags it under a Life card; the engine's verdict
(passed in as ``check``) decides whether it stays there."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..engine.model.events import Event
from ..engine.model.places import CardPiece, EditorTarget
from ..engine.model.state import GameState
from ..engine.model.types import LifeCard
from ..engine.rules.moves import Verdict
from ..engine.rules.targets import LifeCardSpot, Target
from ..qt.language import reason
from ..qt.theme import INK, serif
from .characters import ShownName, fitting
from .items import PieceItem
from .layout import layout
from .placement import positions
from .stage import Stage
from .svgart import paint_art

if TYPE_CHECKING:
    import asyncio

class DrawnCardItem(ShownName, PieceItem):
    """A card just drawn from the bag, waiting beside the row to be placed."""

    def __init__(self, character: str, name: str, rounds: int, names: tuple[str, ...] = ()) -> None:
        from ..engine.rules.targets import TilePiece

        super().__init__((150, 62), TilePiece(character))
        self.character = character
        self.game_name, self.game_names = name, names
        self.rounds = rounds
        self.setZValue(250)  # above the spotlight's dimming: the card to place is what the step is about

    def accessible_name(self) -> str:
        if self.rounds == 1:
            return QCoreApplication.translate("Board", "{0}'s card, just drawn: it stays 1 round").format(self.name)
        return QCoreApplication.translate("Board", "{0}'s card, just drawn: it stays {1} rounds").format(
            self.name, self.rounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_art(painter, "character_new.svg", self._rect)
        painter.setPen(QPen(INK))
        painter.setFont(serif(15, bold=True))
        name_box = self._rect.adjusted(10, 4, -26, -26)
        painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft,
                         fitting(painter, name_box.width(), self.name, self.short))
        painter.setFont(serif(15, italic=True))
        painter.drawText(self._rect.adjusted(10, 30, -26, -4), Qt.AlignmentFlag.AlignLeft,
                         QCoreApplication.translate("Board", "stays 1 round") if self.rounds == 1
                         else QCoreApplication.translate("Board", "stays {0} rounds").format(self.rounds))
        self.paint_glow(painter)


class ManualDraw:
    """The waiting card, and the future its drop resolves."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self._placement: tuple[DrawnCardItem, asyncio.Future[None], Callable[[str, LifeCard], Verdict]] | None = None
        self._accepted = False  # the card waiting was put under the Life card the engine accepts

    def owns(self, item: object) -> bool:
        return self._placement is not None and item is self._placement[0]

    @property
    def placing(self) -> DrawnCardItem | None:
        return self._placement[0] if self._placement else None

    async def await_placement(self, event: Event, check: Callable[[str, LifeCard], Verdict],
                              after: GameState | None = None) -> None:
        """Show the drawn card beside the row and wait until it is dropped
        under the Life card the engine accepts; then the card stands there,
        where ``after`` (the state the step leaves) has it, while the step's
        next draws wait."""
        if not isinstance(event.piece, CardPiece):
            return
        cid = event.piece.character
        stage = self.stage
        state = stage.state
        ch = state.characters[cid] if state else None
        if ch is None or state is None:
            return
        proxy = DrawnCardItem(cid, ch.name, ch.rounds, tuple(c.name for c in state.characters.values()))
        proxy.setPos(layout().bag.center())
        stage.add(proxy)
        # nothing of the step before stays lit: the card waiting and the Life cards lit as targets are this moment
        stage.spotlight.light(None)
        await stage.animator.move([(proxy, layout().drawn_card_waiting)])
        proxy.set_draggable(True)
        import asyncio

        done: asyncio.Future[None] = asyncio.get_event_loop().create_future()
        # while it is set, the board takes input for the waiting card (its host's ``locked`` is False)
        self._placement = (proxy, done, check)
        self.show_placement_targets()
        self._accepted = False
        generation = stage.generation
        try:
            await done
        finally:
            self._placement = None
            stage.clear_targets()
            stage.remove(proxy)
        if self._accepted and after is not None and stage.generation == generation:
            self._stand_where_placed(cid, after)

    def _stand_where_placed(self, character: str, after: GameState) -> None:
        """The placed card (and its tile) where the step leaves them, shown."""
        game = self.stage.registry.game
        at = positions(game, after)
        for item in (game.cards.get(character), game.tiles.get(character)):
            if item is not None and item in at:
                item.setPos(at[item])
                item.setVisible(True)

    def cancel(self) -> None:
        """The game is being replaced: the waiting card goes, and its step with it."""
        if self._placement is not None:
            done = self._placement[1]
            if not done.done():
                done.set_result(None)

    def dropped_on(self, target: Target | EditorTarget | None) -> tuple[str, str] | None:
        """A drop on ``target`` (the mouse's, or the one chosen with the
        keyboard). None if the card lands there; else the rule and reason of
        the refusal, the card back beside the row and the Life cards lit again."""
        assert self._placement is not None
        proxy, done, check = self._placement
        refusal: tuple[str, str] | None = None
        if not isinstance(target, LifeCardSpot):
            refusal = ("R8.7", QCoreApplication.translate("Board", "a drawn card goes under one of the Life cards"))
        else:
            verdict = check(proxy.character, target.card)
            if not verdict.ok:
                refusal = (str(verdict.rule), reason(verdict))
        if refusal is not None:
            proxy.setPos(proxy.origin)
            self.show_placement_targets()
            return refusal
        self._accepted = True
        if not done.done():
            done.set_result(None)
        return None

    def show_placement_targets(self) -> None:
        for t in self.stage.registry.targets:
            t.set_lit(isinstance(t.target, LifeCardSpot))
