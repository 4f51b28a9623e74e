"""Hotseat privacy (RULES.md §9): the curtain shows whenever the session says
the board is covered; confirming at the curtain tells the session who is at
the screen. The rule of when it drops lives in the session."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from ..qt.session import Session

if TYPE_CHECKING:
    from .curtain import Curtain


class Hotseat(QObject):
    def __init__(self, session: Session, cover: QWidget, board: QWidget) -> None:
        super().__init__(cover)
        self.session = session
        self._cover, self._board = cover, board
        self._curtain: Curtain | None = None  # built when first needed: a solo launch never shows it

    @property
    def curtain(self) -> Curtain:
        if self._curtain is None:
            from .curtain import Curtain

            self._curtain = Curtain(self._cover, lambda: self.session.state, lambda: self.session.mode.viewer)
            self._curtain.confirmed.connect(self._on_curtain_confirmed)
            self._curtain.peek_held.connect(self._on_peek_held)
        return self._curtain

    def retranslate(self) -> None:
        if self._curtain is not None:
            self._curtain.retranslate()

    @property
    def at_screen(self) -> str | None:
        return self.session.mode.at_screen

    def render(self) -> None:
        s = self.session
        family = s.mode.curtain_for
        if family is None:
            if self._curtain is not None and not self._curtain.isHidden():
                self._curtain.hide()
        else:
            self.curtain.cover(family)  # named from the game now on the table, even when it stood already

    def peek(self) -> None:
        self.session.peek()

    def _on_peek_held(self, held: bool) -> None:
        self.session.set_viewer(self.session.mode.curtain_for if held else None)

    def _on_curtain_confirmed(self, family: str) -> None:
        self.session.confirm_curtain()
        if self.session.mode.curtain_for is None:
            # the player at the screen begins on the board: the first Tab selects one of their pieces
            self._board.setFocus(Qt.FocusReason.OtherFocusReason)
