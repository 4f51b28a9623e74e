"""All-or-nothing writes (``QSaveFile``): the old file stays whole if anything fails."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from ..engine.model.filereasons import Why, os_reason


class WriteError(OSError):
    """A file that could not be written, and why (typed, put into words in
    the interface's language where it is shown)."""

    def __init__(self, why: Why, said: str) -> None:
        super().__init__(said)
        self.why = why


def write_file(path: str, text: str) -> None:
    # imported at the first write: PySide builds QFileDevice's enums on first use, not at launch
    from PySide6.QtCore import QByteArray, QIODevice, QSaveFile

    out = QSaveFile(path)
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise WriteError(os_reason(why_not_written(path), out.errorString(), writing=True), out.errorString())
    out.write(QByteArray(text.encode("utf-8")))
    if not out.commit():
        raise WriteError(os_reason(why_not_written(path), out.errorString(), writing=True), out.errorString())


def why_not_written(path: str) -> int | None:
    """The system's error number for a file that could not be written at
    ``path`` (QSaveFile says why only in words), found by looking at the file
    and its folder; None when nothing there says why."""
    target = Path(path)
    folder = target.parent
    try:
        if folder.is_dir() and len(os.fsencode(target.name)) > os.pathconf(folder, "PC_NAME_MAX"):
            return errno.ENAMETOOLONG
        if target.is_dir():
            return errno.EISDIR
        if not folder.exists():
            return errno.ENOENT
        if not folder.is_dir():
            return errno.ENOTDIR
        disk = os.statvfs(folder)
        if disk.f_flag & os.ST_RDONLY:
            return errno.EROFS
        if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
            return errno.EACCES
        if disk.f_bavail == 0:
            return errno.ENOSPC
    except (OSError, ValueError):  # (a path the system cannot even look at: its own words say why)
        return None
    return None
