"""A lesson's end of round goes back one step from its end as from any other
step: after the last step Back (and Page Up, the clicker's Back) shows the
step before it again, its counter and its narration as they were when it was
first shown, and Step plays the last step once more. Undo still takes the
whole end of round back at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.model.types import Phase


def lesson(name: str):  # type: ignore[no-untyped-def]
    return next(e for e in list_scenarios() if e.path.name == name)


def step_to_the_end(driver) -> list[tuple[str, tuple[str, str], object]]:  # type: ignore[no-untyped-def]
    """Step through the whole end of round: each step's counter, narration and position, as shown."""
    shown = []
    while driver.step():
        shown.append((driver.step_counter(), driver.narration(), driver.window.session.state))
    return shown


@pytest.mark.parametrize("name", ["cardinal-reelection.json", "last-round-fiorini.json"])
def test_back_after_a_lessons_last_step_shows_the_step_before_it(window, driver, name) -> None:  # type: ignore[no-untyped-def]
    entry = lesson(name)
    driver.start_lesson(entry.title)
    start = saves.load_path(entry.path)
    shown = step_to_the_end(driver)
    total = len(shown)
    assert total > 3 and shown[-1][0] == f"Step {total} of {total}"
    end = window.session.state
    assert driver.enabled("Game", "Back"), "Back is off after the lesson's last step"
    assert driver.back()
    counter, narration, state = shown[-2]
    assert driver.step_counter() == counter == f"Step {total - 1} of {total}"
    assert driver.narration() == narration
    assert window.session.state == state
    driver.press_on_board(Qt.Key.Key_PageUp)  # the clicker's Back: one more step back
    assert driver.step_counter() == shown[-3][0] and driver.narration() == shown[-3][1]
    assert driver.step() and driver.step()  # and on to the end again, as the first time
    assert window.session.state == end
    assert driver.narration() == shown[-1][1]
    # Undo takes the whole end of round back, as it did before Back was pressed
    driver.undo()
    assert window.session.state == start
    assert driver.step_counter() != shown[-1][0]


def test_back_from_the_end_is_the_lessons_own_in_play_the_round_stays_played(window, driver) -> None:  # type: ignore[no-untyped-def]
    """A game in play steps its end of round back to its start (nothing drawn, no Ghost), but once its last
    step is played the next round has begun: Back has nothing to go back to (Undo has the round)."""
    assert driver.open_file(lesson("last-round-fiorini.json").path)  # the lesson's position, as a game in play
    step_to_the_end(driver)
    assert window.session.state.phase is Phase.GAME_OVER
    assert not driver.enabled("Game", "Back")
    assert not driver.back()


def test_a_lesson_quit_at_its_end_comes_back_with_back_into_its_last_step(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.main import offer_resume
    from tests.driver import new_window
    from tests.guifixtures import three_humans

    driver.start_lesson(lesson("captain-tie.json").title)
    shown = step_to_the_end(driver)
    window.close()  # Quit at the end of the lesson's end of round
    other = new_window(qtbot, three_humans(seed=77))
    offer_resume(other, "yes")
    again = driver.at(other)
    assert again.step_counter() == shown[-1][0] and again.narration() == shown[-1][1]
    assert again.back()
    assert again.step_counter() == shown[-2][0] and other.session.state == shown[-2][2]
