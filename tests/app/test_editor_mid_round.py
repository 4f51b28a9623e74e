"""The scenario editor opened while an end of round is being stepped
through (a teacher at a meetup): it edits the position at rest, the round's
start, as a saved game holds it (FORMAT.md: no file holds a half-way step),
never the half-way step, which no saved game can hold."""

from __future__ import annotations

from florenza_gui.engine.moves import CaptainMarker, EndTurn, Pass


def test_the_editor_opened_mid_round_edits_the_rounds_start_and_stops_cleanly(window, loop) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.try_move(CaptainMarker(12))
    for _ in range(3):
        c.try_move(Pass())
        c.confirm_curtain()
    start = c.state
    assert start.active is None
    c.set_demo(True)  # a lesson: the curtain stays down
    assert loop.run_until_complete(window.player.step())  # R7.1: Red elected, the card not yet taken (R7.1b)
    assert c.in_sequence and c.state != start
    assert window.editor.start()
    assert c.state == start, "the editor shows a half-way step of the end of round"
    assert window.editor.stop(), f"stopping an untouched editor was refused: {window.editor.last_refusal!r}"
    assert not c.editing and c.state == start and c.ready_to_end_round


def test_the_editor_gives_a_hotseat_game_back_its_curtain_and_d13(qtbot, window, loop) -> None:  # type: ignore[no-untyped-def]
    """The editor lends the demo mode while it is open, as the presentation view
    does. Stopping it gave a hotseat game the demo mode for good: no curtain
    any more, and Back went to before a later cash-in, where the Captain
    marker shows the banked value (RULES.md §9, D13)."""
    from tests.guifixtures import pass_curtain

    c = window.session
    assert not c.demo
    assert window.editor.start() and c.demo
    assert window.editor.stop()
    assert not c.demo and not c.own_demo, "a hotseat game left the editor as a lesson"
    assert c.curtain_for is None and c.at_screen == "red"  # Red opened the editor and is still at the screen
    c.try_move(CaptainMarker(43))
    for _ in range(3):
        c.try_move(Pass())
        assert window.hotseat.curtain.isVisible() or c.state.active is None  # the curtain is back
        pass_curtain(qtbot, window)
    while c.timeline is None or "R7.1d" not in [e.rule for e in c.timeline.events]:
        assert loop.run_until_complete(window.player.step())
    assert c.state.family("red").prestige == 0
    assert not c.can_step_back and c.back_blocked_by == "D13"
    assert not window.player.back() and c.state.family("red").prestige == 0


def test_a_lesson_stays_a_lesson_after_the_editor(window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.set_demo(True)
    assert window.editor.start() and window.editor.stop()
    assert c.demo and c.own_demo and c.curtain_for is None


def test_two_lent_modes_at_once_give_a_hotseat_game_its_own_mode_back(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Found by the monkey (seed 2000): a second feature lending the demo mode
    while a first one did (draws by hand then the presentation view; the
    presentation view then the editor) recorded the lent mode as the game's
    own, so once both were off the hotseat game stayed a lesson: no curtain,
    and Back before a cash-in (D13)."""
    c = window.session
    window.demo.manual_action.setChecked(True)
    window.demo.set_presenting(True, full_screen=False)
    assert c.demo and not c.own_demo
    window.demo.set_presenting(False)
    window.demo.manual_action.setChecked(False)
    assert not c.demo and not c.own_demo, "draws by hand and the presentation view left a lesson"
    window.demo.set_presenting(True, full_screen=False)
    assert window.editor.start() and not c.own_demo
    assert window.editor.stop() and not c.own_demo
    window.demo.set_presenting(False)
    assert not c.demo and not c.own_demo, "the presentation view and the editor left a lesson"
    c.try_move(EndTurn())
    assert window.hotseat.curtain.isVisible() and c.curtain_for == "blue"


def test_the_editor_never_shows_a_hotseat_captain_marker_before_its_cash_in(window, loop) -> None:  # type: ignore[no-untyped-def]
    """Found reading the editor after playing: in a hotseat game stepped past
    R7.1d, Demo > Scenario editor opened on the round's start, where Red's
    Captain marker stood again on the 23 it had banked face down (the board,
    its tooltips and accessible names said "Red's Captain marker: 23"): a way
    back before a cash-in that Back and Undo never give (D13)."""
    c = window.session
    c.try_move(CaptainMarker(23))
    for _ in range(3):
        c.try_move(Pass())
        c.confirm_curtain()
    assert loop.run_until_complete(window.player.step())  # R7.1: before the cash-in the editor may open
    assert window.editor.start() and c.state.family("red").prestige == 23
    assert window.editor.stop()
    while c.timeline is None or "R7.1d" not in [e.rule for e in c.timeline.events]:
        assert loop.run_until_complete(window.player.step())
    shown = c.state
    assert not window.editor.start(), "the editor opened on the Captain marker before its cash-in"
    assert c.state == shown and not c.editing and c.state.family("red").prestige == 0
    assert "D13" in window.statusBar().currentMessage()
    loop.run_until_complete(window.player.skip_to_end())
    c.confirm_curtain()
    assert window.editor.start() and c.state.family("red").prestige == 0  # the round over, it opens
    assert window.editor.stop()


def test_file_save_in_the_editor_never_writes_a_position_no_file_can_hold(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Found by script after playing the editor: File > Save while the editor was
    open wrote the edited position unchecked (a tile detained with no Captain);
    the file could not be opened again, and Ctrl+S over a game opened from a file
    replaced a good game with it. Save now refuses, naming the field, and writes
    nothing; a position a file can hold is saved and reads back."""
    from PySide6.QtWidgets import QMessageBox

    from florenza_gui.engine import editor, saves
    from florenza_gui.engine.targets import CaptainCard
    from tests.guifixtures import answer_next_box

    c = window.session
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
