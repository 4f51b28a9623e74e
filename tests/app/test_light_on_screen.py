"""The spotlight moving from step to step repaints only where a frame was or is; the screen must then
show the board exactly as a fresh paint of it does (no old frame left, no new one missing)."""

from __future__ import annotations


def test_the_light_on_the_screen_follows_every_step_and_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.end_actions()
    steps = 0
    while driver.step():
        steps += 1
        where = driver.left_unpainted()
        assert where is None, f"step {steps}: the screen differs from the board painted afresh at {where}"
        if steps % 3 == 0:
            assert driver.back()
            where = driver.left_unpainted()
            assert where is None, f"back from step {steps}: the screen differs at {where}"
            assert driver.step()
    assert steps >= 10
