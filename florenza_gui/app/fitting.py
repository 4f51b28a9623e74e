"""Words fitted to the room they are given: a word-wrapped label kept as high as its text
(:class:`TextHeight`), and the narration's explanation set in the largest type that shows it whole
(:class:`ExplanationArea`)."""

from __future__ import annotations

from bisect import bisect_left

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

from ..qt.theme import serif


def wrapping(label: QLabel) -> None:
    """``label`` wraps within the width it is given (a word longer than that
    is cut) and never sets the width of the dock: it takes its height for it."""
    label.setWordWrap(True)
    policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    label.setSizePolicy(policy)


class TextHeight(QObject):
    """Keeps a word-wrapped label at least as high as its text at its width.
    A dock lays its widget out by minimum sizes alone, never by a label's
    height for its width: without this a small window squeezes the label
    and what is under it is drawn over its last line. The label's width
    changing fits it again; whoever sets its text calls :meth:`fit`."""

    def __init__(self, label: QLabel, least_width: int = 0) -> None:
        """``least_width``: narrower than that, the label is passing through a first layout (a dock not
        laid out yet), and is not fitted to it: its height then would weigh on how the window shares its side."""
        super().__init__(label)
        self.label = label
        self.least_width = least_width
        wrapping(label)
        label.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.label and event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        label = self.label
        if label.width() < self.least_width:
            return
        wanted = text_height(label) if label.text() else 0
        if wanted != label.minimumHeight():
            label.setMinimumHeight(wanted)


def text_height(label: QLabel) -> int:
    """The height ``label`` needs to show its wrapped text whole at its width
    (measured afresh: QLabel's own height for a width is never below its
    minimum height, so it cannot say when the text got shorter)."""
    frame = label.height() - label.contentsRect().height() + 2 * label.margin()
    width = max(label.contentsRect().width() - 2 * label.margin(), 1)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
    return QFontMetrics(label.font()).boundingRect(0, 0, width, 1 << 20, flags, label.text()).height() + frame


# the type of the rule's id, what the rule says and the step's words, in pixels, and the smallest share of it
# the explanation takes to show them whole without scrolling (a five-family D5 in Italian at 1280x720)
EXPLANATION_TYPE = ((34, True, False), (17, False, True), (22, False, False))
SCALES = tuple(step / 20 for step in range(20, 11, -1))  # 1.0 down to 0.6
# words longer than this many times their room in the smallest type scroll far whatever their type: set in the
# full type (a text a little longer than its room is set small, and shows nearly whole)
FAR = 1.5
COMPACT_SHARE = 0.22  # the most of the narration's height the step's words take while a question waits under them
HINTED_SHARE = 0.12  # and while a hint shows under the question (its answers keep their room under the hint)


# the type each narration's words take in a room (words, room: scale), found once for every window
_FITTED: dict[tuple[int, int, bool, tuple[tuple[str, bool], ...]], float] = {}


class ExplanationArea(QScrollArea):
    """Where the rule's id, what it says and the step's words show as one.
    It asks for room for the id and eight lines of words (the window shares
    the right-hand side between the narration and the log by what each asks
    for) and can shrink to the id and a line (a small window).

    The three are set in the largest type, down to six tenths of it, that
    shows them whole at the area's size, so a step's sentence and its
    numbers are read without scrolling; only what is longer still (a
    scenario's paragraph) scrolls, in the smallest type, or in the full
    type where even the smallest would leave most of it a scroll away."""

    def __init__(self, body: QWidget, labels: tuple[QLabel, QLabel, QLabel]) -> None:
        super().__init__()
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._labels = labels
        heading, _, words = labels
        self._heading = QFontMetrics(heading.font()).height()
        self._line = QFontMetrics(words.font()).lineSpacing()
        self.setMinimumHeight(self._heading + self._line)
        self.compact = False  # a question waits under the words: they ask for less room
        self.hinted = False  # and a hint under it: less room still (``HINTED_SHARE``)
        self._compact_height = self._heading + self._line
        self._applied: object = None  # the words and the room the labels were last laid out for

    def sizeHint(self) -> QSize:
        if self.compact:  # what its words need in the small type (a question under them asks for the room)
            return QSize(super().sizeHint().width(), self._compact_height)
        return QSize(super().sizeHint().width(), self._heading + 8 * self._line)

    def set_compact(self, on: bool) -> None:
        """While a question waits under it: the words in the small type, in the room they need and no more."""
        self.compact = on
        self.setMinimumHeight(self._compact_height if on else self._heading + self._line)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        vertical = QSizePolicy.Policy.Maximum if on else QSizePolicy.Policy.Preferred
        self.setSizePolicy(QSizePolicy.Policy.Preferred, vertical)
        self.fit()
        self.updateGeometry()

    def set_hinted(self, on: bool) -> None:
        if on != self.hinted:
            self.hinted = on
            if self.compact:
                self.fit()
                self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()  # (the words may have changed while the panel was out of sight: no layout was asked for then)

    def fit(self) -> None:
        """Set the labels in the largest type that shows them whole here, and lay them out in it at once."""
        body = self.widget()
        layout = body.layout() if body is not None else None
        if layout is None:
            return
        room = self.maximumViewportSize()
        if self.compact:  # the words asked for: in the largest type that keeps them within their share
            parent = self.parentWidget()
            least = round((self._heading + self._line) * SCALES[-1])  # (the rule's id and a line, in the small type)
            share = HINTED_SHARE if self.hinted else COMPACT_SHARE
            room.setHeight(max(least, int(share * parent.height())) if parent else least)
        def fits(scale: float, rooms: float = 1.0) -> bool:
            self._set_type(scale)
            layout.invalidate()
            return layout.totalHeightForWidth(room.width()) <= rooms * room.height()

        # the largest type that fits, found by halving the scales left to try (smaller type never takes more
        # room); the smallest if none does. Found once for the same words in the same room (every window's
        # narration is laid out alike): the window lays the panel out again at each change, often with the
        # words and the room as they were, and then the labels stand as they were laid out last.
        key = (room.width(), room.height(), self.compact, tuple((label.text(), label.isHidden())
                                                                 for label in self._labels))
        if key == self._applied:
            return
        scale = _FITTED.get(key)
        if scale is None:
            scale = SCALES[bisect_left(range(len(SCALES) - 1), True, key=lambda i: fits(SCALES[i]))]
            if not self.compact and scale == SCALES[-1] and not fits(scale, FAR):
                scale = SCALES[0]  # (words that scroll far even in the smallest type, a closing paragraph: full size)
            if len(_FITTED) >= 256:
                _FITTED.clear()
            _FITTED[key] = scale
        self._applied = key
        self._set_type(scale)
        layout.invalidate()
        if self.compact:  # (kept whole: the question under it is what scrolls, if anything must)
            total = layout.totalHeightForWidth(room.width())
            needed = min(total, room.height())
            # whole, it needs no scroll bar (one left from longer words would narrow them, and they would not fit)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if total <= room.height()
                                            else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            if needed != self._compact_height:
                self._compact_height = needed
                self.setMinimumHeight(needed)
                self.updateGeometry()
        self.setWidgetResizable(True)  # the body is sized again for its new type, shown or not
        layout.activate()  # and its labels placed at their heights in it now, not at the next turn of the loop

    def _set_type(self, scale: float) -> None:
        for label, (pixels, bold, italic) in zip(self._labels, EXPLANATION_TYPE, strict=True):
            font = serif(round(pixels * scale), bold=bold, italic=italic)
            if font != label.font():
                label.setFont(font)
