"""The narration panel: the current step's rule id and its *why*, in large
type, with the Step / Play / Back / Skip controls and the speed slider.

The panel keeps nothing of the game: it shows a :class:`Told`, the value the
window makes from the session each time it renders, and the welcome of the
first launch, which is the application's and not the game's."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
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
from .fitting import EXPLANATION_TYPE, ExplanationArea, TextHeight, wrapping
from .limits import back_stops


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
    you: str = ""  # how to begin: the name of the family the person at the screen plays, as the game names it


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
            rule, why = self._introduction(told.you)
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

    def set_explaining(self, on: bool, hinted: bool = False) -> None:
        """Whether the rule shows in full, with the controls under it (off: a question waits under the words,
        which keep the step's rule and sentence in the room they need, without what the rule says; the
        controls make way, as nothing steps on before the answer, and the speed stays where it was; ``hinted``:
        a hint shows under the question too, and the words keep less room still)."""
        self.why_scroll.set_hinted(hinted and not on)
        if self.why_scroll.compact == (not on):
            return
        vertical = QSizePolicy.Policy.Minimum if on else QSizePolicy.Policy.Expanding
        self._room.changeSize(0, 0, QSizePolicy.Policy.Minimum, vertical)
        self.column.invalidate()
        self.rule_says.setVisible(on)
        self.controls.setVisible(on)  # (Step, Play and Skip wait for the answer; Back stays in the Game menu)
        self.why_scroll.set_compact(not on)

    def _introduction(self, you: str) -> tuple[str, str]:
        """Nothing has happened in this game yet: how to begin (on the first launch, what is on the screen,
        naming ``you``, the family the person at the screen plays, with the name the game gives it)."""
        if self._welcome:
            return QCoreApplication.translate("Narration", "Welcome"), QCoreApplication.translate(
                "Narration",
                "This is the board of Florenza: the Prestige track along the top, the Church track on the left, "
                "the Life in Florenza cards in the middle with the Predicatore spaces under them, the offices "
                "and supplies on the right, and one board per family along the bottom.\n\n"
                "This first game is you ({0}) against two Ghosts. To begin, drag your Captain marker along the "
                "Prestige track, your Bishop marker up the Church track or a Kinsman onto a Predicatore space; "
                "then press End turn (Ctrl+E), or Pass (Ctrl+P) when you are done for the round.\n\n"
                "File ▸ New game sets up another game: solo against Ghosts, or several people at this computer."
            ).format(you)
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
