"""Opening and saving games, the Recent files menu, and the autosave that
makes sure no game is ever lost."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from ..engine import saves
from ..engine.state import GameState
from ..qt.plain import critical, menu_text, message_box, tip
from .autosave import autosave_path, read_autosave, remove_autosave, set_aside, write_autosave
from .settings import Preferences

if TYPE_CHECKING:
    from .window import MainWindow


def file_filter() -> str:
    return QCoreApplication.translate("Files", "Florenza games (*.json);;All files (*)")


class Files(QObject):
    def __init__(self, window: MainWindow, prefs: Preferences) -> None:
        super().__init__(window)
        self.window = window
        self.prefs = prefs
        self.autosave_enabled = True
        self.recent_menu = QMenu(window)
        self.retranslate()
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        c = window.controller
        c.state_advanced.connect(self._on_controller_changed)
        c.state_reset.connect(self._on_controller_changed)

    def retranslate(self) -> None:
        self.recent_menu.setTitle(QCoreApplication.translate("Files", "Open &Recent"))

    # -- opening ----------------------------------------------------------------------
    def open_path(self, path: str) -> bool:
        """Open a saved game; a bad file leaves the open game untouched."""
        try:
            state = saves.load_path(path)
        except saves.SaveError as exc:
            self.show_error(path, exc)
            return False
        self.window.load_game(state, path)
        self.prefs.add_recent(path)
        self.prefs.last_folder = str(Path(path).parent)
        return True

    def show_error(self, path: str, exc: saves.SaveError) -> None:
        field = exc.path or QCoreApplication.translate("Files", "(the whole file)")
        box = message_box(QMessageBox.Icon.Critical, QCoreApplication.translate("Files", "Cannot open this game"),
                          QCoreApplication.translate(
                              "Files", "The file could not be opened. The game you had open is unchanged."),
                          self.window, informative=QCoreApplication.translate(
                              "Files", "File: {0}\nField: {1}\nReason: {2}").format(path, field, exc.reason))
        box.setObjectName("open_error")
        box.open()
        self.last_error = box

    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.window, QCoreApplication.translate("Files", "Open a saved game"),
                                              self.prefs.last_folder, file_filter())
        if path:
            self.open_path(path)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for path in self.prefs.recent:
            action = self.recent_menu.addAction(menu_text(Path(path).name))
            action.setToolTip(tip(path))
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not self.prefs.recent:
            self.recent_menu.addAction(QCoreApplication.translate("Files", "(no recent games)")).setEnabled(False)

    # -- saving --------------------------------------------------------------------------
    def save(self) -> bool:
        path = self.window.controller.path
        return self.save_to(path) if path else self.save_as()

    def save_as(self) -> bool:
        start = self.window.controller.path or str(Path(self.prefs.last_folder or ".") / "florenza-game.json")
        path, _ = QFileDialog.getSaveFileName(self.window, QCoreApplication.translate("Files", "Save the game"), start,
                                              file_filter())
        return self.save_to(path) if path else False

    def save_to(self, path: str) -> bool:
        try:
            self.window.controller.save(path)
        except OSError as exc:
            critical(self.window, QCoreApplication.translate("Files", "Cannot save"), f"{path}\n\n{exc}")
            return False
        self.prefs.add_recent(path)
        self.prefs.last_folder = str(Path(path).parent)
        self.window.statusBar().showMessage(QCoreApplication.translate("Files", "Saved {0}").format(path), 5000)
        return True

    # -- autosave ------------------------------------------------------------------------
    def _on_controller_changed(self, *_: object) -> None:
        if self.autosave_enabled:
            c = self.window.controller
            try:
                write_autosave(c.sequence_start, c.step_index if c.in_sequence else 0)
            except OSError as exc:
                self.window.statusBar().showMessage(
                    QCoreApplication.translate("Files", "Autosave failed: {0}").format(exc), 8000)

    def clean_exit(self) -> None:
        remove_autosave()

    def pending(self) -> tuple[GameState, int] | None:
        """The autosaved game to offer; one that cannot be resumed is kept
        aside and the user is told why, never lost without a word."""
        try:
            found = read_autosave()
        except saves.SaveError as exc:
            self.reject_autosave(exc)
            return None
        return None if found is None else (found.game, found.steps_shown)

    def reject_autosave(self, exc: saves.SaveError) -> None:
        kept = set_aside()
        if kept:
            where = QCoreApplication.translate("Files", "It was kept as {0}").format(kept)
        else:
            where = QCoreApplication.translate(
                "Files", "It could not be moved aside and was left as {0}").format(autosave_path())
        field = exc.path or QCoreApplication.translate("Files", "(the whole file)")
        box = message_box(QMessageBox.Icon.Warning,
                          QCoreApplication.translate("Files", "Cannot resume the last game"),
                          QCoreApplication.translate(
                              "Files", "The game saved automatically last time could not be resumed."),
                          self.window, informative=QCoreApplication.translate(
                              "Files", "Field: {0}\nReason: {1}\n{2}.").format(field, exc.reason, where))
        box.setObjectName("autosave_rejected")
        box.open()
        self.last_error = box
