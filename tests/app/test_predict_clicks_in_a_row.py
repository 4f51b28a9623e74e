"""Clicks on Step in a row, as a teacher gives them: when a question comes up where Step was, the clicks
still coming for Step within a double click's time change nothing in the answer (its fields and buttons
stand where Step stood); a click after that is the answer's."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

TITLE = "A narrow lead on the Church track: who is Bishop?"


def test_a_click_right_after_a_question_came_up_changes_nothing(window, driver, qtbot) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(TITLE)
    for _ in range(30):
        if driver.asked() is not None:
            break
        driver.step()
    assert driver.asked() is not None, "a question is asked in this end of round"
    driver.click_hint_on_screen()  # (the question came up with the step: a click at once is one still meant for Step)
    assert driver.hint_text() == "", "a click meant for Step asked for a hint"
    qtbot.wait(QApplication.doubleClickInterval() + 100)
    driver.click_hint_on_screen()
    assert driver.hint_text(), "a click once the question has settled is the answer's"
