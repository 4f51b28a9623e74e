"""At launch, or with a saved game resumed, the game log shows its last line (it once did not)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from florenza_gui.app.window import MainWindow
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.sim.simulate import finish_action_phase
from tests.guifixtures import three_humans


def long_game(rounds: int = 3) -> GameState:
    """Three rounds played and ended: a log far longer than the panel."""
    game, r = three_humans(seed=11), random.Random(11)
    for _ in range(rounds):
        game = end_round(finish_action_phase(game, r))[0]
    assert len(game.log) > 60
    return game


def at_the_end(window: MainWindow) -> bool:
    bar = window.log_view.verticalScrollBar()
    last = window.log_view.visualRect(window.log_model.index(window.log_model.rowCount() - 1))
    return bar.maximum() > 0 and bar.value() == bar.maximum() and window.log_view.viewport().rect().contains(last)


def comes_to_the_end(qtbot, window: MainWindow) -> bool:  # type: ignore[no-untyped-def]
    """The last line in view once the lines are laid out: a long log is laid out a batch at a time, between
    frames, as many frames as a busy machine needs."""
    try:
        qtbot.waitUntil(lambda: at_the_end(window), timeout=5000)
    except qtbot.TimeoutError:
        return False
    return True


def settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)


def shown(qtbot, window: MainWindow) -> MainWindow:  # type: ignore[no-untyped-def]
    qtbot.addWidget(window)
    window.resize(1600, 900)
    with qtbot.waitExposed(window):
        window.show()
    settle(qtbot)
    return window


def test_a_long_log_shows_its_last_line_at_launch(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert comes_to_the_end(qtbot, shown(qtbot, MainWindow(long_game())))


def test_a_saved_game_resumed_at_launch_shows_its_last_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    """``florenza --resume yes``: the game left last time is put on the table before the window is shown."""
    from florenza_gui.app.autosave import write_autosave
    from florenza_gui.app.main import default_game, resume_wiring
    from florenza_gui.app.resume import offer_at_launch

    game = long_game()
    write_autosave(game, 0)
    window = MainWindow(default_game(seed=2, solo=True))
    assert window.files.claim_autosave()
    offer_at_launch(resume_wiring(window), "yes", None)
    assert window.session.state == game
    assert comes_to_the_end(qtbot, shown(qtbot, window))


def test_a_game_opened_into_a_window_on_screen_shows_its_last_line(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.files import saves

    path = tmp_path / "long.json"
    saves.save_path(long_game(), str(path))
    window = shown(qtbot, MainWindow(three_humans()))
    window.session.mark_saved()
    assert window.files.open_path(str(path))
    assert comes_to_the_end(qtbot, window)
    window.resize(1300, 760)  # a smaller window: the last line stays in view
    assert comes_to_the_end(qtbot, window)


def test_a_user_who_scrolled_up_to_read_is_left_there(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = shown(qtbot, MainWindow(long_game()))
    bar = window.log_view.verticalScrollBar()
    bar.triggerAction(bar.SliderAction.SliderToMinimum)  # as the scroll bar's own buttons and drag do
    assert bar.value() == 0
    window.resize(1500, 860)
    settle(qtbot)
    assert bar.value() == 0 and not at_the_end(window)
    window.session.replace(long_game(2))  # another game: its own last line
    assert comes_to_the_end(qtbot, window)


def test_the_last_line_stays_in_view_when_the_language_changes(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Italian's lines wrap to other heights than English's: the log laid out again still ends on its last line."""
    window = shown(qtbot, MainWindow(long_game()))
    assert comes_to_the_end(qtbot, window)
    for code in ("it", "en", "it"):
        assert window.set_language(code)
        settle(qtbot)
        assert at_the_end(window), code
