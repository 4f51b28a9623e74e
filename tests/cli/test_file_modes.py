"""``florenza-engine … -o OUT`` writes its file as the app's saves do: a new
file as the umask allows (0644 under 022, 0600 under 077), an existing file
keeping its permissions, and atomically: a write that fails leaves the old
file whole and nothing else behind. Each case is a real run of the command."""

from __future__ import annotations

import os
import resource
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from florenza_gui.engine.files import saves


def engine(*argv: str, umask: int = 0o022, setup: Callable[[], None] | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "florenza_gui.cli", *argv], capture_output=True, text=True,
                          timeout=120, umask=umask, preexec_fn=setup, check=False)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize(("umask", "expected"), [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)],
                         ids=["umask-022", "umask-077", "umask-002"])
def test_a_new_file_has_the_mode_the_umask_allows(tmp_path: Path, umask: int, expected: int) -> None:
    out = tmp_path / "game.json"
    proc = engine("new", "--seed", "5", "-o", str(out), umask=umask)
    assert proc.returncode == 0, proc.stderr
    assert oct(mode(out)) == oct(expected)
    assert saves.load_path(out).seed == 5
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


@pytest.mark.parametrize("kept", [0o640, 0o644, 0o664, 0o600], ids=oct)
def test_an_existing_file_keeps_its_mode(tmp_path: Path, kept: int) -> None:
    """Over a file of its own: ``move`` and ``end-round`` write the next position over the game they read."""
    game = tmp_path / "game.json"
    assert engine("new", "--seed", "5", "-o", str(game)).returncode == 0
    os.chmod(game, kept)
    proc = engine("end-round", str(game), "-o", str(game))
    assert proc.returncode == 0, proc.stderr
    assert saves.load_path(game).round == 2
    assert oct(mode(game)) == oct(kept)
    proc = engine("move", str(game), '{"move": "pass"}', "-o", str(game), umask=0o077)
    assert proc.returncode == 0, proc.stderr
    assert oct(mode(game)) == oct(kept)


def _files_of_at_most_1000_bytes() -> None:
    # (Python ignores SIGXFSZ: a write past the limit fails with EFBIG instead of ending the process)
    resource.setrlimit(resource.RLIMIT_FSIZE, (1000, 1000))


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path) -> None:
    game = tmp_path / "game.json"
    assert engine("new", "--seed", "5", "-o", str(game)).returncode == 0
    os.chmod(game, 0o640)
    before = game.read_bytes()
    assert len(before) > 1000
    proc = engine("end-round", str(game), "-o", str(game), setup=_files_of_at_most_1000_bytes)
    assert proc.returncode == 2 and f"cannot write {game}" in proc.stderr, proc.stderr
    assert game.read_bytes() == before and oct(mode(game)) == oct(0o640)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temporary file left behind
