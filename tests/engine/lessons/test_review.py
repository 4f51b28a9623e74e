"""The score and the review set: a kind of question got wrong comes back at the next lesson, right then two
lessons later, right again it is learnt; a review is planned in a position that asks the kind, never the one
it was got wrong in nor the lesson's; the record's file is read as untrusted data."""

from __future__ import annotations

import json

import pytest

from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.lessons.review import (
    Candidate,
    Due,
    Outcome,
    Record,
    Scored,
    Visit,
    after_lesson,
    after_review,
    from_data,
    plan,
    to_data,
)
from florenza_gui.engine.lessons.reviewpositions import asks_in, fingerprint, generated, shipped
from florenza_gui.engine.model.asks import Ask
from florenza_gui.engine.model.ruleids import Rule

RIGHT, HINTED, WRONG = Outcome.FIRST_TIME, Outcome.AFTER_HINT, Outcome.WRONG


def s(ask: Ask, outcome: Outcome) -> Scored:
    return Scored(ask, Rule.R7_1, outcome)


def test_wrong_today_next_lesson_then_two_lessons_later_then_learnt() -> None:
    r = after_lesson(Record(), "aa", [s(Ask.CAPTAIN, WRONG), s(Ask.BISHOP, RIGHT), s(Ask.TURN_ORDER, HINTED)])
    assert r.lessons == 1 and r.due == (Due(Ask.CAPTAIN, "aa", 0, 2),)
    assert r.due_now() == () and [d.ask for d in r.due_next()] == [Ask.CAPTAIN]
    score = r.scores[-1]
    assert (score.count(RIGHT), score.count(HINTED), score.count(WRONG)) == (1, 1, 1)
    r = after_lesson(r, "bb", [s(Ask.BISHOP, RIGHT)])  # lesson 2: the captain is due at its end
    assert [d.ask for d in r.due_now()] == [Ask.CAPTAIN]
    r = after_review(r, "cc", [s(Ask.CAPTAIN, RIGHT)])
    assert r.due == (Due(Ask.CAPTAIN, "aa", 1, 4),) and r.due_now() == () and r.due_next() == ()
    r = after_lesson(r, "bb", [])  # lesson 3: not yet
    assert r.due_now() == ()
    r = after_lesson(r, "bb", [])  # lesson 4: again
    assert [d.ask for d in r.due_now()] == [Ask.CAPTAIN]
    r = after_review(r, "dd", [s(Ask.CAPTAIN, HINTED)])
    assert r.due == ()  # learnt
    assert [x.review for x in r.scores] == [False, False, True, False, False, True]


def test_wrong_at_a_review_starts_again_where_it_was_missed() -> None:
    r = after_lesson(after_lesson(Record(), "aa", [s(Ask.LEAVING, WRONG)]), "bb", [])
    r = after_review(r, "cc", [s(Ask.LEAVING, WRONG)])
    assert r.due == (Due(Ask.LEAVING, "cc", 0, 3),)


def test_a_kind_wrong_again_in_a_lesson_starts_again_and_a_kind_asked_twice_is_wrong_if_once() -> None:
    r = Record(3, (Due(Ask.GHOST_MOVES, "aa", 1, 5),))
    r = after_lesson(r, "bb", [s(Ask.GHOST_MOVES, RIGHT), s(Ask.GHOST_MOVES, WRONG)])
    assert r.due == (Due(Ask.GHOST_MOVES, "bb", 0, 5),)
    assert r.scores[-1].answers == (s(Ask.GHOST_MOVES, WRONG),)


def test_a_review_answer_of_a_kind_not_due_changes_nothing() -> None:
    r = Record(2, (Due(Ask.BISHOP, "aa", 0, 2),))
    assert after_review(r, "cc", [s(Ask.CAPTAIN, WRONG)]) is r


def test_the_plan_avoids_where_it_was_missed_and_the_lesson_and_groups_kinds() -> None:
    due = [Due(Ask.CAPTAIN, "aa", 0, 2), Due(Ask.BISHOP, "bb", 0, 2), Due(Ask.WINNER, "cc", 0, 2)]
    candidates = [
        Candidate("aa", frozenset({Ask.CAPTAIN, Ask.BISHOP})),
        Candidate("dd", frozenset({Ask.CAPTAIN})),
        Candidate("ee", frozenset({Ask.CAPTAIN, Ask.BISHOP})),
        Candidate("cc", frozenset({Ask.WINNER})),
    ]
    assert plan(due, "ee", candidates) == (
        Visit("aa", (Ask.BISHOP,)),
        Visit("dd", (Ask.CAPTAIN,)),
        Visit(None, (Ask.WINNER,)),
    )
    assert plan(due[:2], "zz", candidates) == (Visit("ee", (Ask.CAPTAIN, Ask.BISHOP)),)
    assert plan([], "zz", candidates) == ()


def test_every_kind_has_a_position_other_than_any_shipped_one() -> None:
    """Whichever shipped lesson a kind was got wrong in, and whichever was played last, a position asks it."""
    lessons = [c.candidate for c in shipped()]
    assert len(lessons) == 9
    for ask in Ask:
        for missed in lessons:
            for here in lessons:
                (visit,) = plan([Due(ask, missed.key, 0, 1)], here.key, lessons)
                if visit.key is None:
                    made = generated(ask, 1, frozenset({missed.key, here.key}))
                    assert made is not None and ask in asks_in(made), ask
                else:
                    assert visit.key not in (missed.key, here.key) and ask in dict(lessons)[visit.key], ask


def test_a_position_keeps_its_key_whatever_lesson_it_is_saved_as() -> None:
    from dataclasses import replace

    from florenza_gui.engine.files.saves import load_path

    first = shipped()[0]
    state = load_path(first.path)
    assert state.scenario is not None
    assert fingerprint(replace(state, scenario=replace(state.scenario, title="Mine", asks=()))) == first.candidate.key
    assert len({c.candidate.key for c in shipped()}) == 9


def test_the_record_round_trips_through_its_file() -> None:
    r = after_lesson(Record(), "ab", [s(Ask.CAPTAIN, WRONG), s(Ask.WINNER, HINTED)])
    r = after_review(after_lesson(r, "cd", [s(Ask.BISHOP, RIGHT)]), "ef", [s(Ask.CAPTAIN, RIGHT)])
    assert from_data(json.loads(json.dumps(to_data(r)))) == r


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda d: d.update(format="florenza-save"), "format"),
        (lambda d: d.update(version=2), "version"),
        (lambda d: d.update(lessons=-1), "lessons"),
        (lambda d: d.update(lessons=True), "lessons"),
        (lambda d: d.update(due={}), "due"),
        (lambda d: d["due"].append(dict(d["due"][0])), "due[1].ask"),
        (lambda d: d["due"][0].update(ask="mayor"), "due[0].ask"),
        (lambda d: d["due"][0].update(where="../etc"), "due[0].where"),
        (lambda d: d["due"][0].update(stage=2), "due[0].stage"),
        (lambda d: d["due"][0].update(due=10**6), "due[0].due"),
        (lambda d: d["due"].__setitem__(0, "captain"), "due[0]"),
        (lambda d: d["scores"][0].update(review="no"), "scores[0].review"),
        (lambda d: d["scores"][0]["answers"][0].update(rule="R99"), "scores[0].answers[0].rule"),
        (lambda d: d["scores"][0]["answers"][0].update(outcome="maybe"), "scores[0].answers[0].outcome"),
        (lambda d: d.update(scores=[d["scores"][0]] * 101), "scores"),
    ],
)
def test_a_broken_record_is_refused_naming_its_field(change, path) -> None:  # type: ignore[no-untyped-def]
    data = to_data(after_lesson(Record(), "ab", [s(Ask.CAPTAIN, WRONG)]))
    change(data)
    with pytest.raises(SaveError) as refused:
        from_data(data)
    assert refused.value.path == path
    assert refused.value.reason


def test_not_an_object_is_refused() -> None:
    for data in ([], "x", None, 3):
        with pytest.raises(SaveError):
            from_data(data)
