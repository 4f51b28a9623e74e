"""The scenario editor opened while an end of round is being stepped
through (a teacher at a meetup): it edits the position at rest, the round's
start, as a saved game holds it (FORMAT.md: no file holds a half-way step),
never the half-way step, which no saved game can hold."""

from __future__ import annotations

from florenza_gui.engine.rules.moves import CaptainMarker, EndTurn, Pass
from tests.guifixtures import three_humans

PRESENT = ("Demo", "Presentation view")


def test_the_editor_opened_mid_round_edits_the_rounds_start_and_stops_cleanly(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    assert driver.move(CaptainMarker(12))
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    assert c.state.active is None
    driver.put_lesson(c.state)  # the position as a lesson: the curtain stays down
    start = c.state
    assert start.active is None and c.mode.lesson
    assert driver.step()  # R7.1: Red elected, the card not yet taken (R7.1b)
    assert c.in_sequence and c.state != start
    assert window.editor.start()
    assert c.state == start, "the editor shows a half-way step of the end of round"
    assert window.editor.stop(), f"stopping an untouched editor was refused: {window.editor.last_refusal!r}"
    assert not c.mode.editing and c.state == start and c.ready_to_end_round


def test_no_editor_in_hotseat_play(window, driver) -> None:  # type: ignore[no-untyped-def]
    """In a hotseat game Demo > Scenario editor would let the family whose turn
    it is move a rival's Captain marker with no log line and no Undo. With two or
    more humans every move is checked by the engine (D10): the editor refuses,
    naming the rule, and nothing changes; in a lesson it opens."""
    c = window.session
    assert driver.move(CaptainMarker(4))
    before, undo_index = c.state, c.undo_stack.index()
    assert c.editor_blocked_by == "D10"
    assert not window.editor.start(), "the editor opened in hotseat play"
    assert not c.mode.editing and not c.mode.demo and c.state is before and c.undo_stack.index() == undo_index
    assert "D10" in window.statusBar().currentMessage()
    window.demo.menu.aboutToShow.emit()  # the menu's item says the same
    next(a for a in window.demo.menu.actions() if "editor" in a.text()).trigger()
    assert not c.mode.editing and "D10" in window.statusBar().currentMessage()
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    driver.skip()
    driver.confirm_curtain()
    assert not window.editor.start() and not c.mode.editing  # nor between rounds
    driver.put_lesson(c.state)  # the same position as a lesson
    assert window.editor.start() and c.mode.editing, "a lesson with hotseat families opens the editor"
    assert window.editor.stop() and c.mode.lesson


def test_a_lesson_stays_a_lesson_after_the_editor(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    driver.put_lesson(three_humans())
    assert window.editor.start() and window.editor.stop()
    assert c.mode.demo and c.mode.lesson and c.mode.curtain_for is None


def test_two_lent_modes_at_once_give_a_hotseat_game_its_own_mode_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    """A second feature lending the demo mode while a first one does (draws by
    hand then the presentation view; the presentation view then the editor)
    never records the lent mode as the game's own: once both are off, the
    hotseat game has its curtain again and no Back before a cash-in (D13)."""
    c = window.session
    window.demo.manual_action.setChecked(True)
    driver.choose(*PRESENT)
    assert c.mode.demo and not c.mode.lesson
    driver.choose(*PRESENT)  # (left)
    window.demo.manual_action.setChecked(False)
    assert not c.mode.demo and not c.mode.lesson, "draws by hand and the presentation view left a lesson"
    driver.choose(*PRESENT)
    assert not window.editor.start() and not c.mode.lesson  # (hotseat play: no editor, D10)
    driver.choose(*PRESENT)
    assert not c.mode.demo and not c.mode.lesson, "the presentation view left a lesson"
    assert driver.move(EndTurn())
    assert window.hotseat.curtain.isVisible() and c.mode.curtain_for == "blue"


def test_file_save_in_the_editor_never_writes_a_position_no_file_can_hold(window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """File > Save while the editor is open checks the edited position (a tile
    detained with no Captain): a position no file can hold is refused, naming
    the field, and nothing is written (Ctrl+S never replaces a good game with
    it); a position a file can hold is saved and reads back."""
    from PySide6.QtWidgets import QMessageBox

    from florenza_gui.engine.files import editor, saves
    from florenza_gui.engine.rules.targets import CaptainCard
    from tests.guifixtures import answer_next_box

    c = window.session
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    good = tmp_path / "game.json"
    assert window.files.save_to(str(good))
    before = good.read_bytes()
    assert window.editor.start()
    character = next(cid for ids in c.state.row for cid in ids)
    c.edit(editor.put_tile(c.state, character, CaptainCard()))
    said: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Ok, said)
    assert not window.files.save_to(str(good))
    assert good.read_bytes() == before, "Save in the editor overwrote a good game"
    assert said and "detained" in said[0]
    c.edit(editor.put_tile(c.state, character, None))  # the tile back on its card
    assert window.files.save_to(str(good))
    assert saves.load_path(good) == c.state
    assert window.editor.stop()
