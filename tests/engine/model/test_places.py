"""The places and pieces kept by key (``places.prestige`` and the like)."""

from __future__ import annotations


def test_the_places_made_once_equal_new_ones_and_stay_bounded() -> None:
    """``places.prestige(3)`` and the like are kept by key (a dict's
    ``__getitem__``): the same value as a new one, the same object while
    kept, and no more than ``_KEPT`` of them (a value may come from a file)."""
    from florenza_gui.engine.model import places

    assert places.prestige(3) == places.PrestigeSpace(3) and places.prestige(3) is places.prestige(3)
    assert places.held_by("red") == places.HeldBy("red") and type(places.pool("red")) is places.Pool
    assert places.prestige(3) != places.church(3)
    for n in range(places._KEPT * 3):
        assert places.turn(n) == places.TurnSpace(n)
    kept = places.turn.__self__  # type: ignore[attr-defined]
    assert 0 < len(kept) <= places._KEPT
