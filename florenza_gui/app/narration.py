"""The narration panel: the current step's rule id and its *why*, in large
type, with the Step / Play / Back / Skip controls and the speed slider.

The panel keeps nothing of the game: it shows a :class:`Told`, the value the
window makes from the session each time it renders, and the welcome of the
first launch, which is the application's and not the game's."""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from ..engine.model.events import Event
from ..engine.model.ruleids import Rule
from ..engine.words.glossary import summary
from ..qt.language import event_text, language
from ..qt.plain import text_label, tip
from ..qt.theme import serif
from .limits import back_stops


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
COMPACT_SHARE = 0.22  # the most of the narration's height the step's words take while a question waits under them


class ExplanationArea(QScrollArea):
    """Where the rule's id, what it says and the step's words show as one.
    It asks for room for the id and eight lines of words (the window shares
    the right-hand side between the narration and the log by what each asks
    for) and can shrink to the id and a line (a small window).

    The three are set in the largest type, down to six tenths of it, that
    shows them whole at the area's size, so a step's sentence and its
    numbers are read without scrolling; only what is longer still (a
    scenario's paragraph) scrolls."""

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
        self._compact_height = self._heading + self._line
        self._fitted: dict[tuple[int, int, bool, tuple[tuple[str, bool], ...]], float] = {}  # words, room: type

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
            room.setHeight(max(least, int(COMPACT_SHARE * parent.height())) if parent else least)
        def fits(scale: float) -> bool:
            self._set_type(scale)
            layout.invalidate()
            return layout.totalHeightForWidth(room.width()) <= room.height()

        # the largest type that fits, found by halving the scales left to try (smaller type never takes more
        # room); the smallest if none does. Found once for the same words in the same room: the window lays
        # the panel out again at each change, often with the words and the room as they were.
        key = (room.width(), room.height(), self.compact, tuple((label.text(), label.isHidden())
                                                                 for label in self._labels))
        scale = self._fitted.get(key)
        if scale is None:
            scale = SCALES[bisect_left(range(len(SCALES) - 1), True, key=lambda i: fits(SCALES[i]))]
            if len(self._fitted) >= 64:
                self._fitted.clear()
            self._fitted[key] = scale
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


@dataclass(frozen=True, slots=True)
class Told:
    """What the narration shows: a rule id and what happened (an event, put into words as it is shown;
    a text; or None: how to begin), and where the end of round's cursor stands."""

    rule: str = "—"
    said: Event | str | None = None
    index: int = 0  # the step at the cursor
    total: int = 0  # the end of round's steps (0: none under way)
    ready: bool = False  # everyone has passed: the round may end
    can_back: bool | None = None  # None: Back is possible from any step but the first
    back_rule: Rule | None = None  # the rule that keeps Back disabled (D13, R8.7, G1)
    playing: bool = False
    viewer: str | None = None  # whose view an event is put into words for (None: the public's)


class NarrationPanel(QWidget):
    step_clicked = Signal()
    play_clicked = Signal()
    back_clicked = Signal()
    skip_clicked = Signal()
    speed_changed = Signal(float)
    changed = Signal()  # what the panel says changed (the presentation's caption follows it)
    welcome_changed = Signal()  # the introduction says other words: the window renders again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._welcome = False  # on the very first launch, the introduction says what is on the screen too
        self._room = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Minimum)  # (under it)
        self.rule = text_label("")
        # what the rule itself says, under its id (resources/rules.toml)
        self.rule_says = text_label("")
        self.rule_says.setStyleSheet("color: #5a3e1f")
        self.why = text_label()
        for label, (pixels, bold, italic) in zip((self.rule, self.rule_says, self.why), EXPLANATION_TYPE, strict=True):
            label.setFont(serif(pixels, bold=bold, italic=italic))
        self.why.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.progress = text_label("")
        self.progress.setFont(serif(16, italic=True))
        # "Everyone has passed: the round can end" wraps in a narrow dock, never cut
        self._progress_height = TextHeight(self.progress)
        self.back_button = QPushButton()
        self.step_button = QPushButton()
        self.play_button = QPushButton()
        self.skip_button = QPushButton()
        for button in (self.back_button, self.step_button, self.play_button, self.skip_button):
            button.setMinimumHeight(36)
        self.back_button.clicked.connect(self.back_clicked)
        self.step_button.clicked.connect(self.step_clicked)
        self.play_button.clicked.connect(self.play_clicked)
        self.skip_button.clicked.connect(self.skip_clicked)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(1, 8)
        self.speed.setValue(4)
        self.speed.valueChanged.connect(lambda v: self.speed_changed.emit(v / 4))
        # two by two, so the panel's width is the window's choice, not the buttons'
        self.controls = QWidget()  # (put away while a question waits: nothing steps on before its answer)
        controls = QGridLayout(self.controls)
        controls.setContentsMargins(0, 0, 0, 0)
        for i, w in enumerate((self.back_button, self.step_button, self.play_button, self.skip_button)):
            controls.addWidget(w, i // 2, i % 2)
        self.speed_label = text_label()
        speed_row = self.speed_row = QHBoxLayout()  # (Predict mode's switch goes at its end)
        speed_row.addWidget(self.speed_label)
        speed_row.addWidget(self.speed)
        layout = self.column = QVBoxLayout(self)  # (Predict mode's panel goes under the words: add_under_words)
        margins = layout.contentsMargins()
        layout.setContentsMargins(0, margins.top(), 0, margins.bottom())  # (the dock's own margins are at the sides)
        layout.addWidget(self._explanation(), 1)
        layout.addWidget(self.progress)
        layout.addWidget(self.controls)
        layout.addLayout(speed_row)
        self.retranslate()
        self.render_told(Told())

    def _explanation(self) -> QScrollArea:
        """The rule's id, what it says and the step's words, scrolled as one
        when they are longer than the panel (a scenario's paragraph, a small
        window): each has its wrapped height, so none is drawn over another,
        and the controls under them stay whole."""
        for label in (self.rule, self.rule_says, self.why):
            wrapping(label)
        body = QWidget()
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.rule)
        column.addWidget(self.rule_says)
        column.addWidget(self.why)
        column.addStretch(1)
        self.why_scroll = ExplanationArea(body, (self.rule, self.rule_says, self.why))
        return self.why_scroll

    def retranslate(self) -> None:
        """Set every fixed text again, in the current language."""
        self.setAccessibleName(QCoreApplication.translate("Narration", "Narration"))
        # a label's accessible name would replace its text for a screen reader: the captions are descriptions,
        # and what the label says is read as its name
        self.rule.setAccessibleDescription(QCoreApplication.translate("Narration", "Rule of the current step"))
        self.why.setAccessibleDescription(QCoreApplication.translate("Narration", "Why this step happened"))
        self.rule_says.setAccessibleDescription(QCoreApplication.translate("Narration", "What the rule says"))
        self.back_button.setText(QCoreApplication.translate("Narration", "◀ Back"))
        self.back_button.setAccessibleName(QCoreApplication.translate("Narration", "Back"))
        self.step_button.setText(QCoreApplication.translate("Narration", "Step ▶"))
        self.step_button.setAccessibleName(QCoreApplication.translate("Narration", "Step"))
        self.step_button.setToolTip(tip(QCoreApplication.translate("Narration", "Play the next step")))
        self.play_button.setAccessibleName(QCoreApplication.translate("Narration", "Play"))
        self.play_button.setToolTip(tip(QCoreApplication.translate(
            "Narration", "Play every step; press again to pause")))
        self.skip_button.setText(QCoreApplication.translate("Narration", "Skip to end »"))
        self.skip_button.setAccessibleName(QCoreApplication.translate("Narration", "Skip to end"))
        self.skip_button.setToolTip(tip(QCoreApplication.translate("Narration", "Run the rest without animation")))
        self.speed.setAccessibleName(QCoreApplication.translate("Narration", "Animation speed"))
        self.speed_label.setText(QCoreApplication.translate("Narration", "Speed"))

    @property
    def welcoming(self) -> bool:
        """The first launch's welcome was asked for."""
        return self._welcome

    def welcome(self) -> None:
        """The first launch: the introduction says what is on the screen and how to begin."""
        self._welcome = True
        self.welcome_changed.emit()

    def end_welcome(self) -> None:
        """The first game leaves the table: the welcome spoke of it alone."""
        self._welcome = False

    def render_told(self, told: Told) -> None:
        """Show ``told``, in the current language."""
        said = told.said
        if said is None:
            rule, why = self._introduction()
        else:
            rule, why = told.rule, said if isinstance(said, str) else event_text(said, told.viewer)
        # before the first step there is no rule: the glossary is read when one is shown
        says = summary(rule, language()) if said is not None and rule else ""
        changed = (rule, why, says) != (self.rule.text(), self.why.text(), self.rule_says.text())
        self.rule.setText(rule)
        self.rule_says.setText(says)
        self.why.setText(why)
        if changed:
            self.why_scroll.fit()
        self._render_controls(told)
        if changed:
            self.changed.emit()

    def add_under_words(self, panel: QWidget) -> None:
        """``panel`` (Predict mode's) between the step's words and the controls: the controls, the speed and
        what sits beside it keep their place at the panel's foot, whatever the panel shows; the room the
        question leaves stays under it."""
        self.column.insertWidget(1, panel)
        self.column.insertSpacerItem(2, self._room)

    def set_explaining(self, on: bool) -> None:
        """Whether the rule shows in full, with the controls under it (off: a question waits under the words,
        which keep the step's rule and sentence in the room they need, without what the rule says; the
        controls make way, as nothing steps on before the answer, and the speed stays where it was)."""
        if self.why_scroll.compact == (not on):
            return
        vertical = QSizePolicy.Policy.Minimum if on else QSizePolicy.Policy.Expanding
        self._room.changeSize(0, 0, QSizePolicy.Policy.Minimum, vertical)
        self.column.invalidate()
        self.rule_says.setVisible(on)
        self.controls.setVisible(on)  # (Step, Play and Skip wait for the answer; Back stays in the Game menu)
        self.why_scroll.set_compact(not on)

    def _introduction(self) -> tuple[str, str]:
        """Nothing has happened in this game yet: how to begin (on the first launch, what is on the screen)."""
        if self._welcome:
            return QCoreApplication.translate("Narration", "Welcome"), QCoreApplication.translate(
                "Narration",
                "This is the board of Florenza: the Prestige track along the top, the Church track on the left, "
                "the Life in Florenza cards in the middle with the Predicatore spaces under them, the offices "
                "and supplies on the right, and one board per family along the bottom.\n\n"
                "This first game is you (Red) against two Ghosts. To begin, drag your Captain marker along the "
                "Prestige track, your Bishop marker up the Church track or a Kinsman onto a Predicatore space; "
                "then press End turn (Ctrl+E), or Pass (Ctrl+P) when you are done for the round.\n\n"
                "File ▸ New game sets up another game: solo against Ghosts, or several people at this computer.")
        return "—", QCoreApplication.translate("Narration", "Drag your pieces on the board, then End turn or Pass.")

    def _render_controls(self, told: Told) -> None:
        """Enable the controls that make sense now; Back's tooltip names the rule that keeps it disabled."""
        running = told.total > 0
        if running:
            progress = step_counter(told.index, told.total)
        elif told.ready:
            progress = QCoreApplication.translate("Narration", "Everyone has passed: the round can end")
        else:
            progress = ""
        self.progress.setText(progress)
        self._progress_height.fit()
        for button in (self.step_button, self.play_button, self.skip_button):
            button.setEnabled(running or told.ready)
        self.back_button.setEnabled(running and told.index > 0 if told.can_back is None else told.can_back)
        if told.back_rule is not None and not self.back_button.isEnabled():
            self.back_button.setToolTip(tip(back_stops(told.back_rule)))
        else:
            self.back_button.setToolTip(tip(QCoreApplication.translate(
                "Narration", "One step back in this end of round")))
        self.play_button.setText(QCoreApplication.translate("Narration", "Pause ❚❚") if told.playing else
                                 QCoreApplication.translate("Narration", "Play ▶▶"))


def step_counter(index: int, total: int) -> str:
    """Where the cursor stands in an end of round's steps, in words ("" when none is under way)."""
    return QCoreApplication.translate("Narration", "Step {0} of {1}").format(index, total) if total > 0 else ""
