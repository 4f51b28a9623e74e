"""The fields a learner answers a question with in Predict mode, one kind per kind of question: a family (or
nobody), the families in order, characters ticked, a Life card per character, a Ghost card's three places,
the winners and their rung. Each is reached from the keyboard; on the board a click picks a family or a
character in it (:meth:`AnswerFields.pick`) and a piece carried to a place puts it there
(:meth:`AnswerFields.put`): the fields and the board say the same answer. A field only holds what the learner
is composing."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.lessons.predict import Answer, GhostOutcome, Question, Winner
from ..engine.model.asks import Ask
from ..engine.model.boarddata import standard_board
from ..engine.model.events import DecidedBy
from ..engine.model.limits import MOVE_PRESTIGE_MAX
from ..engine.model.places import ChurchSpace, LifeCardSpot, Place, Pool, PredicatoreSpace, PrestigeSpace, TurnSpace
from ..engine.model.state import GameState
from ..engine.model.types import LIFE_CARDS, LifeCard
from ..qt.plain import menu_text, one_line, text_label
from .predictwords import character, drawn_tile, rung_name, translate


class _WheelWhenFocused:
    """An answer field the mouse wheel changes only once it has the focus: a wheel turned to scroll the
    answers past it never changes an answer (the panel scrolls instead)."""

    def __init__(self) -> None:
        super().__init__()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # type: ignore[attr-defined]

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():  # type: ignore[attr-defined]
            super().wheelEvent(event)  # type: ignore[misc]
        else:
            event.ignore()


class _Choice(_WheelWhenFocused, QComboBox):
    pass


class _Number(_WheelWhenFocused, QSpinBox):
    pass


def _form(fields: QWidget, wrap: bool = True) -> QFormLayout:
    """A form of labelled fields whose field goes under its label where the panel is too narrow for both on
    one line (a long label in Italian, a narrow window): nothing is cut off at the panel's edge."""
    form = QFormLayout(fields)
    form.setContentsMargins(0, 0, 0, 0)
    form.setVerticalSpacing(2)  # (one a line, close: more of them in sight in a small window)
    if wrap:
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    return form


class AnswerFields(QWidget):
    """What every kind of answer offers: the answer composed (None: not complete yet), a family or a
    character picked on the board, and what is picked (to light on the board)."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.touched = False  # an answer was entered (a room's answer: one left as it was offered is none)
        self.changed.connect(self._on_changed)

    def _on_changed(self) -> None:
        self.touched = True

    def given(self) -> Answer | None:
        raise NotImplementedError

    def complete(self) -> bool:
        return self.given() is not None

    def composed(self) -> Answer | None:
        """The answer as composed so far, for the board to show (a Life card chosen for some characters only)."""
        return self.given()

    def pick(self, what: str) -> bool:
        """A family or a character clicked on the board: whether this answer took it."""
        return False

    def put(self, what: str, place: Place) -> bool:
        """A piece of the answer carried on the board to ``place`` (``what``: the family, the character or the
        Ghost's piece it stands for): whether this answer took it."""
        return False

    def picked(self) -> frozenset[str]:
        return frozenset()


class FamilyChoice(AnswerFields):
    """One family, or nobody (an office)."""

    NOBODY = ""
    MOST_COLUMNS = 3  # (two at least, as many as the panel's width holds: a hint under the question leaves them room)

    def __init__(self, families: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.group = QButtonGroup(self)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[str, QRadioButton] = {}
        for fid, name in [*families, (self.NOBODY, translate("Predict", "Nobody"))]:
            button = QRadioButton(menu_text(one_line(name)))
            self.group.addButton(button)
            self.buttons[fid] = button
        self._columns = 0
        self._set_columns(2)
        self.group.buttonToggled.connect(lambda *_: self.changed.emit())

    def _columns_for(self, width: int) -> int:
        gap = max(self._grid.horizontalSpacing(), 0)
        widest = max(b.sizeHint().width() for b in self.buttons.values())
        return max(2, min(self.MOST_COLUMNS, len(self.buttons), (width + gap) // (widest + gap)))

    def _set_columns(self, columns: int) -> None:
        self._columns = columns
        for i, button in enumerate(self.buttons.values()):
            self._grid.removeWidget(button)
            self._grid.addWidget(button, i // columns, i % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Another width: as many columns of choices as it holds (the panel then asks for the height they take)."""
        super().resizeEvent(event)
        if (columns := self._columns_for(event.size().width())) != self._columns:
            self._set_columns(columns)
            self.updateGeometry()

    def given(self) -> Answer | None:
        chosen = next((f for f, b in self.buttons.items() if b.isChecked()), None)
        if chosen is None:
            return None
        return chosen or None

    def complete(self) -> bool:
        return any(b.isChecked() for b in self.buttons.values())

    def pick(self, what: str) -> bool:
        """A family clicked on the board, or the office's card (:attr:`NOBODY`)."""
        if what in self.buttons:
            self.buttons[what].setChecked(True)
            return True
        return False

    def picked(self) -> frozenset[str]:
        """The family chosen, or :attr:`NOBODY` (the office's card is outlined)."""
        return frozenset(f for f, b in self.buttons.items() if b.isChecked())


class OrderList(AnswerFields):
    """The families in an order: dragged in the list, or moved with Up and Down (Alt+Up, Alt+Down)."""

    def __init__(self, families: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        for fid, name in families:
            item = QListWidgetItem(one_line(name))
            item.setData(Qt.ItemDataRole.UserRole, fid)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.setMaximumHeight(self.list.sizeHintForRow(0) * len(families) + 2 * self.list.frameWidth() + 4)
        self.list.model().rowsMoved.connect(lambda *_: self.changed.emit())
        self.up, self.down = QPushButton(translate("Predict", "Up")), QPushButton(translate("Predict", "Down"))
        self.list.installEventFilter(self)  # Alt+Up and Alt+Down move the family the list stands on
        self.up.clicked.connect(lambda: self.move_by(-1))
        self.down.clicked.connect(lambda: self.move_by(1))
        buttons = QVBoxLayout()
        buttons.addWidget(self.up)
        buttons.addWidget(self.down)
        buttons.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.list, 1)
        row.addLayout(buttons)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.list and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.modifiers() == Qt.KeyboardModifier.AltModifier
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)):
            self.move_by(-1 if event.key() == Qt.Key.Key_Up else 1)
            return True
        return super().eventFilter(watched, event)

    def move_by(self, by: int) -> None:
        """The selected family ``by`` places down (-1: one up)."""
        row = self.list.currentRow()
        to = row + by
        if row < 0 or to == row or not 0 <= to < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(to, item)
        self.list.setCurrentRow(to)
        self.changed.emit()

    def given(self) -> Answer | None:
        return tuple(str(self.list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.list.count()))

    def put(self, what: str, place: Place) -> bool:
        """A family's Turn Order marker put on a row of the track: the family to that place, the others after
        it moved down one (as Up and Down move it)."""
        order = self.given()
        if not isinstance(place, TurnSpace) or not isinstance(order, tuple) or what not in order:
            return False
        row, to = order.index(what), min(max(place.position - 1, 0), self.list.count() - 1)
        self.list.setCurrentRow(row)
        self.move_by(to - row)
        return True


class CharacterToggles(AnswerFields):
    """Characters ticked (or their cards clicked on the board): who leaves."""

    def __init__(self, characters: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QCheckBox] = {}
        columns = 1 if any(len(name) > 12 for _, name in characters) else 2  # (a character's name is long)
        for i, (cid, name) in enumerate(characters):
            box = QCheckBox(menu_text(one_line(name)))
            box.toggled.connect(lambda _=False: self.changed.emit())
            self.boxes[cid] = box
            grid.addWidget(box, i // columns, i % columns)

    def given(self) -> Answer | None:
        return self.picked()

    def pick(self, what: str) -> bool:
        if what in self.boxes:
            self.boxes[what].toggle()
            return True
        return False

    def picked(self) -> frozenset[str]:
        return frozenset(c for c, box in self.boxes.items() if box.isChecked())


class CardChoices(AnswerFields):
    """A Life card for each character (where it stands now, or nothing yet for a tile just drawn): a line
    each, its name (a drawn tile's with its rounds) beside a narrow choice of card, so that every line is in
    sight under the question in a small window."""

    def __init__(self, characters: Sequence[tuple[str, str, LifeCard | None]]) -> None:
        super().__init__()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(2)  # (close, as a form's lines)
        grid.setColumnStretch(0, 1)
        self.choices: dict[str, QComboBox] = {}
        for row, (cid, name, now) in enumerate(characters):
            combo = _Choice()
            combo.addItem("—", None)
            for card in LIFE_CARDS:
                combo.addItem(card.name, card)
            combo.setCurrentIndex(0 if now is None else now.value)
            combo.setAccessibleName(one_line(name))
            combo.currentIndexChanged.connect(lambda _=0: self.changed.emit())
            self.choices[cid] = combo
            label = text_label(one_line(name))
            label.setWordWrap(True)  # (a long name wraps beside its choice, never pushes it out of sight)
            label.setBuddy(combo)
            grid.addWidget(label, row, 0)
            grid.addWidget(combo, row, 1)

    def given(self) -> Answer | None:
        cards = {c: combo.currentData() for c, combo in self.choices.items()}
        return None if any(card is None for card in cards.values()) else cards

    def composed(self) -> Answer | None:
        return {c: combo.currentData() for c, combo in self.choices.items() if combo.currentData() is not None}

    def put(self, what: str, place: Place) -> bool:
        """A character's card put under a Life card."""
        if what not in self.choices or not isinstance(place, LifeCardSpot):
            return False
        self.choices[what].setCurrentIndex(self.choices[what].findData(place.card))
        return True


class GhostFields(AnswerFields):
    """Where a Ghost's Captain marker, Bishop marker and Kinsman end: three numbers (the Kinsman's 0: on no
    Predicatore space)."""

    def __init__(self, captain: int, bishop: int) -> None:
        super().__init__()
        board = standard_board()
        self._lap = board.board.prestige_track.last_printed + 1  # a printed space stands for one each lap
        self._from = captain
        form = _form(self)
        self.captain, self.bishop, self.kinsman = _Number(), _Number(), _Number()
        self.captain.setRange(0, MOVE_PRESTIGE_MAX)
        self.captain.setValue(captain)
        self.bishop.setRange(0, board.church_max)
        self.bishop.setValue(bishop)
        self.kinsman.setRange(0, board.spaces)
        self.kinsman.setSpecialValueText(translate("Predict", "none"))
        for label, box in ((translate("Predict", "Captain marker (Prestige)"), self.captain),
                           (translate("Predict", "Bishop marker (Church)"), self.bishop),
                           (translate("Predict", "Kinsman (Predicatore space)"), self.kinsman)):
            box.setAccessibleName(label)
            box.valueChanged.connect(lambda _=0: self.changed.emit())
            form.addRow(text_label(label), box)

    def given(self) -> Answer | None:
        return GhostOutcome(self.captain.value(), self.bishop.value(), self.kinsman.value() or None)

    def put(self, what: str, place: Place) -> bool:
        """The Ghost's Captain marker put on a Prestige space (the first position it shows at or after where the
        marker stands: a Ghost's marker only moves up), its Bishop marker on a Church space, its Kinsman on a
        Predicatore space or back in its pool (none)."""
        match what, place:
            case "captain", PrestigeSpace(position=n):
                self.captain.setValue(self._from + (n - self._from) % self._lap)
            case "bishop", ChurchSpace(space=n):
                self.bishop.setValue(n)
            case "kinsman", PredicatoreSpace(space=n):
                self.kinsman.setValue(n)
            case "kinsman", Pool():
                self.kinsman.setValue(0)
            case _:
                return False
        return True


class WinnerChoice(AnswerFields):
    """The families placed first (ticked, or their boards clicked) and the rung that placed them."""

    RUNGS = (DecidedBy.VICTORY_POINTS, DecidedBy.RESOURCES, DecidedBy.FIORINI, DecidedBy.SHARED)

    def __init__(self, families: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.families = CharacterToggles(families)  # (ticks, as for characters)
        self.families.changed.connect(self.changed)
        self.rung = _Choice()
        for rung in self.RUNGS:
            self.rung.addItem(rung_name(rung), rung)
        self.rung.setAccessibleName(translate("Predict", "Decided on"))
        self.rung.currentIndexChanged.connect(lambda _=0: self.changed.emit())
        form = _form(self)
        form.addRow(self.families)
        form.addRow(text_label(translate("Predict", "Decided on")), self.rung)

    def given(self) -> Answer | None:
        winners = self.families.picked()
        return Winner(winners, self.rung.currentData()) if winners else None

    def pick(self, what: str) -> bool:
        return self.families.pick(what)

    def picked(self) -> frozenset[str]:
        return self.families.picked()


def fields_for(question: Question, game: GameState) -> AnswerFields:
    """The fields to answer ``question`` with, on the position ``game`` shows before its step."""
    families = [(f, game.name(f)) for f in game.turn_order]
    where = {c: LIFE_CARDS[i] for i, under in enumerate(game.row) for c in under}
    ask = question.ask
    if ask in (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL):
        return FamilyChoice(families)
    if ask is Ask.TURN_ORDER:
        return OrderList(families)
    if ask is Ask.LEAVING:
        return CharacterToggles([(c, character(game, c)) for under in game.row for c in under])
    if ask is Ask.GHOST_MOVES:
        ghost = game.family(question.family or "")
        return GhostFields(ghost.prestige, ghost.church)
    if ask is Ask.WINNER:
        return WinnerChoice(families)
    if ask is Ask.DRAW_UNDER:  # (the tiles are named here with their rounds: the question does not list them)
        return CardChoices([(c, drawn_tile(game, c, rounds), None) for c, rounds in question.given.items()])
    assert isinstance(question.answer, Mapping)
    return CardChoices([(c, character(game, c), where.get(c)) for c in question.answer])

