"""What if's Families table, the scenario editor's own: a family's Fiorini set in the last round changes who
wins on the tie-break (R9.3), Play it out naming the difference; a count a file cannot hold is refused naming
its field, nothing changed; the table shows a family's tokens as a count only, never their values (RULES.md §9);
Close leaves the game as it was."""

from __future__ import annotations

from typing import Any

from florenza_gui.engine.files.scenarios import list_scenarios, load_scenario
from tests.app.test_what_if import the_game

FIORINI = "The last round: who wins?"
STANDINGS = "1. Strozzi 23 VP  2. Medici 23 VP  3. Pazzi 18 VP"  # Medici and Strozzi tied, Strozzi richer
MEDICI_FIRST = "1. Medici 23 VP  2. Strozzi 23 VP  3. Pazzi 18 VP"


def test_more_fiorini_for_medici_wins_the_last_round_on_the_tie_break(window: Any, driver: Any) -> None:
    driver.start_lesson(FIORINI)
    real = the_game(window, driver)
    assert driver.what_if()  # everyone has passed: the round's end, before its first step
    table = driver.what_if_families()
    assert table["Fiorini"]["Medici"].startswith("300 |") and table["Fiorini"]["Strozzi"].startswith("350 |")
    assert driver.what_if_count("red", "Fiorini", 400)
    assert driver.what_if_position().family("red").fiorini == 400
    assert driver.what_if_families()["Fiorini"]["Medici"].startswith("400 |")
    assert the_game(window, driver) == real, "the change reached the game"
    driver.what_if_play()
    assert driver.what_if_said() == ""
    assert driver.what_if_headline() == f"R9.3: the final standings: {MEDICI_FIRST} instead of {STANDINGS}"
    assert driver.what_if_rules().splitlines()[1].startswith("What if, R9.3: ")
    lines = driver.what_if_lines()
    assert lines["Final standings"] == (STANDINGS, MEDICI_FIRST, True)
    assert {name for name, (_, _, differs) in lines.items() if differs} == {"Final standings"}
    driver.what_if_close()
    assert not driver.what_if_open()
    assert the_game(window, driver) == real, "closing What if left the game otherwise"
    driver.skip()
    assert window.session.state.standings.standings[0].family == "blue"  # the game's own winner


def test_in_play_a_count_below_0_is_refused_naming_its_field(window: Any, driver: Any) -> None:
    """Three people at the table, the game over: What if opens once the tokens are revealed (R9.1), on the
    position before the final standings (a finished game not ranked yet, which no file holds). Fiorini below
    0 is refused naming the field, nothing changed; more Fiorini for Medici makes it the winner (R9.3)."""
    driver.put(load_scenario(_entry(FIORINI).path))
    assert not window.session.mode.lesson
    assert not driver.what_if() and "R9.1" in driver.what_if_entry().toolTip()
    driver.skip()  # to the final standings, the tokens revealed
    real = the_game(window, driver)
    assert driver.what_if()
    position = driver.what_if_position()
    assert not driver.what_if_count("red", "Fiorini", -1)
    said = driver.what_if_said()
    assert "families[0].fiorini" in said and "-1" in said, said
    assert driver.what_if_position() is position and not driver.what_if_undo_enabled()
    assert driver.what_if_families()["Fiorini"]["Medici"].startswith("300 |")
    assert driver.what_if_count("red", "Fiorini", 351)
    assert driver.what_if_said() == ""
    driver.what_if_play()
    assert driver.what_if_said() == ""  # the tokens the game revealed, no more
    assert driver.what_if_headline().startswith(f"R9.3: the final standings: {MEDICI_FIRST} instead of ")
    driver.what_if_close()
    assert the_game(window, driver) == real


def test_in_play_the_table_shows_how_many_tokens_never_their_values(window: Any, driver: Any) -> None:
    """A game of several people in round 3: each family's face-down tokens are a count, in What if's table as in
    the window's (RULES.md §9); the count is no cell to set, and says why (R7.1c)."""
    driver.put(load_scenario(_entry("Level at the top of the Church track: who is Bishop?").path))
    state = window.session.state
    assert any(f.tokens for f in state.families)
    assert driver.what_if()
    tokens = driver.what_if_families()["Tokens"]
    for f in state.families:
        count, words = tokens[f.name].split(" | ", 1)
        assert int(count) == len(f.tokens) and "their values are not" in words
    assert not driver.what_if_count("red", "Tokens", 7)
    assert "R7.1c" in driver.what_if_said()
    driver.what_if_close()


def _entry(title: str) -> Any:
    (entry,) = [e for e in list_scenarios() if e.title == title]
    return entry
