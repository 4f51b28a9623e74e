"""All-or-nothing writes (``QSaveFile``): the old file stays whole if anything fails."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QIODevice, QSaveFile


def write_file(path: str, text: str) -> None:
    out = QSaveFile(path)
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(out.errorString())
    out.write(QByteArray(text.encode("utf-8")))
    if not out.commit():
        raise OSError(out.errorString())
