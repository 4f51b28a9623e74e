"""Predict mode for a room, in the presentation view: the question waiting reads in the caption band in
large type; the presenter's clicker (Page Down) reveals the step, marking the room's answer when one was
entered (a board clicked, or the Predict panel's fields opened over the board from the band), else as
answered aloud; the next Page Down steps on; at the end the band says which questions the room got right."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from florenza_gui.engine.lessons.predict import Ask

from .test_predict import wrong

BISHOP_TIE = "Level at the top of the Church track: who is Bishop?"  # asks the Captain, the Bishop and the turn order


def present_at(window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window.demo.set_presenting(True, full_screen=False)  # offscreen, the window stands for the screen
    window.resize(*size)
    for _ in range(3):
        QApplication.processEvents()


def clicker_to_the_next_question(driver) -> None:  # type: ignore[no-untyped-def]
    for _ in range(40):
        if driver.asked() is not None:
            return
        driver.clicker()
    raise AssertionError("no question came")


@pytest.mark.parametrize(("size", "question_px"), [((1920, 1080), 34), ((1280, 720), 22)])
def test_the_room_answers_and_the_clicker_reveals_marks_and_sums_up(window, driver, size, question_px) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(BISHOP_TIE)
    present_at(window, size)
    s = window.session
    families = [f.id for f in s.state.families]

    clicker_to_the_next_question(driver)  # (the first press begins the end of round: its first step asks)
    q = driver.asked()
    assert q is not None and q.ask is Ask.CAPTAIN and s.step_index == 0
    band = driver.band()
    assert band["question"] == "Who becomes Captain of the People?" and band["head"] == "Predict"
    assert band["room"].startswith("The room answers aloud") and not band["why"]
    assert driver.band_fonts()["question"] >= question_px
    driver.click(driver.family_board(q.answer))  # the room's answer, entered on the board
    assert driver.band()["room"].startswith(f"The room says: {s.state.name(q.answer)}.")
    driver.clicker()  # revealed: the step is shown, the room's answer marked
    assert s.step_index == 1 and driver.asked() is None
    band = driver.band()
    assert band["says"] == f"Right: {s.state.name(q.answer)}." and band["head"] == str(q.rule)
    assert band["why"] and "Captain of the People" in band["why"]  # the step's own sentence

    clicker_to_the_next_question(driver)  # the next press steps on
    order_q = driver.asked()
    assert order_q is not None and order_q.ask is Ask.TURN_ORDER
    driver.clicker()  # nothing entered: the room answered aloud (marked once the last step it asks of is shown)

    clicker_to_the_next_question(driver)
    q = driver.asked()
    assert q is not None and q.ask is Ask.BISHOP
    driver.room_answer_box()  # the Predict panel's fields over the board
    assert driver.room_answer_shown()
    driver.compose(q.ask, wrong(q, families))
    driver.clicker()
    assert not driver.room_answer_shown()  # put away with the question
    band = driver.band()
    assert band["says"].startswith(f"Not quite ({q.rule}). You said: ") and "The rule did: " in band["says"]

    while s.step_index <= order_q.through:
        driver.clicker()
    order = ", ".join(s.state.name(f) for f in order_q.answer)
    assert driver.band()["says"] == f"The rule did: {order} ({order_q.rule})."

    while s.in_sequence:
        driver.clicker()
    assert driver.band()["head"] != "Predict"  # the last step, read first
    driver.clicker()  # then how the room did
    band = driver.band()
    assert band["says"].startswith("1 of 3 right first time (1 wrong, 1 answered aloud)"), band
    closing = s.state.scenario.closing  # (the lesson's closing paragraph, under its summary)
    assert closing and band["why"] == (
        f"Right: Captain of the People. Wrong: Bishop. Answered aloud: turn order.\n\n{closing}")
    assert band["head"] == "Predict"
    assert "answered aloud" in driver.predict_said()  # (the Predict panel says it too)


def test_the_room_reads_the_question_in_italian(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.set_language("it")
    try:
        driver.predict()
        driver.start_lesson("Alla pari in cima al tracciato della Chiesa: chi è Vescovo?")
        present_at(window, (1280, 720))
        clicker_to_the_next_question(driver)
        band = driver.band()
        assert band["question"] == "Chi diventa Capitano del Popolo?" and band["head"] == "Prevedi"
        assert band["room"].startswith("La sala risponde a voce")
        driver.clicker()
        assert driver.band()["says"].startswith("La regola ha fatto: ")
    finally:
        window.set_language("en")
