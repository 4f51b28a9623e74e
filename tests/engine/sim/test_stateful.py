"""A Hypothesis state machine over whole games: legal and illegal moves,
undo and redo, ends of rounds and save/load round trips, with every
invariant checked after every step."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from florenza_gui.engine.checks.invariants import election_violations, violations
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Difficulty, Phase
from florenza_gui.engine.rules.moves import IllegalMove, Pass, apply, check
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.words.wording import render

SEATS = [(2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2)]
RULE_ID = re.compile(r"^[A-Z]\d+(\.\d+[a-z]?)?$")


@dataclass(frozen=True, slots=True)
class History:
    """A line of states: ``past`` ends with the present; ``future`` holds
    what undo took back, nearest first."""

    past: tuple[GameState, ...]
    future: tuple[GameState, ...] = ()

    @classmethod
    def start(cls, state: GameState) -> History:
        return cls(past=(state,))

    @property
    def present(self) -> GameState:
        return self.past[-1]

    @property
    def can_undo(self) -> bool:
        return len(self.past) > 1

    @property
    def can_redo(self) -> bool:
        return bool(self.future)

    def push(self, state: GameState) -> History:
        return History(past=self.past + (state,))

    def undo(self) -> History:
        if not self.can_undo:
            return self
        return History(past=self.past[:-1], future=(self.past[-1],) + self.future)

    def redo(self) -> History:
        if not self.can_redo:
            return self
        return History(past=self.past + (self.future[0],), future=self.future[1:])



class GameMachine(RuleBasedStateMachine):
    history: History
    r: random.Random

    @initialize(
        seed=st.integers(0, 2**31 - 1),
        seats=st.sampled_from(SEATS),
        difficulty=st.sampled_from(list(Difficulty)),
        shuffle=st.booleans(),
    )
    def start(self, seed: int, seats: tuple[int, int], difficulty: Difficulty, shuffle: bool) -> None:
        humans, ghosts = seats
        self.r = random.Random(seed)
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=difficulty, shuffle_order=shuffle)
        self.history = History.start(state)

    @property
    def state(self) -> GameState:
        return self.history.present

    def _random_move(self, legal: bool, seed: int):
        r = random.Random(seed)
        for _ in range(300):
            move = simulate.random_move(self.state, r)
            if check(self.state, move).ok == legal:
                return move
        return None

    # -- moves ---------------------------------------------------------------------
    @precondition(lambda self: self.state.phase is Phase.ACTIONS and self.state.active is not None)
    @rule(seed=st.integers(0, 2**32 - 1))
    def legal_move(self, seed: int) -> None:
        move = self._random_move(True, seed)
        assert move is not None
        before = self.state
        after, events = apply(before, move)
        assert len(events) == 1 and RULE_ID.match(events[0].rule)
        assert after.log[:-1] == before.log and after.log[-1].rule == events[0].rule
        self.history = self.history.push(after)

    @precondition(lambda self: self.state.phase is Phase.ACTIONS and self.state.active is not None)
    @rule(seed=st.integers(0, 2**32 - 1))
    def illegal_move(self, seed: int) -> None:
        move = self._random_move(False, seed)
        if move is None:
            return
        before = self.state
        text = saves.dumps(before)
        try:
            apply(before, move)
        except IllegalMove as exc:
            assert RULE_ID.match(exc.verdict.rule), exc.verdict
            assert render(exc.verdict)
            assert str(exc).startswith(exc.verdict.rule + ": ")
        else:
            raise AssertionError(f"{move} was not refused")
        assert self.state is before
        assert saves.dumps(self.state) == text

    @precondition(lambda self: self.state.phase is Phase.ACTIONS and self.state.active is not None)
    @rule()
    def everyone_passes(self) -> None:
        while self.state.active is not None:
            self.history = self.history.push(apply(self.state, Pass())[0])

    @precondition(lambda self: self.state.phase is Phase.GAME_OVER)
    @rule()
    def moves_after_the_end_are_refused(self) -> None:
        verdict = check(self.state, Pass())
        assert not verdict.ok and verdict.rule == "R8.1"

    # -- end of round ------------------------------------------------------------------
    @precondition(lambda self: self.state.phase is Phase.ACTIONS and self.state.active is None)
    @rule()
    def end_the_round(self) -> None:
        before = self.state
        after, events = end_round(before)
        assert events and all(RULE_ID.match(e.rule) for e in events)
        assert election_violations(before, after) == []
        if after.phase is Phase.GAME_OVER:
            assert after.round == before.round == 7
            assert after.standings is not None and after.standings.final
        else:
            assert after.round == before.round + 1
            assert all(f.passed == f.is_ghost for f in after.families)
            humans = [f for f in after.turn_order if not after.family(f).is_ghost]
            assert after.active == (humans[0] if humans else None)
        self.history = self.history.push(after)

    @precondition(lambda self: self.state.phase is Phase.ACTIONS)
    @rule()
    def play_out_the_round(self) -> None:
        """Everyone passes and the round ends: gets the machine to round 7 and beyond."""
        self.everyone_passes()
        self.end_the_round()

    # -- undo and redo --------------------------------------------------------------------
    @precondition(lambda self: self.history.can_undo)
    @rule(steps=st.integers(1, 5))
    def undo_then_redo(self, steps: int) -> None:
        before = self.history
        h = before
        steps = min(steps, len(before.past) - 1)
        for _ in range(steps):
            h = h.undo()
        assert len(h.past) == len(before.past) - steps
        assert len(h.future) == len(before.future) + steps
        for _ in range(steps):
            h = h.redo()
        assert h.present is before.present
        assert h.past == before.past and h.future == before.future

    @precondition(lambda self: self.history.can_undo)
    @rule()
    def undo(self) -> None:
        previous = self.history.past[-2]
        present = self.history.present
        self.history = self.history.undo()
        assert self.state is previous
        assert self.history.future[0] is present

    @precondition(lambda self: self.history.can_redo)
    @rule()
    def redo(self) -> None:
        nxt = self.history.future[0]
        self.history = self.history.redo()
        assert self.state is nxt

    # -- saving ---------------------------------------------------------------------------
    @rule()
    def save_and_load(self) -> None:
        text = saves.dumps(self.state)
        back = saves.loads(text)
        assert back == self.state
        assert saves.dumps(back) == text
        # Carry on from the loaded copy: later play must not notice.
        self.history = History(past=self.history.past[:-1] + (back,), future=self.history.future)

    # -- invariants ------------------------------------------------------------------------
    @invariant()
    def every_invariant_holds(self) -> None:
        if not hasattr(self, "history"):
            return
        assert violations(self.state) == []

    @invariant()
    def a_game_in_progress_has_someone_to_act_or_a_round_to_end(self) -> None:
        if not hasattr(self, "history"):
            return
        s = self.state
        if s.phase is Phase.ACTIONS and s.active is not None:
            assert not s.family(s.active).passed and not s.family(s.active).is_ghost


GameMachine.TestCase.settings = settings(
    max_examples=60,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestGameMachine = GameMachine.TestCase
