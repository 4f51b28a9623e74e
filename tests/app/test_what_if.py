"""What if on the real window: from a step of an end of round, Game ▸ What if… opens the position before it on a
copy in the editor; a piece dragged there changes one thing, Play it out sets the end of round played from it
beside the game's, the lines that differ lit and the rule that made the difference named; Close (or Escape)
returns to the game exactly as it was: the position, the end of round's cursor, the undo history and the mode.
In play, What if shows nothing the game keeps hidden (RULES.md §9): it plays out as far as the game has shown."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from florenza_gui.engine.files.scenarios import list_scenarios, load_scenario
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.moves import Pass

BISHOP_TIE = "Level at the top of the Church track: who is Bishop?"


def the_game(window: Any, driver: Any) -> tuple[object, ...]:
    """Everything of the game on the table a What if must leave as it was: the session's one value (the game,
    the end of round's timeline and cursor, the mode), the undo history and what Undo and Redo offer, what
    the autosave keeps, and what the window says of it."""
    s = window.session
    stack = s.undo_stack
    return (
        s.state,
        s.timeline,
        s.mode,
        s.step_index,
        s.kept(),
        stack.index(),
        stack.count(),
        stack.canUndo(),
        stack.canRedo(),
        stack.undoText(),
        window.undo_action.isEnabled(),
        window.undo_action.text(),
        driver.step_counter(),
        driver.narration(),
        driver.log_lines(),
        driver.marked_log_rows(),
        driver.title(),
    )


def test_what_if_one_more_church_influence_breaks_the_bishop_tie(window: Any, driver: Any) -> None:
    driver.start_lesson(BISHOP_TIE)
    assert not driver.what_if_open()
    for _ in range(6):  # up to the Bishop's election: a tie, no Bishop (R7.2a)
        assert driver.step()
    assert driver.narration()[0] in ("R7.2a", "D4") and driver.step_counter().startswith("Step 6 ")
    assert driver.what_if_entry().isEnabled()
    real = the_game(window, driver)
    assert driver.what_if()
    position = driver.what_if_position()
    assert position.captain == "red" and position.bishop == "blue"  # after R7.1, before R7.2
    assert (position.family("blue").church, position.family("green").church) == (5, 5)
    assert driver.what_if_lines() == {}  # nothing played yet
    assert driver.what_if_marker("bishop", "blue", 6)  # one more Church Influence for Strozzi
    assert driver.what_if_position().family("blue").church == 6
    assert the_game(window, driver) == real, "the change reached the game"
    driver.what_if_play()
    assert driver.what_if_said() == ""
    assert driver.what_if_headline() == "R7.2: Strozzi is Bishop instead of nobody (the tie is broken)"
    rules = driver.what_if_rules().splitlines()
    assert rules[0].startswith("In the game, R7.2a: ") and rules[1].startswith("What if, R7.2: ")
    lines = driver.what_if_lines()
    assert lines["Bishop"] == ("nobody", "Strozzi", True)
    assert lines["Made Cardinal"] == ("nobody", "Strozzi", True)  # re-elected while holding the card (R7.3)
    assert lines["Next turn order"] == (
        "1. Medici  2. Pazzi  3. Strozzi  4. Albizzi",
        "1. Medici  2. Strozzi  3. Pazzi  4. Albizzi",
        True,
    )
    assert lines["Captain of the People"] == ("Medici", "Medici", False)
    lit = {name for name, (_, _, differs) in lines.items() if differs}
    assert lit == {"Bishop", "Made Cardinal", "Next turn order", "Captain markers"}
    assert "Final standings" not in lines  # the game goes on after round 3
    driver.what_if_close()
    assert not driver.what_if_open()
    assert the_game(window, driver) == real, "closing What if left the game otherwise"
    # the game goes on from where it was, as it would have: Strozzi is not Bishop
    assert driver.step() and driver.step_counter().startswith("Step 7 ")
    driver.skip()
    assert window.session.state.bishop is None


def test_what_if_half_way_through_phase_7(window: Any, driver: Any) -> None:
    """ "Level at the top of the Prestige track: who is Captain?", after the tie (R7.1a) has sent the First
    Player card back to the board (D3), which no position at rest allows: the election is behind, so one more
    Prestige for Strozzi only moves its marker, while two more Church Influence make it Bishop (R7.2)."""
    driver.start_lesson("Level at the top of the Prestige track: who is Captain?")
    assert driver.step() and driver.step()
    real = the_game(window, driver)
    assert driver.what_if()
    assert driver.what_if_position().first_player_card.holder is None  # D3: nobody holds it till R7.5
    assert driver.what_if_marker("captain", "blue", 13)
    driver.what_if_play()
    assert driver.what_if_said() == ""
    assert driver.what_if_lines()["Captain of the People"] == ("nobody", "nobody", False)
    assert driver.what_if_headline().endswith("Strozzi's Captain marker ends at 13 instead of 12")
    driver.what_if_undo()
    assert driver.what_if_lines() == {}  # the comparison went with the change it was played from
    assert driver.what_if_marker("bishop", "blue", 5)
    driver.what_if_play()
    assert driver.what_if_headline() == "R7.2: Strozzi is Bishop instead of Medici"
    driver.what_if_close()
    assert the_game(window, driver) == real


def test_cancel_and_undo_change_leave_the_game_as_it_was(window: Any, driver: Any) -> None:
    """Escape before anything is played out, and Undo change in the copy, leave the game untouched: its undo
    history (a Pass made before the round ended) is still there, Undo taking it back once the round is over."""
    (entry,) = [e for e in list_scenarios() if e.title == BISHOP_TIE]
    start = load_scenario(entry.path).with_family("yellow", passed=False)
    driver.put_lesson(replace(start, active="yellow"), title="Bishop tie, Albizzi to pass")
    assert driver.move(Pass())  # the last family passes: the round can end
    before_the_end = window.session.state
    assert driver.step() and driver.step()
    real = the_game(window, driver)
    assert driver.what_if()
    assert driver.what_if_marker("bishop", "green", 7)
    driver.what_if_undo()
    assert driver.what_if_position().family("green").church == 5
    assert driver.what_if_marker("captain", "yellow", 20)
    driver.what_if_escape()  # (nothing played out)
    assert not driver.what_if_open()
    assert the_game(window, driver) == real
    driver.skip()
    driver.undo()  # the end of round taken back, then the Pass
    assert window.session.state == before_the_end
    driver.undo()
    assert window.session.state.active == "yellow" and not window.session.state.family("yellow").passed


def test_in_play_what_if_shows_no_tile_the_game_does_not_draw(window: Any, driver: Any) -> None:
    """A game of several people, not a lesson, before the game's own draws: both ends of round are played out to
    R8.7 and no further (the bag's order stays hidden), the window says so; who leaves is shown, one more
    character under Life card I leaving too; the game is untouched."""
    (entry,) = [e for e in list_scenarios() if e.title == BISHOP_TIE]
    driver.put(load_scenario(entry.path))
    assert not window.session.mode.lesson
    real = the_game(window, driver)
    assert driver.what_if()  # everyone has passed: the position before the end of round's first step
    assert driver.what_if_card("alberti", LifeCard.I)
    driver.what_if_play()
    assert driver.what_if_said() == ""
    assert driver.what_if_stopped() == "Played out to R8.7: the bag's tiles are not shown in play"
    lines = driver.what_if_lines()
    left = lines["Left the game"]
    assert "Alberti" in left[1] and "Alberti" not in left[0] and left[2]
    assert lines["Drawn from the bag"] == ("not shown in play (R8.7)", "not shown in play (R8.7)", False)
    assert driver.what_if_headline().startswith("R8.5: leaving the game: ")
    driver.what_if_undo()
    assert driver.what_if_marker("bishop", "blue", 6)
    driver.what_if_play()
    assert driver.what_if_headline().startswith("R7.2: Strozzi is Bishop")
    assert driver.what_if_lines()["Drawn from the bag"][1] == "not shown in play (R8.7)"
    driver.what_if_close()
    assert the_game(window, driver) == real


def test_in_play_what_if_waits_where_back_stops(window: Any, driver: Any) -> None:
    """With several people at the table, nobody goes back to before a Captain's cash-in (D13): What if does
    not open on it, its entry greyed out saying why."""
    (entry,) = [e for e in list_scenarios() if e.title == BISHOP_TIE]
    driver.put(load_scenario(entry.path))
    for _ in range(3):  # R7.1, R7.1b, R7.1c: the cash-in
        assert driver.step()
    assert driver.narration()[0] == "R7.1c"
    entry_ = driver.what_if_entry()
    assert not entry_.isEnabled() and "D13" in entry_.toolTip()
    real = the_game(window, driver)
    assert not driver.what_if() and the_game(window, driver) == real
