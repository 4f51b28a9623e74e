"""The final standings' Victory Points as a ladder of lines, one family a
branch (``points_ladder``: the Captain marker at the reveal, the offices'
points on it, each revealed token, the total). Each line knows the log line
that shows it (``ROLE_LOG_ROW``) and what earned it on the board
(``ROLE_LIT``); nothing is counted here, and nothing shows
before the final reveal made it public (RULES.md §9)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont

from ..engine.rules.points_ladder import Earned, PointsLine, points_ladder
from .language import entry_text
from .plain import tip
from .session import Session

Index = QModelIndex | QPersistentModelIndex
ROLE_LOG_ROW = Qt.ItemDataRole.UserRole + 11
ROLE_LIT = Qt.ItemDataRole.UserRole + 12  # what earned the line's points, lit while it is pointed to


def line_words(line: PointsLine) -> str:
    """One line of the ladder, in the interface's language."""
    if line.earned is Earned.MARKER:
        return QCoreApplication.translate("PointsLadder", "Captain marker stood at {0} ({1})").format(
            line.points, line.rule)
    if line.earned is Earned.BISHOP:
        return QCoreApplication.translate("PointsLadder", "of which Bishop, round {0}: +{1} ({2})").format(
            line.round, line.points, line.rule)
    if line.earned is Earned.CARDINAL:
        return QCoreApplication.translate("PointsLadder", "of which Cardinal, round {0}: +{1} ({2})").format(
            line.round, line.points, line.rule)
    if line.earned is Earned.TOKEN:
        return QCoreApplication.translate("PointsLadder", "Prestige token revealed: +{0} ({1})").format(
            line.points, line.rule)
    return QCoreApplication.translate("PointsLadder", "Victory Points: {0} ({1})").format(line.points, line.rule)


class PointsLadderModel(QAbstractItemModel):
    """A branch per family of the final standings, best first, its lines under it."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.session = session
        self._ladders = self._read()
        session.game_changed.connect(self.retranslate)

    def _read(self) -> tuple[tuple[str, tuple[PointsLine, ...]], ...]:
        state = self.session.state
        if state.standings is None or not state.standings.final:
            return ()
        return tuple((s.family, points_ladder(state, s.family)) for s in state.standings.standings)

    def retranslate(self) -> None:
        """Read again (another game, or another language)."""
        self.beginResetModel()
        self._ladders = self._read()
        self.endResetModel()

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column != 0 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, 0, 0) if row < len(self._ladders) else QModelIndex()
        if parent.internalId() == 0 and row < len(self._ladders[parent.row()][1]):
            return self.createIndex(row, 0, parent.row() + 1)  # a line: its family's row, plus one
        return QModelIndex()

    def parent(self, child: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not child.isValid() or child.internalId() == 0:
            return QModelIndex()
        return self.createIndex(child.internalId() - 1, 0, 0)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(self._ladders)
        return len(self._ladders[parent.row()][1]) if parent.internalId() == 0 else 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 1

    def line(self, index: Index) -> PointsLine | None:
        """The ladder's line at ``index`` (None for a family's branch)."""
        if not index.isValid() or index.internalId() == 0:
            return None
        return self._ladders[index.internalId() - 1][1][index.row()]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        line = self.line(index)
        if line is None:
            if role == Qt.ItemDataRole.FontRole:  # a family's line, its total: above its own lines
                bold = QFont()
                bold.setBold(True)
                return bold
            if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
                family, ladder = self._ladders[index.row()]
                total = ladder[-1].points if ladder else None
                name = self.session.state.name(family)
                if total is None:
                    return name
                return QCoreApplication.translate("PointsLadder", "{0}: {1} Victory Points").format(name, total)
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return line_words(line)
        if role == Qt.ItemDataRole.ToolTipRole:
            state = self.session.state
            return tip(entry_text(state.log[line.row], state.scenario))
        if role == ROLE_LOG_ROW:
            return line.row
        if role == ROLE_LIT:
            return line.lit
        return None
