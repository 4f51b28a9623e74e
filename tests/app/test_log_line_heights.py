"""The log keeps each row's laid-out size for its width: its lines stand
exactly as a list that lays every line out afresh would place them, after a
move, an Undo, a narrower log, another language, larger type, another game
with a shorter log, and the game again as a lesson (its own words)."""

from __future__ import annotations

from PySide6.QtWidgets import QStyledItemDelegate

from florenza_gui.engine.rules.moves import CaptainMarker, KinsmanToPredicatore
from florenza_gui.qt.theme import serif


def _heights(window) -> list[int]:  # type: ignore[no-untyped-def]
    view, model = window.log_view, window.log_model
    view.doItemsLayout()
    view.executeDelayedItemsLayout()
    return [view.visualRect(model.index(row)).height() for row in range(model.rowCount())]


def _as_laid_out_afresh(window) -> list[int]:  # type: ignore[no-untyped-def]
    view = window.log_view
    kept = view.itemDelegate()
    plain = QStyledItemDelegate(view)
    view.setItemDelegate(plain)
    try:
        return _heights(window)
    finally:
        view.setItemDelegate(kept)


def test_the_logs_lines_stand_as_if_laid_out_afresh(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    view = window.log_view
    view.setLayoutMode(view.LayoutMode.SinglePass)

    def same() -> list[int]:
        kept = _heights(window)
        assert kept == _as_laid_out_afresh(window)
        return kept

    wide = same()
    assert driver.move(CaptainMarker(9)) and driver.move(KinsmanToPredicatore(2))
    assert len(same()) == len(wide) + 2
    driver.undo()
    assert len(same()) == len(wide) + 1
    view.setFixedWidth(view.width() // 2)
    narrow = same()
    assert sum(narrow) > sum(wide), "no line wrapped onto more lines in a narrower log"
    english = window.log_model.index(0).data()
    driver.choose("View", "Language", "Italiano")
    assert window.log_model.index(0).data() != english
    same()  # the Italian lines, laid out for their own words
    driver.choose("Visualizza", "Lingua", "English")
    same()
    view.setFont(serif(22))
    assert sum(same()) > sum(narrow), "the larger type took no more room"
    state = window.session.state
    driver.new_game(3, seed=4)
    assert len(same()) < len(narrow)
    driver.put_lesson(state, "The same position, told by a lesson")
    same()
