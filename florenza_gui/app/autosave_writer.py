"""The autosave's writes, made after the window's frame and written off the window's thread.

Each change is put into words for the file on the window's thread (the game
is immutable, so the text is the change's and no later one's) once the
window has painted it and what follows from the same input, a menu closing or
a list laying out its rows (``write_after_the_frame``: a timer of
``AFTER_THE_FRAME_MS``), then written by one worker thread: a temporary file beside the
autosave, flushed to the disk, renamed over it (``saves.write_atomic``), so
the file on disk is always a whole autosave, the last one or the one before.
The window paints the change first, and the disk takes it after.

Writes are made in the order they were asked for; a text asked for while an
older one still waits (to be made or written) replaces it, as only the latest
is wanted. ``wait`` makes the text still to be made, then returns once every
text asked for is on the disk: reading the autosave back and quitting wait
first. A write that fails is told to the window's thread through ``failed``
(a queued signal), as a ``WriteError``: why, typed by the system's error number.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.model.filereasons import os_reason
from ..qt.savefile import WriteError

# The window's frame for a change, and the frames that follow from the same input, are painted within
# this; the text made before them would hold them back by the few milliseconds a game takes to write.
AFTER_THE_FRAME_MS = 25


class AutosaveWriter(QObject):
    failed = Signal(object)  # a WriteError (why, typed), on the window's thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Condition()
        self._waiting: tuple[Path, str] | None = None  # the text to write next, not yet begun
        self._writing = False
        self._thread: threading.Thread | None = None
        self._unmade: tuple[Path, Callable[[], str]] | None = None  # the text to make once the frame is painted
        # a timer, not a queued call: the window's frames (posted events, handled before timers) come first
        self._after_the_frame = QTimer(self)
        self._after_the_frame.setSingleShot(True)
        self._after_the_frame.setInterval(AFTER_THE_FRAME_MS)
        self._after_the_frame.timeout.connect(self._make)

    def write_after_the_frame(self, path: Path, make: Callable[[], str]) -> None:
        """Write the text ``make`` makes to ``path``, made on this thread once the window has painted the
        change (or at the next ``wait``), then written as ``write`` writes."""
        self._unmade = (path, make)
        if not self._after_the_frame.isActive():  # (changes in quick succession: the latest is made, and not later)
            self._after_the_frame.start()

    def _make(self) -> None:
        if self._unmade is not None:
            (path, make), self._unmade = self._unmade, None
            self.write(path, make())

    def write(self, path: Path, text: str) -> None:
        """Write ``text`` to ``path`` as soon as the disk allows, after the writes asked for before it."""
        self._unmade = None  # (an older change's text, no longer wanted)
        with self._lock:
            self._waiting = (path, text)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def wait(self) -> None:
        """Return once every text asked for is made and written (or has failed)."""
        self._make()
        with self._lock:
            while self._waiting is not None or self._writing:
                self._lock.wait()

    def _run(self) -> None:
        while True:
            with self._lock:
                while self._waiting is None:
                    self._lock.wait()
                (path, text), self._waiting = self._waiting, None
                self._writing = True
            # (the file format's module, imported by the first write, not at launch)
            from ..engine.files.saves import write_atomic

            try:
                write_atomic(path, text)
            except OSError as exc:
                said = exc.strerror or str(exc)
                self.failed.emit(WriteError(os_reason(exc.errno, said, writing=True), said))
            finally:
                with self._lock:
                    self._writing = False
                    self._lock.notify_all()


WRITER = AutosaveWriter()  # the app's one autosave: one writer, so its writes never overtake one another
