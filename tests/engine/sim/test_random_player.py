"""The random player of ``simulate`` draws its numbers with ``_below`` (one
Python call on ``getrandbits``) instead of ``random.Random.randrange`` and
``choice``: the same seed must still make the same moves, so the same games.
Proved here against the same player written with ``randrange`` and
``choice``, move by move, on many seeds and seatings."""

from __future__ import annotations

import random

import pytest

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.places import BISHOP_CARD, PredicatoreSpace
from florenza_gui.engine.model.rng import rng, shuffled
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Difficulty, Phase
from florenza_gui.engine.rules.moves import (
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
    attempt,
)
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate


# -- the player with random.Random's own randrange and choice ---------------------------------
def reference_move(state: GameState, r: random.Random) -> Move:
    chars = sorted(c for ids in state.row for c in ids) or ["nobody"]
    kind = r.randrange(14)
    moves: dict[int, object] = {3: KinsmanToBishopCard(), 7: UseMuse(), 12: EndTurn(), 13: Pass()}
    if kind in moves:
        return moves[kind]  # type: ignore[return-value]
    if kind == 0:
        return CaptainMarker(r.randrange(-2, 30))
    if kind == 1:
        return BishopMarker(r.randrange(-1, 12))
    if kind == 2:
        return KinsmanToPredicatore(r.randrange(0, 6))
    if kind == 4:
        space = r.choice([None, 1, 2, 3, 4])
        return KinsmanToPool(BISHOP_CARD if space is None else PredicatoreSpace(space))
    if kind == 5:
        return PreacherToPredicatore(r.choice(chars), r.randrange(1, 5))
    if kind in (6, 8):
        return Detain(r.choice(chars)) if kind == 6 else FlipCard(r.choice(chars))
    if kind == 9:
        return SetCounts(r.randrange(-1, 10), r.randrange(-1, 500))
    return CaptainMarker(r.randrange(0, 15)) if kind == 10 else BishopMarker(r.randrange(0, 11))


class ReferencePlayer(simulate._Player):
    def next_move(self, state: GameState) -> Move:
        r = self.r
        if state.active != self.turn_of:
            self.turn_of, self.turn_tries = state.active, 0
        self.tries += 1
        self.turn_tries += 1
        if self.tries > self.per_round:
            return Pass()
        if self.turn_tries > self.per_turn:
            return Pass() if r.random() < simulate.PASS_AFTER_TURN else EndTurn()
        if self.long and r.random() < 0.5:
            return KinsmanToBishopCard() if r.random() < 0.25 else KinsmanToPredicatore(r.randrange(1, 5))
        return reference_move(state, r)


# -- the proofs ----------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 11, 13, 14, 15, 32, 501, 1000])
def test_below_draws_what_randrange_and_choice_draw(n: int) -> None:
    for seed in range(50):
        a, b = random.Random(seed), random.Random(seed)
        seq = list(range(n))
        for _ in range(40):
            assert simulate._below(a.getrandbits, n) == b.randrange(n)
            assert seq[simulate._below(a.getrandbits, n)] == b.choice(seq)
            assert simulate._below(a.getrandbits, n) - 3 == b.randrange(-3, n - 3)
        assert a.getstate() == b.getstate()


def test_the_player_makes_the_moves_it_made_with_randrange_and_choice() -> None:
    """Both players play the same games side by side, from twin generators:
    every move, and the generators' states after every round, are equal."""
    seats = [(2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2)]
    moves = 0
    for seed in range(120):
        humans, ghosts = seats[seed % len(seats)]
        r, twin = random.Random(seed), random.Random(seed)
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=Difficulty.EASY)
        while state.phase is Phase.ACTIONS:
            player, reference = simulate._Player(r), ReferencePlayer(twin)
            while state.active is not None:
                move = player.next_move(state)
                assert move == reference.next_move(state), (seed, state.round, moves)
                moves += 1
                verdict, after, _ = attempt(state, move)
                state = after if verdict.ok else state
            assert r.getstate() == twin.getstate()
            state, _ = end_round(state)
    assert moves > 12_000


def test_random_move_draws_what_it_drew_with_randrange_and_choice() -> None:
    """``random_move`` alone (the bench and the stateful test use it), on
    states with and without characters in the row."""
    state = new_game(simulate.seatings(3, 1), seed=5)
    empty = state.evolve(row=((), (), (), ()))
    for seed in range(300):
        r, twin = random.Random(seed), random.Random(seed)
        for s in (state, empty) * 20:
            assert simulate.random_move(s, r) == reference_move(s, twin)
        assert r.getstate() == twin.getstate()


def test_shuffled_orders_what_random_shuffle_orders() -> None:
    """``rng.shuffled`` (a new game's bag and turn order, the Ghost deck) is
    ``random.Random.shuffle`` on the same generator, on many seeds and lengths."""
    for seed in range(200):
        for length in (0, 1, 2, 3, 5, 12, 17, 30, 64):
            items = list(range(length))
            expected = list(items)
            rng(seed, f"test:{length}").shuffle(expected)
            assert shuffled(seed, f"test:{length}", items) == expected
            assert items == expected  # (in place, as ``shuffle``)
