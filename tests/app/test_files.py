"""Never lose a game: autosave and resume, the crash test, bad files, recent files."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMessageBox

from florenza_gui.app.autosave import autosave_path, read_autosave
from florenza_gui.engine.files import saves
from florenza_gui.engine.rules.moves import CaptainMarker, KinsmanToPredicatore, Pass
from tests.guifixtures import answer_next_box, autosave_on_disk, three_humans


def test_every_committed_move_is_autosaved(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(9))
    found = read_autosave()
    assert found is not None and found.steps_shown == 0
    assert found.game == window.session.state
    assert driver.move(KinsmanToPredicatore(3))
    assert read_autosave().game == window.session.state  # type: ignore[union-attr]
    # the write is atomic: no temporary file is left beside it
    assert [p.name for p in autosave_path().parent.iterdir()] == ["autosave.json"]


def test_resume_in_the_middle_of_an_end_of_round_loses_no_step(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from tests.driver import new_window

    c = window.session
    assert driver.move(CaptainMarker(12))
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    for _ in range(5):
        driver.step()
    shown = c.state
    found = read_autosave()
    assert found is not None and found.steps_shown == 5
    other = new_window(qtbot, three_humans(seed=99))  # the app launched again
    other.session.resume(found.game, found.steps_shown)
    assert other.session.state == shown
    assert other.session.step_index == 5
    driver.at(other).skip()
    driver.skip()
    assert other.session.state == c.state


def test_quitting_keeps_the_game_for_the_next_launch(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(3))
    window.close()
    found = read_autosave()
    assert found is not None and found.game == window.session.state


def test_a_bad_file_names_file_field_and_reason_and_keeps_the_game(qtbot, window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(6))
    before = window.session.state
    data = saves.to_dict(before)
    data["families"][1]["church"] = 12
    bad = tmp_path / "broken.json"
    bad.write_text(json.dumps(data))
    assert not window.files.open_path(str(bad))
    box = window.files.last_error
    assert isinstance(box, QMessageBox) and box.isVisible()
    details = box.informativeText()
    assert str(bad) in details and "families[1].church" in details and "must be 10 or less" in details
    assert window.session.state is before
    box.close()
    newer = tmp_path / "newer.json"
    data = saves.to_dict(before)
    data["version"] = 9
    newer.write_text(json.dumps(data))
    assert not window.files.open_path(str(newer))
    assert "version" in window.files.last_error.informativeText()
    assert window.session.state is before
    window.files.last_error.close()


def test_opened_and_saved_files_join_the_recent_menu(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "game.json"
    assert window.files.save_to(str(path))
    assert saves.load_path(path) == window.session.state
    window.files.recent_menu.aboutToShow.emit()
    names = [a.text() for a in window.files.recent_menu.actions()]
    assert names[0].startswith("game.json — ")  # and the folder it is in (tests/app/test_open_recent.py)
    assert driver.move(CaptainMarker(5))
    answer_next_box(QMessageBox.StandardButton.Discard)
    window.files.recent_menu.actions()[0].trigger()
    assert window.session.state.family("red").prestige == 0


def _autosave_body(path: Path) -> dict[str, Any]:
    """The autosave as written so far (it is compact JSON: match values, not spacing)."""
    try:
        body = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return body if isinstance(body, dict) else {}


def test_a_killed_app_resumes_with_the_same_state(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Run the real app, SIGKILL it mid-game, start it again: same state."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    moves = tmp_path / "moves.json"
    moves.write_text(json.dumps([{"move": "captain_marker", "to": 13}, {"move": "pass"},
                                 {"move": "kinsman_to_predicatore", "space": 2}, {"move": "pass"},
                                 {"move": "pass"}, "step", "step", "step"]))
    app = [sys.executable, "-m", "florenza_gui.app.main"]
    proc = subprocess.Popen(app + ["--seed", "4", "--resume", "no", "--apply-moves", str(moves)], env=env)
    autosave = tmp_path / "data" / "Florenza Table" / "Florenza Table" / "autosave.json"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if _autosave_body(autosave).get("steps_shown") == 3:
            break
        time.sleep(0.2)
    time.sleep(0.5)
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    assert proc.returncode == -signal.SIGKILL
    body = json.loads(autosave.read_text())
    assert body["steps_shown"] == 3
    dumped = tmp_path / "after.json"
    subprocess.run(app + ["--resume", "yes", "--dump-state", str(dumped)], env=env, check=True, timeout=60)
    resumed = saves.load_path(dumped)
    # three steps had been shown: R7.1, R7.1b and R7.1c (tokens banked), not yet R7.1d
    assert resumed.family("red").tokens == (10, 2, 1)
    assert resumed.family("red").prestige == 13
    assert resumed.captain == "red"
    expected = saves.from_dict(body["game"])
    from florenza_gui.engine.rules.end_of_round import end_round_steps

    assert resumed == list(end_round_steps(expected))[2][0]
    assert Path(autosave).exists()  # --dump-state is not a clean exit of a played session


def test_a_game_quit_gracefully_continues_at_the_next_launch(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Run the real app, make moves, close it as a logout does (SIGTERM), start it again: same game, same history."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    moves = tmp_path / "moves.json"
    moves.write_text(json.dumps([{"move": "captain_marker", "to": 11}, {"move": "kinsman_to_predicatore", "space": 3}]))
    app = [sys.executable, "-m", "florenza_gui.app.main"]
    proc = subprocess.Popen(app + ["--seed", "6", "--resume", "no", "--apply-moves", str(moves)], env=env)
    autosave = tmp_path / "data" / "Florenza Table" / "Florenza Table" / "autosave.json"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and _autosave_body(autosave).get("history", {}).get("index") != 2:
        time.sleep(0.2)
    time.sleep(1.0)  # the window is up and its event loop running
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(30) == 0  # a clean exit, not a kill
    left = read_autosave(autosave)
    assert left is not None
    dumped = tmp_path / "after.json"
    subprocess.run(app + ["--dump-state", str(dumped)], env=env, check=True, timeout=60)
    resumed = saves.load_path(dumped)
    assert resumed == left.game
    assert resumed.family("red").prestige == 11 and resumed.predicatore[2] is not None
    assert len(left.history[1]) == 2  # and the two moves can still be undone


def test_declining_to_resume_removes_the_autosave(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.main import offer_resume

    assert driver.move(CaptainMarker(4))
    assert autosave_on_disk()  # (written by a worker thread a few milliseconds after the move)
    fresh = window.session.state
    offer_resume(window, "no")
    assert not autosave_path().exists()
    assert window.session.state is fresh


def test_accepting_to_resume_restores_the_autosaved_game(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.main import offer_resume
    from florenza_gui.app.window import MainWindow

    assert driver.move(CaptainMarker(11))
    saved = window.session.state
    other = MainWindow(three_humans(seed=5))
    qtbot.addWidget(other)
    offer_resume(other, "yes")
    assert other.session.state == saved


def test_a_recent_file_that_is_gone_leaves_the_recent_menu(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: a deleted game stayed in Open Recent, and choosing it
    said "there is no such file" every time."""
    kept, gone = tmp_path / "kept.json", tmp_path / "gone.json"
    assert window.files.save_to(str(kept)) and window.files.save_to(str(gone))
    gone.unlink()
    window.files.recent_menu.aboutToShow.emit()
    assert [a.toolTip() for a in window.files.recent_menu.actions()] == [str(kept)]
    kept.unlink()
    window.files.recent_menu.aboutToShow.emit()
    actions = window.files.recent_menu.actions()
    assert len(actions) == 1 and not actions[0].isEnabled()  # "(no recent games)"
