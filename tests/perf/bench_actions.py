"""Benchmark of the window's answer to input (a script, not a test; timings are never asserted).

    python tests/perf/bench_actions.py [--runs 30]

Prints, for each action, the median and the 95th percentile of the time
from a real input event to the window's painted frame, at 1920x1080, in the
form ``ACTION p50_ms=X p95_ms=Y``, and the load average before and after.

The actions, each through the window's own path:
  - ``drop``: a Captain marker dragged to a lit Prestige space with mouse
    events on the board's viewport (QTest press, moves, release); timed
    from the release, once the frames of the press and the moves are painted;
  - ``step`` and ``back``: Space and Backspace, the end of round's Step and
    Back shortcuts, at every step of an end of round (Back where the rules
    allow it, RULES.md D13);
  - ``undo`` and ``redo``: Ctrl+Z and Ctrl+Shift+Z after a drop;
  - ``open``: Return on an entry of File ▸ Open Recent, the menu shown
    (the path File ▸ Open ends in, without its file dialog), two saved
    games opened in turn;
  - ``new_game``: a click on the New game dialog's OK, the dialog opened
    with Ctrl+N (``new_game_dialog``: from Ctrl+N to the dialog painted);
  - ``language``: View ▸ Language ▸ Italiano or English triggered, in turn.

"Painted frame": the clock starts before the input event is sent and stops
when the window has painted its last frame after it. The input's work runs
first (an end-of-round step is a coroutine on the qasync loop: the loop runs
until no step, animation or press is under way); then Qt's events are
processed until nothing is painted any more. Each ``UpdateRequest`` the
main window (or a dialog) takes is one frame: its widgets' paint events sent
and the backing store flushed. An event filter hands it to the window itself
and reads the clock as it returns, so the stop is the end of the last frame,
not the end of the event loop's pass that held it (what the loop does after
the frame in the same pass, such as making the autosave's text or writing the
settings, does not delay the frame on the screen). Processing goes on until
no frame has come for 30 ms (not counted), and the board's viewport must have
had a ``Paint`` event (the filter counts them too), or the hotseat curtain,
when the action brings it up: a covered board is not painted. Animations
take no time (the player's duration is zero, as in the tests): a step's
figure is the time to its last frame, the engine's and the board's work
without the animation's deliberate length.

The games are made by the engine from fixed seeds: three people and two
Ghosts in round 3 (the hotseat curtain is passed before timing). The
window runs offscreen (``QT_QPA_PLATFORM=offscreen``) unless the caller
sets another platform (``QT_QPA_PLATFORM=xcb`` on a display). Settings, the
autosave and the recent files go to a temporary folder, not the user's.
Each action is run a few times first (warm-up, not counted); ``step`` and
``back`` are taken over whole ends of round, so they have more figures than
``--runs``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

QUIET_S = 0.03  # no frame for this long: the window is at rest
WARM_UP = 3


def games(folder: Path) -> tuple[str, str]:
    """Two saved games of five families (three people, two Ghosts) in round 3:
    one in its action phase, Red to move, and the same once everyone has
    passed, its end of round to be played."""
    from florenza_gui.engine.fast.randomplayer import finish_action_phase
    from florenza_gui.engine.fast.working import end_round
    from florenza_gui.engine.files import saves
    from florenza_gui.engine.model.types import Phase
    from florenza_gui.engine.rules.setup import new_game
    from florenza_gui.engine.sim import simulate

    seed = 16
    r = random.Random(seed)
    state = new_game(simulate.seatings(3, 2), seed=seed)
    while state.round < 3:
        state, _ = end_round(finish_action_phase(state, r))
    assert state.phase is Phase.ACTIONS and state.active is not None
    playing, ending = folder / "round3.json", folder / "round3-ending.json"
    saves.save_path(state, playing)
    saves.save_path(finish_action_phase(state, r), ending)
    return str(playing), str(ending)


class Bench:
    def __init__(self, folder: Path) -> None:
        import qasync
        from PySide6.QtCore import QEvent, QObject
        from PySide6.QtWidgets import QApplication, QWidget

        from florenza_gui.app.i18n import install_language
        from florenza_gui.app.main import before_qt_paints
        from florenza_gui.app.window import MainWindow
        from florenza_gui.engine.files import saves

        before_qt_paints()  # as the app starts Qt
        self.app = app = QApplication.instance() or QApplication(sys.argv[:1])
        app.setApplicationName("Florenza Table")
        app.setOrganizationName("Florenza Table")
        install_language(app, "en")
        self.loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(self.loop)
        self.playing, self.ending = games(folder)
        # as ``florenza FILE`` opens it
        self.window = w = MainWindow(saves.load_path(self.playing))
        w.session.mark_saved(self.playing)
        w.prefs.add_recent(self.playing)
        w.player.set_base_duration(0)
        w.resize(1920, 1080)
        w.show()
        w.activateWindow()
        self.frames = 0
        self.frame_end = 0.0  # when the last frame was painted and flushed (perf_counter)
        self.watched: QWidget = w.view.viewport()  # the widget whose repaint is awaited
        self.paints = 0  # of the watched widget
        bench = self

        class Counter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                kind = event.type()
                if kind == QEvent.Type.UpdateRequest and isinstance(watched, QWidget):
                    # the frame, handled here as the window would (its widgets painted, the backing store
                    # flushed): the clock reads its end, not the end of the loop's pass that held it
                    watched.event(event)
                    bench.frames += 1
                    bench.frame_end = time.perf_counter()
                    return True
                elif kind == QEvent.Type.Paint and watched is bench.shown():
                    bench.paints += 1
                return False

        self.counter = Counter()
        w.installEventFilter(self.counter)
        w.view.viewport().installEventFilter(self.counter)
        w.hotseat.curtain.installEventFilter(self.counter)
        self.settle()
        from florenza_gui.app.main import settle_after_first_paint

        settle_after_first_paint(process_ends=False)  # as the app's own process does once its board is painted

    # -- the clock ----------------------------------------------------------------------------------
    def shown(self) -> QWidget:
        """The widget whose repaint shows the change: the watched one, unless it is the board and the
        hotseat curtain covers it (the board is then not painted at all)."""
        w = self.window
        if self.watched is w.view.viewport() and w.session.mode.curtain_for is not None:
            return w.hotseat.curtain
        return self.watched

    def busy(self) -> bool:
        from florenza_gui.app.player import pending_tasks

        w = self.window
        return bool(w.session.mode.animating or w.session.mode.playing or pending_tasks() or w.scene.animator.running)

    def settle(self, repainted: bool = False) -> float:
        """Run the loop until the input's work is done and nothing more is
        painted (``repainted``: and the widget that shows it, ``shown``, has been repainted);
        the moment the last frame was painted (perf_counter)."""
        from PySide6.QtWidgets import QApplication

        async def at_rest() -> None:
            while self.busy():
                await asyncio.sleep(0)

        frames, paints = self.frames, self.paints
        self.loop.run_until_complete(at_rest())
        last = self.frame_end if self.frames != frames else 0.0
        quiet_since = time.perf_counter()
        while time.perf_counter() - quiet_since < QUIET_S or (repainted and self.paints == paints):
            before = self.frames
            QApplication.processEvents()
            if self.frames != before:
                last, quiet_since = self.frame_end, time.perf_counter()
            if time.perf_counter() - quiet_since > 2.0:
                raise SystemExit(f"bench: {type(self.shown()).__name__} was never repainted")
        return last

    def timed(self, send: Callable[[], None], window: Callable[[], QWidget] | None = None) -> float:
        """Milliseconds from ``send`` (the input event) to the last painted
        frame, the board's viewport repainted (or ``window()``, a dialog
        ``send`` opens, painted)."""
        self.settle()
        t0 = time.perf_counter()
        send()
        if window is not None:
            self.watched = window()
            self.watched.installEventFilter(self.counter)
        try:
            return (self.settle(repainted=True) - t0) * 1000
        finally:
            if window is not None:
                self.watched.removeEventFilter(self.counter)
                self.watched = self.window.view.viewport()

    # -- the actions -------------------------------------------------------------------------------
    def key(self, key: object, modifiers: object = None) -> Callable[[], None]:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        mods = modifiers if modifiers is not None else Qt.KeyboardModifier.NoModifier
        if QApplication.activeWindow() is not self.window:  # (a menu closed leaves none active offscreen)
            self.window.activateWindow()
            self.settle()
        return lambda: QTest.keyClick(self.window, key, mods)  # type: ignore[call-overload]

    def open_quietly(self, path: str) -> None:
        """Put a saved game on the table (untimed), the curtain passed."""
        from PySide6.QtCore import Qt, QTimer
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication, QMessageBox

        def discard() -> None:
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                box.button(QMessageBox.StandardButton.Discard).click()
            else:
                QTimer.singleShot(5, discard)

        w = self.window
        if w.session.dirty:  # an end of round played: "Save this game?" is answered Discard
            QTimer.singleShot(0, discard)
        if not w.files.open_path(path):
            raise SystemExit(f"bench: {path} did not open")
        self.settle()
        if w.hotseat.curtain.isVisible():
            QTest.mouseClick(w.hotseat.curtain.go, Qt.MouseButton.LeftButton)
        self.settle()

    def drop_undo_redo(self, out: dict[str, list[float]]) -> None:
        """A Captain marker dragged to a lit space (timed from the release),
        Ctrl+Z, Ctrl+Shift+Z (timed), then Ctrl+Z again (untimed): the game
        is as it was."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        w, scene, session = self.window, self.window.scene, self.window.session
        view, vp = w.view, w.view.viewport()
        none, left = Qt.KeyboardModifier.NoModifier, Qt.MouseButton.LeftButton
        active = session.state.active
        if active is None:
            raise SystemExit("bench: nobody is to move")
        item = scene.captain_markers[active]
        start = view.mapFromScene(item.sceneBoundingRect().center())
        QTest.mousePress(vp, left, none, start)
        self.settle()
        lit = [t for t in scene.targets if t.lit and vp.rect().contains(view.mapFromScene(t.scenePos()))]
        if not lit:
            raise SystemExit("bench: no lit target for the Captain marker")
        end = view.mapFromScene(lit[len(lit) // 2].scenePos())
        QTest.mouseMove(vp, QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
        QTest.mouseMove(vp, end)
        self.settle()
        before = session.state
        out["drop"].append(self.timed(lambda: QTest.mouseRelease(vp, left, none, end)))
        if session.state is before:
            raise SystemExit("bench: the drop moved nothing")
        out["undo"].append(self.timed(self.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)))
        if session.state != before:
            raise SystemExit("bench: Ctrl+Z did not undo the drop")
        shift_ctrl = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        out["redo"].append(self.timed(self.key(Qt.Key.Key_Z, shift_ctrl)))
        if session.state == before:
            raise SystemExit("bench: Ctrl+Shift+Z did not redo the drop")
        QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        self.settle()

    def step_back(self, out: dict[str, list[float]]) -> None:
        """Space at every step of the end of round; at each where Back is
        allowed, Backspace and Space again (each timed)."""
        from PySide6.QtCore import Qt

        session = self.window.session
        backs = len(out["back"])
        self.open_quietly(self.ending)
        if not session.ready_to_end_round:
            raise SystemExit("bench: the round is not ready to end")
        while session.ready_to_end_round or session.in_sequence:
            at = session.step_index, session.in_sequence
            out["step"].append(self.timed(self.key(Qt.Key.Key_Space)))
            if (session.step_index, session.in_sequence) == at:
                raise SystemExit("bench: Space did not step")
            if self.window.back_action.isEnabled():
                index = session.step_index
                out["back"].append(self.timed(self.key(Qt.Key.Key_Backspace)))
                if session.step_index != index - 1:
                    raise SystemExit("bench: Backspace did not go back")
                out["step"].append(self.timed(self.key(Qt.Key.Key_Space)))
        if len(out["back"]) == backs:
            raise SystemExit("bench: Back was never allowed in this end of round")

    def open_recent(self, out: dict[str, list[float]]) -> None:
        """File ▸ Open Recent shown, its second entry (the game before the
        one on the table) chosen with Down, Down and Return."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        w = self.window
        other = self.ending if w.session.path == self.playing else self.playing
        menu = w.files.recent_menu
        menu.popup(w.mapToGlobal(QPoint(40, 40)))
        self.settle()
        QTest.keyClick(menu, Qt.Key.Key_Down)
        QTest.keyClick(menu, Qt.Key.Key_Down)
        self.settle()
        out["open"].append(self.timed(lambda: QTest.keyClick(menu, Qt.Key.Key_Return)))
        if w.session.path != other:
            raise SystemExit("bench: the recent game was not opened")

    def new_game(self, out: dict[str, list[float]]) -> None:
        """Ctrl+N (timed to the dialog painted), then a click on its OK (timed to the board painted)."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QDialogButtonBox

        w = self.window
        generation = w.session.generation
        out["new_game_dialog"].append(self.timed(self.key(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),
                                                 lambda: w.new_game_dialog))
        dialog = w.new_game_dialog
        if not dialog.isVisible():
            raise SystemExit("bench: Ctrl+N showed no dialog")
        buttons = dialog.findChild(QDialogButtonBox)
        if buttons is None:
            raise SystemExit("bench: the New game dialog has no OK")
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        out["new_game"].append(self.timed(lambda: QTest.mouseClick(ok, Qt.MouseButton.LeftButton)))
        if w.session.generation == generation or dialog.isVisible():
            raise SystemExit("bench: the new game was not started")

    def language(self, out: dict[str, list[float]], code: str) -> None:
        w = self.window
        out["language"].append(self.timed(w.language_actions[code].trigger))
        if w.prefs.language != code:
            raise SystemExit(f"bench: the language is not {code}")


ACTIONS = ("drop", "step", "back", "undo", "redo", "open", "new_game", "new_game_dialog", "language")


def measure(bench: Bench, runs: int) -> dict[str, list[float]]:
    """At least ``runs`` figures of each action, after a warm-up of each."""
    out: dict[str, list[float]] = {name: [] for name in ACTIONS}
    warm: dict[str, list[float]] = {name: [] for name in ACTIONS}
    for into in (warm, out):
        count = WARM_UP if into is warm else runs
        for i in range(count):
            bench.language(into, "it" if i % 2 == 0 else "en")
        if count % 2:
            bench.language(warm, "en")
        bench.open_quietly(bench.playing)
        for _ in range(count):
            bench.drop_undo_redo(into)
        while len(into["step"]) < count or len(into["back"]) < count:
            bench.step_back(into)
        bench.open_quietly(bench.ending)
        bench.open_quietly(bench.playing)
        for _ in range(count):
            bench.open_recent(into)
        for _ in range(count):
            bench.new_game(into)
    return out


def quiet_platform_warnings() -> None:
    """The offscreen platform says at each menu and dialog shown what it
    cannot do (raise a window, grab the keyboard): not printed."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if not message.startswith("This plugin does not support"):
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        os.environ["XDG_DATA_HOME"] = str(folder / "data")
        os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
        from PySide6.QtCore import QSettings

        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "config"))
        print(f"load average before: {os.getloadavg()[0]:.2f}", flush=True)
        quiet_platform_warnings()
        bench = Bench(folder)
        figures = measure(bench, args.runs)
        print(f"window 1920x1080 ({os.environ['QT_QPA_PLATFORM']}), figures per action: "
              + ", ".join(f"{name} {len(figures[name])}" for name in ACTIONS))
        for name in ACTIONS:
            times = figures[name]
            p95 = statistics.quantiles(times, n=20)[-1]
            print(f"{name} p50_ms={statistics.median(times):.1f} p95_ms={p95:.1f}")
        print(f"load average after: {os.getloadavg()[0]:.2f}")
        bench.window.files.autosave_enabled = False
        bench.window.close()


if __name__ == "__main__":
    main()
