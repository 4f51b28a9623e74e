"""How the New Game dialog names the palette's colours and the Ghosts'
difficulties; light enough to import at launch (the first game's families
are named with it) without the dialog itself."""

from __future__ import annotations

from functools import cache
from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QTranslator

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


@cache
def default_names() -> frozenset[str]:
    """Every name the dialog gives a family by its colour, in every language
    of the interface: a family so named was not named by its user, and takes
    its colour's name in the language shown."""
    from .i18n import LANGUAGES, catalogue_path

    names = set(COLOUR_NAMES.values())
    for code in LANGUAGES:
        catalogue = QTranslator()
        if catalogue.load(catalogue_path(code)):
            names |= {catalogue.translate("NewGameDialog", name) or name for name in COLOUR_NAMES.values()}
    return frozenset(name.casefold() for name in names)


def is_default_name(name: str) -> bool:
    """Whether ``name`` is a colour's name the dialog gave, in any language (else the user's own)."""
    return name.strip().casefold() in default_names()
