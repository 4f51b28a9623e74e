"""The presentation view at the end of a game, as a room sees it: the final
standings stand beside the board, a third of the screen wide, in type read
from the back of the room at 1920x1080 and whole at 1280x720 (the ladder
scrolls, its bar showing, where the families' ladders are higher than the
screen); a click on a ladder's line never keeps the clicker's Page Up and
Page Down from being Back and Step; leaving puts the standings back in their
dock. In the everyday window at 1280x720 the ladder shows whole lines, and
scrolls to the rest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.model.types import Phase

SIZES = [(1920, 1080), (1280, 720)]


def last_round(driver) -> None:  # type: ignore[no-untyped-def]
    """Demo ▸ Open a scenario ▸ "The last round: who wins?", played to its final standings."""
    entry = next(e for e in list_scenarios() if e.path.name == "last-round-fiorini.json")
    driver.start_lesson(entry.title)
    while driver.step():
        pass
    assert driver.window.session.state.phase is Phase.GAME_OVER


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", SIZES)
def test_the_final_standings_fill_the_side_of_the_screen_in_type_for_the_room(window, driver, size, language) -> None:  # type: ignore[no-untyped-def]
    driver.present(size)
    last_round(driver)
    if language != "en":
        window.set_language(language)
    shown = driver.presented_standings()
    assert shown is not None, "no final standings in the presentation view"
    assert not driver.standings_dock_shows()  # (not in a narrow dock at the side)
    width, height = size
    band = driver.band_area()
    assert shown.area.width() >= 0.3 * width
    assert shown.area.right() < width and shown.area.bottom() < band.top()
    assert shown.type_px >= (26 if height >= 1080 else 17), "the standings are too small to read from the back"
    assert shown.winner_px > shown.type_px
    assert shown.table_whole, "a row or a column of the table is cut"
    ladder = shown.ladder
    assert ladder.lines_shown >= ladder.first_family, "the winner's ladder does not show whole"
    assert ladder.lines_shown == ladder.lines or ladder.scroll_bar
    board = driver.board_on_screen()
    assert board.right() <= shown.area.left() + 1 and board.width() >= 0.55 * width  # the board whole beside it
    driver.leave_presenting()
    assert driver.presented_standings() is None and driver.standings_dock_shows()


@pytest.fixture(autouse=True)
def english_again(window):  # type: ignore[no-untyped-def]
    yield
    window.set_language("en")


def test_page_up_and_down_stay_back_and_step_after_a_click_on_the_ladder(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.present((1920, 1080))
    last_round(driver)
    end, total = window.session.state, driver.step_counter()
    driver.click_presented_ladder_line("Strozzi", "Captain marker")
    assert driver.narration()[0] == "R9.1"  # the line clicked tells its log line
    driver.press(Qt.Key.Key_PageUp)  # where the keyboard is now, as a clicker sends it
    assert driver.step_counter() != total and window.session.state != end, "Page Up did not go back"
    driver.press(Qt.Key.Key_PageDown)
    driver.wait_at_rest()
    assert driver.step_counter() == total and window.session.state == end, "Page Down did not step"


def test_page_up_with_nothing_to_go_back_to_moves_nothing(window, driver) -> None:  # type: ignore[no-untyped-def]
    """With Back greyed out (no step yet) Page Up does nothing: the zoomed board does not scroll."""
    entry = next(e for e in list_scenarios() if e.path.name == "captain-tie.json")
    driver.start_lesson(entry.title)
    driver.present((1280, 720))
    driver.focus_board()
    driver.press_on_board(Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)  # the Prestige track
    area = driver.shown_area()
    assert not driver.enabled("Game", "Back")
    driver.press_on_board(Qt.Key.Key_PageUp)
    assert driver.shown_area() == area, "Page Up scrolled the board"
    driver.press_on_board(Qt.Key.Key_PageDown)
    driver.wait_at_rest()
    assert driver.step_counter().startswith("Step 1 of")


def test_the_everyday_ladder_shows_whole_lines_and_scrolls_clearly_at_1280x720(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Beside a narration that must read whole, the ladder had a line and a half: it has the winner's line
    and three of its own, whole, and a scroll bar to the rest."""
    window.resize(1280, 720)
    last_round(driver)
    ladder = driver.docked_ladder()
    assert ladder.lines_shown >= 4, f"the ladder shows {ladder.lines_shown} lines"
    assert ladder.lines_shown == ladder.lines or ladder.scroll_bar
