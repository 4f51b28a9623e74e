"""The Families table: one column per family and one row per count, so a
narrow dock reads every name and number. A word wider than its column (a
long family name over its column, "Fantasma" in a five-family game) is
shown shortened with a stop, never cut nor elided mid-letter: its tooltip,
and what a screen reader reads, hold the whole."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, overload

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractProxyModel,
    QEvent,
    QIdentityProxyModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
    QTransposeProxyModel,
)
from PySide6.QtGui import QFontMetricsF, QMouseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolTip,
    QWidget,
)

from ..qt.models import CHOICES_ROLE, FamiliesModel
from ..qt.plain import tip
from ..qt.refusalwords import refused
from ..qt.theme import serif

Index = QModelIndex | QPersistentModelIndex
VOWELS = frozenset("aeiouàèéìòóùAEIOUÀÈÉÌÒÓÙ")


def shortened(word: str, fits: Callable[[str], bool]) -> str:
    """``word``, else its longest beginning that fits with a stop after it,
    preferring one that ends on a consonant ("Fantas.", "gioc."); at least
    its first letter."""
    if fits(word):
        return word
    cuts = [word[:n] + "." for n in range(len(word) - 1, 0, -1)]
    for cut in cuts:
        if cut[-2] not in VOWELS and fits(cut):
            return cut
    return next((cut for cut in cuts if fits(cut)), cuts[-1] if cuts else word)


def fitted_words(caption: str, width: int, metrics: QFontMetricsF) -> str:
    """``caption`` wrapped at ``width``: every word that fits stays whole, one
    wider than the width is shortened (its words are laid out, never read)."""
    return " ".join(shortened(word, lambda w: metrics.horizontalAdvance(w) <= width) for word in caption.split(" "))


def fitted_line(caption: str, width: int, metrics: QFontMetricsF) -> str:
    """``caption`` on one line of ``width``: whole, else its first word with the
    others' initials ("Giovanni T.": a word's first letter or digit, a word of
    neither, "&", left out), else its first word shortened too."""
    def fits(candidate: str) -> bool:
        return metrics.horizontalAdvance(candidate) <= width

    if fits(caption):
        return caption
    first, *rest = caption.split()
    initials = [letter + "." for word in rest if (letter := next((c for c in word if c.isalnum()), ""))]
    tail = " ".join(initials)
    with_initials = " ".join([first, *initials])
    if fits(with_initials):
        return with_initials
    return shortened(first, lambda w: fits(f"{w} {tail}" if tail else w)) + (f" {tail}" if tail else "")


def text_room(view: QWidget, width: int) -> int:
    """The width a cell's text has in a column ``width`` wide: the item view's
    margin on either side (QStyle's focus frame margin, and a pixel)."""
    style = view.style()
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    return width - 2 * margin


class ShortWords(QStyledItemDelegate):
    """Draws a cell with each word that is wider than its column shortened. A cell with choices (the
    Offices cell, in the scenario editor) is edited with a list of them, as a count is with a spin box."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        choices = index.data(CHOICES_ROLE)
        if not isinstance(choices, list):
            return super().createEditor(parent, option, index)
        box = QComboBox(parent)
        box.addItems(choices)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # the longest choice, whole
        return box

    def updateEditorGeometry(self, editor: QWidget, option: QStyleOptionViewItem, index: Index) -> None:
        """A list of choices is as wide and as high as its longest choice needs (a narrow column's cell
        would cut "Captain, Bishop"), over the cells beside it, and kept inside the table."""
        if not isinstance(editor, QComboBox):
            super().updateEditorGeometry(editor, option, index)
            return
        hint = editor.sizeHint()
        rect = QRect(option.rect.topLeft(), option.rect.size().expandedTo(hint))
        table = editor.parentWidget()
        room = table.rect() if table is not None else rect
        rect.moveRight(min(rect.right(), room.right()))
        rect.moveLeft(max(rect.left(), room.left()))
        rect.moveBottom(min(rect.bottom(), room.bottom()))
        editor.setGeometry(rect)

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(int(index.data(Qt.ItemDataRole.EditRole) or 0))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        if isinstance(editor, QComboBox):
            model.setData(index, editor.currentIndex(), Qt.ItemDataRole.EditRole)
        else:
            super().setModelData(editor, model, index)

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        super().initStyleOption(option, index)
        view = option.widget
        if option.text and isinstance(view, QTableView):
            width = text_room(view, view.columnWidth(index.column()))
            option.text = fitted_words(option.text, width, QFontMetricsF(option.font))


_NAME_ROLES = frozenset(int(role) for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole,
                                               Qt.ItemDataRole.AccessibleTextRole))


class ShortNames(QIdentityProxyModel):
    """The families' names over their columns, each shortened to the width of
    its column (``width``), the whole name in its tooltip."""

    def __init__(self, width: Callable[[int], int], metrics: Callable[[], QFontMetricsF],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._width, self._metrics = width, metrics

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role not in _NAME_ROLES:  # (a header asks for a dozen roles)
            return super().headerData(section, orientation, role)
        name = super().headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
        if not isinstance(name, str) or not name.strip():
            return super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return fitted_line(name, self._width(section), self._metrics())
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip(name)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return name
        return super().headerData(section, orientation, role)


class FamiliesView(QTableView):
    """The Families table. An attempt to set a cell that opens no editor (another family's count, or
    one only the rules change) says which rule stops it, beside the cell and in the status bar."""

    def __init__(self, model: FamiliesModel, by_column: QTransposeProxyModel) -> None:
        super().__init__()
        self._families = model
        self._shown: QAbstractProxyModel = ShortNames(
            self._name_room, lambda: QFontMetricsF(self.horizontalHeader().font()), self)
        self._shown.setSourceModel(by_column)
        self.setModel(self._shown)
        self.setItemDelegate(ShortWords(self))
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # "First Player" wraps, whole
        self.setFont(serif(13))  # EB Garamond is narrow: "Human", "Ghost" fit five abreast
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # a name is shortened to its column's width: elided only should the style paint it wider than measured
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.sectionResized.connect(self._names_resized)
        self.setRowHidden(0, True)  # the families' names head the columns
        self.setTabKeyNavigation(False)  # the arrows go from cell to cell; Tab goes on, so it is no trap
        self._refused_at: QPersistentModelIndex | None = None  # a double-click's, shown once let go

    def _name_room(self, section: int) -> int:
        """The width a family's name has over its column (the header's own margins aside, as QHeaderView's
        style sets its label in)."""
        header = self.horizontalHeader()
        margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        return header.sectionSize(section) - 2 * margin

    def _names_resized(self, section: int, _old: int, _new: int) -> None:
        self._shown.headerDataChanged.emit(Qt.Orientation.Horizontal, section, section)

    def _source(self, index: Index) -> QModelIndex:
        by_column = self._shown.sourceModel()
        assert isinstance(by_column, QAbstractProxyModel)
        return by_column.mapToSource(self._shown.mapToSource(index))

    @overload
    def edit(self, index: Index, /) -> None: ...
    @overload
    def edit(self, index: Index, trigger: QAbstractItemView.EditTrigger, event: QEvent, /) -> bool: ...

    def edit(self, index: Index, trigger: QAbstractItemView.EditTrigger | None = None,
             event: QEvent | None = None) -> bool | None:
        if trigger is None:
            return super().edit(index)
        if super().edit(index, trigger, event):  # type: ignore[arg-type]  # (Qt passes no event for some triggers)
            return True
        if index.isValid() and trigger & self.editTriggers():  # what opens the editor on a family's own count
            if trigger & QAbstractItemView.EditTrigger.DoubleClicked:
                self._refused_at = QPersistentModelIndex(index)  # the release to come would hide a tooltip shown now
            else:
                self._show_refusal(index)
        return False

    def keyboardSearch(self, search: str) -> None:
        """Text typed where no editor opens moves nothing: a list goes to the next cell that starts with it,
        which in a table of numbers sent the cursor to another count (a refused cell's 5 to a family's 5 tokens)."""

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if self._refused_at is not None:
            index, self._refused_at = self._refused_at, None
            self._show_refusal(index)

    def _show_refusal(self, index: Index) -> None:
        """Beside the cell, and in the status bar: which rule stops setting it."""
        verdict = self._families.refuse_edit(self._source(index))
        if verdict is not None:
            words = refused(verdict)
            where = self.viewport().mapToGlobal(self.visualRect(index).bottomLeft())
            QToolTip.showText(where, tip(words), self, self.visualRect(index))


def families_table(model: FamiliesModel, parent: QObject) -> FamiliesView:
    """The Families table over ``model``, a family per column (the window's dock, the What if window)."""
    by_column = QTransposeProxyModel(parent)
    by_column.setSourceModel(model)
    return FamiliesView(model, by_column)
