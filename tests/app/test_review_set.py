"""The learner's score and review set on the real window: a lesson's summary says how it went and how many
questions come back next time; the review set is kept in the data folder, so after a restart the question
got wrong comes back once the next lesson is played, in another position that asks it (Step puts it on the
table), asked alone; a review set that cannot be read is kept aside with a word in the status line."""

from __future__ import annotations

import json

from florenza_gui.app.reviewfile import review_path
from florenza_gui.engine.lessons.predict import Ask
from florenza_gui.engine.lessons.reviewpositions import fingerprint
from tests.driver import new_window
from tests.guifixtures import three_humans

from .test_predict import play_through, wrong

BISHOP_TIE = "Level at the top of the Church track: who is Bishop?"  # asks the Captain, the Bishop and the turn order
CAPTAIN_TIE = "Level at the top of the Prestige track: who is Captain?"  # the same three


def test_a_question_got_wrong_comes_back_after_the_next_lesson_in_another_position_after_a_restart(  # type: ignore[no-untyped-def]
    qtbot, window, driver
) -> None:
    driver.predict()
    driver.start_lesson(BISHOP_TIE)
    missed_in = fingerprint(window.session.state)
    families = [f.id for f in window.session.state.families]
    play_through(driver, lambda q: wrong(q, families) if q.ask is Ask.CAPTAIN else q.answer)
    assert driver.predict_said().endswith("2 of 3 right first time (1 wrong) — to review next time: 1")
    assert not driver.step()  # nothing to review yet: it comes back after the next lesson
    kept = json.loads(review_path().read_text("utf-8"))
    assert kept["lessons"] == 1 and [d["ask"] for d in kept["due"]] == ["captain"]
    window.close()  # Quit

    other = new_window(qtbot, three_humans(seed=77))  # the app launched again
    again = driver.at(other)
    again.start_lesson(CAPTAIN_TIE)
    again.predict()  # (switched on in the lesson: the new window opened on a game behind its curtain)
    assert "come back after this lesson: 1" in again.predict_said()
    lesson = fingerprint(other.session.state)
    play_through(again, lambda q: q.answer)
    said = again.predict_said()
    assert said.startswith(
        "3 of 3 right first time — to review next time: 0 — now, in another position, what "
        "you missed in an earlier lesson: Captain of the People (Step shows it)"
    ), said

    assert again.step()  # Step: the review position on the table
    s = other.session
    assert s.mode.lesson and fingerprint(s.state) not in (missed_in, lesson)
    asked = play_through(again, lambda q: q.answer)
    assert [q.ask for q, _ in asked] == [Ask.CAPTAIN]  # asked alone
    assert "A question you missed before" not in again.predict_said()  # (the question is answered now)
    assert again.predict_said().endswith("Review: Captain of the People: again in two lessons — to review next time: 0")
    kept = json.loads(review_path().read_text("utf-8"))
    assert kept["lessons"] == 2 and kept["due"] == [{"ask": "captain", "where": missed_in, "stage": 1, "due": 4}]
    assert [score["review"] for score in kept["scores"]] == [False, False, True]


def test_the_review_question_says_it_was_missed_before(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(BISHOP_TIE)
    families = [f.id for f in window.session.state.families]
    play_through(driver, lambda q: wrong(q, families) if q.ask is Ask.BISHOP else q.answer)
    driver.start_lesson(CAPTAIN_TIE)
    play_through(driver, lambda q: q.answer)
    assert driver.step()  # the review position
    while driver.asked() is None:
        assert driver.step()
    assert driver.asked().ask is Ask.BISHOP  # type: ignore[union-attr]
    assert driver.question().startswith("A question you missed before, in a new position: Who becomes Bishop?")


def test_a_review_set_that_cannot_be_read_is_kept_aside_and_a_new_one_begun(window, driver) -> None:  # type: ignore[no-untyped-def]
    review_path().write_text(
        '{"format": "florenza-review", "version": 1, "lessons": 1, "due": "captain", "scores": []}', encoding="utf-8"
    )
    driver.predict()
    driver.start_lesson(BISHOP_TIE)
    status = driver.status()
    assert "Your review set" in status and "due: must be a list of at most 9 entries" in status, status
    assert [p.name.startswith("review.rejected-") for p in review_path().parent.iterdir()].count(True) == 1
    play_through(driver, lambda q: q.answer)
    assert driver.predict_said().endswith("to review next time: 0")
    assert json.loads(review_path().read_text("utf-8"))["lessons"] == 1  # a new record, kept
