"""Shared Qt fixtures for tests/qt, tests/board and tests/app (each folder's
conftest imports them): a real QApplication offscreen, a qasync loop to run the
``await``-based sequence, and a main window with animations at zero duration."""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
import qasync

from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game


def three_humans(seed: int = 3) -> GameState:
    seats = [Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.HUMAN),
             Seating("green", "Green", Seat.HUMAN)]
    return new_game(seats, seed=seed)


class AlwaysRunningLoop(qasync.QEventLoop):  # type: ignore[misc]
    """A qasync loop that counts as running for the whole test, as the app's does for the app's whole life
    (``main`` runs every window inside ``run_until_complete``). A test dispatches Qt's events itself too (a
    click, a key, a modal dialog's own event loop): a playback task those events resume finds its loop
    running there, as it would in the app (else its ``asyncio.sleep`` fails: "no running event loop").
    ``run_forever`` (and so ``run_until_complete``) runs as qasync's own."""

    def run_forever(self):  # type: ignore[no-untyped-def]
        asyncio.events._set_running_loop(None)
        try:
            return super().run_forever()
        finally:
            asyncio.events._set_running_loop(self)


@pytest.fixture
def loop(qapp) -> Iterator[asyncio.AbstractEventLoop]:  # type: ignore[no-untyped-def]
    event_loop = AlwaysRunningLoop(qapp, already_running=False)
    asyncio.set_event_loop(event_loop)
    asyncio.events._set_running_loop(event_loop)
    try:
        yield event_loop
    finally:
        asyncio.events._set_running_loop(None)
        event_loop.close()
        asyncio.set_event_loop(None)


# A RAM disk, where the system has one: the autosave is written and synced to disk
# after every move and step (QSaveFile), and a sync there costs nothing.
RAM_DISK = Path("/dev/shm")


@pytest.fixture(autouse=True)
def private_settings(tmp_path, tmp_path_factory, monkeypatch):  # type: ignore[no-untyped-def]
    """Each test gets its own user data folder (autosave), on the RAM disk where
    there is one, and its own settings file (in ``tmp_path``). The data folder is
    never inside ``tmp_path``, which a test may use as the folder it writes to."""
    from PySide6.QtCore import QSettings

    ram = RAM_DISK.is_dir() and os.access(RAM_DISK, os.W_OK)
    data = (Path(tempfile.mkdtemp(prefix="florenza-test-data-", dir=RAM_DISK)) if ram
            else tmp_path_factory.mktemp("data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    yield tmp_path
    forget_unanswered_boxes()
    if ram:
        shutil.rmtree(data, ignore_errors=True)


def autosave_on_disk() -> bytes:
    """The autosave's file as the disk holds it once the writes asked for have landed (what a kill
    then leaves behind: the writes are a worker thread's, a few milliseconds after each change)."""
    from florenza_gui.app.autosave import autosave_path
    from florenza_gui.app.autosave_writer import WRITER

    WRITER.wait()
    return autosave_path().read_bytes()


def write_autosave_file(data: str | bytes) -> None:
    """Put ``data`` in the autosave's file as the app never writes it (a kill's leftovers, a broken
    or hostile file), once the app's own writes asked for before have landed (they would land over it)."""
    from florenza_gui.app.autosave import autosave_path
    from florenza_gui.app.autosave_writer import WRITER

    WRITER.wait()
    path = autosave_path()
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data, encoding="utf-8")


def pass_curtain(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    """The next player confirms they are at the screen."""
    from PySide6.QtCore import Qt

    if win.hotseat.curtain.isVisible():
        qtbot.mouseClick(win.hotseat.curtain.go, Qt.MouseButton.LeftButton)


# The answerers still waiting for their box, each a flag cleared once it has
# answered or its test has ended (``private_settings``): one whose box never
# came would otherwise answer the next test's first question (a resume offer
# answered "Discard" by a test that ran before it).
_WAITING: list[list[bool]] = []


def answer_next_box(button, seen: list[str] | None = None) -> None:  # type: ignore[no-untyped-def]
    """Answer the next message box the window opens, in this test, with ``button``."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    waiting = [True]
    _WAITING.append(waiting)

    def answer() -> None:
        if not waiting[0]:
            return  # its test has ended
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            waiting[0] = False
            if seen is not None:
                seen.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(10, answer)
    QTimer.singleShot(0, answer)


def forget_unanswered_boxes() -> None:
    """Stop every answerer whose box never came (at a test's end)."""
    for waiting in _WAITING:
        waiting[0] = False
    _WAITING.clear()


def _unanswered_questions(found: list[str]) -> object:
    """A question nobody in the test answers would wait for ever: one still
    open two seconds after it was first seen is cancelled and the test fails,
    naming it. (One seen at a tick may have opened a moment before: the test
    may still be about to answer it, as the monkey does within milliseconds.)"""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != "save_before_replace":
            return
        if not box.property("seen_open"):
            box.setProperty("seen_open", True)  # the next tick decides
            return
        found.append(box.text())
        box.button(QMessageBox.StandardButton.Cancel).click()
    timer = QTimer()
    timer.timeout.connect(close)
    timer.start(2000)
    return timer


@pytest.fixture
def window(qtbot, loop):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from florenza_gui.app.i18n import install_language
    from florenza_gui.app.window import MainWindow

    install_language(QApplication.instance(), "en")  # (a test that chose Italian leaves no Italian to the next)
    win = MainWindow(three_humans())
    win.player.set_base_duration(0)
    qtbot.addWidget(win)
    win.resize(1280, 720)  # a laptop's screen, the smallest the window is laid out for (what reads there reads larger)
    with qtbot.waitExposed(win):
        win.show()
    pass_curtain(qtbot, win)
    unanswered: list[str] = []
    guard = _unanswered_questions(unanswered)
    yield win
    del guard
    assert not unanswered, f"a question nobody answered: {unanswered}"
    # no test may leave an animation running
    assert win.scene.animator.running == 0


def red_banks_14(driver) -> None:  # type: ignore[no-untyped-def]
    """A hotseat game (the ``driver``'s window): Red ends round 1 as Captain
    holding 10 + 2 + 2 (private); the curtain then stands for Red."""
    from florenza_gui.engine.rules.moves import CaptainMarker, Pass

    window = driver.window
    c = window.session
    assert driver.move(CaptainMarker(14))
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    driver.skip()
    assert c.state.family("red").tokens == (10, 2, 2)
    if driver.curtain() is None:
        driver.trigger(window.peek_action)  # Game ▸ Peek
    assert driver.curtain() == "red" and c.mode.curtain_for == "red"


@pytest.fixture
def driver(window, qtbot, loop, tmp_path):  # type: ignore[no-untyped-def]
    """The user at ``window``: actions and readings as a user has them (tests/driver.py)."""
    from tests.driver import Driver

    return Driver(window, qtbot, loop, tmp_path / "games")
