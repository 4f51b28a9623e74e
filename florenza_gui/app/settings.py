"""Preferences remembered between runs (``QSettings``): window geometry,
animation speed, the last folder, the language, the recent files,
whether the table was left presenting (and with which zoom preset) and
whether play shows the steps of an end of round that change nothing."""

from __future__ import annotations

import json

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, QTimer

from ..qt.language import LANGUAGES

MAX_RECENT = 8


class _WrittenAfterTheFrame(QObject):
    """``QSettings`` writes what changed to the disk from an event it posts to itself, and the window's
    frame waited behind that write (a language chosen, a file opened and put first among the recent ones).
    Here the write waits for a timer instead, which the frame comes before. What was set is read back at
    once all the same, and a ``QSettings`` destroyed first writes it as it goes."""

    def __init__(self, settings: QSettings) -> None:
        super().__init__(settings)
        self._write = QTimer(self)
        self._write.setSingleShot(True)
        self._write.setInterval(1)
        self._write.timeout.connect(settings.sync)
        settings.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            self._write.start()
            return True
        return False


class Preferences:
    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings or QSettings()
        _WrittenAfterTheFrame(self.settings)

    def _get(self, key: str, default: object) -> object:
        value = self.settings.value(key, default)
        return default if value is None else value

    @property
    def speed(self) -> int:
        try:
            value = self._get("animation/speed", 4)
            return max(1, min(8, int(value if isinstance(value, (int, str)) else 4)))
        except (TypeError, ValueError):
            return 4

    @speed.setter
    def speed(self, value: int) -> None:
        self.settings.setValue("animation/speed", int(value))

    @property
    def quiet_steps(self) -> bool:
        """Whether play shows the steps of an end of round that change nothing (a lesson always does)."""
        return self._get("steps/quiet", "") == "yes"

    @quiet_steps.setter
    def quiet_steps(self, on: bool) -> None:
        self.settings.setValue("steps/quiet", "yes" if on else "")

    @property
    def last_folder(self) -> str:
        return str(self._get("files/last_folder", ""))

    @last_folder.setter
    def last_folder(self, folder: str) -> None:
        self.settings.setValue("files/last_folder", folder)

    def start_folder(self) -> str:
        """Where the Open and Save dialogs begin: the folder a game was last
        opened from or saved to, while it is there; else the user's documents
        folder (``QStandardPaths``), else their home. Never the folder the
        app happened to be started from."""
        from pathlib import Path

        from PySide6.QtCore import QStandardPaths

        last = self.last_folder
        if last and Path(last).is_dir():
            return last
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if documents and Path(documents).is_dir():
            return documents
        return str(Path.home())

    @property
    def language(self) -> str:
        value = str(self._get("ui/language", "en"))
        return value if value in LANGUAGES else "en"

    @language.setter
    def language(self, code: str) -> None:
        self.settings.setValue("ui/language", code)

    @property
    def recent(self) -> list[str]:
        value = self._get("files/recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in value][:MAX_RECENT] if isinstance(value, list) else []

    def add_recent(self, path: str) -> None:
        items = [path] + [p for p in self.recent if p != path]
        self.settings.setValue("files/recent", items[:MAX_RECENT])

    def geometry(self) -> QByteArray | None:
        value = self.settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, value: QByteArray) -> None:
        self.settings.setValue("window/geometry", value)

    @property
    def new_game_setup(self) -> dict[str, object] | None:
        """The last New Game set-up (families, colours, seats, difficulty), or
        None when there is none or what is stored is not one."""
        raw = self.settings.value("newgame/setup")
        try:
            setup = json.loads(str(raw)) if raw is not None else None
        except ValueError:
            return None
        if not isinstance(setup, dict):
            return None
        lists = [setup.get(key) for key in ("names", "colours", "seats")]
        if not all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in lists):
            return None
        if not isinstance(setup.get("count"), int) or not isinstance(setup.get("difficulty"), str):
            return None
        return setup

    @new_game_setup.setter
    def new_game_setup(self, setup: dict[str, object]) -> None:
        self.settings.setValue("newgame/setup", json.dumps(setup))

    @property
    def first_launch(self) -> bool:
        return self._get("ui/welcomed", "") != "yes"

    def welcomed(self) -> None:
        self.settings.setValue("ui/welcomed", "yes")

    def window_state(self) -> QByteArray | None:
        """The docks and toolbars as they were left (``QMainWindow.saveState``)."""
        value = self.settings.value("window/state")
        return value if isinstance(value, QByteArray) else None

    def set_window_state(self, value: QByteArray) -> None:
        self.settings.setValue("window/state", value)

    def presentation(self) -> tuple[bool, int | None]:
        """Whether the table was presenting when the app was quit, and the
        zoom preset shown then (its place in ``demo.zoom_presets``; None: none)."""
        on = self._get("presentation/on", "") == "yes"
        value = self._get("presentation/preset", "")
        try:
            preset = int(value) if isinstance(value, (int, str)) and str(value) != "" else None
        except ValueError:
            preset = None
        return on, preset if preset is None or preset >= 0 else None

    def set_presentation(self, on: bool, preset: int | None) -> None:
        self.settings.setValue("presentation/on", "yes" if on else "")
        self.settings.setValue("presentation/preset", "" if preset is None else int(preset))
