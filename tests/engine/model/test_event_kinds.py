"""Each kind of event is declared once (engine/model/eventkinds.py): its payload,
the rules that narrate it, the words its sentences use, and what a saved
file keeps of it. These tests name whatever a declared kind still lacks:
its declaration, its sentences, its words in a language; and check that the
rules make each kind as it is declared, that its sentences use only the
words it declares, and that a file keeps it through its declared model."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import pytest

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files.eventcodec import from_model, to_dict
from florenza_gui.engine.files.eventschema import model_of
from florenza_gui.engine.files.scenarios import load_scenario
from florenza_gui.engine.model.boarddata import resource_path
from florenza_gui.engine.model.eventkinds import DECLARED, KINDS
from florenza_gui.engine.model.events import Event, EventKind
from florenza_gui.engine.model.quiet import WORDS as QUIET_WORDS
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.words.catalogue import CATALOGUES, EN, Words
from florenza_gui.engine.words.wording import SENTENCES, languages, render

# the words every sentence may use: how a list is joined (``Words.join``)
GRAMMAR = frozenset({"and", "nobody"})
SEATINGS = ((2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (3, 1),
            (3, 2), (4, 1), (0, 3), (0, 5))


@cache
def corpus() -> tuple[Event, ...]:
    """Every event of a game of each seating, and of every scenario's end of round."""
    states = [simulate.play_random_game(seed, humans, ghosts, check_invariants=False)
              for seed, (humans, ghosts) in enumerate(SEATINGS)]
    states += [end_round(load_scenario(path))[0] for path in sorted(Path(resource_path("scenarios")).glob("*.json"))]
    return tuple(line.event for state in states for line in state.log if line.event is not None)


def test_every_kind_is_declared_once() -> None:
    missing = [kind.value for kind in EventKind if kind not in KINDS]
    assert not missing, f"declare these kinds in eventkinds.DECLARED: {missing}"
    assert len(DECLARED) == len(KINDS), "a kind is declared twice"


def test_every_kind_has_its_sentences() -> None:
    missing = [kind.value for kind in KINDS if kind not in SENTENCES]
    assert not missing, f"write these kinds' sentences in wording.SENTENCES: {missing}"


@pytest.mark.parametrize("language", languages())
def test_every_kind_has_its_words_in_every_language(language: str) -> None:
    table = CATALOGUES[language]
    missing = [f"{d.kind.value}: {key}" for d in DECLARED for key in d.words if key not in table]
    assert not missing, f"the {language!r} catalogue (catalogue.py) lacks {missing}"


def test_no_words_of_the_narration_belong_to_no_kind() -> None:
    declared = {key for d in DECLARED for key in d.words} | set(QUIET_WORDS)  # (a quiet step's: quiet.REASONS)
    orphans = [key for key in EN if key not in declared | GRAMMAR and not key.startswith(("refused.", "undo."))]
    assert not orphans, f"declare which kind says these words (eventkinds.DECLARED): {orphans}"


def test_the_rules_make_each_kind_as_it_is_declared() -> None:
    events = corpus()
    assert {e.kind for e in events} == set(EventKind)
    for event in events:
        declared = KINDS[event.kind]
        assert event.rule in declared.rules, (event.kind.value, event.rule)
        assert type(event.args) is declared.payload if declared.payload else event.args is None, event


def test_a_kinds_sentences_use_only_the_words_it_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    used: list[str] = []
    real = Words.__call__

    def recording(self: Words, key: str, **fields: Any) -> str:
        used.append(key)
        return real(self, key, **fields)

    monkeypatch.setattr(Words, "__call__", recording)
    for event in corpus():
        for viewer in {None, event.family}:
            for language in languages():
                used.clear()
                render(event, viewer, language)
                undeclared = set(used) - set(KINDS[event.kind].words) - GRAMMAR
                assert not undeclared, f"{event.kind.value} uses {sorted(undeclared)} (eventkinds.DECLARED)"


def test_a_file_keeps_each_kind_through_its_declared_model() -> None:
    for event in corpus():
        saved = to_dict(event)
        model = model_of(KINDS[event.kind]).model_validate(saved)
        assert to_dict(from_model(model, event.rule)) == saved, event
