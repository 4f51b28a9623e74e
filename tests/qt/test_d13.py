"""D13 in the window: with two or more humans, Back and Undo never return to
before a Captain's cash-in (R7.1c), and the disabled buttons say why; the
demo mode still may."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QLabel

from florenza_gui.engine.model.types import Phase
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from florenza_gui.engine.words.wording import render
from tests.engine.builders import fam, game, ghost


def _captain_at(window, position: int) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.confirm_curtain()
    c.try_move(CaptainMarker(position))
    c.confirm_curtain()
    while c.state.active is not None:
        c.try_move(Pass())
        c.confirm_curtain()
    assert c.state.active is None and c.state.phase is Phase.ACTIONS


def _step_until(window, driver, rule: str) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    while not c.state.log or c.state.log[-1].rule != rule:
        assert driver.step(), f"{rule} never came"


def _shows(window, driver, number: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The family boards and the Families table texts that show ``number``."""
    pattern = re.compile(rf"(?<!\d){number}(?!\d)")
    texts = [label.text() for label in window.findChildren(QLabel)]
    texts += driver.board_texts()
    model = window.families_model
    texts += [str(model.index(r, col).data()) for r in range(model.rowCount()) for col in range(model.columnCount())]
    return [t for t in texts if pattern.search(t)]


def test_d13_back_from_after_r7_1d_never_reaches_the_old_position(window, driver) -> None:  # type: ignore[no-untyped-def]
    _captain_at(window, 37)
    c = window.session
    _step_until(window, driver, "R7.1d")
    assert c.state.family("red").prestige == 0
    assert c.back_blocked_by == "D13"
    assert not c.can_step_back
    assert not window.back_action.isEnabled() and not window.narration.back_button.isEnabled()
    index = c.step_index
    for _ in range(5):
        driver.back()
        window.back_action.trigger()
        window.narration.back_button.click()
    assert c.step_index == index
    assert c.state.family("red").prestige == 0
    assert not _shows(window, driver, 37), "the panel shows the banked Prestige again"


def test_d13_every_state_back_can_reach_after_the_cash_in_keeps_the_marker_at_0(window, driver) -> None:  # type: ignore[no-untyped-def]
    _captain_at(window, 37)
    c = window.session
    _step_until(window, driver, "R7.1d")
    while c.in_sequence:
        assert driver.step()
        while driver.back():  # Back as far as it goes, then on again
            assert c.state.family("red").prestige == 0
            assert not _shows(window, driver, 37)
        if c.in_sequence:
            driver.skip()


def test_d13_back_at_the_cash_in_itself_is_refused(window, driver) -> None:  # type: ignore[no-untyped-def]
    _captain_at(window, 37)
    c = window.session
    _step_until(window, driver, "R7.1c")
    assert c.back_blocked_by == "D13"
    assert not driver.back()
    assert c.state.log[-1].rule == "R7.1c"


def test_d13_the_disabled_back_buttons_say_why(window, driver) -> None:  # type: ignore[no-untyped-def]
    _captain_at(window, 37)
    _step_until(window, driver, "R7.1d")
    for tip in (window.back_action.toolTip(), window.narration.back_button.toolTip()):
        assert "D13" in tip and "cash-in" in tip
    window.language_actions["it"].trigger()
    try:
        assert "D13" in window.narration.back_button.toolTip()
        assert "D13" in window.back_action.toolTip()
    finally:
        window.language_actions["en"].trigger()


def test_before_the_cash_in_back_says_nothing_about_d13(window, driver) -> None:  # type: ignore[no-untyped-def]
    _captain_at(window, 37)
    _step_until(window, driver, "R7.1")
    assert window.session.can_step_back and window.back_action.isEnabled()
    assert "D13" not in window.back_action.toolTip()
    assert "D13" not in window.narration.back_button.toolTip()


def _no_draw_game():  # type: ignore[no-untyped-def]
    """Two humans and an empty bag: the end of round draws nothing (R8.7 skips),
    so only D13 can keep Undo from going back."""
    return game(fam("red", prestige=3), fam("blue", prestige=5), row={1: ("botticelli",)}, bag=())


def test_d13_undo_after_an_end_of_round_with_no_draw_stops_at_the_cash_in(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(_no_draw_game())
    _captain_at(window, 37)
    c = window.session
    driver.skip()
    assert not any(e.rule == "R8.7" and "drawn" in render(e) for e in c.state.log)
    after = c.state
    assert after.family("red").tokens and after.family("red").prestige == 0
    assert not window.undo_action.isEnabled()
    driver.undo()
    assert c.state == after
    assert c.undo_blocked_by == "D13"
    assert "D13" in window.undo_action.toolTip()


def test_one_human_may_undo_an_end_of_round_with_no_draw(window, driver) -> None:  # type: ignore[no-untyped-def]
    """D13 is about a table of two or more humans; the Ghosts reveal cards, so
    the game here is one human alone with nobody to hide from but no Ghost."""
    state = game(fam("red", prestige=3), ghost("blue", prestige=5), row={1: ("botticelli",)}, bag=())
    driver.put(state)
    _captain_at(window, 37)
    c = window.session
    _step_until(window, driver, "R7.1d")
    assert c.back_blocked_by is None and driver.back()
    assert c.state.family("red").prestige == 37


def test_the_demo_mode_may_go_back_past_a_cash_in(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(_no_draw_game())
    _captain_at(window, 37)
    c = window.session
    before = c.state
    _step_until(window, driver, "R7.1d")
    assert c.back_blocked_by is None
    while driver.back():
        pass
    assert c.state == before
    driver.skip()
    driver.undo()
    assert c.state == before


def test_d13_the_spotlight_on_r7_1d_does_not_light_the_banked_position(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found playing under Xvfb: the R7.1d step lit the whole stretch from 0
    to the banked position, and the light stays while the step is shown."""
    from florenza_gui.board.layout import layout

    _captain_at(window, 37)
    _step_until(window, driver, "R7.1d")
    hole = driver.spotlight()
    assert hole is not None and hole.intersects(layout().prestige_space(0))
    for space in range(4, 38):
        assert not hole.intersects(layout().prestige_space(space)), f"space {space} is lit"
