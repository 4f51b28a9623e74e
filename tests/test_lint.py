"""The project's own checks, run in CI with the tests: ruff over everything,
mypy strict over the engine (the pure-Python core)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
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


def test_mypy_is_clean_on_the_whole_package_and_strict_on_the_engine() -> None:
    """One run over the GUI rooms and the engine, with the project's configuration, which makes the engine
    and the headless command strict (``--strict``'s checks, module by module)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"]
    strict = {m for o in config["overrides"] if o.get("strict") for m in o["module"]}
    assert {"florenza_gui.engine.*", "florenza_gui.cli"} <= strict
    result = run("mypy")
    assert result.returncode == 0, result.stdout + result.stderr


def test_no_source_file_calls_exec() -> None:
    """No pickle/eval/exec (the brief): a dialog waits for its answer through
    ``plain.answer`` (window-modal ``open`` and a local event loop), never ``.exec()``."""
    found = [f"{path.relative_to(ROOT)}:{n}" for path in sorted((ROOT / "florenza_gui").rglob("*.py"))
             for n, line in enumerate(path.read_text("utf-8").splitlines(), start=1) if "exec(" in line]
    assert not found, found


# The main window's parts a GUI test reaches only through the driver (tests/driver.py,
# tests/driver_board.py, tests/driver_sight.py, tests/driverkeys.py): a redesign of the window
# changes the driver, not the tests. The monkey (tests/app/monkey*.py) reads the board's items to
# choose its gestures at random; tests/board/ tests the board's scene itself.
WINDOW_PARTS = re.compile(r"(?:(?<![\w.])(?:window|win|w|other)|\.window)\.(?:scene|view|panels|player)\b")
MAY_READ_THE_WINDOW = {"monkey.py", "monkey_checks.py", "monkey_predict.py"}


def test_gui_tests_read_the_window_through_the_driver() -> None:
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for folder in ("tests/app", "tests/qt") for path in sorted((ROOT / folder).rglob("*.py"))
             if path.name not in MAY_READ_THE_WINDOW
             for n, line in enumerate(path.read_text("utf-8").splitlines(), start=1) if WINDOW_PARTS.search(line)]
    assert not found, "read through the driver instead:\n" + "\n".join(found)


def test_every_wait_for_a_window_on_the_screen_waits() -> None:
    """pytest-qt's ``waitExposed`` is a context manager: called on its own it returns one and waits for
    nothing, so a test written so reads as if its window were on the screen when it may not be."""
    bare = re.compile(r"^\s*qtbot\.wait(?:Exposed|Active)\(")
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}" for path in sorted((ROOT / "tests").rglob("*.py"))
             for n, line in enumerate(path.read_text("utf-8").splitlines(), start=1) if bare.search(line)]
    assert not found, "use `with qtbot.waitExposed(widget): widget.show()`:\n" + "\n".join(found)


def test_every_module_of_the_app_keeps_within_400_lines() -> None:
    """A module longer than 400 lines does more than one thing: it is split by what it does."""
    long = [f"{path.relative_to(ROOT)}: {n} lines" for path in sorted((ROOT / "florenza_gui").rglob("*.py"))
            if (n := len(path.read_text("utf-8").splitlines())) > 400]
    assert not long, long
