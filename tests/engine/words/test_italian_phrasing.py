"""Italian as it is written: the preposition "a" takes its euphonic d
before a name that starts with a vowel ("tocca ad Anna", "davanti ad
Albizzi"), and who plays first is said without a gender ("il primo turno è
di Elena", never "Elena gioca per primo": a family is a "famiglia")."""

from __future__ import annotations

import pytest

from florenza_gui.engine.model.events import Election, Event, EventKind, MoveMade, RoundStart
from florenza_gui.engine.model.movetypes import EndTurn
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.words.catalogue import IT
from florenza_gui.engine.words.wording import render


@pytest.mark.parametrize(("event", "italian"), [
    (Event(EventKind.MOVE_MADE, Rule.D10, MoveMade("Bruno", EndTurn(), next="Anna"), family="blue"),
     "Bruno termina il suo turno; ora tocca ad Anna"),
    (Event(EventKind.MOVE_MADE, Rule.D10, MoveMade("Anna", EndTurn(), next="Bruno"), family="red"),
     "Anna termina il suo turno; ora tocca a Bruno"),
    (Event(EventKind.CAPTAIN_ELECTED, Rule.R7_1, Election("Bruno", 9, (("Albizzi", 3), ("Carlo", 1)))),
     "Bruno diventa Capitano del Popolo, davanti ad Albizzi a 3 e Carlo a 1"),
    (Event(EventKind.ROUND_STARTED, Rule.D10, RoundStart(2, "Elena", (), ())),
     "Inizia il round 2: il primo turno è di Elena"),
])
def test_italian_as_it_is_written(event: Event, italian: str) -> None:
    assert render(event, None, "it") == italian


def test_english_keeps_its_words() -> None:
    event = Event(EventKind.MOVE_MADE, Rule.D10, MoveMade("Bruno", EndTurn(), next="Anna"), family="blue")
    assert render(event) == "Bruno ends their turn; Anna acts next"


def test_nobody_plays_first_with_a_gender() -> None:
    assert not [key for key, words in IT.items() if "per primo" in words or "per prima" in words]


def test_no_rule_summary_says_who_plays_first_with_a_gender() -> None:
    from florenza_gui.engine.words.glossary import rule_ids, summary

    summaries = {rule: summary(rule, "it") for rule in rule_ids()}
    assert summaries["R7.2f"] and not [rule for rule, text in summaries.items()
                                       if "per primo" in text or "per prima" in text]
