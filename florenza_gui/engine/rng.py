"""Deterministic randomness: every draw comes from the game's seed and a
purpose label, never from global random state, so a game replays exactly in
any process (string seeds are hashed with SHA-512 by ``random.Random``, not
with ``hash()``, so ``PYTHONHASHSEED`` cannot change them)."""

from __future__ import annotations

import random


def rng(seed: int, purpose: str) -> random.Random:
    return random.Random(f"florenza:{seed}:{purpose}")
