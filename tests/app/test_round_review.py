"""The review of an end of round already played, on the real window, in a game of several people: Game ▸ Review
the last end of round is offered once one is over and the next player is at the screen (never from behind the
curtain); it shows that end of round again from its start in the window, Predict asking before each deciding
step (never in the live end of round), marking answers given on the board and in the panel and summing them
up at its end; no banked amount, token value, tile or Ghost card the game has not shown appears on any
surface; nothing in it changes the game (moves, Undo, Redo, Save, the editor, What if and the peek say why);
Close review, Escape and the status bar's button return to the game exactly as it was, and a crash during a
review resumes the game, not the review (RULES.md §9, D13)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from PySide6.QtCore import Qt

from florenza_gui.app.autosave import read_autosave
from florenza_gui.app.main import offer_resume
from florenza_gui.app.player import pending_tasks
from florenza_gui.engine.lessons.predict import Ask, Question
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.moves import CaptainMarker, EndTurn, KinsmanToPredicatore
from florenza_gui.engine.rules.phase7 import bank
from florenza_gui.engine.rules.setup import Seating, new_game
from tests.app.test_banked_leaks import Secrets, assert_nothing_banked_shows
from tests.app.test_predict import wrong
from tests.app.test_what_if import the_game
from tests.driver import new_window, still
from tests.guifixtures import autosave_on_disk, pass_curtain, write_autosave_file

BANKED = 43  # a number no other surface of this game shows: found anywhere, the cash-in leaked (D13)
REVIEWING = "an end of round already played is under review"


def hotseat(seats: str, seed: int = 5) -> GameState:
    """A game of the ``seats`` given (H: a person, G: a Ghost), Red, Blue and Green in that order."""
    names = (("red", "Red"), ("blue", "Blue"), ("green", "Green"))
    return new_game([Seating(f, n, Seat.HUMAN if s == "H" else Seat.GHOST) for (f, n), s in zip(names, seats,
                                                                                              strict=False)], seed)


def play_round(driver: Any) -> tuple[str, set[str], set[tuple[int, ...]]]:
    """The family first to play moves its Captain marker to ``BANKED`` and every family passes, each at the
    screen in turn; the end of round is then played step by step, each step shown to everyone. The Captain to
    be, and the characters and Ghost cards the board has shown (the next player is then at the screen)."""
    s = driver.window.session
    captain = s.state.active
    assert captain is not None and driver.move(CaptainMarker(BANKED))
    driver.end_actions()
    seen: set[str] = set()
    cards: set[tuple[int, ...]] = set()
    while True:
        seen |= {c.name for c in driver.cards()}
        cards |= set(driver.ghost_cards())
        if not driver.step():
            break
    assert s.state.family(captain).tokens == bank(BANKED) and not s.in_sequence
    driver.confirm_curtain()
    return captain, seen, cards


def test_the_review_is_offered_once_an_end_of_round_is_over_and_never_from_behind_the_curtain(window, driver) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    none_yet = "No end of round has been played since this game was put on the table"
    assert not driver.review_entry().isEnabled() and driver.review_entry().toolTip() == none_yet
    assert not driver.review(key=True)  # Ctrl+R: nothing to review yet
    assert driver.move(CaptainMarker(BANKED))  # the first to play will be Captain, and play first next round
    driver.end_actions()
    assert not driver.review_entry().isEnabled()  # everyone has passed: the end of round is still to play
    assert driver.step() and driver.step()
    assert not driver.review(key=True) and driver.review_entry().toolTip() == none_yet
    driver.skip()
    assert driver.curtain() is not None  # the next player is not at the screen yet
    assert not driver.review_entry().isEnabled() and not driver.review(key=True) and driver.curtain() is not None
    assert driver.review_entry().toolTip().startswith("The board is covered")
    driver.confirm_curtain()
    assert driver.review_entry().isEnabled() and not driver.close_review_entry().isEnabled()
    assert driver.review(key=True)  # Ctrl+R
    assert driver.curtain() is None and driver.review_button_shows()
    assert driver.banner() == "Reviewing round 1's end — Escape closes the review"
    assert driver.title().startswith("Florenza Table — Reviewing round 1's end")
    assert not driver.review_entry().isEnabled() and driver.close_review_entry().isEnabled()
    driver.close_review("button")
    assert not driver.reviewing() and not driver.review_button_shows() and driver.curtain() is None
    assert driver.move(KinsmanToPredicatore(1))  # the game goes on from that end of round: it may still be reviewed
    assert driver.review_entry().isEnabled()
    driver.close_review()  # (nothing to close: nothing happens)
    assert s.state.round == 2 and not driver.reviewing()
    driver.end_actions()
    assert driver.step() and not driver.review(key=True)  # the next end of round, under way
    assert driver.review_entry().toolTip() == "Finish the end of round under way first"
    driver.skip()
    driver.confirm_curtain()
    assert driver.review() and driver.banner().startswith("Reviewing round 2's end")  # the last one played
    predict = driver.action("Demo", "Predict each deciding step")
    assert predict.isChecked()  # (on for the review)
    driver.new_game(families=2)  # another game, from the review: nothing of it played yet
    assert not driver.reviewing() and not predict.isChecked()  # Predict as the game had it: off
    assert not driver.review_entry().isEnabled() and driver.review_entry().toolTip() == none_yet


def test_predict_asks_only_in_the_review_and_marks_the_answers_given(window, driver) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    driver.predict()
    driver.end_actions()
    steps = 0
    while driver.step():  # live: no question waits, on the way forward or back
        steps += 1
        assert driver.asked() is None and driver.question() is None and driver.answer_places() == {}
        if s.in_sequence and s.step_index == 3:
            assert driver.back() and driver.asked() is None and driver.step()
    assert steps > 5, "the end of round was not played step by step"
    driver.confirm_curtain()
    assert driver.asked() is None and driver.predict_said().startswith("With several people at the table")
    driver.predict(False)  # Predict off in the game: the review turns it on for itself
    real = the_game(window, driver)
    assert driver.review()
    asked: list[tuple[Question, str]] = []
    families = [f.id for f in s.state.families]
    while (q := driver.asked()) is not None or driver.step():
        if q is None:
            continue
        assert driver.question()
        assert not driver.step(), "Step showed the step a question waits for"
        n = len(asked)
        if n == 0:
            driver.answer(q.answer)  # right, composed as the user composes it (on the board or in the panel)
        elif n == 1:
            driver.answer(wrong(q, families))
        else:
            driver.show_me()
        asked.append((q, driver.predict_said()))
    kinds = [q.ask for q, _ in asked]
    assert {Ask.CAPTAIN, Ask.TURN_ORDER, Ask.LEAVING, Ask.CARD_MOVES, Ask.DRAW_UNDER} <= set(kinds)  # (no cash-in)
    assert asked[0][1].startswith("Right: "), asked[0]
    assert asked[1][1].startswith(f"Not quite ({asked[1][0].rule}). You said: "), asked[1]
    assert all(said.startswith("Shown (") for _, said in asked[2:] if said), asked
    assert driver.step_counter() == f"Step {s.step_count} of {s.step_count}" and not driver.step()
    summary = f"1 of {len(asked)} right first time (1 wrong, {len(asked) - 2} shown)"
    assert summary in driver.predict_said()
    driver.close_review("escape")
    assert the_game(window, driver) == real  # Predict off again, no answer kept
    assert driver.asked() is None and driver.predict_said() == ""


@pytest.mark.parametrize("seats", ["HHH", "HGH"])
def test_nothing_hidden_shows_in_the_review(qtbot, driver, seats: str) -> None:  # type: ignore[no-untyped-def]
    """Every position the review shows, stepping and going back as far as Back goes: no surface holds the banked
    amount or its token values, the board stands as the position does and never where the Captain marker stood
    banked, the Back that would show it names D13, and every character card and Ghost card on the board is one
    the game has shown."""
    window = new_window(qtbot, hotseat(seats))
    driver = driver.at(window)
    pass_curtain(qtbot, window)
    s = window.session
    driver.predict()
    captain, seen, ghost_cards = play_round(driver)
    assert (seats == "HGH") == bool(ghost_cards)  # (a Ghost card is revealed: G1)
    secrets = Secrets(amounts=[BANKED], values=[" + ".join(map(str, bank(BANKED)))])
    assert driver.review()
    first = s.step_index
    assert first > 0 and s.state.family(captain).prestige == 0  # begun once the marker is back at 0
    assert not window.back_action.isEnabled() and "(D13)" in window.back_action.toolTip()
    assert not driver.back()
    asked = set()
    while True:
        where = f"review, step {s.step_index}"
        assert_nothing_banked_shows(window, secrets, where)
        assert driver.stands_as(s.state) and s.state.family(captain).prestige != BANKED, where
        assert {c.name for c in driver.cards()} <= seen, where
        assert set(driver.ghost_cards()) <= ghost_cards, where
        q = driver.asked()
        if q is not None:
            asked.add(q.ask)
            driver.show_me()
        elif not driver.step():
            break
    assert Ask.CAPTAIN not in asked  # its position shows what the Captain banked
    while driver.back():  # and back again, over the draw and the Ghost card everyone has seen, to where it began
        assert_nothing_banked_shows(window, secrets, f"review, back to step {s.step_index}")
        assert s.state.family(captain).prestige != BANKED
    assert s.step_index == first
    driver.close_review()
    window.close()


def test_nothing_in_the_review_changes_the_game_and_close_puts_it_back(window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    play_round(driver)
    assert driver.move(KinsmanToPredicatore(2)) and driver.move(EndTurn())  # an undo history in the next round
    driver.confirm_curtain()
    at_screen = s.state.active
    real = the_game(window, driver)
    assert window.undo_action.isEnabled()
    for close in ("menu", "escape", "button"):
        assert driver.review()
        while driver.asked() is not None:  # (a question waiting takes the board's clicks for its answer)
            driver.show_me()
        assert not driver.move(KinsmanToPredicatore(3), by=at_screen)  # a piece dragged: refused, saying why
        assert REVIEWING in driver.bubble_text()
        assert not window.undo_action.isEnabled() and REVIEWING in window.undo_action.toolTip()
        assert not window.redo_action.isEnabled() and REVIEWING in window.redo_action.toolTip()
        driver.undo()
        assert not window.save_action.isEnabled() and REVIEWING in window.save_action.toolTip()
        assert not window.save_as_action.isEnabled()
        driver.press(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier, widget=window)  # Save: nothing
        assert not driver.start_editor() and REVIEWING in driver.status()
        assert not driver.what_if_entry().isEnabled() and REVIEWING in driver.what_if_entry().toolTip()
        assert not driver.what_if()
        assert not window.peek_action.isEnabled()
        driver.trigger(window.peek_action)
        assert driver.curtain() is None
        driver.play()  # on to the next question, then back
        assert driver.back()
        assert list(tmp_path.rglob("*.json")) == []  # nothing was written
        driver.close_review(close)
        assert not driver.reviewing()
        assert the_game(window, driver) == real, f"closed by {close}: the game is not as it was"
        assert window.save_action.isEnabled() and window.undo_action.isEnabled()
    driver.undo()  # the history is the game's as it was
    assert s.state.active is not None and len(s.state.log) == len(real[0].log) - 1


def test_escape_while_a_step_is_shown_closes_the_review_at_once(window, driver) -> None:  # type: ignore[no-untyped-def]
    play_round(driver)
    real = the_game(window, driver)
    assert driver.review()
    still(window, motion_ms=2000)  # a step that takes its time
    window.step_action.trigger()
    driver.loop.run_until_complete(asyncio.sleep(0.05))
    assert driver.moving()
    driver.close_review("escape")
    driver.loop.run_until_complete(asyncio.sleep(0.05))
    assert pending_tasks() == 0 and not driver.moving() and not driver.reviewing()
    still(window)
    assert the_game(window, driver) == real


def test_a_crash_during_a_review_resumes_the_game_not_the_review(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    play_round(driver)
    real = s.state
    assert driver.review()
    for _ in range(3):  # a few steps on, each question shown
        if driver.asked() is not None:
            driver.show_me()
        else:
            assert driver.step()
    assert s.step_index > 5
    at_the_kill = autosave_on_disk()  # (once the writes asked for have landed)
    kept = read_autosave()
    assert kept is not None and kept.game == real and kept.steps_shown == 0
    window.close()
    write_autosave_file(at_the_kill)
    other = new_window(qtbot, hotseat("HH", seed=77))
    offer_resume(other, "yes")
    pass_curtain(qtbot, other)
    again = driver.at(other)
    assert other.session.state == real and not again.reviewing() and again.step_counter() == ""
    assert real.active is not None and again.banner() == f"Round 2 · {real.name(real.active)} to play"
    other.close()


def test_a_solo_game_reviews_its_end_of_round_too_and_a_lesson_steps_back_into_its_own(window, driver) -> None:  # type: ignore[no-untyped-def]
    """One person at the table: Predict asks live, and the review asks its questions afresh, from the end of
    round's start (no D13 with one person); a lesson's Back steps into its end of round, so it offers none."""
    from tests.app.monkey_checks import solo_game

    s = window.session
    driver.put(solo_game())
    driver.predict()
    driver.end_actions()
    live = 0
    while s.in_sequence or s.ready_to_end_round:
        if (q := driver.asked()) is not None:
            live += 1
            driver.answer(q.answer)
        else:  # (the first Step begins the end of round, and stops at its first question)
            assert driver.step() or driver.asked() is not None
    assert live and driver.predict_said().startswith(f"{live} of {live} right first time")
    real = the_game(window, driver)
    assert driver.review() and s.step_index == 0
    assert driver.asked() is not None and driver.predict_said() == ""  # asked again: no answer of the game kept
    driver.close_review("escape")
    assert the_game(window, driver) == real
    driver.predict(False)
    driver.start_lesson("Level at the top of the Prestige track: who is Captain?")
    driver.skip()
    entry = driver.review_entry()
    assert not entry.isEnabled() and entry.toolTip().startswith("A lesson steps back")
    assert driver.back()


def test_a_review_begun_after_a_cash_in_says_why(window, driver) -> None:  # type: ignore[no-untyped-def]
    """With several people at the table the review begins once the Captain's tokens are banked: the panel says
    so, naming D13, until a step is shown."""
    play_round(driver)
    assert driver.review() and driver.asked() is None
    assert window.session.step_index > 0 and driver.predict_said().endswith("is shown again (D13).")
    assert driver.step() and "(D13)" not in driver.predict_said()
