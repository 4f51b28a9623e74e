"""The main window: the board in the centre, narration and log on the right,
the families below. Wiring only: rules live in the engine, changes go
through the session."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QTimer
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ..board.scene import BoardScene
from ..board.view import BoardView
from ..engine.model.state import GameState
from ..engine.rules.moves import FlipCard, UseMuse
from ..engine.rules.targets import Piece, Target
from ..qt.language import entry_text, language, reason
from ..qt.models import FamiliesModel, LogModel
from ..qt.plain import window_title
from ..qt.predict import waiting
from ..qt.session import Input, Session
from ..qt.standingsmodel import StandingsModel
from .actions import WindowActions
from .demo import Demo
from .editor import ScenarioEditor, editor_targets
from .files import Files
from .focus import FocusCycle, Panel
from .help import Help
from .hotseat import Hotseat
from .i18n import install_language
from .layout import DEFAULT_SIZE, WindowLayout
from .limits import show_limits
from .narration import step_counter
from .panels import SidePanels
from .player import PlaybackDriver
from .predict import Predict, with_predict
from .presentation import Presentation
from .settings import Preferences
from .shortcuts import keyed_actions
from .statusline import StatusLine

if TYPE_CHECKING:
    from collections.abc import Callable

    from .newgame import NewGameDialog


class MainWindow(WindowActions):
    def __init__(self, state: GameState, prefs: Preferences | None = None, remembered_layout: bool = True) -> None:
        """The window for ``state``; ``remembered_layout``: with the geometry and docks the
        last run left (a window for a screen), else at its default size and arrangement."""
        super().__init__()
        self._rendering = False  # (a line the render marks in the log is lit by the render, not by its signal)
        self.prefs = prefs or Preferences()
        self.session = Session(state, self)
        self.scene = BoardScene(lambda: self.session.shown(), self._input_locked)
        self.view = BoardView(self.scene)
        self.player = PlaybackDriver(self.session, self.scene)
        self.log_model = LogModel(self.session)
        self.families_model = FamiliesModel(self.session)
        self.standings_model = StandingsModel(self.session)
        # the board, and under it the caption band of the presentation view (hidden otherwise)
        central = QWidget()
        self.board_column = QVBoxLayout(central)
        self.board_column.setContentsMargins(0, 0, 0, 0)
        self.board_column.setSpacing(0)
        self.board_column.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.files = Files(self.session, self.prefs, self, self.tell)
        self.hotseat = Hotseat(self.session, self, self.view)
        self._build_docks()
        self.predict = Predict(self, self.session, self.scene, self.view, self.player.request_step,
                               self.narration.set_explaining, self.tell)
        self.narration.add_under_words(self.predict.panel)  # the question under the step it follows
        self.narration.speed_row.addWidget(self.predict.panel.toggle)  # its switch, beside the speed
        self._build_actions()
        self.narration.speed_row.addWidget(self.what_if.button)  # beside Predict's switch, under Back and Step
        docks = [self.narration_dock, self.log_dock, self.families_dock, self.standings_dock]
        self.window_layout = WindowLayout(self, docks, after_restore=self._render)
        self.window_layout.build_menu(self.view_menu)
        self.editor = ScenarioEditor(self.session, self.scene, self,
                                     lambda text, ms: self.status.tell_about_position(text, ms))
        self.families_model.edit_in_editor = self.editor.apply  # refused naming the field and the rule
        self.demo = Demo(self, self.session, self.editor, self.view, self.scene.pointer, self.files.may_replace,
                         lambda on, full: self.presentation.enter(full) if on else self.presentation.leave(),
                         self.tell)
        self.presentation = Presentation(
            self, self.window_layout, self.board_column, self.view, self.narration, self.banner.text,
            lambda: step_counter(*self.session.step_shown),
            lambda: self.session.mode.playing, self.panels.presented_standings,
            (self.back_action, self.step_action, self.play_action, self.skip_action),
            self.demo.zoom_actions, self.demo.pointer_action, self.demo.present_action)
        self.predict.attach(self.presentation)
        self.demo.lesson_actions.append(self.predict.action)
        self.menuBar().insertMenu(self.view_menu.menuAction(), self.demo.menu)
        self.help = Help(self)
        self.menuBar().addMenu(self.help.menu)
        self.addActions(keyed_actions(self.menuBar(), self.turn_bar))  # their keys work with the menus hidden
        self.focus_cycle = FocusCycle(self, lambda: [Panel((self.view,)), *with_predict(
            self.panels.focus_panels(), self.predict, self.narration_dock)],
                                      lambda: self.session.mode.curtain_for is not None)
        self.focus_cycle.watch(docks)  # (the presentation view hides them: the board alone wears no ring)
        self._connect()
        self.retranslate()  # sets every text, and renders the session (the scene makes the game's pieces then)
        self._built = True
        self.status = StatusLine(self.statusBar(), self.session, self.view)  # there from the start: no later shift
        self.statusBar().addPermanentWidget(self.demo.manual_badge)  # shown while draws by hand are on
        self.statusBar().addPermanentWidget(self.round_review.button)  # Close review, while one is open
        self.resize(*DEFAULT_SIZE)
        self.window_layout.capture_default()
        if remembered_layout:
            self.window_layout.restore(self.prefs.geometry(), self.prefs.window_state())
        self.panels.render_standings()  # a layout remembered from a game not over had them hidden
        self.narration.speed.setValue(self.prefs.speed)

    def tell(self, text: str, ms: int = 8000) -> None:
        """A line in the status bar (news that is not about the position shown)."""
        self.status.tell(text, ms)

    # -- construction ------------------------------------------------------------------------
    def _build_docks(self) -> None:
        p = self.panels = SidePanels(self, self.session, self.log_model, self.families_model, self.standings_model)
        self.narration, self.banner, self.narration_dock = p.narration, p.banner, p.narration_dock
        self.log_view, self.log_dock = p.log_view, p.log_dock
        self.families_view, self.families_dock = p.families_view, p.families_dock
        self.standings_panel, self.standings_dock = p.standings_panel, p.standings_dock

    def focusNextPrevChild(self, next_: bool) -> bool:
        """Tab and Shift+Tab follow the screen (:class:`.focus.FocusCycle`)."""
        return self.focus_cycle.step(next_) or super().focusNextPrevChild(next_)

    # -- language -------------------------------------------------------------------------------
    def set_language(self, code: str) -> bool:
        """Switch the interface language now, and remember it."""
        app = QApplication.instance()
        loaded = install_language(app, code) if app is not None else False
        self.prefs.language = code
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)
        self.retranslate()
        return loaded

    def changeEvent(self, event: QEvent) -> None:
        # Qt posts a LanguageChange when translators are installed; the texts are set only when they are in
        # another language than the interface's (each pass repaints the board, its printed art included)
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "_built", False) and (
                self._texts_language != language()):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Set again every text the user sees, in the current language."""
        self._texts_language = language()
        self.window_layout.retranslate()
        if hasattr(self, "help"):
            self.help.retranslate()
        if hasattr(self, "status"):
            self.status.retranslate()
        self._retranslate_bars()
        self._name_actions()
        self.session.retranslate_undo()  # the undo stack's texts, then the actions showing them
        self._undo_texts = [self.session.undo_stack.undoText(), self.session.undo_stack.redoText()]
        self._retranslate_undo()
        self.turn_bar.setWindowTitle(QCoreApplication.translate("MainWindow", "Turn"))
        self.panels.retranslate()
        self.hotseat.retranslate()
        self.files.retranslate()
        for model in (self.log_model, self.families_model, self.standings_model):
            model.retranslate()
        self.demo.retranslate()
        self.predict.retranslate()
        self.what_if.retranslate()
        self.round_review.retranslate()
        if hasattr(self, "presentation"):
            self.presentation.retranslate()
        self.view.retranslate()
        self._retranslate_board()
        self._render()

    def _retranslate_board(self) -> None:
        """Repaint the board's own texts (labels, headings, tooltips) in the
        current language; the printed board is cached, so it is redrawn too.
        Nothing moves: a step being animated goes on where it is."""
        self.scene.retranslate()  # the labels of the state it shows, then every item repainted
        self.scene.update()
        self.scene.bubble.hide()  # a refusal in the old language

    def _connect(self) -> None:
        c, s, n = self.session, self.scene, self.narration
        s.piece_dragged.connect(self._on_scene_piece_dragged)
        s.piece_dropped_on.connect(self._on_scene_piece_dropped)
        s.piece_refused.connect(self._on_scene_piece_refused)
        # one key or click that changes the game says what it did, and how to take it back
        s.muse_clicked.connect(lambda: self._said_or_refused(c.try_move(UseMuse())))
        s.card_flip_requested.connect(lambda cid: self._said_or_refused(c.try_move(FlipCard(cid))))
        c.ending.connect(n.end_welcome)  # another game, or the editor: the welcome was the first game's
        # a line picked in the log belongs to the position it was picked in
        c.game_changed.connect(lambda: self._quietly(self.log_view.clearSelection))  # (the render lights)
        c.game_changed.connect(self._render)
        c.game_changed.connect(s.bubble.hide)  # a refusal was about the position that is gone
        # so was a piece selected by key (and the status line that named it goes with the position too)
        for changed in (c.game_changed, c.mode_changed):
            changed.connect(lambda: s.keyboard.cancel(silent=True))
        c.mode_changed.connect(self._render)
        s.keyboard.announced.connect(lambda text: self.status.announce(text))
        n.step_clicked.connect(self.step_action.trigger)
        n.back_clicked.connect(self.player.back)
        n.play_clicked.connect(self.player.request_play_or_pause)
        n.skip_clicked.connect(self.player.request_skip)
        n.speed_changed.connect(self.player.set_speed)
        n.welcome_changed.connect(self._render)
        self.log_view.clicked.connect(self._on_log_view_clicked)
        # a line picked lights its move (a line marked as the window renders is lit by the render, once)
        self.log_view.selectionModel().selectionChanged.connect(
            lambda: None if self._rendering else self._render_spotlight())
        self.predict.panel.picks_changed.connect(self._render_spotlight)  # a hint's light follows the pieces moved
        # a log out of sight takes its line's light with it (once the tab or the panel has gone)
        self.log_dock.visibilityChanged.connect(self._on_log_shown_or_hidden)

    # -- slots -----------------------------------------------------------------------------------
    def _on_scene_piece_dragged(self, piece: Piece) -> None:
        s = self.session
        self.scene.show_targets(editor_targets(s.state, piece) if s.mode.editing else s.legal_targets(piece))

    def _on_scene_piece_dropped(self, piece: Piece, target: Target | None, where: QPointF) -> None:
        if self.session.mode.editing:
            return self.editor.drop(piece, target, where)
        shown = self.session.state
        verdict = self.session.drop(piece, target)
        if not verdict.ok:
            self.scene.snap_back(piece, verdict.rule, reason(verdict), where)
        elif self.session.state.log is not shown.log and self.scene.keyboard.dropping:
            self._say_move_made()  # (what the board shows, said for a keyboard's player: a screen reader reads it)
        if self.session.state is shown:  # (a move is rendered as the game changes)
            self._render()  # a refused piece, or one put back where it stood, stands where the game puts it

    def _on_scene_piece_refused(self, piece: Piece, where: QPointF) -> None:
        """A press on a piece nobody may pick up now says which rule forbids it
        (while a step moves its pieces, a press is simply let go)."""
        if not self.session.mode.animating:
            verdict = self.session.pick_up(piece)
            if not verdict.ok:
                self.scene.bubble.show_message(where, verdict.rule, reason(verdict))

    def _said_or_refused(self, verdict: Any) -> None:
        """A refusal is said at the board's centre; a move made, in the status bar, with the key that undoes it."""
        if verdict.ok:
            return self._say_move_made()
        self.scene.bubble.show_message(self.scene.sceneRect().center(), verdict.rule, reason(verdict))

    def _say_move_made(self) -> None:
        """The move just made, in the log's words, and the key that undoes it, in the status bar."""
        s, undo = self.session, self.undo_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        said = QCoreApplication.translate("MainWindow", "{0} — Undo ({1}) takes it back")
        self.status.tell_about_position(said.format(entry_text(s.state.log[-1], s.state.scenario, s.mode.viewer), undo))

    def _on_log_view_clicked(self, index: Any) -> None:
        """Demo (or a review): a line of the end of round shown puts the cursor on its step."""
        t, m = self.session.timeline, self.session.mode
        step = t.step_of_log_row(index.row()) if (m.demo or m.review is not None) and t is not None else None
        if step is not None:
            self.player.jump_to(step)
        self._render()  # the log's mark stays on the step shown, not on the line clicked

    def _quietly(self, render: Callable[[], None]) -> None:
        was, self._rendering = self._rendering, True
        try:
            render()
        finally:
            self._rendering = was

    # -- rendering: everything shown is a function of the session ------------------------------
    def _render(self) -> None:
        self._quietly(self._render_all)

    def _render_all(self) -> None:
        s = self.session
        if not s.mode.animating:
            self.scene.show(s.state)
        self.scene.refresh_input()
        headline = self.panels.render()
        self.setWindowTitle(window_title(
            QCoreApplication.translate("MainWindow", "Florenza Table — {0}").format(headline)))
        self.predict.render()  # (a lesson just played is kept first: Step may then show a review question)
        self._render_spotlight()  # (where an answer being composed has put its pieces)
        self._render_controls()
        self.hotseat.render()
        if getattr(self, "presentation", None) is not None:
            self.presentation.render()  # the band's step counter follows the cursor
        # the panels' words are laid out before the frame is painted, at the sizes they take (a wrapped text's
        # height follows its width: setting the widths can ask for a further layout request, hence a few rounds)
        for _ in range(4):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)

    def _input_locked(self) -> bool:
        """Whether the gate keeps input from changing the game now (the board's pieces follow it)."""
        return self.session.refusal(Input.EDIT if self.session.mode.editing else Input.MOVE) is not None

    def _on_log_shown_or_hidden(self, _visible: bool) -> None:
        if isValid(self):  # (the docks are hidden as the window is destroyed)
            QTimer.singleShot(0, self, self._forget_a_line_put_away)

    def _forget_a_line_put_away(self) -> None:
        """A line picked in a Log panel that is closed is forgotten with it: the board is undimmed, and
        the panel shown again lights nothing the user no longer looks at (a line behind the Families tab
        is still picked, lit again when its tab comes back to the front)."""
        if self.log_dock.isHidden() and not self.session.step_index:
            self.log_view.clearSelection()
        self._render_spotlight()

    def _render_spotlight(self) -> None:
        """At rest the light is on the step at the cursor, or else on the pieces
        the selected log line moved (from its event, where they stand now). While
        a question of Predict mode waits the board is not dimmed (the whole position
        is read to answer it), until its second hint lights the numbers its rule compares."""
        s = self.session
        if s.mode.animating:
            return  # the step being animated lights what it moves
        hint = self.predict.hint_areas()  # a question's second hint: the numbers its rule compares
        if hint is not None or waiting(s.shown()) is not None:
            self.scene.spotlight.light(hint)
            return
        if s.step_index:  # (a step that changed nothing: what its rule looked at)
            self.scene.spotlight.light(self.scene.step_areas(s.shown_events, s.shown_quiet))
            return
        if s.mode.reading is not None and s.mode.reading_lit:  # a line of the final standings: what earned it
            self.scene.spotlight.light(self.scene.areas_of(s.mode.reading_lit))
            return
        event = self.panels.selected_event()
        self.scene.spotlight.light(self.scene.step_areas((event,)) if event is not None else None)

    def _render_controls(self) -> None:
        """Each action is enabled exactly when the gate lets it change the game."""
        s = self.session
        moving = s.refusal(Input.MOVE) is None and s.state.active is not None
        self.end_turn_action.setEnabled(moving)
        self.pass_action.setEnabled(moving)
        history = s.refusal(Input.HISTORY) is None
        self.undo_action.setEnabled(history and s.undo_stack.canUndo())
        self.redo_action.setEnabled(history and s.undo_stack.canRedo())
        playback, n = s.refusal(Input.PLAYBACK) is None and s.steps_ahead, self.narration
        self.play_action.setEnabled(playback or s.mode.playing)
        self.skip_action.setEnabled(playback)
        self.step_action.setEnabled(playback or self.predict.takes_step())  # (Step: a summary, a review question)
        self.back_action.setEnabled(s.can_step_back)
        self.quiet_action.setChecked(s.mode.shows_quiet)  # (a lesson shows them: its own, not the preference)
        self.quiet_action.setEnabled(not s.mode.lesson)
        # the narration's buttons offer what the actions do: nothing the gate would refuse
        for button, action in ((n.step_button, self.step_action), (n.play_button, self.play_action),
                               (n.skip_button, self.skip_action)):
            button.setEnabled(action.isEnabled())
        # a lent demo mode keeps the peek (§9); a review shows only what everyone saw
        self.peek_action.setEnabled(not s.mode.lesson and not s.mode.editing and s.mode.review is None)
        # nothing under the curtain changes: these are never switched on behind one
        covered = s.mode.curtain_for is not None
        self.demo.present_action.setEnabled(not covered or s.mode.presenting)
        self.demo.manual_action.setEnabled(not covered or s.mode.manual_draws)
        show_limits(self.back_action, self.undo_action, s)
        self.what_if.render()
        self.round_review.render()

    # -- games ----------------------------------------------------------------------------------
    def new_game(self) -> None:
        """Window-modal, so the game behind stays as it is until the dialog is accepted."""
        from .newgame import NewGameDialog  # built (and imported) when first asked for

        dialog = NewGameDialog(self, self.prefs)
        dialog.accepted.connect(lambda: self._start_new_game(dialog))
        dialog.open()
        self.new_game_dialog = dialog

    def _start_new_game(self, dialog: NewGameDialog) -> None:
        if self.files.may_replace():
            self.session.replace(dialog.game(), demo=False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.window_layout.resized()  # the window's width alone sets the docks' width
        if getattr(self, "presentation", None) is not None and self.presentation.active:
            self.presentation.fit_band()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting keeps the game: the autosave stays, and the next launch continues it."""
        kept = self.files.autosave_enabled  # (a --screenshot or --dump-state run keeps no game, nor its view)
        self.prefs.set_presentation(self.demo.presenting and kept, self.demo.preset_shown())  # for a resumed lesson
        self.presentation.leave()  # what is remembered is the everyday layout, not the projector's
        everyday = self.presentation.everyday()  # (the window may not have its everyday size back yet)
        self.prefs.set_geometry(everyday.saved_geometry)
        self.prefs.set_window_state(everyday.docks)
        self.prefs.speed = self.narration.speed.value()
        self.player.stop()
        self.scene.animator.stop_all()
        self.files.keep_for_next_launch()
        super().closeEvent(event)
