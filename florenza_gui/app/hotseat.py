"""Hotseat privacy (RULES.md §9): the curtain shows whenever the session says
the board is covered; confirming at the curtain tells the session who is at
the screen. The rule of when it drops lives in the session."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from ..qt.session import Session
from .curtain import Curtain


class Hotseat(QObject):
    def __init__(self, session: Session, cover: QWidget) -> None:
        super().__init__(cover)
        self.session = session
        self.curtain = Curtain(cover)
        self.curtain.confirmed.connect(self._on_curtain_confirmed)

    @property
    def at_screen(self) -> str | None:
        return self.session.at_screen

    def render(self) -> None:
        s = self.session
        family = s.curtain_for
        if family is None:
            if not self.curtain.isHidden():
                self.curtain.hide()
        elif self.curtain.isHidden() or self.curtain.family != family:
            self.curtain.cover(s.state, family)

    def peek(self) -> None:
        self.session.peek()

    def _on_curtain_confirmed(self, family: str) -> None:
        self.session.confirm_curtain()
