"""A lesson steps back from the final standings as from any other end of
round (RULES.md §9, D13: only the demo mode returns to before what was
revealed); a game in play never goes back from them (R9.1 reveals every
family's tokens)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.model.types import Phase


def last_round():  # type: ignore[no-untyped-def]
    return next(e for e in list_scenarios() if e.path.name == "last-round-fiorini.json")


def open_last_round(window, driver):  # type: ignore[no-untyped-def]
    """Demo ▸ Open a scenario ▸ "The last round: who wins?": its position."""
    entry = last_round()
    driver.start_lesson(entry.title)
    assert window.session.mode.lesson
    return saves.load_path(entry.path)


def test_a_lesson_undoes_the_final_standings(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """In "The last round: who wins?" Back, Undo, Ctrl+Z and Backspace
    go back from the final standings, as the lesson does from any other round's
    end: the teacher need not reopen the scenario."""
    c = window.session
    start = open_last_round(window, driver)
    driver.skip()
    end = c.state
    assert end.phase is Phase.GAME_OVER and window.standings_dock.isVisible()
    assert window.undo_action.isEnabled(), "Undo is off at the final standings of a lesson"
    driver.press_on_board(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.state == start and c.state.phase is not Phase.GAME_OVER
    assert not window.standings_dock.isVisible()
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert c.state == end
    driver.step()  # (nothing more to step at the end)
    assert c.state == end


def test_in_play_the_final_standings_are_final(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    assert driver.open_file(last_round().path)  # the lesson's position opened as a game in play
    assert not c.mode.lesson
    driver.skip()  # R9.1 has revealed every token
    assert c.state.phase is Phase.GAME_OVER
    assert not window.undo_action.isEnabled() and not c.undo_stack.canUndo()
    rule = c.undo_blocked_by  # (this round's cash-in, D13, comes before R9.1's reveals)
    assert rule is not None and str(rule) in window.undo_action.toolTip()
    assert c.history() == ([], [], 0), "the autosave keeps a way back from the final standings"
