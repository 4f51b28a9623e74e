"""What if from the presentation view: its window takes the screen the presentation view holds, every text in
the type of the presentation view's panels (read from the back of the room), the board as large as its room
lets it be shown whole, the comparison beside it to the screen's edge; in everyday use it keeps the desktop's
type. Closed, the presenter's keys work at once: Page Down and Page Up step on and back, F5 leaves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from florenza_gui.app.presentation import room_type
from tests.app.test_what_if import BISHOP_TIE

SCREEN = (1920, 1080)


def test_what_if_from_the_presentation_view_fills_the_screen_in_the_room_s_type(window: Any, driver: Any) -> None:
    driver.start_lesson(BISHOP_TIE)
    driver.present(SCREEN)
    assert driver.what_if()
    assert driver.what_if_marker("bishop", "blue", 6)
    driver.what_if_play()
    shown = driver.what_if_shown()
    assert shown.area == shown.window_area and shown.area.size().toTuple() == SCREEN
    px = room_type(SCREEN[1])
    assert px >= 26
    small = {name: size for name, size in shown.type_px.items() if size < px}
    assert not small, f"desktop type in the room: {small}"
    assert shown.type_px["headline"] > px
    # the board as large as its room lets it be shown whole: it fills the room's height or its width
    board, room = shown.board, shown.board_room
    assert room.contains(board)
    assert board.height() >= room.height() - 4 or board.width() >= room.width() - 4, (board, room)
    assert board.width() >= SCREEN[0] * 0.5, board
    # the comparison beside it, to the screen's right edge
    assert shown.comparison.left() >= room.right() and shown.comparison.right() >= SCREEN[0] - 24
    assert shown.comparison.width() >= SCREEN[0] * 0.3
    driver.what_if_close()


def test_what_if_in_everyday_use_keeps_the_desktop_s_type(window: Any, driver: Any) -> None:
    window.resize(1280, 720)
    driver.start_lesson(BISHOP_TIE)
    assert driver.what_if()
    shown = driver.what_if_shown()
    assert shown.type_px["comparison"] < room_type(720) * 1.5 and shown.type_px["families"] <= 15
    assert shown.window_area.contains(shown.area)
    driver.what_if_close()


def test_after_what_if_the_presenter_s_keys_work_at_once(window: Any, driver: Any) -> None:
    """Ctrl+I in the presentation view, a change, Play it out, Close: Page Down steps on, Page Up back, F5
    leaves the presentation view, each at the first press, nothing clicked first."""
    driver.start_lesson(BISHOP_TIE)
    driver.present(SCREEN)
    driver.start_at_the_board()
    driver.press(Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert driver.what_if_open()
    assert driver.what_if_marker("bishop", "blue", 6)
    driver.what_if_play()
    driver.what_if_close()
    assert not driver.what_if_open()
    assert not driver.step_counter().startswith("Step ")  # everyone has passed: no step shown yet
    driver.press(Qt.Key.Key_PageDown)
    assert driver.step_counter().startswith("Step 1 ")
    driver.press(Qt.Key.Key_PageUp)
    assert driver.step_counter().startswith("Step 0 ")
    assert driver.presenting()
    driver.press(Qt.Key.Key_F5)
    assert not driver.presenting()
    # and after Escape in the What if window too
    driver.present(SCREEN)
    driver.press(Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert driver.what_if_open()
    driver.what_if_escape()
    assert not driver.what_if_open() and driver.presenting()
    driver.press(Qt.Key.Key_F5)
    assert not driver.presenting()
