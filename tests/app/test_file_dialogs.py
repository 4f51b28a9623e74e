"""The Save, Save As and Open dialogs once opened in the folder
the app was started from. They open in the folder last used, remembered in
the settings across a restart, else in the documents folder (QStandardPaths).
The real dialogs are driven: each test reads where the dialog opened."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from florenza_gui.app.settings import Preferences
from florenza_gui.engine.files import saves
from florenza_gui.engine.rules.moves import CaptainMarker


@pytest.fixture
def places(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A home with a Documents folder, and the app started from somewhere else."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    started_from = tmp_path / "started-from"
    started_from.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_DIRS", str(tmp_path / "no-config-dirs"))
    monkeypatch.chdir(started_from)
    return home


def _with_dialog(act: Callable[[QFileDialog], None], seen: list[str]) -> None:
    """When the file dialog is up, note the folder it opened in, then ``act`` on it."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QFileDialog) and dialog.isVisible():
            seen.append(str(Path(dialog.directory().absolutePath()).resolve()))
            act(dialog)
        else:
            QTimer.singleShot(10, look)
    QTimer.singleShot(0, look)


def _cancel(dialog: QFileDialog) -> None:
    dialog.reject()


def _choose(path: Path) -> Callable[[QFileDialog], None]:
    def act(dialog: QFileDialog) -> None:
        dialog.selectFile(str(path))
        dialog.accept()
    return act


def test_a_first_open_and_save_as_begin_in_the_documents_folder(window, places) -> None:  # type: ignore[no-untyped-def]
    seen: list[str] = []
    _with_dialog(_cancel, seen)
    window.open_action.trigger()
    _with_dialog(_cancel, seen)
    assert not window.files.save_as()
    assert seen == [str((places / "Documents").resolve())] * 2


def test_the_folder_last_saved_to_is_where_open_and_save_begin_even_after_a_restart(  # type: ignore[no-untyped-def]
        qtbot, window, places, tmp_path) -> None:
    from florenza_gui.app.window import MainWindow
    from tests.guifixtures import three_humans

    games = tmp_path / "games"
    games.mkdir()
    seen: list[str] = []
    _with_dialog(_choose(games / "first.json"), seen)
    window.save_action.trigger()  # never saved: Save asks where, as Save As does
    assert saves.load_path(games / "first.json") == window.session.state
    _with_dialog(_cancel, seen)
    window.open_action.trigger()
    assert seen[1] == str(games.resolve())
    window.close()
    assert Preferences().last_folder == str(games)  # kept in the settings
    again = MainWindow(three_humans(seed=8))
    qtbot.addWidget(again)
    _with_dialog(_cancel, seen)
    assert not again.files.save_as()
    assert seen[2] == str(games.resolve())


def test_the_folder_a_game_was_opened_from_is_where_the_next_dialog_begins(  # type: ignore[no-untyped-def]
        window, places, tmp_path, driver) -> None:
    elsewhere = tmp_path / "from-a-friend"
    elsewhere.mkdir()
    path = elsewhere / "sent.json"
    saves.save_path(window.session.state, path)
    seen: list[str] = []
    _with_dialog(_choose(path), seen)
    window.open_action.trigger()
    assert window.session.path == str(path)
    driver.confirm_curtain()
    assert driver.move(CaptainMarker(4))
    window.session.mark_saved()
    window.session.replace(window.session.state)  # a game with no file of its own
    _with_dialog(_cancel, seen)
    assert not window.files.save_as()
    assert seen == [str((places / "Documents").resolve()), str(elsewhere.resolve())]


def test_a_last_folder_since_removed_falls_back_to_the_documents_folder(window, places, tmp_path) -> None:  # type: ignore[no-untyped-def]
    gone = tmp_path / "gone"
    gone.mkdir()
    assert window.files.save_to(str(gone / "g.json"))
    (gone / "g.json").unlink()
    gone.rmdir()
    seen: list[str] = []
    _with_dialog(_cancel, seen)
    window.open_action.trigger()
    assert seen == [str((places / "Documents").resolve())]


def test_without_a_documents_folder_the_dialogs_begin_at_home(window, places) -> None:  # type: ignore[no-untyped-def]
    (places / "Documents").rmdir()
    seen: list[str] = []
    _with_dialog(_cancel, seen)
    window.open_action.trigger()
    assert seen == [str(places.resolve())]
