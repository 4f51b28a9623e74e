"""The final standings: who won (or shared), the R9.3 ladder each place
needed, in a solo game the human's result against the Ghosts, and how each
family's Victory Points were made, line by line."""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QModelIndex,
    QSize,
    Qt,
    QTransposeProxyModel,
    Signal,
)
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from ..engine.model.state import GameState
from ..engine.words.narrate import ordinal
from ..qt.ladder import ROLE_LIT, ROLE_LOG_ROW, PointsLadderModel
from ..qt.plain import text_label, tip
from ..qt.standingsmodel import StandingsModel
from ..qt.theme import serif
from .fitting import TextHeight


def solo_verdict(state: GameState, human: str) -> str:
    """The solo player's result against the Ghosts."""
    assert state.standings is not None
    rows = state.standings.standings
    mine = next(s for s in rows if s.family == human)
    ghosts = [s for s in rows if s.family != human]
    tied = [state.name(g.family) for g in ghosts if g.place == mine.place]
    name = state.name(human)
    if all(g.place > mine.place for g in ghosts):
        return QCoreApplication.translate("MainWindow", "{0} beats every Ghost with {1} Victory Points").format(
            name, mine.victory_points)
    if mine.place == 1:  # the Ghosts it ties with, by name
        if len(tied) == 1:
            shares = QCoreApplication.translate(
                "MainWindow", "{0} shares first place with the Ghost {1} at {2} Victory Points")
        else:
            shares = QCoreApplication.translate(
                "MainWindow", "{0} shares first place with the Ghosts {1} at {2} Victory Points")
        return shares.format(name, listed(tied), mine.victory_points)
    best = min(ghosts, key=lambda g: g.place)
    # {6} is the bare place number, for languages that write ordinals otherwise
    return QCoreApplication.translate(
        "MainWindow", "{0} finishes {1} of {2}: the Ghost {3} wins with {4}, {0} has {5}").format(
        name, ordinal(mine.place), len(rows), state.name(best.family), best.victory_points, mine.victory_points,
        mine.place)


def winners_text(names: list[str]) -> str:
    """"Red wins", "Red and Blue share the victory", "Red, Blue and Green share…"."""
    if len(names) == 1:
        return QCoreApplication.translate("MainWindow", "{0} wins").format(names[0])
    return QCoreApplication.translate("MainWindow", "{0} share the victory").format(listed(names))


def listed(names: list[str]) -> str:
    """"Red", "Red and Blue", "Red, Blue and Green"."""
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("MainWindow", "{0} and {1}").format(", ".join(names[:-1]), names[-1])


# the source's columns 2 and 5 (Victory Points, Decided by) as rows of a narrow table
SHORT_ROWS = cast(dict[int, str], {2: QT_TRANSLATE_NOOP("StandingsPanel", "Points"),
                                   5: QT_TRANSLATE_NOOP("StandingsPanel", "Tie-break")})


class FamiliesAcross(QTransposeProxyModel):
    """The standings with one column per family; the rows' names kept short
    enough for a narrow dock (the whole name in their tooltips)."""

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        whole = super().headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
        if orientation != Qt.Orientation.Vertical or section not in SHORT_ROWS:
            return super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("StandingsPanel", SHORT_ROWS[section])
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip(str(whole))
        return super().headerData(section, orientation, role)


LADDER_LINES = 4  # a family's line and three of its own, whole, however small the window: it scrolls to the rest


class LadderView(QTreeView):
    """The Victory Points' ladder: it asks for a few whole lines (``LADDER_LINES``: the winner's line and
    the first of its own), no more, so the standings appearing leave the narration above them its room
    (the window shares the side by what each dock asks for, and the narration must read whole); it
    takes whatever height is left under the table, and scrolls to the rest, its bar showing. In the
    presentation view it has the screen's height and shows the families' ladders whole."""

    def _least(self) -> int:
        """The height of its first ``LADDER_LINES`` lines, as the view lays them out."""
        model = self.model()
        spacing = self.fontMetrics().lineSpacing()
        if model is None or model.rowCount() == 0:
            return spacing
        branch = model.index(0, 0)
        lines = [branch, *(model.index(k, 0, branch) for k in range(model.rowCount(branch)))]
        return sum(max(self.sizeHintForIndex(i).height(), spacing) for i in lines[:LADDER_LINES])

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._least() + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._least() + 2 * self.frameWidth())


class StandingsPanel(QWidget):
    # a line of the Victory Points' ladder: the row of the log line that shows it, and what earned it on the board
    line_clicked = Signal(int, tuple)

    def __init__(self, model: StandingsModel, ladder: PointsLadderModel) -> None:
        super().__init__()
        self.winner = text_label()
        self.winner.setFont(serif(21, bold=True))  # (a headline, in a narrow dock beside the narration)
        self.winner.setWordWrap(True)
        # a dock lays out by minimum heights: the winner's lines are never drawn over (a dock is never so narrow
        # as 200 px: narrower, it has not been laid out yet)
        self._winner_height = TextHeight(self.winner, least_width=200)
        # one column per family, as in the Families table: a narrow dock reads every name and number
        self.view = QTableView()
        self.by_column = FamiliesAcross(self)
        self.by_column.setSourceModel(model)
        self.view.setModel(self.by_column)
        self.view.setWordWrap(True)
        self.view.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.view.setFont(serif(13))  # as the Families table: five families fit abreast
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)  # "Tornab…", not cut
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.setRowHidden(1, True)  # the families' names head the columns
        # as high as its rows, no higher: the ladder under it takes the rest
        self.view.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.view.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # each family's Victory Points line by line (the marker, its offices, each token); a line clicked is
        # told by the narration, and its log line marked
        self.ladder = LadderView()
        self.ladder.setModel(ladder)
        self.ladder.setHeaderHidden(True)
        self.ladder.setWordWrap(True)
        self.ladder.setFont(serif(13))
        self.ladder.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        ladder.modelReset.connect(self.ladder.expandAll)
        ladder.modelReset.connect(self.ladder.updateGeometry)  # (another game: another longest ladder)
        self.ladder.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.ladder.expandAll()
        self.ladder.clicked.connect(self._on_ladder_clicked)
        self.ladder.activated.connect(self._on_ladder_clicked)
        box = QVBoxLayout(self)
        box.addWidget(self.winner)
        box.addWidget(self.view)
        box.addWidget(self.ladder, 1)

    def set_type(self, px: int) -> None:
        """Type ``px`` pixels high (the winner half as high again), for a projector: read from the back of
        the room. The standings then never take the keyboard: the presenter's keys stay Step and Back."""
        if self.ladder.font().pixelSize() == px:
            return
        paper = self.palette()  # the board's paper and ink
        for role, colour in ((QPalette.ColorRole.Window, "#fbf3df"), (QPalette.ColorRole.Base, "#fffaf0"),
                             (QPalette.ColorRole.WindowText, "#2b1d0e"), (QPalette.ColorRole.Text, "#2b1d0e")):
            paper.setColor(role, QColor(colour))
        self.setPalette(paper)
        self.setAutoFillBackground(True)
        self.winner.setFont(serif(round(px * 1.5), bold=True))
        self._winner_height.fit()
        for view in (self.view, self.ladder):
            view.setFont(serif(px))
            view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for header in (self.view.horizontalHeader(), self.view.verticalHeader()):
            header.setFont(serif(px))
        self.ladder.setIndentation(px)
        self.ladder.verticalScrollBar().setFixedWidth(max(16, px))  # seen from the back of the room: it scrolls
        self.ladder.updateGeometry()

    def retranslate(self) -> None:
        self.ladder.setAccessibleName(QCoreApplication.translate("StandingsPanel", "How the Victory Points were made"))
        model = self.ladder.model()
        assert isinstance(model, PointsLadderModel)
        model.retranslate()

    def _on_ladder_clicked(self, index: QModelIndex) -> None:
        row, lit = index.data(ROLE_LOG_ROW), index.data(ROLE_LIT)
        if isinstance(row, int):
            self.line_clicked.emit(row, lit if isinstance(lit, tuple) else ())

    def show_result(self, state: GameState) -> None:
        assert state.standings is not None
        winners = [state.name(s.family) for s in state.standings.standings if s.place == 1]
        text = winners_text(winners)
        humans = [f for f in state.families if not f.is_ghost]
        if len(humans) == 1 and len(humans) < len(state.families):
            text = solo_verdict(state, humans[0].id)
        self.winner.setText(text)
        self._winner_height.fit()
        # the table whole: as high as its rows, never squeezed for the ladder under it, which scrolls
        self.view.setMinimumHeight(self.view.sizeHint().height())
