"""Before another game takes the table's place (Open, Open Recent, New game,
a scenario from the Demo menu) the same question comes exactly when
something nobody saved would be lost: a game played since it was opened or
saved, an edit in the scenario editor (or the game it was opened on). A
lesson stepped through its end of round loses nothing, wherever its cursor
stands, its last step too: opened again it shows the same."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.rules.moves import CaptainMarker, Pass

CANCEL, DISCARD = QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard


def title(name: str) -> str:
    return next(e for e in list_scenarios() if e.path.name == name).title


def replaced_in_each_way(driver, opening: str) -> list[int]:  # type: ignore[no-untyped-def]
    """How many questions each way of replacing the game asked, each answered Cancel (the game stays), in
    order: a scenario from the Demo menu, a saved game opened, New game."""
    driver.save_question_answer = CANCEL
    asked = []
    kept = driver.window.session.state
    path = driver.write(kept, "other.json")
    for replace in (lambda: driver.start_lesson(opening), lambda: driver.open_file(path), lambda: driver.new_game()):
        before = len(driver.save_questions)
        replace()
        asked.append(len(driver.save_questions) - before)
        assert driver.window.session.state is kept or asked[-1] == 0
    driver.save_question_answer = DISCARD
    return asked


def test_a_lesson_stepped_anywhere_in_its_end_of_round_is_replaced_unasked(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_lesson(title("captain-tie.json"))
    for _ in range(3):
        assert driver.step()
    driver.save_questions.clear()
    driver.start_lesson(title("all-tied.json"))  # mid-way
    driver.skip()
    driver.start_lesson(title("captain-tie.json"))  # at its end
    driver.skip()
    assert driver.back()  # a step back from its end
    driver.start_lesson(title("all-tied.json"))
    driver.skip()
    driver.new_game()  # New game at a lesson's end
    assert driver.save_questions == []


def test_a_lesson_played_on_after_its_end_of_round_asks_every_way(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_lesson(title("captain-tie.json"))
    driver.skip()
    assert driver.move(Pass())  # the next round, played on
    assert replaced_in_each_way(driver, title("all-tied.json")) == [1, 1, 1]
    assert driver.save_questions[0].startswith("The game on the table has not been saved.")


def test_an_edit_in_the_scenario_editor_is_never_dropped_unasked(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_lesson(title("captain-tie.json"))
    assert driver.start_editor()
    driver.save_questions.clear()
    driver.start_lesson(title("all-tied.json"))  # nothing edited yet: nothing to lose
    assert driver.save_questions == []
    assert driver.start_editor()
    assert driver.move_round_marker(3)
    edited = window.session.state
    assert replaced_in_each_way(driver, title("captain-tie.json")) == [1, 1, 1]
    assert all(
        question.startswith("The position in the scenario editor has not been saved.")
        for question in driver.save_questions
    )
    assert window.session.state == edited and window.session.mode.editing  # Cancel: the edit goes on
    driver.start_lesson(title("captain-tie.json"))  # Discard: the scenario opens
    assert not window.session.mode.editing and window.session.state != edited


def test_a_game_in_play_asks_every_way_once_played(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(4))  # played since it was set up
    assert replaced_in_each_way(driver, title("all-tied.json")) == [1, 1, 1]
    path = driver.put(window.session.state)
    driver.save_questions.clear()
    assert driver.open_file(path)  # as saved: nothing to lose
    assert driver.save_questions == []
    driver.confirm_curtain()
    assert driver.move(CaptainMarker(5))
    assert replaced_in_each_way(driver, title("all-tied.json")) == [1, 1, 1]
