"""The log's list: one line per step or move, word-wrapped, the latest in view."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QListView, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from ..qt.models import LogModel
from ..qt.theme import FOCUS_EDGE, serif

FOCUSED_FILL = QColor("#ffe08a")  # the current line of the focused log, as the theme's FOCUSED_ITEM marks a cell


class LineHeights(QStyledItemDelegate):
    """The log's lines, painted as any list's, each line's size laid out once for its words and the
    width it wraps in. A list of wrapped lines lays every line out again whenever one comes or goes
    (a move, a step, an Undo, a game opened); with hundreds of lines, laying out their words is most
    of an action's time. The words are the model's own line (``LogModel.line``): asking each row for
    them through Qt would cost a call through the model's ``data`` for every row at every layout.
    The sizes are forgotten when the view's type changes (``forget``)."""

    MOST = 4096  # sizes kept (a long game's lines at a few widths)

    def __init__(self, model: LogModel) -> None:
        super().__init__()
        self._line = model.line
        self._sizes: dict[tuple[str, int], QSize] = {}

    def forget(self) -> None:
        self._sizes.clear()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        """A line as any list's; the current line of the focused log dark-edged and gold, whether selected
        or not (the theme's ``FOCUSED_ITEM``, painted here: a style sheet would slow every frame of the log)."""
        if not option.state & QStyle.StateFlag.State_HasFocus:
            super().paint(painter, option, index)
            return
        line = QStyleOptionViewItem(option)
        self.initStyleOption(line, index)
        line.state &= ~(QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_HasFocus)
        line.palette.setColor(QPalette.ColorRole.Text, FOCUS_EDGE)
        rect = line.rect
        painter.save()
        painter.fillRect(rect, FOCUSED_FILL)
        painter.setPen(QPen(FOCUS_EDGE, 3))
        painter.drawRect(rect.adjusted(1, 1, -2, -2))
        painter.restore()
        line.rect = rect.adjusted(3, 0, -3, 0)  # (the words inside the edge)
        widget = line.widget
        widget.style().drawControl(QStyle.ControlElement.CE_ItemViewItem, line, painter, widget)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        key = (self._line(index.row()), option.rect.width())
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

    _lay_out_soon = Signal()

    def __init__(self, model: LogModel) -> None:
        super().__init__()
        self.setModel(model)
        self._heights = LineHeights(model)
        self.setItemDelegate(self._heights)
        self.setWordWrap(True)
        self.setFont(serif(16))
        # a long game's wrapped lines are laid out a batch at a time, between frames, not all at once at every
        # new line (the range grows as they are, and a following view goes on to the end); a game of a few
        # rounds, in one batch, is laid out in the frame that shows its new line
        self.setLayoutMode(QListView.LayoutMode.Batched)
        self.setBatchSize(400)
        # the scroll bar always there, so the lines always wrap in one width: shown only when needed, it came
        # and went as a language or a step made the log just taller than its panel, the lines were laid out
        # again in the other width, and the window painted a second frame for them
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setAutoScroll(False)  # the line made current (the step's) is the last one: following shows it
        self._follow = True  # the last line is to stay in view
        self.verticalScrollBar().rangeChanged.connect(self._range_changed)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        model.rowsInserted.connect(lambda *_: self.follow())
        model.modelReset.connect(self.follow)
        # lines taken back (Back, Undo) leave no mark, as a new log leaves none (no signal: the window marks
        # the line it shows as it renders), and the last line left in view
        model.rowsAboutToBeRemoved.connect(lambda *_: self.selectionModel().reset())
        model.rowsRemoved.connect(lambda *_: self.follow())
        # the lines laid out before the window's next frame (a list lays itself out on a timer, after it: the
        # frame showed the log not laid out yet, and a second frame the lines); once for all the changes made
        self._lay_out_soon.connect(self._lay_out, Qt.ConnectionType.QueuedConnection)
        self._laying_out = False
        for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset, model.dataChanged):  # (a language)
            signal.connect(self._lay_out_before_the_frame)

    def _lay_out_before_the_frame(self) -> None:
        if not self._laying_out:
            self._laying_out = True
            self._lay_out_soon.emit()  # (posted: handled before the frame, which waits behind other events)

    def _lay_out(self) -> None:
        self._laying_out = False
        if self.isVisible():
            self.executeDelayedItemsLayout()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._heights.forget()  # (every line's size in the new type)
        super().changeEvent(event)

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
