"""A piece carried by the mouse can be given up: Escape puts it back where
it was picked up, and so does an Undo (or any change of the game) made
while it is carried. Either way the button's release then drops nothing:
it made a move on a game other than the one the piece was picked up on."""

from __future__ import annotations

from PySide6.QtCore import Qt

from florenza_gui.board.layout import layout
from florenza_gui.engine.rules.moves import CaptainMarker
from florenza_gui.engine.rules.targets import PrestigeSpace
from tests.engine.builders import fam, game


def test_escape_puts_a_carried_piece_back_and_its_release_drops_nothing(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(game(fam("red"), fam("blue"), fam("green"), captain="red", bishop="blue"))
    driver.confirm_curtain()
    before, marker = window.session.state, driver.captain_marker("red")
    home, point = marker.scenePos(), layout().prestige_space(9).center()
    far = driver.place_on_screen(PrestigeSpace(30))  # (lit, and far from where the marker is carried)
    unlit = driver.shown_on_screen().pixelColor(far)
    driver.drag_to(marker, point)
    assert driver.offered_places(), "nothing was lit for the carried marker"
    assert driver.shown_on_screen().pixelColor(far) != unlit, "the place was not lit on the screen"
    driver.press(Qt.Key.Key_Escape)
    assert marker.scenePos() == home and not driver.offered_places()
    assert driver.shown_on_screen().pixelColor(far) == unlit, "the place still shows lit on the screen"
    driver.release_at(point)
    assert window.session.state is before, "the release made a move"
    assert marker.scenePos() == home
    driver.drag_to(marker, point)  # and the next carry goes on as ever
    driver.release_at(point)
    assert window.session.state.family("red").prestige == 9


def test_an_undo_under_a_carried_piece_puts_it_back_and_its_release_drops_nothing(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(game(fam("red"), fam("blue"), fam("green"), captain="red", bishop="blue"))
    driver.confirm_curtain()
    before = window.session.state
    assert driver.move(CaptainMarker(9))
    marker = driver.captain_marker("red")
    point = layout().prestige_space(14).center()
    driver.drag_to(marker, point)
    driver.undo()
    assert window.session.state == before and not driver.offered_places()
    undone = window.session.state
    driver.release_at(point)
    assert window.session.state is undone, "the release made a move on the game the Undo brought back"
    assert window.session.state.family("red").prestige == before.family("red").prestige


def test_a_turn_ended_under_a_carried_piece_leaves_the_next_player_no_refusal(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Red carries its marker, ends its turn with Ctrl+E and lets go behind the curtain: Blue, at the
    screen, finds its board as it stands, with no refusal of Red's over it."""
    driver.put(game(fam("red"), fam("blue"), fam("green"), captain="red", bishop="blue"))
    driver.confirm_curtain()
    marker, point = driver.captain_marker("red"), layout().prestige_space(9).center()
    driver.drag_to(marker, point)
    driver.press(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert driver.curtain() == "blue"
    after = window.session.state
    driver.release_at(point)
    driver.confirm_curtain()
    assert window.session.state is after and driver.bubble() is None, driver.bubble()
