"""Solo against Ghosts: Ghosts pass at once, their four steps are shown one by
one with their card and their reason, and the standings set the human against them."""

from __future__ import annotations

from florenza_gui.engine.model.types import Difficulty, Phase, Seat
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from florenza_gui.engine.rules.setup import Seating, new_game


def solo_window(driver):  # type: ignore[no-untyped-def]
    """Anna against two hard Ghosts, opened: the window."""
    seats = [Seating("red", "Anna", Seat.HUMAN), Seating("blue", "Ghost Blue", Seat.GHOST),
             Seating("green", "Ghost Green", Seat.GHOST)]
    driver.put(new_game(seats, seed=8, difficulty=Difficulty.HARD))
    return driver.window


def test_ghosts_pass_at_once_and_no_curtain_drops(driver) -> None:  # type: ignore[no-untyped-def]
    win = solo_window(driver)
    state = win.session.state
    assert state.active == "red"
    assert state.family("blue").passed and state.family("green").passed
    assert not win.hotseat.curtain.isVisible()


def test_each_ghost_step_is_its_own_visible_step_with_its_card(driver) -> None:  # type: ignore[no-untyped-def]
    win = solo_window(driver)
    assert driver.move(Pass())
    driver.confirm_curtain()
    seen: list[tuple[str, str]] = []
    cards_on_board: list[int] = []
    while True:
        if not driver.step():
            break
        seen.append(driver.narration())
        if driver.narration()[0] == "G1":
            cards_on_board.append(len(driver.ghost_cards()))
        if not win.session.in_sequence:
            break
    ghost_rules = [r for r, _ in seen if r.startswith("G")]
    assert ghost_rules == ["G1", "G2", "G3", "G4"] * 2
    g1 = next(text for rule, text in seen if rule == "G1")
    assert "Prestige +" in g1 and "(+2 for hard" in g1 and "Predicatore space" in g1
    g4 = [text for rule, text in seen if rule == "G4"]
    assert all("Kinsman" in t for t in g4)
    assert cards_on_board == [1, 1]


def test_the_final_standings_put_the_human_against_the_ghosts(driver) -> None:  # type: ignore[no-untyped-def]
    win = solo_window(driver)
    c = win.session
    for _ in range(7):
        assert driver.move(CaptainMarker(c.state.family("red").prestige + 1))
        assert driver.move(Pass())
        driver.confirm_curtain()
        driver.skip()
    assert c.state.phase is Phase.GAME_OVER
    text = driver.winner()
    assert "Anna" in text and ("Ghost" in text)
    names = [win.standings_model.index(r, 1).data() for r in range(3)]
    assert sum("(Ghost)" in n for n in names) == 2
