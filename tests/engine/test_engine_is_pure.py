"""The engine and the headless command never load Qt (FORMAT.md), even
indirectly at run time; the imports themselves are checked by the
import-linter contracts (tests/test_import_contracts.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = ("PySide6", "shiboken6", "qasync")


def test_importing_the_engine_and_the_cli_loads_no_qt() -> None:
    code = (
        "import sys\n"
        "import florenza_gui.engine, florenza_gui.cli\n"
        "from florenza_gui.engine.files import saves\nfrom florenza_gui.engine.sim import simulate\n"
        "simulate.play_random_game(1, 2, 1)\n"
        f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r})\n"
        "print('loaded:', bad)\n"
        "raise SystemExit(1 if bad else 0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert proc.stdout.strip() == "loaded: []"


def test_the_cli_runs_with_qt_made_unimportable(tmp_path: Path) -> None:
    """Even if PySide6 were installed, the command must not need it: block it and run."""
    blocker = tmp_path / "sitecustomize.py"
    blocker.write_text(
        "import sys\n"
        "class _Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        f"        if name.split('.')[0] in {FORBIDDEN!r}:\n"
        "            raise ImportError('Qt is blocked in this test: ' + name)\n"
        "        return None\n"
        "sys.meta_path.insert(0, _Block())\n",
        encoding="utf-8",
    )
    import os

    env = {**os.environ, "PYTHONPATH": f"{tmp_path}{os.pathsep}{ROOT}"}
    proc = subprocess.run(
        [sys.executable, "-m", "florenza_gui.cli", "simulate", "--games", "3"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1].startswith("games=3 violations=0 ")
