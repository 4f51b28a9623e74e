"""The interface language: Qt Linguist catalogues in ``resources/i18n``
(``florenza_<code>.qm``, built from the ``.ts`` sources, see the README
there), plus Qt's own ``qtbase_<code>.qm`` for the standard buttons and
dialogs. The engine's narration stays English in the engine (and in saved
files); the views put its typed events into words through ``qt.language``
(``engine.wording`` and its catalogue), which this module tells the
installed language."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QTranslator

from ..engine.model.boarddata import resource_path
from ..qt import language as narration_language
from ..qt.language import LANGUAGES

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "catalogue_path", "clear_language", "install_language"]
DEFAULT_LANGUAGE = "en"

# Qt 6's file dialog labels that Qt's own catalogues lack (they have them without the
# shortcut marks): our catalogue, asked after Qt's, gives them in the interface language
QT_DIALOG_LABELS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))

# the translators now installed, kept alive here (Qt does not own them)
_installed: list[QTranslator] = []
# the language they are for, and whether the app's own catalogue loaded (empty while none is installed)
_language: list[tuple[str, bool]] = []


def catalogue_path(code: str) -> str:
    return str(resource_path("i18n", f"florenza_{code}.qm"))


def clear_language(app: QCoreApplication) -> None:
    """Remove the translators installed by :func:`install_language`."""
    while _installed:
        app.removeTranslator(_installed.pop())
    _language.clear()
    narration_language.set_language(DEFAULT_LANGUAGE)


def install_language(app: QCoreApplication, code: str) -> bool:
    """Replace any previous translators by ``code``'s; True if the app's own
    catalogue loaded (Qt's is installed too when it exists). The language
    already installed stays as it is (a translator installed or removed tells
    every widget of the application)."""
    if _language and _language[0][0] == code:
        return _language[0][1]
    clear_language(app)
    if code not in LANGUAGES:
        return False
    ours = QTranslator(app)
    loaded = ours.load(catalogue_path(code))
    if loaded:
        app.installTranslator(ours)
        _installed.append(ours)
        narration_language.set_language(code)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    _language.append((code, loaded))
    return loaded
