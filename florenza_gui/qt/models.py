"""Item models over the game: the narrated log and the families (the standings: :mod:`.standingsmodel`).

They show public information only: a family's tokens appear as a count,
never their values (RULES.md §9)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ..engine.files import editor
from ..engine.model.ruleids import Rule
from ..engine.model.state import Family, GameState, LogEntry
from ..engine.model.types import FirstPlayerSide
from ..engine.model.verdict import RefusalKind, refuse
from ..engine.rules.moves import BishopMarker, CaptainMarker, Move, SetCounts, Verdict
from ..engine.words.wording import render
from .language import entry_text
from .plain import tip
from .session import Session

Index = QModelIndex | QPersistentModelIndex
ROLE_RULE = Qt.ItemDataRole.UserRole + 1
ROLE_TEXT = Qt.ItemDataRole.UserRole + 2
ROLE_ROUND = Qt.ItemDataRole.UserRole + 3
_LOG_ROLES = frozenset(int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole,
    ROLE_RULE, ROLE_TEXT, ROLE_ROUND))


def _families(text: str) -> str:
    """A text marked with QT_TRANSLATE_NOOP("FamiliesModel", …), translated."""
    return QCoreApplication.translate("FamiliesModel", text)


class LogModel(QAbstractListModel):
    """The narrated log: one row per step or move, rule id first."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.session = session
        self._rows: Sequence[LogEntry] = session.shown_log
        self._worded_for = session.mode.viewer  # whose view the rows are in words for (the public: None)
        # each row's line as put into words for the rows, viewer and language shown now: a view lays out
        # every row again at each change (a word-wrapped list), so a line is worded once, not each time
        self._lines: dict[int, str] = {}
        self._scenario = session.state.scenario  # (a lesson's own lines are shown as the lesson writes them)
        self._opened = session.opened  # the game put on the table: another one's lines are all new
        session.game_changed.connect(self._on_session_game_changed)
        session.mode_changed.connect(self._on_session_game_changed)  # a step's lines come as the board shows them

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # (a word-wrapped list asks each row for a dozen roles at every layout: the others are None at once)
        if role not in _LOG_ROLES or not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.line(index.row())
        entry = self._rows[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip(QCoreApplication.translate("LogModel", "Round {0} · rule {1}").format(entry.round, entry.rule))
        if role == ROLE_RULE:
            return entry.rule
        if role == ROLE_TEXT:
            return render(entry)
        if role == ROLE_ROUND:
            return entry.round
        return None

    def line(self, row: int) -> str:
        """Row ``row``'s line as shown (its rule id, then the step or move in words), worded once."""
        line = self._lines.get(row)
        if line is None:
            entry = self._rows[row]
            line = f"{entry.rule}  {entry_text(entry, self.session.state.scenario, self.session.mode.viewer)}"
            self._lines[row] = line
        return line

    def retranslate(self) -> None:
        """The lines and their tooltips follow the language (the engine's
        English stays in ``ROLE_TEXT`` and in the saved log)."""
        self._lines.clear()
        if self._rows:
            self.dataChanged.emit(self.index(0), self.index(len(self._rows) - 1),
                                  [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole,
                                   Qt.ItemDataRole.ToolTipRole])

    def _on_session_game_changed(self) -> None:
        new = self.session.shown_log
        old = self._rows
        scenario, viewer = self.session.state.scenario, self.session.mode.viewer
        opened = self.session.opened
        if scenario != self._scenario or viewer != self._worded_for or opened is not self._opened:
            # a lesson's lines, a peek, another game put on the table (no line is compared): every line anew
            self._scenario, self._worded_for, self._opened = scenario, viewer, opened
            self._reset(new)
            return
        if len(new) >= len(old) and new[: len(old)] == old:  # lines added (a move, a step, Redo)
            if len(new) > len(old):
                self.beginInsertRows(QModelIndex(), len(old), len(new) - 1)
                self._rows = new
                self.endInsertRows()
            return
        if old[: len(new)] == new:  # the last lines taken back (Back, Undo): the others keep their words
            self.beginRemoveRows(QModelIndex(), len(new), len(old) - 1)
            self._rows = new
            for row in range(len(new), len(old)):
                self._lines.pop(row, None)
            self.endRemoveRows()
            return
        self._reset(new)

    def _reset(self, rows: Sequence[LogEntry]) -> None:
        self.beginResetModel()
        self._rows = rows
        self._lines.clear()
        self.endResetModel()


# the columns' English names are their keys; headerData shows them translated
COLUMNS = cast(tuple[str, ...], (
    QT_TRANSLATE_NOOP("FamiliesModel", "Family"), QT_TRANSLATE_NOOP("FamiliesModel", "Seat"),
    QT_TRANSLATE_NOOP("FamiliesModel", "Prestige"), QT_TRANSLATE_NOOP("FamiliesModel", "Church"),
    QT_TRANSLATE_NOOP("FamiliesModel", "Tokens"), QT_TRANSLATE_NOOP("FamiliesModel", "Pool"),
    QT_TRANSLATE_NOOP("FamiliesModel", "Offices"), QT_TRANSLATE_NOOP("FamiliesModel", "Cardinal"),
    QT_TRANSLATE_NOOP("FamiliesModel", "Resources"), QT_TRANSLATE_NOOP("FamiliesModel", "Fiorini")))
SEATS = cast(dict[str, str], {"human": QT_TRANSLATE_NOOP("FamiliesModel", "Human"),
                              "ghost": QT_TRANSLATE_NOOP("FamiliesModel", "Ghost")})
OFFICES = cast(tuple[str, ...], (QT_TRANSLATE_NOOP("FamiliesModel", "Captain"),
                                 QT_TRANSLATE_NOOP("FamiliesModel", "Bishop"),
                                 QT_TRANSLATE_NOOP("FamiliesModel", "First Player")))
# what each family sets for itself here, by the rule of its move
EDITABLE = {"Prestige": Rule.M1, "Church": Rule.M2, "Resources": Rule.M10, "Fiorini": Rule.M10}
# what a cell of a number holds now (the Offices' cell holds a choice, not a number)
UNCHANGED: dict[str, Callable[[Family], int]] = {
    "Prestige": lambda f: f.prestige, "Church": lambda f: f.church, "Cardinal": lambda f: f.cardinal,
    "Resources": lambda f: f.resources, "Fiorini": lambda f: f.fiorini}
# what the scenario editor sets here, for any family (Tokens and Pool are the board's: a token's value is
# hidden, and the Kinsmen are put where they stand)
EDITED = ("Prestige", "Church", "Offices", "Cardinal", "Resources", "Fiorini")
# what the Offices cell may be set to in the editor: the offices held (OFFICES' words), one choice each
OFFICE_CHOICES = ((), ("Captain",), ("Bishop",), ("Captain", "Bishop"), ("First Player",), ("Bishop", "First Player"))
CHOICES_ROLE = Qt.ItemDataRole.UserRole + 1  # a cell's choices, in words (the Offices cell's, in the editor)
# what no move sets: the rule that alone changes it
SET_BY_RULES = {
    "Family": refuse(Rule.D1, RefusalKind.SEAT_AT_SETUP), "Seat": refuse(Rule.D1, RefusalKind.SEAT_AT_SETUP),
    "Tokens": refuse(Rule.R7_1C, RefusalKind.TOKENS_BANKED), "Pool": refuse(Rule.M3, RefusalKind.POOL_ON_BOARD),
    "Offices": refuse(Rule.R7_1, RefusalKind.OFFICES_ELECTED),
    "Cardinal": refuse(Rule.R7_3, RefusalKind.CARDINAL_REELECTED),
}


class FamiliesModel(QAbstractTableModel):
    """One row per family in seating order; the active family may edit its
    own markers and counts here too (moves M1, M2, M10, checked by the engine).
    Any other cell says, when someone tries to set it, which rule stops it
    (:meth:`refuse_edit`)."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.session = session
        self._state = session.state
        # an edit made in the scenario editor, or refused naming the field and the rule: the editor's
        self.edit_in_editor: Callable[[GameState], bool] = lambda after: session.edit(after).ok
        session.game_changed.connect(self._on_session_game_changed)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._state.families)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(COLUMNS):
            return _families(COLUMNS[section])
        if orientation == Qt.Orientation.Vertical and 0 <= section < len(self._state.families):
            return self._state.families[section].name  # a family's name heads its column when shown across
        return None

    def _offices(self, row: int) -> tuple[str, ...]:
        """The offices the family of ``row`` holds (OFFICES' words, in their order)."""
        s = self._state
        f = s.families[row]
        card = s.first_player_card
        held = (s.captain == f.id, s.bishop == f.id,
                card.holder == f.id and card.side is FirstPlayerSide.FIRST_PLAYER)
        return tuple(office for office, yes in zip(OFFICES, held, strict=True) if yes)

    def _cell(self, row: int, column: str) -> Any:
        """What the cell of family ``row`` in ``column`` shows (each cell is asked for again at every
        paint of the table: the one asked is worked out alone)."""
        f = self._state.families[row]
        match column:
            case "Seat":
                return _families(SEATS[f.seat.value]) if f.seat.value in SEATS else f.seat.value.capitalize()
            case "Tokens":
                return len(f.tokens)
            case "Offices":
                return ", ".join(_families(office) for office in self._offices(row)) or "—"
        return {"Family": f.name, "Prestige": f.prestige, "Church": f.church, "Pool": f.pool,
                "Cardinal": f.cardinal, "Resources": f.resources, "Fiorini": f.fiorini}[column]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < self.rowCount() and 0 <= index.column() < len(COLUMNS)):
            return None
        column = COLUMNS[index.column()]
        if column == "Offices" and role == Qt.ItemDataRole.EditRole:  # the choice the family's offices are
            held = self._offices(index.row())
            return OFFICE_CHOICES.index(held) if held in OFFICE_CHOICES else 0
        if column == "Offices" and role == CHOICES_ROLE:
            return [", ".join(_families(office) for office in choice) or "—" for choice in OFFICE_CHOICES]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._cell(index.row(), column)
        if role == Qt.ItemDataRole.ToolTipRole and column == "Tokens":
            return tip(QCoreApplication.translate(
                "FamiliesModel", "Face-down Prestige tokens: how many is public, their values are not"))
        if role in (Qt.ItemDataRole.AccessibleTextRole, Qt.ItemDataRole.ToolTipRole):
            # the whole of a cell a narrow table may have to shorten, with what it is
            text = QCoreApplication.translate("FamiliesModel", "{0}, {1}: {2}").format(
                self._cell(index.row(), "Family"), _families(column), self._cell(index.row(), column))
            return tip(text) if role == Qt.ItemDataRole.ToolTipRole else text
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in ("Family", "Seat", "Offices"):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and self.session.mode.editing and COLUMNS[index.column()] in EDITED:
            return base | Qt.ItemFlag.ItemIsEditable  # the scenario editor: any family's
        editable = index.isValid() and COLUMNS[index.column()] in EDITABLE
        if editable and self._state.families[index.row()].id == self._state.active:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def refuse_edit(self, index: Index) -> Verdict | None:
        """Say why this cell may not be set now, where refusals are shown; the refusal, or None if it may be."""
        if not index.isValid():
            return None
        column = COLUMNS[index.column()]
        rule = EDITABLE.get(column)
        if rule is None:
            return self.session.refuse(SET_BY_RULES[column])
        verdict = self.session.may_set(self._state.families[index.row()].id, rule)
        return None if verdict.ok else verdict

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        try:
            number = int(value)
        except (TypeError, ValueError):
            return False
        f = self._state.families[index.row()]
        column = COLUMNS[index.column()]
        if column in UNCHANGED and number == UNCHANGED[column](f):
            return False  # a cell left as it was: no move, no edit (nor a line of the log, nor an Undo)
        if self.session.mode.editing:
            after = self._edited(f.id, column, number)
            return after is not None and self.edit_in_editor(after)
        moves: dict[str, Move] = {
            "Prestige": CaptainMarker(number),
            "Church": BishopMarker(number),
            "Resources": SetCounts(number, f.fiorini),
            "Fiorini": SetCounts(f.resources, number),
        }
        move = moves.get(column)
        if move is None or f.id != self._state.active:
            return False
        return self.session.try_move(move).ok

    def _edited(self, family: str, column: str, number: int) -> GameState | None:
        """The position with the scenario editor's ``number`` in ``family``'s cell ``column`` (for Offices,
        the choice of OFFICE_CHOICES)."""
        s, f = self._state, self._state.family(family)
        match column:
            case "Prestige":
                return editor.set_prestige(s, family, number)
            case "Church":
                return editor.set_church(s, family, number)
            case "Cardinal":
                return editor.set_cardinal(s, family, number)
            case "Resources":
                return editor.set_counts(s, family, number, f.fiorini)
            case "Fiorini":
                return editor.set_counts(s, family, f.resources, number)
            case "Offices" if 0 <= number < len(OFFICE_CHOICES):
                held = OFFICE_CHOICES[number]
                return editor.set_offices(s, family, "Captain" in held, "Bishop" in held, "First Player" in held)
        return None

    def retranslate(self) -> None:
        """Headers and words in the cells follow the language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self._state.families:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._state.families) - 1, len(COLUMNS) - 1))

    def _on_session_game_changed(self) -> None:
        state = self.session.state
        if [f.id for f in state.families] != [f.id for f in self._state.families]:
            self.beginResetModel()
            self._state = state
            self.endResetModel()
            return
        renamed = [f.name for f in state.families] != [f.name for f in self._state.families]
        self._state = state
        if renamed:  # another game with the same colours: the names heading the rows are new
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(state.families) - 1)
        if state.families:
            self.dataChanged.emit(self.index(0, 0), self.index(len(state.families) - 1, len(COLUMNS) - 1))
