"""Whatever a valid file leads to by the rules reads back (from a file at the
highest numbers, end-round, Save and the autosave could write 20000 tokens,
above the 10000 a file may hold, a file the app would refuse). A file is read
only if what its game can still reach stays within the format's limits
(engine/files/headroom.py): the most a file may hold in each round, played to the
end with every marker raised as far as M1 goes, writes files that all read
back; a file at the highest numbers is refused, naming the field and the
rules, and nothing is written."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.headroom import round_gain, tokens_per_bank
from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.model.boarddata import standard_board
from florenza_gui.engine.model.limits import MAX_POINTS, MAX_TOKENS, MOVE_PRESTIGE_MAX
from florenza_gui.engine.model.movecodec import move_from_dict
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Difficulty, Phase, Seat
from florenza_gui.engine.rules.moves import apply
from florenza_gui.engine.rules.setup import Seating, new_game


def _game(round_: int) -> dict[str, Any]:
    seats = [Seating("red", "Red"), Seating("blue", "Blue"), Seating("green", "Green", Seat.GHOST)]
    data = saves.to_dict(new_game(seats, seed=4, difficulty=Difficulty.HARD))
    data["round"] = round_
    return data


def _reads(data: dict[str, Any]) -> bool:
    try:
        saves.loads(json.dumps(data))
    except SaveError:
        return False
    return True


def _most(data: dict[str, Any], put: Callable[[dict[str, Any], int], None], top: int) -> int:
    """The highest ``n`` (0..top) for which the file with ``put(data, n)`` still reads."""
    low, high = 0, top
    while low < high:
        middle = (low + high + 1) // 2
        trial = json.loads(json.dumps(data))
        put(trial, middle)
        low, high = (middle, high) if _reads(trial) else (low, middle - 1)
    put(data, low)
    return low


def _at_the_limits(round_: int) -> dict[str, Any]:
    """Red (to be Captain) at the highest position a file may hold; Blue with
    the most tokens; the Ghost just below Red."""
    data = _game(round_)
    fams = data["families"]

    def red(d: dict[str, Any], n: int) -> None:
        d["families"][0]["prestige"] = n

    def blue(d: dict[str, Any], n: int) -> None:
        d["families"][1]["tokens"] = [1] * n

    def ghost(d: dict[str, Any], n: int) -> None:
        d["families"][2]["prestige"] = n

    assert _most(data, red, MAX_POINTS) >= MOVE_PRESTIGE_MAX
    assert _most(data, blue, MAX_TOKENS) > 0
    _most(data, ghost, fams[0]["prestige"] - 1)
    return data


def _raise_and_pass(state: GameState) -> GameState:
    """Each human moves its Captain marker up as far as M1 goes (if that is up), then passes."""
    while state.active is not None:
        if state.family(state.active).prestige < MOVE_PRESTIGE_MAX:
            state, _ = apply(state, move_from_dict({"move": "captain_marker", "to": MOVE_PRESTIGE_MAX}))
        state, _ = apply(state, move_from_dict({"move": "pass"}))
    return state


@pytest.mark.parametrize("round_", range(1, 8))
def test_the_most_a_file_may_hold_plays_to_the_end_and_every_file_written_reads_back(round_: int) -> None:
    state = saves.loads(json.dumps(_at_the_limits(round_)))
    while state.phase is Phase.ACTIONS:
        state = _raise_and_pass(state)
        assert saves.loads(saves.dumps(state)) == state
        state, _ = end_round(state)
        assert saves.loads(saves.dumps(state)) == state  # what end-round, Save and the autosave write
    assert state.standings is not None


def test_a_new_game_is_far_within_the_limits() -> None:
    """Seven ends of round from setup, every marker raised by M1 to its highest each round, stay within."""
    board = standard_board()
    reach = 7 * MOVE_PRESTIGE_MAX + 7 * round_gain(board)
    largest, remainder = tokens_per_bank(board)
    assert reach <= MAX_POINTS and reach // largest + 7 * remainder <= MAX_TOKENS
    assert round_gain(board) == 10 + 5 + 4 + 2  # R7.2d's space 10, R7.3's five seats, G2's 4 + hard's 2
    assert (largest, remainder) == (10, 3)  # 9 = 5 + 2 + 2


def _file_at_the_highest_numbers(tmp_path: Path) -> Path:
    """Red at 100000 holding 10000 tokens of 10, Blue at 99999, all passed."""
    data = saves.to_dict(new_game([Seating("red", "Red"), Seating("blue", "Blue"), Seating("green", "Green")],
                                  seed=5))
    data["families"][0].update(prestige=100000, tokens=[10] * 10000)
    data["families"][1].update(prestige=99999)
    for f in data["families"]:
        f["passed"] = True
    data["active"] = None
    path = tmp_path / "pm2.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_file_at_the_highest_numbers_is_refused_naming_the_field_and_nothing_is_written(tmp_path: Path) -> None:
    path = _file_at_the_highest_numbers(tmp_path)
    with pytest.raises(SaveError) as caught:
        saves.load_path(path)
    assert caught.value.path == "families[0].prestige"
    assert caught.value.reason == ("red stands at 100000 in round 1: with their tokens and what the 7 ends of round "
                                   "left can add (M1, R7.2d, R7.3, G2) the score could end past 100000 points, the "
                                   "most a file holds")
    assert "(M1, R7.2d, R7.3, G2)" in caught.value.reason_in("it")
    out = tmp_path / "out.json"
    proc = subprocess.run([sys.executable, "-m", "florenza_gui.cli", "end-round", str(path), "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "families[0].prestige" in proc.stderr and not out.exists()


@pytest.mark.parametrize(("field", "value", "path"), [
    ("tokens", [1] * 9000, "families[1].tokens"),
    ("cardinal", 999, "families[1].cardinal"),
])
def test_a_count_the_rest_of_the_game_could_take_past_its_limit_is_refused(field: str, value: Any, path: str) -> None:
    data = _game(1)
    data["families"][1][field] = value
    with pytest.raises(SaveError) as caught:
        saves.loads(json.dumps(data))
    assert caught.value.path == path
    data["round"] = 7  # one end of round left: room enough
    data["families"][1][field] = value if field == "cardinal" else [1] * 8900
    assert _reads(data)


def test_the_ghost_deck_s_reshuffles_keep_room() -> None:
    data = _game(6)
    data["ghosts"]["reshuffles"] = 10**9
    with pytest.raises(SaveError) as caught:
        saves.loads(json.dumps(data))
    assert caught.value.path == "ghosts.reshuffles"
    data["ghosts"]["reshuffles"] = 10**9 - 2
    assert _reads(data)
