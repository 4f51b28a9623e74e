"""The final standings' step (R9.2, R9.3) lights the families' boards, where the Victory Points,
Resources and Fiorini it compares stand, never the turn order track (found at a projector: the light
sat on an order that put the loser first, beside "Strozzi wins")."""

from __future__ import annotations

from tests.app.test_points_ladder import last_round


def test_the_standings_line_lights_every_familys_board(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(last_round())
    driver.end_actions()
    while window.session.state.standings is None or window.session.in_sequence:
        assert driver.step()
    driver.click_ladder_line("Carla", "Victory Points")  # the total: the standings' line tells it
    assert driver.narration()[0] in ("R9.2", "R9.3")
    boards = [driver.piece(driver.family_board(f.id)).area for f in window.session.state.families]
    assert sorted(r.getRect() for r in driver.spotlights()) == sorted(r.getRect() for r in boards)
