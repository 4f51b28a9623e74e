"""The one reading path for untrusted files (engine/files/readfile.py, FORMAT.md):
only regular files, never more than 1 MiB + 1 byte, strict JSON, each
refusal naming the JSON path at fault."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import readfile, saves
from florenza_gui.engine.files.readfile import MAX_BYTES, SaveError, parse_json, read_bounded
from florenza_gui.engine.model.limits import NAME_MAX
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.moves import CaptainMarker, Pass, apply
from florenza_gui.engine.rules.setup import Seating, SetupError, new_game
from tests.hostile_cases import CASES, Case, rich_game


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_every_hostile_case_is_a_save_error_naming_what_is_wrong(tmp_path: Path, case: Case) -> None:
    target = tmp_path / "game.json"
    case.make(target, False)
    with pytest.raises(SaveError) as caught:
        saves.load_path(target)
    assert case.names() in str(caught.value)
    if case.field:
        assert caught.value.path == case.field


def test_a_file_of_exactly_the_limit_is_read_and_one_byte_more_is_not(tmp_path: Path) -> None:
    exact = tmp_path / "exact.json"
    exact.write_bytes(b"[" + b" " * (MAX_BYTES - 2) + b"]")
    assert parse_json(read_bounded(exact)) == []
    over = tmp_path / "over.json"
    over.write_bytes(b"[" + b" " * (MAX_BYTES - 1) + b"]")
    with pytest.raises(SaveError, match="1 MiB"):
        read_bounded(over)


def test_a_file_that_claims_to_be_empty_is_still_read_no_further_than_the_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Like a file in /proc, whose size says 0: the read stops at 1 MiB + 1 byte."""
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (3 * MAX_BYTES))
    real_fstat, real_read = os.fstat, os.read
    read: list[int] = []

    class Lying:
        def __init__(self, st: os.stat_result) -> None:
            self.st_mode, self.st_size = st.st_mode, 0

    def counting_read(fd: int, n: int) -> bytes:
        chunk = real_read(fd, min(n, 65536))
        read.append(len(chunk))
        return chunk

    monkeypatch.setattr(readfile.os, "fstat", lambda fd: Lying(real_fstat(fd)))
    monkeypatch.setattr(readfile.os, "read", counting_read)
    with pytest.raises(SaveError, match="1 MiB"):
        read_bounded(big)
    assert sum(read) == MAX_BYTES + 1


def test_duplicate_keys_anywhere_are_named_by_their_path() -> None:
    text = json.dumps(saves.to_dict(rich_game()))
    doubled = text.replace('"rounds": 5', '"rounds": 5, "rounds": 1', 1)
    with pytest.raises(SaveError) as caught:
        saves.loads(doubled)
    assert caught.value.path == "characters.alberti.rounds"
    in_list = text.replace('"rule": ', '"rule": "X", "rule": ', 1)
    with pytest.raises(SaveError) as caught:
        saves.loads(in_list)
    assert caught.value.path == "log[0].rule"


def test_nesting_is_refused_before_any_schema_sees_it() -> None:
    deep = '{"format": "florenza-save", "version": 1, "log": ' + "[" * 70 + "]" * 70 + "}"
    with pytest.raises(SaveError) as caught:
        parse_json(deep.encode())
    assert "nested more than 64" in caught.value.reason
    assert caught.value.path.startswith("log[0][0]")


def test_long_floats_and_keys_that_are_not_text_are_refused() -> None:
    with pytest.raises(SaveError, match="far too long"):
        parse_json(b'{"seed": 0.' + b"1" * 5000 + b"}")
    with pytest.raises(SaveError) as caught:
        parse_json(b'{"a\\udc80": 1}')
    assert "unpaired surrogate" in caught.value.reason


def test_ordinary_json_still_reads() -> None:
    assert parse_json(b'{"a": [1, -2, 3.5, "\\u00e9", null, true], "b": {}}') == {
        "a": [1, -2, 3.5, "é", None, True], "b": {}}
    state = rich_game()
    assert saves.loads(saves.dumps(state)) == state


# -- one limit for names (FORMAT.md: 1 to 60 characters) ---------------------------------
def _seats(*names: str) -> list[Seating]:
    return [Seating(c, n, Seat.HUMAN) for c, n in zip(("red", "blue", "green"), names, strict=False)]


@pytest.mark.parametrize("name", ["N" * 61, "", "\ud800"])
def test_new_game_refuses_a_name_the_format_cannot_hold(name: str) -> None:
    with pytest.raises(SetupError, match="D1: the name of family red"):
        new_game(_seats(name, "Bruno"), seed=1)


def test_a_game_with_the_longest_names_can_be_saved_and_read_again() -> None:
    longest = ("A" * 59 + "\U0001f600", '<h1 style="font-size:400px">' + "x" * 32, "É" * NAME_MAX)
    state = new_game(_seats(*longest), seed=3)
    assert [f.name for f in state.families] == list(longest)
    state, _ = apply(state, CaptainMarker(9))
    while state.active:
        state, _ = apply(state, Pass())
    state, _ = end_round(state)
    assert saves.loads(saves.dumps(state)) == state


def test_new_game_refuses_an_id_the_format_cannot_hold() -> None:
    with pytest.raises(SetupError, match="at most 40 letters"):
        new_game([Seating("r" * 41, "Red"), Seating("blue", "Blue")], seed=1)


def test_the_scenario_list_skips_hostile_files_without_reading_them(tmp_path: Path) -> None:
    from florenza_gui.engine.files.scenarios import list_scenarios

    for case in CASES:
        case.make(tmp_path / f"{case.id}.json", False)
    good = tmp_path / "good.json"
    saves.save_path(rich_game(), good)
    assert [e.path for e in list_scenarios(tmp_path)] == [good]


def test_a_file_name_with_a_nul_character_is_a_save_error() -> None:
    with pytest.raises(SaveError, match="NUL"):
        saves.load_path("game\0.json")
