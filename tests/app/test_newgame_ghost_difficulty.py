"""File ▸ New game offers what applies: the Ghosts' difficulty (G1) is
enabled only while at least one of the families shown is seated as a Ghost,
and says why when it is not. Real clicks and keys in the dialog opened from
the window's shortcut."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def _open_dialog(qtbot, window):  # type: ignore[no-untyped-def]
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.new_game_dialog
    assert QTest.qWaitForWindowExposed(dialog)
    return dialog


def test_the_ghost_difficulty_is_enabled_only_with_a_ghost_seat(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = _open_dialog(qtbot, window)
    assert dialog.difficulty.isEnabled()  # the first time: Solo, two Ghosts
    qtbot.mouseClick(dialog.hotseat_button, Qt.MouseButton.LeftButton)
    assert not dialog.difficulty.isEnabled(), "three people and no Ghost: the difficulty does not apply"
    assert "Ghost" in dialog.difficulty.toolTip()
    QTest.keyClick(dialog.seats[2], Qt.Key.Key_Down)  # the third family: Human -> Ghost
    assert dialog.seats[2].currentText() == "Ghost"
    assert dialog.difficulty.isEnabled()
    QTest.keyClick(dialog.difficulty, Qt.Key.Key_Down)  # and it can be chosen
    assert dialog.difficulty.currentData() == "hard"
    QTest.keyClick(dialog.seats[2], Qt.Key.Key_Up)  # back to a person
    assert not dialog.difficulty.isEnabled()
    QTest.keyClick(dialog.seats[3], Qt.Key.Key_Down)  # a fourth family, not shown, seated as a Ghost
    QTest.keyClick(dialog.count, Qt.Key.Key_Down)  # two families shown
    assert not dialog.difficulty.isEnabled()
    for _ in range(2):
        QTest.keyClick(dialog.count, Qt.Key.Key_Up)  # four: the Ghost is in the game
    assert dialog.count.value() == 4 and dialog.difficulty.isEnabled()
    dialog.reject()
