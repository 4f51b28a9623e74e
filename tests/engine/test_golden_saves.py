"""The saved file stays the same (issue 7): games and scenarios replayed with
today's engine write, byte for byte, the file the engine of main wrote before
events became typed data (tests/engine/golden, made by make_golden.py); only
the public wording of M1 may differ, as RULES.md D13 changed it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from florenza_gui.engine import saves, simulate
from florenza_gui.engine.movecodec import move_from_dict
from florenza_gui.engine.moves import apply
from florenza_gui.engine.rounds import end_round
from florenza_gui.engine.setup import new_game
from florenza_gui.engine.state import GameState
from florenza_gui.engine.types import Difficulty

GOLDEN = Path(__file__).resolve().parent / "golden"
SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"
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
