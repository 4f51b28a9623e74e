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
    "scenario_all-tied.json": "c97debfe0d077726241e3f29b2543bf8203b0e28af8d6cc46711bccd64e3ab40",
    "scenario_bishop-tie.json": "04d92e7535bf647f4f9c790df12a0eedd9acca03b16c2037f01c27a0fb5b2578",
    "scenario_captain-and-bishop.json": "1d928cb6e3b944bd026a024be0469e19fa711c523832d7729e405a72a7287939",
    "scenario_captain-tie.json": "a0738320084e4a385ac8a24ee63ae5721c6f49eea9048be6c1d8d750f4e33abe",
    "scenario_cardinal-reelection.json": "6a0b12fe902ea0cc73b797ae5e305187abeddebe5be644cab95224341cbb7dc3",
    "scenario_empty-bag.json": "ddcd48214bacc5e92de9abc8328f9a3ec6a775719c5213ededfb578405965bb3",
    "scenario_ghost-wraparound.json": "23dd3f362ec7c7086869b9faa42009fc1508942f600a3017cd15f4d6a16a63db",
    "scenario_last-round-fiorini.json": "f374760f7715af50277a187baf253e728861c3e7c8163b57f437bd4c8c0467a0",
    "scenario_nobody-at-3.json": "6b3e5e06f235b7c38a97528f69d99b6fa313b42a7f97e7f164d6bff5c21b86d8",
}


def test_the_golden_files_are_the_ones_pinned() -> None:
    import hashlib

    found = {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in FILES}
    assert found == PINNED_SHA256
