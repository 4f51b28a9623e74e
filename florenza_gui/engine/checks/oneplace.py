"""Every character in exactly one place, counted from the last places found
so: ``invariants._one_place_each`` asks ``moved_within`` first,
and counts every character's place only when it cannot tell."""

from __future__ import annotations

from collections.abc import Mapping

from ..model.state import Character, Row


def _ends_moved(last: tuple[str, ...], now: tuple[str, ...], was: list[str], is_: list[str]) -> None:
    """Add to ``was`` and ``is_`` the characters ``last`` held and ``now``
    holds, less those both hold in the same order: a bag drawn from its
    front, a pile added to at its end (most steps), or else all of them."""
    n, k = len(last), len(now)
    if k <= n and now == last[n - k :]:  # drawn from the front
        was += last[: n - k]
    elif k >= n and now[:n] == last:  # added to at the end
        is_ += now[n:]
    else:
        was += last
        is_ += now


Places = tuple[Row, tuple[str, ...], tuple[str, ...], Mapping[str, Character]]
ONE_PLACE: list[Places | None] = [None]
"""The row, bag, out of game pile and characters of the last state found
with every character in exactly one place (states never change: a step
gives a field a new value, so a part that is the same object holds the
same characters)."""


def moved_within(last: Places, now: Places) -> bool:
    """Whether every character has one place in ``now`` as in ``last`` (which
    has them so): the same characters, and the parts that changed hold,
    together, the characters they held."""
    row, bag, out, characters = now
    last_row, last_bag, last_out, last_characters = last
    if characters is not last_characters and characters.keys() != last_characters.keys():
        return False
    if row is not last_row:  # (``sum`` joins the row's tuples in one call)
        was: list[str] = list(sum(last_row, ()))
        is_: list[str] = list(sum(row, ()))
    else:
        was, is_ = [], []
    if bag is not last_bag:
        _ends_moved(last_bag, bag, was, is_)
    if out is not last_out:
        _ends_moved(last_out, out, was, is_)
    if was == is_:  # (in the same order: the row's cards shifted down, R8.6)
        return True
    if len(was) != len(is_):
        return False
    was.sort()
    is_.sort()
    return was == is_
