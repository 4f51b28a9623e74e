"""Going into the presentation view and out again changes nothing: every
dock and the board keep their geometry to the pixel, round trip after round
trip, in the window and in the layout the next start reads."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def geometries(driver):  # type: ignore[no-untyped-def]
    """Where every dock, the board and the Step button stand (in the window's coordinates)."""
    window = driver.window
    shown = {dock.objectName(): (dock.isVisible(), dock.geometry().getRect() if dock.isVisible() else None)
             for dock in window.window_layout.docks()}
    step = window.narration.step_button
    board_shows, board_at, _ = driver.board_geometry()
    shown["board"] = (board_shows, board_at.getRect())
    shown["step"] = (step.isVisible(), step.mapTo(window, step.rect().topLeft()).toTuple())
    return shown


def comes_back_maximized(driver) -> None:  # type: ignore[no-untyped-def]
    """Maximized, then F5 and F5 again: maximized as it was, every dock where it was."""
    window = driver.window
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.showMaximized()
    settle()
    before = geometries(driver)
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    assert window.isMaximized() and not window.isFullScreen()
    assert geometries(driver) == before


def relaunch(qtbot):  # type: ignore[no-untyped-def]
    """A new window reading the same settings, shown as the app shows it."""
    from florenza_gui.app.window import MainWindow
    from tests.guifixtures import three_humans

    other = MainWindow(three_humans(seed=5))
    qtbot.addWidget(other)
    with qtbot.waitExposed(other):
        other.show()
    settle()
    return other


@pytest.mark.parametrize("maximized", [True, False])
def test_twenty_round_trips_leave_the_layout_as_it_was(qtbot, window, maximized, driver) -> None:  # type: ignore[no-untyped-def]
    """F5 there and back takes nothing from the Narration dock of a maximized
    window (the window manager gives the window its size back only after the
    docks are put back, at the full screen's size), nor from the layout
    remembered on quitting."""
    if maximized:
        window.showMaximized()
    else:
        window.resize(760, 560)  # (within the offscreen screen, which a remembered size is fitted to)
    settle()
    before = geometries(driver)
    for trip in range(20):
        window.demo.present_action.trigger()  # F5: full screen, the board and the caption band
        settle()
        assert window.presentation.active and not window.narration_dock.isVisible()
        window.demo.present_action.trigger()  # F5 again
        settle()
        assert geometries(driver) == before, f"after round trip {trip + 1}"
        assert window.isMaximized() == maximized and not window.isFullScreen()
    window.close()
    assert geometries(driver.at(relaunch(qtbot))) == before


def test_quitting_while_presenting_remembers_the_everyday_layout(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    window.showMaximized()
    settle()
    before = geometries(driver)
    window.demo.present_action.trigger()
    settle()
    window.close()  # Quit on the projector: the next start opens on the everyday window
    assert geometries(driver.at(relaunch(qtbot))) == before


def test_f5_pressed_again_before_the_window_has_its_size_back(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """The docks on their way back to a maximized window stay hidden if the
    presentation view comes back first, and are put back as they were after."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.showMaximized()
    settle()
    before = geometries(driver)
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()  # full screen
    QTest.keyClick(window, Qt.Key.Key_F5)
    QTest.keyClick(window, Qt.Key.Key_F5)  # (no event between them: the window still has the screen's size)
    window.resize(700, 500)  # and then another size (a projector's screen)
    settle()
    assert window.presentation.active
    assert not any(dock.isVisible() for dock in window.window_layout.docks())
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    assert geometries(driver) == before
    assert window.isMaximized() and not window.isFullScreen()


def test_f5_and_f5_again_give_a_maximized_window_back_maximized(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Reported under a window manager: a maximized window came back from the
    presentation view at its normal size."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.showMaximized()
    settle()
    before = geometries(driver)
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    assert window.isFullScreen()
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    assert window.isMaximized() and not window.isFullScreen()
    assert geometries(driver) == before


def test_a_window_maximized_after_a_round_trip_comes_back_maximized(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """A window manager gives a window leaving the presentation view a size a
    pixel off the one it had: the layout then waited for its size for ever,
    and once the window was maximized, F5 and F5 again put back the old
    normal window (as the presentation view had kept it), not the maximized one."""
    from PySide6.QtCore import QSize, Qt
    from PySide6.QtTest import QTest

    window.showNormal()
    window.resize(1600, 900)
    settle()
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    window.resize(window.size() + QSize(0, 1))  # as the window manager's frame left it
    settle()
    comes_back_maximized(driver)


def test_a_layout_waiting_for_a_size_that_never_comes_gives_way_to_maximizing(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Back from the presentation view the layout waits for the window's old
    size; one the window manager never gives (a pixel off) kept it waiting,
    and the next round trip put that old normal window back over a maximized one."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.showNormal()
    window.resize(1600, 900)
    settle()
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    window.setMaximumHeight(899)  # the size the window manager gives back, a pixel short
    QTest.keyClick(window, Qt.Key.Key_F5)
    settle()
    assert window.window_layout.settling  # still waiting for 1600×900
    window.setMaximumHeight(16777215)
    comes_back_maximized(driver)
