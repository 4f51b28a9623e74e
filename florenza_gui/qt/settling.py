"""One change, told once. A change of the session is often several steps: an
Undo restores its position, and only then does ``QUndoStack`` move its index;
a resume puts the game on the table, then the step it was on, then its undo
history. Whatever is done inside :meth:`Settling.one_change` is told once, as
the session's ``settled``, when the outermost change ends, so whoever reads
the session then (the autosave) never sees half of a change. The session
holds a :class:`Settling` given its signal's ``emit``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager


class Settling:
    """When a :class:`~.session.Session`'s change is complete: ``tell`` is called once it is."""

    def __init__(self, tell: Callable[[], None]) -> None:
        self._tell = tell
        self._changing = 0  # how many changes, one inside another, are under way
        self._unsettled = False  # something settled within them: told once the outermost ends

    def settle(self) -> None:
        """The game, its history, its own mode or its file has changed:
        ``settled`` is told now, or once the change this is part of ends."""
        if self._changing:
            self._unsettled = True
        else:
            self._tell()

    @contextmanager
    def one_change(self) -> Iterator[None]:
        """What is done inside is one change, ``settled`` once, at its end."""
        self._changing += 1
        try:
            yield
        finally:
            self._changing -= 1
        if not self._changing and self._unsettled:
            self._unsettled = False
            self._tell()
