"""The final standings' step (R9.2, R9.3) lights the families' boards, where the Victory Points,
Resources and Fiorini it compares stand, never the turn order track (found at a projector: the light
sat on an order that put the loser first, beside "Strozzi wins")."""

from __future__ import annotations

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model import places
from florenza_gui.engine.model.places import BISHOP_CARD_PIECE
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


def _boards(driver) -> list[tuple[float, ...]]:  # type: ignore[no-untyped-def]
    return sorted(driver.piece(driver.family_board(f)).area.getRect() for f in ("anna", "bruno", "carla", "dario"))


def test_the_standings_line_of_a_game_read_from_a_file_lights_every_familys_board(driver) -> None:  # type: ignore[no-untyped-def]
    """A line read from a file carries no piece: its light comes from what its rule compared, as when it was
    played (found in a play-through: it lit nothing)."""
    driver.put(end_round(last_round())[0])
    lines = driver.log_lines()
    driver.show_panel("Log")
    driver.pick_log_line(len(lines) - 1)
    assert "R9.3" in lines[-1] or "R9.2" in lines[-1]
    assert sorted(r.getRect() for r in driver.spotlights()) == _boards(driver)


def test_each_line_of_the_ladder_lights_what_earned_its_points(driver) -> None:  # type: ignore[no-untyped-def]
    """Not where the Captain marker ends (found in a play-through: "of which Bishop … (R7.2d)" lit the
    final marker): the Prestige space it stood on at the reveal, the Church space the Bishop's points are
    printed on, the Bishop card the Cardinal was re-elected holding, the plate of the tokens revealed."""
    driver.put(end_round(last_round())[0])
    driver.click_ladder_line("Bruno", "Captain marker stood at 20")
    assert driver.spotlights() == (driver.area_of(places.prestige(20)),)
    driver.click_ladder_line("Bruno", "of which Bishop")
    assert driver.narration()[0] == "R7.2d"
    assert driver.spotlights() == (driver.area_of(places.church(5)),)
    driver.click_ladder_line("Bruno", "of which Cardinal")
    assert driver.spotlights() == (driver.area_of(BISHOP_CARD_PIECE),)
    driver.click_ladder_line("Dario", "Prestige token")
    (plate,) = [p for p in driver.overlays()[1] if p.family == "dario"]
    assert driver.spotlights() == (plate.lit_area(),)
    driver.click_ladder_line("Anna", "Captain marker stood at 0")
    assert driver.spotlights() == (driver.area_of(places.prestige(0)),)
    driver.click_ladder_line("Carla", "Victory Points")
    assert sorted(r.getRect() for r in driver.spotlights()) == _boards(driver)
