"""The hotseat curtain (RULES.md §9) waits for the next player's deliberate
confirm. Space steps an end of round; the press that ends it raises the
curtain, and the presses after it (a hand still on Space) must not open the
board for the next player: the curtain holds the focus itself, not its
confirm button. Enter (not held), a click, or Tab to the button and then
Space (once the grace has passed) confirms it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from florenza_gui.app.curtain import GRACE_MS
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from tests.guifixtures import pass_curtain


def _press_space(window) -> None:  # type: ignore[no-untyped-def]
    """Space, where a user's key goes: to the widget that has the focus."""
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)


def _round_ends_with_red_first(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Everyone passes; Red will be Captain (first next round) while Green is at the screen."""
    c = window.session
    c.try_move(CaptainMarker(14))
    for _ in range(3):
        c.try_move(Pass())
        pass_curtain(qtbot, window)
    assert c.state.active is None and c.mode.at_screen == "green"
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    driver.focus_board()


def _space_through_the_end_of_round(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    for _ in range(200):
        _press_space(window)
        driver.wait_at_rest()
        if c.mode.curtain_for is not None:
            break
    assert c.state.round == 2 and not c.in_sequence, "Space stepped the whole end of round"
    assert c.mode.curtain_for == "red" and window.hotseat.curtain.isVisible()


def test_space_held_through_an_end_of_round_never_opens_the_board(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    _round_ends_with_red_first(qtbot, window, driver)
    _space_through_the_end_of_round(qtbot, window, driver)
    curtain = window.hotseat.curtain
    assert not curtain.go.hasFocus() and not curtain.peek_button.hasFocus()
    for _ in range(5):  # the hand that stepped is still on Space
        _press_space(window)
        driver.wait_at_rest()
        assert curtain.isVisible() and window.session.mode.curtain_for == "red"
    assert window.session.mode.at_screen == "green"
    # Red comes to the screen and confirms on purpose: a click
    qtbot.mouseClick(curtain.go, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible() and window.session.mode.at_screen == "red"


def test_a_held_enter_never_confirms_a_deliberate_one_does(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    _round_ends_with_red_first(qtbot, window, driver)
    _space_through_the_end_of_round(qtbot, window, driver)
    curtain = window.hotseat.curtain
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True)
    QApplication.sendEvent(QApplication.focusWidget() or curtain, held)
    assert curtain.isVisible(), "an auto-repeated Enter confirmed the curtain"
    QTest.keyClick(QApplication.focusWidget() or curtain, Qt.Key.Key_Return)
    assert not curtain.isVisible() and window.session.mode.at_screen == "red"


def test_tab_to_the_button_then_space_confirms(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    _round_ends_with_red_first(qtbot, window, driver)
    _space_through_the_end_of_round(qtbot, window, driver)
    curtain = window.hotseat.curtain
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert curtain.go.hasFocus(), "the first Tab goes to the confirm button"
    held = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", True)
    QApplication.sendEvent(curtain.go, held)
    QApplication.sendEvent(curtain.go, QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Space,
                                                 Qt.KeyboardModifier.NoModifier, " ", True))
    assert curtain.isVisible(), "a held Space pressed the confirm button"
    qtbot.wait(GRACE_MS + 100)  # Red has sat down
    _press_space(window)
    assert not curtain.isVisible() and window.session.mode.at_screen == "red"
