"""The session's two ways of showing a game beside plain play: the meetup demo mode and the hotseat curtain.

The demo mode is either the game's own (a scenario is a lesson) or one *lent* while the scenario editor,
the presentation view or draws by hand (R8.7) are on; when the last feature lending it is off, the mode
the first one found comes back. Back and Undo may cross a cash-in (D13) only in the game's own demo mode.

The curtain (RULES.md §9) covers the board when the turn passes between people at one computer, until the
next player confirms, so nobody sees another family's Prestige token values. The demo mode lifts it (the
whole table looks on); it is never raised in the editor, during an end of round, or with fewer than two
humans. :class:`DemoAndCurtain` is mixed into :class:`~.session.Session`, which owns the state named below."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.state import GameState
    from .timeline import Timeline
    from .undo import UndoHistory


class DemoAndCurtain:
    """The demo-lending bookkeeping and the curtain of a :class:`~.session.Session`."""

    # owned and set up by the session
    _game: GameState
    _undo: UndoHistory
    timeline: Timeline | None
    mode_changed: Any  # the session's Qt signal
    editing: bool
    animating: bool
    demo: bool  # the meetup demo: no curtain; Back and Undo reach anywhere
    manual_draws: bool
    presenting: bool
    _lending: set[str]  # the features lending the demo mode now
    _demo_before: bool  # the game's own mode while a feature lends one
    curtain_for: str | None  # the family the board is covered for
    at_screen: str | None  # the family whose player confirmed last

    def humans(self) -> list[str]:
        return [f.id for f in self._game.families if not f.is_ghost]

    # -- the demo mode: the game's own, or lent --------------------------------------------------
    @property
    def own_demo(self) -> bool:
        """The game's own mode (a scenario is a lesson), not one the editor, presentation or draws by hand lend."""
        return self._demo_before if self._lending else self.demo

    def set_demo(self, on: bool) -> None:
        if self._lending:
            self._demo_before = on  # a feature lends the mode now: this is the one it gives back
            on = True
        self._switch_demo(on)

    def _switch_demo(self, on: bool) -> None:
        if self.demo != on:
            self.demo = on
            if on:
                self.curtain_for = None
            else:
                self._undo.close_past_barriers()  # undo stops at the last point of no return again (D13)
            self._check_curtain()
            self.mode_changed.emit()

    def _lend_demo(self, feature: str, on: bool) -> None:
        if on and feature not in self._lending:
            # the game's own mode is the one found by the first feature to lend, never a lent one
            self._demo_before = self._demo_before if self._lending else self.demo
            self._lending.add(feature)
            self._switch_demo(True)
        elif not on and feature in self._lending:
            self._lending.discard(feature)
            if not self._lending:
                self._switch_demo(self._demo_before)

    def _demo_on_replace(self, demo: bool | None) -> None:
        """Another game is put on the table: the editor lends the mode no more (if it alone lent it, the mode it
        found comes back); ``demo`` (None: unchanged) is the new game's own mode, kept aside while the
        presentation view or draws by hand still lend theirs."""
        if self._lending == {"editor"}:
            self.demo = self._demo_before
        self._lending.discard("editor")
        if demo is not None and self._lending:
            self._demo_before = demo
        elif demo is not None:
            self.demo = demo

    def set_presenting(self, on: bool) -> None:
        self.presenting = on
        self._lend_demo("presenting", on)
        self.mode_changed.emit()

    def set_manual_draws(self, on: bool) -> None:
        self.manual_draws = on
        self._lend_demo("manual draws", on)
        self.mode_changed.emit()

    # -- the curtain (RULES.md §9) ------------------------------------------------------------------
    def _check_curtain(self) -> None:
        """RULES.md §9: when the turn passes between people at one computer, cover the board till they confirm."""
        if self.demo or self.editing or self.timeline is not None or len(self.humans()) < 2:
            return
        active = self._game.active
        if active is not None and active != self.at_screen:
            self.curtain_for = active

    def peek(self) -> None:
        """Cover the board so the player at the screen may peek in private."""
        if self.demo or self.editing or self.animating:
            return
        family = self._game.active or self.at_screen or next(iter(self.humans()), None)
        if family is not None:
            self.curtain_for = family
            self.mode_changed.emit()

    def confirm_curtain(self) -> None:
        if self.curtain_for is not None:
            self.at_screen, self.curtain_for = self.curtain_for, None
            self.mode_changed.emit()
