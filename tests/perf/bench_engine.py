"""Engine benchmark (a script, not a test): run ``python3 tests/perf/bench_engine.py``.

Prints these figures (never asserted; the machine may be shared, so each
figure is also given as the best of several runs, in CPU time):
  1. microseconds per ``end_round`` for 5 seats, the median over many runs
     from a fixed set of mid-game states, and the best run's mean;
  2. whole random games per second without invariant checks, mixed seats and
     5 seats (humans and Ghosts), each a game nobody reads (its log off);
  3. whole random games per second with every invariant checked, mixed
     seats and 5 seats;
and the load average before and after, as the figures depend on it.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Phase
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate


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


def end_round_microseconds(states: list[GameState], repeats: int = 50) -> tuple[float, float]:
    """The median of every run (wall clock), and the best pass's mean (CPU time)."""
    samples: list[float] = []
    best = float("inf")
    for _ in range(repeats):
        cpu = time.process_time()
        for s in states:
            t0 = time.perf_counter_ns()
            end_round(s)
            samples.append((time.perf_counter_ns() - t0) / 1000)
        best = min(best, (time.process_time() - cpu) / len(states) * 1e6)
    return statistics.median(samples), best


MIXED = [(2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2)]
FIVE = [(5, 0), (3, 2), (1, 4), (4, 1), (2, 3)]


def games_per_second(check_invariants: bool, games: int, seats: list[tuple[int, int]] = MIXED,
                     passes: int = 3) -> float:
    """The best of ``passes`` passes of ``games`` games, in CPU time (one core)."""
    for i in range(5):  # warm up
        simulate.play_random_game(10**6 + i, 3, 1, check_invariants=check_invariants, log=False)
    best = 0.0
    for _ in range(passes):
        started = time.process_time()
        for i in range(games):
            humans, ghosts = seats[i % len(seats)]
            simulate.play_random_game(i, humans, ghosts, check_invariants=check_invariants, log=False)
        best = max(best, games / (time.process_time() - started))
    return best


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    print(f"load average (1, 5, 15 min) before: {load_average()}")
    states = mid_game_states()
    median, best = end_round_microseconds(states)
    print(f"end_round, 5 seats: {median:.0f} us (median of {len(states) * 50} runs); best pass {best:.0f} us CPU")
    print(f"games per second, invariants off, mixed seats: {games_per_second(False, 200):.1f}")
    print(f"games per second, invariants off, 5 seats: {games_per_second(False, 200, FIVE):.1f}")
    print(f"games per second, invariants on, mixed seats: {games_per_second(True, 200):.1f}")
    print(f"games per second, invariants on, 5 seats: {games_per_second(True, 200, FIVE):.1f}")
    print(f"load average (1, 5, 15 min) after: {load_average()}")


if __name__ == "__main__":
    main()
