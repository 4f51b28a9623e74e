"""A seeded monkey for the real window: random real Qt events (mouse drags,
key presses, menu actions, resizes, table edits, dialogs answered, the review
of the end of round played last opened and closed), and after each one every
check: nothing raised, the engine's invariants hold, the game round-trips
through the save format, a finished end of round equals the headless
engine's, the narration shows the step at the cursor, every board item at
rest stands where the game puts it (a tile the draw's question names waits
beside the row), and the autosave resumes to the game on screen (during a
review, to the game it was opened from)."""

from __future__ import annotations

import asyncio
import random
import re
import sys
from collections import deque
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from florenza_gui.app.autosave import autosave_path
from florenza_gui.app.autosave_writer import WRITER
from florenza_gui.app.player import pending_tasks
from florenza_gui.board.characters import CharacterCardItem, TileItem
from florenza_gui.engine.checks.invariants import violations
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.asks import Ask
from florenza_gui.engine.model.limits import MAX_COUNT, MOVE_PRESTIGE_MAX
from florenza_gui.engine.model.types import Phase
from florenza_gui.qt.gate import Input
from florenza_gui.qt.predict import waiting
from tests.app import monkey_checks as checks
from tests.app.monkey_predict import check_predict, predict_event
from tests.driverkeys import unpainted_at

CTRL = Qt.KeyboardModifier.ControlModifier
NONE = Qt.KeyboardModifier.NoModifier
# every shortcut of the window and the board's own keys
KEYS: list[tuple[Qt.Key, Qt.KeyboardModifier]] = [
    (Qt.Key.Key_E, CTRL), (Qt.Key.Key_P, CTRL), (Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Y, CTRL),
    (Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier), (Qt.Key.Key_Space, NONE),
    (Qt.Key.Key_Backspace, NONE), (Qt.Key.Key_Space, CTRL), (Qt.Key.Key_End, CTRL), (Qt.Key.Key_K, CTRL),
    (Qt.Key.Key_0, CTRL), (Qt.Key.Key_Plus, CTRL), (Qt.Key.Key_Minus, CTRL), (Qt.Key.Key_F5, NONE),
    (Qt.Key.Key_L, CTRL), (Qt.Key.Key_N, CTRL), (Qt.Key.Key_M, NONE), (Qt.Key.Key_F, NONE),
    (Qt.Key.Key_Tab, NONE), (Qt.Key.Key_Return, NONE), (Qt.Key.Key_Right, NONE), (Qt.Key.Key_Escape, NONE),
    (Qt.Key.Key_Tab, CTRL), (Qt.Key.Key_PageDown, NONE), (Qt.Key.Key_PageUp, NONE), (Qt.Key.Key_I, CTRL),
    (Qt.Key.Key_R, CTRL), (Qt.Key.Key_1, NONE), (Qt.Key.Key_4, NONE),
]


BIG_NUMBERS = (MOVE_PRESTIGE_MAX, MOVE_PRESTIGE_MAX + 1, MAX_COUNT, MAX_COUNT + 1, 2_000_000_000)


class Monkey:
    def __init__(self, window: Any, loop: asyncio.AbstractEventLoop, seed: int, files: Path) -> None:
        self.w = window
        self.loop = loop
        self.seed = seed
        self.r = random.Random(seed)
        self._typed = ""  # the digits typed on the board in a row (a place's number)
        self.actions: deque[str] = deque(maxlen=25)
        self._doing = ""  # the action under way, named in a failure it makes
        self.events_checked = 0
        self.errors: list[str] = []
        self.files = files
        self.good = str(files / "good.json")
        self.bad = str(files / "bad.json")
        saves.save_path(window.session.state, self.good)
        self.other = str(files / "other.json")  # the same families' ids, other names; Red first and holding tokens
        saves.save_path(checks.another_game(window.session.state), self.other)
        self.solo = str(files / "solo.json")  # one human against two Ghosts: G1 and R8.7 in play, no curtain
        saves.save_path(checks.solo_game(), self.solo)
        Path(self.bad).write_text('{"format": "florenza-save", "version": 1, "round": "x"}')
        self.initial = window.session.state
        window.narration.welcome()  # the first launch's: it belongs to the first game alone
        # until another game or the editor takes the table: undoing back to the start shows it again
        self._welcomed = True
        window.session.ending.connect(lambda: setattr(self, "_welcomed", False))
        self.checked_rounds = 0
        self.quiet_seen = 0  # checks made on a step that changed nothing (a lesson's, or asked for in View)
        self._editing_from: Any = None  # the position the editor opened on
        self._own_mode = (window.session.opened, window.session.mode.lesson)  # only another game changes it
        self._round_start: tuple[Any, Any] = (None, None)
        # what the last passing checks were computed from: the game is immutable and the
        # checks deterministic, so the same inputs (the same objects, the same file) pass again
        self._roundtripped: Any = None
        self._autosave_checked: tuple[Any, ...] | None = None
        self.checks_computed = {"round trip": 0, "autosave": 0}
        self.reviewed = 0  # checks made while an end of round already played was reviewed
        self._answering = QTimer()
        self._answering.timeout.connect(self._answer_dialogs)
        # the position each refusal was made at: the status bar may tell of it only while it lasts
        self._refused_at: tuple[Any, ...] | None = None
        self._past = checks.PastNoReturn()
        window.session.refused.connect(lambda _: setattr(self, "_refused_at", self._position()))
        self._landed: list[Any] = []  # the target each mouse drop was handed on with
        window.scene.piece_dropped_on.connect(lambda _piece, target, _where: self._landed.append(target))

    # -- catching every failure -----------------------------------------------------------------
    def __enter__(self) -> Monkey:
        self._old_hook = sys.excepthook
        sys.excepthook = lambda t, v, tb: self.errors.append(f"excepthook: {t.__name__}: {v}")
        self._old_handler = self.loop.get_exception_handler()
        self.loop.set_exception_handler(lambda _, ctx: self.errors.append(_asyncio_error(ctx)))

        def on_qt(kind: QtMsgType, _: Any, text: str) -> None:
            if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
                self.errors.append(f"Qt: {text}")
        self._old_qt = qInstallMessageHandler(on_qt)
        self._answering.start(5)
        return self

    def __exit__(self, *_: object) -> None:
        self._answering.stop()
        # the language is the application's (its translators) and a remembered preference:
        # the tests after this one start in English, as every test does
        self.w.set_language("en")
        sys.excepthook = self._old_hook
        self.loop.set_exception_handler(self._old_handler)
        qInstallMessageHandler(self._old_qt)

    def fail_if(self, why: str | None) -> None:
        if why is not None:
            self.fail(why)

    def fail(self, why: str) -> None:
        doing = f"\n  {self._doing} (under way)" if self._doing else ""
        raise AssertionError(f"monkey seed {self.seed}: {why}\nlast actions:\n  " + "\n  ".join(self.actions) + doing)

    # -- one random event -------------------------------------------------------------------------
    def run(self, events: int) -> None:
        table: list[tuple[int, Callable[[], str]]] = [
            (30, self.drag), (26, self.key), (10, self.menu_step), (3, self.open_file), (3, self.scenario),
            (2, self.new_game), (2, self.editor), (2, self.language), (2, self.present), (1, self.manual),
            (2, self.resize), (3, self.table_edit), (2, self.log_click), (1, self.peek), (12, self.curtain),
            (1, self.quiet_steps), (2, self.review),
            (1, lambda: f"{self._past.drive_past(self.w, self.settle)}; {self.editor()}"),
            (3, lambda: predict_event(self.w, self.r))]
        weights = [w for w, _ in table]
        self.lesson()
        for n in range(events):
            action = self.r.choices([a for _, a in table], weights)[0]
            try:
                self._doing = f"{n}: {getattr(action, '__name__', 'an action')}"  # (named, should it fail)
                self.actions.append(f"{n}: {action()}")
                self._doing = ""
                self.settle()
            except AssertionError:
                raise
            except Exception as exc:
                self.fail(f"{type(exc).__name__}: {exc}")
            self.check()
            self.events_checked += 1
        if not self.reviewed:
            self.review_once()

    def review_once(self) -> None:
        """A review checked, when the random walk met none (its path follows the timing of the run as well as
        the seed: a lesson, the editor or a finished game at each try keeps it from one): a new game from the
        New game dialog, its end of round played with real presses, Game ▸ Review, every check after each."""
        w = self.w
        self._answering.stop()
        w.new_action.trigger()
        self._answering.start(5)
        w.new_game_dialog.accept()
        self.actions.append("to see a review: new game accepted")
        self.settle()
        self.check()
        for _ in range(2):  # opened, then closed
            self.actions.append(f"to see a review: {self.review()}")
            self.settle()
            self.check()

    def lesson(self) -> None:
        """A shipped lesson stepped through to the end of its round, every check after each Step: a lesson
        shows the steps that change nothing too, each saying why, lighting what its rule looked at."""
        self.actions.append(f"lesson: {self.scenario()}")
        self.settle()
        self.check()
        s = self.w.session
        for _ in range(80):
            if not (s.in_sequence or s.ready_to_end_round):
                break
            self.w.step_action.trigger()
            self.actions.append(f"lesson: Step to {s.step_index + 1}")
            self.settle()
            self.check()

    def settle(self) -> None:
        """Let the qasync loop run until the window is at rest (animations take no time): nothing moves,
        Play is not playing, and no playback is under way but one waiting for the tiles drawn by hand to be
        placed (it waits for the user)."""
        w = self.w
        for _ in range(400):
            self.loop.run_until_complete(asyncio.sleep(0))
            m = w.session.mode
            if (m.placing or not m.animating) and not m.playing and w.scene.animator.running == 0 \
                    and (m.placing or not pending_tasks()):
                break

    def _answer_dialogs(self) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            buttons = [b for b in box.buttons()
                       if box.standardButton(b) != QMessageBox.StandardButton.Save]
            choice = self.r.choice(buttons) if buttons else None
            self.actions.append(f"   answered {box.objectName() or box.text()[:30]!r}: "
                                f"{choice.text() if choice else 'closed'}")
            choice.click() if choice else box.reject()
        elif isinstance(box, QDialog):
            self.actions.append(f"   closed dialog {type(box).__name__}")
            box.reject()

    def drag(self) -> str:
        w, scene = self.w, self.w.scene
        pieces = [i for i in scene.items() if getattr(i, "piece", None) is not None and i.isVisible()]
        draggable = [i for i in pieces if i.flags() & i.GraphicsItemFlag.ItemIsMovable] or pieces
        if scene.placing is not None and self.r.random() < 0.7:
            draggable = [scene.placing]
        item = self.r.choice(draggable)
        lit = [t for t in scene.targets if t.isVisible() and getattr(t, "lit", False)]
        w.scene.show_targets(w.session.legal_targets(item.piece)) if not lit else None
        lit = [t for t in scene.targets if getattr(t, "lit", False)]
        if lit and self.r.random() < 0.75:
            area = self.r.choice(lit).lit_area()  # anywhere on it: its edges as well as its centre
            to = QPointF(self.r.uniform(area.left() + 1, area.right() - 1),
                         self.r.uniform(area.top() + 1, area.bottom() - 1))
        else:
            to = QPointF(self.r.uniform(0, 1600), self.r.uniform(0, 900))
        scene.clear_targets()
        view, vp = w.view, w.view.viewport()
        start, end = view.mapFromScene(item.sceneBoundingRect().center()), view.mapFromScene(to)
        standing = checks.standing_kinsmen(scene)
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, NONE, start)
        grabbed = scene.mouseGrabberItem()
        if grabbed is not None and getattr(grabbed, "piece", None) is not None:
            item = grabbed  # (the piece the press took: a Kinsman standing on the Bishop card takes it, not the card)
        QTest.mouseMove(vp, QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
        QTest.mouseMove(vp, end)
        turned = self.r.choice((0, 0, 0, 0, 1, -1, 2))  # the wheel's notches while carried (a Captain marker's laps)
        for _ in range(abs(turned)):
            QApplication.sendEvent(vp, QWheelEvent(QPointF(end), QPointF(vp.mapToGlobal(end)), QPoint(),
                                                   QPoint(0, 120 if turned > 0 else -120), Qt.MouseButton.LeftButton,
                                                   NONE, Qt.ScrollPhase.NoScrollPhase, False))
        before, aimed, dropped = w.session.state, scene.aimed(), len(self._landed)
        given_up = self.r.random() < 0.1
        if given_up:  # Escape before the release: the piece goes home, and the release drops nothing
            QTest.keyClick(view, Qt.Key.Key_Escape)
            self.settle()
            self._screens = -1  # (so the board on the screen is checked now: nothing lit may stay shown)
            self._check_screen()
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, NONE, end)
        after = w.session.state
        if given_up and after is not before and len(self._landed) > dropped:
            self.fail(f"{item.piece}, given up with Escape, was dropped on {self._landed[-1]} at the release")
        if aimed is not None and len(self._landed) > dropped and self._landed[-1] != aimed:
            self.fail(f"a drop of {item.piece} lit {aimed} under the pointer and landed on {self._landed[-1]}")
        if after is not before and not w.session.in_sequence and replace(after, log=before.log) == before:
            self.fail(f"a drop of {item.piece} moved nothing but was logged as a move")
        self.settle()
        now = w.session.state  # (a drop that led into another round, a press queued before it, moves them all)
        if not w.session.mode.animating and (now.round, now.phase) == (before.round, before.phase):
            self.fail_if(checks.untouched_kinsmen_problem(standing, item))
        wheel = f", the wheel turned {turned}" if turned else ""
        return f"drag {item.piece} to ({to.x():.0f}, {to.y():.0f}){wheel}{', given up with Escape' if given_up else ''}"

    def key(self) -> str:
        key, mods = self.r.choice(KEYS)
        target = self.r.choice([self.w, self.w.view])
        # (behind the curtain the keyboard stays on the curtain's buttons, and the presentation view has the
        # board alone: Ctrl+Tab leaves the board only when the panels are there to be reached)
        leaving = ((key, mods) == (Qt.Key.Key_Tab, CTRL) and self.w.log_view.isVisible()
                   and not self.w.hotseat.curtain.isVisible() and not self.w.session.mode.presenting)
        if leaving:
            self.w.windowHandle().requestActivate()  # as a click on the board (a closed box keeps it offscreen)
            QApplication.processEvents()
            self.w.view.setFocus()
            leaving = self.w.view.hasFocus()
        before, asked = self.w.session.state, self.w.statusBar().currentMessage()
        QTest.keyClick(self.w.view if leaving else target, key, mods)
        after = self.w.session.state
        if (key, mods) == (Qt.Key.Key_Return, NONE) and after is not before:
            self.fail_if(checks.keyboard_move_problem(asked, before, after))
        said = self.w.statusBar().currentMessage()
        digit = key in (Qt.Key.Key_1, Qt.Key.Key_4) and mods == NONE
        self._typed = self._typed + key.name[-1] if digit else ""
        if digit and said != asked:
            self.fail_if(checks.typed_place_problem(self._typed, said))
            if not checks.asks_to_move(said):
                self._typed = ""  # (a number refused: the next digit starts another)
        if (key, mods) == (Qt.Key.Key_Space, NONE) and after is not before and not self.w.session.in_sequence and (
                len(after.log) > len(before.log) and str(after.log[-1].rule).startswith("M")):
            self.fail(f"Space, the Step key, made a move: {after.log[-1].rule}")
        if leaving and self.w.view.hasFocus() and QApplication.activeModalWidget() is None:
            self.fail("Ctrl+Tab kept the focus in the board: the panels cannot be reached from the keyboard")
        return f"key {key.name}+{mods.name} on {type(target).__name__}"

    def review(self) -> str:
        """Close review while one is open; else Game ▸ Review the last end of round, once the end of the round
        under way is played to its end with real presses (the curtain's button, Pass, Step, Show me, a drawn
        tile dragged), as the
        monkey seldom finishes one at random outside a lesson."""
        w, s = self.w, self.w.session
        if s.mode.review is not None:
            w.round_review.close_action.trigger()
            return "menu 'Close review'"
        for _ in range(200):  # (a question kept back while its mark is read takes a Step more)
            if s.offers_review or s.mode.lesson or s.mode.editing or s.state.phase is Phase.GAME_OVER:
                break
            if w.hotseat.curtain.isVisible():
                QTest.mouseClick(w.hotseat.curtain.go, Qt.MouseButton.LeftButton)
            elif waiting(s.shown()) is not None:
                QTest.mouseClick(w.predict.panel.show_button, Qt.MouseButton.LeftButton)
            elif s.mode.placing:  # a tile drawn by hand waits: dragged (mostly to where R8.7 puts it)
                self.drag()
            else:
                (w.pass_action if s.state.active is not None else w.step_action).trigger()
            self.settle()
        w.round_review.open_action.trigger()
        return f"menu 'Review the last end of round': {'open' if s.mode.review else 'not offered'}"

    def menu_step(self) -> str:
        w = self.w
        action = self.r.choice([w.step_action, w.back_action, w.play_action, w.skip_action, w.undo_action,
                                w.redo_action, w.end_turn_action, w.pass_action])
        action.trigger()
        return f"menu {action.text()!r}"

    def open_file(self) -> str:
        if self.r.random() < 0.3:  # Save As first: whatever Save writes opens again (the editor's position too)
            self.fail_if(checks.saved_file_problem(self.w, str(self.files / "saved.json")))
        path = self.r.choice([self.good, self.bad, self.good, self.other, self.solo])
        self.w.files.open_path(path)
        if self.w.files.__dict__.get("last_error") is not None:
            self.w.files.last_error.close()
        return f"open {Path(path).name}"

    def scenario(self) -> str:
        self.w.demo.menu.aboutToShow.emit()
        library = self.w.demo.menu.actions()[0].menu()
        action = self.r.choice(library.actions())
        action.trigger()
        return f"scenario {action.text()!r}"

    def new_game(self) -> str:
        w = self.w
        playing = w.play_action.isEnabled() and self.r.random() < 0.5  # Play, then the dialog over it
        w.play_action.trigger() if playing and not w.session.mode.playing else None
        w.new_action.trigger()
        dialog, shown = w.new_game_dialog, w.session.step_index
        self._answering.stop()  # (this dialog is answered below)
        for _ in range(20):  # Play waits behind a modal dialog: the class misses no step
            self.loop.run_until_complete(asyncio.sleep(0))
        self._answering.start(5)
        if w.session.step_index != shown:
            self.fail(f"Play stepped on behind the New game dialog, from step {shown} to {w.session.step_index}")
        dialog.count.setValue(self.r.randint(2, 5))
        if self.r.random() < 0.6:
            dialog.accept()
            return "new game accepted"
        dialog.reject()
        return "new game cancelled"

    def editor(self) -> str:
        ed = self.w.editor
        if not ed.active:
            s = self.w.session  # (it opens on the round's start: never past a point of no return, PastNoReturn)
            self._editing_from = (s.state, s.mode.lesson) if ed.start() else None
            return f"editor opened: {s.mode.editing}"
        if self.r.random() < 0.3:
            ed.save_as_scenario("Monkey", "", self.files)
            return "editor: save as scenario"
        state, lesson = self._editing_from or (None, None)
        stopped = ed.stop()
        if not stopped and (self.w.session.state == state or "standings" in ed.last_refusal):
            self.fail(f"the editor refuses the position it was opened on, or its own standings: {ed.last_refusal}")
        if stopped and self.w.session.mode.lesson != lesson:
            self.fail(f"the editor left the game {'a lesson' if lesson is False else 'no lesson'}")
        return f"editor stopped: {stopped}"

    def language(self) -> str:
        code = self.r.choice(["en", "it", "en"])
        self.w.set_language(code)
        return f"language {code}"

    def present(self) -> str:
        covered = self.w.session.mode.curtain_for
        self.w.demo.present_action.trigger()
        if covered is not None and self.w.session.mode.curtain_for is None:
            self.fail(f"F5 behind the curtain for {covered} took the curtain away")
        return f"presentation {self.w.demo.presenting}"

    def manual(self) -> str:
        self.w.demo.manual_action.trigger()
        return f"draws by hand {self.w.session.mode.manual_draws}"

    def quiet_steps(self) -> str:
        """View ▸ Show the steps that change nothing (a preference of play; a lesson shows them anyway)."""
        self.w.quiet_action.trigger()
        return f"steps that change nothing shown: {self.w.session.mode.shows_quiet}"

    def resize(self) -> str:
        size = (self.r.randint(640, 1920), self.r.randint(480, 1080))
        self.w.resize(*size)
        return f"resize {size}"

    def table_edit(self) -> str:
        model = self.w.families_model
        column = self.r.choice((2, 3, 8, 9))  # Prestige, Church, Resources, Fiorini
        index = model.index(self.r.randrange(model.rowCount()), column)
        # now and then a number at or past the largest a file holds (M1, M10): the round trip shows it
        value = self.r.randint(-2, 40) if self.r.random() < 0.8 else self.r.choice(BIG_NUMBERS)
        ok = model.setData(index, value)
        return f"table edit ({index.row()}, {index.column()}) to {value}: {ok}"

    def log_click(self) -> str:
        rows = self.w.log_model.rowCount()
        if not rows:
            return "log click (empty)"
        index = self.w.log_model.index(self.r.randrange(rows))
        rect = self.w.log_view.visualRect(index)
        if rect.isValid() and self.w.log_view.isVisible():
            QTest.mouseClick(self.w.log_view.viewport(), Qt.MouseButton.LeftButton, NONE, rect.center())
        else:
            self.w.log_view.clicked.emit(index)
        if self.r.random() < 0.3:  # then the Families tab, in front of the log
            self.w.families_dock.raise_()
            return f"log click row {index.row()}, then the Families tab"
        self.w.log_dock.raise_()
        return f"log click row {index.row()}"

    def peek(self) -> str:
        self.w.peek_action.trigger()
        return "peek"

    def curtain(self) -> str:
        curtain = self.w.hotseat.curtain
        if curtain.isVisible():
            QTest.mouseClick(curtain.go, Qt.MouseButton.LeftButton)
            return "curtain: I am here"
        QTest.keyClick(self.w, Qt.Key.Key_P, CTRL)
        return "pass (no curtain)"

    # -- the checks ---------------------------------------------------------------------------------
    def _check_screen(self) -> None:
        """Every eighth check at rest: the board as the screen shows it is the board painted afresh, so
        nothing that changed was left unpainted (:func:`tests.driverkeys.unpainted_at`). Not while Play plays on
        (the settling can end before the lesson's last step): the frame of a step it has just shown may still
        be on its way to the screen, and the check would take it for one left unpainted."""
        self._screens = getattr(self, "_screens", 0) + 1
        m = self.w.session.mode
        if self._screens % 8 or not self.w.view.viewport().isVisible() or m.curtain_for is not None or m.playing:
            return
        where = unpainted_at(self.w)
        if where is not None:
            self.fail(f"the board on the screen differs from the board painted afresh near ({where.x()}, "
                      f"{where.y()}) of the view: a change was left unpainted")

    def check(self) -> None:
        if self.w.session.mode.review is not None:
            self.reviewed += 1
        if self.errors:
            self.fail("; ".join(self.errors))
        s = self.w.session
        state = s.state
        if not s.mode.editing:
            broken = violations(state, at_rest=not s.in_sequence)
            if broken:
                self.fail(f"invariants: {'; '.join(map(str, broken))}")
            self._check_round_trip(s.sequence_start)
        self._check_round_end()
        self.fail_if(self._past.problem(s))
        if s.opened is self._own_mode[0] and s.mode.lesson != self._own_mode[1]:
            self.fail(f"the game's own mode turned {'lesson' if s.mode.lesson else 'play'} with no other game")
        self._own_mode = (s.opened, s.mode.lesson)
        if s.mode.animating and not s.mode.placing:
            self.fail("not at rest after settling")
        if not s.mode.animating:
            self._check_board()
            self.fail_if(checks.check_at_rest(self.w))
            self._check_screen()
        self.fail_if(checks.check_hidden(self.w))
        self.fail_if(check_predict(self.w))
        self._check_narration()
        self._check_status_line()
        self._check_controls()
        self._check_autosave()

    def _check_round_trip(self, start: Any) -> None:
        """The game (the start of a running end of round) reads back from its
        save as itself; computed again whenever it is another object."""
        if start is self._roundtripped:
            return
        self.checks_computed["round trip"] += 1
        if saves.loads(saves.dumps(start)) != start:
            self.fail("the game does not round-trip through the save format")
        self._roundtripped = start

    def _position(self) -> tuple[Any, ...]:
        s = self.w.session
        m = s.mode  # (what the gate looks at, not a step's animation nor Play)
        return (s.state, s.undo_stack.index(), s.step_index, m.editing, m.placing, m.curtain_for, s.generation)

    def _check_status_line(self) -> None:
        """A refusal on the status bar is about the position on screen, never one that is gone."""
        shown = self.w.statusBar().currentMessage()
        prefix = QCoreApplication.translate("Refusal", "Refused")
        if not shown.startswith(prefix):
            return
        now = self._position()
        if self._refused_at is None or any(a is not b and a != b for a, b in zip(now, self._refused_at, strict=True)):
            self.fail(f"the status bar still says {shown!r} about a position that is gone")

    def _check_controls(self) -> None:
        """The narration's buttons offer exactly what the actions (and the gate) allow."""
        n, w = self.w.narration, self.w
        for button, action in ((n.step_button, w.step_action), (n.play_button, w.play_action),
                               (n.skip_button, w.skip_action)):
            if button.isEnabled() != action.isEnabled():
                self.fail(f"the narration's {button.text()!r} is {'on' if button.isEnabled() else 'off'}, "
                          f"its action {'on' if action.isEnabled() else 'off'}")
        s = w.session  # and the actions offer something to play exactly when there is (or Play to pause)
        playable = s.refusal(Input.PLAYBACK) is None and s.steps_ahead
        if w.play_action.isEnabled() != (playable or w.session.mode.playing):
            self.fail(f"Play is {'on' if w.play_action.isEnabled() else 'off'} with playable={playable}")

    def _check_round_end(self) -> None:
        """An end of round that started (or could start) at the last check and
        is over now, in the same game, ended where the headless engine ends it."""
        s = self.w.session
        before, opened = self._round_start
        start = s.timeline.start if s.timeline is not None else s.state if s.ready_to_end_round else None
        if s.mode.review is not None:  # (an end of round already played, shown again: nothing ends)
            start = before = None
        self._round_start = (start, s.opened)
        if before is None or start is not None or opened is not s.opened or s.mode.editing:
            return
        if s.state.round == before.round and s.state.phase is before.phase:
            return  # not ended (an undo took the last pass back)
        if end_round(before)[0] != s.state:
            self.fail("the end of round differs from the headless engine's")
        self.checked_rounds += 1

    def _check_board(self) -> None:
        scene, state = self.w.scene, self.w.session.state
        if not scene.registry.shows_pieces_of(state):
            self.fail("the board shows the pieces of another game than the session's")
        # the draw's question shows the tiles it names drawn, waiting beside the row till its answer places them
        # (each card with its tile on it)
        question = waiting(self.w.session.shown())
        aside = set(question.given) if question is not None and question.ask is Ask.DRAW_UNDER else set()
        for item, where in scene.positions(state).items():
            if isinstance(item, (CharacterCardItem, TileItem)) and item.character in aside:
                continue
            if (item.pos() - where).manhattanLength() > 0.5:
                s = self.w.session
                self.fail(f"{item} stands at {item.pos()}, the game puts it at {where} (shown: step {s.step_index}"
                          f"{' of an end of round' if s.in_sequence else ''}, {s.mode}; visible: {item.isVisible()})")

    def _check_narration(self) -> None:
        s, n = self.w.session, self.w.narration
        if s.mode.editing or (s.mode.animating and s.mode.placing):
            return
        if s.state.scenario is not None and s.state == s.opened and not s.state.standings:  # (a finished one: its end)
            expected = QCoreApplication.translate("Demo", "Scenario")
        elif self._welcomed and s.state == s.opened:
            expected = QCoreApplication.translate("Narration", "Welcome")
        elif s.in_sequence and s.step_index:
            assert s.timeline is not None
            quiet = s.shown_quiet  # a step that changed nothing names its rule, and wrote no line
            expected = quiet.rule if quiet is not None else s.timeline.events[-1].rule
            self.quiet_seen += quiet is not None
        else:
            expected = s.state.log[-1].rule if s.state.log else "—"
        if n.rule.text() != expected:
            self.fail(f"narration shows {n.rule.text()!r}, the step at the cursor is {expected!r}")
        marked = self.w.log_view.currentIndex().row()
        line = -1 if s.shown_quiet is not None else self.w.log_model.rowCount() - 1  # (-1: none)
        if s.in_sequence and s.step_index and marked != line:
            self.fail(f"the log marks line {marked}, not the line of the step at the cursor ({line})")
        if s.in_sequence and re.findall(r"\d+", n.progress.text()) != [str(s.step_index), str(s.step_count)]:
            self.fail(f"step counter {n.progress.text()!r} but the cursor is at {s.step_index}")

    def _check_autosave(self) -> None:
        """The autosave resumes to the game on screen. Read again whenever the
        file (its inode, size or time) or the game on screen (the objects) has
        changed since it last passed."""
        s = self.w.session
        if s.mode.editing or not self.w.files.autosave_enabled:
            return
        WRITER.wait()  # (the autosave is a worker thread's write, landed a few milliseconds after the change)
        try:
            st = autosave_path().stat()
            written: tuple[int, ...] | None = (st.st_ino, st.st_size, st.st_mtime_ns)
        except FileNotFoundError:
            written = None
        key = (written, s.sequence_start, s.step_index, s.state)
        last = self._autosave_checked
        if last is not None and last[0] == written and all(a is b for a, b in zip(key[1:], last[1:], strict=True)):
            return
        self.checks_computed["autosave"] += 1
        self.fail_if(checks.autosave_problem(s, self.initial))
        self._autosave_checked = key


def _asyncio_error(context: dict[str, Any]) -> str:
    """What the event loop was told went wrong, with where it was raised."""
    import traceback

    error = context.get("exception")
    where = "".join(traceback.format_exception(error)[-6:]) if isinstance(error, BaseException) else ""
    return f"asyncio: {context.get('message', '')}: {error!r}\n{where}"
