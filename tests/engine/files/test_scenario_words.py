"""The shipped scenarios in Italian (resources/i18n/scenarios_it.toml): every
shipped scenario has its translation, one that says the same thing (the same
rule ids, the same families, the same numbers), within the save format's
limits; it is shown for the shipped file only, a user's own file as written.
The scenario files themselves stay as FORMAT.md has them."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import (
    as_read_from,
    bundled_id,
    bundled_ids,
    list_scenarios,
    load_scenario,
    scenario_dir,
)
from florenza_gui.engine.files.scenariowords import lessons, log_line_in, read_translations, scenario_in, translations
from florenza_gui.engine.model.boarddata import BoardDataError
from florenza_gui.engine.model.state import Scenario
from florenza_gui.engine.words.wording import render

SHIPPED = sorted(bundled_ids())
RULE_ID = re.compile(r"\b[RDG]\d+(?:\.\d+[a-z]?)?\b")
NUMBER = re.compile(r"(?<![RDG.\d])\d+\b")


def _english(key: str) -> Scenario:
    scenario = saves.load_path(scenario_dir() / f"{key}.json").scenario
    assert scenario is not None
    return scenario


def test_there_are_shipped_scenarios() -> None:
    assert len(SHIPPED) >= 9


def untranslated(shipped: list[str], table: dict[str, Scenario]) -> list[str]:
    return [key for key in shipped if key not in table]


def test_every_shipped_scenario_has_its_italian_and_nothing_else_does() -> None:
    """Adding a scenario to resources/scenarios without its Italian fails here."""
    table = translations("it")
    assert untranslated(SHIPPED, table) == []
    assert sorted(table) == SHIPPED  # no translation of a scenario that is not shipped
    # the check catches a scenario added without a translation
    assert untranslated([*SHIPPED, "a-new-lesson"], table) == ["a-new-lesson"]


@pytest.mark.parametrize("key", SHIPPED)
def test_the_italian_says_what_the_english_says(key: str) -> None:
    english, italian = _english(key), translations("it")[key]
    assert italian.bundled == key
    assert italian.title != english.title and italian.description != english.description
    # the same rules cited, in the same order; the same families; the same numbers (in the description, and in
    # the closing, which tells what the end of round did)
    state = saves.load_path(scenario_dir() / f"{key}.json")
    for said, says in ((english.description, italian.description), (english.closing, italian.closing)):
        assert RULE_ID.findall(says) == RULE_ID.findall(said)
        for family in state.families:
            assert (family.name in said) == (family.name in says), family.name
        assert sorted(NUMBER.findall(says)) == sorted(NUMBER.findall(said))
    # Italian words, not English ones left behind
    for word in ("Captain", "Bishop", "Church track", "Prestige track", "Kinsm", "clean-up", "Ghost"):
        assert word not in italian.title + italian.description, word


@pytest.mark.parametrize("key", SHIPPED)
def test_each_of_the_files_log_lines_has_its_italian(key: str) -> None:
    state = load_scenario(scenario_dir() / f"{key}.json")
    words = lessons("it")[key]
    assert len(words.log) == len(state.log)
    for entry, italian in zip(state.log, words.log, strict=True):
        assert entry.event is None  # a line read from the file: it has no event to be worded from
        assert log_line_in(render(entry), state.scenario, "it") == italian != render(entry)
        assert RULE_ID.findall(italian) == RULE_ID.findall(render(entry))
        assert sorted(NUMBER.findall(italian)) == sorted(NUMBER.findall(render(entry)))
        assert words.scenario.title in italian  # the lesson's title, as the menu shows it
        assert log_line_in(render(entry), state.scenario, "en") == render(entry)
        # the same line in a user's own file, or under another lesson, is shown as written
        assert log_line_in(render(entry), Scenario(words.scenario.title, "x"), "it") == render(entry)
        other = next(k for k in SHIPPED if k != key)
        assert log_line_in(render(entry), Scenario("t", "d", other), "it") == render(entry)
        assert log_line_in(render(entry), None, "it") == render(entry)


def test_the_italian_uses_the_interfaces_words() -> None:
    text = " ".join(s.title + " " + s.description for s in translations("it").values())
    for word in ("Capitano del Popolo", "Vescovo", "Cardinale", "tracciato del Prestigio",
                 "tracciato dell'Influenza della Chiesa", "Familiar", "riordino", "Fantasm", "spazio Predicatore"):
        assert word in text, word


def test_a_shipped_scenario_reads_with_its_id_and_shows_in_italian() -> None:
    for key in SHIPPED:
        state = load_scenario(scenario_dir() / f"{key}.json")
        assert state.scenario is not None and state.scenario.bundled == key
        shown, italian = scenario_in(state.scenario, "it"), translations("it")[key]
        assert (shown.title, shown.description, shown.closing, shown.intro) == (
            italian.title, italian.description, italian.closing, italian.intro)
        assert scenario_in(state.scenario, "en") is state.scenario  # English is the file's own text
    entries = list_scenarios()
    assert {e.bundled for e in entries} == set(SHIPPED)
    assert all(e.scenario == Scenario(e.title, e.description, intro=e.intro) and e.intro for e in entries)


def test_a_users_own_file_is_shown_as_written_even_with_a_shipped_text(tmp_path: Path) -> None:
    """A copy of a shipped scenario in the user's folder is the user's own file."""
    copy = tmp_path / "bishop-tie.json"
    shutil.copyfile(scenario_dir() / "bishop-tie.json", copy)
    state = load_scenario(copy)
    assert state.scenario is not None and state.scenario.bundled is None
    assert scenario_in(state.scenario, "it") is state.scenario
    assert [e.bundled for e in list_scenarios(tmp_path)] == [None]
    assert bundled_id(copy) is None and bundled_id(tmp_path / "missing" / "x.json") is None
    # an id no translation knows is shown as written too
    unknown = Scenario("Mine", "My own lesson.", "no-such-lesson")
    assert scenario_in(unknown, "it") is unknown


def test_the_id_is_not_saved_and_does_not_change_the_position() -> None:
    path = scenario_dir() / "captain-tie.json"
    marked, plain = load_scenario(path), saves.load_path(path)
    assert marked == plain and saves.dumps(marked) == saves.dumps(plain) == path.read_text(encoding="utf-8")
    assert as_read_from(plain, path) == marked and as_read_from(marked, path) is marked


@pytest.mark.parametrize(("text", "where"), [
    ('[x]\ntitle = "T"\n', "scenarios_it.toml.x.description"),
    ('[x]\ntitle = "T"\ndescription = "D"\nmore = 1\n', "scenarios_it.toml.x.more"),
    ('[x]\ntitle = "a\\tb"\ndescription = "D"\n', "scenarios_it.toml.x.title"),
    (f'[x]\ntitle = "{"t" * 121}"\ndescription = "D"\n', "scenarios_it.toml.x.title"),
    (f'[x]\ntitle = "T"\ndescription = "{"d" * 2001}"\n', "scenarios_it.toml.x.description"),
    ('x = 1\n', "scenarios_it.toml.x"),
    ('[x\n', "scenarios_it.toml"),
    ('[x]\ntitle = "T"\ndescription = "D"\nlog = "L"\n', "scenarios_it.toml.x.log"),
    ('[x]\ntitle = "T"\ndescription = "D"\nlog = ["a", 2]\n', "scenarios_it.toml.x.log[1]"),
    ('[x]\ntitle = "T"\ndescription = "D"\nlog = ["a\\nb"]\n', "scenarios_it.toml.x.log[0]"),
])
def test_a_broken_translation_file_is_refused_naming_the_field(tmp_path: Path, text: str, where: str) -> None:
    path = tmp_path / "scenarios_it.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardDataError) as caught:
        read_translations(path, "scenarios_it.toml")
    assert caught.value.where == where


def test_a_language_without_a_file_shows_every_scenario_as_written(tmp_path: Path) -> None:
    assert translations("en") == {}
    assert read_translations(tmp_path / "none.toml", "none.toml") == {}
