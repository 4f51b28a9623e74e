"""Combo boxes named by what they are for, for a screen reader, on every platform.

Qt names a combo box by its accessible name (or the label it is the buddy
of) on Windows and macOS, but on Linux by its current item: "Red", "Human",
"Normal", whatever the box is for. :class:`NamedComboFace` names it there as
elsewhere, by its accessible name or its label's text (its current item when
it has neither) when it is a :class:`NamedComboBox`, and says the current item as its value; the list it pops up
is its child, and its Press (or Show menu) action opens and closes that list,
as Qt's own interface does."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QComboBox, QWidget

Text = QAccessible.Text


class NamedComboBox(QComboBox):
    """A combo box a screen reader names by what it is for (:class:`NamedComboFace`)."""


class NamedComboFace(QAccessibleWidget):
    def __init__(self, box: QComboBox) -> None:
        super().__init__(box, QAccessible.Role.ComboBox)
        self.box = box

    def text(self, t: Text) -> str:
        if t is Text.Value:
            return self.box.currentText()
        if t is Text.Name:
            return super().text(t) or self.box.currentText()  # (its accessible name, else its label's text)
        return super().text(t)

    def _parts(self) -> list[QWidget]:
        edit = self.box.lineEdit()
        return [self.box.view(), *([edit] if edit is not None else [])]

    def childCount(self) -> int:
        return len(self._parts())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        parts = self._parts()
        return QAccessible.queryAccessibleInterface(parts[index]) if 0 <= index < len(parts) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        obj = child.object()
        return next((i for i, part in enumerate(self._parts()) if part is obj), -1)

    def state(self) -> QAccessible.State:
        state = super().state()
        state.expandable = True
        state.expanded = self.box.view().isVisible()
        state.editable = self.box.isEditable()
        return state

    def actionNames(self) -> list[str]:
        return [QAccessibleActionInterface.showMenuAction(), QAccessibleActionInterface.pressAction(),
                *super().actionNames()]

    def doAction(self, name: str) -> None:
        if name in (QAccessibleActionInterface.showMenuAction(), QAccessibleActionInterface.pressAction()):
            if self.box.view().isVisible():
                self.box.hidePopup()
            else:
                self.box.showPopup()
            return
        super().doAction(name)


def _combo_face(key: str, obj: QObject) -> QAccessibleInterface | None:
    # (asked about the box's own class first, which Qt's factory knows nothing of)
    return NamedComboFace(obj) if isinstance(obj, NamedComboBox) else None


QAccessible.installFactory(_combo_face)
