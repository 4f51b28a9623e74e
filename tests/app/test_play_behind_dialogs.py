"""Play ▶▶ waits behind a modal dialog (File ▸ New game, File ▸ Open…): the
class misses no step while the teacher looks at a dialog (New game does not
see the lesson go on from step 2 to step 5 behind it)."""

from __future__ import annotations

import asyncio

from PySide6.QtWidgets import QApplication, QFileDialog

from florenza_gui.engine.files.scenarios import list_scenarios
from tests.driver import still


def run_for(loop, seconds: float) -> None:  # type: ignore[no-untyped-def]
    loop.run_until_complete(asyncio.sleep(seconds))


def open_lesson(window) -> None:  # type: ignore[no-untyped-def]
    entry = next(e for e in list_scenarios() if e.path.name == "cardinal-reelection.json")
    window.demo.open_scenario(entry)
    assert window.session.mode.lesson and window.session.ready_to_end_round


def pause(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Game ▸ Play / Pause, while it plays: Pause; then the step under way ends."""
    if window.session.mode.playing:
        window.play_action.trigger()
    driver.wait_at_rest()


def steps_on(window, loop, held: int) -> bool:  # type: ignore[no-untyped-def]
    """Whether Play shows a step past ``held`` within three seconds (it steps every few tenths of one)."""
    for _ in range(150):
        if window.session.step_index > held:
            return True
        run_for(loop, 0.02)
    return False


def playing_until_a_step(window, loop) -> int:  # type: ignore[no-untyped-def]
    still(window, 40)
    window.play_action.trigger()
    assert steps_on(window, loop, 0), "Play stepped nothing"
    return int(window.session.step_index)


def test_play_waits_behind_the_new_game_dialog(window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    open_lesson(window)
    playing_until_a_step(window, loop)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert QApplication.activeModalWidget() is dialog
    run_for(loop, 0.3)  # the step under way may end
    held = c.step_index
    run_for(loop, 0.8)  # the time of two of Play's steps
    assert c.step_index == held and window.session.mode.playing, "the lesson stepped on behind the dialog"
    dialog.reject()
    assert steps_on(window, loop, held), "Play did not go on once the dialog was closed"
    pause(window, driver)


def test_play_waits_behind_a_file_dialog(window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    open_lesson(window)
    playing_until_a_step(window, loop)
    dialog = QFileDialog(window, "Open a game")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setModal(True)
    dialog.show()
    run_for(loop, 0.3)
    held = c.step_index
    run_for(loop, 0.8)
    assert c.step_index == held, "the lesson stepped on behind the file dialog"
    dialog.reject()
    assert steps_on(window, loop, held)
    pause(window, driver)


def test_play_waits_behind_a_dialog_running_its_own_event_loop(window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    """A dialog shown with ``exec`` runs an event loop of its own, inside the app's: Play's wait behind it
    resumes there, and goes on once it is closed."""
    from PySide6.QtCore import QTimer

    c = window.session
    open_lesson(window)
    playing_until_a_step(window, loop)
    dialog = QFileDialog(window, "Open a game")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    seen: list[int] = []
    QTimer.singleShot(300, lambda: seen.append(c.step_index))
    QTimer.singleShot(1100, dialog.reject)
    dialog.exec()
    assert seen and c.step_index == seen[0], "the lesson stepped on behind the dialog"
    assert window.session.mode.playing
    assert steps_on(window, loop, seen[0]), "Play did not go on once the dialog was closed"
    pause(window, driver)
