"""The demo scenarios in resources/scenarios/: each one loads, ends its round
and shows exactly the rule it was written for; the files are canonical; and
``florenza_gui.engine.files.scenarios`` lists and loads them."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from florenza_gui.engine.checks.invariants import election_violations, violations
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import ScenarioEntry, list_scenarios, load_scenario
from florenza_gui.engine.model.boarddata import resource_path
from florenza_gui.engine.model.events import DecidedBy, Event, EventKind
from florenza_gui.engine.model.places import OnBoard, PredicatoreSpace, PrestigeSpace
from florenza_gui.engine.model.state import GameState, KinsmanOn
from florenza_gui.engine.model.types import FirstPlayerSide, Phase
from florenza_gui.engine.words.wording import render

SCENARIOS = resource_path("scenarios")
REQUIRED = (
    "captain-tie",
    "bishop-tie",
    "nobody-at-3",
    "cardinal-reelection",
    "captain-and-bishop",
    "all-tied",
    "last-round-fiorini",
    "empty-bag",
    "ghost-wraparound",
)


@dataclass(frozen=True)
class Expect:
    """What ending the scenario's round must show."""

    captain: str | None
    bishop: str | None
    order: tuple[str, ...]
    # rule ids that must appear among the events, in this order (others may come between)
    rules: tuple[str, ...]
    # rule ids that must not appear at all
    absent: tuple[str, ...] = ()
    cardinal: dict[str, int] = field(default_factory=dict)
    prestige: dict[str, int] = field(default_factory=dict)
    church: dict[str, int] = field(default_factory=dict)
    first_player: tuple[str, FirstPlayerSide] | None = None


CASES: dict[str, Expect] = {
    "captain-tie": Expect(
        captain=None,
        bishop="red",
        order=("red", "blue", "green"),
        rules=("R7.1a", "D3", "R7.2", "R7.2c", "R7.2d", "R7.2e", "R7.2f", "R7.4", "R7.5", "R8.1", "R8.2"),
        absent=("R7.1", "R7.1b", "R7.1c", "R7.1d", "R7.1e", "R7.3"),
        prestige={"red": 15, "blue": 12, "green": 7},
        first_player=("red", FirstPlayerSide.FIRST_PLAYER),
    ),
    "bishop-tie": Expect(
        captain="red",
        bishop=None,
        order=("red", "green", "blue", "yellow"),
        rules=("R7.1", "R7.1b", "R7.1c", "R7.1d", "R7.1e", "R7.2a", "D4", "R7.4", "R8.1", "R8.3"),
        absent=("R7.2", "R7.2b", "R7.2c", "R7.3", "R7.5"),
        church={"blue": 5, "green": 5},
        prestige={"red": 0},
        first_player=("red", FirstPlayerSide.CAPTAIN),
    ),
    "nobody-at-3": Expect(
        captain="blue",
        bishop=None,
        order=("blue", "green", "red"),
        rules=("R7.1", "R7.1b", "R7.1c", "R7.1d", "R7.1e", "R7.2b", "R7.4", "R8.1"),
        absent=("R7.2", "R7.2a", "D4", "R7.3", "R7.5"),
        church={"red": 2},
        first_player=("blue", FirstPlayerSide.CAPTAIN),
    ),
    "cardinal-reelection": Expect(
        captain="red",
        bishop="blue",
        order=("red", "blue", "green", "yellow"),
        rules=("R7.1", "R7.1e", "R7.2", "R7.2c", "R7.2d", "R7.2e", "R7.2f", "R7.3", "R7.4", "R8.1", "G1", "G4"),
        cardinal={"blue": 2, "red": 0, "green": 0, "yellow": 0},
        # 4 + 5 (Church space 6) + 4 (one per seat, both Ghosts included)
        prestige={"blue": 13, "red": 0},
        first_player=("red", FirstPlayerSide.CAPTAIN),
    ),
    "captain-and-bishop": Expect(
        captain="green",
        bishop="green",
        order=("green", "blue", "red", "yellow"),
        rules=("R7.1", "R7.1b", "R7.1c", "R7.1d", "R7.1e", "R7.2", "R7.2c", "R7.2d", "R7.2e", "D6", "R7.4"),
        absent=("R7.2f", "R7.3", "R7.5"),
        prestige={"green": 6, "blue": 11, "red": 9, "yellow": 5},
        cardinal={"red": 0, "green": 0},
        first_player=("green", FirstPlayerSide.CAPTAIN),
    ),
    "all-tied": Expect(
        captain=None,
        bishop=None,
        order=("yellow", "green", "blue", "red"),
        rules=("R7.1a", "R7.2b", "D5", "R7.5", "R8.1"),
        absent=("R7.1", "R7.2", "R7.4", "D3", "D4"),
        prestige={"red": 6, "blue": 6, "green": 6, "yellow": 6},
        first_player=("yellow", FirstPlayerSide.FIRST_PLAYER),
    ),
    "last-round-fiorini": Expect(
        captain="red",
        bishop="blue",
        order=("red", "blue", "green"),
        rules=("R7.1", "R7.1c", "R7.2", "R7.2d", "R7.2f", "R7.4", "R8.1", "R9.1", "R9.1", "R9.1", "R9.3"),
        absent=("R8.3", "R8.5", "R8.8", "D10", "R9.2"),
        prestige={"red": 23, "blue": 23, "green": 18},
    ),
    "empty-bag": Expect(
        captain="red",
        bishop=None,
        order=("red", "blue", "green"),
        rules=("R7.1", "R7.2b", "R7.4", "R8.1", "R8.5", "R8.5", "R8.6", "R8.7", "D9", "R8.8"),
        first_player=("red", FirstPlayerSide.CAPTAIN),
    ),
    "ghost-wraparound": Expect(
        captain="yellow",
        bishop="green",
        order=("yellow", "green", "red", "blue"),
        rules=("R7.1", "R7.2", "R7.2f", "R7.4", "R8.1", "R8.3", "R8.4", "R8.8")
        + ("G1", "G2", "G3", "G4") * 3
        + ("D10",),
        first_player=("yellow", FirstPlayerSide.CAPTAIN),
    ),
}


def _path(name: str) -> Path:
    return SCENARIOS / f"{name}.json"


def _in_order(wanted: tuple[str, ...], got: list[str]) -> bool:
    """``wanted`` is a subsequence of ``got``."""
    it = iter(got)
    return all(rule in it for rule in wanted)


def _ended(name: str) -> tuple[GameState, GameState, tuple[Event, ...]]:
    before = saves.load_path(_path(name))
    after, events = end_round(before)
    return before, after, events


# -- every scenario: the position it starts from ---------------------------------------
def test_the_nine_scenarios_are_all_there() -> None:
    names = {p.stem for p in SCENARIOS.glob("*.json")}
    assert set(REQUIRED) <= names
    assert len(names) >= 9
    assert set(CASES) == set(REQUIRED)


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.json")), ids=lambda p: p.stem)
def test_every_scenario_file_is_canonical_and_described(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    state = saves.load_path(path)
    assert saves.dumps(state) == text, "write scenarios with saves.dumps"
    assert path.read_bytes() == saves.dumps(state).encode("utf-8")
    assert state.scenario is not None
    assert state.scenario.title.strip()
    assert len(state.scenario.description) >= 80
    assert "\n" not in state.scenario.description


@pytest.mark.parametrize("name", REQUIRED)
def test_every_scenario_starts_with_the_round_about_to_end(name: str) -> None:
    state = saves.load_path(_path(name))
    assert state.phase is Phase.ACTIONS
    assert state.active is None
    assert all(f.passed for f in state.families)
    assert violations(state) == []
    assert all(t in (10, 5, 2, 1) for f in state.families for t in f.tokens)
    assert 1 <= len(state.log) <= 3
    # the closing, told once the end of round is played, names the rules it shows (the description, read before,
    # names none of its outcomes: tests/engine/lessons/test_lesson_gives_no_answer.py)
    assert state.scenario is not None
    for rule in _headline_rules(name):
        assert re.search(rf"\b{re.escape(rule)}\b", state.scenario.closing), rule


def _headline_rules(name: str) -> tuple[str, ...]:
    return {
        "captain-tie": ("R7.1a",),
        "bishop-tie": ("R7.2a",),
        "nobody-at-3": ("R7.2b",),
        "cardinal-reelection": ("R7.3", "D2"),
        "captain-and-bishop": ("D6",),
        "all-tied": ("D5", "R7.4"),
        "last-round-fiorini": ("R9.1", "R9.3"),
        "empty-bag": ("D9",),
        "ghost-wraparound": ("G4",),
    }[name]


# -- every scenario: what ending its round shows --------------------------------------
@pytest.mark.parametrize("name", REQUIRED)
def test_ending_the_round_shows_the_rule(name: str) -> None:
    expect = CASES[name]
    before, after, events = _ended(name)
    rules = [e.rule for e in events]
    assert after.captain == expect.captain
    assert after.bishop == expect.bishop
    assert after.turn_order == expect.order
    assert _in_order(expect.rules, rules), rules
    for rule in expect.absent:
        assert rule not in rules
    for fid, count in expect.cardinal.items():
        assert after.family(fid).cardinal == count
    for fid, value in expect.prestige.items():
        assert after.family(fid).prestige == value, fid
    for fid, value in expect.church.items():
        assert after.family(fid).church == value, fid
    if expect.first_player is not None:
        holder, side = expect.first_player
        assert after.first_player_card.holder == holder
        assert after.first_player_card.side is side
    assert election_violations(before, after) == []
    assert violations(after) == []
    # the public narration of the Captain's election never holds what it banked (RULES.md §9)
    if expect.captain is not None:
        banked = before.family(expect.captain).prestige
        for e in events:
            if e.rule in ("R7.1", "R7.1b", "R7.1c", "R7.1d", "R7.1e"):
                assert not re.search(rf"\b{banked}\b", render(e)), render(e)
    # and the result saves and loads
    assert saves.loads(saves.dumps(after)) == after


def test_captain_tie_nobody_banks_and_the_old_captain_hands_back_the_card() -> None:
    before, after, events = _ended("captain-tie")
    assert [f.tokens for f in after.families] == [f.tokens for f in before.families]
    handback = [e for e in events if e.rule == "D3"]
    assert len(handback) == 1 and handback[0].family == "green"
    assert before.detained is not None and after.detained is None


def test_bishop_tie_returns_the_card_and_its_kinsmen_go_home_at_r8_3() -> None:
    before, after, events = _ended("bishop-tie")
    assert before.bishop_card == ("green", "blue")
    assert after.bishop_card == ()
    d4 = next(e for e in events if e.rule == "D4")
    assert d4.family == "blue" and d4.to == OnBoard()
    assert after.family("green").pool == 5 and after.family("blue").pool == 5


def test_cardinal_scores_one_point_per_seat_ghosts_included() -> None:
    before, after, events = _ended("cardinal-reelection")
    ghosts = [f for f in before.families if f.is_ghost]
    assert len(ghosts) == 2 and len(before.families) == 4
    cardinal = [e for e in events if e.kind is EventKind.CARDINAL_NAMED]
    assert len(cardinal) == 1 and cardinal[0].family == "blue"
    assert cardinal[0].from_ == PrestigeSpace(9) and cardinal[0].to == PrestigeSpace(13)
    assert "2nd time" in render(cardinal[0]) and "scoring 4" in render(cardinal[0])
    assert before.bishop == "blue" and after.bishop == "blue"


def test_captain_and_bishop_d6_keeps_it_first() -> None:
    before, after, events = _ended("captain-and-bishop")
    green_before, green_after = before.family("green"), after.family("green")
    assert sum(green_after.tokens) - sum(green_before.tokens) == 14
    assert green_after.church == 0
    d6 = next(e for e in events if e.rule == "D6")
    assert d6.order == ("green", "red", "yellow", "blue")  # before R7.4 places the others


def test_all_tied_reverses_the_order() -> None:
    before, after, events = _ended("all-tied")
    assert after.turn_order == tuple(reversed(before.turn_order))
    d5 = next(e for e in events if e.rule == "D5")
    assert d5.order == after.turn_order


def test_last_round_is_decided_by_fiorini() -> None:
    before, after, events = _ended("last-round-fiorini")
    assert before.round == 7
    assert after.phase is Phase.GAME_OVER and after.round == 7 and after.active is None
    assert after.standings is not None and after.standings.final
    rows = {s.family: s for s in after.standings.standings}
    assert [s.family for s in after.standings.standings] == ["blue", "red", "green"]
    assert rows["blue"].place == 1 and rows["red"].place == 2 and rows["green"].place == 3
    assert rows["blue"].victory_points == rows["red"].victory_points == 23
    assert rows["blue"].resources == rows["red"].resources == 3
    assert rows["blue"].decided_by is DecidedBy.FIORINI and rows["red"].decided_by is DecidedBy.FIORINI
    assert rows["green"].decided_by is DecidedBy.VICTORY_POINTS
    assert not any(s.place == 1 for s in after.standings.standings if s.family != "blue")
    winner = [e for e in events if e.kind is EventKind.STANDINGS_DECIDED]
    assert len(winner) == 1 and winner[0].rule == "R9.3" and "Fiorini" in render(winner[0])
    assert all(f.tokens == () for f in after.families)


def test_empty_bag_skips_the_draw_it_cannot_make() -> None:
    before, after, events = _ended("empty-bag")
    leaving = before.row[0]
    assert len(leaving) == 2 and len(before.bag) == 1
    drawn = [e for e in events if e.kind is EventKind.TILE_DRAWN]
    skipped = [e for e in events if e.kind is EventKind.DRAW_SKIPPED]
    assert len(drawn) == 1 and len(skipped) == 1
    assert skipped[0].rule == "D9" and "1 draw" in render(skipped[0])
    assert after.bag == ()
    assert set(leaving) <= set(after.out_of_game)
    assert sum(len(ids) for ids in after.row) == sum(len(ids) for ids in before.row) - 1


def test_ghosts_wrap_round_in_the_new_turn_order() -> None:
    before, after, events = _ended("ghost-wraparound")
    humans = [f.id for f in before.families if not f.is_ghost]
    ghosts = [f.id for f in before.families if f.is_ghost]
    assert humans == ["red"] and len(ghosts) == 3
    # every space was taken when the round ended; R8.3/R8.4 clear them all first
    assert all(slot is not None for slot in before.predicatore)
    placed = [e for e in events if e.kind is EventKind.KINSMAN_PLACED]
    # the Ghosts act in the NEW order (Captain, Bishop, then the rest), not the old one
    assert [e.family for e in placed] == ["yellow", "green", "blue"]
    assert [g for g in before.turn_order if g in ghosts] == ["blue", "green", "yellow"]
    assert [e.to for e in placed] == [PredicatoreSpace(4), PredicatoreSpace(1), PredicatoreSpace(2)]
    assert after.predicatore == (KinsmanOn("green"), KinsmanOn("blue"), None, KinsmanOn("yellow"))
    assert "taken" in render(placed[1]) and "taken" in render(placed[2])
    assert after.bishop_card == ()
    assert {g: after.family(g).pool for g in ghosts} == {"blue": 4, "green": 4, "yellow": 4}
    assert after.family("red").pool == 5
    assert after.active == "red"
    assert after.ghosts is not None and after.ghosts.deck == ()


# -- the scenarios module -------------------------------------------------------------
def test_list_scenarios_lists_the_shipped_ones_sorted_by_title() -> None:
    entries = list_scenarios()
    assert all(isinstance(e, ScenarioEntry) for e in entries)
    assert {e.path.stem for e in entries} >= set(REQUIRED)
    titles = [e.title for e in entries]
    assert titles == sorted(titles, key=str.casefold)
    for e in entries:
        state = saves.load_path(e.path)
        assert state.scenario is not None
        assert (e.title, e.description) == (state.scenario.title, state.scenario.description)
    with pytest.raises(AttributeError):
        entries[0].title = "changed"  # type: ignore[misc]


def test_list_scenarios_skips_unreadable_files(tmp_path: Path) -> None:
    good = saves.load_path(_path("all-tied"))
    (tmp_path / "good.json").write_text(saves.dumps(good), encoding="utf-8")
    (tmp_path / "broken.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "wrong.json").write_text('{"format": "something-else"}', encoding="utf-8")
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00")
    (tmp_path / "folder.json").mkdir()
    # a valid saved game without a scenario title is not a scenario
    (tmp_path / "plain.json").write_text(saves.dumps(replace(good, scenario=None)), encoding="utf-8")
    (tmp_path / "notes.txt").write_text("not a scenario", encoding="utf-8")
    entries = list_scenarios(tmp_path)
    assert [e.path.name for e in entries] == ["good.json"]
    assert list_scenarios(tmp_path / "missing") == []


def test_load_scenario_loads_the_game() -> None:
    for name in REQUIRED:
        state = load_scenario(_path(name))
        assert state == saves.load_path(_path(name))
        assert state.scenario is not None
    with pytest.raises(saves.SaveError):
        load_scenario(SCENARIOS / "no-such-scenario.json")
