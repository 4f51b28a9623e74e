"""The board's tooltips: the pointer resting on a piece, a card, a family's board or a supply shows its name as
a screen reader reads it (:meth:`.items.BoardItem.accessible_name`: public words only, never a token's value),
whole where the board shortens it (a card's "Filippino L."), read from the item as it stands when asked. A place
of the board, a printed word and the board itself show none: their words are printed on it."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from ..qt.plain import tip
from .answerdrag import TurnSpot
from .board_art import PrintedBoard
from .characters import CharacterCardItem
from .effects import GhostCardItem
from .family_board import FamilyBoardItem
from .items import BoardItem, PieceItem, SvgItem, TargetItem

# what a tooltip names; the places a piece goes on (a target, a turn order row while one is asked) and the
# printed board lie under them and are passed over
NAMED = (PieceItem, CharacterCardItem, FamilyBoardItem, GhostCardItem, SvgItem)


def tip_at(scene: QGraphicsScene, point: QPointF) -> str:
    """The tooltip at the board's ``point``: the name of the topmost item shown there that a tooltip names
    ("" where the topmost is none of them: a caption, the refusal bubble, an empty place)."""
    for item in scene.items(point):
        if not isinstance(item, BoardItem) or not item.isVisible() or isinstance(
                item, (TargetItem, TurnSpot, PrintedBoard)):
            continue
        if not isinstance(item, NAMED):
            return ""
        return item.toolTip() or tip(item.accessible_name())
    return ""
