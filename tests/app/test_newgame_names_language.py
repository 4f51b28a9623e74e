"""A family the New game dialog names after its colour is named in the
interface's language; a name its user typed is kept as typed.

Found in Italian: a fifth family added in New game was named "Purple" (its
colour read "Viola"), and "Purple" then ran through the Italian narration:
the dialog opened on the set-up last accepted in English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from florenza_gui.app.i18n import clear_language
from florenza_gui.app.newgame import NewGameDialog

ENGLISH_SETUP = {"count": 3, "names": ["Red", "Blue", "Green", "Yellow", "Purple"],
                 "colours": ["red", "blue", "green", "yellow", "purple"],
                 "seats": ["human", "ghost", "ghost", "ghost", "ghost"], "difficulty": "normal", "shuffle": False}


@pytest.fixture
def english_after(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    clear_language(qapp)


def test_a_family_added_under_italian_gets_an_italian_name(window, driver, english_after) -> None:  # type: ignore[no-untyped-def]
    window.prefs.new_game_setup = ENGLISH_SETUP  # the last game was set up in English
    window.set_language("it")
    driver.new_game(families=5, ghosts=(1, 2, 3, 4), seed=5)
    state = window.session.state
    assert [f.name for f in state.families] == ["Rosso", "Blu", "Verde", "Giallo", "Viola"]
    assert "Purple" not in " ".join(driver.log_lines() + [driver.banner(), *driver.narration()])


def test_a_name_the_user_typed_is_kept_in_any_language(window, driver, qtbot, english_after) -> None:  # type: ignore[no-untyped-def]
    window.prefs.new_game_setup = {**ENGLISH_SETUP, "names": ["Medici", "Blue", "Green", "Yellow", "Tornabuoni"]}
    window.set_language("it")
    driver.new_game(families=5, ghosts=(1, 2, 3, 4), seed=5)
    assert [f.name for f in window.session.state.families] == ["Medici", "Blu", "Verde", "Giallo", "Tornabuoni"]
    window.set_language("en")
    again = NewGameDialog(window, window.prefs)  # on the set-up accepted in Italian
    qtbot.addWidget(again)
    assert [n.text() for n in again.names] == ["Medici", "Blue", "Green", "Yellow", "Tornabuoni"]


def test_a_family_named_after_its_colour_follows_a_change_of_colour(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.names[0].setText("Lorenzo")
    dialog.colours[0].setCurrentIndex(dialog.colours[0].findData("purple"))
    dialog.colours[1].setCurrentIndex(dialog.colours[1].findData("yellow"))
    assert [n.text() for n in dialog.names[:3]] == ["Lorenzo", "Yellow", "Green"]
    assert dialog.problem() == ""
