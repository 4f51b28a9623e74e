"""What lies over the board for a step covers nothing the room reads: a
Ghost's card (G1–G4), the plates of the tokens revealed at R9.1, and the
captions of the offices under the light's gold frame, in the presentation
view at 1280×720 and 1920×1080, in English and Italian.

Found by a teacher at a projector: the Ghost card hid its Ghost's
"Prestige 9 · Church 2" and "Passes at once" and stuck out past the board;
the R9.1 plates hid every family's Resources and Fiorini (R9.3's
tie-break); "Captain: …" lay under the lit card's frame.

The rectangles are the scene's (the board's own coordinates); the view
only scales them, so each size is the same board seen bigger or smaller,
and each is checked as the window shows it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from florenza_gui.app.i18n import clear_language
from florenza_gui.board.effects import GhostCardItem
from florenza_gui.engine import CaptainMarker, Difficulty, Pass, Seat, Seating, apply, end_round, new_game
from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.rules.final_scoring import reveals
from tests.app.test_presentation import present_at

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def english_after(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    clear_language(qapp)


def solo_before_the_end_of(last: int) -> GameState:
    """Anna against two hard Ghosts, every round played to its end until round ``last``, whose actions are over."""
    seats = [Seating("red", "Anna", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST),
             Seating("green", "Green", Seat.GHOST)]
    state = new_game(seats, seed=8, difficulty=Difficulty.HARD)
    while True:
        state, _ = apply(state, CaptainMarker(state.family("red").prestige + 2))
        state, _ = apply(state, Pass())
        if state.round == last:
            return state
        state, _ = end_round(state)


def covered(over: QRectF, driver: Any) -> list[str]:
    """What ``over`` hides of what the room reads, and whether it crosses the spotlight's frame."""
    hidden = [name for name, rect in driver.room_reads().items() if over.intersects(rect)]
    if driver.light_frame().intersects(over):
        hidden.append("the light's frame")
    return hidden


def captions_under_the_frame(driver: Any) -> list[str]:
    """The captions the spotlight's gold frame runs over."""
    frame = driver.light_frame()
    return [f"{key}: {text}" for key, (text, ink) in driver.captions().items() if frame.intersects(ink)]


def check_the_step(driver: Any, seen: list[str]) -> None:
    """At rest on a step: the Ghost card and the plates cover nothing, no two
    overlap, no caption lies under the light's frame; no token's value
    shows before R9.1 has revealed it (RULES.md §9)."""
    window = driver.window
    s = window.session
    rule = driver.narration()[0]
    seen.append(rule)
    cards, plates = driver.overlays()
    for card in cards:
        area = card.lit_area()
        assert driver.board_area().contains(area), f"{rule}: the Ghost card sticks out of the board"
        assert covered(area, driver) == [], f"{rule}: the Ghost card covers {covered(area, driver)}"
    for plate in plates:
        area = plate.lit_area()
        assert covered(area, driver) == [], f"{rule}: {plate.family}'s plate covers {covered(area, driver)}"
    overlays = [item.lit_area() for item in (*cards, *plates)]
    for i, a in enumerate(overlays):
        assert not any(a.intersects(b) for b in overlays[i + 1:]), f"{rule}: two overlays overlap"
    assert captions_under_the_frame(driver) == [], f"{rule}: {captions_under_the_frame(driver)}"
    # §9: a plate shows only the tokens of a family the steps shown so far have revealed
    t = s.timeline
    revealed = [e for e in t.events_so_far() if e.kind is EventKind.TOKENS_REVEALED] if t is not None else (
        reveals(s.state.log))
    assert sorted(p.family for p in plates) == sorted(e.family for e in revealed), f"{rule}: a plate before R9.1"
    for plate in plates:
        (event,) = [e for e in revealed if e.family == plate.family]
        assert plate.text.endswith(f"= {sum(event.args.tokens)}") or not event.args.tokens, plate.text


def step_through(driver: Any, seen: list[str]) -> None:
    while driver.step():
        check_the_step(driver, seen)
        if not driver.window.session.in_sequence:
            break


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_ghost_cards_plates_and_captions_cover_nothing_the_room_reads(  # type: ignore[no-untyped-def]
        driver, english_after, size, language) -> None:
    window = driver.window
    window.set_language(language)
    seen: list[str] = []
    driver.put(solo_before_the_end_of(6))  # its end of round: elections, then both Ghosts' four steps
    present_at(window, size)
    assert window.session.mode.presenting
    check_the_step(driver, seen)
    step_through(driver, seen)
    assert [r for r in seen if r.startswith("G")] == ["G1", "G2", "G3", "G4"] * 2, seen
    assert any(r.startswith("R7") for r in seen)  # the offices changed hands, lit with their captions
    driver.put(solo_before_the_end_of(7))  # the last: R8.1 ends the game, R9.1 reveals, R9.2 ranks
    if not window.session.mode.presenting:  # (a game opened ends the presentation)
        present_at(window, size)
    step_through(driver, seen)
    assert "R9.1" in seen and len(driver.overlays()[1]) == 3, seen


def test_a_ghost_card_is_set_in_type_a_room_reads(driver) -> None:  # type: ignore[no-untyped-def]
    """The card's values are larger than the family boards' own lines (17 px)
    and each line fits its box whole, in Italian too."""
    from PySide6.QtGui import QFontMetricsF

    from florenza_gui.qt.theme import serif

    card = GhostCardItem((4, 2, 3), "blue")
    assert card.font_px() >= 19
    width = card.text_box().width()
    assert all(QFontMetricsF(serif(card.font_px(), bold=True)).horizontalAdvance(t) <= width for t in card.lines())


def test_a_lesson_s_steps_that_change_nothing_frame_no_caption(driver) -> None:  # type: ignore[no-untyped-def]
    """R7.5 and R8.2, quiet in this lesson, light the Captain card: with its caption, never through it."""
    driver.start_lesson("One tile left in the bag")
    seen = []
    while driver.step():
        seen.append(driver.narration()[0])
        assert captions_under_the_frame(driver) == [], (seen[-1], captions_under_the_frame(driver))
        if not driver.window.session.in_sequence:
            break
    assert "R8.2" in seen and "R7.5" in seen, seen
