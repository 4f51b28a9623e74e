"""The PyInstaller spec builds a one-folder app, and that app starts: it
renders its board offscreen to a PNG and exits (about a minute)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("pyinstaller") is None and not (Path(sys.executable).parent / "pyinstaller").exists(),
                    reason="pyinstaller comes with the test extra")
def test_the_bundle_builds_and_starts(tmp_path) -> None:  # type: ignore[no-untyped-def]
    pyinstaller = str(Path(sys.executable).parent / "pyinstaller")
    if not Path(pyinstaller).exists():
        pyinstaller = shutil.which("pyinstaller") or "pyinstaller"
    subprocess.run([pyinstaller, "--noconfirm", "--distpath", str(tmp_path / "dist"),
                    "--workpath", str(tmp_path / "work"), str(ROOT / "packaging" / "florenza-table.spec")],
                   check=True, capture_output=True, timeout=900)
    app = tmp_path / "dist" / "florenza-table" / "florenza-table"
    assert app.is_file() and os.access(app, os.X_OK)
    shot = tmp_path / "board.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    # run from an empty folder, so nothing of the checkout can be picked up
    subprocess.run([str(app), "--screenshot", str(shot)], check=True, env=env, cwd=tmp_path, timeout=120)
    assert shot.stat().st_size > 100_000  # a real board, not a blank window
    from PySide6.QtGui import QImage

    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1920, 1080)
