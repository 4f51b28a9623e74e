"""The panels beside the board, and how each shows the session: whose turn
(the banner), the narration of the step at the cursor, the log with that
step's line selected, the families, the final standings. Nothing here keeps
a copy of the game: :meth:`SidePanels.render` reads the session each time."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QItemSelection,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QMainWindow,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine.model.events import Event, EventKind
from ..engine.model.state import GameState, Scenario
from ..engine.model.types import Phase
from ..engine.words.steps import told_as_one
from ..qt.ladder import PointsLadderModel
from ..qt.language import entry_text, quiet_words, scenario_text, step_words
from ..qt.models import FamiliesModel, LogModel
from ..qt.plain import text_label
from ..qt.session import Session
from ..qt.standingsmodel import StandingsModel
from ..qt.theme import FOCUSED_ITEM, serif
from .editor import ScenarioEditor
from .familiestable import families_table
from .fitting import TextHeight
from .focus import Panel
from .logview import LogView
from .narration import NarrationPanel, Told
from .roundreview import review_headline
from .standings import StandingsPanel

Index = QModelIndex | QPersistentModelIndex


class FrontWhenShown(QObject):
    """Brings ``dock`` to the front of its tabs when ``window`` is first shown
    (laid out then at the size it shows at), then goes."""

    def __init__(self, window: QMainWindow, dock: QDockWidget) -> None:
        super().__init__(dock)
        self.window, self.dock = window, dock
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.window.removeEventFilter(self)
            layout = self.window.layout()
            if layout is not None and not self.dock.isHidden():
                layout.activate()  # the dock's tab is made
                self.dock.raise_()
            self.deleteLater()
        return False


def lesson_intro(scenario: Scenario, predicting: bool) -> str:
    """A lesson as it opens: its title and description; in Predict mode, which asks what the rules will do,
    its introduction for Predict mode instead of the description (which may tell it), if it has one."""
    lesson = scenario_text(scenario)
    if not predicting:
        return f"{lesson.title}\n\n{lesson.description}"
    intro = lesson.intro or QCoreApplication.translate(
        "Demo", "In Predict mode this lesson's description is not shown: it may tell the answers.")
    return f"{lesson.title}\n\n{intro}"


class SidePanels:
    def __init__(self, window: QMainWindow, session: Session, log_model: LogModel,
                 families_model: FamiliesModel, standings_model: StandingsModel) -> None:
        self.window, self.session, self.log_model = window, session, log_model
        self.narration = NarrationPanel()
        self.banner = text_label()
        self.banner.setFont(serif(22, bold=True))
        # a long headline wraps, whole, and never widens the docks (which would shrink the board)
        self._banner_height = TextHeight(self.banner)
        top = QWidget()
        box = QVBoxLayout(top)
        box.addWidget(self.banner)
        box.addWidget(self.narration, 1)
        self.narration_dock = self._dock("narration", top)
        self.log_view = LogView(log_model)
        self.log_dock = self._dock("log", self.log_view)
        self.families_view = self._families_view(families_model)
        self.families_dock = self._dock("families", self.families_view)
        self.families_dock.visibilityChanged.connect(self._fit_families_rows)
        window.tabifyDockWidget(self.log_dock, self.families_dock)
        self.log_dock.raise_()
        self.standings_panel = StandingsPanel(standings_model, PointsLadderModel(session))
        self.standings_panel.line_clicked.connect(session.read_line)  # the narration tells the line it points to
        # beside the log, not under the board: the standings appearing leaves the board's size alone
        self.standings_dock = self._dock("standings", self.standings_panel)
        window.tabifyDockWidget(self.families_dock, self.standings_dock)
        self.log_dock.raise_()
        self.standings_dock.hide()
        self._presented: StandingsPanel | None = None
        # another game on the table: if it is over too, its own result comes to the front (render)
        session.ending.connect(self.standings_dock.hide)
        for view in (self.families_view, self.standings_panel.view):  # (the log's line: its own delegate)
            view.setStyleSheet(type(view).__name__ + FOCUSED_ITEM)  # the current cell, seen

    def focus_panels(self) -> list[Panel]:
        """The panels beside the board as the keyboard goes round them: by where their docks
        stand, top to bottom then left to right, and panels tabbed together in their tabs' order."""
        n = self.narration
        panels = [Panel((n.why_scroll, n.back_button, n.step_button, n.play_button, n.skip_button, n.speed),
                        self.narration_dock),
                  Panel((self.log_view,), self.log_dock), Panel((self.families_view,), self.families_dock),
                  Panel((self.standings_panel.view, self.standings_panel.ladder), self.standings_dock)]

        def where(panel: Panel) -> tuple[int, int, int]:
            assert panel.dock is not None
            # a dock behind another's tab stands off screen: it is where the one in front of it is
            group = [panel.dock, *self.window.tabifiedDockWidgets(panel.dock)]
            front = next((d for d in group if not d.visibleRegion().isEmpty()), panel.dock)
            corner = front.mapTo(self.window, front.rect().topLeft())
            return corner.y(), corner.x(), panels.index(panel)
        return sorted(panels, key=where)

    def _dock(self, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(self.window)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def _families_view(self, model: FamiliesModel) -> QTableView:
        """One column per family and one row per count, so a narrow dock reads every name and number."""
        return families_table(model, self.window)

    def _fit_families_rows(self, visible: bool) -> None:
        """The rows take their contents' height once the table is on screen:
        fitted while its tab is behind the log's, every cell would be read
        and measured again at each change (~900 reads before the first paint)."""
        header = self.families_view.verticalHeader()
        if visible and header.sectionResizeMode(0) != QHeaderView.ResizeMode.ResizeToContents:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def retranslate(self) -> None:
        for dock, title in ((self.narration_dock, QCoreApplication.translate("MainWindow", "Narration")),
                            (self.log_dock, QCoreApplication.translate("MainWindow", "Log")),
                            (self.families_dock, QCoreApplication.translate("MainWindow", "Families")),
                            (self.standings_dock, QCoreApplication.translate("MainWindow", "Final standings"))):
            dock.setWindowTitle(title)
        self.banner.setAccessibleDescription(QCoreApplication.translate("MainWindow", "Whose turn"))
        self.log_view.setAccessibleName(QCoreApplication.translate("MainWindow", "Game log"))
        self.families_view.setAccessibleName(QCoreApplication.translate("MainWindow", "Families"))
        self.standings_panel.view.setAccessibleName(QCoreApplication.translate("MainWindow", "Final standings"))
        self.standings_panel.retranslate()
        self.narration.retranslate()

    # -- rendering: each panel is a function of the session ---------------------------------------
    def render(self) -> str:
        """Show the session in every panel; the banner's headline is returned for the window title."""
        self._render_narration()
        headline = self._headline()
        self.banner.setText(headline)
        self._banner_height.fit()
        self._render_log_selection()
        self.render_standings()
        return headline

    def render_standings(self) -> None:
        """The final standings show exactly when the game is over, in front of
        the log when they appear, whether the game ended on screen or was
        opened finished (at launch too, a remembered layout restored or not);
        in the presentation view beside the board, not in their dock."""
        state = self.session.state
        if state.standings is None:
            self.standings_dock.hide()
            return
        if self.session.mode.presenting:
            self.standings_dock.hide()  # (the presentation view shows them itself: presented_standings)
            return
        self.standings_panel.show_result(state)
        if self.standings_dock.isHidden():
            self.standings_dock.show()
            if self.window.isVisible():
                self.standings_dock.raise_()
            else:  # no tab yet for a dock of a window never shown: raised now, the log would stay in front
                FrontWhenShown(self.window, self.standings_dock)

    def presented_standings(self) -> StandingsPanel | None:
        """The final standings as the presentation view shows them, beside the board (made when first
        asked for: most games are never presented over), or None while the game is not over."""
        state = self.session.state
        if state.standings is None:
            return None
        if self._presented is None:
            ladder = self.standings_panel.ladder.model()
            assert isinstance(ladder, PointsLadderModel)
            table = self.standings_panel.by_column.sourceModel()
            assert isinstance(table, StandingsModel)
            self._presented = StandingsPanel(table, ladder)
            self._presented.line_clicked.connect(self.session.read_line)
            self._presented.retranslate()
        self._presented.show_result(state)
        return self._presented

    def _render_narration(self) -> None:
        s, m = self.session, self.session.mode
        t = s.timeline
        # as put on the table and not over: a game opened finished (a lesson's too) says its result (R9.3)
        fresh = s.state == s.opened and s.state.phase is not Phase.GAME_OVER
        told: Told
        if m.editing:
            told = Told(QCoreApplication.translate("Editor", "Editor"), QCoreApplication.translate(
                "Editor", "Drag any piece to any place. Turn rules are not checked; "
                "the position must still be one a saved game can hold."))
        elif m.animating and t is not None and (one := told_as_one(t.events)) is not None and not (
                m.manual_draws and one is EventKind.TILE_DRAWN):
            # a step told in one sentence says it whole from its start, while its pieces move one by one (a draw
            # placed by hand is named only once it waits to be placed: the next is still in the bag)
            told = Told(t.events[-1].rule, step_words(t.events, m.viewer))
        elif m.animating and m.narrated is not None and t is not None and m.narrated < len(t.events):
            told = Told(t.events[m.narrated].rule, t.events[m.narrated])
        elif m.reading is not None and t is None:  # a line of the final standings pointed to it
            line = s.state.log[m.reading]
            told = Told(line.rule, entry_text(line, s.state.scenario, m.viewer))
        elif (quiet := s.shown_quiet) is not None:  # a step that changed nothing: why, as its rule decided
            told = Told(quiet.rule, quiet_words(quiet))
        elif (shown := t or s.finished_round) is not None and shown.events:  # at rest on a step (or a lesson's
            told = Told(shown.events[-1].rule, step_words(shown.events, m.viewer))  # last): every piece it moved
        elif s.state.scenario is not None and fresh:
            told = Told(QCoreApplication.translate("Demo", "Scenario"), lesson_intro(s.state.scenario, m.predicting))
        elif (self.narration.welcoming and fresh) or not s.state.log:
            told = Told(you=_player(s.state))  # how to begin (the very first game, untouched: the welcome)
        else:
            told = Told(s.state.log[-1].rule, entry_text(s.state.log[-1], s.state.scenario, m.viewer))
        closing = scenario_text(s.state.scenario).closing if s.lesson_over and s.state.scenario else ""
        if closing and isinstance(told.said, str):  # the lesson's last word, under its end of round's
            told = replace(told, said=f"{told.said}\n\n{closing}")
        index, total = s.step_shown
        self.narration.render_told(replace(told, index=index, total=total,
                                      ready=s.ready_to_end_round and not m.editing, can_back=s.can_step_back,
                                      back_rule=s.back_blocked_by, playing=m.playing, viewer=m.viewer))

    def _headline(self) -> str:
        s = self.session
        state = s.state
        if s.mode.editing:
            return ScenarioEditor.banner()
        if s.mode.review is not None:
            return review_headline(s.mode.review.round)
        if state.phase is Phase.GAME_OVER:
            return QCoreApplication.translate("MainWindow", "The game is over")
        if s.in_sequence and s.step_index:  # (at its start, Back's or not begun: as before its first Step)
            # R8.1 moves the round marker mid-way; the sequence is still that round's end
            return QCoreApplication.translate("MainWindow", "End of round {0}: elections and clean-up").format(
                s.sequence_start.round)
        if state.active is None:
            return QCoreApplication.translate("MainWindow", "Everyone has passed — press Step or Play to end the round")
        return QCoreApplication.translate("MainWindow", "Round {0} · {1} to play").format(
            state.round, state.name(state.active))

    def selected_event(self) -> Event | None:
        """The event of the log line a line of the final standings points to,
        else of the one the user selected (None for a line read from a file
        without its event, and while the log is out of sight: its panel
        closed, behind another or under the curtain, nothing on the board points to it)."""
        reading = self.session.mode.reading
        if reading is not None and reading < len(self.session.state.log):  # a line the final standings point to
            return self.session.state.log[reading].event
        if not self.log_view.isVisible() or self.log_view.visibleRegion().isEmpty():  # (a tab behind another)
            return None
        if self.session.mode.covered:  # (the curtain coming down over it, not yet shown when this is asked)
            return None
        rows = self.log_view.selectionModel().selectedRows()
        log = self.session.state.log
        if len(rows) != 1 or not 0 <= rows[0].row() < len(log):
            return None
        return log[rows[0].row()].event

    def _render_log_selection(self) -> None:
        """During an end of round the log marks the line of the step at the
        cursor (none for a step that changed nothing: it wrote none, and the
        lines so far stay in view). Otherwise it marks the line the user
        picked, if any (its move's pieces are lit); the window clears that
        mark whenever the game changes, so it never outlives the position it
        was picked in."""
        rows = self.log_model.rowCount()
        reading = self.session.mode.reading
        if reading is not None and reading < rows and not self.session.step_index:  # pointed to by the standings
            line = self.log_model.index(reading)
            if self.log_view.currentIndex() != line:
                self.log_view.setCurrentIndex(line)
            self.log_view.scrollTo(line)
            return
        if self.session.shown_quiet is not None:  # a step that changed nothing wrote no line: none is marked
            self.log_view.selectionModel().clear()
            self.log_view.follow()  # (the lines so far in view, the last one at the bottom)
        elif self.session.step_index and rows:
            last = self.log_model.index(rows - 1)
            if self.log_view.currentIndex() != last:
                self.log_view.setCurrentIndex(last)
            t, m = self.session.timeline, self.session.mode
            if t is not None and not m.animating and len(t.events) > 1:  # at rest: every line the step wrote
                first = self.log_model.index(max(0, rows - len(t.events)))
                self.log_view.selectionModel().select(
                    QItemSelection(first, last),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
            self.log_view.follow()  # the step's lines are the last: in view at the end (no line laid out for them)


def _player(state: GameState) -> str:
    """The name of the family the person at the screen plays: the first a person plays (the first launch's
    game has one), as the game names it."""
    family = next(state.humans(), state.families[0])
    return family.name
