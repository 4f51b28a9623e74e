"""Where every movable item of the board stands for a state: the one
function the scene places from, at rest and as a step's destination."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from ..engine.model import places
from ..engine.model.places import (
    AnyPiece,
    CardPiece,
    ChurchSpace,
    CountsPiece,
    Fixed,
    GhostCardPiece,
    LifeCardSpot,
    Place,
    PredicatoreSpace,
    PrestigeSpace,
    TilePiece,
    TokensPiece,
    TurnMarkerPiece,
)
from ..engine.model.state import GameState, KinsmanOn, PreacherOn
from ..engine.model.types import LifeCard
from ..engine.rules.targets import BishopMarkerPiece, CaptainMarkerPiece, KinsmanPiece, Pool
from .board_art import prestige_heading_rect
from .characters import CARD_SIZE, CharacterCardItem, TileItem
from .family_board import FamilyBoardItem
from .items import BoardItem
from .layout import layout
from .pieces import KinsmanItem, MarkerItem


@dataclass
class GameItems:
    """The items of one game's families and characters (made afresh for another game)."""

    captain_markers: dict[str, MarkerItem]
    bishop_markers: dict[str, MarkerItem]
    turn_markers: dict[str, MarkerItem]
    kinsmen: dict[str, list[KinsmanItem]]
    boards: dict[str, FamilyBoardItem]
    cards: dict[str, CharacterCardItem]
    tiles: dict[str, TileItem]
    round_marker: MarkerItem

    def item_of(self, piece: AnyPiece | None, where: Place | None,
                svgs: Mapping[str, BoardItem]) -> BoardItem | None:
        """The item showing ``piece`` (a Kinsman: the one at ``where``, if
        any); a piece there is one of, from the board's own ``svgs``."""
        by_family: dict[type, Mapping[str, BoardItem]] = {
            CaptainMarkerPiece: self.captain_markers, BishopMarkerPiece: self.bishop_markers,
            TurnMarkerPiece: self.turn_markers, TokensPiece: self.boards, GhostCardPiece: self.boards,
            CountsPiece: self.boards,
        }
        match piece:
            case KinsmanPiece(family=f):
                mine = self.kinsmen.get(f, [])
                return next((k for k in mine if k.place == where), mine[0] if mine else None)
            case TilePiece(character=c):
                return self.tiles.get(c)
            case CardPiece(character=c):
                return self.cards.get(c)
            case Fixed(name=name):
                fixed: dict[str, BoardItem] = {
                    "first_player_card": svgs["first_player_card"], "bishop_card": svgs["bishop_card"],
                    "muse": svgs["muse"], "round_marker": self.round_marker, "bag": svgs["bag"]}
                return fixed.get(name)
        table = by_family.get(type(piece))
        family = places.family_of(piece)
        return table.get(family) if table is not None and family is not None else None


def positions(items: GameItems, state: GameState, dropped: BoardItem | None = None) -> dict[BoardItem, QPointF]:
    """Where every movable item belongs for ``state``; ``dropped``: the piece last put down by hand (a
    Kinsman of its family going to a new place is that one)."""
    L = layout()
    pos: dict[BoardItem, QPointF] = {}
    _place_markers(items, state, pos)
    pos[items.round_marker] = L.round_space(state.round).center()
    _place_kinsmen(items, state, pos, dropped)
    for tile in items.tiles.values():
        tile.place = None  # (in the bag, out of the game or detained: no place a piece may be dropped on)
    for card in LifeCard:
        for k, cid in enumerate(state.under(card)):
            pos[items.cards[cid]] = L.character_slot(card, k).center()
            items.tiles[cid].place = LifeCardSpot(card)
    for cid in state.characters:
        card_pos = pos.get(items.cards[cid])
        if card_pos is None:  # bag or out of game: cards are kept off the row
            pile = L.bag if cid in state.bag else L.out_of_game
            pos[items.cards[cid]] = pile.center()
            pos[items.tiles[cid]] = pile.center()
            continue
        pos[items.tiles[cid]] = on_card(card_pos)
    for i, occ in enumerate(state.predicatore, start=1):
        if isinstance(occ, PreacherOn):
            pos[items.tiles[occ.character]] = L.predicatore_space(i).center() + QPointF(0, -6)  # its name under it
            items.tiles[occ.character].place = PredicatoreSpace(i)
    if state.detained is not None:
        pos[items.tiles[state.detained]] = L.first_player_card.center() + QPointF(56, 28)
        items.tiles[state.detained].place = None
    return pos


def on_card(card: QPointF) -> QPointF:
    """Where a tile on its card stands, the card standing at ``card``: on the card's tile spot."""
    return card + QPointF(21 - CARD_SIZE[0] / 2, 0)


def _place_markers(items: GameItems, state: GameState, pos: dict[BoardItem, QPointF]) -> None:
    """Captain markers fan out on a shared Prestige space, Bishop markers line up on a Church space."""
    L = layout()
    by_space: dict[int, list[str]] = {}
    for fid in state.turn_order:
        by_space.setdefault(state.family(fid).prestige % L.prestige_spaces, []).append(fid)
    heading = prestige_heading_rect()  # as printed in the interface's language
    for space, fams in by_space.items():
        for k, (fid, spot) in enumerate(zip(fams, L.captain_fan(space, len(fams), heading), strict=True)):
            pos[items.captain_markers[fid]] = spot
            items.captain_markers[fid].place = PrestigeSpace(space)  # (where it stands, for a screen reader)
            items.captain_markers[fid].setZValue(10 + k)  # later in the fan on top, as it was laid out
    by_church: dict[int, list[str]] = {}
    for fid in state.turn_order:
        by_church.setdefault(state.family(fid).church, []).append(fid)
    for space, fams in by_church.items():
        r = L.church_space(space)
        for k, fid in enumerate(fams):
            # 27 apart: a two-letter mark (``theme.family_marks``) shows whole; the first far enough right of
            # the row's "+N" for the light round it to pass between them
            pos[items.bishop_markers[fid]] = QPointF(r.left() + 74 + k * 27, r.center().y())
            items.bishop_markers[fid].place = ChurchSpace(space)
            items.bishop_markers[fid].setZValue(10 + k)
    for n, fid in enumerate(state.turn_order, start=1):
        pos[items.turn_markers[fid]] = L.turn_slot(n).center()


def _place_kinsmen(items: GameItems, state: GameState, pos: dict[BoardItem, QPointF],
                   dropped: BoardItem | None) -> None:
    """A Kinsman already on a place keeps it, so a move animates only the one that moved: the places are
    first given the Kinsmen standing on them, then each place left a free Kinsman: the one just put down
    by hand if it is free, else the first. The Bishop card holds Kinsmen in no order the rules read (they
    count them): one on the card keeps its slot while its family keeps as many there (the one just put
    down elsewhere by hand leaves first), and one that comes takes the first free slot."""
    L = layout()
    free = {f: list(kin) for f, kin in items.kinsmen.items()}
    left: list[tuple[Place, str, QPointF | None]] = []
    for i, occ in enumerate(state.predicatore, start=1):
        if isinstance(occ, KinsmanOn):
            space, spot = PredicatoreSpace(i), L.predicatore_space(i).center() + QPointF(0, 6)
            on_it = [item for item in free[occ.family] if item.place == space]
            if on_it:
                _put(_take(free[occ.family], on_it[0]), space, spot, pos)
            else:
                left.append((space, occ.family, spot))
    on_card = Counter(state.bishop_card)
    slots: dict[int, KinsmanItem] = {}
    for family in dict.fromkeys(state.bishop_card):  # (in the card's order)
        staying = sorted((item for item in free[family] if item.place == places.BISHOP_CARD and item.card_slot
                          is not None), key=lambda item: (item is dropped, item.card_slot))[:on_card[family]]
        for item in staying:
            slots[item.card_slot or 0] = _take(free[family], item)  # (each has its slot: filtered above)
            on_card[family] -= 1
    for family in state.bishop_card:  # those coming onto the card
        if on_card[family] > 0:
            on_card[family] -= 1
            left.append((places.BISHOP_CARD, family, None))
    for place, family, where in left:
        item = _take(free[family], dropped if dropped in free[family] else free[family][0])
        if where is None:  # the card's first free slot
            slot = next(k for k in range(len(state.bishop_card) + len(slots) + 1) if k not in slots)
            item.card_slot, slots[slot] = slot, item
            where = L.bishop_slot(slot).center()
        _put(item, place, where, pos)
    for slot, item in slots.items():
        _put(item, places.BISHOP_CARD, L.bishop_slot(slot).center(), pos)
    for index, fam in enumerate(state.families):
        for k, item in enumerate(free[fam.id]):
            pos[item] = L.pool_slot(index, k).center()
            item.place = Pool(fam.id)
    for kin in items.kinsmen.values():
        for item in kin:
            if item.place != places.BISHOP_CARD:
                item.card_slot = None


def _take(free: list[KinsmanItem], item: KinsmanItem) -> KinsmanItem:
    free.remove(item)
    return item


def _put(item: KinsmanItem, place: Place, at: QPointF, pos: dict[BoardItem, QPointF]) -> None:
    pos[item] = at
    item.place = place


def pieces_of(state: GameState) -> tuple[object, ...]:
    """What decides which items show a game: its families (ids, names, seats) and characters (ids, names,
    rounds, kinds). Two states with the same pieces are shown by the same items."""
    families = tuple((f.id, f.name, f.is_ghost) for f in state.families)
    characters = tuple(sorted((c, ch.name, ch.rounds, ch.kind.value) for c, ch in state.characters.items()))
    return families, characters
