"""Writes the golden files not here yet (README.md beside it): each holds a
game's seats, seed and every move and end of round in order (``script``),
and the save the engine wrote after them (``save``). A file already here is
never written again; an intended change is made as the README says."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.movecodec import move_to_dict
from florenza_gui.engine.model.types import Difficulty, Phase
from florenza_gui.engine.rules.moves import apply, check
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate

HERE = Path(__file__).resolve().parent

# (name, seed, humans, ghosts, rounds to end, extra moves in the next round)
GAMES = [
    ("finished_3h", 11, 3, 0, 7, 0),
    ("finished_2h2g", 12, 2, 2, 7, 0),
    ("finished_1h4g", 13, 1, 4, 7, 0),
    ("finished_5h", 14, 5, 0, 7, 0),
    ("mid_5h_round4", 15, 5, 0, 3, 20),
    ("mid_3h2g_round3", 16, 3, 2, 2, 0),
    ("mid_2h1g_round6", 17, 2, 1, 5, 9),
]


def play(seed: int, humans: int, ghosts: int, rounds: int, extra: int) -> dict[str, object]:
    r = random.Random(seed)
    difficulty = r.choice(list(Difficulty))
    shuffle = r.random() < 0.5
    state = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=difficulty, shuffle_order=shuffle)
    script: list[object] = []
    for done in range(rounds + 1):
        player = simulate._Player(r)
        made = 0
        while state.active is not None and (done < rounds or made < extra):
            move = player.next_move(state)
            if check(state, move).ok:
                state, _ = apply(state, move)
                script.append(move_to_dict(move))
                made += 1
        if done == rounds or state.phase is not Phase.ACTIONS:
            break
        state, _ = end_round(state)
        script.append("end_round")
    return {
        "seed": seed,
        "humans": humans,
        "ghosts": ghosts,
        "difficulty": difficulty.value,
        "shuffle_order": shuffle,
        "script": script,
        "save": saves.dumps(state),
    }


def scenario_end(path: Path) -> dict[str, object]:
    """A scenario of resources/ after its end of round, run to the end of the game."""
    state = saves.load_path(path)
    script: list[object] = []
    r = random.Random(path.name)
    while state.phase is Phase.ACTIONS:
        if state.active is None:
            state, _ = end_round(state)
            script.append("end_round")
            continue
        move = simulate._Player(r).next_move(state)
        if check(state, move).ok:
            state, _ = apply(state, move)
            script.append(move_to_dict(move))
    return {"scenario": path.name, "script": script, "save": saves.dumps(state)}


def reword(rule: str, paths: list[Path]) -> None:
    """In each golden file of ``paths``, the public text of ``rule``'s log
    lines only, as the engine of the checkout words them (README.md: an
    intended change of a rule's wording); its script and every other line stay."""
    from tests.engine.files.test_golden_saves import SCENARIOS, replay, without_events

    for path in paths:
        game = json.loads(path.read_text(encoding="utf-8"))
        read = len(saves.load_path(SCENARIOS / str(game["scenario"])).log) if "scenario" in game else 0
        new = json.loads(without_events(saves.dumps(replay(game)), read))
        old = json.loads(str(game["save"]))
        changed = 0
        for was, now in zip(old["log"], new["log"], strict=True):
            if was["rule"] == rule and was["text"] != now["text"]:
                was["text"], changed = now["text"], changed + 1
        game["save"] = json.dumps(old, indent=2, ensure_ascii=False) + "\n"
        path.write_text(json.dumps(game, indent=1) + "\n", encoding="utf-8")
        print(f"{path.name}: {changed} {rule} line(s) reworded")


def relesson(paths: list[Path]) -> None:
    """In each scenario's golden file of ``paths``, the lesson's own texts (its ``scenario`` field and the log
    lines its file holds) as the shipped scenario words them (README.md: a lesson's text changed); its script
    and every line the game wrote stay."""
    for path in paths:
        game = json.loads(path.read_text(encoding="utf-8"))
        lesson = json.loads((HERE.parents[2] / "resources" / "scenarios" / str(game["scenario"])).read_text("utf-8"))
        old = json.loads(str(game["save"]))
        for was, now in zip(old["log"], lesson["log"], strict=False):
            assert was["rule"] == now["rule"], f"{path.name}: the lesson's log lines are not the file's first"
            was["text"] = now["text"]
        old["scenario"] = lesson["scenario"]
        game["save"] = json.dumps(old, indent=2, ensure_ascii=False) + "\n"
        path.write_text(json.dumps(game, indent=1) + "\n", encoding="utf-8")
        print(f"{path.name}: the lesson's texts as shipped")


def main() -> None:
    """Write the golden files not here yet; never one already here, unless
    asked to reword one rule's lines in named files (``--reword R8.2 FILE...``)
    or a lesson's own texts (``--lesson FILE...``)."""
    if sys.argv[1:2] == ["--reword"] and len(sys.argv) > 3:
        reword(sys.argv[2], [Path(p) for p in sys.argv[3:]])
        return
    if sys.argv[1:2] == ["--lesson"] and len(sys.argv) > 2:
        relesson([Path(p) for p in sys.argv[2:]])
        return
    scenarios = HERE.parents[2] / "resources" / "scenarios"
    for path in sorted(scenarios.glob("*.json")):
        _write_new(HERE / f"scenario_{path.stem}.json", lambda path=path: scenario_end(path))
    for name, seed, humans, ghosts, rounds, extra in GAMES:
        _write_new(HERE / f"{name}.json", lambda g=(seed, humans, ghosts, rounds, extra): play(*g))


def _write_new(target: Path, make: Callable[[], dict[str, object]]) -> None:
    if target.exists():
        print(f"kept {target.name} (a golden file is never made again)")
        return
    target.write_text(json.dumps(make(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {target.name}")


if __name__ == "__main__":
    main()
