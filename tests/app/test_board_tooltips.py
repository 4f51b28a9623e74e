"""The pointer resting on the board names what lies under it, through the help event Qt sends the board's view:
a character's card its whole name where the card shortens it ("Filippino L." beside Filippo Lippi), a marker,
a Kinsman and a family's board as a screen reader reads them; a place of the board shows none."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from florenza_gui.engine.model import places


def test_resting_on_a_card_shows_its_whole_name(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 720)
    driver.new_game(3, ghosts=(1, 2), seed=3)
    card = driver.card("filippino")
    assert driver.character("filippino").short == "Filippino L." and driver.character("filippo_lippi").shows
    said = driver.tooltip_over(card)
    assert said == driver.piece_name(card) and said.startswith("Filippino Lippi's card"), said
    rounds = driver.character("filippino").rounds
    assert f", {rounds} round{'s' if rounds > 1 else ''}, " in said, said
    state = window.session.state
    red = state.turn_order[0]
    board = driver.family_board(red)
    heading = QPointF(board.lit_area().center().x(), board.lit_area().top() + 12)  # (its Kinsmen fill its middle)
    assert driver.tooltip_over(board, heading) == driver.piece_name(board) != ""
    for item in (driver.turn_marker(red), next(k for k in driver.kinsmen(red) if k.place == places.pool(red))):
        assert driver.tooltip_over(item) == driver.piece_name(item) != "", item
    assert driver.tooltip_over(driver.place(places.predicatore(1))) == ""  # an empty space: its number is printed


def test_a_tooltip_goes_when_the_board_is_moved_or_scaled_under_it(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found in a play-through: a tile's name shown while presenting stayed over the everyday layout after
    F5, naming what no longer lay under the pointer. Once the view fits, zooms or presents the board
    again, the board's tooltip goes."""
    red = window.session.state.turn_order[0]
    marker = driver.turn_marker(red)
    for change in (lambda: driver.present((1920, 1080)), driver.leave_presenting,
                   lambda: driver.press_on_board(Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)):
        assert driver.tooltip_over(marker) == driver.piece_name(marker) != ""
        assert driver.tooltip_shown() != ""
        change()
        assert driver.tooltip_shown() == "", "the board's tooltip outlived the view it was shown in"
