"""The scenario editor builds every position a file holds: the Captain and the Bishop are given and
taken by handing their cards over on the board or in the Families table's Offices cell, a Bishop
re-elected while holding the card is Cardinal once more (R7.3), the round marker moves; an edit that
breaks the position is refused naming the field and the rule. Built from a new game, saved and read back."""

from __future__ import annotations

from florenza_gui.engine.files import saves
from florenza_gui.engine.model.types import FirstPlayerSide


def _solo_in_the_editor(driver):  # type: ignore[no-untyped-def]
    """File ▸ New game… (one human, two Ghosts), then Demo ▸ Scenario editor…: the families' ids."""
    driver.new_game(families=3, ghosts=(1, 2), seed=5)
    assert driver.start_editor()
    return [f.id for f in driver.window.session.state.families]


def test_a_bishop_cardinal_twice_is_built_from_a_new_game_saved_and_read_back(window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    first, ghost, _ = _solo_in_the_editor(driver)
    assert not driver.hand_card("bishop", first), "a Bishop in round 1 (D7)"
    said = driver.bubble()
    assert said is not None and "bishop" in said[1] and "D7" in said[1]
    assert driver.move_round_marker(3) and c.state.round == 3
    assert driver.hand_card("bishop", first)
    assert (c.state.bishop, c.state.family(first).cardinal) == (first, 0)
    assert driver.hand_card("bishop", first) and driver.hand_card("bishop", first)  # re-elected twice (R7.3)
    assert (c.state.bishop, c.state.family(first).cardinal) == (first, 2)
    assert driver.hand_card("captain", ghost)
    card = c.state.first_player_card
    assert (c.state.captain, card.side, card.holder) == (ghost, FirstPlayerSide.CAPTAIN, ghost)
    assert "Bishop: " + c.state.family(first).name in driver.caption("bishop_label")
    path = tmp_path / "cardinal.json"
    assert window.files.save_to(str(path))
    read = saves.load_path(path)
    assert (read.round, read.bishop, read.family(first).cardinal, read.captain) == (3, first, 2, ghost)
    assert window.editor.stop(), window.editor.last_refusal
    assert driver.open_file(path)
    assert (c.state.bishop, c.state.family(first).cardinal) == (first, 2)
    assert "Bishop: " + c.state.family(first).name in driver.caption("bishop_label")


def test_the_office_cards_go_back_on_the_board(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    first, ghost, _ = _solo_in_the_editor(driver)
    assert driver.move_round_marker(2)
    assert driver.hand_card("bishop", ghost) and driver.hand_card("captain", first)
    assert driver.hand_card("bishop", None) and c.state.bishop is None
    assert driver.hand_card("captain", None) and c.state.captain is None
    card = c.state.first_player_card
    assert (card.side, card.holder) == (FirstPlayerSide.FIRST_PLAYER, first)  # the card stays, First Player side up


def test_offices_and_cardinal_are_set_in_the_families_table(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    first, ghost, other = _solo_in_the_editor(driver)
    assert not driver.set_offices(ghost, ("Captain",)), "a Captain in round 1 (D7)"
    assert "captain" in driver.status() and "D7" in driver.status()
    assert driver.move_round_marker(4)
    assert driver.set_offices(ghost, ("Captain", "Bishop"))
    assert (c.state.captain, c.state.bishop, c.state.first_player_card.holder) == (ghost, ghost, ghost)
    assert driver.set_offices(other, ("Bishop", "First Player"))  # the card's other side: nobody Captain
    card = c.state.first_player_card
    assert (c.state.captain, c.state.bishop, card.side, card.holder) == (
        None, other, FirstPlayerSide.FIRST_PLAYER, other)
    assert not driver.set_offices(other, ()), "nobody holds the First Player card (R7.5)"
    assert "first_player_card" in driver.status()
    assert driver.set_count("Cardinal", 3, by=first) and c.state.family(first).cardinal == 3
    assert driver.set_count("Resources", 6, by=ghost) and c.state.family(ghost).resources == 6
    assert not driver.set_count("Church", 11, by=first), "the Church track ends at 10"
    assert c.state.family(first).church == 0
    c.undo()  # an edit of the table is undone as any other
    assert c.state.family(ghost).resources != 6

