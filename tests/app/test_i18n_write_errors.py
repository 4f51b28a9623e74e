"""A file the app cannot write says why in the interface's language: Save,
a scenario saved from the editor, the autosave. (Found: "Cannot save" in
Italian followed by Qt's English reason.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from florenza_gui.app.i18n import clear_language
from florenza_gui.qt.savefile import WriteError, write_file
from tests.guifixtures import answer_next_box


@pytest.fixture
def italian(window) -> Iterator[None]:  # type: ignore[no-untyped-def]
    window.set_language("it")
    yield
    from PySide6.QtWidgets import QApplication

    clear_language(QApplication.instance())


@pytest.mark.parametrize(("where", "kind"), [("missing/game.json", "write_no_folder"),
                                             (".", "write_is_directory"),
                                             ("n" * 300 + ".json", "write_name_too_long")])
def test_a_file_that_cannot_be_written_is_refused_with_its_reason(tmp_path: Path, where: str, kind: str) -> None:
    with pytest.raises(WriteError) as caught:
        write_file(str(tmp_path / where), "{}")
    assert caught.value.why.kind.value == kind


def test_save_into_a_folder_that_does_not_exist_says_why_in_italian(window, italian, tmp_path) -> None:  # type: ignore[no-untyped-def]
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Ok, seen)
    path = tmp_path / "missing" / "game.json"
    assert not window.files.save_to(str(path))
    assert seen == [f"{path}\n\nimpossibile scriverlo: la sua cartella non esiste"]
    assert not path.exists()


def test_in_english_save_says_why_in_english(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    seen: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Ok, seen)
    assert not window.files.save_to(str(tmp_path))
    assert seen == [f"{tmp_path}\n\ncannot write it: it is a directory"]


def test_a_scenario_that_cannot_be_written_says_why_in_italian(window, italian, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert window.editor.save_as_scenario("Lezione", "Una posizione", folder=tmp_path / "missing") is None
    assert driver.status().endswith("impossibile scriverlo: la sua cartella non esiste"), driver.status()
