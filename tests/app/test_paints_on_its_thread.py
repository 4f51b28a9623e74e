"""The app paints on its own thread: Qt's pool of painting threads is never started (florenza_gui.app.main,
``before_qt_paints``), even for a board the size of a full HD screen, whose fills Qt would otherwise share
out among them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

LAUNCH = """
import os, sys
from florenza_gui.app.main import main
code = main(["--screenshot", sys.argv[1], "--size", "1920x1080"])
print(code, sorted({open(f"/proc/self/task/{t}/comm").read().strip() for t in os.listdir("/proc/self/task")}))
"""


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads the process's threads from /proc")
def test_a_full_hd_board_is_painted_without_qts_painting_threads(tmp_path) -> None:  # type: ignore[no-untyped-def]
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}  # (as a user's shell has it)
    env.update(QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    shot = tmp_path / "board.png"
    done = subprocess.run([sys.executable, "-c", LAUNCH, str(shot)], env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    code, threads = done.stdout.strip().splitlines()[-1].split(" ", 1)
    assert code == "0" and shot.stat().st_size > 100_000  # the board was painted, full size
    assert "Thread (pooled)" not in threads, threads
