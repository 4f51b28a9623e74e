"""Keys for actions that have more than one."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence


def redo_keys(platform: list[QKeySequence]) -> list[QKeySequence]:
    """Ctrl+Shift+Z (what Help says) and the platform's own Redo keys, each once.

    On X11 the platform's first Redo key is Ctrl+Shift+Z itself: the same key
    bound twice to one action is an "ambiguous shortcut" Qt refuses to run,
    so Redo from the keyboard did nothing there."""
    keys = [QKeySequence("Ctrl+Shift+Z")]
    for key in platform:
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys
