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
    "finished_1h4g.json": "aa5f813c95b53c8f201cbae75338c79a2bcc52dde42f016eef0ab05d13430152",
    "finished_2h2g.json": "9f3bb6bbc003bdff1f2191fd2b5eaca4b1ccc0765cf973b70c5b1b1d8e82f031",
    "finished_3h.json": "f57c29e48b589c941683f58f50f9fd9dddbe400fa7112227cc6de513fbe871f0",
    "finished_5h.json": "f1f11b5388fda5342f0ca68290d79fdc8c5d3b63ab33e7edac8831e7c16f1b86",
    "mid_2h1g_round6.json": "903fc8308b3b7e1ea0f6b32125bb0db1c0315e766b87526a8556fd14122d00aa",
    "mid_3h2g_round3.json": "9edda7485e25682fabb41faefbc4c674161720d935242bccd4401065945936e0",
    "mid_5h_round4.json": "1b17368fa3a3582fdacd6784b7b4ea2046e7ed84578364a82d1710a540fd0889",
    "scenario_all-tied.json": "301de1eefd217f022d838b200b31a7c8d4d725a1429b96a010bb4fe27d848acb",
    "scenario_bishop-tie.json": "6a9518712791cd16cdcf966ec0849a1480bdc96300a7359c02d8ab7eb687fddb",
    "scenario_captain-and-bishop.json": "5769e8c3e02d21b310ea8a580560348bee846b942ed6e8825f8d867e72d0f0e2",
    "scenario_captain-tie.json": "d4b8b87c89822bb4df26f2df70ace49621fb5561ac96cffde80ea9b410fb910b",
    "scenario_cardinal-reelection.json": "f64a34cf76a2e3b26c0487e9de192bea73708881974ab6f51302aee85553fc12",
    "scenario_empty-bag.json": "d66792963df04fd166ef82823be431c3b8f7b996cfd193cd7906d7c03513faad",
    "scenario_ghost-wraparound.json": "adae7a38032e1b8ebfc2b18ae9d1243ff293dd5faecd7a30e4ac6b963748f5c6",
    "scenario_last-round-fiorini.json": "7793c62c10b824fb7d237be9d4373eea6e414c1976411fc703744dda5937d912",
    "scenario_nobody-at-3.json": "7c30bfea5934a66c3a318dd75853edf9c3b888862c01c4d3c404e86a3933ed40",
}


def test_the_golden_files_are_the_ones_pinned() -> None:
    import hashlib

    found = {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in FILES}
    assert found == PINNED_SHA256
