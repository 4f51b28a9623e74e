"""The scenario editor's list of broken invariants in the interface's
language: the engine gives typed violations (``violation.Violation``), the
editor words them in Italian (status line, the board's bubble), naming the
characters as the board does; English words nowhere, and "position" (no
field) is not named as one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from florenza_gui.app.i18n import clear_language, install_language
from florenza_gui.board.layout import layout
from florenza_gui.engine.model.types import LifeCard
from tests.guifixtures import three_humans


@pytest.fixture
def italian(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    assert install_language(qapp, "it")
    yield
    clear_language(qapp)


def _too_late_a_card(window, driver) -> str:  # type: ignore[no-untyped-def]
    """In the editor, put a card with fewer than 6 rounds under Life card VI: a position no game reaches."""
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    state = window.session.state
    short = next(cid for ids in state.row for cid in ids if state.characters[cid].rounds < 6)
    driver.drag(driver.tile(short), layout().life_card(LifeCard.VI).center())
    assert short in window.session.state.under(LifeCard.VI)
    return state.characters[short].name


def test_playing_a_broken_position_says_why_in_italian(window, italian, driver) -> None:  # type: ignore[no-untyped-def]
    short = _too_late_a_card(window, driver)
    assert not window.editor.stop() and window.session.mode.editing
    said = window.statusBar().currentMessage()
    expected = f"{short} è sotto una carta Vita oltre i round che gli restano"
    assert said == f"Questa posizione non si può giocare: {expected}", said
    assert window.editor.last_refusal == expected
    bubble = driver.bubble()
    assert bubble is not None and bubble[1] == said
    assert "beyond" not in said and "position:" not in said
    assert " " in short  # the character's name (e.g. Roberto Caracciolo), not its id


def test_saving_a_broken_position_says_why_in_italian_and_writes_nothing(window, italian, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    short = _too_late_a_card(window, driver)
    folder = tmp_path / "scenarios"  # (tmp_path also holds the user data folder, with its autosave)
    folder.mkdir()
    assert window.editor.save_as_scenario("Mia", "Mia lezione", folder=folder) is None
    assert list(folder.iterdir()) == []
    assert window.editor.last_refusal == f"{short} è sotto una carta Vita oltre i round che gli restano"


def test_in_english_the_editor_says_what_it_always_said(window, driver) -> None:  # type: ignore[no-untyped-def]
    short = _too_late_a_card(window, driver)
    assert not window.editor.stop()
    assert window.editor.last_refusal == f"{short} is under a Life card beyond its rounds"
