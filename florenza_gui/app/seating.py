"""How the New Game dialog names the palette's colours and the Ghosts'
difficulties; light enough to import at launch (the first game's families
are named with it) without the dialog itself."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# the palette's colours and the Ghosts' difficulties, as the dialog names them
COLOUR_NAMES = cast(dict[str, str], {
    "red": QT_TRANSLATE_NOOP("NewGameDialog", "Red"),
    "blue": QT_TRANSLATE_NOOP("NewGameDialog", "Blue"),
    "green": QT_TRANSLATE_NOOP("NewGameDialog", "Green"),
    "yellow": QT_TRANSLATE_NOOP("NewGameDialog", "Yellow"),
    "purple": QT_TRANSLATE_NOOP("NewGameDialog", "Purple"),
})
DIFFICULTY_NAMES = cast(dict[str, str], {
    "easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
    "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
    "hard": QT_TRANSLATE_NOOP("NewGameDialog", "Hard"),
})


def colour_name(colour: str) -> str:
    return QCoreApplication.translate("NewGameDialog", COLOUR_NAMES.get(colour, colour.capitalize()))
