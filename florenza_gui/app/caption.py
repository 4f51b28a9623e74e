"""The presentation view's caption band, under the board: the rule's id and
the step counter, what the rule says, and this step's sentence (or, in
Predict mode, the question and the room's answer), in type sized to the
screen, and the presenter's buttons. Every text is shown whole, wrapped,
never elided: each takes the largest type that fits its share of the band,
down to a floor read from the back of a room (:data:`FLOOR`); a text longer
than that grows the band, up to a share of the screen, and beyond that the
texts scroll."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..qt.theme import serif

BAND_SHARE = 0.095  # of the screen's height: the board keeps about (1 - 0.095)² ≈ 82% of the screen
BAND_MOST = 0.30  # the most the texts read whole grow the band to
FLOOR = 0.28  # of the band's height (≈ 28 px on a 1080-line screen): no text of the band is smaller


class FitLabel(QLabel):
    """Plain text, wrapped and whole, in the largest type from ``big`` down to
    ``small`` pixels (fractions of the band's height) that fits the room it is
    given; in ``small`` type it is as high as it needs (:meth:`fit`)."""

    def __init__(self, big: float, small: float, bold: bool = False, italic: bool = False) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.big, self.small, self.bold, self.italic = big, max(small, FLOOR), bold, italic
        self.band_height = 100

    def set_full_text(self, text: str) -> None:
        self.setText(text)

    def full_text(self) -> str:
        return self.text()

    def set_band_height(self, height: int) -> None:
        self.band_height = height

    def smallest(self) -> QFont:
        return self._font(int(self.band_height * self.small))

    def needed_height(self, font: QFont, width: int) -> int:
        """How high the whole text is in ``font`` at ``width``."""
        flags = Qt.TextFlag.TextWordWrap
        return QFontMetrics(font).boundingRect(0, 0, max(1, width), 100_000, flags, self.text()).height()

    def _font(self, px: int) -> QFont:
        return serif(max(1, px), bold=self.bold, italic=self.italic)

    def fit(self, width: int, room: int) -> int:
        """The largest type in which the text, ``width`` wide, is no higher than ``room`` (else the smallest):
        set, and how high the text then is."""
        big, small = int(self.band_height * self.big), int(self.band_height * self.small)
        for px in range(max(big, small), small - 1, -1):
            font = self._font(px)
            needed = self.needed_height(font, width)
            if needed <= room or px == small:
                self.setFont(font)
                return needed
        return 0  # (never reached: the smallest type is always taken)


class Scrolled(QScrollArea):
    """The band's texts, which scroll (a visible bar) only when they need more than the band grows to; it
    never takes the keyboard: the presenter's keys stay with the board."""

    def __init__(self, labels: tuple[FitLabel, ...]) -> None:
        super().__init__()
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addStretch(1)  # (short texts stand in the middle of the band)
        for label in labels:
            column.addWidget(label)
        column.addStretch(1)
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")


def _stack(labels: tuple[FitLabel, ...], shares: tuple[float, ...], width: int, room: int) -> int:
    """``labels`` (those shown) one under the other, ``width`` wide, each fitted to its share of ``room`` and
    made as high as its text: how high they are together."""
    shown = [(label, share) for label, share in zip(labels, shares, strict=True) if not label.isHidden()]
    whole = sum(share for _, share in shown) or 1.0
    total = 0
    for label, share in shown:
        needed = label.fit(width, int(room * share / whole))
        label.setFixedHeight(needed)
        total += needed
    return total


class CaptionBand(QWidget):
    """Rule id and step counter | the rule's line and this step's sentence (or the question and the room's
    answer) | the presenter's buttons."""

    TEXT_SHARES = (0.4, 0.6, 0.6, 0.4)  # of the band's height: the rule's line, the sentence, question, answer
    HEAD_SHARES = (0.6, 0.4)  # the rule's id, the counter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "CaptionBand { background: #2b1d0e; } QLabel { color: #fbf3df; }"
            " QToolButton { color: #fbf3df; background: #5a3e1f; border: 1px solid #c9a240;"
            " border-radius: 4px; padding: 2px 8px; }"
        )
        self.rule = FitLabel(0.42, 0.30, bold=True)
        self.says = FitLabel(0.32, FLOOR, italic=True)
        self.says.setStyleSheet("color: #e8cf8a")
        self.why = FitLabel(0.34, FLOOR)
        # where the end of round stands ("Step 3 of 19"), under the rule's id
        self.counter = FitLabel(FLOOR, FLOOR, italic=True)
        self.counter.setStyleSheet("color: #e8cf8a")
        self.counter.hide()
        # Predict mode: the question waiting, in larger type than a step's sentence, and the room's answer
        self.question = FitLabel(0.40, 0.32, bold=True)
        self.room = FitLabel(0.30, FLOOR, italic=True)
        self.room.setStyleSheet("color: #e8cf8a")
        self.question.hide()
        self.room.hide()
        self.texts = (self.says, self.why, self.question, self.room)
        self.text_scroll = Scrolled(self.texts)
        self.text_scroll.installEventFilter(self)
        self.buttons: list[QToolButton] = []
        self.base, self.most = 100, 100  # the band's height on this screen, and the most it grows to
        self._fitting = self._unfitted = False  # a fit under way, and one asked for during it
        self.controls = QHBoxLayout()
        self.controls.setSpacing(6)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 3, 12, 3)
        rule = QVBoxLayout()
        rule.setContentsMargins(0, 0, 0, 0)
        rule.setSpacing(0)
        rule.addStretch(1)
        rule.addWidget(self.rule)
        rule.addWidget(self.counter)
        rule.addStretch(1)
        row.addLayout(rule, 0)
        row.addWidget(self.text_scroll, 1)
        row.addLayout(self.controls, 0)

    def add_button(self, action: QAction | None, menu: QMenu | None = None) -> QToolButton:
        """A button that triggers ``action`` (and is enabled with it) under a
        short label of its own, or opens ``menu``."""
        button = QToolButton()
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the board
        if action is not None:
            button.clicked.connect(action.trigger)
            action.changed.connect(lambda a=action, b=button: b.setEnabled(a.isEnabled()))
            button.setEnabled(action.isEnabled())
        if menu is not None:
            button.setMenu(menu)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.controls.addWidget(button)
        self.buttons.append(button)
        return button

    def show_step(self, rule: str, says: str, why: str, counter: str = "") -> None:
        self._set(self.counter, counter)  # without a count, the rule's id has the band's height
        self.rule.set_full_text(rule)
        self._set(self.says, says)  # without a rule's line, the sentence has the band's height
        self.why.set_full_text(why)
        self.why.show()
        self.question.hide()
        self.room.hide()
        self.fit_height()

    def show_question(self, head: str, question: str, room: str, counter: str = "") -> None:
        """A question waits (Predict mode): it takes the sentence's place, the room's answer the rule's line."""
        self._set(self.counter, counter)
        self.rule.set_full_text(head)
        self.says.hide()
        self.why.hide()
        self._set(self.question, question)
        self._set(self.room, room)
        self.fit_height()

    @staticmethod
    def _set(label: FitLabel, text: str) -> None:
        label.set_full_text(text)
        label.setVisible(bool(text))

    def set_band_height(self, h: int, most: int | None = None) -> None:
        """Size the band and its type for a screen (``h``, growing to ``most`` for texts read whole):
        called before it is laid out, so the rule's column is reserved rather than drawn over."""
        self.base, self.most = h, max(h, most or h)
        self.setFixedHeight(h)
        for label in (self.rule, self.counter):
            label.setFixedWidth(int(h * 2.2))
        for label in (self.rule, self.counter, *self.texts):
            label.set_band_height(h)
        for button in self.buttons:
            button.setFont(serif(max(12, int(h * 0.2)), bold=True))
        self.fit_height()

    def fit_height(self) -> None:
        """Every text whole: each in the largest type its share of the band holds, down to the floor, then
        as high as it needs; the band as high as its texts (from its own height up to ``most``), beyond
        which they scroll. A fit asked for while one sets the band's height (the texts' area resized by it)
        is made once that one is done: made inside it, its height would be overwritten half-way, the band
        left taller than its room and cut by the screen's edge."""
        if self._fitting:
            self._unfitted = True
            return
        self._fitting = True
        try:
            for _ in range(3):  # (each fit may resize the texts' area once more)
                self._unfitted = False
                self._fit_height()
                if not self._unfitted:
                    break
        finally:
            self._fitting = False

    def _fit_height(self) -> None:
        width = self.text_scroll.width()
        if width <= 1:
            return  # not laid out yet: fitted once it is
        layout = self.layout()
        margins = layout.contentsMargins().top() + layout.contentsMargins().bottom() if layout is not None else 0
        room = self.base - margins
        heads = _stack((self.rule, self.counter), self.HEAD_SHARES, self.rule.width(), room)
        texts = _stack(self.texts, self.TEXT_SHARES, width, room)
        if texts > self.most - margins:  # they scroll: a little narrower, beside the scroll bar
            bar = self.text_scroll.verticalScrollBar().sizeHint().width()
            texts = _stack(self.texts, self.TEXT_SHARES, width - bar, room)
        height = max(self.base, min(self.most, math.ceil(max(heads, texts)) + margins))
        if height != self.minimumHeight() or height != self.maximumHeight():
            self.setFixedHeight(height)
            parent = self.parentWidget()
            if parent is not None:  # (asked while the window lays it out, the height would wait for the next change)
                QCoreApplication.postEvent(parent, QEvent(QEvent.Type.LayoutRequest))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.text_scroll
            and event.type() == QEvent.Type.Resize
            and isinstance(event, QResizeEvent)
            and event.size().width() != event.oldSize().width()
        ):
            self.fit_height()  # the texts' room is as wide as it will be: as high as they need
        return super().eventFilter(watched, event)
