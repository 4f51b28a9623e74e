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


def test_a_language_chosen_is_written_to_the_disk_after_the_frame_that_shows_it(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """The window paints the new words first and the disk takes the preference after (the frame no longer
    waits for the write); read back at once all the same, and on the disk once the loop has run."""
    from pathlib import Path

    from PySide6.QtCore import QEvent, QObject

    path = Path(window.prefs.settings.fileName())

    def on_disk() -> str | None:  # (the file itself: another QSettings would read the process's own copy)
        lines = path.read_text().splitlines() if path.exists() else []
        return next((line.split("=", 1)[1] for line in lines if line.startswith("language=")), None)
    seen: list[object] = []

    class Frame(QObject):
        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.UpdateRequest and not seen:
                seen.append(on_disk())
            return False
    frame = Frame()
    window.installEventFilter(frame)
    driver.choose("View", "Language", "Italiano")
    assert window.prefs.language == "it"  # (read back at once)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen[0] != "it", "the frame that shows Italian waited for the preference to be written"
    qtbot.waitUntil(lambda: on_disk() == "it")
    window.removeEventFilter(frame)
    driver.choose("Visualizza", "Lingua", "English")


def test_a_preference_set_just_before_the_settings_go_is_kept(qapp, private_settings) -> None:  # type: ignore[no-untyped-def]
    """Nothing is lost to the write waiting for the frame: settings let go of first write what changed."""
    from pathlib import Path

    prefs = Preferences()
    path = Path(prefs.settings.fileName())
    prefs.speed = 9
    del prefs  # (no event loop ran)
    assert "speed=9" in path.read_text().splitlines()
