"""Text from a user or a file is shown as text, never markup (FORMAT.md):
family names, scenario titles and paragraphs, file names and log lines, on
every label, tooltip, dialog, the curtain, the narration, the standings and
the board. The names that crashed or hung the app (``<img
src="/dev/zero">``, an image that is a FIFO) are opened in a separate
process under a timeout, so that a regression fails one test instead of
killing the run."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.editor import describe
from florenza_gui.engine.model.types import Phase, Seat
from florenza_gui.engine.rules.moves import Pass
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.qt import plain

ROOT = Path(__file__).resolve().parents[2]
_QT: Any = QtGui.Qt  # mightBeRichText lives in QtGui's Qt namespace

BOLD = "<b>B</b>"
HUGE = '<h1 style="font-size:400px">X</h1>'
IMAGE = '<img src="no-such-image.png"> & Co'
NAMES = (BOLD, HUGE, IMAGE)


def markup_game(seed: int = 5):  # type: ignore[no-untyped-def]
    seats = [Seating("red", BOLD, Seat.HUMAN), Seating("blue", HUGE, Seat.HUMAN),
             Seating("green", IMAGE, Seat.HUMAN)]
    return new_game(seats, seed=seed)


def _rendered(text: str) -> str:
    """What Qt shows for a tooltip: rich text when it looks like HTML."""
    if not _QT.mightBeRichText(text):
        return text
    for name in NAMES:  # never hand raw markup to the HTML engine (an <img> is loaded)
        assert name not in text, f"raw markup in a rich tooltip: {text!r}"
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _check_tooltip(text: str, where: str) -> None:
    """Qt shows a tooltip as rich text when it looks like HTML: then no name
    may be in it raw (it would be drawn, or its image loaded)."""
    if _QT.mightBeRichText(text):
        for name in NAMES:
            assert name not in text, f"{where}: raw markup in a rich tooltip: {text!r}"


def _labels_and_tooltips(app: QApplication) -> tuple[list[QLabel], list[tuple[str, str]]]:
    labels: list[QLabel] = []
    tips: list[tuple[str, str]] = []
    for top in app.topLevelWidgets():
        widgets = [top, *top.findChildren(QWidget)]
        for w in widgets:
            if isinstance(w, QLabel) and type(w).__name__ != "QTipLabel":
                labels.append(w)
            tips.append((w.toolTip(), f"{type(w).__name__} {w.objectName()}"))
        for action in top.findChildren(QAction):
            tips.append((action.toolTip(), f"action {action.text()}"))
    return labels, tips


def assert_all_plain(driver, app: QApplication) -> None:  # type: ignore[no-untyped-def]
    window = driver.window
    labels, tips = _labels_and_tooltips(app)
    assert labels
    for label in labels:
        assert label.textFormat() is Qt.TextFormat.PlainText, (
            f"a QLabel may render markup: {type(label.parentWidget()).__name__} {label.text()!r}")
    tips += driver.board_tooltips()
    for html in driver.board_rich_texts():
        assert "<img" not in html and "font-size:400px" not in html
    roles = (Qt.ItemDataRole.ToolTipRole,)
    for model in (window.log_model, window.families_model, window.standings_model):
        columns = 1 if model is window.log_model else model.columnCount()
        for row in range(model.rowCount()):
            for col in range(columns):
                for role in roles:
                    value = model.index(row, col).data(role)
                    if value:
                        tips.append((str(value), f"{type(model).__name__} {row},{col}"))
    for text, where in tips:
        if text:
            _check_tooltip(text, where)


def _names_show_literally(driver) -> None:  # type: ignore[no-untyped-def]
    """The names reach the screen as typed: the banner, the window title,
    the narration, the board's tooltips."""
    window = driver.window
    texts = [window.banner.text(), window.windowTitle(), window.narration.why.text()]
    texts += driver.board_names()
    blob = "\n".join(texts)
    assert any(name in blob for name in NAMES)


@pytest.fixture
def markup_window(window, driver):  # type: ignore[no-untyped-def]
    driver.put(markup_game(), "markup.json")
    return window


def test_markup_names_are_plain_on_every_surface_through_a_whole_game(markup_window, driver, qapp) -> None:  # type: ignore[no-untyped-def]
    window = markup_window
    c = window.session
    assert c.state.family("red").name == BOLD
    assert_all_plain(driver, qapp)
    _names_show_literally(driver)
    for _ in range(7):
        while c.state.active is not None:
            driver.confirm_curtain()
            assert_all_plain(driver, qapp)
            assert driver.move(Pass())
        driver.step()
        assert_all_plain(driver, qapp)
        driver.skip()
        driver.confirm_curtain()
        assert_all_plain(driver, qapp)
    assert c.state.phase is Phase.GAME_OVER
    assert window.standings_panel.isVisible() or window.standings_dock.isVisible()
    assert any(name in window.standings_panel.winner.text() for name in NAMES) or window.standings_panel.winner.text()
    assert_all_plain(driver, qapp)


def test_the_curtain_shows_a_markup_name_as_written(markup_window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import EndTurn

    window = markup_window
    driver.confirm_curtain()
    assert driver.move(EndTurn())
    curtain = window.hotseat.curtain
    assert curtain.isVisible()
    assert HUGE in curtain.title.text()
    assert curtain.title.textFormat() is Qt.TextFormat.PlainText
    driver.confirm_curtain()
    assert driver.move(EndTurn())
    # '&' in a name is a letter on the button, not a keyboard shortcut
    assert "&&" in curtain.go.text() and curtain.go.accessibleName().count("&") == 1


def test_the_log_and_narration_show_markup_as_text(markup_window, driver) -> None:  # type: ignore[no-untyped-def]
    window = markup_window
    driver.confirm_curtain()
    assert driver.move(Pass())
    assert BOLD in window.narration.why.text()
    assert window.narration.why.textFormat() is Qt.TextFormat.PlainText
    rows = [window.log_model.index(r, 0).data() for r in range(window.log_model.rowCount())]
    assert any(BOLD in row for row in rows)


def test_an_open_error_names_a_markup_path_as_text(markup_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = markup_window
    before = window.session.state
    bad = tmp_path / '<h1 style="font-size:400px">big.json'
    bad.write_text("{", encoding="utf-8")
    assert not window.files.open_path(str(bad))
    box = window.files.last_error
    assert isinstance(box, QMessageBox)
    texts = [label.text() for label in box.findChildren(QLabel)]
    assert any(bad.name in t for t in texts)
    for label in box.findChildren(QLabel):
        assert label.textFormat() is Qt.TextFormat.PlainText, label.text()
    assert window.session.state == before
    box.close()


def test_a_markup_scenario_title_and_paragraph_are_text(markup_window, tmp_path, qapp, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.files.scenarios import list_scenarios

    window = markup_window
    folder = tmp_path / "scenarios"
    folder.mkdir()
    saves.save_path(describe(markup_game(), HUGE, f"A paragraph with {IMAGE}"), folder / "s.json")
    (entry,) = list_scenarios(folder)
    assert window.demo.open_scenario(entry)
    assert HUGE in window.narration.why.text() and IMAGE in window.narration.why.text()
    assert window.narration.why.textFormat() is Qt.TextFormat.PlainText
    window.demo.scenarios = lambda: [entry]  # type: ignore[method-assign]
    window.demo._fill_menu()
    titles = [a for a in window.demo.menu.findChildren(QAction) if "font-size" in a.text()]
    assert titles and all(_rendered(a.toolTip()) == entry.description for a in titles)
    assert_all_plain(driver, qapp)


def test_recent_files_show_a_markup_path_as_text(markup_window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window = markup_window
    name = tmp_path / "<b>A&B<b>.json"
    saves.save_path(markup_game(), name)
    window.prefs.add_recent(str(name))
    window.files._fill_recent()
    (action,) = [a for a in window.files.recent_menu.actions() if "A&&B" in a.text()]
    assert _rendered(action.toolTip()) == str(name)


def test_the_message_box_helpers_make_every_text_plain(qapp) -> None:  # type: ignore[no-untyped-def]
    box = plain.message_box(QMessageBox.Icon.Critical, HUGE, BOLD, None, informative=IMAGE)
    labels = box.findChildren(QLabel)
    assert {BOLD, IMAGE} <= {label.text() for label in labels}
    assert all(label.textFormat() is Qt.TextFormat.PlainText for label in labels)
    box.deleteLater()


def test_plain_tip_shows_the_characters_as_typed(qapp) -> None:  # type: ignore[no-untyped-def]
    for name in (*NAMES, "Red & Blue", "a < b", "plain"):
        assert _rendered(plain.tip(name)) == name
    assert plain.tip("Red") == "Red"  # plain text stays as it is (it doubles as an accessible name)


# -- the names that aborted or hung the app: a real process, under a timeout ----------------
def _florenza(*args: str, env_extra: dict[str, str] | None = None, timeout: int = 90,
              cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env_extra or {})}
    code = "import sys; from florenza_gui.app.main import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=cwd)


def _save_with_names(path: Path, *names: str) -> None:
    colours = ("red", "blue", "green")
    seats = [Seating(c, n, Seat.HUMAN) for c, n in zip(colours, names, strict=False)]
    saves.save_path(new_game(seats, seed=2), path)


def test_an_image_name_pointing_at_dev_zero_neither_aborts_nor_hangs(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = tmp_path / "zero.json"
    _save_with_names(game, '<img src="/dev/zero">', "Blue")
    shot = tmp_path / "zero.png"
    done = _florenza("--open", str(game), "--screenshot", str(shot), "--size", "1280x800")
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.stat().st_size > 10_000


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_an_image_name_pointing_at_a_fifo_does_not_hang(tmp_path) -> None:  # type: ignore[no-untyped-def]
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    game = tmp_path / "fifo.json"
    _save_with_names(game, '<img src="pipe">', "Blue")  # relative to the working folder
    shot = tmp_path / "fifo.png"
    done = _florenza("--open", str(game), "--screenshot", str(shot), "--size", "1280x800", timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]


def test_resuming_an_autosave_with_a_markup_name_does_not_crash(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The autosave holds the same names: accepting "Resume?" must work."""
    data = tmp_path / "data"
    config = tmp_path / "config"
    folder = data / "Florenza Table" / "Florenza Table"
    folder.mkdir(parents=True)
    seats = [Seating("red", '<img src="/dev/zero">', Seat.HUMAN), Seating("blue", HUGE, Seat.HUMAN)]
    body = {"format": "florenza-autosave", "version": 1, "steps_shown": 0,
            "game": saves.to_dict(new_game(seats, seed=3))}
    (folder / "autosave.json").write_text(json.dumps(body), encoding="utf-8")
    out = tmp_path / "state.json"
    done = _florenza("--resume", "yes", "--dump-state", str(out),
                     env_extra={"XDG_DATA_HOME": str(data), "XDG_CONFIG_HOME": str(config)})
    assert done.returncode == 0, done.stderr[-2000:]
    resumed = saves.load_path(out)
    assert resumed.family("red").name == '<img src="/dev/zero">'


def test_no_view_makes_a_label_tooltip_or_message_box_of_its_own() -> None:
    """The one place: every QLabel comes from ``plain.text_label``, every
    tooltip passes through ``plain.tip``, every message box through ``plain``,
    and nothing sets HTML."""
    problems: list[str] = []
    for path in sorted((ROOT / "florenza_gui").rglob("*.py")):
        if path.name == "plain.py":
            continue
        text = path.read_text(encoding="utf-8")
        for n, line in enumerate(text.splitlines(), start=1):
            where = f"{path.relative_to(ROOT)}:{n}"
            if re.search(r"\bQLabel\(", line):
                problems.append(f"{where}: QLabel( — use plain.text_label")
            if re.search(r"\.setToolTip\((?!tip\()", line):
                problems.append(f"{where}: setToolTip without plain.tip")
            if re.search(r"QMessageBox\((?!\))|QMessageBox\.(critical|warning|information|question|about)\(", line):
                problems.append(f"{where}: a QMessageBox not made by plain")
            if re.search(r"\.setHtml\(|\.setInformativeText\(|\.addRow\(QCoreApplication", line):
                problems.append(f"{where}: text that Qt may read as markup")
    assert problems == []


def test_a_placeholder_in_a_name_reaches_the_window_title_as_typed(qtbot, loop, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Qt hides "[*]" in a window title (the unsaved-changes mark); a family
    called "Ada[*]" is shown with its name whole in the title bar."""
    from florenza_gui.app.window import MainWindow
    from tests.driver import Driver

    window = MainWindow(new_game([Seating("red", "Ada[*]"), Seating("blue", "Blue")], seed=1))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    Driver(window, qtbot, loop, tmp_path).confirm_curtain()
    shown = window.windowHandle().title()
    assert "Ada[*]" in shown, shown


def test_an_ampersand_in_a_name_shows_in_the_undo_and_redo_entries(qtbot, loop, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Found playing: a family named "Ab & Co" read "Ab  Co" in the Edit menu's
    Undo entry (Qt took its '&' for a shortcut mark) and in the entry's tooltip
    (the shortcut mark was stripped with the name's own '&')."""
    from florenza_gui.app.window import MainWindow
    from florenza_gui.engine.rules.moves import CaptainMarker
    from tests.driver import Driver

    window = MainWindow(new_game([Seating("red", "Ab & Co"), Seating("blue", "Blue", Seat.GHOST)], seed=1))
    qtbot.addWidget(window)
    window.show()
    assert Driver(window, qtbot, loop, tmp_path).move(CaptainMarker(4))
    for action in (window.undo_action, window.redo_action):
        if action is window.redo_action:
            window.undo_action.trigger()
        assert "Ab & Co moves" in plain.shown_text(action.text()), action.text()
        assert "Ab & Co moves" in action.toolTip()
        assert plain.shown_text(action.iconText()) == action.iconText()
    assert plain.shown_text("&Undo A && B") == "Undo A & B"
    window.close()
