"""A whole game nobody watches, on one draft (issue 7, ``engine/headless``):
the state it ends in, its log line by line, must be the one the snapshot
path reaches (``attempt`` move by move, ``end_round_steps`` step by step);
the states the log's lines are made from, rebuilt when read, must be those
the game went through; and the steps must read no family off the round's end."""

from __future__ import annotations

import random

import pytest

from florenza_gui.engine import headless, saves, simulate
from florenza_gui.engine.draft import Draft
from florenza_gui.engine.rounds import end_round, end_round_in_place
from florenza_gui.engine.setup import new_game
from florenza_gui.engine.state import GameState
from florenza_gui.engine.types import Difficulty, Phase

from .test_move_draft import SEATS, _fields, _lines  # (the same seats and the same comparisons)


def test_whole_games_on_one_draft_end_where_the_snapshots_end() -> None:
    """``play_random_game`` unwatched (one draft) and watched state by state
    (snapshots): the same fields, the same file, the same log lines."""
    for seed in range(130):
        humans, ghosts = SEATS[seed % len(SEATS)]
        fast = simulate.play_random_game(seed, humans, ghosts, check_invariants=False)
        slow = simulate.play_random_game(seed, humans, ghosts, check_invariants=False, on_state=lambda _: None)
        assert type(fast) is GameState
        assert fast.phase is Phase.GAME_OVER
        assert _fields(fast) == _fields(slow), seed
        assert _lines(fast) == _lines(slow), seed
        assert saves.dumps(fast) == saves.dumps(slow), seed


def test_the_round_starts_rebuilt_for_the_log_are_the_states_the_game_went_through() -> None:
    """``RoundStarts.start_of`` plays the game again from its first state: each
    round's start equals the state the snapshot path (``attempt`` move by
    move, a twin of the player's generator) had when that round began (all
    but its log, which they are made for); and six rounds played on one
    draft end in the snapshot path's state, log and all."""
    for seed in (3, 11, 12):
        humans, ghosts = SEATS[seed % len(SEATS)]
        r, twin = random.Random(seed), random.Random(seed)
        first = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=Difficulty.HARD)
        starts, draft, state = headless.RoundStarts(first), Draft.draft(first), first
        expected = [first]
        for _ in range(6):
            simulate.play_in_place(draft, simulate._Player(r).moves_on(draft))
            starts.add(draft.take_moves())
            end_round_in_place(draft)
            state = end_round(simulate._action_phase(state, simulate._Player(twin), lambda *_: None, ""))[0]
            expected.append(state)
        assert starts.start_of(0) is first
        for played in range(1, 7):
            assert _fields(starts.start_of(played)) == _fields(expected[played]), (seed, played)
        again = random.Random(seed)
        after, _, ended = headless.play_game(first, lambda d, again=again: simulate._Player(again).moves_on(d), 6)
        assert ended == 6 and _fields(after) == _fields(expected[6]) and _lines(after) == _lines(expected[6])


def test_the_state_a_game_is_played_from_is_untouched() -> None:
    state = new_game(simulate.seatings(2, 2), seed=5)
    before = saves.dumps(state)
    after, legal, ended = headless.play_game(state, lambda d: simulate._Player(random.Random(5)).moves_on(d), 7)
    assert saves.dumps(state) == before
    assert after.phase is Phase.GAME_OVER and ended == 7 and legal > 0
    assert len(after.log) > len(state.log) + legal


def test_rounds_stop_at_the_number_asked() -> None:
    state = new_game(simulate.seatings(3, 0), seed=9)
    after, _, ended = headless.play_game(state, lambda d: simulate._Player(random.Random(9)).moves_on(d), 2)
    assert ended == 2 and after.round == 3 and after.phase is Phase.ACTIONS
    assert [e.round for e in after.log][-1] == 3  # the line opening round 3 is written


def test_the_round_end_the_steps_read_holds_no_family() -> None:
    """A step that read a family off the round's end would read the draft's
    own families as the steps change them: it must fail at once instead."""
    draft = Draft.draft(new_game(simulate.seatings(3, 1), seed=4))
    end = draft.round_end()
    assert type(end) is GameState
    assert end.families == () and not end.has_family("red")
    with pytest.raises(KeyError):
        end.family("red")
    for name in ("captain", "bishop", "turn_order", "row", "round", "phase"):
        assert getattr(end, name) == getattr(draft, name), name
    assert not {"_from", "_moves", "_record"} & set(end.__dict__)
