"""Every item on the board, by what it shows: the printed board's (its art,
captions and the places a piece may go), one game's pieces (made afresh for
another game), and the flourishes an end of round leaves up (a Ghost's card,
the plates of tokens revealed at R9.1).

:meth:`BoardItems.item_of` finds the item showing a piece; the board's
helpers find items here and never in the scene's attributes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from ..engine.model import places
from ..engine.model.boarddata import standard_board
from ..engine.model.places import AnyPiece, Place
from ..engine.model.state import GameState
from ..engine.model.types import Kind
from ..engine.rules.targets import BishopMarkerPiece, CaptainMarkerPiece, KinsmanPiece, Pool
from ..qt.theme import FamilyStyle, family_style
from .board_art import StaticItems
from .characters import CharacterCardItem, TileItem
from .family_board import FamilyBoardItem
from .items import BoardItem, TargetItem
from .layout import CAPTAIN_MARKER, layout
from .pieces import KinsmanItem, MarkerItem
from .placement import GameItems, pieces_of

# the round marker is nobody's: gold, round, "R"
ROUND_MARKER = FamilyStyle(QColor("#c9a240"), QColor("#2b1d0e"), "circle", "R")


class BoardItems:
    """The registry of the board's items."""

    def __init__(self, static: StaticItems | None = None) -> None:
        self.static = static or StaticItems()
        self.targets: list[TargetItem] = list(self.static.targets)  # every place a piece may be dropped on
        self._game: GameItems | None = None
        self._pieces: tuple[object, ...] | None = None  # the pieces the game's items were made for
        self._game_items: list[QGraphicsItem] = []  # in the order they were added (their stacking)
        self.ghost_cards: list[BoardItem] = []
        self.reveals: list[BoardItem] = []  # R9.1 token totals, kept up on the final board

    @property
    def game(self) -> GameItems:
        """The pieces of the game shown."""
        if self._game is None:
            raise LookupError("no game is shown on the board yet")
        return self._game

    @property
    def has_game(self) -> bool:
        return self._game is not None

    def shows_pieces_of(self, state: GameState) -> bool:
        """Whether the game's items were made for ``state``'s pieces (its families and characters)."""
        return self._game is not None and self._pieces == pieces_of(state)

    def item_of(self, piece: AnyPiece | None, where: Place | None = None) -> BoardItem | None:
        """The item showing ``piece`` (a Kinsman: the one at ``where``, if any)."""
        if self._game is None:
            return None
        return self._game.item_of(piece, where, {**self.static.svgs, **self.static.cards})

    def input_for(self, active: str | None, editing: bool, locked: bool) -> None:
        """Only the ``active`` family's own pieces (and the tiles) may be picked up, unless the scenario
        editor is open; none while input is ``locked``. The pieces only the editor picks up (the offices'
        cards, the round marker) may be picked up while it is open; the places only it puts a piece on (in
        front of a family, on a round) are there while it is open."""
        for item in (*self.static.cards.values(), *([self._game.round_marker] if self._game else [])):
            item.set_draggable(editing and not locked)
        for target in self.targets:
            if isinstance(target.target, (places.HeldBy, places.RoundSpace)):
                target.setVisible(editing)
        if self._game is None:
            return
        for fid, captain in self._game.captain_markers.items():
            mine = (fid == active or editing) and not locked
            captain.set_draggable(mine)
            self._game.bishop_markers[fid].set_draggable(mine)
            for k in self._game.kinsmen[fid]:
                k.set_draggable(mine)
                at = k.place
                k.piece = KinsmanPiece(fid, at if isinstance(at, (places.PredicatoreSpace, places.BishopCardSpot))
                                       else None)
        for tile in self._game.tiles.values():
            tile.set_draggable((active is not None or editing) and not locked)

    def forget_game(self) -> list[QGraphicsItem]:
        """Forget the game's pieces, its families' pools and its flourishes:
        the items to take off the board."""
        gone = self._game_items + self.ghost_cards + self.reveals
        self.targets = [t for t in self.targets if t not in self._game_items]
        self._game, self._pieces, self._game_items = None, None, []
        self.ghost_cards.clear()
        self.reveals.clear()
        return gone

    def new_game(self, state: GameState, add: Callable[[QGraphicsItem], None]) -> GameItems:
        """Make the items of ``state``'s families and characters, each put on
        the board by ``add`` (a family's board, markers, Kinsmen and pool; each
        character's card and tile; the round marker)."""
        L = layout()
        game = GameItems({}, {}, {}, {}, {}, {}, {}, MarkerItem(ROUND_MARKER, places.ROUND_MARKER, 40))
        self._pieces = pieces_of(state)

        def put(item: QGraphicsItem) -> None:
            add(item)
            self._game_items.append(item)

        family_names = {fam.id: fam.name for fam in state.families}
        for i, fam in enumerate(state.families):
            style = family_style(state, fam.id)
            game.boards[fam.id] = FamilyBoardItem(L.family_board(i), style, fam)
            game.captain_markers[fam.id] = MarkerItem(style, CaptainMarkerPiece(fam.id), CAPTAIN_MARKER)
            game.bishop_markers[fam.id] = MarkerItem(style, BishopMarkerPiece(fam.id), 30)
            game.turn_markers[fam.id] = MarkerItem(style, None, 44)
            game.kinsmen[fam.id] = [KinsmanItem(style, fam.id, family_names) for _ in range(standard_board().kinsmen)]
            for item in (game.boards[fam.id], game.captain_markers[fam.id], game.bishop_markers[fam.id],
                         game.turn_markers[fam.id], *game.kinsmen[fam.id]):
                put(item)
            pool = TargetItem(Pool(fam.id), L.pool_area(i), names=family_names)
            # in front of the family: where the scenario editor hands it an office's card (shown only there)
            front = TargetItem(places.held_by(fam.id), L.family_board(i), names=family_names)
            front.setZValue(3)  # lit over the family's board
            front.setVisible(False)
            for target in (pool, front):
                put(target)
                self.targets.append(target)
        names = tuple(ch.name for ch in state.characters.values())
        for cid, ch in sorted(state.characters.items()):
            game.cards[cid] = CharacterCardItem(cid, ch.name, ch.rounds, ch.kind is Kind.PREACHER, names)
            game.tiles[cid] = TileItem(cid, ch.name, ch.kind is Kind.PREACHER)
            put(game.cards[cid])
            put(game.tiles[cid])
        put(game.round_marker)
        self._game = game
        return game
