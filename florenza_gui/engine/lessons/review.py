"""A learner's score and review set, as pure values.

Each lesson played in Predict mode keeps its answers, one per kind of question: right first time, right
after a hint, or wrong (asked to be shown counts as wrong; a room's answer given aloud is not scored).
A kind got wrong comes back in another position that asks it, a simple spaced review counted in lessons:

- got wrong at lesson *n*: asked again at the end of lesson *n* + 1;
- right then: asked again two lessons later;
- right again: learnt, and not asked again (wrong at any review: back to the next lesson).

A review is asked once the lesson's own end of round is over, in a position other than the one it was got
wrong in and other than the lesson's (:func:`plan`). Positions are named by a key (a fingerprint of the
position, ``reviewpositions.fingerprint``). The record is kept by the app in the user's data folder:
:func:`to_data` and :func:`from_data` are its file's contents, read as untrusted data.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, NamedTuple, TypeVar

from ..files.readfile import SaveError
from ..model.asks import Ask
from ..model.filereasons import FileProblem as P
from ..model.filereasons import why
from ..model.ruleids import Rule

FORMAT = "florenza-review"
AGAIN_AFTER = (1, 2)  # lessons until a kind is asked again: once got wrong, once right at its first review
KEPT_SCORES = 100  # the last lessons' scores kept (the review set itself is never cut)
MAX_LESSONS = 10**9
KEY = re.compile(r"[0-9a-f]{1,64}")
E = TypeVar("E", bound=Enum)


class Outcome(Enum):
    FIRST_TIME = "first_time"
    AFTER_HINT = "after_hint"
    WRONG = "wrong"


class Scored(NamedTuple):
    """A kind of question asked, the rule that decided it, and how it went."""

    ask: Ask
    rule: Rule
    outcome: Outcome


@dataclass(frozen=True, slots=True)
class LessonScore:
    """The answers of lesson ``lesson`` (``review``: of the review asked after it) in the position ``where``."""

    lesson: int
    where: str
    review: bool
    answers: tuple[Scored, ...]

    def count(self, outcome: Outcome) -> int:
        return sum(a.outcome is outcome for a in self.answers)


@dataclass(frozen=True, slots=True)
class Due:
    """A kind of question to ask again at the end of lesson ``due``: got wrong in the position ``where``;
    ``stage`` 0 since it was got wrong, 1 once right at a review."""

    ask: Ask
    where: str
    stage: int
    due: int


@dataclass(frozen=True, slots=True)
class Record:
    """How many lessons were played, the kinds to ask again, and the last lessons' scores."""

    lessons: int = 0
    due: tuple[Due, ...] = ()
    scores: tuple[LessonScore, ...] = ()

    def due_now(self) -> tuple[Due, ...]:
        """The kinds to ask at the end of the lesson last played (the review after it)."""
        return tuple(d for d in self.due if d.due <= self.lessons)

    def due_next(self) -> tuple[Due, ...]:
        """The kinds that come back at the next lesson (not before, nor later)."""
        return tuple(d for d in self.due if d.due == self.lessons + 1)


def scored(answers: Iterable[Scored]) -> tuple[Scored, ...]:
    """One answer a kind: a kind asked more than once (a Ghost card each Ghost) is wrong if any was."""
    kept: dict[Ask, Scored] = {}
    worst = {Outcome.FIRST_TIME: 0, Outcome.AFTER_HINT: 1, Outcome.WRONG: 2}
    for a in answers:
        if a.ask not in kept or worst[a.outcome] > worst[kept[a.ask].outcome]:
            kept[a.ask] = a
    return tuple(kept.values())


def after_lesson(record: Record, where: str, answers: Iterable[Scored]) -> Record:
    """``record`` once a lesson in the position ``where`` is played with ``answers``: each kind got wrong
    comes back at the next lesson (a kind already in the review set starts again)."""
    n = record.lessons + 1
    answers = scored(answers)
    wrong = {a.ask for a in answers if a.outcome is Outcome.WRONG}
    due = [d for d in record.due if d.ask not in wrong]
    due += [Due(ask, where, 0, n + AGAIN_AFTER[0]) for ask in sorted(wrong, key=_order)]
    return Record(n, _sorted(due), _kept((*record.scores, LessonScore(n, where, False, answers))))


def after_review(record: Record, where: str, answers: Iterable[Scored]) -> Record:
    """``record`` once review questions are answered in the position ``where`` (after the lesson last played):
    right moves a kind on (again two lessons later, then learnt), wrong brings it back at the next lesson.
    Answers of kinds not in the review set change nothing."""
    n = record.lessons
    answers = tuple(a for a in scored(answers) if any(d.ask is a.ask for d in record.due))
    if not answers:
        return record
    by_ask = {a.ask: a for a in answers}
    due: list[Due] = []
    for d in record.due:
        a = by_ask.get(d.ask)
        if a is None:
            due.append(d)
        elif a.outcome is Outcome.WRONG:
            due.append(Due(d.ask, where, 0, n + AGAIN_AFTER[0]))
        elif d.stage == 0:
            due.append(replace(d, stage=1, due=n + AGAIN_AFTER[1]))
        # (right at its second review: learnt)
    return Record(n, _sorted(due), _kept((*record.scores, LessonScore(n, where, True, answers))))


class Candidate(NamedTuple):
    """A position a review may be asked in: its key and the kinds of question its end of round asks."""

    key: str
    asks: frozenset[Ask]


class Visit(NamedTuple):
    """A position to ask review questions in (``key`` None: none fits; one is made for them) and the kinds."""

    key: str | None
    asks: tuple[Ask, ...]


def plan(due: Sequence[Due], here: str, candidates: Sequence[Candidate]) -> tuple[Visit, ...]:
    """Where to ask the kinds ``due``: each in a position that asks it, neither the one it was got wrong in
    nor ``here`` (the lesson just played); as few positions as may be, the earlier candidates first."""
    left = list(due)
    visits: list[Visit] = []
    while left:
        fitting = [[d for d in left if d.ask in c.asks and c.key not in (d.where, here)] for c in candidates]
        best = max(range(len(candidates)), key=lambda i: len(fitting[i]), default=None)
        if best is None or not fitting[best]:
            visits += [Visit(None, (d.ask,)) for d in left]
            break
        visits.append(Visit(candidates[best].key, tuple(d.ask for d in fitting[best])))
        left = [d for d in left if d not in fitting[best]]
    return tuple(visits)


# -- the file's contents -------------------------------------------------------------------------
def to_data(record: Record) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": 1,
        "lessons": record.lessons,
        "due": [{"ask": d.ask.value, "where": d.where, "stage": d.stage, "due": d.due} for d in record.due],
        "scores": [
            {
                "lesson": s.lesson,
                "where": s.where,
                "review": s.review,
                "answers": [{"ask": a.ask.value, "rule": str(a.rule), "outcome": a.outcome.value} for a in s.answers],
            }
            for s in record.scores
        ],
    }


def from_data(data: object) -> Record:
    """The record a file holds, read as untrusted data: anything out of place is a ``SaveError`` naming
    the field (a record is never half read)."""
    body = _object(data, "$")
    if body.get("format") != FORMAT:
        raise SaveError("format", why(P.WRONG_FORMAT, format=FORMAT))
    if body.get("version") != 1:
        raise SaveError("version", why(P.MUST_BE_1))
    lessons = _number(body.get("lessons"), "lessons", MAX_LESSONS)
    due: list[Due] = []
    for i, raw in enumerate(_list(body.get("due"), "due", len(Ask))):
        at = f"due[{i}]"
        entry = _object(raw, at)
        ask = _enum(Ask, entry.get("ask"), f"{at}.ask")
        if any(d.ask is ask for d in due):
            raise SaveError(f"{at}.ask", why(P.APPEARS_TWICE, name=ask.value))
        due.append(
            Due(
                ask,
                _key(entry.get("where"), f"{at}.where"),
                _number(entry.get("stage"), f"{at}.stage", 1),
                _number(entry.get("due"), f"{at}.due", lessons + max(AGAIN_AFTER)),
            )
        )
    scores: list[LessonScore] = []
    for i, raw in enumerate(_list(body.get("scores"), "scores", KEPT_SCORES)):
        at = f"scores[{i}]"
        entry = _object(raw, at)
        review = entry.get("review")
        if type(review) is not bool:
            raise SaveError(f"{at}.review", why(P.TRUE_OR_FALSE))
        answers = []
        for j, one in enumerate(_list(entry.get("answers"), f"{at}.answers", len(Ask))):
            where = f"{at}.answers[{j}]"
            answer = _object(one, where)
            answers.append(
                Scored(
                    _enum(Ask, answer.get("ask"), f"{where}.ask"),
                    _rule(answer.get("rule"), f"{where}.rule"),
                    _enum(Outcome, answer.get("outcome"), f"{where}.outcome"),
                )
            )
        scores.append(
            LessonScore(
                _number(entry.get("lesson"), f"{at}.lesson", lessons),
                _key(entry.get("where"), f"{at}.where"),
                review,
                tuple(answers),
            )
        )
    return Record(lessons, _sorted(due), tuple(scores))


def _object(raw: object, at: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise SaveError(at, why(P.REVIEW_NOT_OBJECT))
    return raw


def _list(raw: object, at: str, most: int) -> list[Any]:
    if not isinstance(raw, list) or len(raw) > most:
        raise SaveError(at, why(P.LIST_AT_MOST, most=most))
    return raw


def _number(raw: object, at: str, most: int) -> int:
    if type(raw) is not int or not 0 <= raw <= most:
        raise SaveError(at, why(P.NUMBER_AT_MOST, most=most))
    return raw


def _key(raw: object, at: str) -> str:
    if not isinstance(raw, str) or KEY.fullmatch(raw) is None:
        raise SaveError(at, why(P.POSITION_KEY))
    return raw


def _enum(kind: type[E], raw: object, at: str) -> E:
    values = [str(member.value) for member in kind]
    if not isinstance(raw, str) or raw not in values:
        raise SaveError(at, why(P.ONE_OF, values=", ".join(values)))
    return kind(raw)


def _rule(raw: object, at: str) -> Rule:
    if not isinstance(raw, str) or raw not in {str(r) for r in Rule}:
        raise SaveError(at, why(P.NOT_A_RULE, rule=repr(raw)[:40]))
    return Rule(raw)


def _order(ask: Ask) -> int:
    return list(Ask).index(ask)


def _sorted(due: Iterable[Due]) -> tuple[Due, ...]:
    return tuple(sorted(due, key=lambda d: (d.due, _order(d.ask))))


def _kept(scores: tuple[LessonScore, ...]) -> tuple[LessonScore, ...]:
    return scores[-KEPT_SCORES:]
