"""Animations written as ``await``: each returns when its motion has ended.

At a duration of 0 (tests, "Skip to end") nothing is animated at all: the
property is set at once, so no animation object is ever left running.
:meth:`Animator.hurry` ends the motions under way at their end values and
runs the rest of the step so too (a press while a step is being shown).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QGraphicsObject

if TYPE_CHECKING:
    # imported when the first animation runs: a still board never needs them
    # (PySide builds each Qt class's enums as Python enums on first use)
    import asyncio

    from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation


class Animator(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.duration_ms = 420
        self.hurried = False  # the step under way is to end at once (its driver says when that is over)
        # each running animation, with the future its ``await`` is waiting on
        self._running: dict[QAbstractAnimation, asyncio.Future[None]] = {}
        self._pauses: set[asyncio.Future[None]] = set()

    @property
    def running(self) -> int:
        return len(self._running)

    @property
    def _ms(self) -> int:
        """The duration of a motion now (none while hurried)."""
        return 0 if self.hurried else self.duration_ms

    def stop_all(self) -> None:
        """Stop every motion where it is; whoever awaits one carries on at once."""
        self._end_all(at_end=False)

    def hurry(self) -> None:
        """End every motion now at its end value (a piece where it was going,
        a glow out), and run what follows of this step at once too."""
        self.hurried = True
        self._end_all(at_end=True)

    def _end_all(self, at_end: bool) -> None:
        for anim, done in list(self._running.items()):
            if at_end:
                anim.setCurrentTime(anim.totalDuration())
            anim.stop()
            if not done.done():
                done.set_result(None)
        self._running.clear()
        for pause in list(self._pauses):
            if not pause.done():
                pause.set_result(None)
        self._pauses.clear()

    async def _run(self, anim: QAbstractAnimation) -> None:
        import asyncio

        loop = asyncio.get_event_loop()
        done: asyncio.Future[None] = loop.create_future()

        def finished() -> None:
            self._running.pop(anim, None)
            if not done.done():
                done.set_result(None)

        anim.finished.connect(finished)
        self._running[anim] = done
        anim.start()
        try:
            await done
        finally:
            if self._running.pop(anim, None) is not None:
                anim.stop()

    def _prop(self, target: QObject, name: bytes, end: object, start: object | None = None,
              factor: float = 1.0) -> QPropertyAnimation:
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation

        anim = QPropertyAnimation(target, name)
        anim.setDuration(int(self._ms * factor))
        if start is not None:
            anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        return anim

    async def move(self, moves: Sequence[tuple[QGraphicsObject, QPointF]], factor: float = 1.0) -> None:
        """Move several items at once; returns when all have arrived."""
        moves = [(item, to) for item, to in moves if item.pos() != to]
        if not moves:
            return
        if self._ms <= 0:
            for item, to in moves:
                item.setPos(to)
            return
        from PySide6.QtCore import QParallelAnimationGroup

        group = QParallelAnimationGroup()
        for item, to in moves:
            group.addAnimation(self._prop(item, b"pos", to, factor=factor))
        await self._run(group)

    async def pulse(self, item: QObject) -> None:
        """A short glow on the item the current step concerns."""
        if self._ms <= 0:
            return
        from PySide6.QtCore import QEasingCurve

        anim = self._prop(item, b"glow", 0.0, start=1.0, factor=1.4)
        anim.setEasingCurve(QEasingCurve.Type.OutQuad)
        await self._run(anim)

    async def pause(self, factor: float = 1.0) -> None:
        """A still moment between two events (ended early by :meth:`hurry`)."""
        if self._ms <= 0:
            return
        import asyncio

        done: asyncio.Future[None] = asyncio.get_event_loop().create_future()
        timer = asyncio.get_event_loop().call_later(self._ms * factor / 1000, _settle, done)
        self._pauses.add(done)
        try:
            await done
        finally:
            timer.cancel()
            self._pauses.discard(done)


def _settle(done: asyncio.Future[None]) -> None:
    if not done.done():
        done.set_result(None)
