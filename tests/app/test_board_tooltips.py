"""The pointer resting on the board names what lies under it, through the help event Qt sends the board's view:
a character's card its whole name where the card shortens it ("Filippino L." beside Filippo Lippi), a marker,
a Kinsman and a family's board as a screen reader reads them; a place of the board shows none."""

from __future__ import annotations

from PySide6.QtCore import QPointF

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
