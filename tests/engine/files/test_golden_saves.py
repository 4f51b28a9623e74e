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
    "scenario_all-tied.json": "e4a49627c1cdbcfef549a0b23063f417a76edfb116ed1ba6800fb0c71e980e58",
    "scenario_bishop-tie.json": "c9bf88283d8942eeee07fa274cfd2ded804baae9dcb8fe86f43c5f286292d71b",
    "scenario_captain-and-bishop.json": "c3c7e7cc7660f484e4c0961c1b2575eee82cdcc04b685866054b5fafcbc3dc8e",
    "scenario_captain-tie.json": "b11966a8d3a0b2a75b237ece67c545986347a6f393aa3688b60608ceeaaf921f",
    "scenario_cardinal-reelection.json": "48cd0c2ff813d3892800ee9c65990c5a528967e8c158456a1b935175e437bb7b",
    "scenario_empty-bag.json": "137b439c3e4e669012f293440e06092f8b072e7d8c009e2027b305ac28ae81f3",
    "scenario_ghost-wraparound.json": "f76e6e023104acf4fb9830bfd9fb26458459140ec3bac76fed1fa212de2aeb28",
    "scenario_last-round-fiorini.json": "f6d0997f859992f1f34776a68720aa779d590f133f0ce721a71f12eed1c61ed5",
    "scenario_nobody-at-3.json": "7bda118c267e1803ebb9e6e6be6066ae050b024d4d369c63b76f41ad408198b6",
}


def test_the_golden_files_are_the_ones_pinned() -> None:
    import hashlib

    found = {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in FILES}
    assert found == PINNED_SHA256
