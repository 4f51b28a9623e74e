"""Positions no game can reach by the rules are refused, naming the field as
a JSON path and the rule (FORMAT.md): a Captain who does
not hold the First Player card (R7.1b), a Captain or a Bishop in round 1
(D7), seven characters in the row (D1, R8.7), a card under a Life card
beyond its rounds (named by its place in the row).
Positions the rules do reach, and every scenario shipped, still read."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from florenza_gui.engine.checks.invariants import violations
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.files.saves_check import position_refusal, violation_path
from florenza_gui.engine.model.filereasons import FileProblem, Why, why
from florenza_gui.engine.model.movecodec import move_from_dict
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import LifeCard, Phase
from florenza_gui.engine.model.violation import Broken, broken
from florenza_gui.engine.rules.end_of_round import end_round_steps
from florenza_gui.engine.rules.moves import apply
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.engine.sim.simulate import play_random_game

SCENARIOS = sorted((Path(__file__).parents[3] / "resources" / "scenarios").glob("*.json"))


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
    assert error.reason == "'blue' is Captain, so this card is theirs, Captain side up (R7.1b)"
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


def test_a_broken_invariant_names_the_field_its_check_reads() -> None:
    """Each check writes where its violation is; the file names that path."""
    state = saves.loads(json.dumps(_game()))
    blue, green = state.families[1].id, state.families[2].id
    card = next(c for c in list(LifeCard)[1:] if state.under(c))
    first = state.under(card)[0]
    cases = [
        (state.with_family(blue, church=11), Broken.CHURCH_OUTSIDE, "families[1].church"),
        (state.with_family(green, fiorini=-1), Broken.COUNT_BELOW_ZERO, "families[2]"),
        (state.with_family(green, pool=4), Broken.KINSMEN_SUM, "families[2].pool"),
        (replace(state, characters={**state.characters, first: replace(state.characters[first], rounds=1)}),
         Broken.BEYOND_ROUNDS, f"row.{card.name}[0]"),
        (replace(state, bishop_card=("red",) * 4), Broken.BISHOP_CARD_FULL, "bishop_card"),
        (replace(state, turn_order=state.turn_order[:1]), Broken.TURN_ORDER, "turn_order"),
        (replace(state, captain="nobody"), Broken.NOT_A_FAMILY, "captain"),
    ]
    for broken_state, kind, path in cases:
        found = [v for v in violations(broken_state) if v.kind is kind]
        assert found, kind
        assert violation_path(broken_state, found[0]) == path, kind


def _kinsman_lost(data: dict[str, Any]) -> str:
    data["families"][1]["pool"] -= 1
    return "families[1].pool"


def _active_passed(data: dict[str, Any]) -> str:
    data["families"][0]["passed"] = True
    data["active"] = data["families"][0]["id"]
    return "active"


def _no_standings(data: dict[str, Any]) -> str:
    data.update(phase="game_over", active=None, round=7)
    for family in data["families"]:
        family.update(passed=True, tokens=[])
    return "standings"


def _detained_out_of_the_row(data: dict[str, Any]) -> str:
    _with_captain(data)
    data["detained"] = data["bag"][0]
    return "detained"


@pytest.mark.parametrize(("change", "english"), [
    (_kinsman_lost, "blue has 4 in the pool and 0 on the board, not 5 Kinsmen in all"),
    (_active_passed, "'red' has passed, so it cannot be the family to act"),
    (_no_standings, "a finished game must have its standings"),
    (_detained_out_of_the_row, "'{bag}' is not in the Life in Florenza row"),
], ids=lambda v: getattr(v, "__name__", "words"))
def test_the_invariants_a_file_breaks_are_refused_in_the_files_words(change: Any, english: str) -> None:
    """The invariants run on the game read; a broken one is named by its field and, where
    the file's words name what the file holds, in them."""
    data = _game()
    path = change(data)
    error = _refused(data)
    assert (error.path, error.reason) == (path, english.format(bag=data["bag"][0]))
    assert error.reason_in("it") != error.reason


def test_a_violation_the_files_words_cannot_say_is_worded_as_a_position() -> None:
    state = saves.loads(json.dumps(_game()))
    office = broken(Broken.NOT_A_FAMILY, "captain", family="nobody")  # the file's words name it otherwise
    assert position_refusal(state, [office]) == ("captain", why(FileProblem.POSITION, broken=(office,)))
    lost = broken(Broken.KINSMEN_SUM, "families[].pool", family="blue", kinsmen=5, pool=4, board=0)
    assert position_refusal(state, [lost]) == ("families[1].pool", Why(FileProblem.KINSMEN_SUM, lost.args))


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
