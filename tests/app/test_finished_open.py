"""Found at the last closing note: a finished game opened at launch
(`florenza --open FINISHED.json`, with --screenshot or not) left the Log tab
in front of Final standings, and with a layout remembered from a game not
over the standings were not shown at all. A game that ends on screen puts
them in front; a finished game opened does the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QTabBar

from florenza_gui.app import main as app_main
from florenza_gui.app.window import MainWindow
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import as_read_from
from florenza_gui.engine.model.boarddata import resource_path
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Phase
from florenza_gui.qt.language import entry_text
from tests.guifixtures import three_humans


def finished_game() -> GameState:
    path = str(resource_path("scenarios/last-round-fiorini.json"))
    game = end_round(as_read_from(saves.load_path(path), path))[0]
    assert game.phase is Phase.GAME_OVER and game.standings is not None
    return game


def front_tab(window: MainWindow) -> str:
    """The tab in front of the group the Final standings share (none: not shown).
    (Qt keeps a tab bar a restored layout no longer uses, moved off the window.)"""
    for bar in window.findChildren(QTabBar):
        tabs = [bar.tabText(i) for i in range(bar.count())]
        if "Final standings" in tabs and bar.geometry().intersects(window.rect()):
            return bar.tabText(bar.currentIndex())
    return ""


@pytest.fixture
def finished_file(tmp_path) -> Path:  # type: ignore[no-untyped-def]
    path = tmp_path / "finished.json"
    saves.save_path(finished_game(), str(path))
    return path


def test_a_finished_game_opened_at_launch_shows_the_final_standings_in_front(qtbot, finished_file) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(saves.load_path(str(finished_file)))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    assert front_tab(window) == "Final standings"
    assert window.standings_dock.isVisible()


def test_a_layout_remembered_from_a_game_not_over_still_shows_them(qtbot, finished_file) -> None:  # type: ignore[no-untyped-def]
    before = MainWindow(three_humans())
    qtbot.addWidget(before)
    with qtbot.waitExposed(before):
        before.show()
    before.close()  # the layout is remembered: the standings were hidden then
    assert before.prefs.window_state() is not None
    window = MainWindow(saves.load_path(str(finished_file)))
    qtbot.addWidget(window)
    assert not window.standings_dock.isHidden()
    with qtbot.waitExposed(window):
        window.show()
    assert front_tab(window) == "Final standings"


def test_the_screenshot_of_a_finished_game_shows_the_final_standings(  # type: ignore[no-untyped-def]
        qtbot, finished_file, tmp_path, monkeypatch) -> None:
    shot: list[MainWindow] = []
    real = app_main.screenshot

    def keep(window, *args, **kwargs):  # type: ignore[no-untyped-def]
        shot.append(window)
        return real(window, *args, **kwargs)
    monkeypatch.setattr(app_main, "screenshot", keep)
    out = tmp_path / "out.png"
    assert app_main.main(["--screenshot", str(out), "--open", str(finished_file), "--size", "1600x900"]) == 0
    assert out.stat().st_size > 0
    (window,) = shot
    qtbot.addWidget(window)
    assert front_tab(window) == "Final standings"
    QApplication.processEvents()


def test_a_game_ending_on_screen_puts_them_in_front_as_before(window, driver) -> None:  # type: ignore[no-untyped-def]
    entry = next(e for e in window.demo.scenarios() if e.path.stem == "last-round-fiorini")
    assert window.demo.open_scenario(entry)
    assert front_tab(window) != "Final standings"
    driver.skip()
    assert front_tab(window) == "Final standings"


def test_file_open_of_a_finished_game_puts_them_in_front_too(window, finished_file) -> None:  # type: ignore[no-untyped-def]
    window.session.mark_saved()  # (no question about the game being replaced)
    assert window.files.open_path(str(finished_file))
    assert front_tab(window) == "Final standings"
    window.log_dock.raise_()  # the players read the log
    assert front_tab(window) == "Log"
    assert window.files.open_path(str(finished_file))  # another finished game on the table: its result in front
    assert front_tab(window) == "Final standings"


def test_a_finished_game_from_a_scenario_narrates_its_result_not_the_lesson(qtbot, finished_file) -> None:  # type: ignore[no-untyped-def]
    """Found after the last stop: opened finished, a game made from a scenario still showed the lesson's opening
    paragraph in the narration; at game over it says the final standings (R9.3), as a game ending on screen does."""
    game = saves.load_path(str(finished_file))
    assert game.scenario is not None and game.log[-1].rule == "R9.3"
    for window in (MainWindow(game), None):
        if window is None:  # File > Open of the same file, into a window showing another game
            window = MainWindow(three_humans())
            window.session.mark_saved()
            assert window.files.open_path(str(finished_file))
        qtbot.addWidget(window)
        text = window.narration.why.text()
        assert window.narration.rule.text() == "R9.3"
        assert "Strozzi" in text and text == entry_text(game.log[-1], game.scenario)
        assert game.scenario.title not in text and "round 7, the last" not in text
