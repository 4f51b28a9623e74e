"""A piece lands on the target lit under the pointer: every reachable target
of every kind of piece, let go with real mouse events at its left third, its
centre and its right third. Targets are tested by their own shape, never by
the margin their glow is painted in (tested so, a Captain marker let go on
the left of a space landed one space lower)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from florenza_gui.board.layout import layout
from florenza_gui.engine.model.types import Kind, LifeCard
from florenza_gui.engine.rules.targets import (
    BishopCardSpot,
    CaptainCard,
    ChurchSpace,
    LifeCardSpot,
    PredicatoreSpace,
    PrestigeSpace,
    Target,
)
from tests.engine.builders import fam, game


def thirds(rect: QRectF) -> list[QPointF]:
    """The middle of the left third, the centre and the middle of the right third."""
    y = rect.center().y()
    return [QPointF(rect.left() + rect.width() * k / 6, y) for k in (1, 3, 5)]


@pytest.fixture
def captain_red(window, driver):  # type: ignore[no-untyped-def]
    """Red plays, holds the Captain card; Blue holds the Bishop card."""
    driver.put(game(fam("red"), fam("blue"), fam("green"), captain="red", bishop="blue"))
    driver.confirm_curtain()
    assert window.session.state.active == "red"
    return driver


def test_a_captain_marker_lands_on_the_lit_space_wherever_it_is_let_go(captain_red, window) -> None:  # type: ignore[no-untyped-def]
    marker = captain_red.captain_marker("red")
    for n in range(layout().prestige_spaces):
        for point in thirds(layout().prestige_space(n)):
            aimed, landed = captain_red.let_go(marker, point)
            assert aimed == landed == PrestigeSpace(n), (n, point.x())
            assert window.session.state.family("red").prestige == n


def test_a_bishop_marker_lands_on_the_lit_space_wherever_it_is_let_go(captain_red, window) -> None:  # type: ignore[no-untyped-def]
    marker = captain_red.bishop_marker("red")
    for n in reversed(range(layout().church_spaces)):
        for point in thirds(layout().church_space(n)):
            aimed, landed = captain_red.let_go(marker, point)
            assert aimed == landed == ChurchSpace(n), (n, point.x())
            assert window.session.state.family("red").church == n


def test_kinsmen_and_preachers_land_on_the_lit_place(captain_red, window) -> None:  # type: ignore[no-untyped-def]
    c, driver = window.session, captain_red
    preacher = next(cid for cid, ch in sorted(c.state.characters.items())
                    if ch.kind is Kind.PREACHER and c.state.life_card_of(cid) is not None)
    artist = next(cid for cid, ch in sorted(c.state.characters.items())
                  if ch.kind is Kind.ARTIST and c.state.life_card_of(cid) is not None)
    places: list[tuple[str, QRectF, Target]] = [
        ("kinsman", layout().predicatore_space(s), PredicatoreSpace(s)) for s in range(1, layout().spaces + 1)]
    places += [("kinsman", layout().bishop_card, BishopCardSpot())]
    places += [("preacher", layout().predicatore_space(s), PredicatoreSpace(s)) for s in range(1, layout().spaces + 1)]
    places += [("artist", layout().first_player_card, CaptainCard())]
    for who, rect, target in places:
        for point in thirds(rect):
            before = c.state
            item = {"kinsman": lambda: next(k for k in driver.kinsmen("red") if driver.piece(k).place is None or
                                            type(driver.piece(k).place).__name__ == "Pool"),
                    "preacher": lambda: driver.tile(preacher), "artist": lambda: driver.tile(artist)}[who]()
            aimed, landed = driver.let_go(item, point)
            assert aimed == landed == target, (who, target, point.x())
            assert c.state is not before, f"the engine took {who} to {target}"
            driver.undo()
            assert c.state == before


def test_a_drawn_card_lands_on_the_lit_life_card(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    driver.draw_by_hand()
    driver.end_actions()
    card = driver.step_until_a_card_waits()
    right = LifeCard.for_rounds(c.state.characters[card.character].rounds)

    def column(card: LifeCard) -> QRectF:
        return QRectF(driver.piece(driver.place(LifeCardSpot(card))).area)

    for other in (life for life in LifeCard if life is not right):
        for point in thirds(column(other)):
            aimed, placed = driver.let_go(driver.card_waiting(), point)
            assert aimed == placed == LifeCardSpot(other), (other, point.x())
            assert driver.card_waiting() is card, "a wrong Life card sends the card back to wait (R8.7)"
    aimed, placed = driver.let_go(driver.card_waiting(), thirds(column(right))[0])
    assert aimed == placed == LifeCardSpot(right)
    driver.wait_at_rest()
    assert driver.card_waiting() is not card
    while driver.card_waiting() is not None:  # the step's next draws, each under its own card
        driver.place_drawn()
    assert driver.at_rest()


def test_a_captain_marker_past_the_tracks_end_moves_along_its_own_lap(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Red at 45 is shown on space 5 with "+40": let go on space 8 it goes
    to 48, on space 2 to 42 (it once went to 8 and 2, losing a lap)."""
    driver.put(game(fam("red", prestige=45), fam("blue"), fam("green")))
    driver.confirm_curtain()
    marker = driver.captain_marker("red")
    for space, position in ((8, 48), (2, 42), (39, 79)):
        aimed, landed = driver.let_go(marker, layout().prestige_space(space).center())
        assert aimed == landed == PrestigeSpace(position)
        assert window.session.state.family("red").prestige == position
