"""A crash at any moment resumes what was shown: the autosave as it is
written right after an action (a kill leaves no other) comes back, in a
fresh window, on the same game and step, in the same mode and file, with
Undo and Redo offered as they were, under the same texts."""

from __future__ import annotations

from typing import Any

from florenza_gui.app.autosave import read_autosave
from florenza_gui.app.main import offer_resume
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.rules.moves import CaptainMarker
from tests.driver import new_window
from tests.guifixtures import autosave_on_disk, pass_curtain, three_humans, write_autosave_file


def _shown(win: Any) -> dict[str, object]:
    """What the window shows of the game and its history."""
    s = win.session
    return {"game": s.state, "step": s.step_index, "lesson": s.mode.lesson, "file": s.path,
            "undo": win.undo_action.isEnabled(), "redo": win.redo_action.isEnabled(),
            "undo text": win.undo_action.text(), "redo text": win.redo_action.text()}


def _after_a_crash(qtbot, win) -> Any:  # type: ignore[no-untyped-def]
    """Kill the app now (its autosave is as the last action left it) and launch it again."""
    at_the_kill = autosave_on_disk()
    win.close()  # (Quit writes the autosave again: the kill's is put back)
    write_autosave_file(at_the_kill)
    other = _launch(qtbot)
    offer_resume(other, "yes")
    pass_curtain(qtbot, other)
    return other


def _launch(qtbot) -> Any:  # type: ignore[no-untyped-def]
    return new_window(qtbot, three_humans(seed=77))


def _two_moves(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    for prestige in (5, 9):
        win.session.try_move(CaptainMarker(prestige))
        pass_curtain(qtbot, win)


def _undo(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    win.undo_action.trigger()
    pass_curtain(qtbot, win)


def _redo(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    win.redo_action.trigger()
    pass_curtain(qtbot, win)


def test_a_crash_right_after_undo_resumes_with_undo_and_redo_as_they_were(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _two_moves(qtbot, window)
    _undo(qtbot, window)
    shown = _shown(window)
    assert shown["undo"] and shown["redo"]
    other = _after_a_crash(qtbot, window)
    assert _shown(other) == shown
    _redo(qtbot, other)
    assert other.session.state.family("red").prestige == 9


def test_a_crash_right_after_redo_resumes_with_undo_and_redo_as_they_were(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _two_moves(qtbot, window)
    _undo(qtbot, window)
    _undo(qtbot, window)
    _redo(qtbot, window)
    shown = _shown(window)
    assert shown["undo"] and shown["redo"]
    other = _after_a_crash(qtbot, window)
    assert _shown(other) == shown


def test_a_crash_right_after_undoing_everything_resumes_with_only_redo(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _two_moves(qtbot, window)
    _undo(qtbot, window)
    _undo(qtbot, window)
    shown = _shown(window)
    assert not shown["undo"] and shown["redo"]
    other = _after_a_crash(qtbot, window)
    assert _shown(other) == shown
    _redo(qtbot, other)
    _redo(qtbot, other)
    assert other.session.state.family("red").prestige == 9


def test_a_crash_right_after_a_move_that_drops_the_redo_resumes_without_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _two_moves(qtbot, window)
    _undo(qtbot, window)
    window.session.try_move(CaptainMarker(3))
    pass_curtain(qtbot, window)
    shown = _shown(window)
    assert shown["undo"] and not shown["redo"]
    other = _after_a_crash(qtbot, window)
    assert _shown(other) == shown


def test_a_crash_right_after_a_save_resumes_with_the_file_saved_to(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Save (and Save As) gives the game its file, which the autosave keeps:
    after a crash, Save writes there again rather than asking where."""
    from florenza_gui.engine.files import saves

    _two_moves(qtbot, window)
    path = tmp_path / "ours.json"
    assert window.files.save_to(str(path))
    shown = _shown(window)
    other = _after_a_crash(qtbot, window)
    assert _shown(other) == shown
    assert other.files.save()  # no dialog: it is written where it was saved
    assert saves.load_path(path) == shown["game"]


def test_a_crash_right_after_a_file_is_opened_resumes_it_without_the_old_history(  # type: ignore[no-untyped-def]
        qtbot, window, tmp_path) -> None:
    from florenza_gui.engine.files import saves

    path = tmp_path / "other.json"
    saves.save_path(three_humans(seed=5), str(path))
    _two_moves(qtbot, window)
    window.session.mark_saved()  # nothing to ask about
    assert window.files.open_path(str(path))
    pass_curtain(qtbot, window)
    shown = _shown(window)
    assert not shown["undo"] and not shown["redo"]
    other = _after_a_crash(qtbot, window)
    assert _shown(other) == shown


def test_a_crash_in_a_lesson_after_steps_and_back_resumes_at_that_step(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    entry = next(e for e in list_scenarios() if e.path.name == "captain-tie.json")
    assert window.demo.open_scenario(entry)
    for _ in range(3):
        driver.step()
    assert window.session.step_back()
    shown = _shown(window)
    assert shown["step"] == 2 and shown["lesson"]
    other = _after_a_crash(qtbot, window)
    assert _shown(other) == shown


def test_a_crash_right_after_leaving_the_editor_resumes_the_edited_position(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    driver.put_lesson(three_humans())  # a lesson: the editor opens on a hotseat game (D10)
    _two_moves(qtbot, window)
    assert driver.start_editor()
    s = window.session
    red = s.state.family("red")
    assert s.edit(replace(s.state, families=tuple(
        replace(f, prestige=11) if f is red else f for f in s.state.families))).ok
    assert window.editor.stop()
    shown = _shown(window)
    assert shown["game"].family("red").prestige == 11  # type: ignore[attr-defined]
    other = _after_a_crash(qtbot, window)
    assert _shown(other) == shown


def test_the_autosave_is_written_once_a_change_is_complete(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Each time the session settles, the autosave holds what is shown (the
    game, the step, the whole history and its index); an Undo, a Redo and a
    resume each settle once, never half-way through."""
    def watch(win):  # type: ignore[no-untyped-def]
        s, seen = win.session, []

        def kept() -> None:
            found = read_autosave()
            assert found is not None
            seen.append((found.game, found.steps_shown, found.history) == (s.sequence_start, s.step_index,
                                                                           s.history()))
        s.settled.connect(kept)
        return seen

    seen = watch(window)
    _two_moves(qtbot, window)
    for act in (_undo, _undo, _redo):
        before = len(seen)
        act(qtbot, window)
        assert len(seen) == before + 1
    window.session.try_move(CaptainMarker(3))
    assert seen == [True] * 6
    shown = _shown(window)
    window.close()
    other = _launch(qtbot)
    seen = watch(other)
    offer_resume(other, "yes")
    assert seen == [True]
    pass_curtain(qtbot, other)
    assert _shown(other) == shown
