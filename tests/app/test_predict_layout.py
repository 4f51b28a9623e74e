"""Predict mode's place beside the board: the question waiting shows under the words of the step just shown
(the learner reads what happened, then what is asked), the Predict switch stays where it is whatever the
panel shows, and at 1280x720 every kind of question, its fields and buttons are in sight (the row's
characters listed one a line, the first in sight and the rest a scroll away) while the board keeps its size,
under a long introduction as under a step's words and the marks of a wrong answer, and in a game's first end
of round as in a lesson."""

from __future__ import annotations

import pytest

from florenza_gui.engine.model.asks import Ask
from tests.app.test_predict import CARDINAL, LAST_ROUND, every_question, wrong


def _play(driver, every, right: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Step through the end of round on the table, answering each question right (or wrong: each next question
    comes under the long mark of the last, with what its rule says); ``every()`` at each rest."""
    s = driver.window.session
    families = [f.id for f in s.state.families]
    every()
    while s.in_sequence or s.ready_to_end_round:
        q = driver.asked()
        if q is None:
            driver.step()
        else:
            driver.answer(q.answer if right else wrong(q, families))
        every()


# a lesson's introduction far longer than the narration's share while a question waits: it scrolls, the
# question's choices keep their room
LONG_INTRO = " ".join(["Round 5 is over: every family has passed, and each stands where the board shows it."] * 12)


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_games_first_question_shows_its_choices_whole(window, driver, language) -> None:  # type: ignore[no-untyped-def]
    """A solo game's first end of round, the panel never shown before in the window: the Captain's question
    comes under the words of the last pass, with every choice whole and nothing of it a scroll away."""
    window.set_language(language)
    window.resize(1280, 720)
    try:
        driver.new_game(3, ghosts=(1, 2), seed=3)
        driver.predict()
        driver.pass_turn()
        driver.step()
        assert driver.asked() is not None and driver.asked().ask is Ask.CAPTAIN
        sight = driver.question_in_sight()
        assert sight["question"] and sight["buttons"] and sight["fields"], sight
        assert driver.narration_in_sight()[0], "the rule of the pass is out of sight"
    finally:
        window.set_language("en")


def test_the_step_before_a_question_is_read_above_it(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson("Level at the top of the Church track: who is Bishop?")
    while (q := driver.asked()) is None or q.ask is not Ask.TURN_ORDER:
        driver.answer(q.answer) if q is not None else driver.step()
    # R7.1d was shown last; the order's question comes before R7.1e
    assert driver.narration_in_sight() == ("R7.1d", "Medici's Captain marker goes back to 0; no other marker moves")
    assert driver.question_in_sight()["question"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_predict_switch_stays_put_through_a_lesson(window, driver, size) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    driver.predict()
    driver.start_lesson(every_question(CARDINAL))
    seen: set[tuple[int, int, int, int]] = set()
    _play(driver, lambda: seen.add(driver.predict_switch_at()))
    assert len(seen) == 1, seen


@pytest.mark.parametrize("language", ["en", "it"])
def test_at_1280x720_every_question_and_the_board_are_usable(window, driver, language) -> None:  # type: ignore[no-untyped-def]
    window.set_language(language)
    window.resize(1280, 720)
    driver.predict()
    asked: list[Ask] = []

    def usable() -> None:
        q = driver.asked()
        assert driver.board_viewport().size() == board  # the board keeps its size
        if q is None:
            return
        asked.append(q.ask)
        sight = driver.question_in_sight()
        assert sight["question"] and sight["buttons"], (q.ask, sight)
        assert sight["first_field"], (q.ask, sight)
        assert sight["scrolls_to_the_rest"], (q.ask, sight)
        # each field in sight at once, but where the characters of the row are listed (who leaves, where each
        # card goes: a line each, the rest a scroll away; they are answered on the board too)
        if q.ask not in (Ask.LEAVING, Ask.CARD_MOVES):
            assert sight["fields"], (q.ask, sight)
        # the step just shown is read above the question (but the lesson's introduction, before the first step,
        # and R9.1's reveal of every family's tokens, longer than the words' share while a question waits: the
        # board shows each family's tokens added up)
        if window.session.step_index > 0 and q.ask is not Ask.WINNER:
            rule, words = driver.narration_in_sight()
            assert rule and words, (q.ask, "the step just shown is out of sight")
    try:
        for lesson in (CARDINAL, LAST_ROUND):  # (every kind of question between them)
            driver.start_lesson(every_question(lesson, LONG_INTRO))
            board = driver.board_viewport().size()
            _play(driver, usable, right=False)
    finally:
        window.set_language("en")
    assert set(asked) == set(Ask) and asked.count(Ask.GHOST_MOVES) == 2
