"""Every item model passes QAbstractItemModelTester while the game changes."""

from __future__ import annotations

from PySide6.QtTest import QAbstractItemModelTester

from florenza_gui.engine.rules.moves import CaptainMarker, Pass, SetCounts
from florenza_gui.qt.models import COLUMNS


def test_models_pass_the_model_tester_through_a_whole_game(window, driver) -> None:  # type: ignore[no-untyped-def]
    mode = QAbstractItemModelTester.FailureReportingMode.Fatal
    testers = [QAbstractItemModelTester(m, mode) for m in
               (window.log_model, window.families_model, window.standings_model)]
    c = window.session
    rows_before = window.log_model.rowCount()
    c.try_move(CaptainMarker(7))
    assert window.log_model.rowCount() == rows_before + 1
    for _ in range(7):
        while c.state.active is not None:
            c.try_move(Pass())
            c.confirm_curtain()
        driver.skip()
    window.undo_action.trigger()
    window.redo_action.trigger()
    assert window.standings_model.rowCount() == 3
    assert len(testers) == 3


def test_family_table_edits_go_through_the_engine(window) -> None:  # type: ignore[no-untyped-def]
    model = window.families_model
    res = model.index(0, COLUMNS.index("Resources"))
    assert model.setData(res, 4)
    assert window.session.state.family("red").resources == 4
    assert not model.setData(res, -1)  # M10 refuses below 0
    assert window.session.state.family("red").resources == 4
    blue = model.index(1, COLUMNS.index("Fiorini"))
    assert not model.setData(blue, 100)  # not Blue's turn
    assert window.session.state.family("blue").fiorini == 0
    window.session.try_move(SetCounts(1, 2))
    assert model.index(0, COLUMNS.index("Fiorini")).data() == 2


def test_the_families_table_heads_its_columns_with_the_new_games_names(window, qtbot, driver) -> None:  # type: ignore[no-untyped-def]
    """Found under Xvfb: after a lesson (Medici, Strozzi, Pazzi as red, blue,
    green), New game with Red, Blue, Green kept the lesson's names over the
    Families table's columns: the same ids, so the header was never told."""
    from PySide6.QtCore import Qt

    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    def game(names: tuple[str, str, str]):  # type: ignore[no-untyped-def]
        return new_game([Seating(c, n, Seat.HUMAN) for c, n in zip(("red", "blue", "green"), names, strict=True)],
                        seed=4)

    shown = driver.families_by_column()  # the table as the dock shows it: a family per column
    window.session.replace(game(("Medici", "Strozzi", "Pazzi")))
    assert [shown.headerData(i, Qt.Orientation.Horizontal) for i in range(3)] == ["Medici", "Strozzi", "Pazzi"]
    seen: list[object] = []
    shown.headerDataChanged.connect(lambda *args: seen.append(args))
    shown.modelReset.connect(lambda: seen.append("reset"))
    window.session.replace(game(("Red", "Blue", "Green")))
    assert seen  # the view is told, so it repaints its header
    assert [shown.headerData(i, Qt.Orientation.Horizontal) for i in range(3)] == ["Red", "Blue", "Green"]


def test_undo_and_back_take_the_last_log_lines_back_and_keep_the_others(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Lines taken back (Undo, Back) are removed from the log; the lines before them stay as they were,
    not worded and laid out anew as a new log is (a reset), and no line is left marked but the step's."""
    c, model = window.session, window.log_model
    signals: list[str] = []
    model.modelReset.connect(lambda: signals.append("reset"))
    model.rowsRemoved.connect(lambda _parent, first, last: signals.append(f"removed {first}-{last}"))
    c.try_move(CaptainMarker(7))
    rows = model.rowCount()
    lines = driver.log_lines()
    driver.undo()
    assert signals == [f"removed {rows - 1}-{rows - 1}"]
    assert driver.log_lines() == lines[:-1]
    assert driver.marked_log_rows() == []
    driver.end_actions()
    driver.step()
    while not c.shown_events:  # (a step that changes nothing writes no line)
        driver.step()
    before = driver.log_lines()
    driver.step()
    while not c.shown_events:
        driver.step()
    signals.clear()
    driver.back()
    while not c.shown_events:
        driver.back()
    assert "reset" not in signals and signals
    assert driver.log_lines() == before
    assert driver.marked_log_rows() == [model.rowCount() - 1]


def test_another_finished_game_shows_its_own_standings(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Two games over, with as many families: the second's names head the columns, its numbers fill them."""
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    def finished(names: tuple[str, str, str], seed: int):  # type: ignore[no-untyped-def]
        window.session.replace(new_game([Seating(c, n, Seat.HUMAN) for c, n in
                                         zip(("red", "blue", "green"), names, strict=True)], seed=seed))
        while window.session.state.standings is None:
            while window.session.state.active is not None:
                window.session.try_move(Pass())
                window.session.confirm_curtain()
            driver.skip()
        return window.session.state

    first = finished(("Medici", "Strozzi", "Pazzi"), 4)
    second = finished(("Albizzi", "Tornabuoni", "Rucellai"), 9)
    window.session.replace(first)  # (opened as a save of it is)
    assert list(driver.standings_shown()) == [first.name(s.family) for s in first.standings.standings]
    told: set[str] = set()  # the table is told what changed, so it paints the new names and numbers
    table = driver.standings_table()
    table.headerDataChanged.connect(lambda *_: told.add("names"))
    table.dataChanged.connect(lambda *_: told.add("numbers"))
    table.modelReset.connect(lambda: told.update({"names", "numbers"}))
    window.session.replace(second)
    shown = driver.standings_shown()
    assert told == {"names", "numbers"}
    assert list(shown) == [second.name(s.family) for s in second.standings.standings]
    for column, standing in zip(shown.values(), second.standings.standings, strict=True):
        assert column[0] == str(standing.place) and column[2] == str(standing.victory_points)
