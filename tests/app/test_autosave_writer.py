"""The autosave is put into words once the window has painted the change,
and written by a worker thread: in order, the latest text winning, whole,
and a failure told."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from PySide6.QtCore import QEvent, QObject

from florenza_gui.app import autosave
from florenza_gui.app.autosave import autosave_path, read_autosave
from florenza_gui.app.autosave_writer import WRITER, AutosaveWriter
from florenza_gui.engine.rules.moves import CaptainMarker


def test_the_last_text_asked_for_is_the_one_on_the_disk(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    writer = AutosaveWriter()
    target = tmp_path / "autosave.json"
    for n in range(50):
        writer.write(target, f"text {n}\n")
    writer.wait()
    assert target.read_text() == "text 49\n"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"], "a temporary file was left behind"


def test_the_autosave_gets_the_mode_an_ordinary_write_gives(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    writer = AutosaveWriter()
    target = tmp_path / "autosave.json"
    old = os.umask(0o022)
    try:
        writer.write(target, "{}\n")
        writer.wait()
    finally:
        os.umask(old)
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_a_move_is_read_back_from_the_autosave_at_once(window) -> None:  # type: ignore[no-untyped-def]
    """Reading the autosave waits for the writes asked for: the last move is in it."""
    for space in (3, 5, 8):
        assert window.session.try_move(CaptainMarker(space)).ok
        found = read_autosave()
        assert found is not None and found.game == window.session.state


def test_an_autosave_that_cannot_be_written_is_told_and_the_game_goes_on(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    WRITER.wait()
    path = autosave_path()
    path.unlink(missing_ok=True)
    path.mkdir()  # the autosave's name taken by a folder: the rename onto it fails
    try:
        before = window.session.state
        assert window.session.try_move(CaptainMarker(6)).ok
        qtbot.waitUntil(lambda: "Autosave failed" in window.statusBar().currentMessage(), timeout=5000)
        assert window.session.state != before and window.undo_action.isEnabled(), "the move was lost"
        assert [p.name for p in path.parent.iterdir()] == [path.name], "a temporary file was left behind"
    finally:
        path.rmdir()


def test_a_moves_frame_is_painted_before_its_autosave_is_put_into_words(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The window answers first: the autosave's text is made once the frame showing the move is painted,
    and reading the autosave back then finds the move."""
    order: list[str] = []
    made = autosave.autosave_text
    monkeypatch.setattr(autosave, "autosave_text", lambda kept: order.append("words") or made(kept))

    class Frames(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.UpdateRequest:
                order.append("frame")
            return False

    frames = Frames()
    window.installEventFilter(frames)
    try:
        for space in (4, 7):
            order.clear()
            assert window.session.try_move(CaptainMarker(space)).ok
            qtbot.waitUntil(lambda: "words" in order)
            assert "frame" in order and order.index("frame") < order.index("words"), order
            found = read_autosave()
            assert found is not None and found.game == window.session.state
    finally:
        window.removeEventFilter(frames)
