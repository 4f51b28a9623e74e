"""A lesson carries its questions: a scenario may name the questions Predict
mode asks (each with a hint) and a closing paragraph. They are read as
strictly as every other field, written only when a scenario has them, and
the shipped lessons carry them, in English and in Italian."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.files.scenarios import as_read_from, list_scenarios
from florenza_gui.engine.files.scenariowords import lessons, scenario_in
from florenza_gui.engine.lessons.predict import questions
from florenza_gui.engine.model.asks import Ask
from florenza_gui.engine.model.limits import HINT_MAX
from florenza_gui.engine.model.state import LessonAsk, Scenario
from florenza_gui.engine.rules.end_of_round import walk
from florenza_gui.engine.rules.setup import Seating, new_game


def _lesson(**scenario: Any) -> dict[str, Any]:
    state = new_game([Seating("red", "Anna"), Seating("blue", "Bruno")], seed=5)
    data = saves.to_dict(state)
    data["scenario"] = {"title": "A lesson", "description": "Read it.", **scenario}
    return data


def _refused(data: dict[str, Any]) -> SaveError:
    with pytest.raises(SaveError) as caught:
        saves.loads(json.dumps(data))
    return caught.value


def test_questions_hints_and_closing_round_trip() -> None:
    data = _lesson(asks=[{"ask": "captain", "hint": "Look at the top."}, {"ask": "turn_order"}],
                   closing="That is the whole lesson.")
    state = saves.loads(json.dumps(data))
    assert state.scenario is not None
    assert state.scenario.asks == (LessonAsk(Ask.CAPTAIN, "Look at the top."), LessonAsk(Ask.TURN_ORDER, ""))
    assert state.scenario.closing == "That is the whole lesson."
    assert saves.to_dict(state)["scenario"] == data["scenario"]


def test_a_scenario_without_questions_writes_none() -> None:
    state = saves.loads(json.dumps(_lesson()))
    assert state.scenario == Scenario("A lesson", "Read it.")
    assert saves.to_dict(state)["scenario"] == {"title": "A lesson", "description": "Read it."}


@pytest.mark.parametrize(("scenario", "path"), [
    ({"asks": [{"ask": "treasurer"}]}, "scenario.asks[0].ask"),
    ({"asks": [{"ask": "captain"}, {"ask": "bishop"}, {"ask": "captain"}]}, "scenario.asks[2].ask"),
    ({"asks": [{"ask": "captain", "hint": "a\u0007b"}]}, "scenario.asks[0].hint"),
    ({"asks": [{"ask": "captain", "hint": "two\nlines"}]}, "scenario.asks[0].hint"),
    ({"asks": [{"ask": "captain", "hint": "x" * (HINT_MAX + 1)}]}, "scenario.asks[0].hint"),
    ({"asks": [{"ask": "captain", "why": "?"}]}, "scenario.asks[0].why"),
    ({"asks": [{"ask": a.value} for a in Ask] + [{"ask": "captain"}]}, "scenario.asks"),
    ({"closing": "\u202eevil"}, "scenario.closing"),
    ({"closing": 3}, "scenario.closing"),
])
def test_a_bad_question_or_closing_is_refused_naming_its_field(scenario: dict[str, Any], path: str) -> None:
    assert _refused(_lesson(**scenario)).path == path


def _shipped() -> list[tuple[str, Any]]:
    return [(entry.bundled or "", as_read_from(saves.load_path(entry.path), entry.path))
            for entry in list_scenarios()]


def test_every_shipped_lesson_asks_questions_its_end_of_round_answers() -> None:
    shipped = _shipped()
    assert len(shipped) == 9
    for key, state in shipped:
        assert state.scenario.asks and state.scenario.closing, key
        assert all(a.hint for a in state.scenario.asks), key
        asked = {q.ask for q in questions(state, [step for _, step in walk(state)])}
        assert {a.ask for a in state.scenario.asks} <= asked, key


def test_every_shipped_lesson_has_its_hints_and_closing_in_italian() -> None:
    italian = lessons("it")
    for key, state in _shipped():
        shown = scenario_in(state.scenario, "it")
        assert len(italian[key].hints) == len(state.scenario.asks), key
        assert [a.ask for a in shown.asks] == [a.ask for a in state.scenario.asks]
        assert [a.hint for a in shown.asks] == list(italian[key].hints)
        assert shown.closing and shown.closing != state.scenario.closing
        assert shown.bundled == key
    mine = replace(_shipped()[0][1].scenario, bundled=None)  # a user's own file: shown as written
    assert scenario_in(mine, "it") == mine and scenario_in(mine, "it").asks == mine.asks


def test_a_lesson_described_again_in_the_editor_keeps_its_questions_only_when_kept() -> None:
    from florenza_gui.engine.files.editor import describe

    _, state = _shipped()[0]
    assert state.log  # the line that says how the lesson is set up
    again = describe(state, "My own title", "My own words.", keep_lesson=True)
    assert again.scenario is not None and again.scenario.title == "My own title"
    assert again.scenario.asks == state.scenario.asks and again.scenario.closing == state.scenario.closing
    assert again.scenario.bundled is None  # the user's own now: shown as written, not as the shipped lesson
    assert again.log == state.log
    anew = describe(state, "A position of mine", "Mine.")  # not kept: a lesson of its own
    assert anew.scenario == Scenario("A position of mine", "Mine.") and anew.log == ()
    game = new_game([Seating("red", "Anna"), Seating("blue", "Bruno")], seed=5)
    fresh = describe(game, "T", "D")
    assert fresh.scenario == Scenario("T", "D") and fresh.log == game.log  # a game's own log stays


def test_the_editor_writes_the_questions_the_intro_and_the_closing_it_is_given() -> None:
    from florenza_gui.engine.files.editor import describe

    _, state = _shipped()[0]
    asks = (LessonAsk(Ask.BISHOP, "Look at the Church track."),)
    mine = describe(state, "Mine", "My words.", asks=asks, intro="Before.", closing="After.")
    assert mine.scenario is not None
    assert (mine.scenario.asks, mine.scenario.intro, mine.scenario.closing) == (asks, "Before.", "After.")
    read = saves.loads(saves.dumps(mine))
    assert read.scenario == mine.scenario
    none = describe(state, "Mine", "My words.", asks=(), intro="", closing="")
    assert saves.to_dict(none)["scenario"] == {"title": "Mine", "description": "My words."}


def test_only_the_questions_an_end_of_round_asks_may_be_named_for_it() -> None:
    from florenza_gui.engine.lessons.predict import askable

    shipped = dict(_shipped())
    assert askable(shipped["bishop-tie"]) == (Ask.CAPTAIN, Ask.BISHOP, Ask.TURN_ORDER, Ask.LEAVING, Ask.CARD_MOVES,
                                              Ask.DRAW_UNDER)
    assert askable(shipped["last-round-fiorini"]) == (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL, Ask.TURN_ORDER,
                                                      Ask.WINNER)
    for key, state in shipped.items():
        assert {a.ask for a in state.scenario.asks} <= set(askable(state)), key
    assert askable(new_game([Seating("red", "Anna"), Seating("blue", "Bruno")], seed=5)) == ()  # Anna still plays


def test_an_intro_round_trips_and_is_read_as_strictly_as_the_description() -> None:
    state = saves.loads(json.dumps(_lesson(intro="What the board shows.")))
    assert state.scenario is not None and state.scenario.intro == "What the board shows."
    assert saves.to_dict(state)["scenario"]["intro"] == "What the board shows."
    for bad in ("\u202eevil", 3, "x" * 2001):
        assert _refused(_lesson(intro=bad)).path == "scenario.intro"


def test_every_shipped_lesson_has_an_intro_that_tells_no_outcome_in_english_and_italian() -> None:
    """Predict mode opens a lesson on its intro: the board's facts, never a rule's outcome (a rule cited is
    one explained: none is), and never its description."""
    import re

    italian = lessons("it")
    for key, state in _shipped():
        for lesson in (state.scenario, italian[key].scenario):
            assert lesson.intro and lesson.intro != lesson.description, key
            assert not re.search(r"\b[RDG]\d", lesson.intro), (key, lesson.intro)
        assert scenario_in(state.scenario, "it").intro == italian[key].scenario.intro
