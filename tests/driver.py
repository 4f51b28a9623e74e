"""A driver of the main window as a user drives it, for the GUI's tests. Its actions are a user's: make
a move (tests/driver_board.py: a piece dragged with the mouse, End turn, Pass), drag a piece with
the mouse (a drawn card under its Life card), press a key, choose a menu entry, open a file, open a
lesson from the Demo menu, start a new game through its dialog, press Step, Back, Play, Skip, Undo
and Redo, answer Predict mode's questions (tests/driver_predict.py), ask What if and change the
position it opens (tests/driver_whatif.py), review the end of round played last and close the review
(tests/driver_review.py), save a scenario from the editor (tests/driver_editing.py), fill in a
lesson's form (tests/driver_lesson.py), present on a projector (tests/driver_present.py).
Its readings are what the user sees: the narration, the log, the banner, the status line, the
curtain, the pieces (where each stands, what it shows) and the one the keyboard selected, what is
lit, the refusal bubble, the Ghost cards and the final reveal, the zoom, whether anything moves,
which actions are enabled (tests/driver_sight.py: the board). A game a test needs is written to a
real file and opened as a user opens it. The window's internals are read here (and in
tests/driver_board.py, tests/driver_sight.py, tests/driverkeys.py, tests/driver_predict.py,
tests/driver_whatif.py, tests/driver_review.py, tests/driver_editing.py, tests/driver_lesson.py and
tests/driver_present.py) and nowhere else in a test (tests/test_lint.py holds tests/app and tests/qt
to it): a redesign of the window changes these files."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox

from florenza_gui.engine.files import saves
from florenza_gui.engine.model.state import GameState, Scenario
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.targets import LifeCardSpot
from tests.driver_board import Board
from tests.driver_editing import Editing
from tests.driver_lesson import Authoring
from tests.driver_predict import Predicting
from tests.driver_present import Presenting
from tests.driver_review import Reviewing
from tests.driver_sight import Sight
from tests.driver_whatif import WhatIfing
from tests.driverkeys import Keys


def plain(text: str) -> str:
    """A menu entry's text as read: without its shortcut marks (a doubled '&' is one '&')."""
    return re.sub(r"&(.)", r"\1", text)


def new_window(qtbot: Any, state: GameState, size: tuple[int, int] | None = (1280, 720)) -> Any:
    """A main window opened on ``state`` as the app opens one (a second copy, or the app launched again),
    shown at ``size``, its steps shown without motion as in the ``window`` fixture."""
    from florenza_gui.app.window import MainWindow

    window = MainWindow(state)
    still(window)
    qtbot.addWidget(window)
    if size is not None:
        window.resize(*size)
    with qtbot.waitExposed(window):
        window.show()
    return window


def still(window: Any, motion_ms: int = 0) -> Any:
    """``window`` (a ``MainWindow``) with each step's motion lasting ``motion_ms`` at normal speed."""
    window.player.set_base_duration(motion_ms)
    return window


class Driver(Board, Keys, Sight, Predicting, WhatIfing, Reviewing, Editing, Presenting, Authoring):
    """The user at ``window`` (a ``MainWindow``), through ``qtbot``, with the qasync ``loop``
    that runs the end of round; files it writes go in ``folder``."""

    def __init__(self, window: Any, qtbot: Any, loop: asyncio.AbstractEventLoop, folder: Path) -> None:
        self.window, self.qtbot, self.loop = window, qtbot, loop
        self.folder = folder
        self._files = 0
        # "Save this game?" before a game is replaced: what it said each time it was asked, and the answer
        self.save_questions: list[str] = []
        self.save_question_answer = QMessageBox.StandardButton.Discard

    def at(self, window: Any) -> Driver:
        """The same user at another window (a second copy of the app, or the app launched again)."""
        return Driver(window, self.qtbot, self.loop, self.folder)

    # -- putting a game on the table -------------------------------------------------------------------
    def put(self, state: GameState, name: str | None = None) -> Path:
        """``state`` on the table as if opened from a file: written to a file and opened (an unsaved
        game before it is discarded). The file's path."""
        path = self.write(state, name)
        assert self.open_file(path), f"{path} was not opened"
        return path

    def put_lesson(self, state: GameState, title: str | None = None,
                   description: str = "A position to teach.") -> None:
        """``state`` on the table as a lesson (the game's own demo mode): saved as the user's own
        scenario titled ``title`` (else "Lesson N", a title no other has), opened from Demo ▸ Open a
        scenario."""
        from florenza_gui.app.editor import user_scenarios_dir

        folder = user_scenarios_dir()
        number = 1
        while (folder / f"lesson-{number}.json").exists():
            number += 1
        path = folder / f"lesson-{number}.json"
        saves.save_path(replace(state, scenario=Scenario(title or f"Lesson {number}", description)), path)
        self.start_lesson(title or f"Lesson {number}")
        path.unlink()  # the user's scenarios are as the test found them

    def start_lesson(self, title: str) -> None:
        """Demo ▸ Open a scenario ▸ ``title`` (a shipped one or the user's own, in the language shown);
        an unsaved game is discarded."""
        demo = self.window.demo.menu
        demo.aboutToShow.emit()
        library = demo.actions()[0].menu()  # Open a scenario (its entries are filled as the menu opens)
        (entry,) = [a for a in library.actions() if plain(a.text()) == title]
        with self._answering():
            self.trigger(entry)
        self.wait_at_rest()

    def start_editor(self) -> bool:
        """Demo ▸ Scenario editor…: whether the editor is open."""
        demo = self.window.demo.menu
        demo.aboutToShow.emit()
        wanted = plain(QCoreApplication.translate("Demo", "Scenario &editor…"))
        (entry,) = [a for a in demo.actions() if plain(a.text()) == wanted]
        self.trigger(entry)
        return bool(self.window.session.mode.editing)

    def open_file(self, path: Path | str) -> bool:
        """Open the file at ``path`` as File ▸ Open… does once it is chosen in the dialog (an unsaved
        game before it is discarded): whether the game in that file is on the table. (The dialog
        itself is driven in test_file_dialogs; it takes a fifth of a second a file.)"""
        with self._answering():
            opened: bool = self.window.files.open_path(str(path))
        self.wait_at_rest()
        return opened

    def open_recent(self, entry: str) -> None:
        """File ▸ Open Recent ▸ the entry whose text holds ``entry``."""
        menu = self.window.files.recent_menu
        menu.aboutToShow.emit()
        (action,) = [a for a in menu.actions() if entry in plain(a.text())]
        with self._answering():
            self.trigger(action)
        self.wait_at_rest()

    def new_game(self, families: int | None = None, ghosts: tuple[int, ...] = (), seed: int | None = None,
                 names: tuple[str, ...] = ()) -> None:
        """File ▸ New game…, the dialog filled in (``ghosts``: the seats, counted from 0, played by Ghosts) and
        accepted; an unsaved game before it is discarded."""
        from florenza_gui.app.newgame import NewGameDialog

        self.trigger(self.window.new_action)
        (dialog,) = [d for d in self.window.findChildren(NewGameDialog) if d.isVisible()]  # (not one answered before)
        if families is not None:
            dialog.count.setValue(families)
        for seat in ghosts:
            dialog.seats[seat].setCurrentIndex(1)
        for i, name in enumerate(names):
            dialog.names[i].setText(name)
        if seed is not None:
            dialog.random_seed.setChecked(False)
            dialog.seed.setValue(seed)
        with self._answering():
            dialog.accept()
        self.wait_at_rest()

    def write(self, state: GameState, name: str | None = None) -> Path:
        """``state`` saved to a file of its own (as File ▸ Save writes it): its path."""
        self._files += 1
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / (name or f"game-{self._files}.json")
        saves.save_path(state, path)
        return path

    @contextmanager
    def _answering(self) -> Iterator[None]:
        """While the block runs, "Save this game?" is answered ``save_question_answer`` (Discard), its words kept in
        ``save_questions``."""
        live = [True]

        def answer() -> None:
            if not live[0]:
                return
            top = QApplication.activeModalWidget()
            if isinstance(top, QMessageBox) and top.objectName() == "save_before_replace":
                self.save_questions.append(f"{top.text()} {top.informativeText()}")
                button = top.button(self.save_question_answer)
                assert button is not None
                button.click()
            QTimer.singleShot(5, answer)
        QTimer.singleShot(0, answer)
        try:
            yield
        finally:
            live[0] = False

    # -- the mouse and the keyboard -------------------------------------------------------------------------
    def drag(self, item: Any, to: QPointF, release: bool = True, at: QPointF | None = None) -> None:
        """Press on the board item ``item`` where it is on screen (at the board's point ``at`` of it,
        else its centre), move to the board's point ``to``, release."""
        view = self.window.view
        vp = view.viewport()
        start, end = view.mapFromScene(at if at is not None else item.scenePos()), view.mapFromScene(to)
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.mouseMove(vp, pos=QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
        self.qtbot.mouseMove(vp, pos=end)
        if release:
            self.qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)

    def click(self, item: Any) -> None:
        """A click on the board item ``item`` where it is on screen."""
        view = self.window.view
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(item.scenePos()))

    # -- menus and actions -------------------------------------------------------------------------------------
    def action(self, *path: str) -> QAction:
        """The menu entry at ``path`` (menu titles then the entry, as read, without shortcut marks)."""
        actions = self.window.menuBar().actions()
        found: QAction | None = None
        for i, text in enumerate(path):
            if found is not None:
                menu = found.menu()
                assert menu is not None, f"{path[:i]} is not a menu"
                menu.aboutToShow.emit()  # a menu filled when it opens (Demo, Open Recent)
                actions = menu.actions()
            matching = [a for a in actions if plain(a.text()) in (text, text + "…")]
            assert matching, f"no entry {text!r} in {[plain(a.text()) for a in actions]}"
            found = matching[0]
        assert found is not None
        return found

    def choose(self, *path: str) -> None:
        """Click the menu entry at ``path`` (an entry disabled does nothing, as for the user)."""
        self.trigger(self.action(*path))

    def trigger(self, action: QAction) -> None:
        action.trigger()

    def enabled(self, *path: str) -> bool:
        return self.action(*path).isEnabled()

    # -- the end of the round, undo ---------------------------------------------------------------------------
    def step(self, place: bool = False) -> bool:
        """Game ▸ Step, until at rest (or until a drawn card waits to be placed by hand; with ``place``,
        each is placed under the Life card R8.7 puts it under): whether the position shown moved on, or, in
        Predict mode, the question kept back while a marked step was read is asked."""
        from florenza_gui.qt.predict import held

        before, kept = self._shown(), held(self.window.session.shown())
        self.trigger(self.window.step_action)
        self.wait_at_rest()
        while place and self.card_waiting() is not None:
            self.place_drawn()
        return self._moved(before) or (kept is not None and self.asked() == kept)

    def step_until_a_card_waits(self) -> Any:
        """Game ▸ Step until a card drawn from the bag waits to be placed by hand (R8.7): that card."""
        while self.card_waiting() is None:
            assert self.step(), "the end of the round went on without a card to place by hand"
        return self.card_waiting()

    def draw_by_hand(self, on: bool = True) -> None:
        """Demo ▸ Place drawn tiles by hand (R8.7), checked (or not, with ``on`` False)."""
        entry = self.window.demo.manual_action
        assert entry.isEnabled(), "Place drawn tiles by hand is greyed out (behind the curtain?)"
        if entry.isChecked() != on:
            self.trigger(entry)

    def card_waiting(self) -> Any | None:
        """The card drawn from the bag waiting beside the row to be placed by hand (R8.7), if one."""
        return self.window.scene.placing

    def place_drawn(self, under: LifeCard | None = None) -> None:
        """The waiting card dragged under Life card ``under`` (else the one its "stays N rounds" names),
        until at rest or the next card waits."""
        card = self.card_waiting()
        assert card is not None, "no drawn card waits to be placed"
        spot = LifeCardSpot(under or LifeCard(card.rounds))
        (target,) = [t for t in self.window.scene.targets if t.target == spot]
        self.drag(card, target.scenePos())
        if not self.loop.is_running():  # the step takes the card at the loop's next turns (a refused one waits on)
            for _ in range(50):
                if self.card_waiting() is not card:
                    break
                self.loop.run_until_complete(asyncio.sleep(0))
        self.wait_at_rest()

    def back(self) -> bool:
        """Game ▸ Back, until at rest: whether the position shown went back."""
        before = self._shown()
        self.trigger(self.window.back_action)
        self.wait_at_rest()
        return self._moved(before)

    def _shown(self) -> tuple[int, int, GameState]:
        s = self.window.session
        return s.generation, s.step_index, s.state

    def _moved(self, before: tuple[int, int, GameState]) -> bool:
        after = self._shown()
        return after[:2] != before[:2] or after[2] is not before[2]

    def play(self) -> None:
        """Game ▸ Play / Pause, until at rest (the end of the round played, or paused)."""
        self.trigger(self.window.play_action)
        self.wait_at_rest()

    def skip(self) -> None:
        self.trigger(self.window.skip_action)
        self.wait_at_rest()

    def undo(self) -> None:
        self.trigger(self.window.undo_action)
        self.wait_at_rest()

    def redo(self) -> None:
        self.trigger(self.window.redo_action)
        self.wait_at_rest()

    def pass_turn(self) -> None:
        """Game ▸ Pass, and the next player confirms at the curtain if it stands."""
        self.trigger(self.window.pass_action)
        self.confirm_curtain()

    def end_actions(self) -> None:
        """Every family passes (each at the screen when its turn comes)."""
        while self.window.session.state.active is not None:
            self.pass_turn()

    def wait_at_rest(self) -> None:
        """Until nothing a press started is under way (a step, its animation, Play), or a drawn
        card waits to be placed by hand."""
        from florenza_gui.app.player import pending_tasks

        w = self.window

        def busy() -> bool:
            if w.session.mode.placing:
                return False
            return bool(w.session.mode.animating or pending_tasks() or w.scene.animator.running)

        async def run() -> None:
            started = self.loop.time()
            while busy():
                if self.loop.time() - started > 30:  # a test never waits for ever: it fails, saying on what
                    raise AssertionError(
                        f"never at rest: animating {w.session.mode.animating}, playback coroutines "
                        f"{pending_tasks()}, animations {w.scene.animator.running}")
                await asyncio.sleep(0.002)
        if busy() and not self.loop.is_running():  # (a test's own coroutine waits in its own way)
            self.loop.run_until_complete(run())
        QApplication.processEvents()

    # -- the curtain ---------------------------------------------------------------------------------------------
    def curtain(self) -> str | None:
        """The family the curtain stands for, or None when the board is not covered."""
        w = self.window
        if w.hotseat._curtain is None or not w.hotseat.curtain.isVisible():
            return None
        family: str = w.hotseat.curtain.family
        return family

    def confirm_curtain(self) -> None:
        """The player the curtain waits for clicks "I am at the screen"."""
        curtain = self.window.hotseat.curtain if self.curtain() is not None else None
        if curtain is not None:
            self.qtbot.mouseClick(curtain.go, Qt.MouseButton.LeftButton)

    # -- panels ---------------------------------------------------------------------------------------------------
    def pick_log_line(self, row: int) -> None:
        """A click on line ``row`` of the Log panel."""
        view = self.window.log_view
        index = self.window.log_model.index(row)
        view.scrollTo(index)
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())

    def toggle_panel(self, title: str) -> None:
        """View ▸ Panels ▸ ``title``: the panel closed if it was open, opened if it was closed."""
        self.choose("View", "Panels", title)
        self.qtbot.wait(20)  # (a dock says it was shown or hidden once the event loop has run)

    # -- readings ------------------------------------------------------------------------------------------------
    def narration(self) -> tuple[str, str]:
        """The narration's rule line and its words."""
        n = self.window.narration
        return n.rule.text(), n.why.text()

    def step_counter(self) -> str:
        """Where the end of round stands, as the narration says it ("Step 3 of 24")."""
        text: str = self.window.narration.progress.text()
        return text

    def marked_log_rows(self) -> list[int]:
        """The log's lines marked (selected), in order."""
        return sorted(index.row() for index in self.window.log_view.selectionModel().selectedRows())

    def log_lines(self) -> list[str]:
        model = self.window.log_model
        return [model.index(row, 0).data() for row in range(model.rowCount())]

    def banner(self) -> str:
        text: str = self.window.banner.text()
        return text

    def status(self) -> str:
        text: str = self.window.statusBar().currentMessage()
        return text

    def winner(self) -> str:
        """What the Final standings say of the winner."""
        text: str = self.window.standings_panel.winner.text()
        return text

    def ladder(self) -> dict[str, list[str]]:
        """The Final standings' ladder of Victory Points as read: each family's line, and the lines under it."""
        model = self.window.standings_panel.ladder.model()
        branches = (model.index(row, 0) for row in range(model.rowCount()))
        return {str(b.data()): [str(model.index(k, 0, b).data()) for k in range(model.rowCount(b))] for b in branches}

    def click_ladder_line(self, family: str, line: str) -> None:
        """Click, in the Final standings (brought to the front), the line of the ladder that starts with
        ``line`` under the family line that starts with ``family``."""
        self.window.standings_dock.raise_()
        view = self.window.standings_panel.ladder
        model = view.model()
        (branch,) = [model.index(r, 0) for r in range(model.rowCount()) if str(model.index(r, 0).data()).startswith(
            family)]
        index = next(model.index(k, 0, branch) for k in range(model.rowCount(branch))
                     if str(model.index(k, 0, branch).data()).startswith(line))
        view.scrollTo(index)
        QApplication.processEvents()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
        QApplication.processEvents()

    def log_marked(self) -> list[str]:
        """The lines the log marks (selected)."""
        model = self.window.log_model
        return [str(model.index(i.row(), 0).data()) for i in self.window.log_view.selectionModel().selectedRows()]

    def title(self) -> str:
        text: str = self.window.windowTitle()
        return text
