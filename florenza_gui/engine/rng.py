"""Deterministic randomness: every draw comes from the game's seed and a
purpose label, never from global random state, so a game replays exactly in
any process (string seeds are hashed with SHA-512 by ``random.Random``, not
with ``hash()``, so ``PYTHONHASHSEED`` cannot change them)."""

from __future__ import annotations

import random
from typing import TypeVar

T = TypeVar("T")


def rng(seed: int, purpose: str) -> random.Random:
    return random.Random(f"florenza:{seed}:{purpose}")


def shuffled(seed: int, purpose: str, items: list[T]) -> list[T]:
    """``rng(seed, purpose).shuffle(items)``, the same order drawn from the
    same bits, in place, and ``items`` returned. ``random.shuffle`` is pure
    Python and draws each index with a call to ``_randbelow``; this is its
    loop (CPython 3.11 and later) with ``_randbelow_with_getrandbits``
    written inline, a third of the work for every new game
    (tests/engine/test_random_player.py holds it equal on many seeds)."""
    bits = rng(seed, purpose).getrandbits
    for i in reversed(range(1, len(items))):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]
    return items
