"""The session's two ways of showing a game beside plain play: the meetup demo mode and the hotseat curtain.

The demo mode is the game's own when the game is a lesson (a scenario opened from the Demo menu). Only a
lesson goes without the curtain and the peek, and lets Back and Undo past the points of no return (a tile
drawn, R8.7; a Ghost card, G1; a Captain's cash-in with two or more humans, D13). The scenario editor, the
presentation view and draws by hand (R8.7) *lend* the demo features while they are on (a log line puts the
cursor on its step), but a lent mode never changes who may see what nor where Back and Undo stop: a hotseat
game keeps its curtain and a solo game its points of no return whatever option is on.

The curtain (RULES.md §9) covers the board when the turn passes between people at one computer, until the
next player confirms, so nobody sees another family's Prestige token values. It is never raised in a lesson,
in the editor, during an end of round, or with fewer than two humans. :class:`DemoAndCurtain` is mixed into
:class:`~.session.Session`, which owns the state named below."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.rules.privacy import several_humans

if TYPE_CHECKING:
    from ..engine.model.state import GameState
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
    manual_draws: bool
    presenting: bool
    _own_demo: bool  # the game is a lesson
    _lending: set[str]  # the features lending the demo features now
    curtain_for: str | None  # the family the board is covered for
    at_screen: str | None  # the family whose player confirmed last

    def humans(self) -> list[str]:
        return [f.id for f in self._game.families if not f.is_ghost]

    # -- the demo mode: the game's own, or lent ---------------------------------------------------
    @property
    def own_demo(self) -> bool:
        """The game is a lesson: no curtain, no peek, Back and Undo past every point of no return.
        The one question the curtain, the peek and the points of no return ask (never :attr:`demo`)."""
        return self._own_demo

    @property
    def demo(self) -> bool:
        """The demo features are on: the game's own demo mode, or one the editor, the presentation view
        or draws by hand lend (which changes nothing of who may see what: see :attr:`own_demo`)."""
        return self._own_demo or bool(self._lending)

    def set_demo(self, on: bool) -> None:
        """The game's own mode: a lesson (``on``), or play."""
        if self._own_demo != on:
            self._own_demo = on
            if on:
                self.curtain_for = None
            else:
                self._undo.close_past_barriers()  # undo stops at the last point of no return again (D13)
            self._check_curtain()
            self.mode_changed.emit()

    def _lend_demo(self, feature: str, on: bool) -> None:
        if on:
            self._lending.add(feature)
        else:
            self._lending.discard(feature)

    def _demo_on_replace(self, demo: bool | None) -> None:
        """Another game is put on the table: the editor lends the demo features no more; ``demo`` (None:
        unchanged) is the new game's own mode. The presentation view and draws by hand stay as they are."""
        self._lending.discard("editor")
        if demo is not None:
            self._own_demo = demo

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
        if self.own_demo or self.editing or self.timeline is not None or not several_humans(self._game):
            return
        active = self._game.active
        if active is not None and active != self.at_screen:
            self.curtain_for = active

    def peek(self) -> None:
        """Cover the board so the player at the screen may peek in private."""
        if self.own_demo or self.editing or self.animating:
            return
        family = self._game.active or self.at_screen or next(iter(self.humans()), None)
        if family is not None:
            self.curtain_for = family
            self.mode_changed.emit()

    def confirm_curtain(self) -> None:
        if self.curtain_for is not None:
            self.at_screen, self.curtain_for = self.curtain_for, None
            self.mode_changed.emit()
