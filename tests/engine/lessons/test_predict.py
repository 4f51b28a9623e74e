"""Predict, then reveal: the questions an end of round asks are the engine's
own outcomes, asked before the step that shows them, never about a hidden
value; an answer is marked right only when it is the rules' answer."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from florenza_gui.engine.fast.randomplayer import finish_action_phase
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.lessons.predict import Ask, GhostOutcome, Question, Winner, mark, questions
from florenza_gui.engine.model.changes import Step
from florenza_gui.engine.model.events import DecidedBy, EventKind
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import LIFE_CARDS, LifeCard, Phase
from florenza_gui.engine.rules.end_of_round import walk
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate


def ends_of_round(seed: int, humans: int, ghosts: int) -> Iterator[tuple[GameState, list[Step], GameState]]:
    """Every end of round of a random game: the round's end, its steps' results and the state after them."""
    r = random.Random(seed)
    state = new_game(simulate.seatings(humans, ghosts), seed=seed, shuffle_order=True)
    while state.phase is Phase.ACTIONS:
        start = finish_action_phase(state, r)
        walked = list(walk(start))
        yield start, [step for _, step in walked], walked[-1][0]
        state, _ = end_round(start)


SEATINGS = [(3, 0), (2, 2), (1, 4), (5, 0), (3, 2)]
GAMES = [(seed, *SEATINGS[seed % len(SEATINGS)]) for seed in range(12)]


def _by_ask(found: tuple[Question, ...]) -> dict[Ask, list[Question]]:
    out: dict[Ask, list[Question]] = {}
    for q in found:
        out.setdefault(q.ask, []).append(q)
    return out


@pytest.mark.parametrize(("seed", "humans", "ghosts"), GAMES)
def test_every_answer_is_what_the_end_of_round_did(seed: int, humans: int, ghosts: int) -> None:
    for start, results, end in ends_of_round(seed, humans, ghosts):
        found = questions(start, results)
        asks = _by_ask(found)
        rules = [rule for rule, _, _ in results]
        assert [q.step for q in found] == sorted(q.step for q in found), "asked in the order of the steps"
        for q in found:
            assert 0 <= q.step <= q.through < len(results)
        # R7.1: asked at the Captain's step, the Captain the round ends with
        (captain,) = asks[Ask.CAPTAIN]
        assert rules[captain.step] in (Rule.R7_1, Rule.R7_1A, Rule.D3) and captain.answer == end.captain
        (bishop,) = asks[Ask.BISHOP]
        assert bishop.answer == end.bishop
        assert (Ask.CARDINAL in asks) == (end.bishop is not None)
        # the order the next round plays in (R7.1e–R7.5)
        (order,) = asks.get(Ask.TURN_ORDER, [Question(Ask.TURN_ORDER, Rule.R7_4, 0, 0, start.turn_order)])
        assert order.answer == end.turn_order
        if end.phase is Phase.GAME_OVER:
            (winner,) = asks[Ask.WINNER]
            assert end.standings is not None
            assert winner.answer == Winner(frozenset(s.family for s in end.standings.standings if s.place == 1),
                                           end.standings.standings[0].decided_by)
            assert not {Ask.LEAVING, Ask.CARD_MOVES, Ask.DRAW_UNDER, Ask.GHOST_MOVES} & set(asks)
            continue
        # R8.5: the characters under Life card I at the round's end leave
        leaving = frozenset(start.row[0])
        assert [q.answer for q in asks.get(Ask.LEAVING, [])] == ([leaving] if leaving else [])
        # R8.6: each other card one Life card down
        for q in asks.get(Ask.CARD_MOVES, []):
            was = {c: LIFE_CARDS[i] for i, under in enumerate(start.row) for c in under}
            assert q.answer == {c: LifeCard(card.value - 1) for c, card in was.items() if card is not LifeCard.I}
        # R8.7: each drawn tile under the Life card of its rounds; its rounds given, nothing else
        for q in asks.get(Ask.DRAW_UNDER, []):
            assert isinstance(q.answer, dict) and set(q.given) == set(q.answer)
            assert all(card is LifeCard.for_rounds(q.given[c]) for c, card in q.answer.items())
        # G2–G4: one question a Ghost whose card moved something, its values given
        for q in asks.get(Ask.GHOST_MOVES, []):
            assert q.family is not None and set(q.given) == {"p", "c", "s"}
            assert isinstance(q.answer, GhostOutcome)
            assert any(e.kind is EventKind.GHOST_CARD_REVEALED for e in results[q.step - 1][1])  # once it shows
            assert q.answer.bishop <= 10


@pytest.mark.parametrize(("seed", "humans", "ghosts"), GAMES[:4])
def test_the_rules_answer_is_right_and_any_other_is_wrong_naming_what_differs(
        seed: int, humans: int, ghosts: int) -> None:
    for start, results, _ in ends_of_round(seed, humans, ghosts):
        families = [f.id for f in start.families]
        for q in questions(start, results):
            assert mark(q, q.answer).right and mark(q, q.answer).rules == ()
            a = q.answer
            if q.ask in (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL):
                other = next(f for f in [*families, None] if f != a)
                m = mark(q, other)
                assert not m.right and m.differ == frozenset(x for x in (a, other) if x is not None)
            elif q.ask is Ask.TURN_ORDER:
                assert isinstance(a, tuple)
                swapped = (a[1], a[0], *a[2:])
                m = mark(q, swapped)
                assert not m.right and m.differ == {a[0], a[1]}
            elif q.ask is Ask.LEAVING:
                assert isinstance(a, frozenset)
                gone = next(iter(a))
                m = mark(q, a - {gone})
                assert not m.right and m.differ == {gone}
            elif q.ask in (Ask.CARD_MOVES, Ask.DRAW_UNDER):
                assert isinstance(a, dict) and a
                c = next(iter(a))
                wrong = {**a, c: LifeCard.VI if a[c] is not LifeCard.VI else LifeCard.V}
                m = mark(q, wrong)
                assert not m.right and m.differ == {c}
            elif q.ask is Ask.GHOST_MOVES:
                assert isinstance(a, GhostOutcome)
                m = mark(q, a._replace(captain=a.captain + 1))
                assert not m.right and m.differ == {"captain"}
            elif q.ask is Ask.WINNER:
                assert isinstance(a, Winner)
                rung = DecidedBy.FIORINI if a.decided_by is not DecidedBy.FIORINI else DecidedBy.RESOURCES
                m = mark(q, a._replace(decided_by=rung))
                assert not m.right and m.differ == {"decided_by"}
            # a wrong answer names the rule it got wrong: the question's, a Ghost's Captain marker's G2
            assert m.rules == ((Rule.G2,) if q.ask is Ask.GHOST_MOVES else (q.rule,)), (q.ask, m)


@pytest.mark.parametrize(("said", "rules"), [
    ({"captain": 1}, (Rule.G2,)),
    ({"bishop": 1}, (Rule.G3,)),
    ({"kinsman": 1}, (Rule.G4,)),
    ({"captain": 1, "kinsman": 1}, (Rule.G2, Rule.G4)),
    ({"captain": 1, "bishop": 1, "kinsman": 1}, (Rule.G2, Rule.G3, Rule.G4)),
])
def test_a_ghost_cards_wrong_answer_names_the_rule_of_each_piece_it_got_wrong(
        said: dict[str, int], rules: tuple[Rule, ...]) -> None:
    """G2 moves the Ghost's Captain marker, G3 its Bishop marker, G4 puts its Kinsman on a space: a wrong
    answer names the rule of each piece it says wrongly, whichever rule the question's last step was."""
    answer = GhostOutcome(11, 5, 1)
    q = Question(Ask.GHOST_MOVES, Rule.G4, 20, 22, answer, family="red", given={"p": 3, "c": 1, "s": 1})
    given = answer._replace(**{piece: getattr(answer, piece) + by for piece, by in said.items()})
    m = mark(q, given)
    assert not m.right and m.differ == set(said) and m.rules == rules


def test_a_question_never_holds_a_hidden_value() -> None:
    """Token values, the bag's order and the Ghost deck stay unasked (RULES.md §9): banking is never a
    question, a drawn tile is named only with its rounds, a Ghost's card only once revealed."""
    for seed, humans, ghosts in GAMES:
        for start, results, _ in ends_of_round(seed, humans, ghosts):
            for q in questions(start, results):
                assert q.rule not in (Rule.R7_1C, Rule.G1)
                if q.ask is Ask.DRAW_UNDER:
                    assert all(isinstance(v, int) for v in q.given.values())
                if q.ask is Ask.GHOST_MOVES:
                    assert q.step >= 1 and any(e.kind is EventKind.GHOST_CARD_REVEALED for e in results[q.step - 1][1])


def test_these_games_ask_every_kind_of_question() -> None:
    asked: set[Ask] = set()
    named_cardinal = False
    for seed, humans, ghosts in GAMES:
        for start, results, _ in ends_of_round(seed, humans, ghosts):
            for q in questions(start, results):
                asked.add(q.ask)
                named_cardinal |= q.ask is Ask.CARDINAL and q.answer is not None
    assert asked == set(Ask) and named_cardinal
