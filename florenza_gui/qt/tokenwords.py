"""A family's tokens written as a sum, for the two surfaces that may show
their values: the owner's peek behind the curtain (RULES.md §9) and the R9.1
reveal at the end of the game. One writing for both."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence


def token_values(values: Sequence[int], fits: Callable[[str], bool]) -> str:
    """``values`` one by one, highest first ("10 + 10 + 5 + 2", whatever order
    they were banked in), when ``fits`` says that writing fits; otherwise counted
    by value, highest first ("6×10 + 6×5 + 2"), which stays short however many
    tokens there are: every family's tokens read in the same order."""
    one_by_one = " + ".join(map(str, sorted(values, reverse=True)))
    if fits(one_by_one):
        return one_by_one
    counts = Counter(values)
    return " + ".join(f"{counts[v]}×{v}" if counts[v] > 1 else str(v) for v in sorted(counts, reverse=True))
