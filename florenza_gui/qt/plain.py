"""Text is shown as text: the one place labels, tooltips and message boxes
come from (FORMAT.md: no text from a file is ever interpreted as markup).

A family name, a scenario title, a file path or a log line may come from a
file someone sent. Qt guesses whether a string is rich text (HTML) for
QLabel, tooltips and QMessageBox, so ``<img src="/dev/zero">`` as a family
name would be loaded as an image (and abort the app) and ``<h1>`` drawn as a
heading. Every view therefore makes its labels with :func:`text_label`, gives
tooltips through :func:`tip` and opens message boxes through
:func:`message_box` / :func:`critical` / :func:`question`; a test walks the
whole window and a source check keeps new code on these paths.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Any

from PySide6 import QtGui
from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    # imported when a box is first shown: PySide builds QMessageBox's (and
    # QDialog's) enums as Python enums on first use, which a launch need not wait for
    from PySide6.QtWidgets import QMessageBox

# Qt's own test for "looks like HTML" and its escaping (QtGui adds them to the
# Qt namespace; the type stubs do not know them)
_TEXT: Any = QtGui.Qt


def text_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A QLabel that shows its text exactly as written, never as markup."""
    made = QLabel(parent)
    made.setTextFormat(Qt.TextFormat.PlainText)
    made.setText(text)
    return made


def tip(text: str) -> str:
    """A tooltip that shows ``text`` literally.

    Qt renders a tooltip as rich text when it looks like HTML; such a text
    is converted to HTML that displays the original characters. Any other
    text is returned unchanged (so it still reads naturally where a tooltip
    doubles as an accessible name)."""
    if _TEXT.mightBeRichText(text):
        return str(_TEXT.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal))
    return text


def menu_text(text: str) -> str:
    """A menu entry that shows ``text`` literally: '&' is not a shortcut mark."""
    return text.replace("&", "&&")


def one_line(text: str) -> str:
    """``text`` on one line of its own: a control character (a tab would start
    a menu's shortcut column, a line break a second line) or a bidirectional
    control (which would turn the words after it around) becomes U+FFFD."""
    return "".join("\ufffd" if unicodedata.category(c) == "Cc" or c in _BIDI_CONTROLS else c for c in text)


_BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def shown_text(entry: str) -> str:
    """What a menu entry's text shows: its shortcut mark gone, a '&&' one '&'
    (for a tooltip or the toolbar; a name's own '&' stays)."""
    return entry.replace("&&", "\0").replace("&", "").replace("\0", "&")  # (no text shown holds a NUL)


def window_title(text: str) -> str:
    """A window title that shows ``text`` literally: Qt reads "[*]" in a
    title as the place of the unsaved-changes mark and hides it, so a family
    named "A[*]" would lose those characters; Qt shows "[*][*]" as "[*]"."""
    return text.replace("[*]", "[*][*]")


def plain_box(box: QMessageBox) -> QMessageBox:
    """Make every text of a message box plain, its informative text included
    (QMessageBox only applies its text format to the main text)."""
    box.setTextFormat(Qt.TextFormat.PlainText)
    for child in box.findChildren(QLabel):
        if child.textFormat() is not Qt.TextFormat.PlainText:
            text = child.text()
            child.setTextFormat(Qt.TextFormat.PlainText)
            child.setText(text)
    return box


def message_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None,
                buttons: QMessageBox.StandardButton | None = None,
                informative: str = "") -> QMessageBox:
    """A QMessageBox whose texts are all plain (not yet shown); buttons: OK unless given."""
    from PySide6.QtWidgets import QMessageBox

    if buttons is None:
        buttons = QMessageBox.StandardButton.Ok
    box = QMessageBox(icon, title, "", buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    if informative:
        # the informative label is made by its first text, with Qt's guess at
        # the format: make it with a blank, make it plain, then give the text
        box.setInformativeText(" ")
        plain_box(box)
        shown = box.findChild(QLabel, "qt_msgbox_informativelabel")
        if shown is not None:
            shown.setText(informative)
        else:  # pragma: no cover - Qt names the label so since 4.x
            box.setInformativeText(informative)
    return plain_box(box)


def answer(box: QMessageBox) -> QMessageBox.StandardButton:
    """Show ``box`` window-modal (``open``) and wait here for the button
    pressed, Qt's events going on meanwhile: the game's window repaints, and
    its timers and the asyncio loop run. A box closed without a button
    answers ``NoButton``."""
    from PySide6.QtWidgets import QMessageBox

    answered: list[int] = []
    box.finished.connect(answered.append)
    box.open()
    while not answered and box.isVisible():
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    return QMessageBox.StandardButton(answered[0] if answered else QMessageBox.StandardButton.NoButton)


def critical(parent: QWidget | None, title: str, text: str) -> None:
    """Like ``QMessageBox.critical``, with plain text."""
    from PySide6.QtWidgets import QMessageBox

    answer(message_box(QMessageBox.Icon.Critical, title, text, parent))


def information(parent: QWidget | None, title: str, text: str) -> None:
    """Like ``QMessageBox.information``, with plain text."""
    from PySide6.QtWidgets import QMessageBox

    answer(message_box(QMessageBox.Icon.Information, title, text, parent))


def question(parent: QWidget | None, title: str, text: str, buttons: Any) -> QMessageBox.StandardButton:
    """Like ``QMessageBox.question``, with plain text; the button pressed."""
    from PySide6.QtWidgets import QMessageBox

    return answer(message_box(QMessageBox.Icon.Question, title, text, parent, buttons))
