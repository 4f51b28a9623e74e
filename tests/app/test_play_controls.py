"""Found under Xvfb: once Play had run an end of round to its end, Play ▶▶
stayed enabled in the next round's action phase (the window enabled it from
"the player is playing", and set it again on every change of the game, but
not when the player stopped). Each control is enabled exactly when it can do
something: at the next round's first move there is nothing to play."""

from __future__ import annotations

import asyncio

from florenza_gui.engine.rules.moves import Pass


def test_play_rests_once_the_end_of_round_it_played_is_over(window, driver, loop) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.main import default_game

    driver.put(default_game(seed=4, solo=True))
    w = window
    assert driver.move(Pass())
    assert w.play_action.isEnabled()
    w.play_action.trigger()
    for _ in range(500):
        loop.run_until_complete(asyncio.sleep(0.01))
        if not w.session.mode.playing and not w.session.in_sequence:
            break
    assert w.session.state.round == 2 and w.session.state.active == "red"
    assert not w.play_action.isEnabled(), "Play is offered with nothing to play"
    assert not w.narration.play_button.isEnabled()
    assert w.narration.play_button.text() == "Play ▶▶"
