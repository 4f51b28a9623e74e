"""What if in play shows nothing the game has not shown (RULES.md §9): before the game's own draws (R8.7), both
ends of round played out stop there, in a game of several people and in a solo game against Ghosts alike, and
the window says so, naming the rule. No word of the What if window (its tables, labels, tooltips, accessible
names, its board, its title) names a tile still in the bag, a Ghost card not yet revealed, or a token's value.
A lesson plays both out whole: the tiles drawn are named."""

from __future__ import annotations

import re
from typing import Any

from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.end_of_round import walk
from florenza_gui.engine.rules.moves import BishopMarker, CaptainMarker, Pass
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.engine.words.wording import render
from tests.app.test_what_if import BISHOP_TIE, the_game

NOT_SHOWN = "not shown in play (R8.7)"


def _bag_names(window: Any) -> list[str]:
    state = window.session.state
    return sorted({state.characters[cid].name for cid in state.bag}, key=len, reverse=True)


def assert_what_if_hides(window: Any, driver: Any) -> None:
    """No word of the What if window names a tile in the game's bag, a Ghost card the game has not revealed, the
    Captain marker a Ghost's card would move it to, or a token's value."""
    texts = driver.what_if_words()
    blob = "\n".join(texts)
    names = _bag_names(window)
    found = re.search(rf"\b(?:{'|'.join(map(re.escape, names))})\b", blob)
    assert found is None, f"the bag's {found[0] if found else ''} shows in the What if window"
    assert not re.search(r"banks \d+|worth \d+|tokens?:? \d+ [+=]", blob), "a token value shows"
    s = window.session
    t = s.timeline
    assert t is not None
    state = t.start
    was = {f.id: f.prestige for f in state.families}
    for after, (rule, events, _) in walk(state):
        for e in events:
            if e.kind is EventKind.GHOST_CARD_REVEALED:
                assert render(e) not in blob, f"the Ghost card {render(e)!r} shows"
        if rule.value == "G2":
            for f in after.families:
                if f.is_ghost and f.prestige != was[f.id]:
                    assert f"{after.name(f.id)} {f.prestige}" not in blob, f"{f.name}'s Captain marker after G2"
        state = after


def everyone_passes(driver: Any) -> None:
    while driver.window.session.state.active is not None:
        driver.confirm_curtain()
        assert driver.move(Pass())
    driver.confirm_curtain()


def test_in_a_hotseat_game_what_if_stops_before_the_draw_the_game_has_not_made(window: Any, driver: Any) -> None:
    """Three people at the table, the end of round 1 at its fifth step: What if, a change, Play it out. Both
    ends of round stop before R8.7 and say so; no tile still in the bag is named anywhere in the window;
    stepping on, the game draws as it would have."""
    assert driver.move(CaptainMarker(5))  # Red ahead on the Prestige track: Captain
    everyone_passes(driver)
    for _ in range(5):
        assert driver.step()
    assert driver.step_counter().startswith("Step 5 ") and driver.narration()[0] == "R7.1e"
    real = the_game(window, driver)
    assert driver.what_if()
    assert driver.what_if_marker("bishop", "blue", 4)  # Blue Bishop
    driver.what_if_play()
    assert driver.what_if_said() == ""
    assert driver.what_if_stopped() == "Played out to R8.7: the bag's tiles are not shown in play"
    lines = driver.what_if_lines()
    assert lines["Drawn from the bag"] == (NOT_SHOWN, NOT_SHOWN, False)
    assert lines["Life in Florenza"][0].endswith("(before R8.7)")
    assert lines["Bishop"] == ("nobody", "Blue", True)
    assert driver.what_if_headline() == "R7.2: Blue is Bishop instead of nobody (now at 3 or more)"
    assert_what_if_hides(window, driver)
    driver.what_if_close()
    assert the_game(window, driver) == real


def test_in_a_solo_game_what_if_shows_neither_the_bag_nor_the_ghost_deck(window: Any, driver: Any) -> None:
    """One person against two Ghosts: the bag's order is hidden there too, and so is the Ghost deck (G1)."""
    seats = [Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST),
             Seating("green", "Green", Seat.GHOST)]
    driver.put(new_game(seats, seed=8))
    assert not window.session.mode.lesson
    assert driver.move(BishopMarker(4))
    everyone_passes(driver)
    assert driver.step() and driver.step()
    assert driver.what_if()
    assert driver.what_if_marker("bishop", "red", 2)  # nobody Bishop (R7.2b)
    driver.what_if_play()
    assert driver.what_if_stopped() == "Played out to R8.7: the bag's tiles are not shown in play"
    lines = driver.what_if_lines()
    assert lines["Drawn from the bag"] == (NOT_SHOWN, NOT_SHOWN, False)
    assert lines["Captain markers"][0].endswith("(before R8.7)")  # the Ghosts' cards would move them (G2)
    assert_what_if_hides(window, driver)
    driver.what_if_close()


def test_in_a_lesson_what_if_plays_out_the_draw(window: Any, driver: Any) -> None:
    driver.start_lesson(BISHOP_TIE)
    names = _bag_names(window)
    assert driver.what_if()
    assert driver.what_if_marker("bishop", "blue", 6)
    driver.what_if_play()
    assert driver.what_if_stopped() == ""
    drawn = driver.what_if_lines()["Drawn from the bag"]
    assert drawn[0] == drawn[1] and any(name in drawn[0] for name in names)
    driver.what_if_close()
