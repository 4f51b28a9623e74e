"""The presentation view's caption band, under the board: the rule's id and
the step counter, what the rule says in a line, and this step's sentence, in
type sized to the screen, and the presenter's buttons. A text longer than
the band holds in its smallest type (a scenario's introduction) is shown
whole: the band grows for it, up to a share of the screen, and beyond that
the text scrolls; the rule's line and the counter, which are short, are
elided should they ever overflow, never cut mid-line."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt
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
BAND_MOST = 0.30  # the most a text read whole (a scenario's introduction) grows the band to


class FitLabel(QLabel):
    """Plain text in the largest type, from ``big`` down to ``small`` pixels
    (as fractions of the band's height), that fits its box; below that it is
    elided, never cut mid-line, or, ``scrolls``, shown whole in the smallest
    type, as high as it needs in the scroll area it is put in (its box is
    then the area's viewport)."""

    def __init__(
        self, big: float, small: float, bold: bool = False, italic: bool = False, scrolls: bool = False
    ) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.big, self.small, self.bold, self.italic, self.scrolls = big, small, bold, italic, scrolls
        self.band_height = 100
        self._full = ""

    def set_full_text(self, text: str) -> None:
        self._full = text
        self._fit()

    def full_text(self) -> str:
        return self._full

    def set_band_height(self, height: int) -> None:
        self.band_height = height
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def smallest(self) -> QFont:
        return self._font(int(self.band_height * self.small))

    def needed_height(self, font: QFont, width: int) -> int:
        """How high the whole text is in ``font`` at ``width``."""
        return (
            QFontMetrics(font).boundingRect(0, 0, max(1, width), 10_000, Qt.TextFlag.TextWordWrap, self._full).height()
        )

    def _font(self, px: int) -> QFont:
        return serif(max(1, px), bold=self.bold, italic=self.italic)

    def box(self) -> QSize:
        """The room the text has: the label's, or in a scroll area its viewport's height and the area's
        whole width (a text that fits there needs no scroll bar, which then goes)."""
        room = self.parentWidget() if self.scrolls else None
        area = room.parentWidget() if room is not None else None
        if room is None or area is None:
            return self.contentsRect().size()
        return QSize(area.width(), room.height())

    def _fits(self, font: QFont, text: str) -> bool:
        box = self.box()
        needed = QFontMetrics(font).boundingRect(0, 0, max(1, box.width()), 10_000, Qt.TextFlag.TextWordWrap, text)
        return needed.height() <= box.height()

    def heightForWidth(self, width: int) -> int:
        """In a scroll area, as high as the area or as :meth:`_set_height` says (a word-wrapped label would
        ask for its text's height in the type it has now, so keep a scroll bar it no longer needs)."""
        return -1 if self.scrolls else super().heightForWidth(width)

    def _set_height(self, least: int) -> None:
        """In a scroll area: as high as ``least`` at least (0: as high as the area), the area told at once
        (it lays its widget out again only when told, or when resized)."""
        if not self.scrolls or self.minimumHeight() == least:
            return
        self.setMinimumHeight(least)
        room = self.parentWidget()
        area = room.parentWidget() if room is not None else None
        if isinstance(area, QScrollArea):
            area.setWidgetResizable(True)  # (which lays the widget out again, its scroll bar with it)

    def refit(self) -> None:
        self._fit()

    def _fit(self) -> None:
        big, small = int(self.band_height * self.big), int(self.band_height * self.small)
        for px in range(big, small - 1, -1):
            font = self._font(px)
            if self._fits(font, self._full):
                self.setFont(font)
                self.setText(self._full)
                self._set_height(0)
                return
        font = self._font(small)
        if self.scrolls:  # whole, as high as it needs: the scroll area scrolls
            self.setFont(font)
            self.setText(self._full)
            room = self.parentWidget()  # (the viewport, beside the scroll bar now shown)
            self._set_height(self.needed_height(font, room.width() if room is not None else self.width()))
            return
        # the smallest type still overflows: one paragraph, as many words as fit, and an ellipsis;
        # a line that ends with no stop of its own (a scenario's title) is set apart by a dash
        words = re.sub(r"(?<![.:;!?…])[ \t]*\n\s*", " — ", self._full.strip()).split()
        low, high = 0, len(words)
        while low < high:
            middle = (low + high + 1) // 2
            if self._fits(font, " ".join(words[:middle]) + "…"):
                low = middle
            else:
                high = middle - 1
        self.setFont(font)
        self.setText(" ".join(words[:low]) + "…")


class Scrolled(QScrollArea):
    """A label's room in the band, which scrolls (a visible bar) only when the label needs more than it
    has; it never takes the keyboard: the presenter's keys stay with the board."""

    def __init__(self, label: FitLabel) -> None:
        super().__init__()
        self.label = label
        self.setWidget(label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.label.refit()  # (its own size may stay as it is while its room changes)
        return super().eventFilter(watched, event)


class CaptionBand(QWidget):
    """Rule id and step counter | the rule in a line / this step's sentence | the presenter's buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "CaptionBand { background: #2b1d0e; } QLabel { color: #fbf3df; }"
            " QToolButton { color: #fbf3df; background: #5a3e1f; border: 1px solid #c9a240;"
            " border-radius: 4px; padding: 2px 8px; }"
        )
        self.rule = FitLabel(0.42, 0.30, bold=True)
        self.says = FitLabel(0.26, 0.20, italic=True)
        self.says.setStyleSheet("color: #e8cf8a")
        self.why = FitLabel(0.30, 0.22, scrolls=True)
        self.why_scroll = Scrolled(self.why)
        self.why_scroll.installEventFilter(self)
        # where the end of round stands ("Step 3 of 19"), under the rule's id
        self.counter = FitLabel(0.25, 0.18, italic=True)
        self.counter.setStyleSheet("color: #e8cf8a")
        self.counter.hide()
        # Predict mode: the question waiting, in larger type than a step's sentence, and the room's answer
        self.question = FitLabel(0.40, 0.24, bold=True)
        self.room = FitLabel(0.26, 0.18, italic=True)
        self.room.setStyleSheet("color: #e8cf8a")
        self.question.hide()
        self.room.hide()
        self.buttons: list[QToolButton] = []
        self.base, self.most = 100, 100  # the band's height on this screen, and the most it grows to
        self._fitting, self._again = False, False
        text = QVBoxLayout()
        text.setContentsMargins(0, 0, 0, 0)
        text.setSpacing(0)
        text.addWidget(self.says, 4)
        text.addWidget(self.why_scroll, 6)
        text.addWidget(self.question, 6)
        text.addWidget(self.room, 4)
        self.controls = QHBoxLayout()
        self.controls.setSpacing(6)
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 4, 12, 4)
        rule = QVBoxLayout()
        rule.setContentsMargins(0, 0, 0, 0)
        rule.setSpacing(0)
        rule.addWidget(self.rule, 3)
        rule.addWidget(self.counter, 2)
        row.addLayout(rule, 0)
        row.addLayout(text, 1)
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
        self.counter.set_full_text(counter)
        self.counter.setVisible(bool(counter))  # without a count, the rule's id has the band's height
        self.rule.set_full_text(rule)
        self.says.set_full_text(says)
        self.says.setVisible(bool(says))  # without a rule's line, the sentence has the band's height
        self.why.set_full_text(why)
        self.why_scroll.show()
        self.question.hide()
        self.room.hide()
        self.fit_height()

    def show_question(self, head: str, question: str, room: str, counter: str = "") -> None:
        """A question waits (Predict mode): it takes the sentence's place, the room's answer the rule's line."""
        self.show_step(head, "", "", counter)
        self.says.hide()
        self.why_scroll.hide()
        self.question.set_full_text(question)
        self.question.show()
        self.room.set_full_text(room)
        self.room.setVisible(bool(room))
        self.fit_height()

    def set_band_height(self, h: int, most: int | None = None) -> None:
        """Size the band and its type for a screen (``h``, growing to ``most`` for a text read whole):
        called before it is laid out, so the rule's column is reserved rather than drawn over."""
        self.base, self.most = h, max(h, most or h)
        self.setFixedHeight(h)
        self.rule.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.rule.setFixedWidth(int(h * 2.2))
        self.counter.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.counter.setFixedWidth(int(h * 2.2))
        for label in (self.rule, self.counter, self.says, self.why, self.question, self.room):
            label.set_band_height(h)
        for button in self.buttons:
            button.setFont(serif(max(12, int(h * 0.2)), bold=True))
        self.fit_height()

    def fit_height(self) -> None:
        """The band's height for the sentence shown: its own, or as much more (up to ``most``) as the
        sentence needs to be read whole in the smallest type; beyond that, it scrolls. (Setting it resizes
        the sentence's room, which asks again: asked so, it is fitted again once it is set.)"""
        if self._fitting:
            self._again = True
            return
        self._fitting = True
        try:
            for _ in range(3):
                self._again = False
                self._fit_height()
                if not self._again:
                    break
        finally:
            self._fitting = False

    def _fit_height(self) -> None:
        if self.question.isVisibleTo(self):  # a question's type is fitted to the band as it is
            if self.height() != self.base:
                self.setFixedHeight(self.base)
            return
        width = self.why_scroll.width()  # (the whole of it: read whole, the sentence needs no scroll bar)
        if width <= 1:
            return  # not laid out yet: fitted once it is
        share = 0.6 if self.says.isVisibleTo(self) else 1.0  # the sentence's part of the text column
        layout = self.layout()
        margins = layout.contentsMargins().top() + layout.contentsMargins().bottom() if layout is not None else 0
        needed = self.why.needed_height(self.why.smallest(), width)
        wanted = math.ceil(needed / share) + margins
        height = max(self.base, min(self.most, wanted)) if wanted > self.base else self.base
        if height != self.minimumHeight() or height != self.maximumHeight():
            self.setFixedHeight(height)
            parent = self.parentWidget()
            if parent is not None:  # (asked while the window lays it out, the height would wait for the next change)
                QCoreApplication.postEvent(parent, QEvent(QEvent.Type.LayoutRequest))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.why_scroll
            and event.type() == QEvent.Type.Resize
            and isinstance(event, QResizeEvent)
            and event.size().width() != event.oldSize().width()
        ):
            self.fit_height()  # the sentence's room is as wide as it will be: as high as it needs
        return super().eventFilter(watched, event)
