"""A screen reader reads what a sighted player reads: the narration's rule, what the rule says, why the step
happened and the turn banner are read as their text (their captions are descriptions), through Qt's
accessibility interfaces."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from florenza_gui.engine.rules.moves import Pass


def _read(widget) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None and face.isValid()
    return face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)


def test_the_narration_and_the_banner_are_read_as_they_are_shown(window, driver) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    driver.step()
    n = window.narration
    assert n.rule.text() and n.why.text() and n.rule_says.text()
    for label, caption in ((n.rule, "Rule of the current step"), (n.why, "Why this step happened"),
                           (n.rule_says, "What the rule says")):
        name, description = _read(label)
        assert name == label.text(), f"a screen reader reads {name!r}, the screen shows {label.text()!r}"
        assert description == caption
    banner = window.banner
    name, description = _read(banner)
    assert name == banner.text() and "End of round" in name and description == "Whose turn"
