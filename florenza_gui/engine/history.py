"""Undo and redo by snapshots of the immutable state (RULES.md §6)."""

from __future__ import annotations

from dataclasses import dataclass

from .state import GameState


@dataclass(frozen=True, slots=True)
class History:
    """A line of states: ``past`` ends with the present; ``future`` holds
    what undo took back, nearest first."""

    past: tuple[GameState, ...]
    future: tuple[GameState, ...] = ()

    @classmethod
    def start(cls, state: GameState) -> History:
        return cls(past=(state,))

    @property
    def present(self) -> GameState:
        return self.past[-1]

    @property
    def can_undo(self) -> bool:
        return len(self.past) > 1

    @property
    def can_redo(self) -> bool:
        return bool(self.future)

    def push(self, state: GameState) -> History:
        return History(past=self.past + (state,))

    def undo(self) -> History:
        if not self.can_undo:
            return self
        return History(past=self.past[:-1], future=(self.past[-1],) + self.future)

    def redo(self) -> History:
        if not self.can_redo:
            return self
        return History(past=self.past + (self.future[0],), future=self.future[1:])
