"""A family is as often named after a person ("Anna", "Bruno") as after a
colour, so no sentence calls a family "it": in English never "its" (the
sentence says "the Captain marker", "their turn", "the pool"), in Italian
no word that agrees with the family's name in a gender ("è rieletto",
"giocherà per secondo"). And a Ghost card's step that moves a marker by 0
is told as what happens: the marker stays (G2, G3)."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

import pytest

from florenza_gui.engine import Difficulty, EventKind, GhostCard, Phase, Seat, Seating, new_game
from florenza_gui.engine.fast.randomplayer import finish_action_phase
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import load_scenario
from florenza_gui.engine.model.boarddata import resource_path
from florenza_gui.engine.model.events import Event, Marker
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import LogEntry
from florenza_gui.engine.rules import ghosts as gh
from florenza_gui.engine.words.catalogue import EN
from florenza_gui.engine.words.steps import step_text
from florenza_gui.engine.words.wording import render

from ..builders import applied, fam, game, ghost

PEOPLE = ("Anna", "Bruno", "Elena", "Ugo", "Carla")
COLOURS = ("red", "blue", "green", "yellow", "purple")
# (humans, ghosts, difficulty): every seating with Ghosts on the easy level, where a card may give Prestige +0
GAMES = ((2, 0, Difficulty.NORMAL), (3, 0, Difficulty.HARD), (5, 0, Difficulty.NORMAL), (1, 4, Difficulty.EASY),
         (1, 2, Difficulty.EASY), (2, 2, Difficulty.EASY), (3, 2, Difficulty.HARD), (0, 3, Difficulty.EASY))


def people_game(seed: int, humans: int, ghosts: int, difficulty: Difficulty) -> tuple[Event, ...]:
    """Every event of a whole game of random moves among families named as people."""
    seats = [Seating(c, n, Seat.HUMAN if i < humans else Seat.GHOST)
             for i, (c, n) in enumerate(zip(COLOURS[:humans + ghosts], PEOPLE, strict=False))]
    state, r = new_game(seats, seed=seed, difficulty=difficulty), random.Random(seed)
    while state.phase is not Phase.GAME_OVER:
        state, _ = end_round(finish_action_phase(state, r))
    return tuple(line.event for line in state.log if line.event is not None)


@cache
def corpus() -> tuple[Event, ...]:
    """Games among people, and every shipped scenario's end of round with its families renamed as people."""
    events = [e for seed, seating in enumerate(GAMES) for e in people_game(seed, *seating)]
    for path in sorted(Path(resource_path("scenarios")).glob("*.json")):
        state = load_scenario(path)
        state = replace(state, families=tuple(replace(f, name=PEOPLE[i]) for i, f in enumerate(state.families)))
        events += [line.event for line in end_round(state)[0].log if line.event is not None]
    return tuple(events)


def texts(language: str) -> list[tuple[Event, str]]:
    """Each event's sentence, public and as its owner reads it, and each step's told whole."""
    events = corpus()
    said = [(e, render(e, viewer, language)) for e in events for viewer in {None, e.family}]
    return said + [(e, step_text((e,) * 2, None, language)) for e in events]


def test_the_corpus_holds_every_kind_and_a_ghost_card_of_nothing() -> None:
    events = corpus()
    assert {e.kind for e in events} == set(EventKind)
    assert {e.args.name for e in events if e.kind is EventKind.MOVE_MADE} <= set(PEOPLE)
    assert any(e.rule == "G3" and e.args.amount == 0 for e in events)


def test_no_english_sentence_calls_a_family_its() -> None:
    found = [(e.kind.value, e.rule, text) for e, text in texts("en") if re.search(r"\bits\b", text, re.I)]
    assert not found, found[:5]


def test_no_english_template_says_its() -> None:
    """The catalogue as written (refusals included), not only what games happen to say."""
    found = [key for key, words in EN.items() if re.search(r"\bits\b", words, re.I)]
    assert not found


# Italian: after a family's name, no participle or adjective that takes the name's gender
# ("Anna è rieletto", "Bruno viene eletta"), and no "per primo/secondo" for who plays.
_GENDERED = re.compile(rf"\b({'|'.join(PEOPLE)}) (?:è|viene|sarà|resta|diventa)(?: già)? "
                       r"(\w+(?:at|ut|it|ett|ess)[oaie])\b|\bper (?:prim|second)[oa]\b")


def test_no_italian_sentence_gives_a_family_a_gender() -> None:
    found = [(e.kind.value, e.rule, text) for e, text in texts("it") if _GENDERED.search(text)]
    assert not found, found[:5]


def test_the_italian_check_finds_what_it_looks_for() -> None:
    assert _GENDERED.search("Anna è rieletto mentre tiene la carta Vescovo")
    assert _GENDERED.search("Bruno come Vescovo giocherà per secondo")
    assert not _GENDERED.search("Anna vince di nuovo l'elezione a Vescovo")


# -- G2, G3: a card of +0, and a Bishop marker already at the end of the track ---------------------------
def test_a_ghost_card_of_prestige_0_leaves_the_captain_marker_and_says_so() -> None:
    state = game(fam("red"), ghost("blue", prestige=4), difficulty=Difficulty.EASY)
    state = replace(state, ghosts=replace(state.ghosts, shown=GhostCard(p=0, c=1, s=2)))
    after, events = applied(state, gh.gain_prestige(state, "blue"))
    assert after.family("blue").prestige == 4
    (event,) = events  # the step is still told: the engine yields it
    assert render(event) == "Blue's Captain marker stays where it stands: the Ghost card gives Prestige +0"
    assert render(event, None, "it") == "Il segnalino Capitano di Blue resta dov'è: la carta Fantasma dà Prestigio +0"


@pytest.mark.parametrize(("church", "c", "english", "italian"), [
    pytest.param(4, 0, "Blue's Bishop marker stays where it stands: the Ghost card gives Church +0",
                 "Il segnalino Vescovo di Blue resta dov'è: la carta Fantasma dà Chiesa +0", id="G3-plus-0"),
    pytest.param(10, 2, "Blue's Bishop marker stays at 10: the Ghost card gives Church +2, but the track stops at 10",
                 "Il segnalino Vescovo di Blue resta a 10: la carta Fantasma dà Chiesa +2, ma il tracciato si ferma "
                 "a 10", id="G3-at-the-end"),
    pytest.param(3, 2, "Blue's Bishop marker moves up 2 on the Church track, as the Ghost card says",
                 "Il segnalino Vescovo di Blue avanza di 2 sul tracciato dell'Influenza della Chiesa, come dice la "
                 "carta Fantasma", id="G3-plus-2"),
])
def test_a_ghost_card_of_church_0_is_told_as_a_marker_that_stays(church: int, c: int, english: str,
                                                                  italian: str) -> None:
    state = game(fam("red"), ghost("blue", church=church))
    state = replace(state, ghosts=replace(state.ghosts, shown=GhostCard(p=1, c=c, s=2)))
    _, (event,) = applied(state, gh.gain_church(state, "blue"))
    assert (render(event), render(event, None, "it")) == (english, italian)


def test_no_sentence_moves_a_marker_by_0() -> None:
    found = [text for language in ("en", "it") for _, text in texts(language)
             if re.search(r"moves up 0\b|avanza di 0\b", text)]
    assert not found, found[:5]


# -- a file written with the former sentences keeps its typed events -------------------------------------
def test_a_line_saved_with_the_former_english_keeps_its_event() -> None:
    state = game(fam("red"), ghost("blue", church=4))
    state = replace(state, ghosts=replace(state.ghosts, shown=GhostCard(p=1, c=0, s=2)))
    after, (event,) = applied(state, gh.gain_church(state, "blue"))
    data = saves.to_dict(replace(after, log=after.log.append(LogEntry(after.round, event.rule, event))))
    line = data["log"][-1]
    assert line["text"] == render(event)
    line["text"] = "Blue moves up 0 on the Church track"  # as it was written before
    back = saves.from_dict(data).log[-1]
    assert back.event is not None and render(back) == render(event)
    assert render(back, None, "it") == "Il segnalino Vescovo di Blue resta dov'è: la carta Fantasma dà Chiesa +0"
    line["text"] = "Blue moves up 5 on the Church track"  # a text its event does not say: kept as text alone
    assert saves.from_dict(data).log[-1].event is None


def test_a_marker_event_of_0_reads_back_from_its_file() -> None:
    event = Event(EventKind.BISHOP_MARKER_MOVED, Rule.G3, Marker("Bruno", 0, card=0, top=10), "blue")
    assert render(event) == "Bruno's Bishop marker stays where it stands: the Ghost card gives Church +0"


def test_the_rule_summaries_call_no_family_or_office_it() -> None:
    """The tooltips of the rules: a family, a Ghost, the Captain and the Bishop are people as often as not."""
    from florenza_gui.engine.words.glossary import rule_ids, summary

    said_of_someone = ("D5", "G1", "R7.1c", "R7.2d", "R7.3")
    assert not [r for r in said_of_someone if re.search(r"\bits\b", summary(r, "en"))]
    assert not [r for r in rule_ids() if re.search(r"\b[Rr]ielett[oa]\b|\bper (?:prim|second)[oa]\b", summary(r, "it"))]
