"""Every character the bag can hold shows its tile on its card: the card's round spot is never an empty circle.
Each roster character's card and tile, drawn where the board puts a tile on its card, leave the tile's art
(an Artist's palette, a Preacher's) over the spot, in the tile's own colours."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from florenza_gui.board.characters import CARD_SIZE, CharacterCardItem, TileItem
from florenza_gui.board.placement import on_card
from florenza_gui.engine.model.boarddata import standard_board

ROSTER = standard_board().roster


def drawn(card: CharacterCardItem, tile: TileItem | None) -> QImage:
    """The card, and ``tile`` on it where the board puts it, painted at twice the board's size."""
    w, h = CARD_SIZE
    image = QImage(int(2 * w), int(2 * h), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(2, 2)
    painter.translate(w / 2, h / 2)
    card.paint(painter, QStyleOptionGraphicsItem())
    if tile is not None:
        painter.save()
        painter.translate(on_card(QPointF(0, 0)))
        tile.paint(painter, QStyleOptionGraphicsItem())
        painter.restore()
    painter.end()
    return image


def spot_colours(image: QImage) -> set[int]:
    """The colours within the tile's spot on the card (a square inside its circle)."""
    w, h = CARD_SIZE
    at = on_card(QPointF(w / 2, h / 2)) * 2
    inside = QRectF(at.x() - 20, at.y() - 20, 40, 40).toRect()
    return {image.pixel(x, y) for x in range(inside.left(), inside.right())
            for y in range(inside.top(), inside.bottom())}


@pytest.mark.parametrize("character", ROSTER, ids=[c.id for c in ROSTER])
def test_every_characters_card_shows_its_tile_on_its_spot(qapp, character) -> None:  # type: ignore[no-untyped-def]
    preacher = character.kind == "preacher"
    names = [c.name for c in ROSTER]
    card = CharacterCardItem(character.id, character.name, character.rounds, preacher, names)
    tile = TileItem(character.id, character.name, preacher)
    empty, shown = spot_colours(drawn(card, None)), spot_colours(drawn(card, tile))
    assert len(shown - empty) > 20, f"{character.name}: its tile leaves the card's spot as it was"
