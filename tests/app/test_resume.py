"""Coming back to the game left last time: a demo lesson comes back as the
lesson at the step it was on; a game played at one computer never comes back
in the demo mode (its curtain and its points of no return stand again); the
offer is asked over the main window, window-modal."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication, QMessageBox

from florenza_gui.app.autosave import autosave_path, read_autosave
from florenza_gui.app.main import offer_resume
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from tests.driver import new_window, still
from tests.guifixtures import autosave_on_disk, three_humans, write_autosave_file


def _lesson(driver, steps: int):  # type: ignore[no-untyped-def]
    """Demo ▸ Open a scenario ▸ "Level at the top of the Prestige track: who is Captain?", stepped ``steps``
    times: its entry."""
    entry = next(e for e in list_scenarios() if e.path.name == "captain-tie.json")
    driver.start_lesson(entry.title)
    assert driver.window.session.mode.lesson
    for _ in range(steps):
        driver.step()
    return entry


def _relaunch(qtbot):  # type: ignore[no-untyped-def]
    """The app launched again (its window, before the resume offer)."""
    return new_window(qtbot, three_humans(seed=77))


def test_a_demo_lesson_comes_back_as_the_lesson_at_its_step(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    entry = _lesson(driver, 3)
    shown, count = window.session.state, window.session.step_count
    window.close()  # Quit
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    s = other.session
    assert s.mode.demo and s.mode.lesson  # the lesson, not a game in play mode
    assert s.mode.curtain_for is None and not other.hotseat.curtain.isVisible()
    assert s.step_index == 3 and s.step_count == count and s.state == shown
    assert s.can_step_back  # the demo's Back reaches anywhere, as before the quit
    assert s.step_back() and s.step_index == 2
    assert s.state.scenario is not None and s.state.scenario.title == entry.title


def test_a_hotseat_game_presented_on_a_projector_comes_back_behind_its_curtain(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """The presentation view is the table's view, kept on quitting as for a
    lesson or a solo game: a hotseat game left in it came back in the
    everyday window. It comes back presenting, in its own mode (the view
    only lends the demo features, which keep the curtain), behind its
    curtain, nothing of the view above it."""
    driver.choose("Demo", "Presentation view")
    assert window.session.mode.demo
    assert driver.move(CaptainMarker(7))
    window.close()
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    s = other.session
    assert s.mode.presenting and other.presentation.active and other.demo.present_action.isChecked()
    assert not s.mode.lesson
    curtain = other.hotseat.curtain
    assert s.mode.curtain_for == s.state.active and curtain.isVisible()
    QApplication.processEvents()
    for part in (other.presentation.band, driver.at(other).board_surface()):
        top = other.childAt(part.mapTo(other, part.rect().center()))
        assert top is curtain or curtain.isAncestorOf(top), top


def test_a_hotseat_game_opened_during_a_lesson_comes_back_in_play_mode(qtbot, window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.files import saves

    hotseat = three_humans(seed=12)
    path = tmp_path / "hotseat.json"
    saves.save_path(hotseat, path)
    _lesson(driver, 2)
    window.session.mark_saved()  # nothing to ask about
    assert window.files.open_path(str(path))
    driver.confirm_curtain()
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    driver.step()  # a step of its end of round
    window.close()
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    s = other.session
    assert not s.mode.demo and s.step_index == 1


def test_an_autosave_says_which_mode_its_game_was_played_in(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(2))
    assert json.loads(autosave_on_disk())["demo"] is False
    window.session.mark_saved()  # nothing to ask about
    _lesson(driver, 1)
    found = read_autosave()
    assert found is not None and found.demo and found.steps_shown == 1


def test_an_autosave_whose_mode_or_file_is_wrong_is_refused_naming_the_field(window, driver) -> None:  # type: ignore[no-untyped-def]
    import pytest

    from florenza_gui.engine.files.saves import SaveError

    assert driver.move(CaptainMarker(2))
    body = json.loads(autosave_on_disk())
    body["demo"] = "yes"
    write_autosave_file(json.dumps(body))
    with pytest.raises(SaveError) as raised:
        read_autosave()
    assert raised.value.path == "demo"
    for bad in (5, "", "a\x00b", "x" * 5000):
        body["demo"], body["file"] = False, bad
        write_autosave_file(json.dumps(body))
        with pytest.raises(SaveError) as raised:
            read_autosave()
        assert raised.value.path == "file"


def test_an_older_autosave_without_a_mode_comes_back_in_play_mode(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(2))
    body = json.loads(autosave_on_disk())
    del body["demo"]
    write_autosave_file(json.dumps(body))
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    assert not other.session.mode.demo and other.session.state == window.session.state


def test_a_presented_hotseat_round_is_not_undone_past_its_draw_after_a_relaunch(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """The presentation lends no way past a draw (R8.7) even while it is on
    (tests/app/test_lent_options_keep_limits.py), and the game comes back in
    play mode with its history stopping at the draw. (Red and Blue tie for
    Captain: no cash-in, D13.)"""
    for move in (CaptainMarker(12), Pass(), CaptainMarker(12), Pass(), Pass()):
        assert driver.move(move)
        driver.confirm_curtain()
    before_round = window.session.state
    driver.choose("Demo", "Presentation view")
    driver.skip()
    assert not window.session.undo_stack.canUndo()  # a lent demo mode never undoes a draw
    window.close()
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    s = other.session
    assert not s.mode.lesson and s.mode.presenting  # the view comes back, lending no way past the draw
    again = driver.at(other)
    again.confirm_curtain()
    again.undo()
    assert s.state != before_round
    assert all(state != before_round for state in s.history()[0])


def _quit_as_the_app(qapp, window) -> None:  # type: ignore[no-untyped-def]
    """Quit; the autosave is kept where the app's own names put it (the
    launch below names the app, and the data folder follows the names)."""
    qapp.setApplicationName("Florenza Table")
    qapp.setOrganizationName("Florenza Table")
    window.close()


def _launch(qapp, *argv: str):  # type: ignore[no-untyped-def]
    from florenza_gui.app import main as entry

    window = entry._open_window(qapp, entry.parse_args(["--seed", "5", *argv]))
    assert window is not None
    still(window)
    window.files.autosave_enabled = False  # (the test's own autosave stays as it was written)
    return window


def _when_the_box_opens(act) -> None:  # type: ignore[no-untyped-def]
    """Call ``act(box)`` once a message box is up (it waits for its answer in a
    local event loop, so the test acts from a timer, as a user would)."""
    from PySide6.QtCore import QTimer

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            act(box)
        else:
            QTimer.singleShot(10, look)
    QTimer.singleShot(0, look)


def test_the_resume_offer_waits_for_the_window_and_is_asked_over_it(qtbot, qapp, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: the offer was a bare box, alone on the desktop, before
    the main window existed. It is asked over the shown window, window-modal,
    and says which game waits."""
    from PySide6.QtCore import Qt

    assert driver.move(CaptainMarker(8))
    left = window.session.state
    _quit_as_the_app(qapp, window)
    seen: dict[str, object] = {}
    launched: list[object] = []

    def look(box: QMessageBox) -> None:
        continue_button = box.button(QMessageBox.StandardButton.Yes)
        parent = box.parentWidget()
        seen.update(shown=parent is not None and parent.isVisible(), parent=launched == [parent],
                    modality=box.windowModality(), name=box.objectName(), details=box.informativeText(),
                    over=parent is not None and parent.frameGeometry().contains(box.frameGeometry().center()),
                    button=continue_button.text().replace("&", ""),
                    default=box.defaultButton() is continue_button, escape=box.escapeButton() is continue_button)
        qtbot.mouseClick(continue_button, Qt.MouseButton.LeftButton)

    _when_the_box_opens(look)
    app_window = _launch(qapp, "--resume", "ask")
    launched.append(app_window)
    qtbot.addWidget(app_window)
    qtbot.wait(50)
    assert not seen  # nothing asked before the window is on screen
    app_window.resize(1600, 900)
    app_window.show()
    qtbot.waitUntil(lambda: app_window.session.state == left, timeout=5000)
    assert seen["shown"] and seen["parent"] and seen["modality"] is Qt.WindowModality.WindowModal
    assert seen["name"] == "resume_offer"
    assert seen["over"]  # over the window, not somewhere on the desktop
    assert "Red, Blue, Green" in str(seen["details"]) and "Round 1" in str(seen["details"])
    assert seen["button"] == "Continue" and seen["default"] and seen["escape"]
    assert autosave_path().exists()


def test_discarding_at_the_offer_starts_afresh_and_esc_keeps_the_game(qtbot, qapp, window, driver) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    assert driver.move(CaptainMarker(8))
    left = window.session.state
    _quit_as_the_app(qapp, window)
    kept = _launch(qapp, "--resume", "ask")
    qtbot.addWidget(kept)
    _when_the_box_opens(lambda box: QTest.keyClick(box, Qt.Key.Key_Escape))  # Esc loses nothing
    kept.show()
    qtbot.waitUntil(lambda: kept.session.state == left, timeout=5000)
    kept.close()
    fresh = _launch(qapp, "--resume", "ask")
    qtbot.addWidget(fresh)
    before = fresh.session.state
    _when_the_box_opens(lambda box: qtbot.mouseClick(box.button(QMessageBox.StandardButton.Discard),
                                                     Qt.MouseButton.LeftButton))
    fresh.show()
    qtbot.waitUntil(lambda: not autosave_path().exists(), timeout=5000)
    assert fresh.session.state is before


def test_the_offer_names_a_lesson_by_its_title_and_step(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.resume import describe

    entry = _lesson(driver, 4)
    found = read_autosave()
    assert found is not None
    text = describe(found)
    assert entry.title in text and "step 4" in text


def test_a_file_opened_from_the_command_line_is_not_replaced_by_the_last_game(  # type: ignore[no-untyped-def]
        qtbot, qapp, window, driver, tmp_path) -> None:
    """Found under Xvfb: ``florenza --open game.json`` (a double-click in a
    file manager) showed the game left last time instead of the file. The
    file is on the table; the game left last time is not dropped unasked:
    the user chooses, over the window."""
    from PySide6.QtCore import Qt

    from florenza_gui.engine.files import saves

    asked_for = three_humans(seed=31)
    path = tmp_path / "asked.json"
    saves.save_path(asked_for, path)
    assert driver.move(CaptainMarker(8))
    left = window.session.state
    _quit_as_the_app(qapp, window)
    seen: list[str] = []

    def open_the_file(box: QMessageBox) -> None:
        seen.append(box.informativeText())
        chosen = box.defaultButton()
        assert chosen is not None
        seen.append(chosen.text())
        qtbot.mouseClick(chosen, Qt.MouseButton.LeftButton)

    _when_the_box_opens(open_the_file)
    launched = _launch(qapp, "--open", str(path))
    qtbot.addWidget(launched)
    assert launched.session.state == asked_for  # the file, not the autosave
    launched.show()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=5000)
    assert "asked.json" in seen[0] and "asked.json" in seen[1]
    qtbot.waitUntil(lambda: not autosave_path().exists(), timeout=5000)
    assert launched.session.state == asked_for and launched.session.path == str(path)
    # the other answer: the game left last time comes back
    launched.files.autosave_enabled = True
    launched.session.replace(left)
    launched.files.write_autosave()
    launched.close()
    _when_the_box_opens(lambda box: qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes),
                                                     Qt.MouseButton.LeftButton))
    again = _launch(qapp, "--open", str(path))
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: again.session.state == left, timeout=5000)


def test_with_resume_no_the_file_opens_and_nothing_is_asked(qtbot, qapp, window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.files import saves

    asked_for = three_humans(seed=31)
    path = tmp_path / "asked.json"
    saves.save_path(asked_for, path)
    assert driver.move(CaptainMarker(8))
    _quit_as_the_app(qapp, window)
    launched = _launch(qapp, "--open", str(path), "--resume", "no")
    qtbot.addWidget(launched)
    launched.show()
    qtbot.wait(100)
    assert QApplication.activeModalWidget() is None
    assert launched.session.state == asked_for and not autosave_path().exists()


def test_a_game_opened_from_a_file_comes_back_with_its_file(qtbot, window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Found under Xvfb: after a relaunch, Save asked where to save a game
    that had been opened from a file (the autosave forgot the file)."""
    from florenza_gui.engine.files import saves

    path = tmp_path / "ours.json"
    assert window.files.save_to(str(path))
    assert driver.move(CaptainMarker(6))
    moved = window.session.state
    window.close()
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    assert other.session.path == str(path) and other.session.dirty
    assert other.files.save()  # no dialog: it is written where it came from
    assert saves.load_path(path) == moved and not other.session.dirty


def test_a_crash_after_undo_keeps_both_undo_and_redo(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """The autosave written by an Undo holds the history's index after it:
    a kill right after an Undo comes back on that position with Undo and Redo
    both offered (it once pointed one step ahead, so neither was)."""
    c = window.session
    assert driver.move(CaptainMarker(5))
    assert driver.move(CaptainMarker(9))
    driver.undo()
    driver.confirm_curtain()
    shown = c.state
    assert window.undo_action.isEnabled() and window.redo_action.isEnabled()
    at_the_kill = autosave_on_disk()  # what a kill leaves behind
    window.close()
    write_autosave_file(at_the_kill)
    other = _relaunch(qtbot)
    offer_resume(other, "yes")
    again = driver.at(other)
    again.confirm_curtain()
    assert other.session.state == shown
    assert other.undo_action.isEnabled() and other.redo_action.isEnabled()
    again.redo()
    assert other.session.state.family("red").prestige == 9
