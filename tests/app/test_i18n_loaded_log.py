"""A game opened from its file, or resumed from the autosave, shows its log
(and the narration of its last line) in Italian exactly as the live game
did: each saved line carries its typed public event, rendered through the
catalogue, never by parsing the English. A file without events (older, or
from another tool) still opens and shows its lines as written."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from florenza_gui.app.autosave import write_autosave
from florenza_gui.app.i18n import clear_language
from florenza_gui.app.main import offer_resume
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.rules.moves import BishopMarker, KinsmanToPredicatore
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.words.wording import render
from tests.guifixtures import pass_curtain

GOLDEN = Path(__file__).resolve().parents[1] / "engine" / "golden"


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    clear_language(qapp)


def rows(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.log_model
    return [model.index(i).data() for i in range(model.rowCount())]


def live_rows(state: GameState, language: str) -> list[str]:
    return [f"{line.rule}  {render(line, None, language)}" for line in state.log]


def played(seed: int, humans: int, ghosts: int, middle: bool) -> GameState:
    """A random game: at its end, or in its middle with a human to move."""
    states: list[GameState] = []

    def keep(state: GameState) -> None:
        if state.active is not None:
            states.append(state)

    final = simulate.play_random_game(seed, humans, ghosts, check_invariants=False, on_state=keep)
    return states[len(states) // 2] if middle else final


@pytest.mark.parametrize(("seed", "humans", "ghosts", "middle"), [(3, 3, 0, True), (4, 1, 3, False), (5, 2, 2, False)])
def test_a_game_opened_from_its_file_shows_its_log_in_italian_as_the_live_game(  # type: ignore[no-untyped-def]
        window, tmp_path, seed: int, humans: int, ghosts: int, middle: bool) -> None:
    live = played(seed, humans, ghosts, middle)
    path = tmp_path / "game.json"
    saves.save_path(live, path)
    assert window.files.open_path(str(path))
    assert rows(window) == live_rows(live, "en")
    window.language_actions["it"].trigger()
    italian = rows(window)
    assert italian == live_rows(live, "it")
    assert all(it != en for it, en in zip(italian, live_rows(live, "en"), strict=True))
    if window.session.state.scenario is None and not middle:
        assert window.narration.why.text() == render(live.log[-1], None, "it")
    window.language_actions["en"].trigger()
    assert rows(window) == live_rows(live, "en")


def test_a_game_resumed_from_the_autosave_shows_its_log_in_italian(  # type: ignore[no-untyped-def]
        window, monkeypatch) -> None:
    from florenza_gui.app import resume

    monkeypatch.setattr(resume, "ask_to_resume", lambda *a: resume.Resume.AS_LEFT)
    live = played(8, 2, 1, middle=True)
    write_autosave(live, 0)
    window.language_actions["it"].trigger()
    offer_resume(window, "ask")
    assert window.session.state == live
    assert rows(window) == live_rows(live, "it")
    assert window.narration.why.text() == render(live.log[-1], None, "it")


def test_a_file_without_events_opens_and_shows_its_lines_as_written(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A save written before the events were (tests/engine/golden): nothing
    new to say in Italian, so each line shows its text as the file has it."""
    save = json.loads((GOLDEN / "mid_3h2g_round3.json").read_text(encoding="utf-8"))["save"]
    assert '"event"' not in save
    path = tmp_path / "old.json"
    path.write_text(save, encoding="utf-8")
    assert window.files.open_path(str(path))
    window.language_actions["it"].trigger()
    # (an M1 line from before D13 loses its position: RULES.md §9)
    written = [f"{line['rule']}  {saves.public_line(line['rule'], line['text'])}" for line in json.loads(save)["log"]]
    assert rows(window) == written


def test_a_resumed_game_s_undo_texts_follow_the_language(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The undo history comes back with the autosave; its texts are put into
    words in the language shown, as the live game's were, from the typed
    events of the lines each change wrote (not kept as the English written)."""
    from florenza_gui.app import resume

    monkeypatch.setattr(resume, "ask_to_resume", lambda *a: resume.Resume.AS_LEFT)
    s = window.session
    s.try_move(KinsmanToPredicatore(1))
    s.try_move(BishopMarker(4))
    live_en = window.undo_action.text()
    window.language_actions["it"].trigger()
    live_it = window.undo_action.text()
    assert live_it != live_en and "Red sposta il suo segnalino Vescovo su 4" in live_it
    window.language_actions["en"].trigger()
    window.files.write_autosave()  # its undo texts are written in English
    window.language_actions["it"].trigger()
    offer_resume(window, "ask")
    assert window.session.state == s.state
    assert window.undo_action.text() == live_it
    window.language_actions["en"].trigger()
    assert window.undo_action.text() == live_en
    pass_curtain(qtbot, window)  # (the resumed game's player confirms before Undo may go on: §9)
    window.undo_action.trigger()
    assert window.session.state.log[-1].rule == "M3"
    window.language_actions["it"].trigger()
    assert "Red mette un Familiare sullo spazio Predicatore 1" in window.undo_action.text()
