"""Random whole games with every invariant checked after every step; used by
the tests and by ``florenza-engine simulate``."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from .boarddata import standard_board
from .invariants import election_violations, violations
from .moves import (
    BishopMarker,
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
    apply,
    check,
)
from .rounds import end_round_steps
from .setup import Seating, new_game
from .state import GameState
from .types import Difficulty, Phase, Seat

COLOURS = ("red", "blue", "green", "yellow", "purple")


def seatings(humans: int, ghosts: int) -> list[Seating]:
    seats = [Seating(c, c.capitalize(), Seat.HUMAN) for c in COLOURS[:humans]]
    seats += [Seating(c, c.capitalize(), Seat.GHOST) for c in COLOURS[humans : humans + ghosts]]
    return seats


def random_move(state: GameState, r: random.Random) -> Move:
    """A random move for the active family; often illegal, which is the point."""
    chars = sorted(c for ids in state.row for c in ids) or ["nobody"]
    kind = r.randrange(14)
    choices: list[Callable[[], Move]] = [
        lambda: CaptainMarker(r.randrange(-2, 30)),
        lambda: BishopMarker(r.randrange(-1, 12)),
        lambda: KinsmanToPredicatore(r.randrange(0, 6)),
        lambda: KinsmanToBishopCard(),
        lambda: KinsmanToPool(r.choice([None, 1, 2, 3, 4])),
        lambda: PreacherToPredicatore(r.choice(chars), r.randrange(1, 5)),
        lambda: Detain(r.choice(chars)),
        lambda: UseMuse(),
        lambda: FlipCard(r.choice(chars)),
        lambda: SetCounts(r.randrange(-1, 10), r.randrange(-1, 500)),
        lambda: CaptainMarker(r.randrange(0, 15)),
        lambda: BishopMarker(r.randrange(0, 11)),
        lambda: EndTurn(),
        lambda: Pass(),
    ]
    return choices[kind]()


@dataclass
class SimulationResult:
    games: int = 0
    steps: int = 0
    violations: int = 0
    first_problem: str = ""


def play_random_game(
    seed: int,
    humans: int,
    ghosts: int,
    check_invariants: bool = True,
    result: SimulationResult | None = None,
    on_state: Callable[[GameState], None] | None = None,
) -> GameState:
    """Play one whole game with random moves; record any broken invariant."""
    result = result if result is not None else SimulationResult()
    r = random.Random(seed)
    difficulty = r.choice(list(Difficulty))
    state = new_game(seatings(humans, ghosts), seed=seed, difficulty=difficulty, shuffle_order=r.random() < 0.5)

    def observe(s: GameState, where: str, at_rest: bool = True) -> None:
        result.steps += 1
        if on_state is not None:
            on_state(s)
        if check_invariants:
            problems = violations(s, at_rest)
            if problems:
                result.violations += len(problems)
                result.first_problem = result.first_problem or f"seed {seed} {where}: {problems[0]}"

    observe(state, "setup")
    for _ in range(standard_board().last_round):
        guard = 0
        while state.active is not None and guard < 200:
            guard += 1
            move = random_move(state, r)
            if guard > 60:
                move = Pass()
            if check(state, move).ok:
                state, _ = apply(state, move)
                observe(state, f"round {state.round} after {move}")
        before = state
        for step_state, _ in end_round_steps(before):
            state = step_state
            observe(state, f"round {before.round} end of round", at_rest=False)
        observe(state, f"round {before.round} after the end of round")
        if check_invariants:
            problems = election_violations(before, state)
            if problems:
                result.violations += len(problems)
                result.first_problem = result.first_problem or f"seed {seed}: {problems[0]}"
        if state.phase is Phase.GAME_OVER:
            break
    if state.phase is not Phase.GAME_OVER:
        result.violations += 1
        result.first_problem = result.first_problem or f"seed {seed}: the game did not end after round 7"
    result.games += 1
    return state
