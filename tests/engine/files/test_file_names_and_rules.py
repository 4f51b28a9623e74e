"""A file's names and titles show something, and its log lines name rules
of RULES.md (FORMAT.md: a name is plain text; ``rule`` is an id from RULES.md):
a name of blanks or a zero-width space would open as a game whose headers,
curtain and narration name nobody; a log line's rule "<b>X</b>" would be shown
as the rule of a step."""

from __future__ import annotations

import json
from typing import Any

import pytest

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.model.limits import shows_nothing
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, SetupError, new_game


def _game() -> dict[str, Any]:
    state = new_game([Seating("red", "Anna"), Seating("blue", "Bruno"), Seating("green", "Ghost", Seat.GHOST)],
                     seed=17)
    return saves.to_dict(state)


def _refused(data: dict[str, Any]) -> SaveError:
    with pytest.raises(SaveError) as caught:
        saves.loads(json.dumps(data))
    return caught.value


@pytest.mark.parametrize("name", ["   ", "\u200b", "\u00a0\u2003", "\u0301\u0301", "\u200d\u2060"])
def test_a_family_name_that_shows_nothing_is_refused(name: str) -> None:
    data = _game()
    data["families"][1]["name"] = name
    error = _refused(data)
    assert error.path == "families[1].name"
    assert error.reason == "shows no character: only blanks or invisible characters"
    assert error.reason_in("it") == "non mostra alcun carattere: solo spazi o caratteri invisibili"


def test_a_character_name_and_a_scenario_title_that_show_nothing_are_refused() -> None:
    data = _game()
    data["characters"]["donatello"]["name"] = "\u200b "
    assert _refused(data).path == "characters.donatello.name"
    data = _game()
    data["scenario"] = {"title": " ", "description": "A lesson."}
    assert _refused(data).path == "scenario.title"


@pytest.mark.parametrize("name", ["G\u0301" + "\u0301" * 50, " Anna ", "\u00c9lise", "\u6c5f", "a\u200bb"])
def test_a_name_that_shows_a_character_still_reads(name: str) -> None:
    data = _game()
    data["families"][0]["name"] = name
    assert saves.loads(json.dumps(data)).family("red").name == name
    assert not shows_nothing(name)


def test_a_new_game_refuses_a_name_that_shows_nothing_naming_d1() -> None:
    with pytest.raises(SetupError, match=r"^D1: the name of family blue shows no character"):
        new_game([Seating("red", "Anna"), Seating("blue", "\u200b")], seed=1)


@pytest.mark.parametrize("rule", ["<b>X</b>", "R99", "r7.1", "setup"])
def test_a_log_line_whose_rule_is_not_a_rule_of_rules_md_is_refused(rule: str) -> None:
    data = _game()
    data["log"].append({"round": 1, "rule": rule, "text": "hi"})
    error = _refused(data)
    assert error.path == f"log[{len(data['log']) - 1}].rule"
    assert error.reason == f"{rule!r} is not a rule id of RULES.md"
    assert error.reason_in("it") == f"{rule!r} non è l'id di una regola di RULES.md"


def test_every_rule_a_game_writes_still_reads() -> None:
    """A whole game's log (every kind of step) names rules the check knows."""
    from florenza_gui.engine.sim import simulate

    for seed in range(6):
        state = simulate.play_random_game(seed, 2, 2)
        again = saves.loads(saves.dumps(state))
        assert [e.rule for e in again.log] == [e.rule for e in state.log]
