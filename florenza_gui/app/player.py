"""Plays the end of a round step by step: each step's events are animated
with ``await`` (qasync), and input on the board is locked meanwhile."""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..board.scene import BoardScene
from ..engine.events import EventKind
from ..engine.moves import Verdict
from ..engine.types import LifeCard
from ..qt.controller import GameController

_TASKS: set[asyncio.Future[Any]] = set()


def spawn(coro: Coroutine[Any, Any, Any]) -> None:
    """Run a coroutine on the qasync loop from a Qt slot (keeping a reference
    until it ends, so it is never collected half-way)."""
    task = asyncio.ensure_future(coro)
    _TASKS.add(task)
    task.add_done_callback(_finished)


def _finished(task: asyncio.Future[Any]) -> None:
    """Forget the task; a failure is reported, never swallowed."""
    _TASKS.discard(task)
    if not task.cancelled() and task.exception() is not None:
        traceback.print_exception(task.exception())


class SequencePlayer(QObject):
    busy_changed = Signal(bool)
    playing_changed = Signal(bool)

    def __init__(self, controller: GameController, scene: BoardScene) -> None:
        super().__init__(controller)
        self.controller = controller
        self.scene = scene
        self.busy = False
        self.playing = False
        self.base_duration_ms = 420
        self.speed = 1.0
        # demo: each tile drawn at R8.7 waits for someone to place its card
        self.manual_draws = False

    def set_speed(self, speed: float) -> None:
        self.speed = max(0.25, speed)
        self.scene.animator.duration_ms = int(self.base_duration_ms / self.speed) if self.base_duration_ms else 0

    def set_base_duration(self, ms: int) -> None:
        self.base_duration_ms = ms
        self.set_speed(self.speed)

    async def step(self) -> bool:
        """One step forward; starts the end of the round if it is time."""
        if self.busy:
            return False
        if not self.controller.in_sequence and not self.controller.begin_end_of_round():
            return False
        self._set_busy(True)
        try:
            result = self.controller.step_forward()
            if result is None:
                return False
            state, events = result
            if self.manual_draws:
                for event in events:
                    if event.kind is EventKind.TILE_DRAWN:
                        await self.scene.await_placement(event, self._check_draw_placement)
            await self.scene.play(events, state)
            return True
        finally:
            self._set_busy(False)
            if not self.controller.in_sequence:
                self.scene.end_spotlight()

    async def play(self) -> None:
        """Step until paused or the sequence is over."""
        self.playing = True
        self.playing_changed.emit(True)
        try:
            while self.playing and await self.step():
                if not self.controller.in_sequence:
                    break
                await asyncio.sleep(0.25 / self.speed if self.base_duration_ms else 0)
        finally:
            self.playing = False
            self.playing_changed.emit(False)

    # -- from buttons and shortcuts (Qt slots: the coroutines run on the qasync loop) --
    def request_step(self) -> None:
        spawn(self.step())

    def request_play_or_pause(self) -> None:
        if self.playing:
            self.pause()
        else:
            spawn(self.play())

    def request_skip(self) -> None:
        spawn(self.skip_to_end())

    def pause(self) -> None:
        self.playing = False

    async def skip_to_end(self) -> None:
        """Run the rest of the sequence without animation."""
        self.pause()
        saved = self.scene.animator.duration_ms, self.manual_draws
        self.scene.animator.duration_ms = 0
        self.manual_draws = False
        try:
            while await self.step():
                if not self.controller.in_sequence:
                    break
        finally:
            self.scene.animator.duration_ms, self.manual_draws = saved

    def back(self) -> bool:
        if self.busy:
            return False
        self.pause()
        return self.controller.step_back() is not None

    def _check_draw_placement(self, character: str, card: LifeCard) -> Verdict:
        """The engine's verdict on a drawn card placed by hand (the board puts
        its reason into words in the interface language)."""
        return self.controller.check_draw_placement(character, card)

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.scene.set_locked(busy)
        self.busy_changed.emit(busy)
