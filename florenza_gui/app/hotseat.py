"""Hotseat privacy: the curtain drops whenever the turn passes from one
person to another at the same computer (RULES.md §9)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine.state import GameState
from .curtain import Curtain

if TYPE_CHECKING:
    from .window import MainWindow


class Hotseat(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.curtain = Curtain(window)
        self.at_screen: str | None = None  # the family whose player confirmed last
        self.enabled = True
        self.curtain.confirmed.connect(self._on_curtain_confirmed)
        window.controller.state_advanced.connect(self._on_controller_state)
        window.controller.state_reset.connect(self._on_controller_state)
        # the end of a round hands over to whoever opens the next one
        window.controller.sequence_moved.connect(lambda *_: self.check(window.controller.state))

    def humans(self, state: GameState) -> list[str]:
        return [f.id for f in state.families if not f.is_ghost]

    def _on_controller_state(self, state: GameState, *_: object) -> None:
        self.check(state)

    def check(self, state: GameState) -> None:
        c = self.window.controller
        if not self.enabled or c.in_sequence or len(self.humans(state)) < 2:
            return
        if state.active is not None and state.active != self.at_screen:
            self.curtain.cover(state, state.active)

    def peek(self) -> None:
        """Cover the board so the player at the screen may peek in private."""
        state = self.window.controller.state
        family = state.active or self.at_screen or next(iter(self.humans(state)), None)
        if family is not None:
            self.curtain.cover(state, family)

    def reset(self) -> None:
        self.at_screen = None
        self.curtain.hide()

    def _on_curtain_confirmed(self, family: str) -> None:
        self.at_screen = family
