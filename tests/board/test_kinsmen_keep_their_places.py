"""A Kinsman keeps the place it stands on while the game keeps it there: where the board puts the pieces
is the same however often it is asked, so a render moves only what the game moved. Two Kinsmen of one family
on the Bishop card kept swapping slots: the one that had just come was put in the second slot, and the next
render sent it to the first, the other to the second."""

from __future__ import annotations

from dataclasses import replace

from florenza_gui.board.scene import BoardScene
from florenza_gui.engine.model.state import KinsmanOn
from tests.guifixtures import three_humans


def test_two_kinsmen_of_a_family_on_the_bishop_card_stay_in_their_slots(qapp) -> None:  # type: ignore[no-untyped-def]
    start = three_humans()
    green = start.families[2].id
    spaces = len(start.predicatore)
    one_on_a_space = replace(start, predicatore=(*start.predicatore[:-1], KinsmanOn(green)), bishop_card=(green,))
    both_on_the_card = replace(start, predicatore=(None,) * spaces, bishop_card=(green, green))
    scene = BoardScene()
    scene.set_game(one_on_a_space)
    scene.sync(both_on_the_card)  # the Kinsman on the last space put on the card beside the other
    shown = {item: item.pos() for item in scene.positions(both_on_the_card)}
    again = scene.positions(both_on_the_card)
    moved = [item for item, at in again.items() if (at - shown[item]).manhattanLength() > 0.5]
    assert not moved, f"asked again where the pieces go, the board moves {len(moved)} Kinsmen the game did not move"
