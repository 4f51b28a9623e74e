"""Board data and the rule glossary load as plain, checked data: a bad file is
refused naming the file and the field, and neither needs a schema library."""

from __future__ import annotations

import copy
import subprocess
import sys
import tomllib
from typing import Any

import pytest

from florenza_gui.engine.model.boarddata import (
    BoardDataError,
    parse_board,
    parse_ghost_deck,
    parse_roster,
    resource_path,
    standard_board,
)
from florenza_gui.engine.words.glossary import parse_glossary


def read(name: str) -> dict[str, Any]:
    with resource_path(name).open("rb") as fh:
        return tomllib.load(fh)


def test_the_standard_board_reads_as_before() -> None:
    board = standard_board()
    assert board.church_values == (0, 0, 0, 2, 3, 4, 5, 6, 7, 8, 10)
    assert (board.last_round, board.kinsmen, board.spaces, board.bishop_card_capacity) == (7, 5, 4, 3)
    assert board.board.tokens.denominations == (10, 5, 2, 1)
    assert board.board.ghosts.difficulty_bonus == {"easy": 0, "normal": 1, "hard": 2}
    assert len(board.ghost_deck) == 12 and len(board.roster) >= 24


def set_in(data: dict[str, Any], path: str, value: object) -> dict[str, Any]:
    out = copy.deepcopy(data)
    *parents, last = path.split(".")
    node: Any = out
    for key in parents:
        node = node[int(key)] if key.isdigit() else node[key]
    if value is DELETE:
        del node[last]
    else:
        node[int(last) if last.isdigit() else last] = value
    return out


DELETE = object()


@pytest.mark.parametrize(("path", "value", "where", "reason"), [
    ("families.min", 1, "board.toml.families.min", "at least 2"),
    ("families.max", 9, "board.toml.families.max", "between 2 and 8"),
    ("families.kinsmen", "five", "board.toml.families.kinsmen", "whole number"),
    ("families.kinsmen", True, "board.toml.families.kinsmen", "whole number"),
    ("families.kinsmen", DELETE, "board.toml.families.kinsmen", "is missing"),
    ("families.colour", "red", "board.toml.families.colour", "not a known field"),
    ("church_track.values", [0, 3, 2], "board.toml.church_track.values", "non-decreasing"),
    ("church_track.values", [0, "x"], "board.toml.church_track.values[1]", "whole number"),
    ("tokens.denominations", [10, 5, 2], "board.toml.tokens.denominations", "ending in 1"),
    ("ghosts.difficulty_bonus", {"brutal": 3}, "board.toml.ghosts.difficulty_bonus.brutal", "not a known field"),
    ("prestige_track", DELETE, "board.toml.prestige_track", "is missing"),
    ("round_track.laps", 2, "board.toml.round_track.laps", "not a known field"),
])
def test_a_bad_board_file_is_refused_naming_its_field(path, value, where, reason) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(BoardDataError) as exc:
        parse_board(set_in(read("board.toml"), path, value))
    assert exc.value.where == where
    assert reason in exc.value.reason


@pytest.mark.parametrize(("path", "value", "where"), [
    ("cards.0.p", 5, "ghost_deck.toml.cards[0].p"),
    ("cards.3.s", 0, "ghost_deck.toml.cards[3].s"),
    ("cards.3.x", 0, "ghost_deck.toml.cards[3].x"),
])
def test_a_bad_ghost_card_is_refused_naming_it(path, value, where) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(BoardDataError) as exc:
        parse_ghost_deck(set_in(read("ghost_deck.toml"), path, value))
    assert exc.value.where == where


def test_a_ghost_deck_must_hold_twelve_cards() -> None:
    data = read("ghost_deck.toml")
    data["cards"] = data["cards"][:11]
    with pytest.raises(BoardDataError, match=r"ghost_deck\.toml\.cards: must be a list of 12"):
        parse_ghost_deck(data)


@pytest.mark.parametrize(("path", "value", "where"), [
    ("character.0.kind", "sculptor", "characters.toml.character[0].kind"),
    ("character.0.id", "Bad Id", "characters.toml.character[0].id"),
    ("character.2.rounds", 7, "characters.toml.character[2].rounds"),
    ("character.1.id", "__same__", "characters.toml.character"),
])
def test_a_bad_roster_is_refused_naming_its_field(path, value, where) -> None:  # type: ignore[no-untyped-def]
    data = read("characters.toml")
    if value == "__same__":
        value = data["character"][0]["id"]
    with pytest.raises(BoardDataError) as exc:
        parse_roster(set_in(data, path, value))
    assert exc.value.where == where


@pytest.mark.parametrize(("rules", "where"), [
    ({"R7.1": {"en": "short", "it": "una regola abbastanza lunga"}}, "rules.toml.rules.R7.1.en"),
    ({"R7.1": {"en": "a rule long enough"}}, "rules.toml.rules.R7.1"),
    ({"R7.1": {"en": "a rule long enough", "it": "x" * 201}}, "rules.toml.rules.R7.1.it"),
])
def test_a_bad_glossary_entry_is_refused_naming_it(rules, where) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(BoardDataError) as exc:
        parse_glossary({"rules": rules})
    assert exc.value.where == where


def test_launching_the_board_imports_no_schema_library_nor_the_event_loop() -> None:
    """What the first painted board needs: no pydantic (board data, glossary
    and saves' schema), no asyncio/qasync, no New Game dialog."""
    code = (
        "import os, sys; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from florenza_gui.app.main import default_game\n"
        "from florenza_gui.app.window import MainWindow\n"
        "from florenza_gui.engine.files import saves\n"
        "from florenza_gui.engine.words.glossary import summary\n"
        "w = MainWindow(default_game(1, solo=True)); w.show(); app.processEvents()\n"
        "assert summary('R7.1')\n"
        "print(' '.join(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pydantic', 'pydantic_core', 'asyncio', 'qasync') or m.endswith(('.newgame', '.schema')))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.split() == []


def test_a_save_still_reads_through_its_schema(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.files import saves
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    state = new_game([Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST)], seed=3)
    path = tmp_path / "g.json"
    saves.save_path(state, path)
    assert saves.load_path(path) == state
    with pytest.raises(saves.SaveError, match="families"):
        saves.loads(path.read_text().replace('"families"', '"famiglie"'))


def test_compiled_data_that_cannot_be_read_is_refused_naming_the_file(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model import boarddata

    bad = (("not json", "cannot be read"), ("[1, 2]", "must be an object"), ("{}", "holds no board.toml"))
    for text, reason in bad:
        (tmp_path / "data.json").write_text(text)
        monkeypatch.setattr(boarddata, "resource_dir", lambda: tmp_path)
        boarddata.compiled_data.cache_clear()
        try:
            with pytest.raises(BoardDataError, match=reason) as exc:
                boarddata.load_board()
            assert exc.value.where == "data.json"
        finally:
            boarddata.compiled_data.cache_clear()
