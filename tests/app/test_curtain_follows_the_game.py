"""The hotseat curtain is a function of the game on the table (RULES.md §9,
STYLE.md): when another game takes the table while the curtain stands for a
family of the same id (File ▸ Open, New game), the curtain names that game's
family and a peek shows that game's tokens, never the last game's."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from florenza_gui.engine.files import saves
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from florenza_gui.engine.rules.setup import Seating, new_game
from tests.guifixtures import answer_next_box, red_banks_14


def _peek(qtbot, curtain) -> str:  # type: ignore[no-untyped-def]
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    shown = curtain.peek.text()
    qtbot.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)
    return shown


def test_a_game_opened_behind_the_curtain_gets_its_own_name_and_tokens(qtbot, window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    other = new_game([Seating("red", "Anna", Seat.HUMAN), Seating("blue", "Bruno", Seat.HUMAN)], seed=8)
    path = tmp_path / "anna.json"
    saves.save_path(other, str(path))
    answer_next_box(QMessageBox.StandardButton.Discard)
    assert window.files.open_path(str(path))
    curtain = window.hotseat.curtain
    assert window.session.state.name("red") == "Anna"
    assert curtain.isVisible() and curtain.family == "red"
    assert "Anna" in curtain.title.text() and "Red" not in curtain.title.text()
    assert "Anna" in curtain.go.accessibleName()
    shown = _peek(qtbot, curtain)
    assert "10 + 2 + 2" not in shown and "14" not in shown, f"the last game's tokens show: {shown!r}"
    assert shown == "You hold no tokens yet"


def test_a_new_game_behind_the_curtain_shows_no_tokens_of_the_last_one(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    window.new_action.trigger()  # File ▸ New game: Red, Blue and Green at this computer
    answer_next_box(QMessageBox.StandardButton.Discard)
    window.new_game_dialog.hotseat_button.click()  # (the first run's default is Solo)
    window.new_game_dialog.accept()
    assert window.session.state.round == 1 and window.session.state.family("red").tokens == ()
    curtain = window.hotseat.curtain
    assert curtain.isVisible() and curtain.family == "red"
    shown = _peek(qtbot, curtain)
    assert shown == "You hold no tokens yet", f"the last game's tokens show in a new game: {shown!r}"


def test_a_curtain_down_names_no_family_of_a_game_gone(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Red, Blue, Green: the curtain last stood for Green; a two-family game
    takes the table, then the language changes: nothing asks for Green."""
    assert driver.move(Pass())
    driver.confirm_curtain()
    assert driver.move(Pass())
    assert window.hotseat.curtain.family == "green"
    driver.confirm_curtain()
    window.session.replace(new_game([Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST)],
                                    seed=4), demo=False)
    assert not window.hotseat.curtain.isVisible()
    window.set_language("it")
    window.set_language("en")
    window.hotseat.peek()  # the solo peek names the game's own Red
    assert window.hotseat.curtain.isVisible() and "Red" in window.hotseat.curtain.title.text()


def test_f5_behind_the_curtain_neither_lifts_it_nor_lets_anyone_move(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found under Xvfb: with the curtain up for the next player, F5 opened the
    presentation view, whose lent demo mode took the curtain away: whoever sat
    at the screen could play for the family the board waits for. Behind the
    curtain the presentation view (and the other modes a lesson lends) stay shut."""
    from PySide6.QtWidgets import QApplication

    from florenza_gui.engine.rules.moves import EndTurn

    c = window.session
    assert driver.move(EndTurn())  # Red hands over to Blue
    curtain = window.hotseat.curtain
    assert curtain.isVisible() and c.mode.curtain_for == "blue"
    qtbot.keyClick(window, Qt.Key.Key_F5)
    QApplication.processEvents()
    assert not window.presentation.active and not c.mode.presenting and not c.mode.demo
    assert curtain.isVisible() and c.mode.curtain_for == "blue"
    assert not driver.move(CaptainMarker(20)) and c.state.family("blue").prestige == 0
    assert not window.demo.present_action.isEnabled() and not window.demo.manual_action.isEnabled()
    qtbot.mouseClick(curtain.go, Qt.MouseButton.LeftButton)
    assert window.demo.present_action.isEnabled() and window.demo.manual_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    QApplication.processEvents()
    assert window.presentation.active
    qtbot.keyClick(window, Qt.Key.Key_F5)
    QApplication.processEvents()
    assert not window.presentation.active


def test_enter_at_the_curtain_shows_the_board_as_its_button_says(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Keyboard-only play, found under Xvfb: at the curtain, Enter did nothing
    (only Space pressed the focused button), so a player at the keyboard
    seemed stuck. Enter (and the keypad's) confirms, as a dialog's default button does."""
    from florenza_gui.engine.rules.moves import EndTurn

    c = window.session
    for key, family in ((Qt.Key.Key_Return, "blue"), (Qt.Key.Key_Enter, "green")):
        assert driver.move(EndTurn())
        curtain = window.hotseat.curtain
        assert curtain.isVisible() and c.mode.curtain_for == family
        qtbot.keyClick(curtain.focusWidget() or curtain, key)
        assert not curtain.isVisible() and c.mode.at_screen == family
