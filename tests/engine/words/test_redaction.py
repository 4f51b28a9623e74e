"""Hidden information (RULES.md §9): the public text of the end of a round
never holds the Captain's position before the cash-in or the value of the
tokens banked; only the Captain's own view (``render(event, captain)``)
shows them. The count of tokens is public."""

from __future__ import annotations

import re

import pytest

from florenza_gui.engine import EventKind, end_round
from florenza_gui.engine.words.wording import render

from ..builders import fam, game, ghost


def mentions(text: str, number: int) -> bool:
    return re.search(rf"(?<![\d.]){number}(?![\d])", text) is not None


# The Captain's position is chosen so that no other number on the board (other
# positions, Church spaces, rounds, seats, token counts) can be mistaken for it.
CASES = [
    pytest.param(
        (fam("red", prestige=23), fam("blue", prestige=12), fam("green", prestige=9)),
        "red",
        23,
        (10, 10, 2, 1),
        None,
        id="R7.1c-humans",
    ),
    pytest.param(
        (fam("red", prestige=6, church=4), ghost("blue", prestige=17), ghost("green", prestige=3)),
        "blue",
        17,
        (10, 5, 2),
        None,
        id="R7.1c-ghost-captain",
    ),
    pytest.param(
        (fam("red", prestige=37, church=7, tokens=(5,)), fam("blue", prestige=12), fam("green", prestige=9, church=2)),
        "red",
        37,
        (10, 10, 10, 5, 2),
        "red",
        id="D6-captain-bishop-cardinal",
    ),
]


@pytest.mark.parametrize(("families", "captain", "position", "banked", "old_bishop"), CASES)
def test_public_text_never_holds_the_captains_position_or_banked_values(
    families, captain, position, banked, old_bishop
):
    state = game(*families, bishop=old_bishop)
    after, events = end_round(state)
    assert after.captain == captain
    assert after.family(captain).tokens[-len(banked) :] == banked
    assert after.family(captain).cardinal == (1 if old_bishop == captain else 0)
    value_words = " + ".join(map(str, banked))
    for event in events:
        for viewer in (None, *(f.id for f in families if f.id != captain)):
            text = render(event, viewer)
            assert not mentions(text, position), f"{event.rule} leaks {position}: {text!r}"
            assert value_words not in text, f"{event.rule} leaks the token values: {text!r}"
    for entry in after.log:
        assert not mentions(render(entry), position), f"the log keeps {position}: {render(entry)!r}"


@pytest.mark.parametrize(("families", "captain", "position", "banked", "old_bishop"), CASES)
def test_the_captains_own_view_shows_position_and_amount(families, captain, position, banked, old_bishop):
    state = game(*families, bishop=old_bishop)
    _, events = end_round(state)
    (elected,) = [e for e in events if e.rule == "R7.1"]
    (bank,) = [e for e in events if e.rule == "R7.1c"]
    assert mentions(render(elected, captain), position)
    assert render(bank, captain) == f"{captain.capitalize()} banks {position} as tokens {' + '.join(map(str, banked))}"
    assert bank.kind is EventKind.TOKENS_BANKED


def test_election_text_names_the_captain_and_the_others_positions():
    state = game(fam("red", prestige=23), fam("blue", prestige=12), fam("green", prestige=9))
    _, events = end_round(state)
    (elected,) = [e for e in events if e.rule == "R7.1"]
    assert render(elected) == "Red becomes Captain of the People, ahead of Blue at 12 and Green at 9"
    assert render(elected, "blue") == render(elected)
    assert render(elected, None) == render(elected)


def test_the_count_of_tokens_is_public():
    state = game(fam("red", prestige=23, tokens=(1,)), fam("blue", prestige=12))
    _, events = end_round(state)
    (bank,) = [e for e in events if e.rule == "R7.1c"]
    assert render(bank) == "Red banks their Prestige as 4 face-down tokens (now holding 5)"
    assert render(bank, "blue") == render(bank)


def test_a_ghosts_tokens_are_never_shown_to_the_human():
    state = game(fam("red", prestige=3), ghost("blue", prestige=14))
    _, events = end_round(state)
    (bank,) = [e for e in events if e.rule == "R7.1c"]
    assert render(bank, "red") == "Blue banks their Prestige as 3 face-down tokens (now holding 3)"
    assert "10 + 2 + 2" in render(bank, "blue")


def test_r7_1d_event_keeps_no_trace_of_the_banked_position() -> None:
    """RULES.md §9: what stays behind must not keep the Captain's position."""
    from florenza_gui.engine.rules.phase7 import captain_marker_to_zero
    from florenza_gui.engine.rules.setup import Seating, new_game

    state = new_game([Seating("red", "Red"), Seating("blue", "Blue")], seed=1).with_family("red", prestige=17)
    from dataclasses import replace

    state = replace(state, captain="red")
    _, events, _ = captain_marker_to_zero(state, state)
    (event,) = events
    assert event.rule == "R7.1d"
    assert all("17" not in repr(field) for field in (render(event), event.from_, event.to, event.piece))


# -- D13: the moves that put the marker there ------------------------------------------


def test_d13_m1_public_text_names_the_family_never_a_position() -> None:
    from florenza_gui.engine import CaptainMarker

    from ..builders import play

    state = game(fam("red", prestige=3), fam("blue", prestige=5))
    after, (event,) = play(state, CaptainMarker(23))
    assert event.rule == "M1"
    assert render(event) == "Red moves their Captain marker"
    assert render(event, "blue") == render(event, None) == render(event)
    assert render(after.log[-1]) == "Red moves their Captain marker"
    assert not any(mentions(render(e), 23) for e in after.log)


def test_d13_m1_the_owner_may_read_where_it_put_its_marker() -> None:
    from florenza_gui.engine import CaptainMarker

    from ..builders import play

    _, (event,) = play(game(fam("red"), fam("blue")), CaptainMarker(23))
    assert render(event, "red") == "Red moves their Captain marker to 23"


def _no_return_of(state, rule):  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.end_of_round import end_round_steps
    from florenza_gui.engine.rules.privacy import no_return

    return [no_return(events, state) for _, events in end_round_steps(state) if any(e.rule == rule for e in events)]


def test_d13_with_two_humans_the_cash_in_is_a_point_of_no_return() -> None:
    state = game(fam("red", prestige=23), fam("blue", prestige=12))
    assert _no_return_of(state, "R7.1c") == ["D13"]


def test_d13_with_one_human_the_cash_in_may_be_gone_back_over() -> None:
    state = game(fam("red", prestige=23), ghost("blue", prestige=12))
    assert _no_return_of(state, "R7.1c") == [None]


def _step_barriers(state):  # type: ignore[no-untyped-def]
    """Each step of the end of round's rules, with what forbids going back to before it."""
    from florenza_gui.engine.rules.end_of_round import end_round_steps
    from florenza_gui.engine.rules.privacy import no_return_to_step

    steps = [events for _, events in end_round_steps(state)]
    return [(steps[k][0].rule, no_return_to_step(steps[k], steps[k - 1] if k else None, state))
            for k in range(len(steps))]


def test_d13_the_step_after_the_cash_in_is_kept_too() -> None:
    """The Captain marker stands on the banked position until R7.1d: with two
    humans, neither the cash-in nor the step after it can be gone back over."""
    barriers = _step_barriers(game(fam("red", prestige=23), fam("blue", prestige=12)))
    cash_in = next(k for k, (rule, _) in enumerate(barriers) if rule == "R7.1c")
    assert barriers[cash_in][1] == barriers[cash_in + 1][1] == "D13"
    assert barriers[cash_in - 1][1] is None and barriers[cash_in + 2][1] is None
    alone = _step_barriers(game(fam("red", prestige=23), ghost("blue", prestige=12)))
    assert alone[cash_in][1] is alone[cash_in + 1][1] is None


def test_a_draw_and_a_ghost_card_are_points_of_no_return_whoever_plays() -> None:
    state = game(fam("red", prestige=3), ghost("blue", prestige=14))
    assert set(_no_return_of(state, "G1")) == {"G1"}
    drawn = [r for r in _no_return_of(state, "R8.7") if r is not None]
    assert drawn and set(drawn) == {"R8.7"}


def test_d13_a_file_from_before_d13_loses_the_position_in_its_m1_lines() -> None:
    """An older save kept "Red moves its Captain marker to 23" in its log:
    read back, the public log names no position (and the file's other lines
    are kept as they were)."""
    from florenza_gui.engine.files import saves

    state = game(fam("red", prestige=23), fam("blue"))
    data = saves.to_dict(state)
    data["log"] = [{"round": 2, "rule": "M1", "text": "Red moves its Captain marker to 23"},
                   {"round": 2, "rule": "M2", "text": "Red moves its Bishop marker to 4"}]
    back = saves.from_dict(data)
    assert [render(e) for e in back.log] == ["Red moves its Captain marker", "Red moves its Bishop marker to 4"]
