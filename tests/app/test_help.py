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
        assert rows["R7.2f"].startswith("Il Vescovo gioca per secondo")
        window.help.dialog.close()
    finally:
        window.language_actions["en"].trigger()
    assert window.help.menu.title() == "&Help"
