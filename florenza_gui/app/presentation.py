"""The presentation view's look, for a projector: the board takes the screen
(at least 80% of it) and the narration runs under it as a caption band —
the rule's id and the step counter, what the rule says in a line, and this
step's sentence — in type sized to the screen. Leaving puts back exactly the layout there was
(geometry, window state, bars, and the docks for the window's size they
were arranged at: :meth:`WindowLayout.put_back`).

Whether the table is presenting (a mode) is decided elsewhere; this module
only arranges the window for it."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QRect, QSize, Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QSizePolicy,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..board.view import BoardView
from ..qt.plain import tip
from ..qt.theme import serif
from .layout import WindowLayout
from .narration import NarrationPanel

BAND_SHARE = 0.095  # of the screen's height: the board keeps about (1 - 0.095)² ≈ 82% of the screen


class FitLabel(QLabel):
    """Plain text in the largest type, from ``big`` down to ``small`` pixels
    (as fractions of the band's height), that fits its box; below that it is
    elided, never cut mid-line."""

    def __init__(self, big: float, small: float, bold: bool = False, italic: bool = False) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.big, self.small, self.bold, self.italic = big, small, bold, italic
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

    def _font(self, px: int) -> QFont:
        return serif(max(1, px), bold=self.bold, italic=self.italic)

    def _fits(self, font: QFont, text: str) -> bool:
        box = self.contentsRect()
        needed = QFontMetrics(font).boundingRect(0, 0, max(1, box.width()), 10_000, Qt.TextFlag.TextWordWrap, text)
        return needed.height() <= box.height()

    def _fit(self) -> None:
        big, small = int(self.band_height * self.big), int(self.band_height * self.small)
        for px in range(big, small - 1, -1):
            font = self._font(px)
            if self._fits(font, self._full):
                self.setFont(font)
                self.setText(self._full)
                return
        # the smallest type still overflows: one paragraph, as many words as fit, and an ellipsis;
        # a line that ends with no stop of its own (a scenario's title) is set apart by a dash
        font = self._font(small)
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


class CaptionBand(QWidget):
    """Rule id and step counter | the rule in a line / this step's sentence | the presenter's buttons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("CaptionBand { background: #2b1d0e; } QLabel { color: #fbf3df; }"
                           " QToolButton { color: #fbf3df; background: #5a3e1f; border: 1px solid #c9a240;"
                           " border-radius: 4px; padding: 2px 8px; }")
        self.rule = FitLabel(0.42, 0.30, bold=True)
        self.says = FitLabel(0.26, 0.20, italic=True)
        self.says.setStyleSheet("color: #e8cf8a")
        self.why = FitLabel(0.30, 0.22)
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
        text = QVBoxLayout()
        text.setContentsMargins(0, 0, 0, 0)
        text.setSpacing(0)
        text.addWidget(self.says, 4)
        text.addWidget(self.why, 6)
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
        self.why.show()
        self.question.hide()
        self.room.hide()

    def show_question(self, head: str, question: str, room: str, counter: str = "") -> None:
        """A question waits (Predict mode): it takes the sentence's place, the room's answer the rule's line."""
        self.show_step(head, "", "", counter)
        self.says.hide()
        self.why.hide()
        self.question.set_full_text(question)
        self.question.show()
        self.room.set_full_text(room)
        self.room.setVisible(bool(room))

    def set_band_height(self, h: int) -> None:
        """Size the band and its type for a screen: called before it is laid out,
        so the rule's column is reserved rather than drawn over."""
        self.setFixedHeight(h)
        self.rule.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.rule.setFixedWidth(int(h * 2.2))
        self.counter.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.counter.setFixedWidth(int(h * 2.2))
        for label in (self.rule, self.counter, self.says, self.why, self.question, self.room):
            label.set_band_height(h)
        for button in self.buttons:
            button.setFont(serif(max(12, int(h * 0.2)), bold=True))


@dataclass(frozen=True)
class RoomCaption:
    """What the band shows in Predict mode: a question waiting (``asking``: ``head`` in the rule's column,
    ``why`` the question, ``says`` the room's answer), else ``head``, ``says`` and ``why`` in place of the
    rule's id, its line and the step's sentence where they are not blank (a mark, the room's summary)."""

    asking: bool = False
    head: str = ""
    says: str = ""
    why: str = ""


@dataclass(frozen=True)
class Everyday:
    """The window as it was before presenting: what leaving puts back."""

    docks: QByteArray  # saveState
    size: QSize  # the window's size the docks were arranged at
    geometry: QRect
    saved_geometry: QByteArray  # saveGeometry, for the next start
    window_state: Qt.WindowState
    menu_bar: bool
    status_bar: bool


class Presentation(QObject):
    """Arranges a main window for a projector and back. It is given the
    window (its bars, geometry and state), the arrangement of its docks, the
    column the caption band goes in, the board's view, the narration the band
    follows, the headline while no step is shown, the step counter (read from
    the session's end of round each time the band is shown), whether the end
    of round plays on (the session's Play), and the actions
    the band offers: Back, Step, Play (and Skip by its key), the zoom
    presets, the pointer and leaving."""

    def __init__(self, window: QMainWindow, layout: WindowLayout, column: QVBoxLayout, view: BoardView,
                 narration: NarrationPanel, headline: Callable[[], str], counter: Callable[[], str],
                 playing: Callable[[], bool], playback: tuple[QAction, QAction, QAction, QAction],
                 zoom_actions: list[QAction], pointer: QAction, leave: QAction) -> None:
        super().__init__(window)
        self.window, self.layout, self.view, self.narration = window, layout, view, narration
        self.headline, self.counter, self.playing = headline, counter, playing
        self.docks: list[QDockWidget] = layout.docks()
        self.active = False
        self._saved: Everyday | None = None
        self._column = column
        self._actions = (zoom_actions, pointer, leave, playback)
        self._band: CaptionBand | None = None  # built when first shown: most launches never present
        self._bars = (Qt.ScrollBarPolicy.ScrollBarAsNeeded, Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.room: Callable[[], RoomCaption | None] = lambda: None  # Predict mode's words, while it asks
        self.band_actions: list[QAction] = []  # more of the band's buttons (named by their action's icon text)
        # with the menu bar hidden its shortcuts would sleep: the window holds them itself
        back, step, play, skip = playback
        window.addActions([step, back, play, skip, pointer, leave, *zoom_actions])
        for i, action in enumerate(zoom_actions, start=1):
            action.setShortcut(QKeySequence(f"Alt+{i}"))
        narration.changed.connect(self.render)

    @property
    def band(self) -> CaptionBand:
        """The caption band under the board (hidden but while presenting)."""
        if self._band is None:
            self._band = self._build_band()
            self.retranslate()
        return self._band

    def _build_band(self) -> CaptionBand:
        zoom_actions, pointer, leave, (back, step, play, _skip) = self._actions
        band = CaptionBand()
        band.hide()
        self._column.addWidget(band)
        self.zoom_menu = QMenu(self.window)
        for action in zoom_actions:
            self.zoom_menu.addAction(action)
        self.back_button = band.add_button(back)
        self.step_button = band.add_button(step)
        self.play_button = band.add_button(play)
        self.zoom_button = band.add_button(None, self.zoom_menu)
        self.pointer_button = band.add_button(pointer)
        self.more_buttons = [band.add_button(action) for action in self.band_actions]
        self.leave_button = band.add_button(leave)
        return band

    def retranslate(self) -> None:
        if self._band is None:
            return  # the band is named when it is built
        for button, text, name in (
                (self.back_button, QCoreApplication.translate("Presentation", "◀"),
                 QCoreApplication.translate("Presentation", "Back")),
                (self.step_button, QCoreApplication.translate("Presentation", "▶"),
                 QCoreApplication.translate("Presentation", "Step")),
                (self.play_button, self._play_face(), QCoreApplication.translate("Presentation", "Play / Pause")),
                (self.zoom_button, QCoreApplication.translate("Presentation", "Zoom"),
                 QCoreApplication.translate(
                     "Presentation", "Zoom to an area of the board (Alt+1 to Alt+7); the same one again shows "
                     "the next part of the Prestige track or of the Families, and their start after the last")),
                (self.pointer_button, QCoreApplication.translate("Presentation", "Pointer"),
                 QCoreApplication.translate("Presentation", "Pointer")),
                (self.leave_button, QCoreApplication.translate("Presentation", "✕"),
                 QCoreApplication.translate("Presentation", "Leave the presentation view (F5)"))):
            button.setText(text)
            button.setToolTip(tip(name))
            button.setAccessibleName(name)
        for button, action in zip(self.more_buttons, self.band_actions, strict=True):
            button.setText(action.iconText())
            button.setToolTip(tip(action.toolTip()))
            button.setAccessibleName(action.text())
        self._band.setAccessibleName(QCoreApplication.translate("Presentation", "Narration caption"))

    def _play_face(self) -> str:
        """Play's button: Pause while the end of round plays on, as the narration's does."""
        return QCoreApplication.translate("Presentation", "❚❚") if self.playing() else \
            QCoreApplication.translate("Presentation", "▶▶")

    def render(self) -> None:
        """Show in the band what the narration shows, where the end of round stands and whether it plays on."""
        if not self.active:
            return  # fitting type to each label takes time: done when the band is there to be read
        band = self.band
        self.play_button.setText(self._play_face())
        n, room = self.narration, self.room()
        rule = n.rule.text()
        if room is not None and room.asking:
            band.show_question(room.head, room.why, room.says, self.counter())
        elif rule in ("", "—"):  # no step yet: the headline says whose turn it is
            band.show_step(room.head if room else "", room.says if room and room.says else self.headline(),
                           room.why if room and room.why else n.why.text(), self.counter())
        else:
            band.show_step(room.head if room and room.head else rule,
                           room.says if room and room.says else n.rule_says.text(),
                           room.why if room and room.why else n.why.text(), self.counter())

    def enter(self, full_screen: bool = True) -> None:
        """Board and caption band only; ``full_screen`` (a screenshot sizes the window itself)."""
        w = self.window
        if self.active:
            return
        self._saved = self.everyday()  # read before presenting: while it presents, the kept one is returned
        self.active = True
        self.layout.keep_as_is()  # docks on their way back stay hidden
        for dock in self.docks:
            dock.hide()
        for bar in w.findChildren(QToolBar):
            bar.hide()
        w.menuBar().hide()
        w.statusBar().hide()
        self._bars = (self.view.horizontalScrollBarPolicy(), self.view.verticalScrollBarPolicy())
        # a zoom preset fills the screen with its area: no scroll bars take a strip of it
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.render()
        self.band.show()
        if full_screen:
            w.showFullScreen()
        self.fit_band()
        self.view.fit()

    def fit_band(self) -> None:
        self.band.set_band_height(max(48, round(self.window.height() * BAND_SHARE)))

    def leave(self) -> None:
        """Exactly the layout there was before: docks, bars, geometry, window state."""
        w = self.window
        if not self.active or self._saved is None:
            return
        self.active = False
        saved = self._saved
        if self._band is not None:
            self._band.hide()
        w.setWindowState(saved.window_state)
        if not saved.window_state & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            w.setGeometry(saved.geometry)  # as it was, even where a saved geometry would be re-fitted
        # a maximized window has its size back only when the window manager gives it: the docks wait for it
        self.layout.put_back(saved.docks, saved.size)
        w.menuBar().setVisible(saved.menu_bar)
        w.statusBar().setVisible(saved.status_bar)
        self.view.setHorizontalScrollBarPolicy(self._bars[0])
        self.view.setVerticalScrollBarPolicy(self._bars[1])
        self.view.fit()

    def everyday(self) -> Everyday:
        """The window's everyday layout: the one kept while presenting, or on
        its way back (the window has not had its size back yet), else the one shown."""
        w, saved = self.window, self._saved
        if saved is not None and not self.active and self.layout.settling and w.windowState() != saved.window_state:
            self.layout.keep_as_is()  # maximized (or made normal) since: the window is arranged anew, nothing waits
        if saved is not None and (self.active or self.layout.settling):
            return saved
        docks, size = self.layout.arrangement()
        return Everyday(docks, size, w.geometry(), w.saveGeometry(), w.windowState(), w.menuBar().isVisible(),
                        w.statusBar().isVisible())

    def board_share(self) -> float:
        """How much of the window the board's picture covers (0..1)."""
        view = self.view
        shown = view.mapFromScene(view.sceneRect()).boundingRect()
        visible = shown.intersected(view.viewport().rect())
        window = self.window.size()
        return visible.width() * visible.height() / max(1, window.width() * window.height())

