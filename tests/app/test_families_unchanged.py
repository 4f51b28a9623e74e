"""A cell of the Families table confirmed with the number it already holds is no move: the log, the
Undo stack and the game stay as they were, in play and in the scenario editor alike."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from florenza_gui.engine.rules.moves import CaptainMarker


def test_a_cell_left_as_it_was_makes_no_move(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(6))
    window.families_dock.show()
    QApplication.processEvents()
    before, undo = window.session.state, window.undo_action.text()
    red = before.family("red")
    for column, value in (("Resources", red.resources), ("Fiorini", red.fiorini), ("Prestige", 6),
                          ("Church", red.church)):
        assert not driver.set_count(column, value), column
        assert window.session.state is before and window.undo_action.text() == undo, column
    assert driver.set_count("Fiorini", red.fiorini + 5)  # a number changed is still a move (M10)
    assert window.session.state.family("red").fiorini == red.fiorini + 5


def test_an_editor_cell_left_as_it_was_is_no_edit(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.new_game(families=3, ghosts=(1, 2), seed=5)  # (the editor opens on a solo game: D10)
    assert driver.start_editor()
    window.families_dock.show()
    QApplication.processEvents()
    before, undo = window.session.state, window.undo_action.text()
    first = before.families[0]
    assert not driver.set_count("Cardinal", first.cardinal, by=first.id)
    assert not driver.set_count("Prestige", first.prestige, by=first.id)
    assert window.session.state is before and window.undo_action.text() == undo
