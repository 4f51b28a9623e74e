"""The action phase on a draft (issue 7): when nobody watches, a round's
moves change one private ``Draft`` in place instead of making a snapshot per
move. The state it ends in, its log included (every line's round, rule and
event), must be the one the pure ``attempt`` reaches move by move; the state
it was drafted from must not change; and the pure API stays as it was."""

from __future__ import annotations

import dataclasses
import random

import pytest

from florenza_gui.engine import saves, simulate
from florenza_gui.engine.draft import Draft, replay
from florenza_gui.engine.moves import (
    BishopMarker,
    CaptainMarker,
    EndTurn,
    KinsmanToPredicatore,
    Pass,
    SetCounts,
    attempt,
    play_in_place,
)
from florenza_gui.engine.rounds import end_round
from florenza_gui.engine.setup import new_game
from florenza_gui.engine.state import GameState
from florenza_gui.engine.types import CardSide, Difficulty, Phase

SEATS = ((2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2), (4, 1), (2, 3), (0, 5))


def _fields(state: GameState) -> dict[str, object]:
    fields = {k: v for k, v in state.__dict__.items() if k not in ("log", "_index")}
    fields["families"] = [f.__dict__ for f in state.families]
    return fields


def _lines(state: GameState) -> list[tuple[object, ...]]:
    return [tuple(entry) for entry in state.log]


def test_a_round_played_on_a_draft_ends_where_the_snapshots_end() -> None:
    """Round by round, from twin generators: the unwatched draft and the
    snapshot path (``attempt`` on immutable states) reach equal states,
    field by field and line by line, and draw the same numbers."""
    rounds = 0
    for seed in range(160):
        humans, ghosts = SEATS[seed % len(SEATS)]
        r, twin = random.Random(seed), random.Random(seed)
        difficulty, _ = r.choice(list(Difficulty)), twin.choice(list(Difficulty))
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=difficulty)
        while state.phase is Phase.ACTIONS:
            before = saves.dumps(state)
            draft = Draft.draft(state)
            moves = play_in_place(draft, simulate._Player(r).moves_on(draft))
            fast = draft.done()
            slow = simulate._action_phase(state, simulate._Player(twin), lambda *_: None, "")
            assert saves.dumps(state) == before  # the state drafted from is untouched
            assert type(fast) is GameState
            assert _fields(fast) == _fields(slow), (seed, state.round)
            assert _lines(fast) == _lines(slow), (seed, state.round)
            assert len(fast.log) - len(state.log) == moves
            assert r.getstate() == twin.getstate()
            rounds += 1
            state = end_round(fast)[0]
    assert rounds > 1000


def test_whole_games_unwatched_equal_whole_games_watched() -> None:
    """``play_random_game``: nobody watching (drafts) and somebody watching
    every state (snapshots) write the same file and the same log."""
    for seed in range(40):
        humans, ghosts = SEATS[seed % len(SEATS)]
        fast = simulate.play_random_game(seed, humans, ghosts, check_invariants=False)
        slow = simulate.play_random_game(seed, humans, ghosts, check_invariants=False, on_state=lambda _: None)
        assert saves.dumps(fast) == saves.dumps(slow)
        assert _lines(fast) == _lines(slow)


def test_moves_on_a_recording_draft_are_recorded_the_immutable_way() -> None:
    """A recording draft records a move's changes as ``evolve``'s (new
    families, never the draft's own): replayed, they give the snapshot."""
    state = new_game(simulate.seatings(3, 0), seed=3)
    moves = [CaptainMarker(4), BishopMarker(2), KinsmanToPredicatore(3), SetCounts(2, 9), EndTurn(), Pass()]
    draft = Draft.draft(state, record=True)
    expected = state
    for move in moves:
        verdict, after, _ = attempt(draft, move)
        assert verdict.ok and after is draft
        expected = attempt(expected, move)[1]
    rebuilt = replay(state, draft.take_changes())
    assert _fields(rebuilt) == _fields(expected)
    assert _fields(draft.done()) == _fields(expected)
    assert _lines(draft.done()) == _lines(expected)


def test_finishing_an_action_phase_on_a_draft_ends_where_the_yielded_states_end() -> None:
    """``finish_action_phase`` (a draft) reaches the last state
    ``random_action_phase`` yields (snapshots), with the same draws."""
    for seed in range(60):
        humans, ghosts = SEATS[seed % len(SEATS)]
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, shuffle_order=seed % 2 == 0)
        r, twin = random.Random(seed), random.Random(seed)
        while state.phase is Phase.ACTIONS:
            give_up = 2 + seed % 40
            fast = simulate.finish_action_phase(state, r, give_up)
            slow = state
            for slow in simulate.random_action_phase(state, twin, give_up):  # (the last one)
                pass
            assert _fields(fast) == _fields(slow) and _lines(fast) == _lines(slow), (seed, state.round)
            assert r.getstate() == twin.getstate()
            state = end_round(fast)[0]


def test_with_character_changes_the_fields_named_and_refuses_others() -> None:
    """``GameState.with_character`` (M9's flip) makes the character positionally,
    as ``dataclasses.replace`` would: the other fields kept, an unknown one refused."""
    state = new_game(simulate.seatings(3, 0), seed=4)
    c = sorted(state.characters)[0]
    after = state.with_character(c, side=CardSide.REGULAR)
    assert after.characters[c] == dataclasses.replace(state.characters[c], side=CardSide.REGULAR)
    assert state.characters[c].side is CardSide.NEW  # the snapshot before is untouched
    with pytest.raises(TypeError):
        state.with_character(c, colour="red")
