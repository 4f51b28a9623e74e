"""The viewer (RULES.md §9): while a family holds the peek behind the curtain it is the session's viewer,
and what is shown is worded for it: its tokens, its own lines of the log in its own words (what it banked,
where its Captain marker stood), the log itself. Let go, or the curtain confirmed, and every surface is
public again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.rules.moves import Pass
from tests.guifixtures import red_banks_14


def _log_texts(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.log_model
    return [model.data(model.index(row)) for row in range(model.rowCount())]


def test_the_captains_peek_is_the_captains_view_and_ends_with_it(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    s, curtain = window.session, window.hotseat.curtain
    public_log = _log_texts(window)
    banked = next(e.event for e in s.state.log if e.event is not None and e.event.kind is EventKind.TOKENS_BANKED)
    assert not any("10 + 2 + 2" in line or "14" in line for line in public_log if line.startswith("R7.1c"))
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert s.mode.viewer == "red" and s.shown().viewer == "red"
    own = curtain.own_lines.text()
    assert own and "R7.1c" in own, "the Captain's peek does not show what it banked"
    assert "10" in own and "14" in own, own
    private_log = _log_texts(window)
    assert private_log != public_log and any("14" in line for line in private_log if line.startswith("R7.1c"))
    assert banked.family == "red"
    qtbot.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert s.mode.viewer is None and curtain.own_lines.text() == "" and curtain.peek.text() == ""
    assert _log_texts(window) == public_log, "the log kept the Captain's own words after the peek"
    driver.confirm_curtain()
    assert _log_texts(window) == public_log


def test_another_familys_peek_shows_none_of_the_captains_lines(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    s, curtain = window.session, window.hotseat.curtain
    driver.confirm_curtain()
    public_log = _log_texts(window)
    s.set_viewer("red")  # nobody views as a family the curtain does not wait for (none waits now)
    assert s.mode.viewer is None and _log_texts(window) == public_log
    while s.state.active == "red":
        assert driver.move(Pass())
    public_log = _log_texts(window)
    other = s.mode.curtain_for
    assert other is not None and other != "red" and curtain.isVisible()
    s.set_viewer("red")
    assert s.mode.viewer is None, "the Captain's view was put up behind another family's curtain"
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert s.mode.viewer == other
    assert "R7.1c" not in curtain.own_lines.text() and "14" not in curtain.own_lines.text()
    assert _log_texts(window) == public_log, "another family's peek showed the Captain's own words"
    qtbot.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)


def test_the_peek_explains_every_bank_of_the_game(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import CaptainMarker

    red_banks_14(driver)  # round 1: Red banks 14
    s, curtain = window.session, window.hotseat.curtain
    driver.confirm_curtain()
    assert s.state.active == "red" and driver.move(CaptainMarker(12))  # round 2: Red, Captain, plays first
    while s.state.active is not None:
        assert driver.move(Pass())
        driver.confirm_curtain()
    driver.skip()
    if not curtain.isVisible() or s.mode.curtain_for != "red":
        driver.confirm_curtain()
        s.peek()
    assert s.mode.curtain_for == "red"
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    lines = curtain.own_lines.text().splitlines()
    assert len(lines) == 2 and all(line.startswith("R7.1c") for line in lines), lines
    assert "14" in lines[0] and "12" in lines[1]
    qtbot.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)
