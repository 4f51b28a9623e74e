"""Bugs of the window, each pinned: what the window shows is a function of the
game, the timeline's cursor and the mode (one session, one playback, one
input gate)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from florenza_gui.board.layout import layout
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.model.state import PreacherOn
from florenza_gui.engine.model.types import Kind, Phase
from florenza_gui.engine.rules.end_of_round import end_round_steps, walk
from florenza_gui.engine.rules.moves import BishopMarker, CaptainMarker, EndTurn, KinsmanToPredicatore, Pass
from florenza_gui.engine.words.wording import render
from tests.guifixtures import answer_next_box, pass_curtain, three_humans


def _everyone_passes(window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    for move in (CaptainMarker(14), BishopMarker(5), KinsmanToPredicatore(2), Pass(),
                 CaptainMarker(12), Pass(), CaptainMarker(9), Pass()):
        c.try_move(move)
        window.session.confirm_curtain()
    assert c.state.active is None


def _scenario(name: str):  # type: ignore[no-untyped-def]
    return next(e for e in list_scenarios() if e.path.name == name)


def _save_file(tmp_path: Path, seed: int = 9) -> str:
    path = tmp_path / "other.json"
    saves.save_path(three_humans(seed), str(path))
    return str(path)


# -- Back / Undo: narration, counter and highlight follow the cursor --------------------------------
def test_back_shows_the_narration_and_highlight_of_the_step_at_the_cursor(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())
    _everyone_passes(window)
    steps = list(end_round_steps(window.session.state))
    shown = len(list(walk(window.session.state, quiet=True)))  # a lesson shows the steps that change nothing too
    for _ in range(9):
        driver.step()
    for _ in range(3):
        assert driver.back()
    sixth = steps[5][1]  # (the lesson's first five steps all change something)
    assert window.narration.rule.text() == sixth[-1].rule
    assert window.narration.progress.text() == f"Step 6 of {shown}"
    assert window.session.state == steps[5][0]
    assert driver.spotlight() == driver.step_area(sixth)


def test_undo_of_a_move_shows_the_line_of_the_game_undone_to(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.session.try_move(CaptainMarker(7))
    window.session.try_move(KinsmanToPredicatore(3))
    assert window.narration.rule.text() == "M3"
    driver.undo()
    assert window.narration.rule.text() == window.session.state.log[-1].rule == "M1"


def test_narration_shows_each_event_while_the_board_animates_it(window, monkeypatch, driver) -> None:  # type: ignore[no-untyped-def]
    """Each event as the board animates it; a step told in one sentence (several Kinsmen going home,
    characters leaving, cards moving down, tiles drawn), that whole sentence from its start."""
    import florenza_gui.board.stepplay as scene_module
    from florenza_gui.engine.words.steps import told_as_one
    from florenza_gui.qt.language import step_words

    seen: list[tuple[str, str]] = []
    real = scene_module.play_effect

    async def spy(scene, event):  # type: ignore[no-untyped-def]
        t = window.session.timeline
        events = t.events if t is not None else ()
        seen.append((step_words(events) if told_as_one(events) else render(event), window.narration.why.text()))
        await real(scene, event)

    monkeypatch.setattr(scene_module, "play_effect", spy)
    _everyone_passes(window)
    driver.skip()
    assert len(seen) > 20
    assert all(animated == narrated for animated, narrated in seen), seen


# -- New game / Open leave nothing of the old game on screen -----------------------------------------
def test_opening_a_game_mid_round_clears_narration_highlight_and_counter(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    _everyone_passes(window)
    for _ in range(3):
        driver.step()
    assert driver.spotlight() is not None
    window.session.mark_saved()  # (no question about the game being replaced)
    assert window.files.open_path(_save_file(tmp_path))
    assert driver.spotlight() is None
    opened = window.session.state
    assert window.narration.rule.text() == (opened.log[-1].rule if opened.log else "—")
    assert window.narration.why.text() == (render(opened.log[-1]) if opened.log else window.narration.why.text())
    assert window.narration.progress.text() == ""


def test_a_finished_games_result_leaves_with_it(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    assert window.demo.open_scenario(_scenario("last-round-fiorini.json"))
    driver.skip()
    assert window.session.state.phase is Phase.GAME_OVER
    window.session.mark_saved()
    assert window.files.open_path(_save_file(tmp_path))
    assert "wins" not in window.narration.why.text()
    assert window.narration.rule.text() != "R9.2"
    assert not window.standings_dock.isVisible()


def test_pieces_are_lettered_by_the_game_on_screen(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    assert window.demo.open_scenario(_scenario("captain-tie.json"))
    medici = window.session.state.name("red")
    assert driver.piece(driver.captain_marker("red")).letter == medici[0]
    window.session.mark_saved()
    assert window.files.open_path(_save_file(tmp_path))
    assert driver.piece(driver.captain_marker("red")).letter == "R"
    assert driver.piece(driver.family_board("red")).letter == "R"


# -- the scenario editor ----------------------------------------------------------------------------
def test_opening_a_game_ends_the_editor_and_stop_editing_cannot_bring_back_the_old_one(  # type: ignore[no-untyped-def]
        window, tmp_path, driver) -> None:
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    window.session.mark_saved()
    path = _save_file(tmp_path)
    assert window.files.open_path(path)
    assert not window.session.mode.editing
    assert window.session.state == saves.load_path(path)
    # a drop is a move again, checked by the engine
    where = layout().predicatore_space(2).center()
    driver.drag(driver.tile(next(iter(window.session.state.characters))), where)
    assert window.session.state == saves.load_path(path)


def test_the_editor_refuses_to_enter_play_with_a_broken_position_naming_the_field(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    state = window.session.state
    artist = next(cid for ids in state.row for cid in ids if state.characters[cid].kind is Kind.ARTIST)
    driver.drag(driver.tile(artist), layout().predicatore_space(2).center())
    assert window.session.state.predicatore[1] == PreacherOn(artist)
    assert not window.editor.stop()
    assert window.session.mode.editing
    assert "predicatore[1].preacher" in window.statusBar().currentMessage()


# -- a pending R8.7 placement by hand ---------------------------------------------------------------
def test_a_pending_placement_by_hand_ends_when_another_game_opens(window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window.demo.manual_action.setChecked(True)
    c = window.session
    while c.state.active is not None:
        c.confirm_curtain()  # draws by hand keep the hotseat curtain
        assert c.try_move(Pass()).ok
    path = _save_file(tmp_path)

    while True:  # Step until a drawn card waits to be placed
        moved = driver.step()
        if driver.card_waiting() is not None:
            break
        assert moved
    window.session.mark_saved()
    assert driver.open_file(path)  # (the step waiting for the card ends)
    assert driver.card_waiting() is None
    assert window.session.state == saves.load_path(path)
    assert not window.session.in_sequence


# -- the curtain blocks every path, keys included ----------------------------------------------------
SHORTCUTS = [
    (Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
    (Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Backspace, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_PageDown, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_PageUp, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_M, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_F, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Tab, Qt.KeyboardModifier.NoModifier),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
]


def test_no_shortcut_changes_the_game_behind_the_curtain(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    window.session.try_move(CaptainMarker(6))
    window.session.try_move(EndTurn())  # Red hands over to Blue: the curtain drops
    curtain = window.hotseat.curtain
    assert curtain.isVisible()
    before = window.session.state
    for key, modifiers in SHORTCUTS:
        for on_board in (False, True):
            if on_board:
                driver.press_on_board(key, modifiers)
            else:
                QTest.keyClick(window, key, modifiers)
            loop.run_until_complete(asyncio.sleep(0))
            assert window.session.state == before, (key, modifiers)
            assert curtain.isVisible()
    # nor does an edit in the Families table
    blue = [f.id for f in before.families].index("blue")
    assert not window.families_model.setData(window.families_model.index(blue, 2), 3)
    assert window.session.state == before
    pass_curtain(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.family("blue").passed


# -- a game is never lost -------------------------------------------------------------------------------
def test_opening_a_file_over_an_unsaved_game_asks_and_cancel_keeps_it(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window.session.try_move(CaptainMarker(5))
    before = window.session.state
    asked: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Cancel, asked)
    assert not window.files.open_path(_save_file(tmp_path))
    assert asked
    assert window.session.state == before
    answer_next_box(QMessageBox.StandardButton.Discard, asked)
    assert window.files.open_path(_save_file(tmp_path))
    assert window.session.state != before


def test_a_demo_scenario_over_an_unsaved_game_asks(window) -> None:  # type: ignore[no-untyped-def]
    window.session.try_move(CaptainMarker(5))
    before = window.session.state
    asked: list[str] = []
    answer_next_box(QMessageBox.StandardButton.Cancel, asked)
    assert not window.demo.open_scenario(_scenario("captain-tie.json"))
    assert asked and window.session.state == before


def test_undo_rests_after_the_final_standings(window, driver) -> None:  # type: ignore[no-untyped-def]
    state = saves.load_path(_scenario("last-round-fiorini.json").path)
    window.session.replace(state)
    driver.skip()
    assert window.session.state.phase is Phase.GAME_OVER
    assert not window.undo_action.isEnabled()
    driver.undo()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.phase is Phase.GAME_OVER


def test_a_resumed_game_keeps_its_undo_history(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.main import offer_resume
    from florenza_gui.app.window import MainWindow

    window.session.try_move(CaptainMarker(11))
    first = window.session.state
    window.session.try_move(KinsmanToPredicatore(2))
    other = MainWindow(three_humans(seed=5))
    qtbot.addWidget(other)
    offer_resume(other, "yes")
    assert not other.undo_action.isEnabled()  # behind the curtain, nothing is undone
    other.session.confirm_curtain()
    assert other.undo_action.isEnabled()
    other.undo_action.trigger()
    assert other.session.state == first


def test_a_game_saved_during_an_end_of_round_is_saved_from_its_start(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    _everyone_passes(window)
    start = window.session.state
    driver.step()  # R7.1 (past the cash-in, the round's end: test_save_past_no_return)
    path = str(tmp_path / "mid.json")
    assert window.files.save_to(path)
    assert saves.load_path(path) == start
    assert not window.session.dirty


def test_the_editor_refuses_a_card_under_a_life_card_beyond_its_rounds(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.types import LifeCard

    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    state = window.session.state
    short = next(cid for ids in state.row for cid in ids if state.characters[cid].rounds < 6)
    where = layout().life_card(LifeCard.VI).center()
    driver.drag(driver.tile(short), where)
    assert short in window.session.state.under(LifeCard.VI)
    assert not window.editor.stop()
    assert window.session.mode.editing
    assert "beyond its rounds" in window.statusBar().currentMessage()


# -- the gate's refusals are typed verdicts, put into words in the interface language ---------------
def test_the_gate_refuses_under_the_curtain_and_says_why_in_the_current_language(window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    assert c.try_move(Pass()).ok
    assert c.mode.curtain_for == "blue"
    before = c.state
    verdict = c.try_move(CaptainMarker(3))
    assert not verdict.ok and verdict.rule == "", "the curtain is no rule: the refusal names none"
    assert c.state is before
    assert window.statusBar().currentMessage() == (
        "Refused: the board is covered until the next player says they are at the screen")
    window.language_actions["it"].trigger()
    try:
        assert not c.try_move(CaptainMarker(3)).ok
        assert "il tabellone resta coperto" in window.statusBar().currentMessage()
    finally:
        window.language_actions["en"].trigger()
    assert c.state is before
