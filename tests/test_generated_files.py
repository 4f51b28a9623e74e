"""Every generated file (the compiled board data, the save format's JSON
Schema, the interface catalogues and their compiled .qm) is what
``tools/regenerate.py`` makes of its sources now."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_no_generated_file_differs_from_a_fresh_run() -> None:
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "regenerate.py"), "--check"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr


def test_the_check_names_a_file_that_is_out_of_date(tmp_path: Path) -> None:
    """Run on a copy whose board data was edited after it was compiled."""
    for part in ("tools", "resources", "florenza_gui"):
        subprocess.run(["cp", "-r", str(ROOT / part), str(tmp_path / part)], check=True)
    board = tmp_path / "resources" / "board.toml"
    board.write_text(board.read_text(encoding="utf-8") + "\n# edited\n[extra]\nvalue = 1\n", encoding="utf-8")
    run = subprocess.run([sys.executable, str(tmp_path / "tools" / "regenerate.py"), "--check"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert run.returncode == 1
    assert run.stderr.splitlines() == ["resources/data.json is out of date: run python tools/regenerate.py"]
