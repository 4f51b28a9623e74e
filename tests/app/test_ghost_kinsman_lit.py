"""G4 lights the Kinsman the Ghost's card put on a Predicatore space, where
it stands, not one still waiting in the Ghost's pool (found at a projector:
the light sat on the pool while the room looked for the Kinsman placed)."""

from __future__ import annotations

from florenza_gui.engine.model.events import EventKind
from tests.app.test_overlays_cover_nothing import solo_before_the_end_of


def test_g4_lights_the_kinsman_on_its_space(driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(solo_before_the_end_of(6))
    placed = 0
    while driver.step():
        s = driver.window.session
        events = [e for e in s.shown_events if e.kind is EventKind.KINSMAN_PLACED and e.to is not None]
        for event in events:
            (kinsman,) = [k for k in driver.kinsmen(event.family) if driver.piece(k).place == event.to]
            assert driver.spotlights() == (driver.piece(kinsman).area,), (event, driver.spotlights())
            placed += 1
        if not s.in_sequence:
            break
    assert placed >= 1
