"""The New Game dialog: 2–5 families, each with a name, a colour and a seat
(human or Ghost); the Ghosts' difficulty; an optional seed."""

from __future__ import annotations

import secrets

from PySide6.QtCore import QCoreApplication, QRegularExpression
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..board.shapes import shape_path
from ..engine.model.limits import BIDI_CONTROLS, NAME_MAX
from ..engine.model.state import GameState
from ..engine.model.types import Difficulty, Seat
from ..engine.rules.setup import Seating, new_game
from ..engine.words.filewords import text_problem
from ..qt.plain import text_label, tip
from ..qt.theme import PALETTE, PALETTE_ORDER
from .namedcombo import NamedComboBox
from .seating import DIFFICULTY_NAMES, colour_name, is_default_name
from .settings import Preferences


def plain_text_validator(parent: QWidget) -> QRegularExpressionValidator:
    """Refuses what plain text does not have (``filewords.text_problem``):
    control characters, and bidirectional controls, which would turn around
    the words shown after a name."""
    controls = "".join(f"\\x{{{ord(c):04x}}}" for c in sorted(BIDI_CONTROLS))
    return QRegularExpressionValidator(QRegularExpression(f"[^\\x00-\\x1f\\x7f-\\x9f{controls}]*"), parent)


def swatch(colour: str) -> QIcon:
    hex_, _, shape = PALETTE[colour]
    pix = QPixmap(24, 24)
    pix.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pix)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(hex_))
    painter.drawPath(shape_path(shape, pix.rect().toRectF().adjusted(2, 2, -2, -2)))
    painter.end()
    return QIcon(pix)


class NewGameDialog(QDialog):
    """Opens on the last set-up accepted (``prefs``), else on Solo; with Solo and Hotseat presets."""

    def __init__(self, parent: QWidget | None = None, prefs: Preferences | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.setWindowTitle(QCoreApplication.translate("NewGameDialog", "New game"))
        self.solo_button = QPushButton(QCoreApplication.translate("NewGameDialog", "Solo: you against two Ghosts"))
        self.hotseat_button = QPushButton(QCoreApplication.translate("NewGameDialog", "Hotseat: three people"))
        for preset in (self.solo_button, self.hotseat_button):  # Enter is OK, even on a preset (Space picks it)
            preset.setAutoDefault(False)
        self.solo_button.clicked.connect(lambda: self.apply_preset(solo=True))
        self.hotseat_button.clicked.connect(lambda: self.apply_preset(solo=False))
        presets = QHBoxLayout()
        presets.addWidget(self.solo_button)
        presets.addWidget(self.hotseat_button)
        self.count = QSpinBox()
        self.count.setRange(2, 5)
        self.count.setValue(3)
        self.count.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Number of families"))
        grid = QGridLayout()
        grid.addWidget(text_label(QCoreApplication.translate("NewGameDialog", "Name")), 0, 0)
        grid.addWidget(text_label(QCoreApplication.translate("NewGameDialog", "Colour")), 0, 1)
        grid.addWidget(text_label(QCoreApplication.translate("NewGameDialog", "Seat")), 0, 2)
        self.names: list[QLineEdit] = []
        self.colours: list[QComboBox] = []
        self.seats: list[QComboBox] = []
        for i, colour in enumerate(PALETTE_ORDER):
            name = QLineEdit(colour_name(colour))
            name.setMaxLength(NAME_MAX)  # the save format's limit: a game that exists can always be saved
            name.setValidator(plain_text_validator(name))  # nor a control character typed or pasted
            name.inputRejected.connect(lambda i=i: self._refused_name(i))  # (and says so)
            name.setAccessibleName(
                QCoreApplication.translate("NewGameDialog", "Name of family {0}").format(i + 1))
            box = NamedComboBox()  # (named for a screen reader by its accessible name, not its item)
            for c in PALETTE_ORDER:
                box.addItem(swatch(c), colour_name(c), c)
            box.setCurrentIndex(i)
            box.currentIndexChanged.connect(lambda _=0, i=i: self._name_by_colour(i))
            box.setAccessibleName(
                QCoreApplication.translate("NewGameDialog", "Colour of family {0}").format(i + 1))
            seat = NamedComboBox()
            seat.addItem(QCoreApplication.translate("NewGameDialog", "Human"), Seat.HUMAN.value)
            seat.addItem(QCoreApplication.translate("NewGameDialog", "Ghost"), Seat.GHOST.value)
            seat.setAccessibleName(
                QCoreApplication.translate("NewGameDialog", "Seat of family {0}").format(i + 1))
            self.names.append(name)
            self.colours.append(box)
            self.seats.append(seat)
            grid.addWidget(name, i + 1, 0)
            grid.addWidget(box, i + 1, 1)
            grid.addWidget(seat, i + 1, 2)
            seat.currentIndexChanged.connect(self._offer_difficulty)
        self.difficulty = NamedComboBox()
        for d in Difficulty:
            label = DIFFICULTY_NAMES.get(d.value, d.value.capitalize())
            self.difficulty.addItem(QCoreApplication.translate("NewGameDialog", label), d.value)
        self.difficulty.setCurrentIndex(1)
        self.difficulty.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Ghost difficulty"))
        self.random_seed = QCheckBox(QCoreApplication.translate("NewGameDialog", "Random seed"))
        self.random_seed.setChecked(True)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setEnabled(False)
        self.seed.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Seed"))
        self.random_seed.toggled.connect(lambda on: self.seed.setEnabled(not on))
        self.shuffle = QCheckBox(QCoreApplication.translate("NewGameDialog", "Shuffle the turn order from the seed"))
        self.name_hint = text_label(QCoreApplication.translate(
            "NewGameDialog", "A name has at most {0} characters.").format(NAME_MAX))
        self.name_hint.setObjectName("name_hint")
        self.error = text_label()
        self.error.setStyleSheet("color: #a3202a")
        form = QFormLayout()
        families = text_label(QCoreApplication.translate("NewGameDialog", "Families"))
        families.setBuddy(self.count)  # (a screen reader finds the box's label)
        form.addRow(families, self.count)
        self.difficulty_label = text_label(QCoreApplication.translate("NewGameDialog", "Ghost difficulty"))
        self.difficulty_label.setBuddy(self.difficulty)
        form.addRow(self.difficulty_label, self.difficulty)
        form.addRow(self.random_seed, self.seed)
        form.addRow(self.shuffle)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(presets)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addWidget(self.name_hint)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(self._on_count_changed)
        self._on_count_changed(self.count.value())
        remembered = prefs.new_game_setup if prefs is not None else None
        if remembered is not None:
            self.apply_setup(remembered)
        else:  # the first time: the main user's game, one person against two Ghosts
            self.apply_preset(solo=True)

    def apply_preset(self, solo: bool) -> None:
        """Three families named after their colours: one person and two
        Ghosts (solo), or three people at one computer (hotseat)."""
        ghost, human = Seat.GHOST.value, Seat.HUMAN.value
        self.apply_setup({"count": 3, "names": [colour_name(c) for c in PALETTE_ORDER],
                          "colours": list(PALETTE_ORDER),
                          "seats": [human] + [ghost if solo else human] * 4,
                          "difficulty": self.difficulty.currentData(), "shuffle": self.shuffle.isChecked()})

    def setup(self) -> dict[str, object]:
        """What the dialog holds, as remembered between runs."""
        return {"count": self.count.value(), "names": [n.text() for n in self.names],
                "colours": [c.currentData() for c in self.colours], "seats": [s.currentData() for s in self.seats],
                "difficulty": self.difficulty.currentData(), "shuffle": self.shuffle.isChecked()}

    def apply_setup(self, setup: dict[str, object]) -> None:
        """Fill the dialog from a set-up; what it does not know is left as it is."""
        count = setup.get("count")
        if isinstance(count, int):
            self.count.setValue(count)
        for key, boxes in (("colours", self.colours), ("seats", self.seats), ("difficulty", [self.difficulty])):
            values = setup.get(key)
            values = [values] if isinstance(values, str) else values
            for box, value in zip(boxes, values if isinstance(values, list) else [], strict=False):
                index = box.findData(value)
                if index >= 0:
                    box.setCurrentIndex(index)
        names = setup.get("names")
        for i, name in enumerate(names if isinstance(names, list) else []):
            if i < len(self.names):
                self.names[i].setText(str(name)[:NAME_MAX])  # (the edit's own limit: what is typed can be saved)
                self._name_by_colour(i)
        if "shuffle" in setup:
            self.shuffle.setChecked(bool(setup["shuffle"]))

    def _name_by_colour(self, i: int) -> None:
        """A family named after its colour (by this dialog, in any language, or left empty) is named after
        the colour it has now, in the language shown; a name the user gave it is kept."""
        edit = self.names[i]
        if not edit.text().strip() or is_default_name(edit.text()):
            edit.setText(colour_name(self.colours[i].currentData()))

    def _on_count_changed(self, n: int) -> None:
        for i in range(len(self.names)):
            for w in (self.names[i], self.colours[i], self.seats[i]):
                w.setVisible(i < n)
        self._offer_difficulty()
        self.fit_height()

    def _offer_difficulty(self) -> None:
        """The difficulty (G1) is a choice only while a family in the game is seated as a Ghost."""
        ghosts = any(seat.currentData() == Seat.GHOST.value for seat in self.seats[: self.count.value()])
        self.difficulty.setEnabled(ghosts)
        self.difficulty_label.setEnabled(ghosts)
        why = QCoreApplication.translate("NewGameDialog", "The harder, the more Prestige each Ghost card brings (G1)")
        if not ghosts:
            why = QCoreApplication.translate(
                "NewGameDialog", "No family is seated as a Ghost: the difficulty applies to Ghosts alone")
        self.difficulty.setToolTip(tip(why))

    def fit_height(self) -> None:
        """As tall as the rows shown need: fewer families leave no gap above
        the buttons, more are never cut off. The width the user chose stays."""
        layout = self.layout()
        if layout is None or not self.isVisible():
            return  # (being built, or not shown yet: showing sizes it to its hint)
        layout.invalidate()
        layout.activate()  # the hint of the rows now shown, at once
        self.resize(max(self.width(), self.minimumSizeHint().width()), self.sizeHint().height())

    def seatings(self) -> list[Seating]:
        n = self.count.value()
        return [
            Seating(self.colours[i].currentData(), self.names[i].text().strip() or
                    self.colours[i].currentText(), Seat(self.seats[i].currentData()))
            for i in range(n)
        ]

    def _refused_name(self, i: int) -> None:
        self.error.setText(self.name_problem(i))

    @staticmethod
    def name_problem(i: int) -> str:
        return QCoreApplication.translate(
            "NewGameDialog", "D1: the name of family {0} must be plain text of 1 to {1} characters").format(
                i + 1, NAME_MAX)

    def problem(self) -> str:
        seats = self.seatings()
        for i, s in enumerate(seats):
            if text_problem(s.name, NAME_MAX, visible=True):  # (a name remembered from an older run, say)
                return self.name_problem(i)
        if len({s.id for s in seats}) != len(seats):
            return QCoreApplication.translate("NewGameDialog", "D1: no two families may share a colour")
        names = [s.name.casefold() for s in seats]  # the curtain and the log tell families apart by name
        twice = next((i for i, name in enumerate(names) if name in names[:i]), None)
        if twice is not None:
            return QCoreApplication.translate(
                "NewGameDialog", "D1: families {0} and {1} are both called {2}; give them different names").format(
                    names.index(names[twice]) + 1, twice + 1, seats[twice].name)
        if not any(s.seat is Seat.HUMAN for s in seats):
            return QCoreApplication.translate("NewGameDialog", "D1: at least one family must be played by a person")
        return ""

    def accept(self) -> None:
        problem = self.problem()
        if problem:
            self.error.setText(problem)
            return
        if self.prefs is not None:
            self.prefs.new_game_setup = self.setup()
        super().accept()

    def game(self) -> GameState:
        seed = secrets.randbelow(2**31) if self.random_seed.isChecked() else self.seed.value()
        return new_game(self.seatings(), seed=seed, difficulty=Difficulty(self.difficulty.currentData()),
                        shuffle_order=self.shuffle.isChecked())
