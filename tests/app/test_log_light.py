"""A log line picked lights the pieces its move moved, for as long as the log is in sight: closed, or put
behind the Families tab, the board is no longer dimmed for a line nobody can see."""

from __future__ import annotations

from PySide6.QtCore import Qt

from florenza_gui.engine.rules.moves import CaptainMarker
from florenza_gui.engine.rules.targets import CaptainMarkerPiece


def _pick_line(qtbot, window, row: int) -> None:  # type: ignore[no-untyped-def]
    index = window.log_model.index(row)
    window.log_view.scrollTo(index)
    where = window.log_view.visualRect(index).center()
    qtbot.mouseClick(window.log_view.viewport(), Qt.MouseButton.LeftButton, pos=where)


def test_a_picked_lines_light_goes_with_the_log_and_comes_back_with_it(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    red = s.state.active
    assert driver.move(CaptainMarker(7))
    _pick_line(qtbot, window, window.log_model.rowCount() - 1)
    lit = driver.piece(driver.item_of(CaptainMarkerPiece(red))).area
    assert driver.spotlight() == lit
    window.families_dock.raise_()  # the Families tab in front of the log
    qtbot.wait(20)
    assert window.log_view.visibleRegion().isEmpty()
    assert driver.spotlight() is None, "the board stays dimmed for a line behind the Families tab"
    window.log_dock.raise_()
    qtbot.wait(20)
    assert driver.spotlight() == lit  # the line is still picked: its light is back
    window.log_dock.close()
    qtbot.wait(20)
    assert driver.spotlight() is None


def test_a_window_destroyed_raises_nothing_as_its_docks_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The docks are hidden as the window is destroyed: what follows the log's visibility must not reach a
    window that is gone (pytest-qt fails the test on an exception raised in a slot)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from florenza_gui.app.window import MainWindow
    from tests.guifixtures import three_humans

    window = MainWindow(three_humans())
    window.files.autosave_enabled = False
    window.resize(1280, 720)
    with qtbot.waitExposed(window):
        window.show()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)


def test_closing_the_log_forgets_its_picked_line_and_opening_it_lights_nothing(driver) -> None:  # type: ignore[no-untyped-def]
    """Found at a projector: the Log panel hidden, the board stayed dimmed with one piece lit. Closed, the
    panel takes its line's light and the line with it; opened again, it brings back no light of a line
    nobody picked since."""
    red = driver.window.session.state.active
    assert driver.move(CaptainMarker(7))
    driver.pick_log_line(len(driver.log_lines()) - 1)
    marker = driver.item_of(CaptainMarkerPiece(red)).lit_area()
    assert driver.spotlights() == (marker,)
    driver.toggle_panel("Log")
    assert not driver.window.log_dock.isVisible()
    assert driver.spotlights() == (), "the board stays dimmed for a line in a closed panel"
    driver.toggle_panel("Log")
    assert driver.window.log_dock.isVisible()
    assert driver.spotlights() == (), "the closed panel's line lit again as it opens"
    driver.pick_log_line(len(driver.log_lines()) - 1)  # picked anew, it lights again
    assert driver.spotlights() == (marker,)
