"""A position built in the scenario editor from a lesson is saved as a lesson
of its own: the dialog starts empty, and the file holds the title and
description typed, no log line of the old lesson, no question and no closing
paragraph of it; only a box the user ticks keeps the lesson's words (shown in
the fields, to be edited), its questions and its log. The Families table's
Offices cell shows its offices whole, shown and being chosen."""

from __future__ import annotations

import pytest

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import list_scenarios


def lesson(name: str):  # type: ignore[no-untyped-def]
    return next(e for e in list_scenarios() if e.path.name == name)


def edit_a_lesson(driver, name: str = "cardinal-reelection.json"):  # type: ignore[no-untyped-def]
    """The lesson opened from the Demo menu, the editor opened on it, the round marker moved: its entry."""
    entry = lesson(name)
    driver.start_lesson(entry.title)
    assert driver.start_editor()
    assert driver.move_round_marker(3)
    return entry


def test_a_position_edited_from_a_lesson_is_saved_as_a_lesson_of_its_own(window, driver) -> None:  # type: ignore[no-untyped-def]
    entry = edit_a_lesson(driver)
    shown = driver.save_dialog_shown()
    assert (shown.title, shown.description) == ("", ""), "the old lesson's words are offered as the new one's"
    assert shown.keep_offered is not None and entry.title in shown.keep_offered
    path = driver.save_scenario("Three rounds in", "A position of my own.")
    saved = saves.load_path(path)
    assert saved.scenario is not None
    assert (saved.scenario.title, saved.scenario.description) == ("Three rounds in", "A position of my own.")
    assert saved.log == (), [line.written for line in saved.log]
    assert saved.scenario.asks == () and saved.scenario.closing == ""
    assert saved.round == 3
    path.unlink()


def test_the_lesson_is_kept_only_when_the_box_is_ticked(window, driver) -> None:  # type: ignore[no-untyped-def]
    entry = edit_a_lesson(driver)
    old = saves.load_path(entry.path)
    path = driver.save_scenario(keep=True)
    saved = saves.load_path(path)
    assert saved.scenario is not None and old.scenario is not None
    assert (saved.scenario.title, saved.scenario.description) == (old.scenario.title, old.scenario.description)
    assert saved.scenario.asks == old.scenario.asks and saved.scenario.closing == old.scenario.closing
    assert saved.log == old.log and saved.round == 3
    path.unlink()


def test_a_game_edited_keeps_its_own_log_and_offers_no_lesson(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.new_game(families=3, ghosts=(1, 2), seed=4)  # a solo game: the editor opens on it
    assert driver.start_editor()
    game = window.session.state
    assert driver.move_round_marker(3)
    shown = driver.save_dialog_shown()
    assert shown.keep_offered is None and (shown.title, shown.description) == ("", "")
    path = driver.save_scenario("Mine")
    assert game.log and saves.load_path(path).log == game.log
    path.unlink()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "it"])
def test_the_offices_cell_shows_every_office_whole(window, driver, size, language) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    driver.start_lesson(lesson("captain-and-bishop.json").title)
    if language != "en":
        window.set_language(language)
    assert driver.start_editor()
    family = window.session.state.families[0].id
    assert driver.set_offices(family, ("Captain", "Bishop"))
    shown, text, inside, tooltip = driver.offices_cell(family)
    assert inside, f"the Offices cell shows {shown!r} cut"
    assert len(shown.split()) == len(text.split()) == 2  # both offices, each word whole or shortened with a stop
    assert all(
        word == whole or (word.endswith(".") and whole.startswith(word[:-1]))
        for word, whole in zip(shown.split(), text.split(), strict=True)
    )
    assert text in tooltip
    chosen, whole = driver.offices_list_shown(family)
    assert whole, f"the Offices list shows {chosen!r} cut"
    window.set_language("en")
