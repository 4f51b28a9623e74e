"""``BoardScene``: every component of RULES.md §1, laid out from board data,
placed from the engine's state and animated from its events."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ..engine.model import places
from ..engine.model.concerns import Thing
from ..engine.model.events import Event
from ..engine.model.places import AnyPiece, EditorPiece, EditorTarget, Place
from ..engine.model.quiet import Quiet
from ..engine.model.state import GameState
from ..engine.model.types import CardSide, LifeCard
from ..engine.rules.moves import Verdict
from ..engine.rules.targets import CaptainMarkerPiece, Piece, Target
from ..qt.modes import Shown
from .aim import Aim
from .animation import Animator
from .board_art import Parchment, build_static
from .characters import CharacterCardItem, TileItem
from .drawn import DrawnCardItem, ManualDraw
from .droptargets import on_its_lap, target_under
from .effects import rest_effects
from .family_board import FamilyBoardItem
from .items import BoardItem, PieceItem, SvgItem, TargetItem
from .keyboard import KeyboardMover
from .labels import label_offices_and_supplies, label_pieces, show_round
from .layout import layout
from .lit import area_of, step_areas, things_areas, united
from .overlays import BubbleItem, SpotlightItem, TextItem
from .pieces import KinsmanItem, MarkerItem
from .placement import positions
from .pointer import PointerItem
from .registry import BoardItems
from .stepplay import animate_events

# what paints no word (art, a family's letter, a number, a lit frame): the same in every language, not repainted
WORDLESS = (Parchment, SvgItem, MarkerItem, KinsmanItem, TargetItem, SpotlightItem, PointerItem)


class BoardScene(QGraphicsScene):
    """Shows a state; reports drags and clicks; animates events. Never
    decides a rule. It is the :class:`.stage.Stage` its helpers work on and
    the :class:`.host.PieceHost` its pieces call back."""

    piece_dragged = Signal(object)  # Piece: a drag started
    piece_dropped_on = Signal(object, object, QPointF)  # Piece, Target | None, where
    piece_refused = Signal(object, QPointF)  # Piece: pressed while it may not be picked up, where
    carry_hint = Signal(str)  # what the mouse may do with the piece it carries ("": nothing to say)
    muse_clicked = Signal()
    card_flip_requested = Signal(str)

    def __init__(self, shown: Callable[[], Shown | None] = lambda: None,
                 locked: Callable[[], bool] = lambda: False) -> None:
        """The scene keeps no copy of what it shows: ``shown`` is the session's one value (the game on the
        table at the end of round's cursor, the timeline, the mode), ``locked`` whether input may not change
        the game now (the session's gate): each is read when the board needs it."""
        super().__init__(layout().board)
        self.generation = 0  # (:attr:`.stage.Stage.generation`)
        self._shown, self._gate_locked = shown, locked
        self.animator = Animator()
        self._dragged: PieceItem | None = None
        self._carried_over: GameState | None = None  # the game a piece was picked up on
        self.aim = Aim(lambda: self.targets, lambda: self._dragged.piece if self._dragged is not None else None,
                       lambda: self.state)  # where a piece the mouse carries may go, and the lap it is carried on
        self.spotlight = SpotlightItem(self.sceneRect())
        self.bubble = BubbleItem()
        self.addItem(self.spotlight)
        self.addItem(self.bubble)
        self.keyboard = KeyboardMover(self, self)
        self.keyboard.muse_pressed.connect(self.muse_clicked)
        self.keyboard.flip_pressed.connect(self.card_flip_requested)
        self.manual_draw = ManualDraw(self)
        self.pointer = PointerItem()
        self.addItem(self.pointer)
        self.registry = BoardItems(build_static(self.addItem))
        self.registry.static.svgs["muse"].clicked.connect(self.muse_clicked)

    # -- the stage its helpers work on ---------------------------------------------------
    def add(self, item: QGraphicsItem) -> None:
        self.addItem(item)

    def remove(self, item: QGraphicsItem) -> None:
        if item.scene() is self:
            self.removeItem(item)

    def pieces(self) -> list[PieceItem]:
        return [item for item in self.items() if isinstance(item, PieceItem)]

    @property
    def locked(self) -> bool:
        """Whether input may not change the game now: the session's gate, open while a drawn card waits (R8.7)."""
        return self._gate_locked() and self.manual_draw.placing is None

    @property
    def editing(self) -> bool:
        """The scenario editor is open: every piece can be picked up."""
        shown = self._shown()
        return shown is not None and shown.mode.editing

    @property
    def state(self) -> GameState | None:
        """The game on the table (:attr:`.stage.Stage.state`)."""
        shown = self._shown()
        return shown.game if shown is not None else None

    # -- the items of what is shown, by what they show --------------------------------------
    @property
    def captain_markers(self) -> dict[str, MarkerItem]:
        return self.registry.game.captain_markers

    @property
    def bishop_markers(self) -> dict[str, MarkerItem]:
        return self.registry.game.bishop_markers

    @property
    def turn_markers(self) -> dict[str, MarkerItem]:
        return self.registry.game.turn_markers

    @property
    def kinsmen(self) -> dict[str, list[KinsmanItem]]:
        return self.registry.game.kinsmen

    @property
    def boards(self) -> dict[str, FamilyBoardItem]:
        return self.registry.game.boards

    @property
    def cards(self) -> dict[str, CharacterCardItem]:
        return self.registry.game.cards

    @property
    def tiles(self) -> dict[str, TileItem]:
        return self.registry.game.tiles

    @property
    def round_marker(self) -> MarkerItem:
        return self.registry.game.round_marker

    @property
    def targets(self) -> list[TargetItem]:
        return self.registry.targets

    @property
    def ghost_cards(self) -> list[BoardItem]:
        return self.registry.ghost_cards

    @property
    def reveals(self) -> list[BoardItem]:
        return self.registry.reveals

    # -- building the pieces of a game ---------------------------------------------------
    def set_game(self, state: GameState) -> None:
        """Create the items of this game's families and characters, then place them."""
        self.animator.stop_all()  # nothing may go on moving items that are about to go
        for item in self.registry.forget_game():
            self.remove(item)
        for card in self.registry.new_game(state, self.addItem).cards.values():
            card.flip_requested.connect(self.card_flip_requested)
        self.generation += 1
        self.sync(state)

    # -- placing everything where the state says ----------------------------------------
    def positions(self, state: GameState) -> dict[BoardItem, QPointF]:
        """Where every movable item belongs for ``state``."""
        return positions(self.registry.game, state, self._dragged)

    def show(self, state: GameState) -> None:
        """Show ``state`` at rest: the items of another game's families (ids,
        names or seats) or characters (ids, names, rounds, kinds) are made
        afresh, so nothing of the old game stays."""
        if state is not self._carried_over:
            self.cancel_drag()  # (Undo, Redo or a step under a carried piece: its drop would be on another game)
        if not self.registry.shows_pieces_of(state):
            self.set_game(state)
        else:
            self.sync(state)

    def cancel_drag(self) -> bool:
        """Give up the carry by the mouse under way, if one is: the piece back home, its places unlit (a
        drawn card's Life cards stay lit for it). Whether one was given up."""
        item, self._carried_over = self._dragged, None
        if item is None or not item.cancel_drag():
            return False
        self._dragged = None
        self.aim.set(None)
        self.carry_hint.emit("")
        if not self.manual_draw.owns(item):
            self.clear_targets()
        return True

    def sync(self, state: GameState) -> None:
        """Show ``state`` at once (after a step's animation, or on load)."""
        for item, p in self.positions(state).items():
            item.setPos(p)
        for card in self.registry.static.cards.values():
            card.setPos(card.home)  # an office's card stays printed on its place
        self._refresh(state)

    def _refresh(self, state: GameState) -> None:
        shown = self._shown()  # (the timeline is the session's while the board shows the session's game)
        rest_effects(self, state, shown.timeline if shown is not None and shown.game is state else None)
        for cid, ch in state.characters.items():
            in_row = state.life_card_of(cid) is not None
            self.cards[cid].set_side(ch.side is CardSide.NEW)
            self.cards[cid].setVisible(in_row)
            self.tiles[cid].setVisible(in_row)
            self.tiles[cid].set_named(state.space_of_preacher(cid) is not None)
        label_pieces(self.registry.game, state)
        label_offices_and_supplies(self.registry.static, state)
        self.show_round(state.round)
        self.set_input_for(state)

    def show_round(self, round_: int) -> None:
        """The round the round marker stands on, written beside the track:
        at rest the game's; while R8.1 is animated, the round it lands on, once it lands."""
        show_round(self.registry.static, self.round_marker, round_)

    def retranslate(self) -> None:
        """Repaint every item, the cached printed board included: the words
        they paint follow the interface language. At rest the window's render
        that follows places the pieces again (a crowd of Captain markers keeps
        off the heading as it is printed in this language); while a step is
        animated, only the labels are written again here."""
        state = self.state
        if state is not None and self.registry.shows_pieces_of(state) and self.animator.running:
            self._refresh(state)
        for item in self.items():
            if not isinstance(item, WORDLESS):
                item.update()

    def refresh_input(self) -> None:
        """Which pieces can be picked up follows the game, the editor and the gate as they are now."""
        state = self.state
        if state is not None and self.registry.shows_pieces_of(state):
            self.set_input_for(state)

    def set_input_for(self, state: GameState) -> None:
        """Which pieces can be picked up in ``state``, with the editor and the gate as they are now."""
        self.registry.input_for(state.active, self.editing, self._gate_locked())

    # -- drag and drop: the scene reports, the engine decides ---------------------------
    def piece_picked(self, item: PieceItem) -> None:
        self._dragged, self.aim.laps = item, 0
        self._carried_over = self.state
        self.bubble.hide()
        if self.manual_draw.owns(item):
            self.manual_draw.show_placement_targets()  # R8.7 by hand: the Life cards stay lit
            return
        self.piece_dragged.emit(item.piece)

    def piece_picked_by_keyboard(self, item: PieceItem) -> None:
        item.keep_origin()
        self.piece_picked(item)

    def keyboard_drop(self, item: PieceItem, target: TargetItem, laps: int = 0) -> None:
        self._dragged = item
        self.clear_targets()
        if self.manual_draw.owns(item):
            self._placed(target.target, target.scenePos())
            return
        self.piece_dropped_on.emit(item.piece, self.on_its_lap(item.piece, target.target, laps), target.scenePos())

    def press_refused(self, item: PieceItem, point: QPointF) -> bool:
        """A press on a piece that may not be picked up now: reported (so the
        window can say which rule forbids it) unless a piece that may be
        picked up lies under the same point and should get the press."""
        if item.piece is None or self.editing or isinstance(item.piece, places.Fixed):  # (the editor's alone)
            return False
        if any(isinstance(i, PieceItem) and i is not item and i.draggable and i.covers(point)
               for i in self.items(point)):  # topmost first
            return False
        self.piece_refused.emit(item.piece, point)
        return True

    def show_targets(self, legal: frozenset[Target | EditorTarget]) -> None:
        self.aim.light(legal)
        if self.carried_round_the_track() and (self.aim.may_turn(1) or self.aim.may_turn(-1)):
            self.carry_hint.emit(QCoreApplication.translate(
                "Board", "Turn the mouse wheel to carry the marker round the track: up a lap on (+40), down back"))

    def carried_round_the_track(self) -> bool:
        """Whether the mouse carries a Captain marker (which the wheel takes round the Prestige track)."""
        return self._dragged is not None and self._dragged.carried and isinstance(self._dragged.piece,
                                                                                   CaptainMarkerPiece)

    def turn_lap(self, step: int) -> bool:
        """The Captain marker the mouse carries goes ``step`` laps on round the track (:meth:`.Aim.turn`)."""
        return self.carried_round_the_track() and self.aim.turn(step)

    def on_its_lap(self, piece: Piece | EditorPiece | None, target: Target | EditorTarget,
                   laps: int = 0) -> Target | EditorTarget:
        """The position ``target`` stands for on the lap ``piece`` is on, ``laps`` more
        (:func:`.droptargets.on_its_lap`)."""
        return on_its_lap(self.state, piece, target, laps)

    def clear_targets(self) -> None:
        self.aim.clear()

    def target_item_at(self, point: QPointF) -> TargetItem | None:
        """The target a piece let go at ``point`` lands on (:func:`.droptargets.target_under`)."""
        return target_under(self.items(point))

    def target_at(self, point: QPointF) -> Target | EditorTarget | None:
        item = self.target_item_at(point)
        return item.target if item is not None else None

    def piece_moved(self, point: QPointF) -> None:
        """A piece carried by the mouse is over ``point``: the lit target it
        would land on glows, and no other."""
        self.aim.over(self.target_item_at(point))

    def aimed(self) -> Target | EditorTarget | None:
        """The target a carried piece would land on now, if it is lit."""
        return self.aim.aimed()

    def piece_dropped(self, item: PieceItem, point: QPointF) -> None:
        self.carry_hint.emit("")
        target = self.target_at(point)  # read while the targets are lit: a lit one before one that is not
        self.clear_targets()
        if self.manual_draw.owns(item):
            self._placed(target, point)
            return
        self.piece_dropped_on.emit(item.piece, self.aim.place(target) if target else None, point)

    # -- R8.7 by hand (demo), delegated to ManualDraw -----------------------------------
    async def await_placement(self, event: Event, check: Callable[[str, LifeCard], Verdict],
                              after: GameState | None = None) -> None:
        await self.manual_draw.await_placement(event, check, after)

    @property
    def placing(self) -> DrawnCardItem | None:
        return self.manual_draw.placing

    def _placed(self, target: Target | EditorTarget | None, point: QPointF) -> None:
        """The card drawn by hand was dropped on ``target``: it stays, or the refusal shows where it fell."""
        refusal = self.manual_draw.dropped_on(target)
        if refusal is None:
            self.bubble.hide()
        else:
            self._say_refused(point, *refusal)

    def picked_up_at(self) -> QPointF | None:
        """Where the piece being dropped was picked up (None: none is)."""
        return QPointF(self._dragged.origin) if self._dragged is not None else None

    def snap_back(self, piece: object, rule: str, reason: str, point: QPointF) -> None:
        """A refused drop: the piece goes home and the reason shows where it fell."""
        if self._dragged is not None:
            self._dragged.setPos(self._dragged.origin)
        self._dragged = None
        self._say_refused(point, rule, reason)

    def _say_refused(self, point: QPointF, rule: str, reason: str) -> None:
        self.bubble.show_message(point, rule, reason)
        self.keyboard.drop_refused(rule, reason)

    # -- events, and what is lit for them (:mod:`.lit`) -------------------------------------------
    def item_for(self, event: Event) -> BoardItem | None:
        return self.item_of(event.piece, event.from_)

    def item_of(self, piece: AnyPiece | None, where: Place | None = None) -> BoardItem | None:
        return self.registry.item_of(piece, where)  # (a Kinsman: the one at ``where``, if any)

    def area_of(self, event: Event) -> QRectF | None:
        return area_of(self.registry, event)  # where the event's piece stands now

    def step_area(self, events: tuple[Event, ...]) -> QRectF | None:
        return united(self.step_areas(events))  # as one rectangle

    def step_areas(self, events: tuple[Event, ...], quiet: Quiet | None = None) -> tuple[QRectF, ...]:
        return step_areas(self.registry, events, quiet)  # what it concerns (or what a quiet step looked at)

    def areas_of(self, things: Iterable[Thing]) -> tuple[QRectF, ...]:
        return things_areas(self.registry, things)  # each piece where it stands, each place as printed

    async def play(self, events: tuple[Event, ...], after: GameState, on_event: Callable[[int], None] | None = None,
                   quiet: Quiet | None = None) -> None:
        """Animate one step's events in order, each moving its piece to where the step leaves it, then settle
        on ``after``. ``on_event(i)`` is told as event ``i`` starts, so its words show while it moves; a step
        that changed nothing (``quiet``) lights what its rule looked at a moment."""
        generation = self.generation
        items = [self.item_for(e) for e in events]  # before ``positions`` gives each Kinsman its place after
        final = self.positions(after)
        if not await animate_events(self, events, items, final, on_event, quiet):
            return  # the board was reset meanwhile: this step no longer applies
        await self.animator.move(list(final.items()))
        if self.generation == generation:
            self._refresh(after)


__all__ = ["BoardScene", "SvgItem", "TextItem"]
