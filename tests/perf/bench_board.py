"""Benchmark of the board (a script, not a test; timings are never asserted).

    python tests/perf/bench_board.py

Prints these figures, and the app's ratios to the floor measured in the same run:
  1. startup: process start to first painted board (``florenza --screenshot``)
  2. floor: the same for a bare PySide6 window that saves its own screenshot
  3. the CPU time (user + system) of (1) and of (2), a cross-check of their ratio
     that other work on the machine sways far less than wall time
  4. peak memory of (1) and of (2), from the kernel's rusage of each child
  5. p95 time to render one frame of the board at 1920x1080 during an animation
and the load average before and after.

Both children run as an installed program does: with the package's bytecode
compiled beforehand (``pip install`` compiles it; a checkout run with
PYTHONDONTWRITEBYTECODE would otherwise compile ~60 modules at every start).
(``__pycache__`` is ignored by git.)
Each figure is the best of several runs (the machine may be shared).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time

FLOOR = r"""
import sys
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv[:1])
w = QLabel("floor"); w.resize(1920, 1080); w.show(); app.processEvents()
w.grab().save(sys.argv[1])
"""


def compile_package() -> None:
    """Bytecode for the package, as an install leaves it."""
    import compileall
    import pathlib

    import florenza_gui

    compileall.compile_dir(str(pathlib.Path(florenza_gui.__file__).parent), quiet=1)


def run_child(args: list[str]) -> tuple[float, float, float]:
    """Wall seconds, peak RSS (MiB) and CPU seconds (user + system) of one child process."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"{args} failed with status {status}")
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


Best = tuple[float, float, float]  # fastest wall time, smallest peak, least CPU time


def best_of(app: list[str], floor: list[str], n: int = 15) -> tuple[Best, Best]:
    """The fastest start, the smallest peak and the least CPU time of ``n``
    runs of each, the app and the floor taking turns, so that other work on
    a shared machine (which only ever adds to either figure) weighs on both
    alike."""
    app_runs, floor_runs = [], []
    for _ in range(n):
        app_runs.append(run_child(app))
        floor_runs.append(run_child(floor))

    def best(runs: list[tuple[float, float, float]]) -> Best:
        return min(r[0] for r in runs), min(r[1] for r in runs), min(r[2] for r in runs)

    return best(app_runs), best(floor_runs)


def frame_times(frames: int = 120) -> tuple[list[float], int]:
    """Paint times of ``frames`` whole frames while an end of round plays,
    and how many of its steps were played meanwhile."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import qasync
    from PySide6.QtWidgets import QApplication

    from florenza_gui.app.main import before_qt_paints, default_game
    from florenza_gui.app.window import MainWindow
    from florenza_gui.engine.rules.moves import CaptainMarker, KinsmanToPredicatore, Pass

    before_qt_paints()  # as the app starts Qt
    app = QApplication.instance() or QApplication(sys.argv[:1])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow(default_game(seed=5))
    window.resize(1920, 1080)
    window.show()
    session = window.session
    for move in (CaptainMarker(12), KinsmanToPredicatore(1), Pass(), CaptainMarker(8), Pass(), Pass()):
        session.confirm_curtain()  # the hotseat curtain between families (§9) refuses moves under it
        verdict = session.try_move(move)
        if not verdict.ok:
            raise SystemExit(f"bench setup: {move} refused: {verdict}")
    if not session.ready_to_end_round:
        raise SystemExit("bench setup: the round is not ready to end; nothing would be animated")
    view = window.view
    viewport = view.viewport()
    times: list[float] = []

    async def render_while_animating() -> None:
        playing = asyncio.ensure_future(window.player.play())
        while len(times) < frames and not playing.done():
            viewport.update()
            t0 = time.perf_counter()
            viewport.repaint()  # one whole frame, painted now, as the view paints it
            times.append(time.perf_counter() - t0)
            await asyncio.sleep(0.008)
        window.player.pause()
        await playing

    loop.run_until_complete(render_while_animating())
    if session.step_index < 2 or len(times) < 20:
        raise SystemExit(f"bench: only {len(times)} frames over {session.step_index} steps; "
                         "the end of round was not animated")
    return times, session.step_index


def main() -> None:
    compile_package()
    print(f"load average before: {os.getloadavg()[0]:.2f}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        (app_s, app_mb, app_cpu), (floor_s, floor_mb, floor_cpu) = best_of(
            [sys.executable, "-m", "florenza_gui.app.main", "--screenshot", os.path.join(tmp, "a.png"), "--seed", "1"],
            [sys.executable, "-c", FLOOR, os.path.join(tmp, "b.png")])
    print(f"startup_to_first_paint_s={app_s:.3f}")
    print(f"floor_startup_s={floor_s:.3f}  (ratio {app_s / floor_s:.2f}x)")
    # CPU time is far less swayed by other work on the machine than wall time: a cross-check of the ratio
    print(f"startup_cpu_s={app_cpu:.3f}  floor_cpu_s={floor_cpu:.3f}  (ratio {app_cpu / floor_cpu:.2f}x)")
    print(f"peak_memory_mib={app_mb:.1f}")
    print(f"floor_peak_memory_mib={floor_mb:.1f}  (ratio {app_mb / floor_mb:.2f}x)", flush=True)
    times, steps = frame_times()
    p95 = statistics.quantiles(times, n=20)[-1] * 1000
    print(f"frame_p95_ms_1920x1080={p95:.2f}  (frames measured: {len(times)}, over {steps} steps of an end of round)")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
