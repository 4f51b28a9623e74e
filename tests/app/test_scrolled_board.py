"""The board zoomed in and scrolled: a change after a scroll is painted where the pieces stand on the screen
now, not where they stood before the scroll."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.driver import Driver


@pytest.mark.parametrize("size", [(1280, 720), (1917, 569)])
def test_a_lesson_opened_after_a_scroll_leaves_nothing_of_the_game_before(  # type: ignore[no-untyped-def]
        window, qtbot, loop, tmp_path, size: tuple[int, int]) -> None:
    """Zoomed in, scrolled a little, then Page Up: the pieces the scroll moved were not painted again.
    A lesson opened then takes them away; the old game's round marker was wiped 25 pixels above where it
    stood, and its lower part stayed on the screen."""
    d = Driver(window, qtbot, loop, tmp_path)
    d.new_game(families=4)
    window.resize(*size)
    d.choose("View", "Zoom in")
    d.scroll_board_to(25)
    d.press_on_board(Qt.Key.Key_PageUp)
    qtbot.wait(20)  # (its frame painted: the strip it uncovers)
    assert d.board_scrolled() == 0
    d.start_lesson("Where do the Ghosts' Kinsmen go?")
    assert d.left_unpainted() is None, "part of the game before the lesson is still on the screen"
