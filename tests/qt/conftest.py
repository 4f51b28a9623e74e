"""Qt fixtures: a real QApplication offscreen, a qasync loop to run the
``await``-based sequence, and a main window with animations at zero duration."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from florenza_gui.engine.setup import Seating, new_game
from florenza_gui.engine.state import GameState
from florenza_gui.engine.types import Seat


def three_humans(seed: int = 3) -> GameState:
    seats = [Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.HUMAN),
             Seating("green", "Green", Seat.HUMAN)]
    return new_game(seats, seed=seed)


@pytest.fixture
def loop(qapp) -> Iterator[asyncio.AbstractEventLoop]:  # type: ignore[no-untyped-def]
    import qasync

    event_loop = qasync.QEventLoop(qapp, already_running=False)
    asyncio.set_event_loop(event_loop)
    yield event_loop
    event_loop.close()
    asyncio.set_event_loop(None)


@pytest.fixture
def window(qtbot, loop):  # type: ignore[no-untyped-def]
    from florenza_gui.app.window import MainWindow

    win = MainWindow(three_humans())
    win.player.set_base_duration(0)
    qtbot.addWidget(win)
    win.resize(1600, 900)
    win.show()
    qtbot.waitExposed(win)
    yield win
    # no test may leave an animation running
    assert win.scene.animator.running == 0
