"""What the driver (tests/driver.py) does and sees in the scenario editor beyond the board: the Save as a
new scenario dialog (what it offers, filled in and saved as the user does), and the Families table's
Offices cell as it shows (its words, whether they show whole, its list of choices open). Part of
:class:`tests.driver.Driver`."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionViewItem,
)

from florenza_gui.qt.models import COLUMNS


class SaveDialogShown(NamedTuple):
    """The Save as a new scenario dialog as it opens."""

    title: str
    description: str
    keep_offered: str | None  # the words of the box that keeps the lesson's, if it is offered


class Editing:
    """The scenario editor's dialog and the Offices cell, as a user meets them."""

    window: Any
    qtbot: Any
    action: Any

    def _save_dialog(self) -> Any:
        from florenza_gui.app.scenario_dialog import SaveScenarioDialog

        self.action("Demo", "Save position as a scenario").trigger()
        (dialog,) = [d for d in self.window.findChildren(SaveScenarioDialog) if d.isVisible()]
        return dialog

    def save_dialog_shown(self) -> SaveDialogShown:
        """Demo ▸ Save position as a scenario…: what the dialog shows as it opens (then Cancel)."""
        dialog = self._save_dialog()
        shown = SaveDialogShown(
            dialog.title.text(),
            dialog.description.toPlainText(),
            dialog.keep.text() if dialog.keep.isVisibleTo(dialog) else None,
        )
        dialog.reject()
        return shown

    def save_scenario(self, title: str = "", description: str = "", keep: bool = False) -> Path:
        """Demo ▸ Save position as a scenario…, the lesson's words kept (``keep``: the box ticked, the fields
        as it fills them) or ``title`` and ``description`` typed, Save: the file written."""
        from florenza_gui.app.editor import user_scenarios_dir

        before = set(user_scenarios_dir().iterdir())
        dialog = self._save_dialog()
        if keep:
            self.qtbot.mouseClick(dialog.keep, Qt.MouseButton.LeftButton)
        if title:
            dialog.title.selectAll()
            QTest.keyClicks(dialog.title, title)
        if description:
            dialog.description.selectAll()
            QTest.keyClicks(dialog.description, description)
        buttons = dialog.findChild(QDialogButtonBox)
        self.qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        (written,) = set(user_scenarios_dir().iterdir()) - before
        return written

    # -- the Families table's Offices cell ---------------------------------------------------------
    def _offices_index(self, family: str) -> Any:
        view = self.window.families_view
        model = view.model()
        families = [f.id for f in self.window.session.state.families]
        return model.index(COLUMNS.index("Offices"), families.index(family))

    def offices_cell(self, family: str) -> tuple[str, str, bool, str]:
        """``family``'s Offices cell in the Families table (brought to the front): the words it shows (a
        word wider than its column shortened with a stop), its whole text, whether every line it shows is
        inside the cell, and its tooltip."""
        self.window.families_dock.raise_()
        QApplication.processEvents()
        view = self.window.families_view
        index = self._offices_index(family)
        view.scrollTo(index)
        QApplication.processEvents()
        delegate = view.itemDelegateForIndex(index)
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        option.rect = view.visualRect(index)
        delegate.initStyleOption(option, index)
        shown = option.text
        room = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
        needed = QFontMetrics(option.font).boundingRect(
            QRect(0, 0, room.width(), 10_000), int(Qt.TextFlag.TextWordWrap), shown
        )
        inside = needed.height() <= room.height() and needed.width() <= room.width()
        return shown, str(index.data()), inside, str(index.data(Qt.ItemDataRole.ToolTipRole) or "")

    def offices_list_shown(self, family: str) -> tuple[str, bool]:
        """In the scenario editor, ``family``'s Offices cell opened (clicked, F2): the choice its list shows
        and whether it shows whole (then Escape)."""
        view = self.window.families_view
        index = self._offices_index(family)
        view.scrollTo(index)
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
        QTest.keyClick(view, Qt.Key.Key_F2)
        (box,) = [b for b in view.viewport().findChildren(QComboBox) if b.isVisible()]
        option = QStyleOptionComboBox()
        box.initStyleOption(option)
        room = box.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, box
        )
        text = box.currentText()
        metrics = box.fontMetrics()
        whole = metrics.horizontalAdvance(text) <= room.width() and metrics.height() <= room.height() + 1
        QTest.keyClick(box, Qt.Key.Key_Escape)
        QApplication.processEvents()
        return text, whole
