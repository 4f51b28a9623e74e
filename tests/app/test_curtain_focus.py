"""Found at the last closing note: at the hotseat curtain a keyboard player
could not see which button has the focus (which one Space presses): the
platform's focus frame did not show on the curtain's dark ground. The
focused button wears a bright ring the other does not."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QPushButton

from florenza_gui.engine.rules.moves import EndTurn

GROUND = QColor("#2b1d0e")  # the curtain's own colour, painted behind its buttons


def _grab(button: QPushButton) -> QImage:
    QApplication.processEvents()
    return button.grab().toImage()


def _ring(image: QImage) -> QColor:
    """The colour of the button's edge, half-way down its left side, just inside the rounded frame."""
    return image.pixelColor(3, image.height() // 2)


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def _focus(qtbot, window, button: QPushButton) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus)


def test_the_focused_curtain_button_shows_a_ring_the_other_does_not(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.session.try_move(EndTurn())  # Red hands over to Blue: the curtain stands
    curtain = window.hotseat.curtain
    assert curtain.isVisible()
    # the curtain itself holds the focus (a Space meant for the board presses nothing): Tab reaches the buttons
    assert not curtain.go.hasFocus() and not curtain.peek_button.hasFocus()
    for focused, other in ((curtain.go, curtain.peek_button), (curtain.peek_button, curtain.go)):
        _focus(qtbot, window, other)
        unfocused = _grab(focused)
        _focus(qtbot, window, focused)
        lit = _grab(focused)
        assert lit != unfocused, f"{focused.text()!r} looks the same with the focus and without"
        # seen on the curtain's dark ground: the focused ring is bright, the other dark
        assert _distance(_ring(lit), GROUND) > 300, _ring(lit).name()
        assert _distance(_ring(lit), _ring(unfocused)) > 200, (_ring(lit).name(), _ring(unfocused).name())
        assert lit.size() == unfocused.size(), "nothing moves when the focus moves"


def test_tab_moves_the_ring_and_space_presses_the_button_that_wears_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.try_move(EndTurn())
    curtain = window.hotseat.curtain
    _focus(qtbot, window, curtain.go)
    qtbot.keyClick(curtain.go, Qt.Key.Key_Tab)
    assert curtain.peek_button.hasFocus()
    lit = _grab(curtain.peek_button)
    qtbot.keyPress(curtain.peek_button, Qt.Key.Key_Space)
    assert curtain.peek.text(), "Space held on the ringed button peeks"
    qtbot.keyRelease(curtain.peek_button, Qt.Key.Key_Space)
    assert curtain.peek.text() == ""
    assert _distance(_ring(lit), GROUND) > 300


def test_tab_never_takes_the_focus_behind_the_curtain(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Found writing the test above: Tab from 'I am … — show the board' took
    the focus behind the curtain (to the panels and the board nobody may see),
    where no ring shows at all. Tab and Shift+Tab go round its two buttons."""
    window.session.try_move(EndTurn())
    curtain = window.hotseat.curtain
    _focus(qtbot, window, curtain.go)
    seen = []
    for key in [Qt.Key.Key_Tab] * 3 + [Qt.Key.Key_Backtab] * 3:
        qtbot.keyClick(QApplication.focusWidget(), key)
        seen.append(QApplication.focusWidget())
    assert seen == [curtain.peek_button, curtain.go, curtain.peek_button, curtain.go, curtain.peek_button, curtain.go]
