"""The one playback driver of an end of round: it moves the session's cursor
a step at a time and animates that step (``await``, qasync) while the
session says which event the board is showing, so the narration shows the
same event at the same moment. Back, Skip and Play only move the cursor.

A press of Step, Back, Skip or a log line while a step is being animated is
taken, not ignored: that step ends at once (its pieces where it leaves them,
as a still board shows that position), then the press does what it says, one
step per press, in the order pressed. Play waits for the step to end."""

from __future__ import annotations

import traceback
from collections import deque
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication

from ..board.scene import BoardScene
from ..engine.model.events import EventKind
from ..engine.model.types import LifeCard
from ..engine.rules.moves import Verdict
from ..qt.session import Input, Session

if TYPE_CHECKING:
    import asyncio  # imported when the first end of round is played, not at launch

_TASKS: set[asyncio.Future[Any]] = set()


def spawn(coro: Coroutine[Any, Any, Any]) -> asyncio.Future[Any]:
    """Run a coroutine on the qasync loop from a Qt slot (keeping a reference
    until it ends, so it is never collected half-way)."""
    import asyncio

    task = asyncio.ensure_future(coro)
    _TASKS.add(task)
    task.add_done_callback(_finished)
    return task


def pending_tasks() -> int:
    """How many playback coroutines are still running. A task that has ended is forgotten here too:
    its own callback may never run, when the loop it ended on stopped first (a window closed with
    the loop that ran it)."""
    for task in [t for t in _TASKS if t.done()]:
        _finished(task)
    return len(_TASKS)


def _finished(task: asyncio.Future[Any]) -> None:
    """Forget the task; a failure goes to the loop's exception handler, never swallowed."""
    _TASKS.discard(task)
    if not task.cancelled() and task.exception() is not None:
        exc = task.exception()
        import asyncio

        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:  # pragma: no cover - no loop: print it
            traceback.print_exception(exc)
            return
        loop.call_exception_handler({"message": "a playback task failed", "exception": exc, "future": task})


class PlaybackDriver(QObject):
    """Moves the session's cursor and animates each step; whether it plays on is the session's
    (``mode.playing``), so Play and Pause are rendered from the session like everything else."""

    def __init__(self, session: Session, scene: BoardScene) -> None:
        super().__init__(session)
        self.session = session
        self.scene = scene
        self.base_duration_ms = 420
        self.speed = 1.0
        # presses taken while a step was being animated, to run in order once it has ended
        self._waiting: deque[Callable[[], Coroutine[Any, Any, object]]] = deque()
        self._running_presses = False
        self._at_rest: asyncio.Event | None = None  # set while no step of ours is being animated
        self._tasks: set[asyncio.Future[Any]] = set()  # its own playback coroutines, still running
        session.ending.connect(self._on_session_ending)

    @property
    def busy(self) -> bool:
        return self.session.mode.animating

    def set_speed(self, speed: float) -> None:
        self.speed = max(0.25, speed)
        self.scene.animator.duration_ms = int(self.base_duration_ms / self.speed) if self.base_duration_ms else 0

    def set_base_duration(self, ms: int) -> None:
        self.base_duration_ms = ms
        self.set_speed(self.speed)

    async def step(self, manual: bool = True) -> bool:
        """One step forward (starting the end of the round if it is time),
        animated; False if nothing moved or the game was replaced meanwhile. (A step held for the room to
        read before a question, in the presentation view, has it asked only by a Step press: Play and Skip
        stop there.)"""
        begun = self.session.begin_step(asks=manual and not self.session.mode.playing)
        if begun is None:
            return False
        generation, state, events = begun
        self._rest().clear()
        try:
            if manual and self.session.mode.manual_draws:
                for index, event in enumerate(events):
                    if event.kind is EventKind.TILE_DRAWN and generation == self.session.generation:
                        self.session.narrate(index)  # the narration tells of the tile waiting to be placed
                        self.session.set_placing(True)
                        await self.scene.await_placement(event, self._check_draw_placement, state)
                        self.session.set_placing(False)
            if generation == self.session.generation:
                await self.scene.play(events, state, on_event=self.session.narrate, quiet=self.session.shown_quiet)
        finally:
            self.session.end_step(generation)
            self._rest().set()
        return generation == self.session.generation

    async def play(self) -> None:
        """Step until paused or the sequence is over."""
        self.session.set_playing(True)
        try:
            while await self._held() and await self.step():
                if not self.session.in_sequence:
                    break
                import asyncio

                await asyncio.sleep(0.25 / self.speed if self.base_duration_ms else 0)
        finally:
            self.session.set_playing(False)

    async def _held(self) -> bool:
        """Whether Play still plays, once no modal dialog (File ▸ Open, New game…) is open: behind one the
        playback waits, as input does, so the class misses no step."""
        import asyncio

        while self.session.mode.playing and QApplication.activeModalWidget() is not None:
            await asyncio.sleep(0.05)
        return self.session.mode.playing

    async def skip_to_end(self) -> None:
        """Run the rest of the sequence without animation (drawn cards are placed by the engine)."""
        self.pause()
        saved = self.scene.animator.duration_ms
        self.scene.animator.duration_ms = 0
        try:
            while await self.step(manual=False):
                if not self.session.in_sequence:
                    break
        finally:
            self.scene.animator.duration_ms = saved

    # -- from buttons and shortcuts (Qt slots: the coroutines run on the qasync loop) --
    def request_step(self) -> None:
        self.pause()  # a Step while playing: pause, and show the next step
        self._press(self.step)

    def request_play_or_pause(self) -> None:
        if self.session.mode.playing:
            self.pause()
        else:
            self._press(self.play, hurry=False)  # a step being shown plays on to its end, then the rest

    def request_skip(self) -> None:
        self._press(self.skip_to_end)

    def pause(self) -> None:
        self.session.set_playing(False)  # the controls follow at once, not when the step under way ends

    def back(self) -> bool:
        """One step back; pressed while a step is being animated, back from it once it has ended at once."""
        self.pause()
        if not self.busy and not self._running_presses:
            return self.session.step_back()
        return self.session.can_step_back and self._press(self._step_back)

    def jump_to(self, step: int) -> bool:
        """Show step ``step`` (a log line clicked in the demo), once a step being animated has ended at once."""
        if not self.busy and not self._running_presses:
            return self.session.jump_to(step)
        return self._press(lambda: self._jump(step))

    async def _step_back(self) -> bool:
        return self.session.step_back()

    async def _jump(self, step: int) -> bool:
        return self.session.jump_to(step)

    def _press(self, action: Callable[[], Coroutine[Any, Any, object]], hurry: bool = True) -> bool:
        """Run a press now, or after the step being animated (ended at once,
        ``hurry``) and the presses before it; False if the gate refuses it
        (the curtain, a drawn card being placed, the editor)."""
        if self.session.refusal(Input.PLAYBACK) is not None:
            return False
        self._waiting.append(action)
        if hurry and self.busy:
            self.scene.animator.hurry()
        if not self._running_presses:
            self._running_presses = True
            task = spawn(self._run_presses())
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        return True

    def stop(self) -> None:
        """The window is closing: pause, and end the playback still under way (a coroutine left
        waiting for a board that is gone would never end)."""
        self.pause()
        self._waiting.clear()
        for task in list(self._tasks):
            task.cancel()
        self._running_presses = False

    async def _run_presses(self) -> None:
        """Each press in turn, each once no step is being animated; a press
        with another waiting after it is shown at once too."""
        try:
            while self._waiting:
                await self._until_at_rest()
                if not self._waiting:
                    break
                action = self._waiting.popleft()
                self.scene.animator.hurried = bool(self._waiting)
                await action()
        finally:
            self._running_presses = False
            self.scene.animator.hurried = False

    def _rest(self) -> asyncio.Event:
        import asyncio

        if self._at_rest is None:
            self._at_rest = asyncio.Event()
            self._at_rest.set()
        return self._at_rest

    async def _until_at_rest(self) -> None:
        import asyncio

        while self.busy:
            rest = self._rest()
            if rest.is_set():  # (a step begun outside this driver)
                await asyncio.sleep(0.01)
            else:
                await rest.wait()

    def _on_session_ending(self) -> None:
        """Another game is coming: stop moving, drop a card waiting to be placed
        and the presses still waiting (they were about the game that goes)."""
        self.pause()
        self._waiting.clear()
        self.scene.manual_draw.cancel()
        self.scene.animator.stop_all()
        self.scene.animator.hurried = False
        self.scene.generation += 1

    def _check_draw_placement(self, character: str, card: LifeCard) -> Verdict:
        """The engine's verdict on a drawn card placed by hand (the board puts
        its reason into words in the interface language)."""
        return self.session.check_draw_placement(character, card)
