"""In the scenario editor, a Kinsman dragged off the Bishop card is the one dragged: the card lists its
Kinsmen by family alone, and taking off a family's second one took off its first, so the two Kinsmen
nobody touched traded places on the card."""

from __future__ import annotations

from florenza_gui.engine.files import editor
from florenza_gui.engine.model.places import BISHOP_CARD
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.engine.rules.targets import BishopCardSpot, PredicatoreSpace


def test_the_kinsman_dragged_off_the_bishop_card_is_the_one_that_leaves(window, driver) -> None:  # type: ignore[no-untyped-def]
    state = new_game([Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST),
                      Seating("green", "Green", Seat.GHOST)], seed=6)  # (the editor is for solo games)
    red, blue = state.families[0].id, state.families[1].id
    for family in (red, blue, red):
        state = editor.move_kinsman(state, family, None, BishopCardSpot())
    driver.put(state)
    assert driver.start_editor(), driver.status()
    on_card = sorted((k for f in (red, blue) for k in driver.kinsmen(f) if driver.piece(k).place == BISHOP_CARD),
                     key=lambda k: driver.piece(k).at.x())
    assert [k.piece.family for k in on_card] == [red, blue, red]
    first, second, third = on_card
    before = {k: driver.piece(k).at for k in (first, second)}
    driver.drag(third, driver.piece(driver.place(PredicatoreSpace(1))).at)
    assert window.session.state.bishop_card == (red, blue)
    moved = [k.piece.family for k, at in before.items() if (driver.piece(k).at - at).manhattanLength() > 0.5]
    assert not moved, f"the Kinsmen nobody dragged moved on the card: {moved}"
    assert driver.piece(third).place == PredicatoreSpace(1)

    # and the first of the two: the other stays in the third place's stead, where the card puts it
    driver.drag(first, driver.piece(driver.place(PredicatoreSpace(2))).at)
    assert window.session.state.bishop_card == (blue,)
    assert driver.piece(first).place == PredicatoreSpace(2)
