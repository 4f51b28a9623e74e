"""The steps of an end of round that change nothing: a lesson steps through every rule of Phases 7 and 8,
each saying why and lighting what its rule looked at, with no log line; play skips them unless View ▸
Show the steps that change nothing asks for them (a preference kept between runs)."""

from __future__ import annotations

from florenza_gui.app.settings import Preferences
from florenza_gui.engine.model import places
from florenza_gui.engine.model.places import BAG_PIECE, BISHOP_CARD_PIECE, CAPTAIN_CARD, FIRST_PLAYER_CARD
from florenza_gui.engine.model.quiet import Quiet, looked_at
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.end_of_round import walk
from florenza_gui.engine.words.steps import quiet_text
from tests.driver import new_window
from tests.engine.builders import fam, game

QUIET_ENTRY = ("View", "Show the steps that change nothing")


def tied_and_empty():  # type: ignore[no-untyped-def]
    """Red and Blue tie for Captain, nobody reaches the Church track's minimum, nothing is detained nor on
    the Predicatore spaces nor on the Bishop card, and only Life card II has a character."""
    return game(fam("red", prestige=5), fam("blue", prestige=5), fam("green"), row={2: ("masaccio",)},
                bag=("leonardo",))


def new_offices():  # type: ignore[no-untyped-def]
    """Red will be elected Captain and Green Bishop, Green not having held the Bishop card."""
    return game(fam("red", prestige=9), fam("blue", prestige=2), fam("green", church=4), row={1: ("castagno",)},
                bag=("leonardo",))


def quiet_in_order(state):  # type: ignore[no-untyped-def]
    return [step for _, step in walk(state, quiet=True)]


def lit_for(driver, step: Quiet) -> tuple:  # type: ignore[no-untyped-def]
    areas: list = []
    for thing in looked_at(step):
        area = driver.area_of(thing)
        if area not in areas:
            areas.append(area)
    return tuple(areas)


def test_a_lesson_steps_through_every_rule_saying_why_and_lighting_what_it_looked_at(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(tied_and_empty())
    driver.end_actions()
    c = window.session
    expected = quiet_in_order(c.state)
    assert any(isinstance(step, Quiet) for step in expected)
    told: dict[str, tuple[str, tuple]] = {}
    for k, step in enumerate(expected[:-1], start=1):  # (the last step commits the round)
        rows = window.log_model.rowCount()
        assert driver.step()
        assert c.step_index == k and driver.step_counter() == f"Step {k} of {len(expected)}"
        rule, words = driver.narration()
        if isinstance(step, Quiet):
            assert (rule, words) == (step.rule, quiet_text(step))
            assert driver.spotlights() == lit_for(driver, step)
            assert window.log_model.rowCount() == rows, "a step that changes nothing writes no line"
            assert driver.marked_log_rows() == [], "the log marks a line no step at the cursor wrote"
            told[step.rule] = (words, driver.spotlights())
        else:
            assert rule == step[1][-1].rule
            assert driver.marked_log_rows() != []
    assert told["R7.1b"] == ("No Captain was elected (D3), so nobody takes the First Player card",
                             (driver.area_of(FIRST_PLAYER_CARD),))
    assert told["R7.3"] == ("No Bishop was elected (D4), so there is no Cardinal", (driver.area_of(BISHOP_CARD_PIECE),))
    assert told["R8.2"] == ("Nobody is detained on the Captain card: nothing to release",
                            (driver.area_of(CAPTAIN_CARD),))
    assert told["R8.5"] == ("Nothing lies under Life card I this round: nobody leaves the game",
                            (driver.area_of(places.life(LifeCard.I)),))
    assert told["R8.7"][1] == (driver.area_of(BAG_PIECE),)
    assert len(told["R8.3"][1]) == 5  # the four Predicatore spaces and the Bishop card, each lit on its own
    assert [r for r in told] == ["R7.1b", "R7.1c", "R7.1d", "R7.1e", "R7.2c", "R7.2d", "R7.2e", "R7.2f", "R7.3",
                                 "R8.2", "R8.3", "R8.4", "R8.5", "R8.7"]


def test_back_and_a_new_office_light_the_bishop_and_say_why_in_italian(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(new_offices())
    driver.end_actions()
    c = window.session
    expected = quiet_in_order(c.state)
    cardinal = next(k for k, step in enumerate(expected, start=1) if step[0] == "R7.3")
    while c.step_index < cardinal:
        assert driver.step()
    assert driver.narration() == ("R7.3", "Green is Bishop but did not hold the Bishop card in the round just "
                                          "played, so there is no Cardinal")
    assert driver.spotlights() == (driver.area_of(BISHOP_CARD_PIECE), driver.area_of(places.bishop_marker("green")))
    driver.choose("View", "Language", "Italiano")
    try:
        assert driver.narration() == ("R7.3", "Green è Vescovo, ma nel round appena giocato non aveva la carta "
                                              "Vescovo: nessun Cardinale")
        assert driver.step_counter() == f"Passo {cardinal} di {len(expected)}"
    finally:
        driver.choose("Visualizza", "Lingua", "English")
    assert driver.step() and driver.step()  # R7.4 orders the others; R7.5: the Captain already leads
    assert driver.narration() == ("R7.5", "Red is Captain and already holds the First Player card: it stays there")
    assert driver.spotlights() == (driver.area_of(FIRST_PLAYER_CARD), driver.area_of(places.turn_marker("red")))
    assert driver.back() and driver.back()  # back onto the step that changed nothing: as it was
    assert c.step_index == cardinal and driver.narration()[0] == "R7.3"
    assert driver.spotlights() == (driver.area_of(BISHOP_CARD_PIECE), driver.area_of(places.bishop_marker("green")))


def test_play_skips_the_steps_that_change_nothing(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert not window.session.mode.lesson
    assert driver.enabled(*QUIET_ENTRY) and not driver.action(*QUIET_ENTRY).isChecked()
    driver.end_actions()
    start = window.session.state
    changed = list(walk(start))
    assert len(changed) < len(quiet_in_order(start))
    shown = []
    while driver.step() and window.session.timeline is not None:
        shown.append(driver.narration()[0])
        assert driver.step_counter().endswith(f"of {len(changed)}")
    assert shown == [step[1][-1].rule for _, step in changed][:len(shown)]
    assert len(shown) == len(changed) - 1  # (the last step commits the round: the timeline is gone)


def test_the_setting_shows_them_in_play_and_is_kept(window, driver, qtbot) -> None:  # type: ignore[no-untyped-def]
    driver.put(tied_and_empty())
    driver.end_actions()
    start = window.session.state
    every = quiet_in_order(start)
    assert driver.step() and driver.step_counter() == f"Step 1 of {len(list(walk(start)))}"
    driver.choose(*QUIET_ENTRY)
    assert Preferences().quiet_steps, "the preference is kept with the others"
    assert driver.action(*QUIET_ENTRY).isChecked()
    # the end of round under way gains them, the cursor on the same step
    assert window.session.step_index == 1 and driver.step_counter() == f"Step 1 of {len(every)}"
    assert driver.step()
    assert driver.narration() == ("R7.1b", "No Captain was elected (D3), so nobody takes the First Player card")
    assert driver.spotlights() == (driver.area_of(FIRST_PLAYER_CARD),)
    driver.choose(*QUIET_ENTRY)  # off again, on a step that changed nothing: back on the one before it
    assert not Preferences().quiet_steps
    assert window.session.step_index == 1 and driver.narration()[0] == "R7.1a"
    driver.choose(*QUIET_ENTRY)
    again = new_window(qtbot, tied_and_empty())  # the app launched again: the preference as it was left
    assert again.quiet_action.isChecked() and again.session.mode.quiet_steps


def test_a_lesson_always_shows_them_whatever_the_preference(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(tied_and_empty())
    entry = driver.action(*QUIET_ENTRY)
    assert entry.isChecked() and not entry.isEnabled()
    assert not Preferences().quiet_steps
    driver.put(tied_and_empty())  # a game opened from a file is played: the preference again
    assert not entry.isChecked() and entry.isEnabled()
