"""The shipped scenarios in the Italian interface: the Demo menu, the lesson's
narration, the presentation band, the resume offer and the Save-as-scenario
dialog show a shipped lesson's Italian title and description; a scenario from
the user's own file is shown as written, as plain text, whatever the language."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import replace

import pytest

from florenza_gui.app.autosave import read_autosave
from florenza_gui.app.editor import user_scenarios_dir
from florenza_gui.app.i18n import clear_language, install_language
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import bundled_ids, list_scenarios, scenario_dir
from florenza_gui.engine.files.scenariowords import lessons, translations
from florenza_gui.engine.model.state import Scenario
from florenza_gui.engine.words.wording import render
from florenza_gui.qt.models import ROLE_TEXT


@pytest.fixture
def italian(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    assert install_language(qapp, "it")
    yield
    clear_language(qapp)


def _library(window):  # type: ignore[no-untyped-def]
    window.demo.menu.aboutToShow.emit()
    return window.demo.menu.actions()[0].menu()


def _english(key: str) -> Scenario:
    scenario = saves.load_path(scenario_dir() / f"{key}.json").scenario
    assert scenario is not None
    return scenario


def test_the_demo_menu_lists_every_shipped_lesson_in_italian(window, italian) -> None:  # type: ignore[no-untyped-def]
    actions = {a.text(): a for a in _library(window).actions()}
    italian_titles = {translations("it")[key].title: key for key in bundled_ids()}
    assert set(actions) == set(italian_titles)  # every one shown in Italian, none in English
    assert list(actions) == sorted(actions, key=str.casefold)  # in the order of the titles shown
    for title, key in italian_titles.items():
        assert actions[title].toolTip() and _english(key).description not in actions[title].toolTip()
        assert actions[title].statusTip() == translations("it")[key].description


@pytest.mark.parametrize("key", sorted(bundled_ids()))
def test_a_shipped_lesson_opens_with_its_italian_on_screen(window, italian, key) -> None:  # type: ignore[no-untyped-def]
    lesson = translations("it")[key]
    action = next(a for a in _library(window).actions() if a.text() == lesson.title)
    action.trigger()
    shown = window.narration.why.text()
    assert shown == f"{lesson.title}\n\n{lesson.description}"
    assert _english(key).title not in shown
    # its log line too, and its English stays the saved wording
    line = lessons("it")[key].log[0]
    assert window.log_model.index(0, 0).data() == f"D10  {line}"
    assert window.log_model.index(0, 0).data(ROLE_TEXT) == render(window.session.state.log[0]) != line
    # the file's own text is what the game holds (and what a save writes)
    assert window.session.state.scenario.title == _english(key).title


def test_the_presentation_band_shows_the_lesson_in_italian(window, driver, italian) -> None:  # type: ignore[no-untyped-def]
    entry = next(e for e in list_scenarios() if e.bundled == "bishop-tie")
    assert window.demo.open_scenario(entry)
    present = ("Demo", "Vista presentazione")
    driver.choose(*present)
    why = window.presentation.band.why.full_text()
    assert why.startswith(translations("it")["bishop-tie"].title) and _english("bishop-tie").title not in why
    driver.choose(*present)  # (and leave it)
    assert not window.presentation.active


def test_view_language_switches_the_lesson_there_and_back(window, qapp) -> None:  # type: ignore[no-untyped-def]
    entry = next(e for e in list_scenarios() if e.bundled == "captain-tie")
    assert window.demo.open_scenario(entry)
    english, italian = _english("captain-tie").title, translations("it")["captain-tie"].title
    assert window.narration.why.text().startswith(f"{english}\n\n")
    try:
        assert window.set_language("it")
        assert window.narration.why.text().startswith(f"{italian}\n\n")
    finally:
        window.set_language("en")
    assert window.narration.why.text().startswith(f"{english}\n\n")


def test_a_users_own_scenario_is_shown_as_written_as_plain_text(window, italian, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Even a copy of a shipped lesson, once it is the user's own file, reads as written."""
    folder = user_scenarios_dir()
    shutil.copyfile(scenario_dir() / "bishop-tie.json", folder / "copy.json")
    state = saves.load_path(scenario_dir() / "all-tied.json")
    assert state.scenario is not None
    own = Scenario("<b>Mia</b> lezione &amp;", "Scritta da me: <i>non</i> è markup.")
    (folder / "own.json").write_text(saves.dumps(replace(state, scenario=own)), encoding="utf-8")
    titles = [a.text() for a in _library(window).actions()]
    assert _english("bishop-tie").title in titles and translations("it")["bishop-tie"].title in titles
    mine = next(a for a in _library(window).actions() if a.text().startswith("<b>Mia</b>"))
    mine.trigger()
    assert window.narration.why.text() == f"{own.title}\n\n{own.description}"
    assert window.log_model.index(0, 0).data().endswith("round 6 is set up and every family has passed, "
                                                        "so the end of the round starts now")
    from PySide6.QtCore import Qt

    assert window.narration.why.textFormat() == Qt.TextFormat.PlainText
    # opened with File ▸ Open from the user's folder: as written too
    assert window.files.open_path(str(folder / "copy.json"))
    window.session.replace(window.session.state, demo=True)
    assert window.narration.why.text().startswith(f"{_english('bishop-tie').title}\n\n")


def test_a_shipped_lesson_opened_with_file_open_is_still_the_lesson(window, italian) -> None:  # type: ignore[no-untyped-def]
    assert window.files.open_path(str(scenario_dir() / "empty-bag.json"))
    assert window.session.state.scenario.bundled == "empty-bag"


def test_the_resume_offer_names_the_lesson_in_italian(window, driver, italian) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.resume import describe

    entry = next(e for e in list_scenarios() if e.bundled == "captain-tie")
    assert window.demo.open_scenario(entry)
    for _ in range(2):
        driver.step()
    found = read_autosave()
    assert found is not None and found.game.scenario is not None
    assert found.game.scenario.bundled == "captain-tie"
    assert all(s.scenario is None or s.scenario.bundled == "captain-tie" for s in found.history[0])
    text = describe(found)
    italian = translations("it")["captain-tie"].title
    assert f"«{italian}»" in text and _english("captain-tie").title not in text


def test_the_save_as_scenario_dialog_starts_from_the_lesson_as_read(window, italian) -> None:  # type: ignore[no-untyped-def]
    """Kept (the box ticked), the lesson's words are those the teacher read, in the interface's language."""
    from florenza_gui.app.scenario_dialog import SaveScenarioDialog

    entry = next(e for e in list_scenarios() if e.bundled == "nobody-at-3")
    assert window.demo.open_scenario(entry)
    dialog = SaveScenarioDialog(window, window.session.state)
    lesson = translations("it")["nobody-at-3"]
    assert (dialog.title.text(), dialog.description.toPlainText()) == ("", "")
    assert f"«{lesson.title}»" in dialog.keep.text()
    dialog.keep.setChecked(True)
    assert (dialog.title.text(), dialog.description.toPlainText()) == (lesson.title, lesson.description)
    dialog.deleteLater()
