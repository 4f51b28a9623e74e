"""The same seed gives the same game, byte for byte, whatever the process
and its hash seed (RULES.md §2: a game replays identically)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = r"""
import sys
from florenza_gui.engine.files import saves
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.rules.end_of_round import end_round_steps
from florenza_gui.engine.words.wording import render

seed, humans, ghosts = (int(a) for a in sys.argv[1:4])
lines = []
def on_state(state):
    lines.append(f"{len(state.log)} {state.active} {state.round} {','.join(state.turn_order)}")
final = simulate.play_random_game(seed, humans, ghosts, on_state=on_state)
sys.stdout.write(saves.dumps(final))
for entry in final.log:
    sys.stdout.write(f"{entry.round} {entry.rule} {render(entry)}\n")
sys.stdout.write("\n".join(lines) + "\n")
sys.stdout.write(repr(sorted(set(final.characters))) + "\n")
"""

GAMES = [(7, 3, 0), (8, 1, 2), (9, 5, 0), (10, 2, 2), (11, 1, 4)]


def _run(argv: list[str], hash_seed: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    return subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120, check=False)


def _spawn(argv: list[str], hash_seed: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)


@pytest.mark.parametrize(("seed", "humans", "ghosts"), GAMES)
def test_a_whole_game_is_identical_under_different_hash_seeds(seed: int, humans: int, ghosts: int) -> None:
    argv = [sys.executable, "-c", SCRIPT, str(seed), str(humans), str(ghosts)]
    procs = [_spawn(argv, h) for h in ("1", "12345")]
    outs = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        outs.append(out)
    a, b = outs
    assert '"phase": "game_over"' in a
    assert a.count("\n") > 100
    assert a == b


def test_different_seeds_give_different_games() -> None:
    from florenza_gui.engine.files import saves
    from florenza_gui.engine.sim import simulate

    assert saves.dumps(simulate.play_random_game(1, 3, 0)) != saves.dumps(simulate.play_random_game(2, 3, 0))
    assert saves.dumps(simulate.play_random_game(1, 3, 0)) == saves.dumps(simulate.play_random_game(1, 3, 0))


def _engine_command() -> list[str]:
    script = shutil.which("florenza-engine")
    return [script] if script else [sys.executable, "-m", "florenza_gui.cli"]


@pytest.mark.parametrize(
    "extra",
    [
        [],
        ["--families", "anna,bruno", "--ghosts", "2", "--difficulty", "hard"],
        ["--families", "red,blue,green,yellow,purple"],
    ],
)
def test_new_with_a_seed_is_identical_under_different_hash_seeds(extra: list[str]) -> None:
    argv = [*_engine_command(), "new", "--seed", "7", *extra]
    first, second = (_run(argv, h) for h in ("1", "12345"))
    assert first.returncode == second.returncode == 0, first.stderr + second.stderr
    assert first.stdout == second.stdout
    assert first.stderr == second.stderr
    assert '"seed": 7' in first.stdout


def test_end_round_is_identical_under_different_hash_seeds(tmp_path: Path) -> None:
    start = tmp_path / "start.json"
    made = _run([*_engine_command(), "new", "--seed", "7", "--ghosts", "2", "-o", str(start)], "0")
    assert made.returncode == 0, made.stderr
    outs = []
    for h in ("1", "12345"):
        proc = _run([*_engine_command(), "end-round", str(start)], h)
        assert proc.returncode == 0, proc.stderr
        outs.append((proc.stdout, proc.stderr))
    assert outs[0] == outs[1]
