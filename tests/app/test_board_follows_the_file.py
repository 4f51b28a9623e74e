"""The board draws the characters of the game it shows, never those of the
file opened before (STYLE: what the window shows is a function of the game):
two files in a row with the same character ids but other names, rounds, kinds
or sides show the second file's on every card and tile."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from florenza_gui.engine.files import saves
from florenza_gui.engine.model.types import CardSide, Kind
from tests.guifixtures import three_humans


def _file(tmp_path: Path, name: str, change: dict[str, dict[str, Any]]) -> Path:
    """Seed 3's game with some characters' fields changed, checked as a valid file."""
    data = saves.to_dict(three_humans())
    for cid, fields in change.items():
        data["characters"][cid].update(fields)
    text = json.dumps(data)
    saves.loads(text)  # a valid file
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _in_row(tmp_path: Path) -> list[str]:
    state = three_humans()
    return sorted(cid for cid in state.characters if state.life_card_of(cid) is not None)


def test_the_second_file_s_characters_replace_the_first_s_with_the_same_ids(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    state = three_humans()
    row = _in_row(tmp_path)
    first = {cid: {"name": f"Old {cid}", "kind": "artist", "rounds": 6, "side": "new"} for cid in row}
    second = {cid: {"name": f"New {cid}", "kind": "preacher", "rounds": 6, "side": "regular"} for cid in row}
    assert window.files.open_path(str(_file(tmp_path, "first.json", first)))
    assert window.files.open_path(str(_file(tmp_path, "second.json", second)))
    shown = window.session.state
    assert {cid: ch.name for cid, ch in shown.characters.items() if cid in row} == {c: f"New {c}" for c in row}
    for cid in row:
        shows = driver.character(cid)
        assert shows.name == f"New {cid}" and shows.tile_name == f"New {cid}", cid
        assert shows.preacher and shows.tile_preacher, cid
        assert shows.rounds == 6 and not shows.new_side, cid
        assert shows.shows and f"New {cid}" in shows.read and "(Preacher)" in shows.tile_read
    # every item stands for the game's character, the ones not changed included
    for cid, ch in shown.characters.items():
        shows = driver.character(cid)
        assert (shows.name, shows.rounds, shows.preacher, shows.new_side) == (
            ch.name, ch.rounds, ch.kind is Kind.PREACHER, ch.side is CardSide.NEW), cid
        assert (shows.tile_name, shows.tile_preacher) == (ch.name, ch.kind is Kind.PREACHER), cid
    assert state.characters.keys() == shown.characters.keys()


def test_only_the_rounds_differ(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    row = _in_row(tmp_path)
    assert window.files.open_path(str(_file(tmp_path, "five.json", {row[0]: {"rounds": 5}})))
    assert window.files.open_path(str(_file(tmp_path, "six.json", {row[0]: {"rounds": 6}})))
    assert driver.character(row[0]).rounds == 6
    assert "6 rounds" in driver.character(row[0]).read
