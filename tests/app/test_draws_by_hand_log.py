"""Draws by hand (Demo ▸ "Place drawn tiles by hand", R8.7): the log named
the step's second drawn tile (its whole step was written at once) while the
board still asked for the first one to be placed. The log and the narration
now tell a step's events as the board comes to them: a drawn tile is named
once it waits to be placed, the next draw only when it is drawn; once the
step ends the log holds all of it, as the game does. While a card waited,
the gold outline of the step before (R8.6's cards) stayed lit."""

from __future__ import annotations

from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.model.places import CardPiece
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.targets import LifeCardSpot
from florenza_gui.qt.language import entry_text
from tests.guifixtures import three_humans


def log_lines(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.log_model
    return [model.index(i).data() for i in range(model.rowCount())]


def test_the_log_names_a_drawn_tile_only_once_the_board_shows_it(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(three_humans(8))  # its first R8.7 draws three tiles
    c = window.session
    driver.confirm_curtain()
    driver.draw_by_hand()
    driver.end_actions()
    driver.step_until_a_card_waits()
    events = c.timeline.events
    drawn = [e.piece.character for e in events if e.kind is EventKind.TILE_DRAWN and isinstance(e.piece, CardPiece)]
    assert len(drawn) >= 2, "this game's R8.7 draws two tiles or more"
    names = {cid: c.state.characters[cid].name for cid in drawn}
    full = c.state.log
    for k, cid in enumerate(drawn):
        assert driver.card_waiting() is not None and driver.card_waiting().character == cid
        lines = "\n".join(log_lines(window))
        assert names[cid] in lines, f"the tile waiting ({names[cid]}) is named"
        for later in drawn[k + 1:]:
            assert names[later] not in lines, f"{names[later]} is named before it is drawn"
        assert names[cid] in window.narration.why.text(), "the narration tells of the tile waiting"
        assert driver.spotlights() == (), "the step before's light is gone (the targets are lit instead)"
        told = next(i for i, e in enumerate(events) if isinstance(e.piece, CardPiece) and e.piece.character == cid)
        assert window.log_model.rowCount() == len(full) - len(events) + told + 1, "the step's lines up to this draw"
        driver.place_drawn()
    assert driver.card_waiting() is None and driver.at_rest()
    assert log_lines(window) == [f"{e.rule}  {entry_text(e, c.state.scenario)}" for e in c.state.log]
    assert c.state.log == full


def test_a_card_placed_by_hand_stands_where_it_was_put_while_the_next_waits(window, driver) -> None:  # type: ignore[no-untyped-def]
    """The first drawn card put under its Life card stays in sight there
    while the step's next draw waits to be placed."""
    driver.put(three_humans(8))  # its first R8.7 draws three tiles
    c = window.session
    driver.confirm_curtain()
    driver.draw_by_hand()
    driver.end_actions()
    first = driver.step_until_a_card_waits().character
    under = LifeCard(c.state.characters[first].rounds)
    driver.place_drawn()
    assert driver.card_waiting() is not None and driver.card_waiting().character != first, "the next draw waits"
    card = driver.piece(driver.card(first))
    assert card.shows and driver.piece(driver.place(LifeCardSpot(under))).area.contains(card.at), (
        "the placed card stands under its card")
    while driver.card_waiting() is not None:
        driver.place_drawn()
    assert driver.at_rest()
