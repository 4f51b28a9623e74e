"""Predict, then reveal: the questions an end of round answers, asked before
the step that answers them, and the learner's answer marked against what the
rules did.

A question is read off the end of round the engine has played (the steps'
results and the states after them): who the step elected, the order Phase 7
left, the characters that left the game, where each card and drawn tile went,
where a Ghost's card sent its pieces, who won and on what. Nothing here
decides what a rule does; every answer is the engine's own outcome, so a
question can never disagree with the step it is asked before.

Nothing asked needs a value the learner may not see (RULES.md §9): a drawn
tile is asked about once it is drawn (its name and rounds are given), a
Ghost's card once it is revealed (its values are given), the winner once the
tokens are revealed. Banking (R7.1c), whose tokens are private, is not asked.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..model.asks import Ask
from ..model.changes import Step
from ..model.events import DecidedBy, EventKind
from ..model.ruleids import Rule
from ..model.state import GameState
from ..model.types import LIFE_CARDS, LifeCard
from ..rules.end_of_round import step_states


class GhostOutcome(NamedTuple):
    """Where a Ghost's card leaves its Captain marker and its Bishop marker,
    and the Predicatore space its Kinsman took (None: it placed none)."""

    captain: int
    bishop: int
    kinsman: int | None


class Winner(NamedTuple):
    """The families placed first, and the last rung of R9.3 their place needed."""

    families: frozenset[str]
    decided_by: DecidedBy


Answer = str | None | tuple[str, ...] | frozenset[str] | Mapping[str, LifeCard] | GhostOutcome | Winner


@dataclass(frozen=True)
class Question:
    """A question of an end of round.

    ``step`` is the index (in the end of round's steps) of the step asked
    before; the answer shows once the steps up to ``through`` are played.
    ``rule`` is the rule that decides it. ``given`` holds what the learner
    is shown to answer it (the drawn tiles' rounds, a Ghost card's values,
    a Ghost's or the round's families), never a hidden value."""

    ask: Ask
    rule: Rule
    step: int
    through: int
    answer: Answer
    family: str | None = None  # the Ghost whose card is asked about
    given: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class Mark:
    """The learner's answer marked: ``right``, the parts that differ
    (a family, a character or a piece), to show beside what the rule did,
    and the rules those parts got wrong (``rules``, for a wrong answer)."""

    right: bool
    differ: frozenset[str] = frozenset()
    rules: tuple[Rule, ...] = ()


# the rule that moves each piece of a Ghost's card's outcome (G2, G3, G4)
GHOST_PIECE_RULES = {"captain": Rule.G2, "bishop": Rule.G3, "kinsman": Rule.G4}


def questions(start: GameState, results: Sequence[Step]) -> tuple[Question, ...]:
    """The questions of the end of round played from ``start`` (everyone has
    passed) whose steps' results are ``results``, in the order they are asked."""
    states = [start, *step_states(start, results)]  # states[i]: before step i; states[i + 1]: after it
    found: list[Question] = []
    phase_8 = next((i for i, (rule, _, _) in enumerate(results) if rule is Rule.R8_1), len(results))
    order_steps = [i for i in range(phase_8) if states[i + 1].turn_order != states[i].turn_order]
    if order_steps:
        last = order_steps[-1]
        found.append(Question(Ask.TURN_ORDER, results[last][0], order_steps[0], last,
                              states[last + 1].turn_order))
    for i, (rule, events, _) in enumerate(results):
        before, after = states[i], states[i + 1]
        kinds = {e.kind for e in events}
        if kinds & {EventKind.CAPTAIN_ELECTED, EventKind.NO_CAPTAIN}:
            found.append(Question(Ask.CAPTAIN, rule, i, i, after.captain))
        elif kinds & {EventKind.BISHOP_ELECTED, EventKind.NO_BISHOP}:
            found.append(Question(Ask.BISHOP, rule, i, i, after.bishop))
            if after.bishop is not None:  # R7.3 is asked only where a Bishop was elected
                found.append(_cardinal(results, states, i + 1, phase_8))
        elif EventKind.CHARACTER_LEFT in kinds:
            found.append(Question(Ask.LEAVING, rule, i, i, frozenset(after.out_of_game) - set(before.out_of_game)))
        elif EventKind.CARD_SHIFTED in kinds:
            moved = {c for c in _row_characters(before)}
            found.append(Question(Ask.CARD_MOVES, rule, i, i, _under(after, moved)))
        elif EventKind.TILE_DRAWN in kinds:
            drawn = set(_row_characters(after)) - set(_row_characters(before))
            found.append(Question(Ask.DRAW_UNDER, rule, i, i, _under(after, drawn),
                                  given={c: after.characters[c].rounds for c in sorted(drawn)}))
        elif EventKind.GHOST_CARD_REVEALED in kinds:
            ghost = _ghost(results, states, i)
            if ghost is not None:
                found.append(ghost)
        elif EventKind.STANDINGS_DECIDED in kinds and after.standings is not None:
            first = [s for s in after.standings.standings if s.place == 1]
            found.append(Question(Ask.WINNER, rule, i, i, Winner(frozenset(s.family for s in first),
                                                                  first[0].decided_by)))
    found.sort(key=lambda q: (q.step, q.ask is not Ask.TURN_ORDER))
    return tuple(found)


def askable(start: GameState) -> tuple[Ask, ...]:
    """The kinds of question the end of round played from ``start`` asks, in ``Ask``'s order (what a lesson
    on this position may name); none while a family still has to play (D10)."""
    from ..fast.working import step_results  # (the end of round is played only when a lesson is described)
    from ..rules.turns import round_is_over

    if not round_is_over(start):
        return ()
    found = {q.ask for q in questions(start, step_results(start))}
    return tuple(a for a in Ask if a in found)


def mark(question: Question, given: Answer) -> Mark:
    """``given`` marked against the rules' answer to ``question``: the parts
    that differ are families (an office, the order, the winners), characters
    (who left, where a card went) or, for a Ghost's card, the piece
    (``captain``, ``bishop``, ``kinsman``), and ``decided_by`` for the rung.
    A wrong answer names the rules it got wrong: for a Ghost's card, the rule
    of each piece that differs (G2, G3, G4); else the question's rule."""
    found = _marked(question, given)
    if found.right:
        return found
    pieces = tuple(GHOST_PIECE_RULES[p] for p in GhostOutcome._fields if p in found.differ) if (
        question.ask is Ask.GHOST_MOVES) else ()
    return Mark(False, found.differ, pieces or (question.rule,))


def _marked(question: Question, given: Answer) -> Mark:
    """``given`` against ``question``'s answer: right, or the parts that differ (:func:`mark`)."""
    answer = question.answer
    if given == answer:
        return Mark(True)
    if isinstance(answer, Winner) and isinstance(given, Winner):
        rung = {"decided_by"} if given.decided_by is not answer.decided_by else set()
        return Mark(False, frozenset(answer.families ^ given.families) | rung)
    if isinstance(answer, GhostOutcome) and isinstance(given, GhostOutcome):
        return Mark(False, frozenset(part for part, a, g in zip(GhostOutcome._fields, answer, given, strict=True)
                                     if a != g))
    if isinstance(answer, frozenset) and isinstance(given, frozenset):
        return Mark(False, answer ^ given)
    if isinstance(answer, Mapping) and isinstance(given, Mapping):
        return Mark(False, frozenset(k for k in set(answer) | set(given) if answer.get(k) != given.get(k)))
    if question.ask is Ask.TURN_ORDER and isinstance(answer, tuple) and isinstance(given, tuple):
        placed = dict(enumerate(given))  # each family not in its place
        return Mark(False, frozenset(str(f) for place, f in enumerate(answer) if placed.get(place) != f))
    return Mark(False, frozenset(x for x in (answer, given) if isinstance(x, str)))  # an office


# -- the answers, read off the states ----------------------------------------------------------
def _cardinal(results: Sequence[Step], states: Sequence[GameState], at: int, phase_8: int) -> Question:
    """R7.3, asked before the step after the Bishop's election: the family
    named Cardinal in Phase 7, or nobody (``phase_8``: the first step after it)."""
    for i in range(at, phase_8):
        rule, events, _ = results[i]
        if any(e.kind is EventKind.CARDINAL_NAMED for e in events):
            named = [f.id for f, g in zip(states[i].families, states[i + 1].families, strict=True)
                     if g.cardinal > f.cardinal]
            return Question(Ask.CARDINAL, rule, i, i, named[0] if named else None)
    step = min(at, len(results) - 1)
    return Question(Ask.CARDINAL, Rule.R7_3, step, step, None)


def _ghost(results: Sequence[Step], states: Sequence[GameState], shown: int) -> Question | None:
    """G2–G4, asked once G1 has revealed the Ghost's card (its values given)."""
    ghost = next(e.family for e in results[shown][1] if e.kind is EventKind.GHOST_CARD_REVEALED)
    assert ghost is not None
    revealed = states[shown + 1]
    card = revealed.ghosts.shown if revealed.ghosts is not None else None
    through = shown
    for i in range(shown + 1, len(results)):
        events = results[i][1]
        if not events or any(e.family != ghost for e in events) or results[i][0] not in _GHOST_RULES:
            break
        through = i
    if through == shown:
        return None  # the card moves nothing: nothing to ask
    before, after = revealed, states[through + 1]
    placed = [n for n, (was, now) in enumerate(zip(before.predicatore, after.predicatore, strict=True), start=1)
              if was != now and now is not None]
    family = after.family(ghost)
    given = {} if card is None else {"p": card.p, "c": card.c, "s": card.s}
    return Question(Ask.GHOST_MOVES, results[through][0], shown + 1, through,
                    GhostOutcome(family.prestige, family.church, placed[0] if placed else None),
                    family=ghost, given=given)


_GHOST_RULES = frozenset({Rule.G2, Rule.G3, Rule.G4})


def _row_characters(state: GameState) -> Iterable[str]:
    for under in state.row:
        yield from under


def _under(state: GameState, characters: Iterable[str]) -> dict[str, LifeCard]:
    """Under which Life card each of ``characters`` stands in ``state``'s row."""
    where = {c: LIFE_CARDS[i] for i, under in enumerate(state.row) for c in under}
    return {c: where[c] for c in characters if c in where}
