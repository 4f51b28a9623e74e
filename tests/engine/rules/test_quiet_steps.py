"""A step of Phase 7 or Phase 8 with nothing to do says why (``quiet.Quiet``): one case per rule.

Each case builds a round's end, walks it with the quiet steps kept and pins the step of its rule:
no event, no change, the reason its rule gave, the family it names, what it looked at and its words
in every language. A walk without them, the working copy and the log are as they were."""

from __future__ import annotations

import random
from itertools import takewhile

import pytest

from florenza_gui.engine.fast.working import end_round, step_results
from florenza_gui.engine.model import places
from florenza_gui.engine.model.boarddata import board_numbers
from florenza_gui.engine.model.places import (
    BAG_PIECE,
    BISHOP_CARD,
    BISHOP_CARD_PIECE,
    CAPTAIN_CARD,
    FIRST_PLAYER_CARD,
)
from florenza_gui.engine.model.quiet import REASONS, WORDS, Quiet, Why, looked_at
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.types import LifeCard, Phase
from florenza_gui.engine.rules.end_of_round import PHASES_7_AND_8, walk
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.words.catalogue import CATALOGUES
from florenza_gui.engine.words.steps import quiet_text
from florenza_gui.engine.words.wording import languages

from ..builders import K, fam, game

SPACES = tuple(places.predicatore(n) for n in range(1, 5))
LATER = ("R9", "G", "D10")  # the final scoring, the Ghosts' turns, the next round's start
LIFE_II_TO_VI = tuple(places.life(card) for card in list(LifeCard)[1:])


def tied_and_empty():
    """Red and Blue tie for Captain, nobody reaches the Church track's minimum; nothing on the
    Predicatore spaces, the Bishop card or the Captain card; only Life card II has a character."""
    return game(fam("red", prestige=5), fam("blue", prestige=5), fam("green"), row={2: ("masaccio",)},
                bag=("leonardo",))


def new_offices():
    """Red is elected Captain; Green is elected Bishop, not having held the Bishop card; only Life
    card I has a character."""
    return game(fam("red", prestige=9), fam("blue", prestige=2), fam("green", church=4), row={1: ("castagno",)},
                bag=("leonardo",), predicatore=(K("red"), None, None, None))


# rule, the round's end, the reason, the family it names (its name), what it looked at, the English words
CASES = [
    ("R7.1b", tied_and_empty, Why.NO_CAPTAIN, None, (FIRST_PLAYER_CARD,),
     "No Captain was elected (D3), so nobody takes the First Player card"),
    ("R7.1c", tied_and_empty, Why.NO_CAPTAIN, None, (FIRST_PLAYER_CARD,),
     "No Captain was elected (D3), so nobody banks Prestige tokens"),
    ("R7.1d", tied_and_empty, Why.NO_CAPTAIN, None, (FIRST_PLAYER_CARD,),
     "No Captain was elected (D3), so no Captain marker goes back to 0"),
    ("R7.1e", tied_and_empty, Why.NO_CAPTAIN, None, (FIRST_PLAYER_CARD,),
     "No Captain was elected (D3), so nobody moves to the top of the turn order"),
    ("R7.2c", tied_and_empty, Why.NO_BISHOP, None, (BISHOP_CARD_PIECE,),
     "No Bishop was elected (D4), so nobody takes the Bishop card"),
    ("R7.2d", tied_and_empty, Why.NO_BISHOP, None, (BISHOP_CARD_PIECE,),
     "No Bishop was elected (D4), so nobody scores Prestige from the Church track"),
    ("R7.2e", tied_and_empty, Why.NO_BISHOP, None, (BISHOP_CARD_PIECE,),
     "No Bishop was elected (D4), so no Bishop marker goes back to 0"),
    ("R7.2f", tied_and_empty, Why.NO_BISHOP, None, (BISHOP_CARD_PIECE,),
     "No Bishop was elected (D4), so nobody is placed second in the turn order"),
    ("R7.3", tied_and_empty, Why.NO_BISHOP, None, (BISHOP_CARD_PIECE,),
     "No Bishop was elected (D4), so there is no Cardinal"),
    ("R7.3", new_offices, Why.NEW_BISHOP, "green", (BISHOP_CARD_PIECE, places.bishop_marker("green")),
     "Green is Bishop but did not hold the Bishop card in the round just played, so there is no Cardinal"),
    ("R7.5", new_offices, Why.CAPTAIN_LEADS, "red", (FIRST_PLAYER_CARD, places.turn_marker("red")),
     "Red is Captain and already holds the First Player card: it stays there"),
    ("R8.2", tied_and_empty, Why.NOBODY_DETAINED, None, (CAPTAIN_CARD,),
     "Nobody is detained on the Captain card: nothing to release"),
    ("R8.3", tied_and_empty, Why.NO_KINSMAN_OUT, None, SPACES + (BISHOP_CARD,),
     "No Kinsman stands on the 4 Predicatore spaces or on the Bishop card: none goes home"),
    ("R8.4", tied_and_empty, Why.NO_PREACHER_OUT, None, SPACES,
     "No Preacher stands on the 4 Predicatore spaces: no tile goes back"),
    ("R8.5", tied_and_empty, Why.NOTHING_UNDER_CARD_I, None, (places.life(LifeCard.I),),
     "Nothing lies under Life card I this round: nobody leaves the game"),
    ("R8.6", new_offices, Why.NOTHING_TO_SHIFT, None, LIFE_II_TO_VI,
     "Nothing lies under Life cards II to VI: no card moves down"),
    ("R8.7", tied_and_empty, Why.NOBODY_LEFT, None, (BAG_PIECE,),
     "Nobody left the game at R8.5, so no tile is drawn from the bag"),
]


def quiet_steps(state):
    return [step for _, step in walk(state, quiet=True) if isinstance(step, Quiet)]


@pytest.mark.parametrize(("rule", "made", "why", "family", "lit", "english"), CASES,
                         ids=[f"{c[0]}-{c[2].value}" for c in CASES])
def test_a_step_with_nothing_to_do_says_why(rule, made, why, family, lit, english) -> None:
    state = made()
    found = [step for step in quiet_steps(state) if step.rule == rule]
    assert len(found) == 1, found
    step = found[0]
    assert step == (rule, (), ())  # no event, no change
    assert (step.why, step.family) == (why, family)
    assert step.name == ("" if family is None else family.capitalize())
    assert step.rule in REASONS[step.why]
    assert looked_at(step) == lit
    assert quiet_text(step) == english
    for language in languages():
        assert quiet_text(step, language).strip()


def test_the_quiet_steps_take_their_places_in_the_order_of_the_rules() -> None:
    state = tied_and_empty()
    rules = [step[0] for _, step in walk(state, quiet=True)][:len(PHASES_7_AND_8)]
    assert rules == ["R7.1a", "R7.1b", "R7.1c", "R7.1d", "R7.1e", "R7.2b", "R7.2c", "R7.2d", "R7.2e", "R7.2f",
                     "R7.3", "D5", "R7.5", "R8.1", "R8.2", "R8.3", "R8.4", "R8.5", "R8.6", "R8.7", "R8.8"]


def test_a_quiet_step_is_made_once_for_its_rule_and_reason() -> None:
    first, again = quiet_steps(tied_and_empty()), quiet_steps(tied_and_empty())
    assert all(a is b for a, b in zip(first, again, strict=True))


def test_without_the_quiet_steps_the_walk_and_the_working_copy_are_as_they_were() -> None:
    for made in (tied_and_empty, new_offices):
        state = made()
        loud = [(after, step) for after, step in walk(state, quiet=True) if step[1] or step[2]]
        assert loud == list(walk(state))
        assert [tuple(r) for r in step_results(state)] == [tuple(s) for _, s in walk(state)]
        kept = step_results(state, quiet=True)
        assert [r for r in kept if not isinstance(r, Quiet)] == list(step_results(state))
        after, events = end_round(state)
        assert events == tuple(e for _, (_, evs, _) in walk(state, quiet=True) for e in evs)
        assert len(after.log) == len(events)  # a quiet step writes no line


def test_every_rule_of_phases_7_and_8_takes_its_step_in_random_games() -> None:
    """Over random games' ends of round: each step of Phase 7 and Phase 8 either changed something or
    says why it did not, with a reason its rule may give (after the last round, R8.1 ends the game)."""
    seen: set[Why] = set()
    for seed in range(6):
        r = random.Random(seed)
        state = new_game(simulate.seatings(2, 1), seed=seed)
        while state.phase is Phase.ACTIONS:
            state = simulate.finish_action_phase(state, r, give_up_after=r.randrange(2, 40))
            steps = list(takewhile(lambda s: not s[0].startswith(LATER), (s for _, s in walk(state, quiet=True))))
            for step in steps:
                assert step[1] or step[2] or (isinstance(step, Quiet) and step.rule in REASONS[step.why]), step
                seen.update([step.why] if isinstance(step, Quiet) else [])
            last = state.round == board_numbers().last_round
            assert len(steps) == (14 if last else len(PHASES_7_AND_8))
            state, _ = end_round(state)
    assert len(seen) >= 5


def test_every_reason_has_its_words_in_every_language() -> None:
    for language, table in CATALOGUES.items():
        assert [key for key in WORDS if key not in table] == [], language
    assert {key for key in CATALOGUES["en"] if key.startswith("quiet.")} == set(WORDS)
    assert set(REASONS) == set(Why)
    assert all(rule in Rule for rules in REASONS.values() for rule in rules)
