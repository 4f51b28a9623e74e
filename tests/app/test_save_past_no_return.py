"""File > Save during an end of round in a game in play (RULES.md §9, D13).

A file holds no half-way step (FORMAT.md: the action phase or the final
standings), so Save wrote the round's start. Once, in a
hotseat game stepped past the Captain's cash-in (R7.1c), the file written
then opened on the round's start, where the Captain marker stood again on
the amount banked face down, in front of everyone: a way back to before a
cash-in that Back and Undo never give. Past a point a play mode never
returns to before (a cash-in with two or more humans, a tile drawn, a Ghost
card revealed), Save now writes where the end of round leads: its end."""

from __future__ import annotations

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from tests.guifixtures import three_humans


def _red_captain_at(driver, value: int):  # type: ignore[no-untyped-def]
    """Red's marker on ``value``, everyone passed: the round's start."""
    c = driver.window.session
    assert driver.move(CaptainMarker(value))
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    assert c.state.active is None
    return c.state


def _step_past(window, driver, rule: str) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    while c.timeline is None or rule not in [e.rule for e in c.timeline.events]:
        assert driver.step()


def test_a_hotseat_game_saved_past_the_cash_in_never_opens_on_the_banked_marker(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    start = _red_captain_at(driver, 41)
    _step_past(window, driver, "R7.1d")  # banked (R7.1c), then the marker to 0
    path = tmp_path / "hotseat.json"
    assert window.files.save_to(str(path))
    saved = saves.load_path(str(path))
    assert saved == end_round(start)[0], "the file holds another position than the round's end"
    assert all(f.prestige != 41 for f in saved.families), "the file shows the banked amount again"
    assert saved.round == start.round + 1
    message = window.statusBar().currentMessage()
    assert "D13" in message and str(path) in message
    assert not window.session.dirty
    # opened again, nothing shows the marker on what it banked
    assert window.files.open_path(str(path))
    assert window.session.state.family("red").prestige != 41


def test_a_hotseat_game_saved_before_the_cash_in_is_saved_from_its_start(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    start = _red_captain_at(driver, 41)
    assert driver.step()  # R7.1: elected, nothing banked yet
    assert window.session.timeline is not None and window.session.timeline.passed_no_return is None
    path = tmp_path / "early.json"
    assert window.files.save_to(str(path))
    assert saves.load_path(str(path)) == start
    assert window.statusBar().currentMessage() == f"Saved {path}"
    assert not window.session.dirty
    _step_past(window, driver, "R7.1d")  # past the cash-in, the file no longer says where Save would write
    assert window.session.dirty


def test_a_lesson_is_saved_from_the_rounds_start_wherever_the_cursor_stands(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # a teacher may go back anywhere: the file keeps the whole end of round
    start = _red_captain_at(driver, 41)
    _step_past(window, driver, "R7.1d")
    path = tmp_path / "lesson.json"
    assert window.files.save_to(str(path))
    assert saves.load_path(str(path)) == start
    assert not window.session.dirty
