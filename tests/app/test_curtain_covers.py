"""The hotseat curtain covers the board (RULES.md §9): while it stands,
nothing under it is painted at all, not the board nor the panels; it is
painted instead, and once it drops, the board is painted again."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from florenza_gui.engine.rules.moves import Pass


class _Paints(QObject):
    def __init__(self, *widgets: QWidget) -> None:
        super().__init__()
        self.count = dict.fromkeys(widgets, 0)
        for w in widgets:
            w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched in self.count:
            self.count[watched] += 1  # type: ignore[index]
        return False


def test_nothing_under_the_curtain_is_painted(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(Pass())  # Red passes: the curtain rises for Blue
    curtain = window.hotseat.curtain
    qtbot.waitUntil(lambda: curtain.isVisible())
    board, log = driver.board_surface(), window.log_view.viewport()
    paints = _Paints(board, log, curtain)
    window.repaint()  # the whole window, at once
    assert paints.count[curtain] >= 1
    assert paints.count[board] == 0 and paints.count[log] == 0, paints.count
    driver.confirm_curtain()
    qtbot.waitUntil(lambda: not curtain.isVisible())
    window.repaint()
    assert paints.count[board] >= 1
