"""A step that moves several pieces by one rule is told in one sentence:
the Kinsmen going home by family (R8.3), the characters leaving together
(R8.5), the cards moving down grouped by the Life cards they leave and
reach (R8.6), the tiles drawn (R8.7); another step, a line each."""

from __future__ import annotations

import random

from florenza_gui.engine.fast.randomplayer import finish_action_phase
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.events import Event
from florenza_gui.engine.model.places import PredicatoreSpace
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.rules.end_of_round import end_round_steps
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim.simulate import seatings
from florenza_gui.engine.words.steps import step_text
from florenza_gui.engine.words.wording import render


def steps_of(seed: int, families: int = 4) -> list[tuple[Event, ...]]:
    """Every step's events of a game's ends of round, ``families`` people at the table."""
    r = random.Random(seed)
    state = new_game(seatings(families, 0), seed=seed)
    found: list[tuple[Event, ...]] = []
    while state.round < 7:
        ending = finish_action_phase(state, r)
        found += [tuple(events) for _after, events in end_round_steps(ending) if events]
        state, _ = end_round(ending)
    return found


def test_characters_leaving_together_are_told_in_one_sentence() -> None:
    step = next(s for seed in range(6) for s in steps_of(seed) if s[0].rule is Rule.R8_5 and len(s) == 2)
    assert step_text(step) == ("Luca della Robbia and Andrea del Verrocchio have had their time under "
                               "Life card I and leave the game")
    assert step_text(step, None, "it") == ("Luca della Robbia e Andrea del Verrocchio hanno concluso il "
                                           "loro tempo sotto la carta Vita I ed escono dal gioco")


def test_cards_moving_down_are_told_together_grouped_by_their_life_cards() -> None:
    step = next(s for seed in range(6) for s in steps_of(seed) if s[0].rule is Rule.R8_6 and len(s) == 6)
    assert step_text(step) == (
        "Antonio del Pollaiuolo and Masaccio move down from Life card II to I; Sandro Botticelli and "
        "Raphael from IV to III; Lorenzo Ghiberti from V to IV; Filippo Brunelleschi from VI to V")
    assert step_text(step, None, "it") == (
        "Antonio del Pollaiolo e Masaccio scendono dalla carta Vita II alla carta Vita I; Sandro Botticelli "
        "e Raffaello Sanzio dalla IV alla III; Lorenzo Ghiberti dalla V alla IV; Filippo Brunelleschi "
        "dalla VI alla V")


def test_a_single_move_or_another_rule_reads_as_its_events_do() -> None:
    for step in steps_of(2):
        if len(step) == 1 or step[0].rule not in (Rule.R8_3, Rule.R8_5, Rule.R8_6, Rule.R8_7):
            assert step_text(step) == "\n".join(render(e) for e in step)


def test_kinsmen_going_home_are_told_family_by_family() -> None:
    step = next(s for seed in range(30) for s in steps_of(seed, 5) if s[0].rule is Rule.R8_3 and len(s) >= 4)
    assert step_text(step) == ("The Kinsmen go back to their pools: Purple's from Predicatore space 1 and from the "
                               "Bishop card; Blue's from Predicatore space 4; Red's from the Bishop card")
    assert step_text(step, None, "it") == (
        "I Familiari tornano nelle loro riserve: quelli di Purple dallo spazio Predicatore 1 e dalla carta "
        "Vescovo; quello di Blue dallo spazio Predicatore 4; quello di Red dalla carta Vescovo")


def test_tiles_drawn_together_are_told_in_one_sentence() -> None:
    step = next(s for seed in range(30) for s in steps_of(seed, 5) if s[0].rule is Rule.R8_7 and len(s) >= 3)
    assert step_text(step) == ("Drawn from the bag, each card going under the Life card for the rounds it stays, "
                               "New Artist side up: Michelozzo under IV, Filippo Lippi under III and Roberto "
                               "Caracciolo under II")
    assert step_text(step, None, "it").endswith("Michelozzo sotto la IV, Filippo Lippi sotto la III e Roberto "
                                                "Caracciolo sotto la II")


def test_two_kinsmen_of_a_family_leaving_the_bishop_card_are_counted() -> None:
    step = next(s for seed in range(6) for s in steps_of(seed) if s[0].rule is Rule.R8_3 and len(s) == 3
                and sum("Yellow" in str(e.args) for e in s) == 2)
    assert step_text(step) == ("The Kinsmen go back to their pools: Yellow's 2 from the Bishop card; Blue's from "
                               "the Bishop card")
    assert step_text(step, None, "it") == ("I Familiari tornano nelle loro riserve: quelli di Yellow 2 dalla carta "
                                           "Vescovo; quello di Blue dalla carta Vescovo")


def test_families_whose_kinsmen_leave_the_same_places_are_told_together() -> None:
    """Two families each taking one Kinsman back from the Bishop card: one clause, never "from the Bishop card"
    once per family."""
    step = next(s for seed in range(40) for s in steps_of(seed) if s[0].rule is Rule.R8_3 and len(s) == 2
                and not any(isinstance(e.from_, PredicatoreSpace) for e in s)
                and len({str(e.args) for e in s}) == 2)
    first, second = (e.args.name for e in step)  # type: ignore[union-attr]
    assert step_text(step) == f"The Kinsmen go back to their pools: {first} and {second}'s from the Bishop card"
    assert step_text(step, None, "it") == (
        f"I Familiari tornano nelle loro riserve: quelli di {first} e {second} dalla carta Vescovo")
