"""New game (Ctrl+N), Open (Ctrl+O) and Save As (Ctrl+Shift+S) behind the
hotseat curtain (RULES.md §9). Decided: they stay allowed there — they are
the table's, not a player's (a group may save and stop mid-turn, or start
again) — and their dialogs open over the curtain, which stays up while they
are open and after a Cancel (the focus back on its own button, for a
keyboard player). No dialog they open shows anything hidden (a token value,
a private sentence), and a game they put on the table (New game, Open) gets
the curtain again for its own next player, with no peek showing."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QDialog, QLabel, QLineEdit, QWidget

from florenza_gui.engine.files import saves
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game
from tests.guifixtures import red_banks_14

SECRETS = re.compile(r"10 \+ 2 \+ 2|banks \d+|worth \d+|tokens? \d+ \+|= 14\b")


def dialog_texts(dialog: QWidget) -> list[str]:
    """Every text a person at the screen can read in ``dialog``: its title, and
    each widget's text, placeholder, tooltip, accessible name and items."""
    texts = [dialog.windowTitle()]
    for widget in [dialog, *dialog.findChildren(QWidget)]:
        texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(), widget.whatsThis()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
    return [t for t in texts if t]


def _when_open(act: Callable[[QDialog], None], seen: list[QDialog]) -> None:
    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible():
            seen.append(dialog)
            act(dialog)
        else:
            QTimer.singleShot(10, look)
    QTimer.singleShot(0, look)


def _look_then_cancel(window: Any, found: dict[str, Any]) -> Callable[[QDialog], None]:
    def act(dialog: QDialog) -> None:
        found["texts"] = dialog_texts(dialog)
        found["curtain up"] = window.hotseat.curtain.isVisible() and window.session.mode.curtain_for == "red"
        dialog.reject()
    return act


def _assert_curtain_back_for_red(qtbot: Any, window: Any) -> None:
    curtain = window.hotseat.curtain
    QApplication.processEvents()
    assert curtain.isVisible() and window.session.mode.curtain_for == "red" and curtain.family == "red"
    assert curtain.peek.text() == ""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert curtain.isAncestorOf(QApplication.focusWidget()), "the focus went behind the curtain"


def test_file_dialogs_over_the_curtain_show_nothing_hidden_and_cancel_leaves_it_up(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    for name, action in (("Open", window.open_action), ("Save As", window.save_as_action),
                         ("New game", window.new_action)):
        found: dict[str, Any] = {}
        seen: list[QDialog] = []
        _when_open(_look_then_cancel(window, found), seen)
        action.trigger()
        qtbot.waitUntil(lambda found=found: "texts" in found)
        assert found["curtain up"], f"the curtain came down while {name}'s dialog was open"
        leaked = [t for t in found["texts"] if SECRETS.search(t)]
        assert not leaked, f"{name}'s dialog shows hidden values: {leaked}"
        assert found["texts"], f"{name}'s dialog was read"
        _assert_curtain_back_for_red(qtbot, window)
        assert window.session.state.family("red").tokens == (10, 2, 2), f"{name} cancelled changed the game"


def test_save_as_behind_the_curtain_saves_and_the_curtain_stays(qtbot, window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    path = tmp_path / "kept.json"

    def choose(dialog: QDialog) -> None:
        dialog.selectFile(str(path))  # type: ignore[attr-defined]
        dialog.accept()
    _when_open(choose, [])
    window.save_as_action.trigger()
    assert saves.load_path(str(path)) == window.session.state
    _assert_curtain_back_for_red(qtbot, window)
    assert not [t for t in [window.statusBar().currentMessage()] if SECRETS.search(t)]


def test_a_new_game_from_behind_the_curtain_keeps_it_up_for_its_first_player(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    window.session.mark_saved()  # (no question about the game being replaced)
    window.new_action.trigger()
    dialog = window.new_game_dialog
    dialog.hotseat_button.click()  # (three people at this computer; the first run's default is Solo)
    dialog.names[0].setText("Anna")
    dialog.accept()
    s, curtain = window.session, window.hotseat.curtain
    first = s.state.active
    assert s.state.round == 1 and first is not None and s.state.family(first).tokens == ()
    assert curtain.isVisible() and s.mode.curtain_for == first and s.mode.at_screen is None
    assert s.state.name(first) in curtain.title.text()
    assert curtain.peek.text() == ""
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert curtain.peek.text() == "You hold no tokens yet"
    qtbot.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)


def test_a_game_opened_from_behind_the_curtain_keeps_it_up_for_its_next_player(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    red_banks_14(driver)
    window.session.mark_saved()
    other = new_game([Seating("blue", "Bruno", Seat.HUMAN), Seating("red", "Anna", Seat.HUMAN)], seed=8)
    path = tmp_path / "other.json"
    saves.save_path(other, str(path))

    def choose(dialog: QDialog) -> None:
        dialog.selectFile(str(path))  # type: ignore[attr-defined]
        dialog.accept()
    _when_open(choose, [])
    window.open_action.trigger()
    s, curtain = window.session, window.hotseat.curtain
    assert s.state == other
    assert curtain.isVisible() and s.mode.curtain_for == other.active and s.mode.at_screen is None
    assert other.name(other.active) in curtain.title.text() and curtain.peek.text() == ""
