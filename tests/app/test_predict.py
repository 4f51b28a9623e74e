"""Predict mode on the real window: before each step that decides something the end of round stops and the
panel asks; an answer given through the window is marked once its step is shown, naming the rule, with hints
and Show me, in Italian, from the keyboard, in a solo game and a hotseat game, and the lesson's answers are
summed up at the end of its end of round (every kind of question answered on the board, right and wrong:
tests/app/test_predict_board.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from florenza_gui.engine.lessons.predict import Answer, Ask, GhostOutcome, Question, Winner
from florenza_gui.engine.model.events import DecidedBy
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.words.glossary import summary

# every question but the winner's, once its own choice is set aside
CARDINAL = "Who is Cardinal, with two Ghosts at the table?"
LAST_ROUND = "The last round: who wins?"  # the winner's


def every_question(title: str, intro: str = "") -> str:
    """The shipped lesson ``title`` saved as the user's own with no questions named (so it asks every one
    its end of round answers), under a title of its own (and with ``intro`` for Predict mode's introduction,
    if given): that title, for Demo ▸ Open a scenario."""
    from dataclasses import replace

    from florenza_gui.app.editor import user_scenarios_dir
    from florenza_gui.engine.files import saves
    from florenza_gui.engine.files.scenarios import list_scenarios

    (entry,) = [e for e in list_scenarios() if e.title == title]
    state = saves.load_path(entry.path)
    assert state.scenario is not None and state.scenario.asks, "the shipped lesson names its questions"
    mine = f"{title}, every question"
    folder = user_scenarios_dir()
    folder.mkdir(parents=True, exist_ok=True)
    scenario = replace(state.scenario, title=mine, asks=(), intro=intro or state.scenario.intro)
    saves.save_path(replace(state, scenario=scenario), folder / "every.json")
    return mine


def wrong(q: Question, families: list[str]) -> Answer:
    """An answer the rules did not give, of the kind ``q`` asks for."""
    a = q.answer
    if q.ask in (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL):
        return next(f for f in [*families, None] if f != a)
    if q.ask is Ask.TURN_ORDER:
        assert isinstance(a, tuple)
        return (a[1], a[0], *a[2:])
    if q.ask is Ask.LEAVING:
        assert isinstance(a, frozenset)
        return a - {min(a)}
    if isinstance(a, Mapping):
        first = next(iter(a))
        return {**a, first: LifeCard.VI if a[first] is not LifeCard.VI else LifeCard.V}
    if isinstance(a, GhostOutcome):
        return a._replace(captain=a.captain + 1)
    assert isinstance(a, Winner)
    return a._replace(decided_by=DecidedBy.RESOURCES)


def play_through(driver: Any, given: Any) -> list[tuple[Question, str]]:
    """Step through the end of round on the table, answering each question with ``given(question)``: each
    question with what the panel said once its step was shown."""
    s = driver.window.session
    asked: list[Question] = []
    said: list[tuple[Question, str]] = []
    while s.in_sequence or s.ready_to_end_round:
        q = driver.asked()
        if q is not None:
            assert driver.question(), "a question waits and the panel asks nothing"
            assert not driver.step(), "Step showed the step a question waits for"
            asked.append(q)
            driver.answer(given(q))
        else:  # (the first Step begins the end of round, and stops if its first step has a question)
            assert driver.step() or driver.asked() is not None
        for q in [q for q in asked if q.through + 1 == s.step_index or not s.in_sequence]:
            said.append((q, driver.predict_said()))
            asked.remove(q)
    return said


def test_the_winner_with_hints_then_right_and_a_question_shown(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(every_question(LAST_ROUND))
    s = window.session

    def answer(q: Question) -> Answer:
        if q.ask is Ask.WINNER:
            assert driver.hint_text() == ""
            driver.hint()
            assert "R9.2: " + summary("R9.2", "en") in driver.hint_text()
            lit_before = driver.spotlights()
            driver.hint()
            boards = {driver.piece(driver.family_board(f.id)).area.getRect() for f in s.state.families}
            assert {h.getRect() for h in driver.spotlights()} == boards != {h.getRect() for h in lit_before}
            assert not window.predict.panel.hint_button.isEnabled()
        return q.answer

    shown = []
    while s.in_sequence or s.ready_to_end_round:
        q = driver.asked()
        if q is not None and q.ask is Ask.BISHOP:
            driver.show_me()
            shown.append(driver.predict_said())
        elif q is not None:
            driver.answer(answer(q))
        else:
            assert driver.step() or driver.asked() is not None
    assert shown and shown[0].startswith("Shown (R7.2): Strozzi.")
    said = driver.predict_said()
    assert "Right after a hint: Strozzi, on Fiorini." in said
    assert "3 of 5 right first time (1 after a hint, 1 shown)" in said


def test_a_family_is_picked_on_the_board_and_outlined_and_play_stops_at_the_question(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(CARDINAL)
    driver.play()
    q = driver.asked()
    assert q is not None and q.ask is Ask.CAPTAIN and window.session.step_index == 0
    assert "Captain" in driver.question()
    assert not window.predict.panel.answer_button.isEnabled()
    driver.click(driver.family_board("green"))
    assert driver.outlined() == 1
    assert window.predict.panel.fields.given() == "green"
    driver.click(driver.captain_marker("red"))  # a marker picks its family as well
    assert window.predict.panel.fields.given() == "red"
    driver.predict(False)
    assert driver.question() is None and driver.outlined() == 0
    assert driver.step() and window.session.step_index == 1


def test_the_questions_are_asked_in_italian(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.set_language("it")
    try:
        driver.predict()
        driver.start_lesson("Chi è Cardinale, con due Fantasmi al tavolo?")
        assert not driver.step(), "the end of round begins with a question"
        assert driver.question().startswith("Chi diventa Capitano del Popolo?")
        driver.answer("blue")
        said = driver.predict_said()
        assert said.startswith("Non proprio (R7.1). Hai detto: Strozzi. La regola ha fatto: Medici."), said
    finally:
        window.set_language("en")


def test_a_solo_game_asks_in_its_live_end_of_round(window, driver) -> None:  # type: ignore[no-untyped-def]
    from tests.app.monkey_checks import solo_game

    driver.put(solo_game())
    driver.predict()
    driver.end_actions()
    assert not driver.step() and driver.asked() is not None
    driver.show_me()
    assert driver.predict_said().startswith("Shown (")


def test_a_hotseat_game_asks_nothing_live_and_asks_in_the_review_of_its_end_of_round(window, driver) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    driver.predict()
    driver.end_actions()
    while s.step_index < 5:  # live: Step never stops for a question (and nothing is drawn yet: Back goes back)
        assert driver.step() and driver.asked() is None and driver.question() is None
    assert "only in the review of an end of round already played" in driver.predict_said()
    while driver.back():  # nor does stepping back through the live end of round ask
        assert driver.asked() is None and driver.question() is None
    driver.skip()
    driver.confirm_curtain()
    assert driver.review()  # the end of round played, from its start: its first question waits
    q = driver.asked()
    assert q is not None and q.step == s.step_index == 0 and driver.question()
    driver.answer(q.answer)
    assert s.step_index == q.step + 1 and driver.predict_said().startswith("Right")


def test_a_question_is_answered_from_the_keyboard(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+Tab from the board reaches the narration (its words put away while the question waits are no stop),
    Tab the question's fields: the families put in order with Alt+Up, then Enter on Answer."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    driver.predict()
    driver.start_lesson(CARDINAL)
    while (q := driver.asked()) is None or q.ask is not Ask.TURN_ORDER:
        if q is not None:
            driver.show_me()
        else:
            driver.step()
    driver.start_at_the_board()
    driver.tab(ctrl=True)
    assert driver.focused() not in ("", "Game board")
    fields = window.predict.panel.fields
    for _ in range(12):
        if QApplication.focusWidget() is fields.list:
            break
        driver.tab()
    assert QApplication.focusWidget() is fields.list
    assert q.answer == ("red", "blue", "green", "yellow")
    names = [fields.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(fields.list.count())]
    for _ in range(names.index("red")):  # down the list to Medici, then Medici up to the top
        driver.press(Qt.Key.Key_Down)
    for _ in range(names.index("red")):
        driver.press(Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    for _ in range(20):
        if QApplication.focusWidget() is window.predict.panel.answer_button:
            break
        driver.tab()
    assert QApplication.focusWidget() is window.predict.panel.answer_button
    driver.press(Qt.Key.Key_Return)  # (Space is the window's Step key)
    driver.wait_at_rest()
    assert window.session.step_index == q.through + 1
    assert "Right: Medici, Strozzi, Pazzi, Albizzi." in driver.predict_said()


def test_a_shipped_lesson_asks_the_questions_it_names_with_its_own_hint_first(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(CARDINAL)
    lesson = window.session.state.scenario
    assert lesson is not None and lesson.asks
    said = play_through(driver, lambda q: q.answer)
    asked = [q.ask for q, _ in said]
    assert sorted(asked, key=str) == sorted((a.ask for a in lesson.asks), key=str)  # each once, and no other
    driver.start_lesson(CARDINAL)
    while driver.asked() is None:
        assert driver.step() or driver.asked() is not None
    driver.hint()
    first = lesson.asks[0]
    assert driver.hint_text().startswith(first.hint + "\n" + "R7.1: ")
