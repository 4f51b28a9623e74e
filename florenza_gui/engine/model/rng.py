"""Deterministic randomness: every draw comes from the game's seed and a
purpose label, never from global random state, so a game replays exactly in
any process (string seeds are hashed with SHA-512 by ``random.Random``, not
with ``hash()``, so ``PYTHONHASHSEED`` cannot change them)."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TypeVar

T = TypeVar("T")


def rng(seed: int, purpose: str) -> random.Random:
    return random.Random(f"florenza:{seed}:{purpose}")


def shuffled(seed: int, purpose: str, items: list[T]) -> list[T]:
    """``rng(seed, purpose).shuffle(items)``: the same order drawn from the
    same bits (``random.shuffle``'s loop, each index drawn as
    ``random.Random`` draws one), in place, and ``items`` returned
    (tests/engine/sim/test_random_player.py holds it equal on many seeds)."""
    bits = rng(seed, purpose).getrandbits
    for i, n, k in _draws(len(items)):
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]
    return items


@lru_cache(maxsize=64)
def _draws(length: int) -> tuple[tuple[int, int, int], ...]:
    """The shuffle's draws for ``length`` items, in order: the index it
    swaps, how many it draws among and the bits that takes (worked out once
    for each length, not at every game)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, length)))
