"""An immutable sequence that grows by sharing its prefix.

Every move and every step adds a line or a few to a game's log. A tuple
would be copied whole each time (a game's log reaches hundreds of lines);
``Log.extend`` instead makes a new log that points at the old one and holds
only the new lines. Reading it (iterating, indexing, comparing) flattens it
once into a tuple, kept for the next read; flattening stops at the nearest
older log already flattened. New lines may also be given as how to make them
(``extend_later``): they are made when the log is first read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, ClassVar, Generic, TypeVar, overload

T = TypeVar("T")


class Log(Sequence[T], Generic[T]):
    __slots__ = ("_flat", "_len", "_make", "_parent", "_tail")
    EMPTY: ClassVar[Log[Any]]
    _parent: Log[T] | None
    _tail: tuple[T, ...]  # (made by ``_make`` when first read, if that is set)
    _make: Callable[[], Iterable[T]] | None
    _len: int
    _flat: tuple[T, ...] | None

    def __init__(self, entries: Iterable[T] = (), parent: Log[T] | None = None) -> None:
        tail = tuple(entries)
        self._parent = parent
        self._tail = tail
        self._make = None
        self._len = (parent._len if parent is not None else 0) + len(tail)
        self._flat = tail if parent is None else None

    def extend(self, entries: Iterable[T]) -> Log[T]:
        tail = tuple(entries)
        if not tail:
            return self
        if self._len == 0:
            return Log(tail)
        return Log(tail, self)

    def append(self, entry: T) -> Log[T]:
        return self.extend((entry,))

    def extend_later(self, count: int, make: Callable[[], Iterable[T]]) -> Log[T]:
        """This log and ``count`` more entries, those ``make()`` gives, made
        when the new log is first read."""
        if count == 0:
            return self
        later = Log((), self)
        later._make = make
        later._len = self._len + count
        return later

    def _own_tail(self) -> tuple[T, ...]:
        """The entries this log adds to its parent's (made now, if they are
        still to be made)."""
        make = self._make
        if make is not None:
            self._tail = tail = tuple(make())
            self._make = None
            if len(tail) != self._len - (self._parent._len if self._parent is not None else 0):
                raise ValueError("a log's entries made later are not as many as were promised")
        return self._tail

    def flat(self) -> tuple[T, ...]:
        """Every entry, oldest first, as a tuple (computed once)."""
        if self._flat is not None:
            return self._flat
        chunks: list[tuple[T, ...]] = []
        node: Log[T] | None = self
        while node is not None and node._flat is None:
            chunks.append(node._own_tail())
            node = node._parent
        out: list[T] = list(node._flat) if node is not None and node._flat is not None else []
        for chunk in reversed(chunks):
            out.extend(chunk)
        self._flat = tuple(out)
        return self._flat

    def __len__(self) -> int:
        return self._len

    def __iter__(self) -> Iterator[T]:
        return iter(self.flat())

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, int) and index in (-1, self._len - 1) and self._len:
            tail = self._own_tail()
            if tail:
                return tail[-1]  # the last line, without flattening
        return self.flat()[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Log):
            return self is other or (self._len == other._len and self.flat() == other.flat())
        if isinstance(other, tuple):
            return self.flat() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.flat())

    def __add__(self, other: Iterable[T]) -> Log[T]:
        return self.extend(other)

    def __repr__(self) -> str:
        return f"Log({list(self.flat())!r})"


Log.EMPTY = Log()
