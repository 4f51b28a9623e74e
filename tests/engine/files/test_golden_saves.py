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
    "finished_1h4g.json": "7c1a2c1c54167b8a5c6d9b2829b6b6176d28c81ca94a7d0d9c0250a11a1810b4",
    "finished_2h2g.json": "9f3bb6bbc003bdff1f2191fd2b5eaca4b1ccc0765cf973b70c5b1b1d8e82f031",
    "finished_3h.json": "1b24da74f30acf93d71c7d9014ace650b21472965efe190fee776db94010d7bd",
    "finished_5h.json": "f1f11b5388fda5342f0ca68290d79fdc8c5d3b63ab33e7edac8831e7c16f1b86",
    "mid_2h1g_round6.json": "903fc8308b3b7e1ea0f6b32125bb0db1c0315e766b87526a8556fd14122d00aa",
    "mid_3h2g_round3.json": "9edda7485e25682fabb41faefbc4c674161720d935242bccd4401065945936e0",
    "mid_5h_round4.json": "1b17368fa3a3582fdacd6784b7b4ea2046e7ed84578364a82d1710a540fd0889",
    "scenario_all-tied.json": "e51f81c893ef4c11b8776b9bb64531d36143227f93c3f2d3967a84c1c6668ea4",
    "scenario_bishop-tie.json": "b9488e3602d2e7d688a79d192b8c2dcfacdb4b47bbed75cf5b5da380c7b8a4c9",
    "scenario_captain-and-bishop.json": "ccf159052bdf41e816952d91295b81b8a97b414e53669b9baaafda9afa0c4ead",
    "scenario_captain-tie.json": "73bd9a41ec296b4a8ccfdcac7a189dedfec11fd9bbf12a70ec96829ee33741f7",
    "scenario_cardinal-reelection.json": "99f325a8e37b7802c6b402908d12671bad19a1eca8657c712eee5ef072cb7a12",
    "scenario_empty-bag.json": "f591afc4ef476c19a764eb2e3015e7650d2f7da774f8317e5069efad9848317a",
    "scenario_ghost-wraparound.json": "60f9533c3daef288a3a062bfc5989b41b818010e959bab0724461569c9cb07dd",
    "scenario_last-round-fiorini.json": "95ed9d71d7de5f00f6a24f4c75c576eab0eab3ab6dfb6b819aa9e6db14595d24",
    "scenario_nobody-at-3.json": "0e97b945bcf105c2f44afe5b42485722f72c1139c066bc4be8c4926381e39b5d",
}


def test_the_golden_files_are_the_ones_pinned() -> None:
    import hashlib

    found = {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in FILES}
    assert found == PINNED_SHA256
