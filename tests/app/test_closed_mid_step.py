"""A window closed while a step is being animated ends its playback: a
coroutine left waiting for a board that is gone would never end, and every
other window of the app (each test's, in the suite) would wait on it for
ever before it counted itself at rest."""

from __future__ import annotations

import asyncio

from florenza_gui.app.player import pending_tasks
from florenza_gui.engine.rules.moves import Pass, apply
from tests.driver import new_window, still
from tests.guifixtures import three_humans


def test_closing_a_window_mid_step_leaves_no_playback_running(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    state = three_humans()
    for _ in range(3):
        state, _ = apply(state, Pass())
    other = still(new_window(qtbot, state), motion_ms=2000)  # a step that takes its time
    mine = driver.at(other)
    mine.confirm_curtain()
    other.step_action.trigger()
    other.step_action.trigger()  # a second press, waiting for the first step to end
    driver.loop.run_until_complete(asyncio.sleep(0.05))
    assert pending_tasks() >= 1 and other.session.mode.animating
    other.close()
    driver.loop.run_until_complete(asyncio.sleep(0.05))
    assert pending_tasks() == 0, "a closed window's playback still runs"
    driver.new_game()  # the window left is at rest at once
    assert window.session.state.round == 1


def test_a_playback_task_ended_as_its_loop_stopped_is_not_counted_as_running() -> None:
    """Its own callback never runs when the loop it ended on stops first (each test's window has a
    loop of its own): counted for ever, it kept every later window from ever being at rest."""
    from florenza_gui.app.player import spawn

    async def forever() -> None:
        await asyncio.Event().wait()

    loop = asyncio.new_event_loop()
    try:
        asyncio.set_event_loop(loop)
        task = spawn(forever())
        loop.run_until_complete(asyncio.sleep(0))
        assert pending_tasks() >= 1
        task.cancel()
        loop.call_soon(loop.stop)  # the task ends in this turn of the loop; its callbacks would run in the next
        loop.run_forever()
        assert task.done()
        assert pending_tasks() == 0
    finally:
        asyncio.set_event_loop(None)
        loop.close()
