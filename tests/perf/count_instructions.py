"""Instructions the engine takes, counted by callgrind (a script, not a test):
``python3 tests/perf/count_instructions.py``.

Load cannot sway an instruction count, so a change of the engine's speed is
judged by these figures; the wall-clock bench (``bench_engine.py``) gives the
floors. Each figure is ``valgrind --tool=callgrind`` over this script in one
mode, less the same script in the mode that does everything but the work
counted (``PYTHONHASHSEED=0``, the board read and a few games played first):

- a game: 100 whole random five-seat games nobody reads (the bench's five
  seatings in turn, seeds 0 to 99, their log off), less ``none``;
- a checked game: the same games with every invariant checked, less ``none``;
- an ``end_round``: 400 of them from the bench's 40 mid-game positions, less
  ``positions`` (which only makes the positions).

Run with a mode (``none``, ``games``, ``checked``, ``positions``,
``end_round``) it is the script callgrind runs; without one it runs them all
under callgrind and prints the figures (a few minutes).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

GAMES = 100
ENDS = 400
FIVE = [(5, 0), (3, 2), (1, 4), (4, 1), (2, 3)]


def run(mode: str) -> None:
    from florenza_gui.engine.fast.working import end_round
    from florenza_gui.engine.model.boarddata import standard_board
    from florenza_gui.engine.sim import simulate

    standard_board()
    for i in range(3):  # warm up, the same in every mode
        simulate.play_random_game(10**6 + i, 3, 1, check_invariants=True, log=False)
        simulate.play_random_game(10**6 + i, 3, 1, check_invariants=False, log=False)
    if mode in ("games", "checked"):
        for i in range(GAMES):
            humans, ghosts = FIVE[i % len(FIVE)]
            simulate.play_random_game(i, humans, ghosts, check_invariants=mode == "checked", log=False)
    elif mode in ("positions", "end_round"):
        sys.path.insert(0, str(ROOT / "tests" / "perf"))
        from bench_engine import mid_game_states

        states = mid_game_states()
        end_round(states[0])
        if mode == "end_round":
            for _ in range(ENDS // len(states)):
                for state in states:
                    end_round(state)


def count(mode: str) -> int:
    """Instructions callgrind counts for this script in ``mode``."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                           __file__, mode], env=env, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    assert found is not None, done.stderr
    return int(found.group(1))


def main() -> None:
    if len(sys.argv) > 1:
        run(sys.argv[1])
        return
    n = {mode: count(mode) for mode in ("none", "games", "checked", "positions", "end_round")}
    print(f"instructions a game, 5 seats: {(n['games'] - n['none']) / GAMES / 1e6:.2f} M")
    print(f"instructions a game, every invariant checked, 5 seats: {(n['checked'] - n['none']) / GAMES / 1e6:.2f} M")
    print(f"instructions an end_round, 5 seats: {(n['end_round'] - n['positions']) / ENDS / 1e6:.3f} M")


if __name__ == "__main__":
    main()
