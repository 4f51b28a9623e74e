"""A "why not" step lights what it compared (found in a play-through: the tie
for Captain lit nothing, and tied markers fanned two abreast straddled the
spaces either side): R7.1a lights each tied Captain marker on its own, and
the space they are tied on, where they stand one above another; R7.2b lights
every Bishop marker, all below the 3 a Bishop needs."""

from __future__ import annotations

from florenza_gui.engine.model import places
from tests.engine.builders import fam, game


def test_each_tied_marker_is_lit_on_its_own_on_the_space_they_share(driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(game(fam("red", prestige=9, church=2), fam("blue", prestige=9, church=1), fam("green", prestige=4)))
    driver.end_actions()
    assert driver.step()
    assert driver.narration()[0] == "R7.1a"
    tied = [driver.area_of(places.captain_marker(f)) for f in ("red", "blue")]
    assert driver.spotlights() == (*tied, driver.area_of(places.prestige(9)))
    assert tied[0].center().x() == tied[1].center().x(), "the tied markers stand one above the other"
    assert driver.area_of(places.prestige(9)).contains(tied[0].center())
    while driver.narration()[0] != "R7.2b":
        assert driver.step()
    assert sorted(r.getRect() for r in driver.spotlights()) == sorted(
        driver.area_of(places.bishop_marker(f)).getRect() for f in ("red", "blue", "green"))
