"""The final (or provisional) standings as a table model, with the R9.3 ladder used: public information
only (every token is revealed by then, R9.1)."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QCoreApplication, QModelIndex, Qt

from ..engine.model.state import Standings
from .models import Index
from .plain import tip
from .session import Session


def _standings(text: str) -> str:
    """A text marked with QT_TRANSLATE_NOOP("StandingsModel", …), translated."""
    return QCoreApplication.translate("StandingsModel", text)


STANDING_COLUMNS = cast(tuple[str, ...], (
    QT_TRANSLATE_NOOP("StandingsModel", "Place"), QT_TRANSLATE_NOOP("StandingsModel", "Family"),
    QT_TRANSLATE_NOOP("StandingsModel", "Victory Points"), QT_TRANSLATE_NOOP("StandingsModel", "Resources"),
    QT_TRANSLATE_NOOP("StandingsModel", "Fiorini"), QT_TRANSLATE_NOOP("StandingsModel", "Decided by")))
LADDER = cast(dict[str, str], {
    "victory_points": QT_TRANSLATE_NOOP("StandingsModel", "Victory Points"),
    "resources": QT_TRANSLATE_NOOP("StandingsModel", "Resources (tie on VP)"),
    "fiorini": QT_TRANSLATE_NOOP("StandingsModel", "Fiorini (tie on VP and Resources)"),
    "shared": QT_TRANSLATE_NOOP("StandingsModel", "Shared: tied on all three")})
# what a narrow table shows (the whole in the tooltip): a tie-breaker only when one was needed
LADDER_SHORT = cast(dict[str, str], {
    "victory_points": "—",
    "resources": QT_TRANSLATE_NOOP("StandingsModel", "Resources"),
    "fiorini": QT_TRANSLATE_NOOP("StandingsModel", "Fiorini"),
    "shared": QT_TRANSLATE_NOOP("StandingsModel", "Shared")})


class StandingsModel(QAbstractTableModel):
    """The final (or provisional) standings, with the R9.3 ladder used."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.session = session
        self._state = session.state
        self._standings: Standings | None = session.state.standings
        session.game_changed.connect(self._on_session_game_changed)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._standings is None:
            return 0
        return len(self._standings.standings)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(STANDING_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        horizontal = role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
        if horizontal and 0 <= section < len(STANDING_COLUMNS):
            return _standings(STANDING_COLUMNS[section])
        if orientation == Qt.Orientation.Vertical and self._standings is not None and 0 <= section < self.rowCount():
            # a family's name heads its column when the table is shown across
            if role == Qt.ItemDataRole.DisplayRole:
                return self._state.name(self._standings.standings[section].family)
            if role == Qt.ItemDataRole.ToolTipRole:
                return tip(str(self.index(section, 1).data()))
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self._standings is None or not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        if not 0 <= index.column() < len(STANDING_COLUMNS):
            return None
        s = self._standings.standings[index.row()]
        if index.column() == 5 and role == Qt.ItemDataRole.DisplayRole:
            return _standings(LADDER_SHORT[s.decided_by.value])
        if index.column() == 5 and role == Qt.ItemDataRole.ToolTipRole:
            return tip(_standings(LADDER[s.decided_by.value]))
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            seat = self._state.family(s.family)
            name = seat.name
            if seat.is_ghost:
                name = QCoreApplication.translate("StandingsModel", "{0} (Ghost)").format(seat.name)
            place = str(s.place)  # a shared place says so in the last column (R9.3: "Shared")
            return (place, name, s.victory_points, s.resources, s.fiorini,
                    _standings(LADDER[s.decided_by.value]))[index.column()]
        return None

    def retranslate(self) -> None:
        """Headers and words in the cells follow the language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(STANDING_COLUMNS) - 1)
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, len(STANDING_COLUMNS) - 1))

    def _on_session_game_changed(self) -> None:
        state, old = self.session.state, self._standings
        if state.standings == old and state.families == self._state.families:
            return
        rows = self.rowCount()
        if state.standings is None and old is None:  # (no rows before or after: nothing to show anew)
            self._state = state
            return
        if state.standings is None or old is None or len(state.standings.standings) != rows:
            self.beginResetModel()  # (standings come or go: their rows with them)
            self._state, self._standings = state, state.standings
            self.endResetModel()
            return
        # as many families: the same rows, their words new (a table's headers sized again only if asked)
        self._state, self._standings = state, state.standings
        if rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, len(STANDING_COLUMNS) - 1))
