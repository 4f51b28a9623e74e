"""``florenza --screenshot OUT.png [--size WxH]`` gives a WxH picture (1920×1080
without --size) whatever the settings hold: a geometry and docks remembered
by an earlier run on a screen (even a maximized window on the 800×800
offscreen screen) do not reach the picture."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from florenza_gui.app import main as entry
from florenza_gui.app.settings import Preferences
from tests.guifixtures import three_humans


def a_run_on_a_screen(qtbot, qapp, maximized: bool) -> None:  # type: ignore[no-untyped-def]
    """A normal run: the window shown on the screen, its Families panel closed,
    then quit, which remembers its geometry and docks in the app's settings."""
    from florenza_gui.app.window import MainWindow

    qapp.setOrganizationName("Florenza Table")  # the settings file the app itself reads (main does the same)
    qapp.setApplicationName("Florenza Table")
    win = MainWindow(three_humans())
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        if maximized:
            win.showMaximized()
        else:
            win.resize(700, 560)
            win.show()
    win.families_dock.close()
    win.close()
    prefs = Preferences()
    assert prefs.geometry() is not None and prefs.window_state() is not None


@pytest.mark.parametrize("maximized", [False, True])
def test_a_screenshot_has_the_size_asked_after_a_run_on_a_screen(qtbot, qapp, tmp_path, maximized) -> None:  # type: ignore[no-untyped-def]
    a_run_on_a_screen(qtbot, qapp, maximized)
    asked = ((["--size", "1280x720"], (1280, 720)), ([], (1920, 1080)), (["--size", "1000x1500"], (1000, 1500)),
             (["--presentation", "--size", "1280x720"], (1280, 720)))
    for n, (args, size) in enumerate(asked):
        out = tmp_path / f"shot-{n}.png"
        assert entry.main(["--screenshot", str(out), "--seed", "1", *args]) == 0
        image = QImage(str(out))
        assert (image.width(), image.height()) == size, args


def test_a_screenshot_leaves_the_remembered_layout_as_it_was(qtbot, qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The picture is laid out by default, and the next run on a screen still gets its own layout back."""
    a_run_on_a_screen(qtbot, qapp, maximized=False)
    prefs = Preferences()
    geometry, state = prefs.geometry(), prefs.window_state()
    assert entry.main(["--screenshot", str(tmp_path / "shot.png"), "--seed", "1", "--size", "1280x720"]) == 0
    prefs.settings.sync()
    assert (prefs.geometry(), prefs.window_state()) == (geometry, state)
