"""The log's list: one line per step or move, word-wrapped, the latest in view."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QSize
from PySide6.QtWidgets import QListView, QStyledItemDelegate, QStyleOptionViewItem

from ..qt.theme import serif


class LineHeights(QStyledItemDelegate):
    """The log's lines, painted as any list's, each line's size laid out once for its words and the
    width it wraps in. A list of wrapped lines lays every line out again whenever one comes or goes
    (a move, a step, an Undo); with hundreds of lines, laying out their words is most of an action's time."""

    MOST = 4096  # sizes kept (a long game's lines at a few widths)

    def __init__(self) -> None:
        super().__init__()
        self._sizes: dict[tuple[str, int, str], QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        key = (str(index.data()), option.rect.width(), option.font.key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= self.MOST:
                self._sizes.clear()
            size = self._sizes[key] = super().sizeHint(option, index)
        return QSize(size)


class LogView(QListView):
    """The narrated log, one line per step or move, always showing the latest.

    A new line, or a new game's log, brings the last line into view; so does every later change of
    the view's height or of its lines' wrapping (the window first shown, a dock resized), until the
    user scrolls up to read: the lines are laid out after the log is filled, so a scroll to the end
    made then alone is lost (the log of a game opened or resumed at launch showed its first line)."""

    def __init__(self, model: QAbstractItemModel) -> None:
        super().__init__()
        self.setModel(model)
        self._heights = LineHeights()
        self.setItemDelegate(self._heights)
        self.setWordWrap(True)
        self.setFont(serif(16))
        # a long game's hundreds of wrapped lines are laid out a batch at a time, between frames, not all at
        # once at every new line (the range grows as they are, and a following view goes on to the end)
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(100)
        self.setAutoScroll(False)  # the line made current (the step's) is the last one: following shows it
        self._follow = True  # the last line is to stay in view
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        model.rowsInserted.connect(lambda *_: self.follow())
        model.modelReset.connect(self.follow)

    def follow(self) -> None:
        """Show the last line, and keep it in view: the scroll bar is put at its end, and kept there as the
        lines are laid out (asking the view for the last line's place would lay every line out at once)."""
        self._follow = True
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _range_changed(self, _least: int, most: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(most)

    def _scrolled(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum()  # scrolled up to read: left where it is
