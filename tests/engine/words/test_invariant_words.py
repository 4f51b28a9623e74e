"""A broken invariant is data (``violation.Violation``: a kind and typed
arguments), made only when a check fails, worded in English (what
``florenza-engine simulate`` prints, byte for byte) and in Italian from the
same arguments. No Qt here."""

from __future__ import annotations

import string
from dataclasses import replace

import pytest

from florenza_gui.engine.checks import invariants
from florenza_gui.engine.fast.watcher import Watcher
from florenza_gui.engine.files import editor
from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.model.filereasons import FileProblem
from florenza_gui.engine.model.state import GameState, KinsmanOn, PreacherOn
from florenza_gui.engine.model.types import Kind, Phase
from florenza_gui.engine.model.violation import Broken, Violation, broken
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.words.invariantwords import EN, IT
from florenza_gui.engine.words.wording import render

# every kind, with the sentence ``simulate`` prints for it (byte for byte)
ENGLISH: list[tuple[Violation, str]] = [
    (broken(Broken.TURN_ORDER), "the turn order is not a permutation of the families"),
    (broken(Broken.KINSMEN_SUM, family="red", kinsmen=5), "red: Kinsmen do not add up to 5"),
    (broken(Broken.PRESTIGE_BELOW_ZERO, family="red"), "red: prestige below 0"),
    (broken(Broken.CHURCH_OUTSIDE, family="blue", top=10), "blue: church outside 0..10"),
    (broken(Broken.COUNT_BELOW_ZERO, family="red"), "red: a count below 0"),
    (broken(Broken.UNKNOWN_TOKEN, family="red"), "red: a token of an unknown value"),
    (broken(Broken.ONE_PLACE), "a character is not in exactly one place"),
    (broken(Broken.BEYOND_ROUNDS, character="masaccio"), "masaccio is under a Life card beyond its rounds"),
    (broken(Broken.NOT_A_PREACHER, character="masaccio"), "masaccio preaches without being a Preacher in the row"),
    (broken(Broken.UNKNOWN_KINSMAN), "a Kinsman of an unknown family on a Predicatore space"),
    (broken(Broken.SPACES, spaces=4), "there must be exactly 4 Predicatore spaces"),
    (broken(Broken.BISHOP_CARD_FULL), "too many Kinsmen on the Bishop card"),
    (broken(Broken.DETAINED_NOT_IN_ROW), "the detained character is not in the row"),
    (broken(Broken.ROUND_OUTSIDE, last=7), "the round is outside 1..7"),
    (broken(Broken.NOT_A_FAMILY, family="nobody"), "nobody is not a family of this game"),
    (broken(Broken.NO_FIRST_PLAYER), "nobody holds the First Player card"),
    (broken(Broken.ACTIVE_PASSED), "the active family has passed"),
    (broken(Broken.NO_STANDINGS), "a finished game has no standings"),
    (broken(Broken.WRONG_CAPTAIN), "R7.1: the wrong Captain"),
    (broken(Broken.CAPTAIN_NOT_FIRST), "R7.1e: the Captain does not play first"),
    (broken(Broken.CAPTAIN_NOT_BANKED), "R7.1c: the Captain did not bank the Captain marker's position"),
    (broken(Broken.CAPTAIN_LOST_TOKENS), "R7.1c: the Captain lost tokens"),
    (broken(Broken.WRONG_BISHOP), "R7.2: the wrong Bishop"),
    (broken(Broken.BISHOP_OUT_OF_PLACE), "R7.2f: the Bishop is not where it belongs in the order"),
    (broken(Broken.BANKED_NOT_CAPTAIN, family="green"), "R7.1d: green banked tokens without being Captain"),
]
ENGLISH_ONLY = (" the ", " is ", " not ", " has ", " of this ", "Kinsm", "Captain", "Bishop", "beyond", "below")


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_kind_has_words_in_both_languages_over_the_same_fields() -> None:
    assert set(EN) == set(IT) == {k.value for k in Broken}
    for key, template in EN.items():
        assert fields(IT[key]) == fields(template), key
    assert {v.kind for v, _ in ENGLISH} == set(Broken)


@pytest.mark.parametrize(("violation", "english"), ENGLISH, ids=[v.kind.value for v, _ in ENGLISH])
def test_english_is_what_the_engine_always_wrote_and_italian_says_it_in_italian(violation: Violation,
                                                                                 english: str) -> None:
    assert render(violation) == render(violation, None, "en") == english
    italian = render(violation, None, "it")
    assert italian and italian != english and "{" not in italian
    assert not [w for w in ENGLISH_ONLY if w in f" {italian} "], italian
    for _, value in violation.args:  # ids and numbers are not translated
        assert str(value) in italian
    if violation.rule is not None:
        assert italian.startswith(f"{violation.rule}: ") and english.startswith(f"{violation.rule}: ")
    assert render(violation, None, "xx") == english  # a language with no catalogue reads English


def _fresh() -> GameState:
    return new_game(simulate.seatings(3, 1), seed=5)


def _breakages(s: GameState) -> dict[str, tuple[GameState, bool, list[str]]]:
    """Broken states, each with what ``violations`` must say, in English."""
    red = s.families[0].id
    active = s.active
    assert active is not None
    row = [c for ids in s.row for c in ids]
    short = next(c for c in row if s.characters[c].rounds <= 5)
    artist = next(c for c in row if s.characters[c].kind is Kind.ARTIST)
    moved = tuple(tuple(c for c in ids if c != short) for ids in s.row[:-1]) + (s.row[-1] + (short,),)
    return {
        "turn_order": (replace(s, turn_order=s.turn_order[:-1]), True,
                       ["the turn order is not a permutation of the families"]),
        "pool": (s.with_family(red, pool=4), True, [f"{red}: Kinsmen do not add up to 5"]),
        "prestige": (s.with_family(red, prestige=-1), True, [f"{red}: prestige below 0"]),
        "church": (s.with_family(red, church=11), True, [f"{red}: church outside 0..10"]),
        "count": (s.with_family(red, fiorini=-1), True, [f"{red}: a count below 0"]),
        "token": (s.with_family(red, tokens=(3,)), True, [f"{red}: a token of an unknown value"]),
        "twice": (replace(s, bag=s.bag + s.bag[:1]), True, ["a character is not in exactly one place"]),
        "rounds": (replace(s, row=moved), True, [f"{short} is under a Life card beyond its rounds"]),
        "preacher": (replace(s, predicatore=(PreacherOn(artist), None, None, None)), True,
                     [f"{artist} preaches without being a Preacher in the row"]),
        "kinsman": (replace(s, predicatore=(KinsmanOn("nobody"), None, None, None)), True,
                    ["a Kinsman of an unknown family on a Predicatore space"]),
        "spaces": (replace(s, predicatore=(None,) * 3), True, ["there must be exactly 4 Predicatore spaces"]),
        "card": (replace(s, bishop_card=(red,) * 4).with_family(red, pool=1), True,
                 ["too many Kinsmen on the Bishop card"]),
        "detained": (replace(s, detained=s.bag[0]), True, ["the detained character is not in the row"]),
        "round": (replace(s, round=8), True, ["the round is outside 1..7"]),
        "office": (replace(s, bishop="nobody"), True, ["nobody is not a family of this game"]),
        "first": (replace(s, first_player_card=replace(s.first_player_card, holder=None)), True,
                  ["nobody holds the First Player card"]),
        "passed": (s.with_family(active, passed=True), True, ["the active family has passed"]),
        "standings": (replace(s, phase=Phase.GAME_OVER, active=None), True, ["a finished game has no standings"]),
    }


@pytest.mark.parametrize("name", sorted(_breakages(_fresh())))
def test_each_broken_state_is_found_typed_and_worded_as_before(name: str) -> None:
    state, at_rest, english = _breakages(_fresh())[name]
    found = invariants.violations(state, at_rest)
    assert all(isinstance(v, Violation) for v in found)
    assert [render(v) for v in found] == english
    assert all(render(v, None, "it") != render(v) for v in found)
    watcher = Watcher()
    watcher.violations(_fresh())
    assert watcher.violations(state, at_rest) == found


def test_a_table_may_show_ids_by_name_the_command_line_never_does() -> None:
    names = {"family": {"red": "Medici"}, "character": {"masaccio": "Masaccio (Tommaso)"}}
    family, character = broken(Broken.KINSMEN_SUM, family="red", kinsmen=5), broken(Broken.BEYOND_ROUNDS,
                                                                                      character="masaccio")
    assert render(family, None, "it", names=names) == "Medici: i Familiari non sono 5 in tutto"
    assert render(character, None, "en", names=names) == "Masaccio (Tommaso) is under a Life card beyond its rounds"
    assert render(broken(Broken.NOT_A_FAMILY, family="blue"), None, "en", names=names) == (
        "blue is not a family of this game")  # an id with no name is written as it is
    # a character's id is never looked up among the families' names
    assert render(broken(Broken.BEYOND_ROUNDS, character="red"), None, "en", names=names).startswith("red ")
    assert render(family) == "red: Kinsmen do not add up to 5"


def test_election_postconditions_are_typed_with_their_rule() -> None:
    s = _fresh()
    before = s.with_family(s.families[0].id, prestige=9)
    found = invariants.election_violations(before, replace(before, captain=None))
    assert broken(Broken.WRONG_CAPTAIN) in found
    assert [v.rule for v in found if v.kind is Broken.WRONG_CAPTAIN] == ["R7.1"]


def test_a_passing_check_builds_no_violation(monkeypatch: pytest.MonkeyPatch) -> None:
    """Violations are rare: on the hot path (``simulate``) nothing is made until a check fails."""
    made: list[object] = []

    def counting(kind: Broken, /, at: str = "", **args: object) -> Violation:
        made.append(kind)
        return broken(kind, at, **args)  # type: ignore[arg-type]

    monkeypatch.setattr(invariants, "broken", counting)
    result = simulate.SimulationResult()
    simulate.play_random_game(3, 2, 2, result=result)
    assert result.violations == 0 and result.steps > 100 and made == []
    assert invariants.violations(replace(_fresh(), round=8)) and made == [Broken.ROUND_OUTSIDE]


def test_the_editor_refuses_a_broken_position_with_its_violations_typed() -> None:
    s = _fresh()
    state, _, english = _breakages(s)["rounds"]
    with pytest.raises(SaveError) as caught:
        editor.validate(state)
    error = caught.value
    # the field named is the card's place in the row
    assert error.path == f"row.VI[{len(state.row[-1]) - 1}]" and error.why.kind is FileProblem.POSITION
    assert error.reason == "; ".join(english) and str(error) == f"{error.path}: {error.reason}"
    found = error.why.get("broken")
    assert isinstance(found, tuple) and all(isinstance(v, Violation) for v in found)
    italian = error.reason_in("it")
    assert italian == "; ".join(render(v, None, "it") for v in found)
    assert "beyond its rounds" not in italian and "oltre" in italian
