"""The checks that count from what they last found: their answer is
the full check's at every state, whatever they were last shown, broken
states included, and their shortcut is taken (so these tests can fail)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from itertools import pairwise

import pytest

from florenza_gui.engine.checks import invariants, oneplace
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.sim import simulate


def _one_place_as_written(state: GameState) -> bool:
    in_row = [c for ids_ in state.row for c in ids_]
    unique = {*in_row, *state.bag, *state.out_of_game}
    return len(unique) != len(in_row) + len(state.bag) + len(state.out_of_game) or unique != state.characters.keys()


def _moved(state: GameState, r: random.Random) -> dict[str, GameState]:
    """``state`` with characters moved between its parts, rightly or wrongly."""
    row, bag, out = state.row, state.bag, state.out_of_game
    cards = [i for i, ids_ in enumerate(row) if ids_]
    card = r.choice(cards) if cards else 0
    pick = r.choice(row[card]) if cards else "nobody"
    less = tuple(c for c in row[card] if c != pick)
    drawn_row = row[:card] + (row[card] + bag[:1],) + row[card + 1 :]
    out_row = row[:card] + (less,) + row[card + 1 :]
    return {
        "as it is": state,
        "same characters, a new dict": replace(state, characters=dict(state.characters)),
        "a card to the out of game pile": replace(state, row=out_row, out_of_game=out + (pick,)),
        "a card to the bag": replace(state, row=out_row, bag=(pick,) + bag),
        "a card drawn": replace(state, bag=bag[1:], row=drawn_row) if bag else state,
        "a card drawn and lost": replace(state, bag=bag[1:]) if bag else replace(state, row=out_row),
        "a card lost": replace(state, row=out_row),
        "a card twice": replace(state, bag=bag + (pick,)),
        "a card in two places, one missing": replace(state, bag=(pick,) + bag[1:]) if bag else state,
        "an unknown card": replace(state, out_of_game=out + ("nobody",)),
        "the bag reversed": replace(state, bag=bag[::-1]),
        "a character forgotten": replace(state, characters={k: v for k, v in state.characters.items() if k != pick}),
    }


def test_one_place_each_counted_from_the_last_places_answers_the_full_check(
        monkeypatch: pytest.MonkeyPatch) -> None:
    real = invariants.moved_within
    shortcut = Counter[bool]()

    def moved_within(last: oneplace.Places, now: oneplace.Places) -> bool:
        answer = real(last, now)
        shortcut[answer] += 1
        return answer

    monkeypatch.setattr(invariants, "moved_within", moved_within)
    found = Counter[str]()
    for seed, (humans, ghosts) in enumerate([(2, 0), (3, 1), (1, 4), (5, 0)]):
        r = random.Random(seed)
        states: list[GameState] = []
        simulate.play_random_game(seed, humans, ghosts, check_invariants=False, on_state=states.append)
        for before, state in pairwise(states):
            for name, one in _moved(state, r).items():
                assert not invariants._one_place_each(before, True)  # the last places: every character once
                expected = _one_place_as_written(one)
                assert bool(invariants._one_place_each(one, True)) is expected, (seed, name)
                found[name] += expected
    assert found["as it is"] == found["the bag reversed"] == found["same characters, a new dict"] == 0, found
    assert found["a card to the out of game pile"] == found["a card to the bag"] == found["a card drawn"] == 0, found
    assert all(found[name] for name in ("a card lost", "a card twice", "a card in two places, one missing",
                                        "an unknown card", "a character forgotten", "a card drawn and lost")), found
    assert shortcut[True] > 1000 and shortcut[False] > 1000, shortcut
