"""The Help menu: the rules, each in a line, in the interface's language."""

from __future__ import annotations


def test_the_rules_dialog_lists_every_rule_with_what_it_says(window) -> None:  # type: ignore[no-untyped-def]
    window.help.rules_action.trigger()
    table = window.help.dialog.table
    assert table.rowCount() == 58  # R7.1 … M10, D13 included
    rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    assert rows["R7.2f"] == "The Bishop plays second, or first when there is no Captain."
    assert [table.item(r, 0).text() for r in range(3)] == ["R7.1", "R7.1a", "R7.1b"]
    assert table.item(table.rowCount() - 1, 0).text() == "M10"
    window.help.dialog.close()


def test_the_rules_and_the_menu_speak_italian_when_chosen(window) -> None:  # type: ignore[no-untyped-def]
    window.language_actions["it"].trigger()
    try:
        assert window.help.menu.title() == "&Aiuto"
        window.help.rules_action.trigger()
        table = window.help.dialog.table
        rows = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
        assert rows["R7.2f"].startswith("Il Vescovo ha il secondo turno")
        window.help.dialog.close()
    finally:
        window.language_actions["en"].trigger()
    assert window.help.menu.title() == "&Help"


def test_each_rule_row_is_as_tall_as_its_text_at_the_dialogs_width(window) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: R7.1c, R7.2, R7.3, R8.7 stood in rows twice as tall as
    their one line, sized for a narrower table before the dialog took its width."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window.help.rules_action.trigger()
    dialog = window.help.dialog
    for _ in range(3):
        QApplication.processEvents()
    table = dialog.table
    width = table.columnWidth(1) - 8
    metrics = table.fontMetrics()
    heights = set()
    for row in range(table.rowCount()):
        text = table.item(row, 1).text()
        if metrics.horizontalAdvance(text) < width * 0.9:  # one line, with room to spare
            heights.add(table.rowHeight(row))
        needed = metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, text).height()
        assert table.rowHeight(row) >= needed, table.item(row, 0).text()
    assert len(heights) == 1, sorted(heights)
    dialog.close()


def test_the_rules_cannot_be_typed_over(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found under Xvfb: a click on R7.1c's line and a few keys replaced what the
    rule says with what was typed (the table's cells were editable)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.help.rules_action.trigger()
    table = window.help.dialog.table
    said = table.item(3, 1).text()
    table.setCurrentCell(3, 1)
    table.setFocus()
    QTest.keyClicks(table, "oops")
    QTest.keyClick(table, Qt.Key.Key_Return)
    cell = table.visualItemRect(table.item(3, 1)).center()
    QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    QTest.keyClicks(table.viewport(), "oops")
    QTest.keyClick(table.viewport(), Qt.Key.Key_Return)
    assert table.item(3, 1).text() == said
    window.help.dialog.close()
