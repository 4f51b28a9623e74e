"""A family's own numbers, the one invariant checked family by family
``family_violations`` finds what is broken in them, and
``kept_test`` gives a watcher a quicker yes/no for the few numbers a step
changed.

The family check is a conjunction of conditions each on one number (its
Prestige, its Church, its counts, its tokens). So when a family had
nothing broken and a step changed only some of its numbers, the check's
answer is still "nothing" exactly when the conditions on those numbers
hold: the others read numbers that did not change. ``kept_test`` is that
test; a watcher runs the whole check only when it fails, or when the
family had something broken (tests/engine/checks/test_family_check.py holds the
tests to the check on many families, broken ones included)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from ..model.boarddata import standard_board
from ..model.state import Family
from ..model.violation import Broken, Violation, broken

FAMILY_NUMBERS = frozenset(["prestige", "church", "resources", "fiorini", "cardinal", "tokens"])
"""The ``Family`` fields ``family_violations`` reads (and ``id``, which
changes only with the families' tuple)."""

KeptTest = Callable[[Family], bool]


@cache
def _numbers() -> tuple[int, frozenset[int]]:
    """The board's top Church space and token values, read once."""
    board = standard_board()
    return board.church_max, frozenset(board.board.tokens.denominations)


def family_violations(f: Family) -> list[Violation]:
    """A family's own numbers: its tracks, counts and tokens. A function of
    the family alone, so a watcher checks again only the families a step
    changed (a move changes one)."""
    church_max, denominations = _numbers()
    if (f.prestige >= 0 and 0 <= f.church <= church_max and f.resources >= 0 and f.fiorini >= 0
            and f.cardinal >= 0 and denominations.issuperset(f.tokens)):
        return []  # (the common case, in one test)
    out: list[Violation] = []
    if f.prestige < 0:
        out.append(broken(Broken.PRESTIGE_BELOW_ZERO, "families[].prestige", family=f.id))
    if not 0 <= f.church <= church_max:
        out.append(broken(Broken.CHURCH_OUTSIDE, "families[].church", family=f.id, top=church_max))
    if f.resources < 0 or f.fiorini < 0 or f.cardinal < 0:
        out.append(broken(Broken.COUNT_BELOW_ZERO, "families[]", family=f.id))
    if not denominations.issuperset(f.tokens):
        out.append(broken(Broken.UNKNOWN_TOKEN, "families[].tokens", family=f.id))
    return out


def _nothing_broken(f: Family) -> bool:
    return not family_violations(f)


def _prestige_kept(f: Family) -> bool:
    return f.prestige >= 0


def _counts_kept(f: Family) -> bool:
    return f.resources >= 0 and f.fiorini >= 0 and f.cardinal >= 0


_COUNTS = frozenset(["resources", "fiorini", "cardinal"])


def kept_test(changed: Iterable[str]) -> KeptTest | None:
    """For a family with nothing broken whose numbers ``changed`` (the other
    fields' names are ignored): a test true exactly when it still has
    nothing broken; None when no number it reads changed."""
    names = FAMILY_NUMBERS.intersection(changed)
    if not names:
        return None
    if names <= _COUNTS:
        return _counts_kept
    if len(names) > 1:
        return _nothing_broken
    name = next(iter(names))
    if name == "prestige":
        return _prestige_kept
    church_max, denominations = _numbers()
    if name == "church":
        return lambda f: 0 <= f.church <= church_max
    superset = denominations.issuperset
    return lambda f: superset(f.tokens)
