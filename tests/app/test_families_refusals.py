"""Every refusal speaks, in the Families table too. A family sets only its
own markers and counts (M1, M2, M10), and only on its turn; the other rows
count what the rules alone change (tokens R7.1c, the pool M3, offices R7.1,
Cardinal R7.3, seats D1). Double-clicking or pressing F2 on a cell that
cannot be set says which rule stops it, in the status bar and beside the
cell, and opens no editor. Real mouse and key events on the table as the
dock shows it (one family per column)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QToolTip

from florenza_gui.app.i18n import install_language
from florenza_gui.qt.models import COLUMNS

FAMILIES = ("red", "blue", "green")


def _table(window):  # type: ignore[no-untyped-def]
    window.families_dock.show()
    window.families_dock.raise_()
    view = window.families_view
    QApplication.processEvents()
    view.setFocus()
    return view


def _cell(view, family: str, column: str) -> QModelIndex:  # type: ignore[no-untyped-def]
    return view.model().index(COLUMNS.index(column), FAMILIES.index(family))


def _double_click(view, index: QModelIndex) -> None:  # type: ignore[no-untyped-def]
    """A double-click as a mouse sends it: a press and release, the second
    press (a double-click, what QTest.mouseDClick sends), and its release,
    which hides a tooltip shown before it."""
    view.scrollTo(index)
    at = view.visualRect(index).center()
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def _f2(view, index: QModelIndex) -> None:  # type: ignore[no-untyped-def]
    view.setCurrentIndex(index)
    QTest.keyClick(view, Qt.Key.Key_F2)


def _editing(view) -> bool:  # type: ignore[no-untyped-def]
    return view.state() == QAbstractItemView.State.EditingState


CASES = [  # (family, column, rule, words the refusal says)
    ("blue", "Resources", "M10", "only their own Resources and Fiorini; it is Red's turn"),
    ("green", "Fiorini", "M10", "only their own Resources and Fiorini; it is Red's turn"),
    ("blue", "Prestige", "M1", "only their own Captain markers; it is Red's turn"),
    ("green", "Church", "M2", "only their own Bishop markers; it is Red's turn"),
    ("red", "Tokens", "R7.1c", "new Captain"),
    ("blue", "Pool", "M3", "moved on the board"),
    ("red", "Offices", "R7.1", "elections"),
    ("red", "Cardinal", "R7.3", "elected Bishop again"),
    ("green", "Seat", "D1", "set up"),
]


@pytest.mark.parametrize(("family", "column", "rule", "says"), CASES, ids=[f"{f}-{c}" for f, c, *_ in CASES])
def test_a_cell_that_cannot_be_set_says_which_rule_stops_it(qtbot, window, family, column, rule, says) -> None:  # type: ignore[no-untyped-def]
    view = _table(window)
    before = window.session.state
    for attempt in (_double_click, _f2):
        window.statusBar().clearMessage()
        attempt(view, _cell(view, family, column))
        assert not _editing(view), f"an editor opened on {family}'s {column}"
        message = window.statusBar().currentMessage()
        assert message.startswith(f"Refused — {rule}: ") and says in message, (attempt.__name__, message)
        assert QToolTip.isVisible() and says in QToolTip.text()
        assert window.session.state == before


def test_the_own_counts_still_open_an_editor_and_say_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    view = _table(window)
    window.statusBar().clearMessage()
    _f2(view, _cell(view, "red", "Resources"))
    assert _editing(view)
    editor = view.focusWidget()
    QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(editor, "7")
    QTest.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the editor's value is committed once the key has been handled
    assert window.session.state.family("red").resources == 7
    assert not window.statusBar().currentMessage().startswith("Refused")


def test_the_refusal_is_in_italian_in_italian(qtbot, window, qapp) -> None:  # type: ignore[no-untyped-def]
    install_language(qapp, "it")
    try:
        view = _table(window)
        _double_click(view, _cell(view, "blue", "Fiorini"))
        message = window.statusBar().currentMessage()
        assert "M10" in message and "è il turno di Red" in message, message
    finally:
        install_language(qapp, "en")


def test_digits_typed_on_a_refused_cell_leave_the_cursor_on_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Found in a play-through: Blue's Resources double-clicked on Red's turn, then 5 and Return typed as if
    it had opened: the refusal was said, and the cursor jumped to Blue's Tokens, the next cell reading "5"
    (a list's search by typed text, which a table of numbers has no use for)."""
    view = _table(window)
    before = window.session.state
    cell = _cell(view, "blue", "Resources")
    _double_click(view, cell)
    for key in (Qt.Key.Key_5, Qt.Key.Key_0, Qt.Key.Key_Return):
        QTest.keyClick(view, key)
        assert view.currentIndex() == cell, key
    assert window.session.state == before and window.statusBar().currentMessage().startswith("Refused — M10: ")
