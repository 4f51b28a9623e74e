"""The scenario editor and the points of no return (RULES.md §9, D13: no play
mode returns to before a tile is drawn or a Ghost card is revealed; only the
demo mode may). The editor opens on the round's start, so in play it must not
open once the steps shown have passed one; its own Undo never goes past one."""

from __future__ import annotations

import pytest

from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from florenza_gui.engine.rules.setup import Seating, new_game


def solo(driver, seed: int = 11):  # type: ignore[no-untyped-def]
    """A solo game against two Ghosts, opened: the window."""
    seats = [Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST),
             Seating("green", "Green", Seat.GHOST)]
    driver.put(new_game(seats, seed=seed))
    return driver.window


def step_until_shown(driver, rule: Rule) -> None:  # type: ignore[no-untyped-def]
    """Step the end of the round until a step of ``rule`` is shown."""
    c = driver.window.session
    while not any(e.rule == rule for e in c.shown_events):
        assert driver.step() and c.timeline is not None, f"no {rule} shown"


@pytest.mark.parametrize("rule", [Rule.R8_7, Rule.G1])
def test_the_editor_never_opens_before_a_point_of_no_return_in_play(driver, rule) -> None:  # type: ignore[no-untyped-def]
    """In a solo game stepped past a draw (R8.7) or a Ghost card (G1),
    Demo > Scenario editor does not open on the round's start: the round
    would be replayed knowing the Ghosts' cards and the next tiles."""
    win = solo(driver)
    c = win.session
    assert driver.move(CaptainMarker(5))
    assert driver.move(Pass())
    first = c.state
    step_until_shown(driver, rule)
    passed = c.timeline.passed_no_return
    assert passed in (Rule.R8_7, Rule.G1)
    shown, cursor = c.state, c.step_index
    assert c.editor_blocked_by == passed
    assert not win.editor.start(), f"the editor opened on the round's start past {passed}"
    assert not c.mode.editing and c.state is shown and c.step_index == cursor and c.state != first
    assert str(passed) in win.statusBar().currentMessage(), "the refusal names no rule"
    assert not win.undo_action.isEnabled()
    driver.skip()
    end = c.state
    assert win.editor.start(), "the round committed, the editor opens on its end"
    assert c.state == end
    while c.undo_stack.canUndo():  # the editor's own Undo: nothing from before the round's end
        c.undo()
        assert c.state.round == end.round and c.state.log[:len(end.log)] == end.log
    assert win.editor.stop()


def test_the_editor_opens_before_any_point_of_no_return_and_in_a_lesson(driver) -> None:  # type: ignore[no-untyped-def]
    win = solo(driver)
    c = win.session
    assert driver.move(Pass())
    start = c.state
    assert driver.step() and c.timeline is not None
    assert c.timeline.passed_no_return is None
    assert win.editor.start() and c.state == start  # nothing shown yet that a play mode keeps
    assert win.editor.stop()
    driver.put_lesson(c.state)  # the same position as a lesson: the demo mode returns anywhere
    start = c.state
    step_until_shown(driver, Rule.G1)
    assert c.timeline.passed_no_return and c.editor_blocked_by is None
    assert win.editor.start() and c.state == start
    assert win.editor.stop()
