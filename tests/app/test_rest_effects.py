"""The flourishes an end of round leaves on the board (a Ghost's card, the
plates of tokens revealed at R9.1) belong to the step at the cursor: Back
takes them away with the step that put them there, Step puts them back
once, and a game opened at its end shows what the live game showed."""

from __future__ import annotations

from typing import Any

from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.model.state import Phase


def _open(driver: Any, stem: str) -> None:
    """The shipped lesson ``stem``, from Demo ▸ Open a scenario."""
    entry = next(e for e in list_scenarios() if e.path.stem == stem)
    driver.start_lesson(entry.title)
    assert driver.window.session.state.scenario.title == entry.title


def _step_until(window: Any, driver: Any, kind: EventKind) -> None:
    s = window.session
    while driver.step():
        if any(e.kind is kind for e in s.shown_events):
            return
    raise AssertionError(f"no step of {kind} in this end of round")


def test_back_from_a_ghost_card_takes_the_card_away(window, driver) -> None:  # type: ignore[no-untyped-def]
    _open(driver, "ghost-wraparound")  # the demo may go back past a Ghost card (D13)
    s = window.session
    _step_until(window, driver, EventKind.GHOST_CARD_REVEALED)
    revealed = next(e for e in s.shown_events if e.kind is EventKind.GHOST_CARD_REVEALED)
    assert driver.ghost_cards() == [revealed.args.values]
    assert driver.back()
    assert driver.ghost_cards() == [], "the card of a step taken back stays on the board"
    while s.step_index:
        assert driver.back()
    assert driver.ghost_cards() == []
    _step_until(window, driver, EventKind.GHOST_CARD_REVEALED)
    assert len(driver.ghost_cards()) == 1


def test_back_from_the_final_reveal_takes_the_plates_away_and_step_shows_them_once(window, driver) -> None:  # type: ignore[no-untyped-def]
    _open(driver, "last-round-fiorini")
    s = window.session
    _step_until(window, driver, EventKind.TOKENS_REVEALED)
    revealed = [e for e in s.shown_events if e.kind is EventKind.TOKENS_REVEALED]
    assert len(driver.revealed()) == len(revealed) == len(s.state.families)
    assert driver.back()
    assert s.state.phase is Phase.GAME_OVER  # R8.1 has ended the game, nothing is revealed yet
    assert driver.revealed() == [], "tokens still face up before R9.1 turns them"
    driver.step()
    assert len(driver.revealed()) == len(revealed), "each family's plate shows once"


def test_a_finished_game_opened_from_its_file_shows_the_plates_the_live_game_showed(  # type: ignore[no-untyped-def]
        window, tmp_path, driver) -> None:
    _open(driver, "last-round-fiorini")
    driver.skip()
    s = window.session
    assert s.state.phase is Phase.GAME_OVER and not s.in_sequence
    live = sorted(p.text for p in driver.revealed())
    assert len(live) == len(s.state.families)
    path = tmp_path / "finished.json"
    from florenza_gui.engine.files import saves
    from tests.guifixtures import three_humans

    saves.save_path(s.state, str(path))
    driver.put(three_humans())
    assert driver.revealed() == []
    assert driver.open_file(path)
    assert sorted(p.text for p in driver.revealed()) == live


def test_the_plates_follow_the_interface_language(window, driver) -> None:  # type: ignore[no-untyped-def]
    """A plate saying a family has no tokens is in the interface language, not the one it was made in."""
    from florenza_gui.engine.rules.moves import CaptainMarker
    from tests.guifixtures import three_humans

    driver.put_lesson(three_humans())
    c = window.session
    for _ in range(7):
        assert driver.move(CaptainMarker(13))  # Red is Captain every round: Blue and Green never bank
        driver.end_actions()
        driver.skip()
    assert c.state.phase is Phase.GAME_OVER
    assert sum(p.text == "no tokens" for p in driver.revealed()) == 2
    window.set_language("it")
    try:
        texts = [p.text for p in driver.revealed()]
        assert texts.count("nessun gettone") == 2 and "no tokens" not in texts, texts
    finally:
        window.set_language("en")


def test_a_long_reveal_keeps_its_total_in_sight(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on a final board: Red, Captain in each of the 7 rounds, held 21
    tokens; its plate read '10 + 2 + 1 + 10 + 2 + 1 + 10 + 2 + 1 …', the total
    cut off. Tokens that do not fit one by one are counted by value."""
    from florenza_gui.engine.rules.moves import CaptainMarker
    from tests.guifixtures import three_humans

    driver.put_lesson(three_humans())
    for _ in range(7):
        assert driver.move(CaptainMarker(13))
        driver.end_actions()
        driver.skip()
    red = next(p for p in driver.revealed() if p.family == "red")
    assert red.fits, f"{red.text!r} does not fit its plate"
    assert red.text.endswith("= 91"), red.text
    assert red.text.startswith(("Prestige tokens: ", "Tokens: ")), red.text  # never a bare sum, read as a score
    terms = red.text.split(": ", 1)[1].split(" = ")[0].split(" + ")
    assert sum(int(a) * int(b) for a, _, b in (t.partition("×") if "×" in t else ("1", "", t) for t in terms)) == 91
