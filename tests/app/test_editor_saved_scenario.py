"""A position saved as a scenario from the editor is kept: another game or lesson takes its place without
asking to save it, until it is edited again."""

from __future__ import annotations

from florenza_gui.engine.files.scenarios import list_scenarios


def test_a_position_saved_as_a_scenario_is_replaced_unasked_until_edited_again(window, driver) -> None:  # type: ignore[no-untyped-def]
    lessons = [e.title for e in list_scenarios()]
    driver.start_lesson(lessons[0])
    assert driver.start_editor()
    assert driver.move_round_marker(3)
    path = driver.save_scenario("Kept", "A position of my own.")
    try:
        driver.start_lesson(lessons[1])
        assert driver.save_questions == [], "a position just saved as a scenario was called unsaved"
        assert driver.start_editor()
        assert driver.move_round_marker(4)
        driver.save_scenario("Kept again", "")
        assert driver.move_round_marker(5)  # edited after it was saved: unsaved again
        driver.start_lesson(lessons[0])
        assert len(driver.save_questions) == 1 and "scenario editor" in driver.save_questions[0]
    finally:
        for saved in path.parent.glob("kept*.json"):
            saved.unlink()
