"""A window that holds still: the board's scale changes only when the
window's size does; View ▸ Panels and View ▸ Reset layout; a remembered
geometry is kept on the screen it opens on."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from florenza_gui.app.layout import clamp_to, side_width
from florenza_gui.app.narration import Told
from florenza_gui.app.settings import Preferences
from tests.guifixtures import three_humans

LONG = ("D13 " + "an uncommonly long explanation of a step, " * 12).strip()
UNBROKEN = "Savonarola" * 30  # a word no wrapping can break


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def board_scale(driver) -> tuple[float, int, int]:  # type: ignore[no-untyped-def]
    size = driver.board_geometry()[2]
    return driver.zoom(), size.width(), size.height()


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080)])
def test_the_board_keeps_its_scale_whatever_the_narration_says(window, size, driver) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    settle()
    before = board_scale(driver)
    for rule, text in (("R7.1a", LONG), ("D1", UNBROKEN), ("R8.10", "short"), ("G4", LONG + UNBROKEN)):
        window.narration.render_told(Told(rule, text))
        window.banner.setText(UNBROKEN)
        window.narration.progress.setText(UNBROKEN)
        window.statusBar().showMessage(UNBROKEN)
        settle()
        assert board_scale(driver) == before, (rule, text[:20])
    window.statusBar().clearMessage()
    settle()
    assert board_scale(driver) == before


def test_the_standings_appearing_leaves_the_board_alone(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 720)
    settle()
    before = board_scale(driver)
    window.standings_dock.show()
    window.standings_dock.raise_()
    settle()
    assert board_scale(driver) == before


def test_the_side_docks_width_follows_the_window_only() -> None:
    assert side_width(1280) < side_width(1920) <= 480
    assert side_width(800) == 270


def test_view_panels_toggles_each_dock_and_brings_a_closed_one_back(window) -> None:  # type: ignore[no-untyped-def]
    actions = {a.text().replace("&", ""): a for a in window.window_layout.panels_menu.actions()}
    assert set(actions) == {"Narration", "Log", "Families", "Final standings"}
    assert all(a.isCheckable() for a in actions.values())
    window.narration_dock.close()  # its ×
    settle()
    assert not window.narration_dock.isVisible() and not actions["Narration"].isChecked()
    actions["Narration"].trigger()
    settle()
    assert window.narration_dock.isVisible()
    assert window.window_layout.panels_menu.menuAction() in window.view_menu.actions()


def test_reset_layout_restores_the_default_arrangement(window) -> None:  # type: ignore[no-untyped-def]
    right = Qt.DockWidgetArea.RightDockWidgetArea
    window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, window.narration_dock)
    window.log_dock.close()
    window.families_dock.setFloating(True)
    settle()
    window.window_layout.reset_action.trigger()
    settle()
    assert window.dockWidgetArea(window.narration_dock) == right
    assert window.narration_dock.isVisible() and window.log_dock.isVisible()
    assert not window.families_dock.isFloating()
    assert not window.standings_dock.isVisible()  # no standings before the game is over
    assert window.reset_action_in_menu() if hasattr(window, "reset_action_in_menu") else \
        window.window_layout.reset_action in window.view_menu.actions()


def test_a_geometry_saved_on_a_bigger_screen_opens_inside_this_one(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.window import MainWindow

    window.resize(2400, 1400)
    window.move(900, 700)
    window.close()  # remembers the geometry of a window far larger than the 800×800 offscreen screen
    again = MainWindow(three_humans(), Preferences())
    qtbot.addWidget(again)
    again.show()
    settle()
    screen = again.screen().availableGeometry()
    assert screen.contains(again.frameGeometry()), (again.frameGeometry(), screen)


@pytest.mark.parametrize(("frame", "screen", "expected"), [
    (QRect(900, 700, 2400, 1400), QRect(0, 0, 1280, 720), QRect(0, 0, 1280, 720)),
    (QRect(1000, 500, 600, 400), QRect(0, 0, 1280, 720), QRect(680, 320, 600, 400)),
    (QRect(-50, -20, 600, 400), QRect(0, 0, 1280, 720), QRect(0, 0, 600, 400)),
    (QRect(100, 100, 600, 400), QRect(1920, 0, 1280, 720), QRect(1920, 100, 600, 400)),
])
def test_clamping_a_frame_to_a_screen(frame, screen, expected) -> None:  # type: ignore[no-untyped-def]
    assert clamp_to(frame, screen) == expected


def test_a_long_scenario_paragraph_scrolls_instead_of_stopping_mid_sentence(window) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 720)
    paragraph = "Title\n\n" + " ".join(f"Sentence {i} of the scenario, told to the class." for i in range(40))
    window.narration.render_told(Told("Scenario", paragraph))
    settle()
    assert window.narration.why.text() == paragraph  # all of it is there
    scroll = window.narration.why_scroll.verticalScrollBar()
    assert scroll.maximum() > 0  # and what the panel cannot show at once is reached by scrolling
    scroll.setValue(scroll.maximum())
    settle()
    label, viewport = window.narration.why, window.narration.why_scroll.viewport()
    assert label.height() >= label.heightForWidth(viewport.width()) - 2  # never cut off at the bottom


@pytest.mark.parametrize("families", [3, 5])
def test_the_families_table_reads_at_its_default_width(qtbot, families) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.window import MainWindow
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    colours = ("red", "blue", "green", "yellow", "purple")[:families]
    seats = [Seating(c, c.capitalize(), Seat.HUMAN if i == 0 else Seat.GHOST) for i, c in enumerate(colours)]
    win = MainWindow(new_game(seats, seed=4))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    win.families_dock.raise_()
    settle()
    view = win.families_view
    model = view.model()
    metrics = view.fontMetrics()
    assert view.horizontalScrollBar().maximum() == 0  # every family's column is on screen
    for column in range(model.columnCount()):
        width = view.columnWidth(column)
        name = model.headerData(column, Qt.Orientation.Horizontal)
        assert view.horizontalHeader().fontMetrics().horizontalAdvance(name) <= width
        for row in range(1, model.rowCount()):
            text = str(model.index(row, column).data())
            longest = max(metrics.horizontalAdvance(word) for word in text.split())
            assert longest <= width - 4, (name, model.headerData(row, Qt.Orientation.Vertical), text)
            assert model.index(row, column).data(Qt.ItemDataRole.ToolTipRole)  # the whole, with its name
    header = view.verticalHeader()
    for row in range(model.rowCount()):
        label = model.headerData(row, Qt.Orientation.Vertical)
        assert header.fontMetrics().horizontalAdvance(label) <= header.width()


def test_the_families_rows_fit_their_words_once_the_tab_is_shown(window) -> None:  # type: ignore[no-untyped-def]
    """Behind the log's tab the table is not fitted to its cells (which would
    read and measure every cell again at each change, ~900 reads before the
    first paint); raised, each row is as tall as its cells need."""
    from PySide6.QtWidgets import QHeaderView

    view = window.families_view
    header = view.verticalHeader()
    window.resize(1280, 720)
    settle()
    assert view.visibleRegion().isEmpty()  # behind the log
    assert header.sectionResizeMode(1) != QHeaderView.ResizeMode.ResizeToContents
    window.families_dock.raise_()
    settle()
    assert header.sectionResizeMode(1) == QHeaderView.ResizeMode.ResizeToContents
    for row in range(1, view.model().rowCount()):
        assert view.rowHeight(row) >= view.sizeHintForRow(row) > 0


@pytest.mark.parametrize(("families", "language"), [(3, "en"), (5, "en"), (5, "it")])
def test_the_final_standings_read_at_their_default_width(qtbot, families, language) -> None:  # type: ignore[no-untyped-def]
    """Found on screen at 1280×800: "tory Po", "esourc", "Fiorin", "Gre…",
    and in Italian "osizion", "amigli", with a scroll bar to reach the rest."""
    from florenza_gui.app.window import MainWindow
    from florenza_gui.engine.sim.simulate import play_random_game

    game = play_random_game(seed=11, humans=1, ghosts=families - 1, check_invariants=False)
    assert game.standings is not None
    win = MainWindow(game)
    qtbot.addWidget(win)
    win.set_language(language)
    try:
        win.resize(1280, 720)
        win.show()
        win.standings_dock.raise_()
        settle()
        view = win.standings_panel.view
        model = view.model()
        assert view.horizontalScrollBar().maximum() == 0 and view.verticalScrollBar().maximum() == 0
        header = view.horizontalHeader()
        for column in range(model.columnCount()):
            width = view.columnWidth(column)
            name = model.headerData(column, Qt.Orientation.Horizontal)
            assert header.fontMetrics().horizontalAdvance(name) <= width, name
            for row in range(model.rowCount()):
                if view.isRowHidden(row):
                    continue
                text = str(model.index(row, column).data())
                longest = max(view.fontMetrics().horizontalAdvance(word) for word in text.split())
                assert longest <= width - 4, (name, text)
                rect = view.visualRect(model.index(row, column))
                needed = view.fontMetrics().boundingRect(0, 0, width - 4, 10_000, Qt.TextFlag.TextWordWrap, text)
                assert needed.height() <= rect.height(), (name, text)
        side = view.verticalHeader()
        for row in range(model.rowCount()):
            if not view.isRowHidden(row):
                label = model.headerData(row, Qt.Orientation.Vertical)
                assert side.fontMetrics().horizontalAdvance(label) <= side.width(), label
    finally:
        win.set_language("en")
