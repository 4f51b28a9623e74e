"""The main window's actions, its menus and its tool bar, and the texts of
Undo and Redo, which follow what the undo stack would do. The actions are
made without text: :meth:`WindowActions._name_actions` names them in the
interface's language, when ``MainWindow.retranslate`` asks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QToolBar, QToolButton

from ..engine.rules.moves import EndTurn, Pass
from ..qt.language import language
from ..qt.plain import menu_text, shown_text, tip
from .i18n import LANGUAGES
from .limits import show_limits
from .roundreview import RoundReview
from .shortcuts import redo_keys
from .whatif import WhatIf

if TYPE_CHECKING:
    from ..board.view import BoardView
    from ..qt.session import Session
    from .files import Files
    from .player import PlaybackDriver
    from .predict import Predict
    from .settings import Preferences


class WindowActions(QMainWindow):
    """What the main window offers in its menus, tool bar and shortcuts."""

    # made by the window before its actions
    prefs: Preferences
    session: Session
    player: PlaybackDriver
    predict: Predict
    files: Files
    view: BoardView
    new_game: Callable[[], None]
    set_language: Callable[[str], bool]
    tell: Callable[[str, int], None]

    def _action(self, slot: Any, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
        """An action without text: :meth:`retranslate` names it."""
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        c = self.session
        stack = c.undo_stack
        # our own undo/redo actions (not createUndoAction) so that their prefix follows the language
        self.undo_action = self._action(c.undo)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(c.redo)
        self.redo_action.setShortcuts(redo_keys(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)))
        # what undo/redo would do, as the stack last said (never asked of a stack being destroyed)
        self._undo_texts = [stack.undoText(), stack.redoText()]
        stack.undoTextChanged.connect(self._on_undo_text_changed)
        stack.redoTextChanged.connect(self._on_redo_text_changed)
        self.end_turn_action = self._action(lambda: c.try_move(EndTurn()), "Ctrl+E")
        self.pass_action = self._action(lambda: c.try_move(Pass()), "Ctrl+P")
        # Page Down and Page Up too: what a presentation clicker sends (a teacher at a projector)
        self.step_action = self._action(self._on_step)
        self.step_action.setShortcuts([QKeySequence("Space"), QKeySequence("PgDown")])
        self.back_action = self._action(self.player.back)
        self.back_action.setShortcuts([QKeySequence("Backspace"), QKeySequence("PgUp")])
        self.play_action = self._action(self.player.request_play_or_pause, "Ctrl+Space")
        self.skip_action = self._action(self.player.request_skip, "Ctrl+End")
        self.new_action = self._action(self.new_game, QKeySequence.StandardKey.New)
        self.open_action = self._action(self.files.ask_open, QKeySequence.StandardKey.Open)
        self.save_action = self._action(self.files.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(self.files.save_as, QKeySequence.StandardKey.SaveAs)
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.file_menu = file_menu = self.menuBar().addMenu("")
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.open_action)
        file_menu.addMenu(self.files.recent_menu)
        file_menu.addAction(self.save_action)
        file_menu.addAction(self.save_as_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        self.edit_menu = edit = self.menuBar().addMenu("")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        self.game_menu = game = self.menuBar().addMenu("")
        for a in (self.end_turn_action, self.pass_action, self.step_action, self.back_action,
                  self.play_action, self.skip_action):
            game.addAction(a)
        self.what_if = WhatIf(self, self.session, lambda text, ms: self.tell(text, ms))
        game.addAction(self.what_if.action)
        self.round_review = RoundReview(self, self.session)  # (its Escape comes after the pointer's and the view's)
        self.round_review.held, self.round_review.gated = (self.save_action, self.save_as_action), (
            self.undo_action, self.redo_action)
        game.addAction(self.round_review.open_action)
        game.addAction(self.round_review.close_action)
        self.peek_action = self._action(self.session.peek, "Ctrl+K")
        game.addSeparator()
        game.addAction(self.peek_action)
        view = self.view_menu = self.menuBar().addMenu("")
        self.zoom_in_action = self._action(lambda: self.view.zoom(1.25), QKeySequence.StandardKey.ZoomIn)
        self.zoom_out_action = self._action(lambda: self.view.zoom(0.8), QKeySequence.StandardKey.ZoomOut)
        self.fit_action = self._action(self.view.fit, "Ctrl+0")
        for a in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            view.addAction(a)
        view.addSeparator()
        # a preference of play (kept between runs); shown checked and fixed in a lesson, which shows every step
        # of Phases 7 and 8 whatever it says (the window renders its check from the session's mode)
        self.quiet_action = QAction(self)
        self.quiet_action.setCheckable(True)
        self.session.set_quiet_steps(self.prefs.quiet_steps)
        self.quiet_action.triggered.connect(self._on_quiet_chosen)
        view.addAction(self.quiet_action)
        view.addSeparator()
        self.language_menu = view.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        current = language()  # the language installed: the saved one, or --lang's for this run
        for code, name in LANGUAGES.items():
            # each language is named in itself, whatever the current language
            action = self.language_menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            action.triggered.connect(lambda _=False, lang=code: self.set_language(lang))
            self.language_group.addAction(action)
            self.language_actions[code] = action
        self.turn_bar = bar = QToolBar(self)
        bar.setObjectName("turn")
        bar.addAction(self.end_turn_action)
        bar.addAction(self.pass_action)
        bar.addSeparator()
        bar.addAction(self.undo_action)
        bar.addAction(self.redo_action)
        self.addToolBar(bar)

    def _on_step(self) -> None:
        """Step: the next step, unless Predict takes it (a room's question revealed, a review question shown)."""
        if not self.predict.on_step():
            self.player.request_step()

    def _on_quiet_chosen(self, on: bool) -> None:
        self.prefs.quiet_steps = on
        self.session.set_quiet_steps(on)

    def _name_actions(self) -> None:
        """The menus' titles, each action's text, in the interface's language."""
        self.file_menu.setTitle(QCoreApplication.translate("MainWindow", "&File"))
        self.edit_menu.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        for action, text in (
                (self.new_action, QCoreApplication.translate("MainWindow", "&New game…")),
                (self.open_action, QCoreApplication.translate("MainWindow", "&Open…")),
                (self.save_action, QCoreApplication.translate("MainWindow", "&Save")),
                (self.save_as_action, QCoreApplication.translate("MainWindow", "Save &As…")),
                (self.quit_action, QCoreApplication.translate("MainWindow", "&Quit")),
                (self.end_turn_action, QCoreApplication.translate("MainWindow", "End turn")),
                (self.pass_action, QCoreApplication.translate("MainWindow", "Pass")),
                (self.step_action, QCoreApplication.translate("MainWindow", "Step")),
                (self.back_action, QCoreApplication.translate("MainWindow", "Back")),
                (self.play_action, QCoreApplication.translate("MainWindow", "Play / Pause")),
                (self.skip_action, QCoreApplication.translate("MainWindow", "Skip to end")),
                (self.peek_action, QCoreApplication.translate("MainWindow", "Peek at my tokens (privately)…")),
                (self.zoom_in_action, QCoreApplication.translate("MainWindow", "Zoom &in")),
                (self.zoom_out_action, QCoreApplication.translate("MainWindow", "Zoom &out")),
                (self.fit_action, QCoreApplication.translate("MainWindow", "&Fit to window")),
                (self.quiet_action, QCoreApplication.translate("MainWindow", "Show the steps that change nothing"))):
            action.setText(text)
        self.quiet_action.setToolTip(tip(QCoreApplication.translate(
            "MainWindow", "Each rule of Phases 7 and 8 takes its step and says why it changes nothing "
            "(a lesson always shows them)")))

    def _retranslate_bars(self) -> None:
        # the button a tool bar too narrow for its buttons shows, which Qt leaves unnamed
        for more in self.findChildren(QToolButton, "qt_toolbar_ext_button"):
            more.setAccessibleName(QCoreApplication.translate("MainWindow", "More tool bar buttons"))

    def _on_undo_text_changed(self, text: str) -> None:
        self._undo_texts[0] = text
        self._retranslate_undo()

    def _on_redo_text_changed(self, text: str) -> None:
        self._undo_texts[1] = text
        self._retranslate_undo()

    def _retranslate_undo(self) -> None:
        undo, redo = self._undo_texts
        for action, what, prefix in (
                (self.undo_action, undo, QCoreApplication.translate("MainWindow", "&Undo")),
                (self.redo_action, redo, QCoreApplication.translate("MainWindow", "&Redo"))):
            # a name's own '&' is no shortcut mark (menu_text), and stays in the tooltip (shown_text)
            action.setText(QCoreApplication.translate("MainWindow", "{0} {1}").format(
                prefix, menu_text(what)) if what else prefix)
            # the toolbar button stays short; the whole step is in the menu and the tooltip
            action.setIconText(shown_text(prefix))
            action.setToolTip(tip(shown_text(action.text())))
        show_limits(self.back_action, self.undo_action, self.session)

