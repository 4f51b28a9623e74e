"""The project's own checks, run in CI with the tests: ruff over everything,
mypy strict over the engine (the pure-Python core)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


@pytest.mark.skipif(shutil.which("ruff") is None and run("ruff", "--version").returncode != 0,
                    reason="ruff is installed by the test extra")
def test_ruff_is_clean() -> None:
    result = run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_strict_clean_on_the_engine() -> None:
    result = run("mypy", "--strict", "florenza_gui/engine", "florenza_gui/cli.py")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_is_clean_on_the_whole_package() -> None:
    """The GUI rooms too, with the project's configuration (strict on the engine)."""
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_source_file_calls_exec() -> None:
    """No pickle/eval/exec (the brief): a dialog waits for its answer through
    ``plain.answer`` (window-modal ``open`` and a local event loop), never ``.exec()``."""
    found = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "florenza_gui").rglob("*.py"))
             for n, line in enumerate(path.read_text("utf-8").splitlines(), start=1) if "exec(" in line]
    assert not found, found
