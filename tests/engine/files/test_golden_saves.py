"""The saved file stays the same: games and scenarios replayed with the
engine write, byte for byte, the golden files (tests/engine/golden, whose
README says how one is changed on purpose); only the public wording of M1
may differ, as RULES.md D13 took the position out of it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.movecodec import move_from_dict
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Difficulty
from florenza_gui.engine.rules.moves import apply
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
SCENARIOS = Path(__file__).resolve().parents[3] / "resources" / "scenarios"
FILES = sorted(GOLDEN.glob("*.json"))


def replay(game: dict[str, object]) -> GameState:
    if "scenario" in game:
        state = saves.load_path(SCENARIOS / str(game["scenario"]))
    else:
        seats = simulate.seatings(int(game["humans"]), int(game["ghosts"]))  # type: ignore[call-overload]
        state = new_game(seats, seed=int(game["seed"]), difficulty=Difficulty(game["difficulty"]),  # type: ignore[call-overload]
                         shuffle_order=bool(game["shuffle_order"]))
    for step in game["script"]:  # type: ignore[attr-defined]
        state, _ = end_round(state) if step == "end_round" else apply(state, move_from_dict(step))
    return state


def differing_lines(old: str, new: str) -> list[tuple[str, str, str]]:
    """(rule line, old line, new line) for every line of the two files that differs."""
    a, b = old.splitlines(), new.splitlines()
    assert len(a) == len(b), "the files differ in length"
    return [(a[i - 1].strip(), a[i].strip(), b[i].strip()) for i in range(len(a)) if a[i] != b[i]]


def test_there_are_golden_games_and_every_scenario_has_one() -> None:
    assert len(FILES) >= 7 + 9
    stems = {p.stem for p in FILES}
    assert {f"scenario_{p.stem}" for p in SCENARIOS.glob("*.json")} <= stems


def without_events(text: str, read: int = 0) -> str:
    """A saved file without the typed events its log lines carry (an added
    field, as FORMAT.md allows), written as ``saves.dumps`` writes. Every
    line has its event but the first ``read``, which came from a scenario's
    file as text."""
    data = json.loads(text)
    assert ["event" in line for line in data["log"]] == [False] * read + [True] * (len(data["log"]) - read)
    for line in data["log"]:
        line.pop("event", None)
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_replayed_game_writes_the_same_file_but_m1(path: Path) -> None:
    """Every field of today's file, the log's text among them, is what main
    wrote, byte for byte; the file only adds each log line's ``event``."""
    game = json.loads(path.read_text(encoding="utf-8"))
    read = len(saves.load_path(SCENARIOS / str(game["scenario"])).log) if "scenario" in game else 0
    written = without_events(saves.dumps(replay(game)), read)
    for rule, old, new in differing_lines(game["save"], written):
        # only the public text of an M1 log entry (D13) may differ
        assert rule == '"rule": "M1",', (rule, old, new)
        assert old.startswith('"text": "') and new.startswith('"text": "'), (old, new)


# Each golden file's SHA-256: a file made again by accident would compare the
# engine with itself (an intended change updates these, golden/README.md).
PINNED_SHA256 = {
    "finished_1h4g.json": "b6811d074f3f1dc2ffef86aa127ee25bb938bfcc11dfa277e026878debf3b4fc",
    "finished_2h2g.json": "8225a3f63c629584a7b9599cb538c8a7915cf4d0f25439a81285c9067baa83b6",
    "finished_3h.json": "4a83ce8fbd64d5b255fef921e33faf000bdf2cee8237419fd5af9387968fa7d6",
    "finished_5h.json": "5c03b60cf5ff671cf299cd9eb51eefcd96372059ba948d226e976043208a2678",
    "mid_2h1g_round6.json": "3ccec72646d24121695c4a5bdde7cac923221d39d6e89cc9889c902721f7a5fb",
    "mid_3h2g_round3.json": "e72535ec54b65a89c60c53c85d7060f7e15e18f0a8890a61c4934ba323c28f7d",
    "mid_5h_round4.json": "3e9064fa0ec5b9bc54c21099fa68ef1b9aad272792244dd892fd973b14c8a922",
    "scenario_all-tied.json": "d14c29382aca2c19c3f79319457dd43212b2a388995072d8bb2e0e83cd9f7c70",
    "scenario_bishop-tie.json": "b2b274ec04196a8f90676c117b94153cec4c949c4b9819f2c8a2a1a9bd7747ed",
    "scenario_captain-and-bishop.json": "2c684f377e60a0ade7784414679b0b1916b6160832174a47b13cdb3e94d83074",
    "scenario_captain-tie.json": "8bff3150b6aff2576d4e4f9c4f8768e87a2e9d2882286c081577f1e91f53ea3b",
    "scenario_cardinal-reelection.json": "af5eae051352a0f1b05576c114a613fdd71e65ed07e2faf3010e3fa09782b5e1",
    "scenario_empty-bag.json": "8f275a9f3ce8d4023bf3d635ca3b2abb6bfb546ee88eddab2081cbbf78b07e31",
    "scenario_ghost-wraparound.json": "7950fd637509fdd9310c1eaea7a8f5c21ec95d46ae7c20a07ab6ab16da88bbd8",
    "scenario_last-round-fiorini.json": "c17cb0b3d332c0b4d182f611b0860e047e0e12180c39cb5ba794fa65f408b269",
    "scenario_nobody-at-3.json": "5e35cb8147631a773ce59e46b8b5a4a268f5eedac598ae58a46330b667b5d817",
}


def test_the_golden_files_are_the_ones_pinned() -> None:
    import hashlib

    found = {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in FILES}
    assert found == PINNED_SHA256
