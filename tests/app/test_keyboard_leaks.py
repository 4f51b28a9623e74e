"""What the keyboard announces (the status line and the board's accessible
description, read by screen readers) is about the position on screen: once
a Captain's marker has gone back to 0 (R7.1d), no announcement still names
the space it banked from (RULES.md §9)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from florenza_gui.engine.rules.moves import Pass
from tests.app.test_hotseat import reachable_texts
from tests.guifixtures import pass_curtain


def _captain_marker_to(qtbot, window, driver, space: int) -> None:  # type: ignore[no-untyped-def]
    driver.focus_board()
    for _ in range(40):  # Tab until Red's Captain marker is selected
        driver.press_on_board(Qt.Key.Key_Tab)
        selected = driver.selected()
        if selected is not None and "Captain marker" in driver.piece_name(selected):
            break
    driver.press_on_board(Qt.Key.Key_Return)
    for _ in range(80):
        if f"Prestige track space {space}?" in window.statusBar().currentMessage():
            break
        driver.press_on_board(Qt.Key.Key_Right)
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").prestige == space


def test_no_keyboard_announcement_keeps_a_banked_space(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _captain_marker_to(qtbot, window, driver, 37)
    driver.press_on_board(Qt.Key.Key_Tab)  # selects again: "Red's Captain marker: 37"
    for _ in range(3):
        c.try_move(Pass())
        pass_curtain(qtbot, window)
    driver.skip()
    pass_curtain(qtbot, window)
    assert c.state.family("red").tokens == (10, 10, 10, 5, 2)
    number = re.compile(r"(?<!\d)37(?!\d)")
    # (the track's own space 37 is named so whatever stands on it: the spaces of a printed track)
    shown = [t for t in reachable_texts(window) if number.search(t) and t != "Prestige track space 37"]
    assert not shown, f"the banked 37 still shows: {shown}"
    assert not number.search(driver.board_description())
