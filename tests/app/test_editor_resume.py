"""The scenario editor never loses work: editing is autosaved as play is, and after a kill the next start
offers to go back to the unfinished edit, saying what it is; going back reopens the editor on the edited
position, with the game it came from one Demo ▸ Cancel editing away; declining continues that game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from florenza_gui.app.autosave import read_autosave
from florenza_gui.app.main import offer_resume
from florenza_gui.app.resume import describe
from florenza_gui.engine.rules.moves import CaptainMarker, Detain
from tests.app.test_resume import _launch, _quit_as_the_app, _when_the_box_opens
from tests.driver import new_window
from tests.guifixtures import autosave_on_disk, three_humans, write_autosave_file


def _an_edit(driver) -> tuple[Any, Any]:  # type: ignore[no-untyped-def]
    """A solo game with a move played, then two changes in the editor (the round, the Bishop card):
    the game before the editor opened, and the edited position."""
    driver.new_game(families=3, ghosts=(1, 2), seed=5)
    assert driver.move(CaptainMarker(6))
    before = driver.window.session.state
    assert driver.start_editor()
    first = before.families[0].id
    assert driver.move_round_marker(3) and driver.hand_card("bishop", first)
    return before, driver.window.session.state


def _killed(window) -> None:  # type: ignore[no-untyped-def]
    """The app killed now: its autosave is what the last change left (closing writes it again: put back)."""
    at_the_kill = autosave_on_disk()
    window.close()
    write_autosave_file(at_the_kill)


def test_a_kill_mid_edit_comes_back_to_the_edit_and_cancel_gives_the_game_back(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    before, edited = _an_edit(driver)
    _killed(window)
    found = read_autosave()
    assert found is not None and found.edit is not None
    said = describe(found)
    assert "unfinished edit" in said and "2 changes" in said and before.families[0].name in said
    other = new_window(qtbot, three_humans(seed=77))
    offer_resume(other, "yes")
    again = driver.at(other)
    assert other.session.mode.editing and other.session.state == edited
    assert "editor" in again.banner()
    again.choose("Demo", "Cancel editing")
    assert not other.session.mode.editing and other.session.state == before
    again.undo()  # the game's own history is back with it: the move before the editor opened
    assert other.session.state.family(before.families[0].id).prestige == 0


def test_an_edit_no_file_could_hold_yet_survives_the_kill(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Pieces are put in place one at a time: a tile held on the Captain card while nobody is Captain
    yet (no file holds it, FORMAT.md) is kept by the autosave all the same, and comes back."""
    _an_edit(driver)
    tile = next(cid for ids in window.session.state.row for cid in ids)
    assert driver.move(Detain(tile))  # dragged onto the Captain card
    edited = window.session.state
    assert edited.detained == tile and edited.captain is None
    _killed(window)
    other = new_window(qtbot, three_humans(seed=77))
    offer_resume(other, "yes")
    assert other.session.mode.editing and other.session.state == edited


def test_declining_the_edit_continues_the_game_it_was_made_on(qtbot, qapp, window, driver) -> None:  # type: ignore[no-untyped-def]
    before, _ = _an_edit(driver)
    _quit_as_the_app(qapp, window)
    seen: dict[str, str] = {}

    def decline(box: QMessageBox) -> None:
        seen.update(title=box.text(), details=box.informativeText())
        qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)

    _when_the_box_opens(decline)
    launched = _launch(qapp, "--resume", "ask")
    qtbot.addWidget(launched)
    launched.resize(1280, 720)
    launched.show()
    qtbot.waitUntil(lambda: launched.session.state == before, timeout=5000)
    assert not launched.session.mode.editing
    assert "editor" in seen["title"] and "unfinished edit" in seen["details"] and "2 changes" in seen["details"]



def test_the_unfinished_edit_is_told_in_whole_italian_sentences(qtbot, qapp, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Each case is its own sentence: Italian joins "di" and "la" into "della", which a title spliced
    into one sentence cannot do."""
    from florenza_gui.app.i18n import install_language

    before, _ = _an_edit(driver)
    _killed(window)
    found = read_autosave()
    assert found is not None
    install_language(qapp, "it")
    try:
        said = describe(found)
        assert said.startswith("Una modifica non finita di una partita di " + before.families[0].name), said
        lesson = found._replace(demo=True) if hasattr(found, "_replace") else None
        if lesson is not None and lesson.edit is not None and lesson.edit.origin.scenario is not None:
            assert "della lezione dimostrativa «" in describe(lesson)
        assert " di la " not in said
    finally:
        install_language(qapp, "en")
