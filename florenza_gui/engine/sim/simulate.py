"""Random whole games with every invariant checked after every step; used by
the tests and by ``florenza-engine simulate`` (the player: ``randomplayer``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..checks.invariants import election_violations
from ..checks.phase7_postconditions import elected_violations
from ..fast.randomplayer import PASS_AFTER_TURN, _below, _Player, finish_action_phase, random_action_phase, random_move
from ..fast.watcher import Watcher
from ..fast.working import WorkingCopy
from ..model.boarddata import standard_board
from ..model.changes import Changes, Step
from ..model.state import GameState
from ..model.types import Difficulty, Phase, Seat
from ..model.violation import Violation
from ..rules.end_of_round import end_round_steps
from ..rules.moves import Move, Pass, attempt
from ..rules.setup import Seating, new_game
from ..words.wording import render
from .headless import play_game

__all__ = [  # (and the random player's names, which the tests and the bench read here)
    "COLOURS", "PASS_AFTER_TURN", "Pass", "SimulationResult", "_Player", "_below",
    "finish_action_phase", "play_random_game", "random_action_phase", "random_move", "seatings",
]

COLOURS = ("red", "blue", "green", "yellow", "purple")
_DIFFICULTIES = tuple(Difficulty)  # (in the enum's order, as ``list(Difficulty)`` gives them)


def seatings(humans: int, ghosts: int) -> list[Seating]:
    return list(_seatings(humans, ghosts))


@cache  # (immutable values, made once for each mix of seats)
def _seatings(humans: int, ghosts: int) -> tuple[Seating, ...]:
    seats = [Seating(c, c.capitalize(), Seat.HUMAN) for c in COLOURS[:humans]]
    seats += [Seating(c, c.capitalize(), Seat.GHOST) for c in COLOURS[humans : humans + ghosts]]
    return tuple(seats)


def _action_phase(state: GameState, player: _Player, observe: Callable[[GameState, str, Move], None],
                  where: str) -> GameState:
    """The player's tries until everyone has passed, ``observe`` shown every
    new state and the move that made it."""
    while state.active is not None:
        move = player.next_move(state)
        verdict, after, _ = attempt(state, move)
        if verdict.ok:
            state = after
            observe(state, where, move)
    return state


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
    log: bool = True,
) -> GameState:
    """Play one whole game with random moves; record any broken invariant.
    Nobody shown the states (no ``on_state``), the game is played on a
    working copy, its log written only with ``log``."""
    game = _Game(seed, result if result is not None else SimulationResult(), check_invariants, on_state)
    r = random.Random(seed)
    difficulty = r.choice(_DIFFICULTIES)
    state = new_game(seatings(humans, ghosts), seed=seed, difficulty=difficulty, shuffle_order=r.random() < 0.5)
    game.observe(state, "setup", full=True)
    rounds = standard_board().last_round
    if on_state is None and not check_invariants:  # nobody watches: the whole game on one working copy
        state, moves, ended = play_game(state, lambda working: _Player(r).moves_on(working), rounds, log)
        game.result.steps += moves + ended
    elif on_state is None:  # checked, nobody shown the states: the whole game on one working copy
        state = game.play_working(state, r, rounds, log)
    else:
        state = game.play(state, r, rounds)
    result = game.result
    if state.phase is not Phase.GAME_OVER:
        result.violations += 1
        result.first_problem = result.first_problem or f"seed {seed}: the game did not end after round {rounds}"
    result.games += 1
    return state


class _Game:
    """One game's steps, counted and (``check``) checked: every state a move
    or a step of an end of round leaves, with every invariant (the watcher
    runs again those a step may have broken; all of them at a round's
    boundaries). Somebody shown every state (``on_state``) is shown
    snapshots (``play``); otherwise the whole game is played on one working
    copy changed in place (``headless.play_game``; ``play_working`` when
    checked, the watcher told each move's and step's changes)."""

    def __init__(self, seed: int, result: SimulationResult, check: bool,
                 on_state: Callable[[GameState], None] | None) -> None:
        self.seed, self.result, self.check, self.on_state = seed, result, check, on_state
        self.watcher = Watcher()

    def observe(self, s: GameState, where: str, move: Move | None = None, at_rest: bool = True,
                full: bool = False) -> None:
        """Count a snapshot and check every invariant: those the step may
        have broken (the watcher), or all of them (``full``)."""
        self.result.steps += 1
        if self.on_state is not None:
            self.on_state(s)
        if self.check:
            watcher = self.watcher
            self.report(watcher.violations_of_all(s, at_rest) if full else watcher.violations(s, at_rest), where, move)

    def report(self, problems: list[Violation], where: str = "", move: Move | None = None) -> None:
        """Count ``problems`` and keep the first in words. The move is added
        to ``where`` only then: formatting one for every step is costly."""
        if problems:
            result = self.result
            result.violations += len(problems)
            if move is not None:
                where += f" after {move}"
            where = f"seed {self.seed} {where}" if where else f"seed {self.seed}"
            result.first_problem = result.first_problem or f"{where}: {render(problems[0])}"

    def play(self, state: GameState, r: random.Random, rounds: int) -> GameState:
        """Up to ``rounds`` rounds of the random player's moves, each
        followed by its end of round, until the game is over."""
        for _ in range(rounds):
            before = self.action_phase(state, _Player(r))
            state = self.end_of_round(before)
            if self.check:
                self.report(election_violations(before, state))
            if state.phase is Phase.GAME_OVER:
                break
        return state

    def action_phase(self, state: GameState, player: _Player) -> GameState:
        """The player's tries until everyone has passed, every state shown."""
        return _action_phase(state, player, self.observe, f"round {state.round}")

    def end_of_round(self, before: GameState) -> GameState:
        """Phase 7 and Phase 8 from ``before``: every step shown, counted (and
        checked), and the state they end in (all the checks at rest)."""
        ending, after = f"round {before.round} end of round", f"round {before.round} after the end of round"
        state = before  # (the step-by-step view's states: tests/engine/test_step_records.py)
        for state, _ in end_round_steps(before):
            self.observe(state, ending, at_rest=False)
        self.observe(state, after, full=True)
        return state

    def play_working(self, state: GameState, r: random.Random, rounds: int, log: bool) -> GameState:
        """``play``, checked, on one working copy for the whole game (as
        ``headless.play_game`` plays one nobody watches): every move and every
        step changes it in place and the watcher is told their changes; the
        election check reads the round's end. The same states checked, the
        same steps counted and the same game (tests/engine/fast/test_working_copy.py)."""
        working, result, watcher = WorkingCopy(state, log), self.result, self.watcher
        where = ""

        def made_one(move: Move, changes: Changes) -> None:
            problems = watcher.violations_changed(working.state, changes)
            if problems:
                self.report(problems, where, move)

        def each(after: GameState, step: Step) -> None:
            result.steps += 1
            problems = watcher.violations_changed(after, step[2], False)
            if problems:
                self.report(problems, where)

        for _ in range(rounds):
            where, ended = f"round {working.state.round}", working.state.round
            result.steps += working.play(_Player(r).moves_on(working.state), made_one)
            where = f"round {ended} end of round"
            start, _ = working.end_round(each)
            result.steps += 1  # the state at rest (the checks do not read its log)
            self.report(watcher.violations_changed(working.state, (), True), f"round {ended} after the end of round")
            self.report(elected_violations(start.families, working.state))
            if working.state.phase is Phase.GAME_OVER:
                break
        return working.finish()
