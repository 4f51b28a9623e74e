"""The scenario editor's check of an edit (``editor.refused_edit``), which What if's Families table uses too:
a position a file holds is refused any edit that breaks it, naming the field; a position already broken (half-way
through an end of round: the First Player card in nobody's hands, D3; a finished game not yet ranked, R9.2) is
refused only what the edit breaks anew, never what was broken already."""

from __future__ import annotations

import pytest

from florenza_gui.engine.files import editor
from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.files.scenarios import list_scenarios, load_scenario
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.rules.end_of_round import walk


def lesson(title: str) -> GameState:
    (entry,) = [e for e in list_scenarios() if e.title == title]
    return load_scenario(entry.path)


def before(start: GameState, rule: Rule) -> GameState:
    """The position before the first step following ``rule`` in the end of round from ``start``."""
    at = start
    for after, step in walk(start, quiet=True):
        if step[0] is rule:
            return at
        at = after
    raise AssertionError(f"no {rule} step")


def broken(state: GameState) -> bool:
    try:
        editor.validate(state)
    except SaveError:
        return True
    return False


FIORINI = "The last round: who wins?"
CASES = [  # (lesson, the position before this rule's step, or None for the round's end)
    (FIORINI, None),
    (FIORINI, Rule.R9_3),  # the game over, the tokens revealed, no standings yet
    (FIORINI, Rule.R7_1B),  # the Captain elected, the First Player card not yet taken
    ("Level at the top of the Prestige track: who is Captain?", Rule.R7_2),  # D3: nobody holds the First Player card
]


@pytest.mark.parametrize(("title", "rule"), CASES)
def test_a_count_below_0_or_a_marker_off_its_track_is_refused_naming_the_field(title: str, rule: Rule | None) -> None:
    start = lesson(title)
    position = start if rule is None else before(start, rule)
    assert broken(position) is (rule is not None)
    for n, f in enumerate(position.families):
        refused = editor.refused_edit(position, editor.set_counts(position, f.id, f.resources, -1))
        assert refused is not None and refused.path == f"families[{n}].fiorini"
        refused = editor.refused_edit(position, editor.set_counts(position, f.id, -1, f.fiorini))
        assert refused is not None and refused.path == f"families[{n}].resources"
        refused = editor.refused_edit(position, editor.set_church(position, f.id, 11))
        assert refused is not None and refused.path == f"families[{n}].church"
        refused = editor.refused_edit(position, editor.set_cardinal(position, f.id, -1))
        assert refused is not None and refused.path == f"families[{n}].cardinal"


@pytest.mark.parametrize(("title", "rule"), CASES)
def test_an_edit_that_breaks_nothing_new_is_made(title: str, rule: Rule | None) -> None:
    start = lesson(title)
    position = start if rule is None else before(start, rule)
    for f in position.families:
        assert editor.refused_edit(position, editor.set_counts(position, f.id, f.resources + 2, f.fiorini + 75)) is None
        assert editor.refused_edit(position, editor.set_church(position, f.id, 10)) is None
        assert editor.refused_edit(position, editor.set_cardinal(position, f.id, f.cardinal + 1)) is None


def test_a_kinsman_taken_off_the_bishop_card_leaves_its_own_place_there() -> None:
    """The card lists its Kinsmen by family: the one taken off is the one in the slot named (a family's
    first when none is), and the others keep their order."""
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game
    from florenza_gui.engine.rules.targets import BishopCardSpot, PredicatoreSpace

    state = new_game([Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST)], seed=2)
    for family in ("red", "blue", "red"):
        state = editor.move_kinsman(state, family, None, BishopCardSpot())
    assert state.bishop_card == ("red", "blue", "red")
    card, space = BishopCardSpot(), PredicatoreSpace(1)
    assert editor.move_kinsman(state, "red", card, space, slot=2).bishop_card == ("red", "blue")
    assert editor.move_kinsman(state, "red", card, space, slot=0).bishop_card == ("blue", "red")
    assert editor.move_kinsman(state, "red", card, space).bishop_card == ("blue", "red")
    assert editor.move_kinsman(state, "red", card, space, slot=1).bishop_card == ("blue", "red")  # (Blue's)
