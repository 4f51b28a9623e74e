"""Small helpers for the engine's sentences (all wording is the project's own)."""

from __future__ import annotations

from collections.abc import Sequence


def join(words: Sequence[str]) -> str:
    """``["A"]`` -> ``A``; ``["A", "B", "C"]`` -> ``A, B and C``."""
    if not words:
        return "nobody"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"

