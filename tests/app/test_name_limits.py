"""One limit for names, enforced where they are typed: the New game
dialog and the scenario editor cap what is typed at the save format's limits
and say so, so a game that exists can always be saved and resumed."""

from __future__ import annotations

from florenza_gui.app.autosave import read_autosave, write_autosave
from florenza_gui.app.newgame import NewGameDialog
from florenza_gui.app.scenario_dialog import SaveScenarioDialog
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.limits import DESCRIPTION_MAX, NAME_MAX, TITLE_MAX
from tests.guifixtures import three_humans


def test_new_game_caps_names_at_the_format_limit_and_says_so(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.names[0]
    field.clear()
    qtbot.keyClicks(field, "N" * (NAME_MAX + 15))
    assert field.text() == "N" * NAME_MAX
    assert dialog.name_hint.isVisible() and str(NAME_MAX) in dialog.name_hint.text()
    game = dialog.game()
    assert game.families[0].name == "N" * NAME_MAX
    # the game it makes can be saved, autosaved and resumed
    path = tmp_path / "game.json"
    saves.save_path(game, path)
    assert saves.load_path(path) == game
    write_autosave(game, 0)
    found = read_autosave()
    assert found is not None and found.game == game


def test_the_editor_caps_title_and_description_and_says_so(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = SaveScenarioDialog(window, window.session.state)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.title.clear()
    qtbot.keyClicks(dialog.title, "T" * (TITLE_MAX + 5))
    assert dialog.title.text() == "T" * TITLE_MAX
    dialog.description.setPlainText("d" * (DESCRIPTION_MAX + 300))
    assert dialog.description.toPlainText() == "d" * DESCRIPTION_MAX
    assert dialog.hint.isVisible()
    assert str(TITLE_MAX) in dialog.hint.text() and str(DESCRIPTION_MAX) in dialog.hint.text()


def test_a_scenario_title_or_description_takes_no_direction_control(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """A title pasted with U+202E (which turns the words after it around) would make a file Save
    refuses. The dialog refuses it as it is pasted, naming the field and the character
    with the file reader's own words (``limits.text_reason``), and Save never closes on a text the
    file could not hold: nothing is written."""
    from PySide6.QtGui import QGuiApplication

    from florenza_gui.app.editor import user_scenarios_dir

    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    window.editor.ask_and_save()
    dialog = window.editor.dialog
    dialog.title.setText("A tie")
    dialog.title.end(False)
    QGuiApplication.clipboard().setText(" for\u202e Captain")
    dialog.title.paste()
    assert dialog.title.text() == "A tie"
    said = dialog.error.text()
    assert "title" in said and "U+202E" in said and dialog.error.isVisible()
    dialog.description.setPlainText("Line one\nline two")
    QGuiApplication.clipboard().setText("\u2067back\u2069")
    dialog.description.paste()
    assert dialog.description.toPlainText() == "Line one\nline two"  # line breaks are plain text; U+2067 is not
    assert "description" in dialog.error.text() and "U+2067" in dialog.error.text()
    dialog.title.setText("Bad\u202eTitle")  # (set by a program: no validator sees it)
    dialog.accept()
    assert dialog.isVisible() and dialog.result() != dialog.DialogCode.Accepted
    assert "title" in dialog.error.text() and "U+202E" in dialog.error.text()
    assert list(user_scenarios_dir().glob("*.json")) == []
    dialog.title.setText("\u200b\u0301")  # shows no character (the file reader's rule for a title, too)
    dialog.accept()
    assert dialog.isVisible() and "title" in dialog.error.text() and "no character" in dialog.error.text()
    assert list(user_scenarios_dir().glob("*.json")) == []
    dialog.title.setText("A tie for Captain")
    dialog.accept()
    assert [p.name for p in user_scenarios_dir().glob("*.json")] == ["a-tie-for-captain.json"]
