"""The log: an immutable sequence grown by sharing its prefix, whose new
entries may be given as how to make them (``extend_later``)."""

from __future__ import annotations

import pytest

from florenza_gui.engine.model.log import Log


def test_extend_shares_the_prefix_and_reads_as_one_sequence() -> None:
    first = Log.EMPTY.extend([1, 2])
    second = first.extend([3])
    assert list(second) == [1, 2, 3] and len(second) == 3
    assert list(first) == [1, 2]  # the older log is unchanged
    assert second[-1] == 3 and second[0] == 1 and second[1:] == (2, 3)
    assert second == (1, 2, 3) and second == Log([1, 2, 3])
    assert first.extend([]) is first


def test_entries_made_later_are_made_once_when_first_read() -> None:
    made: list[int] = []

    def make() -> list[str]:
        made.append(1)
        return ["c", "d"]

    log = Log.EMPTY.extend(["a", "b"]).extend_later(2, make)
    assert len(log) == 4 and not made  # counted, not made
    longer = log.extend(["e"])
    assert len(longer) == 5 and not made
    assert list(longer) == ["a", "b", "c", "d", "e"] and made == [1]
    assert list(log) == ["a", "b", "c", "d"] and log[-1] == "d" and made == [1]


def test_the_last_entry_made_later_is_read_without_the_others() -> None:
    log = Log.EMPTY.extend_later(2, lambda: ("x", "y"))
    assert log[-1] == "y" and log[len(log) - 1] == "y" and log == ("x", "y")


def test_nothing_to_make_is_the_same_log() -> None:
    log = Log(["a"])
    assert log.extend_later(0, lambda: ()) is log


def test_entries_made_later_must_be_as_many_as_promised() -> None:
    log = Log(["a"]).extend_later(2, lambda: ["b"])
    with pytest.raises(ValueError, match="as many as were promised"):
        list(log)
