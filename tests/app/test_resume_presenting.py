"""A lesson (or a solo game) left in the presentation view comes back in it,
with the zoom preset it showed; a hotseat game comes back behind its curtain."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from florenza_gui.app.demo import zoom_presets
from florenza_gui.app.main import default_game, offer_resume
from tests.app.test_resume import _lesson, _relaunch

PRESENT = ("Demo", "Presentation view")


def test_a_lesson_left_presenting_comes_back_presenting_with_its_preset(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """A teacher who quits in the middle of a lesson on the projector finds
    the lesson presenting, with its zoom preset, at the next launch."""
    _lesson(driver, 2)
    driver.choose(*PRESENT)
    church = 2
    window.demo.zoom_actions[church].trigger()  # the Church track preset
    assert driver.zoom_area() == zoom_presets()[church].area
    window.close()  # Quit
    assert QSettings().value("presentation/on") == "yes"  # (the tests' own settings file: guifixtures)
    other = _relaunch(qtbot)
    assert not other.session.mode.presenting
    offer_resume(other, "yes")
    assert other.session.mode.presenting and other.demo.presenting and other.presentation.active
    assert other.demo.present_action.isChecked()
    assert driver.at(other).zoom_area() == zoom_presets()[church].area and other.demo.preset_shown() == church
    assert other.session.step_index == 2 and other.session.mode.demo
    assert not other.menuBar().isVisible() and other.presentation.band.isVisible()


def test_a_solo_game_left_presenting_the_whole_board_comes_back_so(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(default_game(seed=5, solo=True))
    driver.choose(*PRESENT)
    window.close()
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    assert other.session.mode.presenting and other.presentation.active
    assert driver.at(other).zoom_area() is None and other.demo.preset_shown() is None  # the board fitted, as left
    assert not other.session.mode.lesson  # the game's own mode stays play; the view only lends the demo


def test_a_lesson_left_in_the_everyday_window_comes_back_there(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    _lesson(driver, 1)
    driver.choose(*PRESENT)
    window.demo.zoom_actions[1].trigger()
    driver.choose(*PRESENT)  # left the projector before quitting
    window.close()
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    assert not other.session.mode.presenting and not other.presentation.active
    assert other.menuBar().isVisible()


def test_nothing_is_presented_when_the_last_game_is_discarded(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    _lesson(driver, 1)
    driver.choose(*PRESENT)
    window.close()
    other = _relaunch(qtbot)
    offer_resume(other, "no")
    assert not other.session.mode.presenting and not other.presentation.active
