"""A lesson's author writes its questions: in the scenario editor, the form that saves the position as a
lesson offers the questions this position's end of round asks (and no other), a hint for each, Predict
mode's introduction and a closing paragraph; they are saved to the file, read back when the lesson is
described again, and the lesson then asks those questions alone in Predict mode, with the author's hint,
its introduction in place of the description, and its closing paragraph once its end of round is played."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import load_scenario, scenario_dir
from florenza_gui.engine.files.scenariowords import scenario_in
from florenza_gui.engine.model.asks import Ask
from florenza_gui.engine.model.limits import HINT_MAX
from tests.guifixtures import three_humans

TITLE = "Two questions on a tie"
DESCRIPTION = "Strozzi and Pazzi tie on the Church track, so nobody is Bishop (R7.2a)."
INTRO = "Strozzi and Pazzi stand level at the top of the Church track."
HINT = "Two families share the top of the Church track."
CLOSING = "A tie at the top leaves the Bishop's seat empty."


def _bishop_tie_as_my_own(driver) -> None:  # type: ignore[no-untyped-def]
    """The shipped "Level at the top of the Church track: who is Bishop?" position on the table as the user's own
    lesson, naming no question."""
    state = saves.load_path(scenario_dir() / "bishop-tie.json")
    driver.put_lesson(replace(state, scenario=None), title="My position")


def _author(driver) -> None:  # type: ignore[no-untyped-def]
    _bishop_tie_as_my_own(driver)
    assert driver.start_editor()
    driver.open_lesson_form()
    offered = driver.lesson_form()["asks"]
    # what this end of round asks: no Cardinal is named, no Ghost card is drawn, nobody wins yet
    assert list(offered) == [Ask.CAPTAIN, Ask.BISHOP, Ask.TURN_ORDER, Ask.LEAVING, Ask.CARD_MOVES, Ask.DRAW_UNDER]
    assert not any(ticked for ticked, _ in offered.values())
    driver.fill_lesson_form(title=TITLE, description=DESCRIPTION, closing=CLOSING, intro=INTRO,
                            asks={Ask.CAPTAIN: "", Ask.BISHOP: HINT})
    driver.save_lesson_form()
    assert driver.lesson_form_error() == ""
    driver.choose("Demo", "Cancel editing")


def test_the_form_saves_two_questions_a_hint_an_intro_and_a_closing_paragraph_and_reads_them_back(
        window, driver) -> None:  # type: ignore[no-untyped-def]
    _author(driver)
    driver.start_lesson(TITLE)
    assert driver.start_editor()
    driver.open_lesson_form()
    form = driver.lesson_form()  # a lesson's position saved anew is a lesson of its own: nothing of it kept
    assert (form["title"], form["description"], form["intro"], form["closing"]) == ("", "", "", "")
    assert not any(ticked for ticked, _ in form["asks"].values())
    driver.keep_the_lesson()  # unless the lesson is kept: its words, questions and hints, to be edited
    form = driver.lesson_form()
    assert (form["title"], form["description"], form["intro"], form["closing"]) == (TITLE, DESCRIPTION, INTRO, CLOSING)
    assert {ask: said for ask, said in form["asks"].items() if said[0]} == {Ask.CAPTAIN: (True, ""),
                                                                           Ask.BISHOP: (True, HINT)}
    assert form["asks"][Ask.LEAVING] == (False, "")
    driver.cancel_lesson_form()
    driver.choose("Demo", "Cancel editing")


def test_the_authored_lesson_asks_its_two_questions_with_its_hint_then_closes(window, driver) -> None:  # type: ignore[no-untyped-def]
    _author(driver)
    driver.predict()
    driver.start_lesson(TITLE)
    _, said = driver.narration()
    assert INTRO in said and DESCRIPTION not in said  # Predict mode opens on what gives no answer away
    asked = []
    s = window.session
    while s.in_sequence or s.ready_to_end_round:
        q = driver.asked()
        if q is None:
            driver.step()
            continue
        asked.append(q.ask)
        if q.ask is Ask.BISHOP:
            driver.hint()
            assert driver.hint_text().startswith(HINT)
        driver.answer(q.answer)
    assert asked == [Ask.CAPTAIN, Ask.BISHOP]
    _, said = driver.narration()
    assert said.endswith(CLOSING)
    assert "1 of 2 right first time (1 after a hint)" in driver.predict_said()


def test_without_predict_mode_the_lesson_opens_on_its_description_and_closes_alike(window, driver) -> None:  # type: ignore[no-untyped-def]
    _author(driver)
    driver.start_lesson(TITLE)
    _, said = driver.narration()
    assert DESCRIPTION in said and INTRO not in said
    driver.skip()
    _, said = driver.narration()
    assert said.endswith(CLOSING)
    driver.undo()  # back to the lesson as it opened: its closing is not said before its end of round
    _, said = driver.narration()
    assert CLOSING not in said


def test_a_hint_is_bounded_and_plain_text_as_every_other_field(window, driver) -> None:  # type: ignore[no-untyped-def]
    _bishop_tie_as_my_own(driver)
    assert driver.start_editor()
    driver.open_lesson_form()
    driver.fill_lesson_form(asks={Ask.BISHOP: "Two at the top"})
    driver.paste_hint(Ask.BISHOP, " x\u202ey")  # with a character that would turn the words after it around
    assert driver.lesson_form()["asks"][Ask.BISHOP] == (True, "Two at the top")
    assert "Who becomes Bishop?" in driver.lesson_form_error() and "U+202E" in driver.lesson_form_error()
    driver.paste_hint(Ask.BISHOP, "h" * HINT_MAX)  # no longer than a file holds
    assert driver.lesson_form()["asks"][Ask.BISHOP] == (True, ("Two at the top" + "h" * HINT_MAX)[:HINT_MAX])
    driver.cancel_lesson_form()
    driver.choose("Demo", "Cancel editing")


def test_a_position_whose_round_is_not_over_offers_no_question(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # every family still to play: the end of round is not known
    assert driver.start_editor()
    driver.open_lesson_form()
    assert driver.lesson_form()["asks"] == {}
    driver.cancel_lesson_form()
    driver.choose("Demo", "Cancel editing")


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_shipped_lesson_opens_on_its_intro_in_predict_mode(window, driver, language) -> None:  # type: ignore[no-untyped-def]
    """Its description tells what the rules do (who is elected, the order): Predict mode, which asks just that,
    opens on the introduction instead, and the Demo menu says the same; without Predict mode, the description."""
    window.set_language(language)
    try:
        state = load_scenario(scenario_dir() / "bishop-tie.json")
        assert state.scenario is not None
        shown = scenario_in(state.scenario, language)
        driver.predict()
        driver.start_lesson(shown.title)
        _, said = driver.narration()
        assert said == f"{shown.title}\n\n{shown.intro}" and shown.description not in said
        library = [QCoreApplication.translate("Demo", text).replace("&", "") for text in ("&Demo", "Open a &scenario")]
        assert driver.action(*library, shown.title).statusTip() == shown.intro
        driver.predict(False)
        _, said = driver.narration()
        assert said == f"{shown.title}\n\n{shown.description}"
        assert driver.action(*library, shown.title).statusTip() == shown.description
    finally:
        window.set_language("en")
