"""The mode is one frozen value the session holds: Play/Pause, the curtain and the viewer of a peek are parts
of it, and what the window shows follows it (the narration's Play button, the curtain's peek line)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from florenza_gui.engine.rules.moves import Pass
from florenza_gui.qt.modes import Mode, confirmed, viewing
from florenza_gui.qt.session import Session
from tests.guifixtures import three_humans


def test_the_mode_is_a_frozen_value_replaced_whole(qapp) -> None:  # type: ignore[no-untyped-def]
    session = Session(three_humans())
    before = session.mode
    with pytest.raises(dataclasses.FrozenInstanceError):
        before.playing = True  # type: ignore[misc]
    session.set_playing(True)
    assert session.mode.playing and not before.playing, "a mode read earlier changed under its reader"
    shown = session.shown()
    assert (shown.game, shown.timeline, shown.mode) == (session.state, None, session.mode)


def test_only_the_family_the_curtain_waits_for_may_be_the_viewer() -> None:
    mode = Mode(curtain_for="blue")
    assert viewing(mode, "red") == mode, "another family's tokens were put on screen"
    peeking = viewing(mode, "blue")
    assert peeking.viewer == "blue"
    after = confirmed(peeking)
    assert (after.curtain_for, after.at_screen, after.viewer) == (None, "blue", None)


def test_a_replaced_game_ends_play_and_the_peek_but_keeps_the_view_options(qapp) -> None:  # type: ignore[no-untyped-def]
    session = Session(three_humans())
    session.set_presenting(True)
    session.set_playing(True)
    session.peek()
    session.set_viewer(session.mode.curtain_for)
    assert session.mode.viewer is not None
    session.replace(three_humans(seed=4))
    assert not session.mode.playing and session.mode.viewer is None and session.mode.presenting


def test_play_and_pause_are_the_sessions_and_the_narration_follows(qtbot, window, loop) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    for family in ("red", "blue", "green"):  # everyone passes: the round may end
        if window.hotseat.curtain.isVisible():
            qtbot.mouseClick(window.hotseat.curtain.go, Qt.MouseButton.LeftButton)
        assert s.try_move(Pass()).ok, family
    s.set_playing(True)  # (as Play does while its steps run)
    assert window.narration.play_button.text() == "Pause ❚❚"
    s.set_playing(False)
    assert window.narration.play_button.text() == "Play ▶▶"


def test_the_peek_line_shows_exactly_while_its_family_is_the_viewer(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    s.peek()
    curtain = window.hotseat.curtain
    family = s.mode.curtain_for
    assert family is not None and curtain.isVisible() and curtain.peek.text() == ""
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert s.mode.viewer == family and curtain.peek.text() != ""
    qtbot.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert s.mode.viewer is None and curtain.peek.text() == ""
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(curtain.go, Qt.MouseButton.LeftButton)  # confirmed with the button still held
    QApplication.processEvents()
    assert s.mode.viewer is None and s.mode.at_screen == family and curtain.peek.text() == ""


def test_a_replaced_game_is_told_once_with_its_mode(qapp) -> None:  # type: ignore[no-untyped-def]
    """Whoever follows the mode follows the game too: a game put on the table is one change to show,
    its mode with it, not two (the window rendered everything twice for each game opened)."""
    from florenza_gui.engine.rules.setup import new_game
    from florenza_gui.engine.sim.simulate import seatings

    session = Session(new_game(seatings(1, 2), seed=5))
    told: list[str] = []
    session.game_changed.connect(lambda: told.append("game"))
    session.mode_changed.connect(lambda: told.append("mode"))
    session.replace(new_game(seatings(1, 2), seed=6))
    assert told == ["game"]
    told.clear()
    session.replace(new_game(seatings(1, 2), seed=7), demo=True)  # a lesson now: the mode changed
    assert told == ["game"] and session.mode.lesson
