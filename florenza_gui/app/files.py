"""Opening and saving games, the Recent files menu, the question before an
unsaved game is replaced, and the autosave that makes sure no game is ever
lost (quitting keeps it for the next launch)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QMenu, QWidget

from ..engine.files.readfile import SaveError
from ..qt.language import file_reason, write_reason
from ..qt.plain import answer, critical, menu_text, message_box, one_line, tip
from ..qt.session import Session
from .autosave import Autosave, autosave_path, keep, read_autosave, set_aside
from .autosave_writer import WRITER
from .settings import Preferences

# QFileDialog and QMessageBox are imported where a dialog is made: PySide
# builds a Qt class's enums as Python enums on first use, which a launch
# showing neither should not pay for.


def file_filter() -> str:
    return QCoreApplication.translate("Files", "Florenza games (*.json);;All files (*)")


class Files(QObject):
    def __init__(self, session: Session, prefs: Preferences, parent: QWidget,
                 tell: Callable[[str, int], None]) -> None:
        super().__init__(parent)
        self.session = session
        self.prefs = prefs
        self.parent_widget = parent
        self.tell = tell
        self.autosave_enabled = True
        self._lock: QLockFile | None = None  # the autosave's, held by the copy of the app launched first
        self.recent_menu = QMenu(parent)
        self.retranslate()
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        session.settled.connect(self._on_session_settled)
        WRITER.failed.connect(self._autosave_failed, Qt.ConnectionType.QueuedConnection)

    def retranslate(self) -> None:
        self.recent_menu.setTitle(QCoreApplication.translate("Files", "Open &Recent"))

    # -- before a game is replaced -----------------------------------------------------------------
    def may_replace(self) -> bool:
        """A game nobody saved, or an edit in the scenario editor, is never dropped unasked: Save, Discard or
        Cancel (the same question whatever would take its place: a file, a scenario, a new game)."""
        if not self.session.dirty:
            return True
        from PySide6.QtWidgets import QMessageBox

        unsaved = QCoreApplication.translate("Files", "The position in the scenario editor has not been saved.") \
            if self.session.mode.editing else QCoreApplication.translate(
                "Files", "The game on the table has not been saved.")
        box = message_box(QMessageBox.Icon.Question, QCoreApplication.translate("Files", "Save this game?"), unsaved,
                          self.parent_widget, QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, informative=QCoreApplication.translate(
                              "Files", "Save it before another game takes its place?"))
        box.setObjectName("save_before_replace")
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        chosen = answer(box)
        if chosen == QMessageBox.StandardButton.Save:
            return self.save()
        return chosen == QMessageBox.StandardButton.Discard

    # -- opening ----------------------------------------------------------------------
    def open_path(self, path: str) -> bool:
        """Open a saved game; a bad file, or a Cancel, leaves the open game untouched."""
        from ..engine.files import saves  # (the file format's codecs: when a game is first opened)
        from ..engine.files.scenarios import as_read_from

        try:
            state = as_read_from(saves.load_path(path), path)  # (a shipped lesson opened so is still one)
        except SaveError as exc:
            self.show_error(path, exc)
            return False
        if not self.may_replace():
            return False
        self.session.replace(state, path, demo=False)
        self.prefs.add_recent(path)
        self.prefs.last_folder = str(Path(path).parent)
        return True

    def show_error(self, path: str, exc: SaveError) -> None:
        from PySide6.QtWidgets import QMessageBox

        field = exc.path or QCoreApplication.translate("Files", "(the whole file)")
        box = message_box(QMessageBox.Icon.Critical, QCoreApplication.translate("Files", "Cannot open this game"),
                          QCoreApplication.translate(
                              "Files", "The file could not be opened. The game you had open is unchanged."),
                          self.parent_widget, informative=QCoreApplication.translate(
                              "Files", "File: {0}\nField: {1}\nReason: {2}").format(path, field, file_reason(exc)))
        box.setObjectName("open_error")
        box.open()
        self.last_error = box

    def ask_open(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self.parent_widget,
                                              QCoreApplication.translate("Files", "Open a saved game"),
                                              self.prefs.start_folder(), file_filter())
        if path:
            self.open_path(path)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        # a file since deleted is not offered (anything else there is, and opening it says what it is)
        present = [path for path in self.prefs.recent if Path(path).exists()]
        for path in present:
            action = self.recent_menu.addAction(menu_text(self._recent_entry(Path(path))))
            action.setToolTip(tip(one_line(path)))
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not present:
            self.recent_menu.addAction(QCoreApplication.translate("Files", "(no recent games)")).setEnabled(False)

    def _recent_entry(self, path: Path) -> str:
        """A recent game's name and the folder it is in (from ``~`` when in the
        home folder), each shortened in its middle where it is long."""
        folder = path.parent
        try:
            shown_folder = str(Path("~") / folder.relative_to(Path.home()))
        except ValueError:
            shown_folder = str(folder)
        metrics = QFontMetrics(self.recent_menu.font())
        width = metrics.averageCharWidth()
        name = metrics.elidedText(one_line(path.name), Qt.TextElideMode.ElideMiddle, 40 * width)
        where = metrics.elidedText(one_line(shown_folder), Qt.TextElideMode.ElideMiddle, 60 * width)
        return QCoreApplication.translate("Files", "{0} — {1}").format(name, where)

    # -- saving --------------------------------------------------------------------------
    def save(self) -> bool:
        path = self.session.path
        return self.save_to(path) if path else self.save_as()

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if self._held():
            return False
        # the game's own file, or a new name in the folder last used (else the documents folder)
        start = self.session.path or str(Path(self.prefs.start_folder()) / "florenza-game.json")
        path, _ = QFileDialog.getSaveFileName(self.parent_widget, QCoreApplication.translate("Files", "Save the game"),
                                              start, file_filter())
        return self.save_to(path) if path else False

    def _held(self) -> bool:
        """Whether Save waits (a review is open: the status line says so, as it says every refusal)."""
        verdict = self.session.review_refusal
        if verdict is not None:
            self.session.refuse(verdict)
        return verdict is not None

    def save_to(self, path: str) -> bool:
        if self._held():
            return False
        try:
            self.session.save(path)
        except OSError as exc:
            critical(self.parent_widget, QCoreApplication.translate("Files", "Cannot save"),
                     f"{path}\n\n{write_reason(exc)}")
            return False
        except SaveError as exc:  # the scenario editor's position, which no file could hold: nothing written
            from .editor import what_is_wrong

            critical(self.parent_widget, QCoreApplication.translate("Files", "Cannot save"),
                     f"{path}\n\n{what_is_wrong(exc, self.session.state)}")
            return False
        self.prefs.add_recent(path)
        self.prefs.last_folder = str(Path(path).parent)
        passed = None if self.session.mode.lesson else self.session.passed_no_return
        if passed is None:
            self.tell(QCoreApplication.translate("Files", "Saved {0}").format(path), 5000)
        else:  # the round's end was written (Session.saved_state): say so, and why
            self.tell(QCoreApplication.translate(
                "Files", "Saved {0} as this end of round finishes: a game in play never goes back to before "
                         "{1}").format(path, passed), 8000)
        return True

    # -- autosave ------------------------------------------------------------------------
    def _on_session_settled(self) -> None:
        """A change is complete (the game, its history and index, its mode and file, an edit): keep it."""
        if self.autosave_enabled:
            self.write_autosave()

    def write_autosave(self) -> None:
        keep(self.session.kept(), wait=False)

    def _autosave_failed(self, error: OSError) -> None:
        self.tell(QCoreApplication.translate("Files", "Autosave failed: {0}").format(write_reason(error)), 8000)

    def keep_for_next_launch(self) -> None:
        """Quitting is not losing: the game on the table waits in the autosave."""
        if self.autosave_enabled:
            self.write_autosave()
        WRITER.wait()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def claim_autosave(self) -> bool:
        """One autosave, one app: a copy of the app launched while another runs would write over the
        first one's game at every move, and the next launch would continue whichever wrote last. Only
        the first keeps an autosave (a lock beside it; one left by a crash is taken over); a later copy
        says so and keeps none, and its game is saved with File ▸ Save."""
        lock = QLockFile(str(autosave_path().with_name("autosave.lock")))
        if lock.tryLock(0):
            self._lock = lock
            return True
        self.autosave_enabled = False
        self.tell(QCoreApplication.translate(
            "Files", "Florenza Table is already open in another window, which keeps the game left last "
                     "time: this window keeps no autosave, so save its game with File ▸ Save"), 30000)
        return False

    def pending(self) -> Autosave | None:
        """The autosaved game to offer; one that cannot be resumed is kept
        aside and the user is told why, never lost without a word."""
        try:
            found = read_autosave()
        except SaveError as exc:
            self.reject_autosave(exc)
            return None
        return found

    def reject_autosave(self, exc: SaveError) -> None:
        from PySide6.QtWidgets import QMessageBox

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
                          self.parent_widget, informative=QCoreApplication.translate(
                              "Files", "Field: {0}\nReason: {1}\n{2}.").format(field, file_reason(exc), where))
        box.setObjectName("autosave_rejected")
        box.open()
        self.last_error = box
