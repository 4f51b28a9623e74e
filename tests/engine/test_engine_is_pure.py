"""The engine and the headless command never import Qt (FORMAT.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "florenza_gui"
FORBIDDEN = ("PySide6", "shiboken6", "qasync")
PURE_FILES = sorted((PACKAGE / "engine").rglob("*.py")) + [PACKAGE / "cli.py"]


def _imported_modules(tree: ast.AST) -> list[str]:
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
        elif isinstance(node, ast.Call):
            # importlib.import_module("PySide6...") / __import__("...")
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            if name in ("import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
                found.append(str(node.args[0].value))
    return found


def _relative_escapes(tree: ast.AST, file: Path) -> list[str]:
    """Relative imports from the engine that leave it (``from .. import qt``)."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level > 0:
            base = file.parent
            for _ in range(node.level - 1):
                base = base.parent
            target = base / (node.module or "").replace(".", "/")
            rel = target.relative_to(ROOT).as_posix() if target.is_relative_to(ROOT) else str(target)
            names = [a.name for a in node.names]
            if any(part in ("qt", "board", "app") for part in rel.split("/")) or (
                not node.module and any(n in ("qt", "board", "app") for n in names)
            ):
                out.append(f"{rel}: {names}")
    return out


def test_there_are_files_to_scan() -> None:
    assert len(PURE_FILES) > 10
    assert PACKAGE / "engine" / "moves.py" in PURE_FILES


def test_no_engine_file_imports_qt() -> None:
    offenders = []
    for file in PURE_FILES:
        tree = ast.parse(file.read_text(encoding="utf-8"), filename=str(file))
        for module in _imported_modules(tree):
            if module.split(".")[0] in FORBIDDEN:
                offenders.append(f"{file.relative_to(ROOT)} imports {module}")
        for escape in _relative_escapes(tree, file):
            offenders.append(f"{file.relative_to(ROOT)} imports {escape}")
    assert not offenders, "\n".join(offenders)


def test_no_engine_file_imports_the_gui_packages() -> None:
    offenders = []
    for file in PURE_FILES:
        for module in _imported_modules(ast.parse(file.read_text(encoding="utf-8"))):
            if module.startswith(("florenza_gui.qt", "florenza_gui.board", "florenza_gui.app")):
                offenders.append(f"{file.relative_to(ROOT)} imports {module}")
    assert not offenders, "\n".join(offenders)


def test_importing_the_engine_and_the_cli_loads_no_qt() -> None:
    code = (
        "import sys\n"
        "import florenza_gui.engine, florenza_gui.cli\n"
        "from florenza_gui.engine import saves, simulate\n"
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
