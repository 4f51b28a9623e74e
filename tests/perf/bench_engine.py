"""Engine benchmark (a script, not a test): run ``python3 tests/perf/bench_engine.py``.

Prints three figures:
  1. microseconds per ``end_round`` for 5 seats, the median over many runs
     from a fixed set of mid-game states;
  2. whole random games per second without invariant checks;
  3. whole random games per second with every invariant checked.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from florenza_gui.engine import simulate
from florenza_gui.engine.rounds import end_round
from florenza_gui.engine.setup import new_game
from florenza_gui.engine.state import GameState
from florenza_gui.engine.types import Phase


def mid_game_states(count: int = 40) -> list[GameState]:
    """States of 5-seat games (humans and Ghosts) at the end of an action
    phase in rounds 2..6, with pieces on the board; fixed by their seeds."""
    out: list[GameState] = []
    seed = 0
    while len(out) < count:
        humans, ghosts = [(5, 0), (3, 2), (1, 4)][seed % 3]
        r = random.Random(seed)
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, shuffle_order=True)
        stop_at = 2 + seed % 5
        while state.phase is Phase.ACTIONS:
            state = simulate.finish_action_phase(state, r)
            if state.round == stop_at:
                out.append(state)
                break
            state, _ = end_round(state)
        seed += 1
    return out


def end_round_microseconds(states: list[GameState], repeats: int = 50) -> float:
    samples: list[float] = []
    for _ in range(repeats):
        for s in states:
            t0 = time.perf_counter_ns()
            end_round(s)
            samples.append((time.perf_counter_ns() - t0) / 1000)
    return statistics.median(samples)


def games_per_second(check_invariants: bool, games: int) -> float:
    seats = [(2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2)]
    for i in range(5):  # warm up
        simulate.play_random_game(10**6 + i, 3, 1, check_invariants=check_invariants)
    started = time.perf_counter()
    for i in range(games):
        humans, ghosts = seats[i % len(seats)]
        simulate.play_random_game(i, humans, ghosts, check_invariants=check_invariants)
    return games / (time.perf_counter() - started)


def main() -> None:
    states = mid_game_states()
    print(f"end_round, 5 seats: {end_round_microseconds(states):.0f} us (median of {len(states) * 50} runs)")
    print(f"games per second, invariants off: {games_per_second(False, 400):.1f}")
    print(f"games per second, invariants on: {games_per_second(True, 400):.1f}")


if __name__ == "__main__":
    main()
