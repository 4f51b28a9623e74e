"""Positions no game can reach by the rules are refused, naming the field as
a JSON path and the rule (FORMAT.md; found by tester18): a Captain who does
not hold the First Player card (R7.1b), a Captain or a Bishop in round 1
(D7), seven characters in the row (D1, R8.7), a card under a Life card
beyond its rounds (it was the one refusal naming no path).
Positions the rules do reach, and every scenario shipped, still read."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from florenza_gui.engine import saves
from florenza_gui.engine.movecodec import move_from_dict
from florenza_gui.engine.moves import apply
from florenza_gui.engine.readfile import SaveError
from florenza_gui.engine.rounds import end_round_steps
from florenza_gui.engine.saves_check import violation_path
from florenza_gui.engine.schema import SaveFile
from florenza_gui.engine.setup import Seating, new_game
from florenza_gui.engine.simulate import play_random_game
from florenza_gui.engine.state import GameState
from florenza_gui.engine.types import Phase
from florenza_gui.engine.violation import Broken, broken

SCENARIOS = sorted((Path(__file__).parents[2] / "resources" / "scenarios").glob("*.json"))


def _game(round_: int = 3) -> dict[str, Any]:
    state = new_game([Seating("red", "Anna"), Seating("blue", "Bruno"), Seating("green", "Carla")], seed=5)
    data = saves.to_dict(state)
    data["round"] = round_
    return data


def _refused(data: dict[str, Any]) -> SaveError:
    text = json.dumps(data)
    with pytest.raises(SaveError) as caught:
        saves.loads(text)
    return caught.value


def _with_captain(data: dict[str, Any], captain: str = "blue") -> dict[str, Any]:
    data["captain"] = captain
    data["first_player_card"] = {"side": "captain", "holder": captain}
    return data


def test_a_captain_who_does_not_hold_the_first_player_card_is_refused_naming_r7_1b() -> None:
    assert saves.loads(json.dumps(_with_captain(_game()))).captain == "blue"  # as R7.1b leaves it
    data = _with_captain(_game())
    data["first_player_card"] = {"side": "first_player", "holder": "red"}
    error = _refused(data)
    assert error.path == "first_player_card"
    assert error.reason == "'blue' is Captain, so it holds this card, Captain side up (R7.1b)"
    assert "(R7.1b)" in error.reason_in("it")
    data["first_player_card"] = {"side": "first_player", "holder": "blue"}  # held, but the wrong side up
    assert _refused(data).path == "first_player_card"


@pytest.mark.parametrize("office", ["captain", "bishop"])
def test_an_office_in_round_1_is_refused_naming_d7(office: str) -> None:
    data = _game(round_=1)
    if office == "captain":
        _with_captain(data, "red")
    else:
        data["bishop"] = "red"
    error = _refused(data)
    assert error.path == office
    assert error.reason == "is 'red', but round 1 is played with no Captain and no Bishop (D7)"
    assert error.reason_in("it").endswith("(D7)")
    data["round"] = 2  # elected in Phase 7 of round 1
    assert saves.loads(json.dumps(data)).round == 2


def test_seven_characters_in_the_row_are_refused_naming_the_row() -> None:
    data = _game()
    drawn = data["bag"].pop(0)
    rounds = data["characters"][drawn]["rounds"]
    data["row"][("I", "II", "III", "IV", "V", "VI")[rounds - 1]].append(drawn)
    error = _refused(data)
    assert error.path == "row"
    assert error.reason == "holds 7 characters; the row never holds more than 6 (D1, R8.7)"
    assert "(D1, R8.7)" in error.reason_in("it")


def test_a_card_beyond_its_rounds_names_its_place_in_the_row() -> None:
    data = _game()
    cards = ("I", "II", "III", "IV", "V", "VI")
    card = next(c for c in cards[:-1] if data["row"][c])
    moved = data["row"][card].pop(0)
    data["row"]["VI"].append(moved)
    error = _refused(data)
    assert error.path == f"row.VI[{len(data['row']['VI']) - 1}]"
    assert error.reason == f"{moved} is under a Life card beyond its rounds"
    assert str(error).startswith(f"{error.path}: ")


def test_a_broken_invariant_the_file_checks_let_through_names_its_field() -> None:
    data = _game()
    model = SaveFile.model_validate(data)
    assert violation_path(model, broken(Broken.CHURCH_OUTSIDE, family="blue", top=10)) == "families[1].church"
    assert violation_path(model, broken(Broken.COUNT_BELOW_ZERO, family="green")) == "families[2]"
    card = next(c for c in ("I", "II", "III", "IV", "V", "VI") if data["row"][c])
    first = data["row"][card][0]
    assert violation_path(model, broken(Broken.BEYOND_ROUNDS, character=first)) == f"row.{card}[0]"
    assert violation_path(model, broken(Broken.BISHOP_CARD_FULL)) == "bishop_card"
    assert violation_path(model, broken(Broken.TURN_ORDER)) == "turn_order"


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_every_scenario_shipped_still_reads(path: Path) -> None:
    saves.load_path(path)


@pytest.mark.parametrize(("seed", "humans", "ghosts"), [(1, 3, 2), (2, 2, 0), (3, 1, 4), (4, 5, 0)])
def test_every_position_at_rest_a_whole_game_reaches_reads_back(seed: int, humans: int, ghosts: int) -> None:
    """Each turn's position and the end, as random games reach them (Captains, Bishops, Ghosts)."""
    seen: list[GameState] = []
    play_random_game(seed, humans, ghosts, check_invariants=False, on_state=seen.append)
    at_rest = [s for s in seen if s.active is not None or s.standings is not None]
    assert at_rest[-1].phase is Phase.GAME_OVER and any(s.captain for s in at_rest)
    for state in at_rest[:: max(1, len(at_rest) // 60)] + at_rest[-1:]:
        assert saves.loads(saves.dumps(state)) == state


@pytest.mark.parametrize("round_", [1, 2, 7])
def test_every_step_of_an_end_of_round_still_reads(round_: int) -> None:
    """Mid-end-of-round (as --dump-state writes one): after R7.1 the new Captain has not yet taken the
    First Player card (R7.1b), and in round 1 there is a Captain before R8.1 moves the round on."""
    state = saves.loads(json.dumps(_game(round_)))
    captain = state.active
    state, _ = apply(state, move_from_dict({"move": "captain_marker", "to": 13}))
    while state.active is not None:
        state, _ = apply(state, move_from_dict({"move": "pass"}))
    steps = [s for s, _ in end_round_steps(state)]
    assert any(s.captain == captain and s.first_player_card.side.value != "captain" for s in steps)
    for step in steps:
        if step.first_player_card.holder is not None and (step.phase is Phase.ACTIONS or step.standings):
            assert saves.loads(saves.dumps(step)) == step
