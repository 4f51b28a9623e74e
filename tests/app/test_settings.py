"""Preferences survive a restart: window geometry, animation speed, the last
folder, the language and the recent files (QSettings)."""

from __future__ import annotations

from florenza_gui.app.settings import Preferences
from tests.guifixtures import three_humans


def test_geometry_speed_and_folder_are_remembered(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.window import MainWindow

    window.resize(700, 560)  # within the offscreen screen, which restoreGeometry respects
    window.narration.speed.setValue(7)
    assert window.files.save_to(str(tmp_path / "kept.json"))
    window.close()
    prefs = Preferences()
    assert prefs.speed == 7
    assert prefs.last_folder == str(tmp_path)
    assert prefs.recent[0] == str(tmp_path / "kept.json")
    again = MainWindow(three_humans())
    qtbot.addWidget(again)
    assert again.narration.speed.value() == 7
    assert (again.width(), again.height()) == (700, 560)


def test_a_bad_stored_speed_falls_back_to_the_default(qapp, private_settings) -> None:  # type: ignore[no-untyped-def]
    prefs = Preferences()
    prefs.settings.setValue("animation/speed", "fast")
    assert prefs.speed == 4
    prefs.settings.setValue("ui/language", "klingon")
    assert prefs.language == "en"
