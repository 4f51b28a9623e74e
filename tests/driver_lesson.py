"""The driver's lesson authoring (tests/driver.py): in the scenario editor, Demo ▸ Save position as a scenario…
opens the lesson's form; its fields are typed into as a user types (the field clicked, its text selected,
the new text typed), its tabs and the questions' boxes clicked, and Save or Cancel clicked. Its readings are
what the form shows: each field's text, and the questions offered, ticked, with their hints."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLineEdit, QPlainTextEdit

from florenza_gui.engine.model.asks import Ask


class Authoring:
    """A lesson's form, as its author meets it (mixed into the driver)."""

    window: Any
    qtbot: Any
    if TYPE_CHECKING:
        def action(self, *path: str) -> Any: ...

        def trigger(self, action: Any) -> None: ...

    def open_lesson_form(self) -> None:
        """Demo ▸ Save position as a scenario… (the editor is open)."""
        demo = QCoreApplication.translate("Demo", "&Demo").replace("&", "")
        entry = QCoreApplication.translate("Demo", "&Save position as a scenario…").replace("&", "")
        self.trigger(self.action(demo, entry.removesuffix("…")))
        self.qtbot.waitUntil(lambda: self._form() is not None and self._form().isVisible())

    def lesson_form(self) -> dict[str, Any]:
        """What the form shows: ``title``, ``description``, ``closing``, ``intro`` and ``asks`` (each question
        offered, with whether it is ticked and its hint)."""
        form = self._form()
        return {"title": form.title.text(), "description": form.description.toPlainText(),
                "closing": form.closing.toPlainText(), "intro": form.intro.toPlainText(),
                "asks": {ask: (box.isChecked(), hint.text()) for ask, (box, hint) in form.asks.items()}}

    def fill_lesson_form(self, title: str | None = None, description: str | None = None, closing: str | None = None,
                         intro: str | None = None, asks: Mapping[Ask, str] | None = None) -> None:
        """Type each text given into its field; with ``asks``, tick those questions (and untick the others) and
        type each one's hint."""
        form = self._form()
        self._tab(0)
        for field, text in ((form.title, title), (form.description, description), (form.closing, closing)):
            if text is not None:
                self._type(field, text)
        if asks is None and intro is None:
            return
        self._tab(1)
        for ask, (box, hint) in form.asks.items():
            if asks is not None and box.isChecked() != (ask in asks):
                self.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
            if asks is not None and ask in asks:
                self._type(hint, asks[ask])
        if intro is not None:
            self._type(form.intro, intro)

    def paste_hint(self, ask: Ask, text: str) -> None:
        """``text`` pasted (Ctrl+V) at the end of the hint of ``ask``."""
        from PySide6.QtGui import QGuiApplication

        _, hint = self._form().asks[ask]
        self.qtbot.mouseClick(hint, Qt.MouseButton.LeftButton)
        QTest.keyClick(hint, Qt.Key.Key_End)
        QGuiApplication.clipboard().setText(text)
        QTest.keyClick(hint, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)

    def save_lesson_form(self) -> None:
        """Save clicked: the lesson is written (or the form stays, saying why)."""
        self.qtbot.mouseClick(self._form_button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)

    def cancel_lesson_form(self) -> None:
        self.qtbot.mouseClick(self._form_button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)

    def keep_the_lesson(self) -> None:
        """Tick the form's "Start from the lesson …" box (the lesson's words, questions and log kept)."""
        box = self._form().keep
        assert box.isVisible(), "the form offers no lesson to start from"
        self.qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().topLeft() + QPoint(8, box.height() // 2))
        assert box.isChecked()

    def lesson_form_error(self) -> str:
        form = self._form()
        return str(form.error.text()) if form.error.isVisible() else ""

    def _form(self) -> Any:
        return getattr(self.window.editor, "dialog", None)

    def _form_button(self, which: QDialogButtonBox.StandardButton) -> Any:
        (box,) = self._form().findChildren(QDialogButtonBox)
        return box.button(which)

    def _tab(self, index: int) -> None:
        tabs = self._form().tabs
        if tabs.currentIndex() != index:
            self.qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton, pos=tabs.tabBar().tabRect(index).center())
        assert tabs.currentIndex() == index

    def _type(self, field: QLineEdit | QPlainTextEdit, text: str) -> None:
        """Click the field, select its text, type ``text`` over it."""
        self.qtbot.mouseClick(field.viewport() if isinstance(field, QPlainTextEdit) else field,
                              Qt.MouseButton.LeftButton)
        QTest.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        if text:
            QTest.keyClicks(field, text)
        else:
            QTest.keyClick(field, Qt.Key.Key_Delete)
        shown = field.toPlainText() if isinstance(field, QPlainTextEdit) else field.text()
        assert shown == text, (shown, text)
