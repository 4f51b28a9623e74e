"""The Prestige track has no end (RULES.md §1, M1: any position from 0 up): a Captain marker carried by the
mouse goes round it with the wheel, the space under it wearing the lap it stands for, as the keyboard's does."""

from __future__ import annotations

from florenza_gui.engine.model.places import PrestigeSpace
from florenza_gui.engine.rules.moves import CaptainMarker

WHEEL = "Turn the mouse wheel to carry the marker round the track"


def test_the_wheel_carries_a_captain_marker_a_lap_on(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(37))
    space = driver.printed_space(PrestigeSpace(2))
    driver.drag_to(driver.captain_marker("red"), space)
    assert driver.status().startswith(WHEEL), driver.status()
    assert driver.lap_worn(PrestigeSpace(2)) == ""
    driver.turn_wheel(1, space)
    assert driver.lap_worn(PrestigeSpace(2)) == "+40"
    driver.turn_wheel(1, space)  # (no lap further on: M1's places end 39 past the marker)
    assert driver.lap_worn(PrestigeSpace(2)) == "+40"
    assert driver.let_go_at(space) == (PrestigeSpace(42), PrestigeSpace(42))
    assert window.session.state.family("red").prestige == 42
    assert not driver.status().startswith(WHEEL)


def test_a_marker_past_the_end_shows_its_lap_and_the_wheel_brings_it_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(45))
    space = driver.printed_space(PrestigeSpace(8))
    driver.drag_to(driver.captain_marker("red"), space)
    assert driver.lap_worn(PrestigeSpace(8)) == "+40"  # its own lap, as the marker shows it
    driver.turn_wheel(-1, space)
    assert driver.lap_worn(PrestigeSpace(8)) == ""
    driver.turn_wheel(-1, space)  # (none before the track's start)
    assert driver.let_go_at(space) == (PrestigeSpace(8), PrestigeSpace(8))
    assert window.session.state.family("red").prestige == 8
    assert driver.lap_worn(PrestigeSpace(8)) == ""


def test_the_wheel_still_scrolls_the_board_when_nothing_is_carried(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 720)
    driver.choose("View", "Zoom in")
    driver.scroll_board_to(0)
    driver.turn_wheel(-1, driver.printed_space(PrestigeSpace(2)))
    assert driver.board_scrolled() > 0
    assert window.session.state.family("red").prestige == 0
