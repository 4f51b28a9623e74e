"""The peek behind the hotseat curtain through a screen reader (RULES.md §9): its Press action
cannot hold the button down, so one press shows the family's own tokens and keeps them shown,
the next press hides them, and the curtain's going hides them whatever was pressed."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleActionInterface

from tests.app.screenreader import face
from tests.guifixtures import red_banks_14

PRESS = QAccessibleActionInterface.pressAction()


def _press(button) -> None:  # type: ignore[no-untyped-def]
    actions = face(button).actionInterface()
    assert actions is not None and PRESS in actions.actionNames()
    actions.doAction(PRESS)


def test_a_screen_readers_press_shows_the_tokens_until_pressed_again(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    curtain = window.hotseat.curtain
    button = curtain.peek_button
    assert curtain.peek.text() == "" and not face(button).state().checked
    _press(button)
    qtbot.wait(400)  # (a press a screen reader makes of a plain button lets go after 100 ms)
    assert "10 + 2 + 2 = 14" in curtain.peek.text()
    assert window.session.mode.viewer == "red" and face(button).state().checked
    assert face(button).state().checkable
    _press(button)
    assert curtain.peek.text() == "" and window.session.mode.viewer is None
    assert not face(button).state().checked


def test_showing_the_board_hides_the_tokens_a_press_showed(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    curtain = window.hotseat.curtain
    _press(curtain.peek_button)
    assert "= 14" in curtain.peek.text()
    driver.confirm_curtain()
    assert window.session.mode.viewer is None and curtain.peek.text() == ""
    driver.trigger(window.peek_action)  # Game ▸ Peek: the curtain again, nothing shown till pressed
    assert driver.curtain() == "red" and curtain.peek.text() == ""
    assert not face(curtain.peek_button).state().checked


def test_the_peek_says_how_a_screen_reader_uses_it(window, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    peek = face(window.hotseat.curtain.peek_button)
    assert peek.text(QAccessible.Text.Name) == "Hold to peek at your tokens"
    assert "press again" in peek.text(QAccessible.Text.Description)
