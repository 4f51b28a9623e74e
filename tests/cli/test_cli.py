"""``florenza-engine``, every subcommand of FORMAT.md: exit codes, where the
game and the narration go, the JSON shapes, and nothing written on 2 or 3."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from florenza_gui import cli
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Kind, Phase

ROOT = Path(__file__).resolve().parents[2]
RULE_LINE = re.compile(r"^[A-Z]\d+(\.\d+[a-z]?)? ")
SIMULATE_LINE = re.compile(r"^games=\d+ violations=0 games_per_second=[\d.]+$")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:  # argparse usage errors
        code = exc.code if isinstance(exc.code, int) else 2
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err
    return code, captured.out, captured.err


def narration(text: str) -> list[str]:
    lines = text.splitlines()
    assert lines, "no narration"
    for line in lines:
        assert RULE_LINE.match(line), f"narration line without a rule id: {line!r}"
    return lines


def new_file(capsys: pytest.CaptureFixture[str], path: Path, *extra: str) -> GameState:
    code, _, err = run(capsys, "new", "--seed", "5", *extra, "-o", str(path))
    assert code == 0, err
    return saves.load_path(path)


# -- new ------------------------------------------------------------------------------------
def test_new_without_o_writes_the_game_to_stdout_and_narration_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "new", "--seed", "42")
    assert code == 0
    state = saves.loads(out)
    assert state.seed == 42 and state.round == 1 and state.phase is Phase.ACTIONS
    assert [f.id for f in state.families] == ["red", "blue", "green"]
    lines = narration(err)
    assert any(line.startswith("D1 ") for line in lines)
    assert lines[-1].startswith("D10 ")
    assert out == saves.dumps(state)


def test_new_with_o_writes_the_file_and_narrates_on_stdout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "game.json"
    code, out, err = run(capsys, "new", "--seed", "42", "-o", str(target))
    assert code == 0 and err == ""
    narration(out)
    state = saves.load_path(target)
    assert state.seed == 42
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_new_with_families_ghosts_and_difficulty(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = new_file(capsys, tmp_path / "g.json", "--families", "anna,bruno", "--ghosts", "2", "--difficulty", "hard")
    humans = [f.id for f in state.families if not f.is_ghost]
    ghosts = [f for f in state.families if f.is_ghost]
    assert humans == ["anna", "bruno"]
    assert len(ghosts) == 2 and all(f.passed for f in ghosts)
    assert state.ghosts is not None and state.ghosts.difficulty.value == "hard"
    assert state.active == "anna"
    assert state.seed == 5


def test_new_families_given_as_a_count_is_refused_naming_what_it_takes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["new", "--families", "3", "-o", str(tmp_path / "g.json")]) == 2
    said = capsys.readouterr()
    assert "--families takes the families' ids, comma-separated (red,blue,green), not a count (3)" in said.err
    assert said.out == "" and not (tmp_path / "g.json").exists()


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_new_solo(tmp_path: Path, capsys: pytest.CaptureFixture[str], difficulty: str) -> None:
    state = new_file(capsys, tmp_path / "s.json", "--families", "red", "--ghosts", "4", "--difficulty", difficulty)
    assert len(state.families) == 5
    assert state.ghosts is not None and state.ghosts.difficulty.value == difficulty


def test_new_same_seed_same_game(capsys: pytest.CaptureFixture[str]) -> None:
    first = run(capsys, "new", "--seed", "9")
    second = run(capsys, "new", "--seed", "9")
    assert first == second


@pytest.mark.parametrize(
    "argv",
    [
        ["new", "--families", "red"],
        ["new", "--families", "red,blue,green,yellow,purple", "--ghosts", "1"],
        ["new", "--families", "red,red"],
        ["new", "--families", "Red,blue"],
        ["new", "--difficulty", "brutal"],
        ["new", "--seed", "many"],
        # a seed or a count no saved game keeps: validate refused the file new wrote, and --ghosts -1
        # read the Ghost colours from the end ("D1: a game has 2 to 5 families, not 9")
        ["new", "--seed", "-5"],
        ["new", "--seed", "9223372036854775808"],
        ["new", "--families", "red", "--ghosts", "-1"],
    ],
)
def test_new_refuses_bad_setups_with_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    target = tmp_path / "never.json"
    code, _, err = run(capsys, *argv, "-o", str(target))
    assert code == 2
    assert err.strip()
    assert not target.exists()


def test_new_into_a_missing_directory_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "new", "-o", str(tmp_path / "no" / "such" / "dir.json"))
    assert code == 2 and "cannot write" in err


# -- end-round ------------------------------------------------------------------------------
def test_end_round_moves_to_the_next_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start = tmp_path / "start.json"
    before = new_file(capsys, start, "--families", "red,blue", "--ghosts", "2")
    code, out, err = run(capsys, "end-round", str(start))
    assert code == 0
    after = saves.loads(out)
    narration(err)
    assert after.round == before.round + 1
    assert after.phase is Phase.ACTIONS
    for f in after.families:
        assert f.passed is f.is_ghost
    first_human = next(f for f in after.turn_order if not after.family(f).is_ghost)
    assert after.active == first_human
    assert saves.load_path(start) == before  # the input is untouched


def test_end_round_with_o(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start, nxt = tmp_path / "start.json", tmp_path / "next.json"
    new_file(capsys, start)
    code, out, err = run(capsys, "end-round", str(start), "-o", str(nxt))
    assert code == 0 and err == ""
    lines = narration(out)
    assert any(line.startswith("R8.1 ") for line in lines)
    assert saves.load_path(nxt).round == 2


def test_seven_ends_of_round_finish_the_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    new_file(capsys, path, "--families", "red,blue,green", "--ghosts", "1")
    for expected in range(2, 8):
        code, _, err = run(capsys, "end-round", str(path), "-o", str(path))
        assert code == 0, err
        assert saves.load_path(path).round == expected
    code, out, _ = run(capsys, "end-round", str(path), "-o", str(path))
    assert code == 0
    lines = narration(out)
    assert any(line.startswith("R9.2 ") for line in lines)
    final = saves.load_path(path)
    assert final.phase is Phase.GAME_OVER
    assert final.round == 7
    assert final.active is None
    assert final.standings is not None and final.standings.final
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["phase"] == "game_over" and data["round"] == 7
    assert {s["family"] for s in data["standings"]["standings"]} == {"red", "blue", "green", "yellow"}
    # A finished game has no round to end: 2, nothing written.
    out_file = tmp_path / "after.json"
    code, _, err = run(capsys, "end-round", str(path), "-o", str(out_file))
    assert code == 2 and "phase" in err
    assert not out_file.exists()


def test_end_round_refuses_an_invalid_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    out_file = tmp_path / "out.json"
    code, out, err = run(capsys, "end-round", str(bad), "-o", str(out_file))
    assert code == 2 and out == "" and err.strip()
    assert not out_file.exists()


# -- move ------------------------------------------------------------------------------------
def _first_preacher(state: GameState) -> str:
    return next(c for ids in state.row for c in ids if state.characters[c].kind is Kind.PREACHER)


@pytest.fixture
def captain_and_bishop(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """Round 2 of a game where red is both Captain and Bishop and has a Preacher to use."""
    for seed in range(1, 60):
        path = tmp_path / f"seed{seed}.json"
        code, _, _ = run(capsys, "new", "--seed", str(seed), "--families", "red,blue,green", "-o", str(path))
        assert code == 0
        for move in ('{"move": "captain_marker", "to": 12}', '{"move": "bishop_marker", "to": 5}'):
            code, _, err = run(capsys, "move", str(path), move, "-o", str(path))
            assert code == 0, err
        for _ in range(3):
            code, _, err = run(capsys, "move", str(path), '{"move": "pass"}', "-o", str(path))
            assert code == 0, err
        code, _, err = run(capsys, "end-round", str(path), "-o", str(path))
        assert code == 0, err
        state = saves.load_path(path)
        if any(state.characters[c].kind is Kind.PREACHER for ids in state.row for c in ids):
            assert state.captain == state.bishop == state.active == "red"
            return path
    raise AssertionError("no seed gave a Preacher in the row")


def test_every_move_form(tmp_path: Path, capsys: pytest.CaptureFixture[str], captain_and_bishop: Path) -> None:
    path = captain_and_bishop
    state = saves.load_path(path)
    preacher = _first_preacher(state)
    artist = next(c for ids in state.row for c in ids if c != preacher)
    moves: list[tuple[dict[str, Any], str]] = [
        ({"move": "captain_marker", "to": 12}, "M1"),
        ({"move": "bishop_marker", "to": 5}, "M2"),
        ({"move": "kinsman_to_predicatore", "space": 2}, "M3"),
        ({"move": "kinsman_to_bishop_card"}, "M4"),
        ({"move": "kinsman_to_pool", "from": "predicatore:2"}, "M5"),
        ({"move": "kinsman_to_pool", "from": "bishop_card"}, "M5"),
        ({"move": "preacher_to_predicatore", "character": preacher, "space": 3}, "M6"),
        ({"move": "detain", "character": artist}, "M7"),
        ({"move": "use_muse"}, "M8"),
        ({"move": "flip_card", "character": artist}, "M9"),
        ({"move": "set_counts", "resources": 3, "fiorini": 250}, "M10"),
        ({"move": "end_turn"}, "D10"),
        ({"move": "pass"}, "D10"),
    ]
    for move, rule in moves:
        before = saves.load_path(path)
        code, out, err = run(capsys, "move", str(path), json.dumps(move))
        assert code == 0, f"{move}: {err}"
        lines = narration(err)
        assert len(lines) == 1 and lines[0].startswith(f"{rule} "), lines
        after = saves.loads(out)
        assert after.log[-1].rule == rule
        assert after.log[: len(before.log)] == before.log
        path.write_text(out, encoding="utf-8")
    final = saves.load_path(path)
    red = final.family("red")
    assert (red.prestige, red.church, red.resources, red.fiorini) == (12, 5, 3, 250)
    assert red.pool == 5
    assert final.detained == artist
    assert final.predicatore[2] is not None
    assert final.muse.value == "used"
    assert final.characters[artist].side.value == "regular"
    # end_turn handed the turn to the second family, whose pass hands it to the third.
    _, second, third = final.turn_order
    assert not red.passed and final.family(second).passed and final.active == third


def test_move_with_o_narrates_on_stdout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start, nxt = tmp_path / "a.json", tmp_path / "b.json"
    new_file(capsys, start)
    code, out, err = run(capsys, "move", str(start), '{"move": "kinsman_to_predicatore", "space": 1}', "-o", str(nxt))
    assert code == 0 and err == ""
    assert narration(out)[0].startswith("M3 ")
    assert saves.load_path(nxt).family("red").pool == 4


@pytest.mark.parametrize(
    ("setup", "move", "rule"),
    [
        ([], {"move": "bishop_marker", "to": 11}, "M2"),
        ([], {"move": "captain_marker", "to": -1}, "M1"),
        ([], {"move": "kinsman_to_predicatore", "space": 5}, "M3"),
        ([{"move": "kinsman_to_predicatore", "space": 2}], {"move": "kinsman_to_predicatore", "space": 2}, "M3"),
        ([], {"move": "kinsman_to_bishop_card"}, "M4"),
        ([], {"move": "kinsman_to_pool", "from": "bishop_card"}, "M5"),
        ([], {"move": "preacher_to_predicatore", "character": "nobody", "space": 1}, "M6"),
        ([], {"move": "detain", "character": "botticelli"}, "M7"),
        ([{"move": "use_muse"}], {"move": "use_muse"}, "M8"),
        ([], {"move": "flip_card", "character": "nobody"}, "M9"),
        ([], {"move": "set_counts", "resources": -1, "fiorini": 0}, "M10"),
    ],
)
def test_a_refused_move_exits_3_naming_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], setup: list[dict[str, Any]], move: dict[str, Any], rule: str
) -> None:
    path = tmp_path / "g.json"
    new_file(capsys, path)
    for m in setup:
        assert run(capsys, "move", str(path), json.dumps(m), "-o", str(path))[0] == 0
    original = path.read_bytes()
    out_file = tmp_path / "refused.json"
    code, out, err = run(capsys, "move", str(path), json.dumps(move), "-o", str(out_file))
    assert code == 3
    assert out == ""
    assert re.search(rf"\b{re.escape(rule)}\b", err), err
    assert not out_file.exists()
    assert path.read_bytes() == original
    code, out, err = run(capsys, "move", str(path), json.dumps(move))
    assert code == 3 and out == "" and rule in err


def test_a_move_after_the_game_is_over_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    new_file(capsys, path, "--families", "red", "--ghosts", "1")
    for _ in range(7):
        assert run(capsys, "end-round", str(path), "-o", str(path))[0] == 0
    code, _, err = run(capsys, "move", str(path), '{"move": "pass"}', "-o", str(tmp_path / "x.json"))
    assert code == 3 and "R8.1" in err
    assert not (tmp_path / "x.json").exists()


@pytest.mark.parametrize(
    "move",
    [
        "not json",
        "[]",
        '{"move": "fly"}',
        '{"move": "pass", "extra": 1}',
        '{"move": "captain_marker"}',
        '{"move": "captain_marker", "to": "3"}',
        '{"move": "captain_marker", "to": 1e999}',
        '{"move": "captain_marker", "to": 100000000000000000000}',
        '{"move": "kinsman_to_pool", "from": "predicatore:x"}',
        "[" * 100_000,
    ],
)
def test_a_malformed_move_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], move: str) -> None:
    path = tmp_path / "g.json"
    new_file(capsys, path)
    code, out, err = run(capsys, "move", str(path), move, "-o", str(tmp_path / "x.json"))
    assert code == 2 and out == "" and err.startswith("florenza-engine: ")
    assert not (tmp_path / "x.json").exists()


# -- score ------------------------------------------------------------------------------------
def _check_standings_shape(data: Any, families: set[str]) -> None:
    assert set(data) == {"final", "standings"}
    assert isinstance(data["final"], bool)
    assert isinstance(data["standings"], list)
    assert {row["family"] for row in data["standings"]} == families
    places = []
    for row in data["standings"]:
        assert list(row) == ["family", "victory_points", "resources", "fiorini", "place"]
        assert all(type(row[k]) is int for k in ("victory_points", "resources", "fiorini", "place"))
        places.append(row["place"])
    assert places == sorted(places) and places[0] == 1
    vps = [row["victory_points"] for row in data["standings"]]
    assert vps == sorted(vps, reverse=True)


def test_score_in_progress_is_not_final(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    new_file(capsys, path)
    for m in ('{"move": "captain_marker", "to": 4}', '{"move": "set_counts", "resources": 2, "fiorini": 10}'):
        assert run(capsys, "move", str(path), m, "-o", str(path))[0] == 0
    code, out, err = run(capsys, "score", str(path))
    assert code == 0 and err == ""
    data = json.loads(out)
    _check_standings_shape(data, {"red", "blue", "green"})
    assert data["final"] is False
    assert data["standings"][0] == {"family": "red", "victory_points": 4, "resources": 2, "fiorini": 10, "place": 1}
    assert [row["place"] for row in data["standings"]] == [1, 2, 2]


def test_score_of_a_finished_game_is_final(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    new_file(capsys, path, "--families", "red,blue", "--ghosts", "2")
    for _ in range(7):
        assert run(capsys, "end-round", str(path), "-o", str(path))[0] == 0
    code, out, _ = run(capsys, "score", str(path))
    assert code == 0
    data = json.loads(out)
    _check_standings_shape(data, {"red", "blue", "green", "yellow"})
    assert data["final"] is True
    assert data == json.loads(path.read_text(encoding="utf-8"))["standings"]


def test_score_of_an_invalid_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "score", str(tmp_path / "missing.json"))
    assert code == 2 and out == "" and "cannot read" in err


# -- validate ---------------------------------------------------------------------------------
def test_validate_ok(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "g.json"
    new_file(capsys, path)
    assert run(capsys, "validate", str(path)) == (0, "ok\n", "")


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["families"][2].__setitem__("church", 11), "families[2].church"),
        (lambda d: d["families"][0].__setitem__("pool", 4), "families[0].pool"),
        (lambda d: d.__setitem__("version", 2), "version"),
        (lambda d: d.__setitem__("round", "3"), "round"),
        (lambda d: d.pop("muse"), "muse"),
    ],
)
def test_validate_names_the_path(tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, where: str) -> None:
    path = tmp_path / "g.json"
    new_file(capsys, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "validate", str(path))
    assert code == 2 and out == ""
    assert f": {where}: " in err


def test_validate_refuses_a_big_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (2 * 1024 * 1024))
    code, _, err = run(capsys, "validate", str(path))
    assert code == 2 and "1 MiB" in err


# -- simulate ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("families", "ghosts"), [(3, 0), (1, 2), (0, 2), (5, 0)])
def test_simulate(capsys: pytest.CaptureFixture[str], families: int, ghosts: int) -> None:
    code, out, err = run(
        capsys, "simulate", "--games", "4", "--families", str(families), "--ghosts", str(ghosts), "--seed", "3"
    )
    assert code == 0, out + err
    last = out.splitlines()[-1]
    assert SIMULATE_LINE.match(last), last
    assert last.startswith("games=4 ")


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--games", "1", "--families", "1", "--ghosts", "0"],
        ["simulate", "--games", "1", "--families", "4", "--ghosts", "2"],
        ["simulate", "--games", "-1"],
        ["simulate"],
    ],
)
def test_simulate_refuses_bad_arguments(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.strip()


def test_no_subcommand_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys)[0] == 2
    assert run(capsys, "fly")[0] == 2


# -- through a real process -------------------------------------------------------------------------
def engine_command() -> list[str]:
    script = shutil.which("florenza-engine")
    return [script] if script else [sys.executable, "-m", "florenza_gui.cli"]


def real(*argv: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [*engine_command(), *argv], capture_output=True, text=True, cwd=ROOT, timeout=120, check=False
    )
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr
    return proc


def test_a_real_session(tmp_path: Path) -> None:
    game = tmp_path / "game.json"
    proc = real("new", "--seed", "7", "--families", "red,blue", "--ghosts", "1", "-o", str(game))
    assert proc.returncode == 0 and proc.stderr == ""
    narration(proc.stdout)
    proc = real("move", str(game), '{"move": "kinsman_to_predicatore", "space": 2}')
    assert proc.returncode == 0
    assert saves.loads(proc.stdout).family("red").pool == 4
    narration(proc.stderr)
    refused = tmp_path / "refused.json"
    proc = real("move", str(game), '{"move": "bishop_marker", "to": 99}', "-o", str(refused))
    assert proc.returncode == 3 and "M2" in proc.stderr and not refused.exists()
    nxt = tmp_path / "next.json"
    proc = real("end-round", str(game), "-o", str(nxt))
    assert proc.returncode == 0
    assert saves.load_path(nxt).round == 2
    proc = real("validate", str(nxt))
    assert (proc.returncode, proc.stdout) == (0, "ok\n")
    proc = real("score", str(nxt))
    assert proc.returncode == 0 and json.loads(proc.stdout)["final"] is False
    game.write_text('{"format": "florenza-save", "version": 9}', encoding="utf-8")
    proc = real("validate", str(game))
    assert proc.returncode == 2 and "version" in proc.stderr and proc.stdout == ""


def test_a_real_simulation() -> None:
    proc = real("simulate", "--games", "10", "--families", "2", "--ghosts", "1")
    assert proc.returncode == 0, proc.stderr
    assert SIMULATE_LINE.match(proc.stdout.splitlines()[-1])


def test_simulate_counts_games_per_second_of_cpu_time(capsys: pytest.CaptureFixture[str]) -> None:
    """The figure is games per second on one core: the games over the CPU
    time the process spent on them, given on the line before with the wall
    clock's (which also counts the time other programs had the core)."""
    code, out, _ = run(capsys, "simulate", "--games", "6", "--families", "2", "--ghosts", "1")
    assert code == 0
    times, last = out.splitlines()[-2:]
    found = re.fullmatch(r"wall_seconds=([\d.]+) cpu_seconds=([\d.]+)", times)
    assert found, times
    cpu = float(found.group(2))
    rate = float(last.rpartition("=")[2])
    assert cpu > 0 and rate == pytest.approx(6 / cpu, rel=0.02)


def test_new_without_o_in_a_real_process() -> None:
    proc = real("new", "--seed", "11")
    assert proc.returncode == 0
    assert saves.loads(proc.stdout).seed == 11
    narration(proc.stderr)
