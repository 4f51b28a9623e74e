"""The project's boundaries, as import-linter contracts kept in
pyproject.toml: the rooms are layered (app over board over qt over engine),
the engine and the headless command never import Qt, the headless command
uses the engine alone, the engine's subpackages are layered, and no module
of the app, of the hallway (qt), of the board or of the engine imports
itself round a circle."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def lint(root: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run([sys.executable, "-c", "from importlinter.cli import lint_imports_command; "
                           "lint_imports_command()", "--no-cache"],
                          capture_output=True, text=True, cwd=root, env=env, timeout=300)


def test_every_boundary_is_a_contract() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]
    wanted = {"rooms", "pure", "cli-headless", "app-acyclic", "qt-acyclic", "board-acyclic", "engine-acyclic",
              "engine-layers"}
    assert {c["id"] for c in config["contracts"]} >= wanted


def test_the_code_keeps_every_contract() -> None:
    run = lint(ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout


def _copy(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "florenza_gui", tmp_path / "florenza_gui",
                    ignore=shutil.ignore_patterns("__pycache__", "resources"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")


def _broken(run: subprocess.CompletedProcess[str]) -> set[str]:
    return {line.removesuffix(" BROKEN") for line in run.stdout.splitlines() if line.endswith(" BROKEN")}


def test_a_broken_boundary_is_caught(tmp_path: Path) -> None:
    """The contracts are live: a module of the engine's model that imports
    Qt, the board, a module of the model that imports it, and the rules
    above it, breaks them."""
    _copy(tmp_path)
    types = tmp_path / "florenza_gui" / "engine" / "model" / "types.py"
    planted = ("\nimport PySide6  # noqa\nfrom ...board import scene  # noqa\nfrom . import state  # noqa\n"
               "from ..rules import setup  # noqa\n")
    types.write_text(types.read_text(encoding="utf-8") + planted, encoding="utf-8")
    run = lint(tmp_path)
    assert run.returncode != 0
    broken = _broken(run)
    assert {"The engine and the headless command never import Qt",
            "The rooms are layered: app over board over qt over engine",
            "No import circle in the engine nor in its subpackages",
            "The engine's subpackages are layered, model at the bottom"} <= broken, run.stdout


def test_a_board_helper_that_imports_the_scene_is_caught(tmp_path: Path) -> None:
    """The scene imports its helpers; a helper that imports the scene back,
    even only for its type, closes a circle inside the board."""
    _copy(tmp_path)
    effects = tmp_path / "florenza_gui" / "board" / "effects.py"
    planted = ("\nfrom typing import TYPE_CHECKING  # noqa\n"
               "if TYPE_CHECKING:\n    from .scene import BoardScene  # noqa\n")
    effects.write_text(effects.read_text(encoding="utf-8") + planted, encoding="utf-8")
    run = lint(tmp_path)
    assert run.returncode != 0
    assert _broken(run) == {"No import circle inside the board"}, run.stdout
