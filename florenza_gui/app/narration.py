"""The narration panel: the current step's rule id and its *why*, in large
type, with the Step / Play / Back / Skip controls and the speed slider."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from ..engine.events import Event
from ..qt.theme import serif


class NarrationPanel(QWidget):
    step_clicked = Signal()
    play_clicked = Signal()
    back_clicked = Signal()
    skip_clicked = Signal()
    speed_changed = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Narration")
        self.rule = QLabel("—")
        self.rule.setFont(serif(34, bold=True))
        self.rule.setAccessibleName("Rule of the current step")
        self.why = QLabel("Drag your pieces on the board, then End turn or Pass.")
        self.why.setFont(serif(22))
        self.why.setWordWrap(True)
        self.why.setMinimumHeight(130)
        self.why.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.why.setAccessibleName("Why this step happened")
        self.progress = QLabel("")
        self.progress.setFont(serif(16, italic=True))
        self.back_button = QPushButton("◀ Back")
        self.step_button = QPushButton("Step ▶")
        self.play_button = QPushButton("Play ▶▶")
        self.skip_button = QPushButton("Skip to end »")
        for button, tip in ((self.back_button, "One step back in this end of round"),
                            (self.step_button, "Play the next step"),
                            (self.play_button, "Play every step; press again to pause"),
                            (self.skip_button, "Run the rest without animation")):
            button.setToolTip(tip)
            button.setAccessibleName(button.text().split()[0] if button is not self.skip_button else "Skip to end")
            button.setMinimumHeight(36)
        self.back_button.clicked.connect(self.back_clicked)
        self.step_button.clicked.connect(self.step_clicked)
        self.play_button.clicked.connect(self.play_clicked)
        self.skip_button.clicked.connect(self.skip_clicked)
        self.speed = QSlider(Qt.Orientation.Horizontal)
        self.speed.setRange(1, 8)
        self.speed.setValue(4)
        self.speed.setAccessibleName("Animation speed")
        self.speed.valueChanged.connect(lambda v: self.speed_changed.emit(v / 4))
        controls = QHBoxLayout()
        for w in (self.back_button, self.step_button, self.play_button, self.skip_button):
            controls.addWidget(w)
        speed_row = QHBoxLayout()
        speed_row.addWidget(QLabel("Speed"))
        speed_row.addWidget(self.speed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rule)
        layout.addWidget(self.why, 1)
        layout.addWidget(self.progress)
        layout.addLayout(controls)
        layout.addLayout(speed_row)
        self.set_sequence(0, 0, False)

    def show_event(self, event: Event) -> None:
        self.rule.setText(event.rule)
        self.why.setText(event.text)

    def show_text(self, rule: str, text: str) -> None:
        self.rule.setText(rule)
        self.why.setText(text)

    def set_sequence(self, index: int, total: int, ready: bool, can_back: bool | None = None) -> None:
        """Enable the controls that make sense now."""
        running = total > 0
        self.progress.setText(f"Step {index} of {total}" if running else
                              ("Everyone has passed: the round can end" if ready else ""))
        self.step_button.setEnabled(running or ready)
        self.play_button.setEnabled(running or ready)
        self.skip_button.setEnabled(running or ready)
        self.back_button.setEnabled(running and index > 0 if can_back is None else can_back)

    def set_playing(self, playing: bool) -> None:
        self.play_button.setText("Pause ⏸" if playing else "Play ▶▶")
