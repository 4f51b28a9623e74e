"""Hostile files through the app's open paths: File ▸ Open, Open
Recent, ``--open`` and resuming the autosave. Expected: an error dialog naming
the field, the open game unchanged, nothing written, no hang (a watchdog ends
the run if a case hangs; ``--open`` runs in its own process under a timeout
and a memory limit), and a bad autosave kept aside, never lost."""

from __future__ import annotations

import faulthandler
import json
import os
import resource
import signal
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from florenza_gui.app.autosave import autosave_path, read_autosave, write_autosave
from florenza_gui.app.autosave_writer import WRITER
from florenza_gui.app.main import offer_resume
from florenza_gui.engine.files import saves
from florenza_gui.engine.words.wording import render
from tests.guifixtures import write_autosave_file
from tests.hostile_cases import (
    CASES,
    MARKUP,
    Case,
    envelope,
    listing,
    rich_game,
    with_text,
    wrong_type_at_every_field,
)

GUI_MEMORY_LIMIT = 4 * 1024 * 1024 * 1024  # address space for one app run (Qt reserves a lot)


@pytest.fixture
def watchdog() -> Iterator[None]:
    """A case that hangs fails after 90 s (SIGALRM interrupts a blocking read)
    and, if it hangs where no Python runs, ends the run after 150 s instead of
    hanging it; one that reaches for memory meets a limit 2 GiB above what the
    run uses now instead of taking the machine's."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    in_use = int(Path("/proc/self/statm").read_text().split()[0]) * resource.getpagesize()
    cap = in_use + 2 * 1024 * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY else min(cap, hard), hard))

    def hung(*_: object) -> None:
        raise TimeoutError("this case hung for 90 s")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(90)
    faulthandler.dump_traceback_later(150, exit=True, file=sys.__stderr__)
    yield
    faulthandler.cancel_dump_traceback_later()
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def choose_in_open_dialog(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), "")))


def error_box(window) -> QMessageBox:  # type: ignore[no-untyped-def]
    box = window.files.last_error
    assert isinstance(box, QMessageBox) and box.isVisible()
    return box


def test_file_open_refuses_every_hostile_file_and_keeps_the_game(  # type: ignore[no-untyped-def]
        window, tmp_path, monkeypatch, watchdog) -> None:
    """Every case opened in turn in one window: each refused naming its field, and the game as it was after
    all of them (the watchdog's 90 s are given to each case)."""
    before, path, recent = window.session.state, window.session.path, window.prefs.recent
    for case in CASES:
        signal.alarm(90)
        inbox = tmp_path / case.id / "in"
        inbox.mkdir(parents=True)
        target = inbox / "game.json"
        case.make(target, False)
        files = listing(inbox)
        choose_in_open_dialog(monkeypatch, target)
        window.open_action.trigger()
        box = error_box(window)
        assert case.names() in box.informativeText(), case.id
        assert window.session.state is before and window.session.path == path, case.id
        assert window.prefs.recent == recent and listing(inbox) == files, case.id
        WRITER.wait()
        assert not autosave_path().exists(), case.id  # nothing was written, not even the autosave
        box.close()


def test_open_recent_reads_the_same_way(window, tmp_path, watchdog) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "was-a-game.json"
    assert window.files.save_to(str(target))
    target.unlink()
    CASES[0].make(target, False)  # a FIFO where the recent game was
    before = window.session.state
    window.files.recent_menu.aboutToShow.emit()
    window.files.recent_menu.actions()[0].trigger()
    assert "FIFO" in error_box(window).informativeText()
    assert window.session.state is before


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (GUI_MEMORY_LIMIT, GUI_MEMORY_LIMIT))


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_open_on_the_command_line_refuses_a_hostile_file(  # type: ignore[no-untyped-def]
        qapp, tmp_path, capsys, watchdog, case: Case) -> None:
    from florenza_gui.app.main import main

    target = tmp_path / "game.json"
    case.make(target, False)
    shot = tmp_path / "out" / "shot.png"
    shot.parent.mkdir()
    assert main(["--open", str(target), "--screenshot", str(shot)]) == 2
    err = capsys.readouterr().err
    assert case.names() in err and "Traceback" not in err
    assert listing(shot.parent) == []


HANGS_OR_FLOODS = ("fifo", "dev-zero", "nested-100000", "5000-digits")


@pytest.mark.parametrize("case", [c for c in CASES if c.id in HANGS_OR_FLOODS], ids=HANGS_OR_FLOODS)
def test_open_in_its_own_process_neither_hangs_nor_floods_memory(tmp_path: Path, case: Case) -> None:
    target = tmp_path / "game.json"
    case.make(target, False)
    shot = tmp_path / "out" / "shot.png"
    shot.parent.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    proc = subprocess.run([sys.executable, "-m", "florenza_gui.app.main", "--open", str(target), "--screenshot",
                           str(shot)], env=env, capture_output=True, text=True, errors="replace", timeout=60,
                          preexec_fn=_limit_memory, check=False)
    assert proc.returncode == 2, proc.stderr
    assert case.names() in proc.stderr and "Traceback" not in proc.stderr
    assert listing(shot.parent) == []


# -- resuming the autosave --------------------------------------------------------------
@pytest.fixture
def no_question(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """'Resume your game?' answered Yes; the list records each time it was asked."""
    asked: list[str] = []

    from florenza_gui.app import resume

    def question(window: object, pending: object, opened: object = None) -> resume.Resume:
        asked.append(str(pending))
        return resume.Resume.AS_LEFT

    monkeypatch.setattr(resume, "ask_to_resume", question)
    return asked


def _kept_aside(folder: Path) -> list[Path]:
    return sorted(folder.glob("autosave.rejected-*.json"))


def test_every_bad_autosave_is_kept_aside_and_the_user_told_why(  # type: ignore[no-untyped-def]
        window, watchdog, no_question) -> None:
    """Every case as the autosave in turn, offered to one window: each kept aside and named, nothing asked,
    and the game as it was after all of them."""
    before = window.session.state
    where = autosave_path()
    for case in CASES:
        signal.alarm(90)
        earlier = set(_kept_aside(where.parent))
        where.unlink(missing_ok=True)
        case.make(where, True)
        mode = where.lstat().st_mode
        content = where.read_bytes() if stat.S_ISREG(mode) else None
        offer_resume(window, "ask")
        assert no_question == [], case.id  # nothing to resume, so nothing asked
        box = error_box(window)
        assert box.objectName() == "autosave_rejected", case.id
        details = box.informativeText()
        assert case.names(wrapped=True) in details, case.id
        kept = [k for k in _kept_aside(where.parent) if k not in earlier]
        assert len(kept) == 1 and str(kept[0]) in details, case.id
        assert not os.path.lexists(where), case.id
        assert kept[0].lstat().st_mode == mode, case.id
        if content is not None:
            assert kept[0].read_bytes() == content, case.id
        assert window.session.state is before, case.id
        box.close()


def test_a_second_bad_autosave_does_not_replace_the_first_kept_one(window, no_question) -> None:  # type: ignore[no-untyped-def]
    for _ in range(2):
        write_autosave_file("{")
        offer_resume(window, "ask")
        window.files.last_error.close()
    assert len(_kept_aside(autosave_path().parent)) == 2


def test_an_autosave_with_markup_resumes_as_written(window, watchdog, no_question) -> None:  # type: ignore[no-untyped-def]
    data = with_text("families[0].name", MARKUP[0])
    write_autosave(saves.from_dict(data), 0)
    offer_resume(window, "ask")
    assert no_question
    assert window.session.state.family("red").name == MARKUP[0]


@pytest.mark.parametrize("text", MARKUP)
def test_a_file_with_markup_in_every_text_field_opens_as_written(  # type: ignore[no-untyped-def]
        window, tmp_path, watchdog, text: str) -> None:
    data = with_text("families[0].name", text)
    data = with_text("scenario.title", text) | {"families": data["families"]}
    data["scenario"]["description"] = text
    data["characters"]["alberti"]["name"] = text
    data["log"][0]["text"] = text
    path = tmp_path / "markup.json"
    path.write_text(json.dumps(data, ensure_ascii=False))
    assert window.files.open_path(str(path))
    state = window.session.state
    assert state.family("red").name == text and state.characters["alberti"].name == text
    assert state.scenario is not None and state.scenario.title == text == state.scenario.description
    assert render(state.log[0]) == text


def test_a_game_that_exists_can_always_be_autosaved_and_resumed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    game = rich_game()
    write_autosave(game, 0)
    found = read_autosave()
    assert found is not None and found.game == game
    assert saves.loads(saves.dumps(game)) == game


def test_a_wrong_type_at_any_field_is_named_by_open_and_by_resume(  # type: ignore[no-untyped-def]
        window, tmp_path, watchdog, no_question) -> None:
    before = window.session.state
    source = tmp_path / "game.json"
    for field, data in wrong_type_at_every_field():
        source.write_text(json.dumps(data))
        assert not window.files.open_path(str(source))
        assert f"Field: {field}\n" in error_box(window).informativeText(), field
        window.files.last_error.close()
        write_autosave_file(json.dumps(envelope(data)))
        offer_resume(window, "ask")
        assert f"Field: game.{field}\n" in error_box(window).informativeText(), field
        window.files.last_error.close()
        assert window.session.state is before
    assert no_question == []
    assert len(list(autosave_path().parent.glob("autosave.rejected-*.json"))) == len(wrong_type_at_every_field())


def test_the_refusal_shows_a_file_name_with_markup_as_plain_text(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    target = tmp_path / '<h1 style="font-size:400px">big<b>.json'
    target.write_text("{")
    assert not window.files.open_path(str(target))
    box = error_box(window)
    assert str(target) in box.informativeText()
    labels = box.findChildren(QLabel)
    assert labels and all(label.textFormat() == Qt.TextFormat.PlainText for label in labels if label.text())


def test_an_autosave_may_be_larger_than_a_saved_game_but_not_without_bound(window, no_question) -> None:  # type: ignore[no-untyped-def]
    """The autosave is the app's envelope and may carry an undo history: over
    1 MiB it still resumes; over 8 MiB it is refused unread and kept aside."""
    from florenza_gui.app.autosave import AUTOSAVE_MAX_BYTES

    game = rich_game()
    body = envelope(saves.to_dict(game))
    text = json.dumps(body)
    write_autosave_file(text[:-1] + ', "padding": "' + "x" * (2 * 1024 * 1024) + '"}')
    offer_resume(window, "ask")
    assert window.session.state == game and no_question
    write_autosave_file(b" " * (AUTOSAVE_MAX_BYTES + 1))
    offer_resume(window, "ask")
    assert "8 MiB limit" in error_box(window).informativeText()
