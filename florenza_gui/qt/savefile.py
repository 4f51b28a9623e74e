"""All-or-nothing writes (``QSaveFile``): the old file stays whole if anything fails."""

from __future__ import annotations


def write_file(path: str, text: str) -> None:
    # imported at the first write: PySide builds QFileDevice's enums on first use, not at launch
    from PySide6.QtCore import QByteArray, QIODevice, QSaveFile

    out = QSaveFile(path)
    if not out.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(out.errorString())
    out.write(QByteArray(text.encode("utf-8")))
    if not out.commit():
        raise OSError(out.errorString())
