"""The hotseat peek (RULES.md §9) is readable in a small window however many
tokens a family holds: written one by one while that fits on a line, else
counted by value as the R9.1 reveal writes them ("6×10 + 6×5 + …"), and
wrapped rather than cut; the words and the total always show. It shows only
the owner's tokens, only while the button is held."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QRect, Qt

from florenza_gui.engine.files import saves
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game

HELD = [10, 5, 2, 1] * 6  # six cash-ins of 18: 24 tokens, 108


def _file(tmp_path: Path) -> Path:
    """Two humans in round 7, Red (to play) holding ``HELD``."""
    data = saves.to_dict(new_game([Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.HUMAN)], seed=3))
    data["round"] = 7
    data["families"][0]["tokens"] = HELD
    text = json.dumps(data)
    assert saves.loads(text).family("red").tokens == tuple(HELD)
    path = tmp_path / "tok24.json"
    path.write_text(text, encoding="utf-8")
    return path


def _peek(qtbot, window) -> str:  # type: ignore[no-untyped-def]
    curtain = window.hotseat.curtain
    assert curtain.isVisible() and curtain.family == "red"
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    return str(curtain.peek.text())


def _assert_whole_text_shows(window) -> None:  # type: ignore[no-untyped-def]
    """Every line of the peek lies inside its label, and the label inside the window."""
    label = window.hotseat.curtain.peek
    needed = label.fontMetrics().boundingRect(label.contentsRect(), int(Qt.TextFlag.TextWordWrap), label.text())
    assert label.contentsRect().contains(needed), (needed, label.contentsRect(), label.text())
    on_window = QRect(label.mapTo(window, label.rect().topLeft()), label.size())
    assert window.rect().contains(on_window), (on_window, window.rect())


def test_24_tokens_at_1024x640_show_the_words_and_the_total(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 640)
    assert window.files.open_path(str(_file(tmp_path)))
    qtbot.waitUntil(lambda: window.hotseat.curtain.width() <= 1024)
    text = _peek(qtbot, window)
    assert text == "Your tokens: 6×10 + 6×5 + 6×2 + 6×1 = 108"
    qtbot.waitUntil(lambda: window.hotseat.curtain.peek.height() > 0)
    _assert_whole_text_shows(window)
    qtbot.mouseRelease(window.hotseat.curtain.peek_button, Qt.MouseButton.LeftButton)
    assert window.hotseat.curtain.peek.text() == ""


def test_a_peek_that_fits_stays_one_by_one_and_follows_a_resize(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window.resize(1920, 1080)
    assert window.files.open_path(str(_file(tmp_path)))
    qtbot.waitUntil(lambda: window.hotseat.curtain.width() > 1600)
    assert _peek(qtbot, window) == "Your tokens: " + " + ".join(map(str, sorted(HELD, reverse=True))) + " = 108"
    _assert_whole_text_shows(window)
    window.resize(1024, 640)  # still held: written again for the narrower window
    qtbot.waitUntil(lambda: window.hotseat.curtain.peek.text() == "Your tokens: 6×10 + 6×5 + 6×2 + 6×1 = 108")
    qtbot.wait(20)
    _assert_whole_text_shows(window)


def test_a_narrow_window_wraps_the_peek_rather_than_cutting_it(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window.setMinimumSize(0, 0)
    window.resize(560, 640)
    assert window.files.open_path(str(_file(tmp_path)))
    qtbot.waitUntil(lambda: window.hotseat.curtain.width() <= 560)
    text = _peek(qtbot, window)
    assert text.startswith("Your tokens: ") and text.endswith("= 108")
    qtbot.wait(20)
    _assert_whole_text_shows(window)


def test_the_monkey_s_curtain_check_reads_a_peek_counted_by_value(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tests.app.monkey_checks import check_curtain

    window.resize(1024, 640)
    assert window.files.open_path(str(_file(tmp_path)))
    qtbot.waitUntil(lambda: window.hotseat.curtain.width() <= 1024)
    assert check_curtain(window) is None
