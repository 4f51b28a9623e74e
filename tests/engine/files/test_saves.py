"""Saving and loading (FORMAT.md): round trips, atomic writes, refusals that
name the JSON path, the size limit, versions and migrations, the schema."""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Difficulty, Phase
from florenza_gui.engine.rules.moves import apply
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate

ROOT = Path(__file__).resolve().parents[3]
SCHEMA_FILE = ROOT / "resources" / "florenza-save.schema.json"

SEATS = [(2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (2, 2), (1, 4), (0, 2), (3, 2)]


def boundary_states(seed: int, humans: int, ghosts: int, every: int = 1):
    """After setup, after every end of round and after the legal moves: each
    round's first three and then every ``every``-th one."""
    r = random.Random(seed)
    difficulty = r.choice(list(Difficulty))
    state = new_game(
        simulate.seatings(humans, ghosts), seed=seed, difficulty=difficulty, shuffle_order=r.random() < 0.5
    )
    yield "setup", state
    while state.phase is Phase.ACTIONS:
        for n, after in enumerate(simulate.random_action_phase(state, r)):
            if n < 3 or n % every == 0:
                yield f"round {after.round} after move {n + 1}", after
            state = after
        state, _ = end_round(state)
        yield f"after the end of round {state.round}", state


def roundtrip(state: GameState) -> str:
    text = saves.dumps(state)
    back = saves.loads(text)
    assert back == state
    again = saves.dumps(back)
    assert again == text
    return text


# -- round trips ---------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(20))  # each seating of SEATS twice
def test_every_phase_boundary_round_trips(seed: int) -> None:
    humans, ghosts = SEATS[seed % len(SEATS)]
    seen_game_over = False
    count = 0
    for where, state in boundary_states(700 + seed, humans, ghosts, every=14):
        count += 1
        text = saves.dumps(state)
        back = saves.loads(text)
        assert back == state, f"seed {700 + seed} {where}: load(save(s)) != s"
        assert saves.dumps(back) == text, f"seed {700 + seed} {where}: dumps is not stable"
        seen_game_over = seen_game_over or state.phase is Phase.GAME_OVER
    assert seen_game_over
    assert count > 7


def test_round_trip_through_a_file(tmp_path: Path) -> None:
    state = simulate.play_random_game(3, 2, 1)
    target = tmp_path / "game.json"
    saves.save_path(state, target)
    assert saves.load_path(target) == state
    assert target.read_text(encoding="utf-8") == saves.dumps(state)


def test_a_game_loaded_mid_way_plays_on_identically() -> None:
    """A round trip keeps everything later play depends on (bag, deck, reshuffles)."""
    state = new_game(simulate.seatings(1, 3), seed=99)
    for _ in range(7):
        if state.phase is Phase.GAME_OVER:
            break
        while state.active is not None:
            state, _ = apply(state, simulate.Pass())
        reloaded = saves.loads(saves.dumps(state))
        a, _ = end_round(state)
        b, _ = end_round(reloaded)
        assert saves.dumps(a) == saves.dumps(b)
        state = b


# -- atomic writes -------------------------------------------------------------------
def _state() -> GameState:
    return new_game(simulate.seatings(3, 0), seed=11)


def test_atomic_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    saves.save_path(_state(), target)
    saves.save_path(_state(), target)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


@pytest.mark.parametrize("failing", ["replace", "fsync", "write"])
def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str) -> None:
    target = tmp_path / "game.json"
    target.write_text("the old file\n", encoding="utf-8")

    def boom(*args: Any, **kwargs: Any) -> Any:
        raise OSError(28, "No space left on device")

    if failing == "replace":
        monkeypatch.setattr(saves.os, "replace", boom)
    elif failing == "fsync":
        monkeypatch.setattr(saves.os, "fsync", boom)
    else:
        real_fdopen = os.fdopen

        class HalfWriter:
            def __init__(self, fh: Any) -> None:
                self.fh = fh

            def __enter__(self) -> HalfWriter:
                return self

            def __exit__(self, *exc: object) -> None:
                self.fh.close()

            def write(self, text: str) -> int:
                self.fh.write(text[: len(text) // 2])
                self.fh.flush()
                raise OSError(28, "No space left on device")

            def __getattr__(self, name: str) -> Any:
                return getattr(self.fh, name)

        monkeypatch.setattr(saves.os, "fdopen", lambda *a, **k: HalfWriter(real_fdopen(*a, **k)))
    with pytest.raises(OSError):
        saves.save_path(_state(), target)
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == "the old file\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_failed_write_of_a_new_file_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: Any, **kwargs: Any) -> Any:
        raise OSError(5, "I/O error")

    monkeypatch.setattr(saves.os, "replace", boom)
    with pytest.raises(OSError):
        saves.save_path(_state(), tmp_path / "new.json")
    monkeypatch.undo()
    assert list(tmp_path.iterdir()) == []


def test_an_interrupted_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Even a KeyboardInterrupt between writing and renaming leaves the old file whole."""
    target = tmp_path / "game.json"
    saves.save_path(_state(), target)
    old = target.read_bytes()

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(saves.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        saves.save_path(new_game(simulate.seatings(5, 0), seed=12), target)
    monkeypatch.undo()
    assert target.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


# -- the size limit ----------------------------------------------------------------
def test_a_file_over_one_mib_is_refused_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (saves.MAX_BYTES + 1))

    def never(self: Path) -> bytes:
        pytest.fail(f"{self} was read although it is over 1 MiB")

    def never_open(*args: Any, **kwargs: Any) -> Any:
        pytest.fail("a file over 1 MiB was opened")

    monkeypatch.setattr(Path, "read_bytes", never)
    monkeypatch.setattr(Path, "read_text", never)
    monkeypatch.setattr(Path, "open", never_open)
    with pytest.raises(saves.SaveError, match="1 MiB"):
        saves.load_path(big)


def test_a_file_of_exactly_one_mib_is_read(tmp_path: Path) -> None:
    text = saves.dumps(_state())
    padded = text + " " * (saves.MAX_BYTES - len(text.encode()))
    target = tmp_path / "edge.json"
    target.write_text(padded, encoding="utf-8")
    assert target.stat().st_size == saves.MAX_BYTES
    assert saves.load_path(target) == _state()


def test_loads_refuses_over_one_mib_too() -> None:
    with pytest.raises(saves.SaveError, match="1 MiB"):
        saves.loads(b"{" + b" " * saves.MAX_BYTES + b"}")


def test_a_missing_file_is_a_save_error(tmp_path: Path) -> None:
    with pytest.raises(saves.SaveError, match="cannot read"):
        saves.load_path(tmp_path / "absent.json")


# -- versions and migrations ---------------------------------------------------------
def _data() -> dict[str, Any]:
    return saves.to_dict(_state())


@pytest.mark.parametrize("version", [2, 99, 10**30])
def test_a_newer_version_is_refused_naming_version(version: int) -> None:
    d = _data()
    d["version"] = version
    with pytest.raises(saves.SaveError) as info:
        saves.from_dict(d)
    assert info.value.path == "version"
    assert str(info.value).startswith("version:")
    assert "newer" in str(info.value)


@pytest.mark.parametrize("version", ["1", 1.0, None, True, [1]])
def test_a_version_that_is_not_a_whole_number_is_refused(version: object) -> None:
    d = _data()
    d["version"] = version
    with pytest.raises(saves.SaveError) as info:
        saves.from_dict(d)
    assert info.value.path == "version"


def test_an_old_version_without_a_migration_is_refused() -> None:
    d = _data()
    d["version"] = 0
    with pytest.raises(saves.SaveError) as info:
        saves.from_dict(d)
    assert info.value.path == "version"


def test_a_registered_migration_is_applied(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fake version 0 kept the Muse as a boolean ``muse_used``."""
    calls: list[int] = []

    def from_0(data: dict[str, Any]) -> dict[str, Any]:
        calls.append(data["version"])
        out = dict(data)
        out["muse"] = "used" if out.pop("muse_used") else "available"
        out["version"] = 1
        return out

    monkeypatch.setitem(saves.MIGRATIONS, 0, from_0)
    d = _data()
    del d["muse"]
    d["muse_used"] = True
    d["version"] = 0
    state = saves.loads(json.dumps(d))
    assert calls == [0]
    assert state.muse.value == "used"
    assert saves.to_dict(state)["version"] == saves.VERSION


def test_migrations_chain(monkeypatch: pytest.MonkeyPatch) -> None:
    steps: list[int] = []

    def step(v: int):
        def run(data: dict[str, Any]) -> dict[str, Any]:
            steps.append(v)
            return {**data, "version": v + 1}

        return run

    monkeypatch.setitem(saves.MIGRATIONS, -1, step(-1))
    monkeypatch.setitem(saves.MIGRATIONS, 0, step(0))
    d = _data()
    d["version"] = -1
    assert saves.from_dict(d) == _state()
    assert steps == [-1, 0]


# -- refusals name the JSON path --------------------------------------------------------
def _refusal(d: Any) -> saves.SaveError:
    with pytest.raises(saves.SaveError) as info:
        saves.from_dict(d)
    return info.value


def test_an_out_of_range_church_names_its_path() -> None:
    d = _data()
    d["families"][1]["church"] = 11
    err = _refusal(d)
    assert err.path == "families[1].church"
    assert str(err).startswith("families[1].church: ")


def test_a_wrong_type_names_its_path() -> None:
    d = _data()
    d["families"][2]["fiorini"] = "lots"
    assert _refusal(d).path == "families[2].fiorini"


def test_an_artist_on_a_preacher_slot_names_its_path() -> None:
    d = _data()
    artist = next(c for c, v in d["characters"].items() if v["kind"] == "artist")
    d["predicatore"][2] = {"preacher": artist}
    err = _refusal(d)
    assert err.path == "predicatore[2].preacher"
    assert "Artist" in err.reason


def test_kinsmen_that_do_not_add_up_name_the_pool() -> None:
    d = _data()
    d["families"][0]["pool"] = 4
    err = _refusal(d)
    assert err.path == "families[0].pool"
    assert "5" in err.reason


def test_a_kinsman_too_many_on_the_board_names_the_pool() -> None:
    d = _data()
    d["predicatore"][0] = {"kinsman": d["families"][1]["id"]}
    assert _refusal(d).path == "families[1].pool"


def test_a_character_in_two_places_names_the_second_place() -> None:
    d = _data()
    moved = d["bag"].pop(0)
    d["row"]["II"].insert(0, moved)
    d["row"]["III"].insert(0, moved)
    err = _refusal(d)
    assert err.path == "row.III[0]"
    assert "two places" in err.reason


def test_an_unknown_character_names_its_path() -> None:
    d = _data()
    d["bag"][3] = "nobody"
    assert _refusal(d).path == "bag[3]"


def test_an_unknown_family_names_its_path() -> None:
    d = _data()
    d["captain"] = "nobody"
    assert _refusal(d).path == "captain"


def test_an_unknown_field_names_its_path() -> None:
    d = _data()
    d["families"][0]["gold"] = 3
    err = _refusal(d)
    assert err.path == "families[0].gold"
    assert "not a field" in err.reason


def test_a_missing_field_names_its_path() -> None:
    d = _data()
    del d["row"]["IV"]
    err = _refusal(d)
    assert err.path == "row.IV"
    assert "missing" in err.reason


def test_a_bad_ghost_card_names_its_path() -> None:
    state = new_game(simulate.seatings(1, 2), seed=4)
    d = saves.to_dict(state)
    d["ghosts"]["deck"][1]["s"] = 9
    assert _refusal(d).path == "ghosts.deck[1].s"


def test_not_an_object_and_wrong_format() -> None:
    assert _refusal([1, 2]).path == "$"
    d = _data()
    d["format"] = "chess"
    assert _refusal(d).path == "format"


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (b"\xff\xfe{}", "UTF-8"),
        (b'{"a": ', "not valid JSON"),
        (b'{"version": NaN}', "version: NaN is not a JSON number"),
        (b"[" * 100_000 + b"]" * 100_000, "not valid JSON"),
    ],
)
def test_unreadable_bytes_are_save_errors(raw: bytes, words: str) -> None:
    with pytest.raises(saves.SaveError, match=words):
        saves.loads(raw)


def test_a_finished_game_needs_standings_and_a_running_one_must_not_have_them() -> None:
    final = simulate.play_random_game(8, 3, 0)
    d = saves.to_dict(final)
    del d["standings"]
    assert _refusal(d).path == "standings"
    d = _data()
    d["standings"] = copy.deepcopy(saves.to_dict(final)["standings"])
    assert _refusal(d).path == "standings"


# -- the published JSON Schema ----------------------------------------------------------
def test_a_saved_game_is_valid_against_the_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    for state in (_state(), simulate.play_random_game(21, 1, 2)):
        jsonschema.validate(json.loads(saves.dumps(state)), schema)
    d = _data()
    d["families"][0]["church"] = 11
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(d, schema)
