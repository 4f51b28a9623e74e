"""The draw's question in Predict mode names the tiles drawn (with their rounds, to say where they go): the
board shows them drawn, waiting beside the row, never under a Life card before the answer; and in play the
draw is as good as shown from then on, so nothing goes back to before it (RULES.md §9: no play mode returns
to before a tile is drawn): Back, the scenario editor and Save treat it as past the draw's point of no return."""

from __future__ import annotations

import json
from dataclasses import replace

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import scenario_dir
from florenza_gui.engine.model.asks import Ask
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.types import LIFE_CARDS


def _until_the_draw_is_asked(driver) -> None:  # type: ignore[no-untyped-def]
    """Step on, answering every question right, until the draw's question waits."""
    while (q := driver.asked()) is None or q.ask is not Ask.DRAW_UNDER:
        if q is None:
            assert driver.step() or driver.asked() is not None, "the end of round ended with no draw asked"
        else:
            driver.answer(q.answer)


def test_the_board_shows_the_tiles_drawn_beside_the_row_until_the_answer_places_them(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson("One tile left in the bag")
    _until_the_draw_is_asked(driver)
    q = driver.asked()
    game = window.session.state
    named = sorted((game.characters[c].name, rounds) for c, rounds in q.given.items())
    assert driver.drawn_waiting() == named == [("Donatello", 5)]
    assert all(c not in under for under in game.row for c in q.given)  # no drawn card under a Life card yet
    driver.answer(q.answer)
    assert driver.drawn_waiting() == []
    placed = window.session.state.row
    assert all(c in placed[LIFE_CARDS.index(card)] for c, card in q.answer.items())


def test_in_a_solo_game_the_draws_question_is_past_its_point_of_no_return(window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    state = saves.load_path(scenario_dir() / "ghost-wraparound.json")  # Medici against three Ghosts
    driver.put(replace(state, scenario=None))  # a solo game in play, not a lesson
    driver.predict()
    driver.step()
    _until_the_draw_is_asked(driver)
    assert driver.drawn_waiting()  # the tiles are named, and shown
    assert not driver.back(), "Back went to before the draw its question has named"
    assert not driver.enabled("Game", "Back") and "(R8.7): a tile was drawn" in driver.action("Game", "Back").toolTip()
    assert not driver.start_editor(), "the editor opened on the round's start, the draw already named"
    assert "(R8.7): a tile was drawn" in driver.status()
    path = tmp_path / "mid-draw.json"
    assert window.files.save_to(str(path))
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["round"] == state.round + 1  # the round's end, as once the draw is shown
    assert window.session.passed_no_return is Rule.R8_7
