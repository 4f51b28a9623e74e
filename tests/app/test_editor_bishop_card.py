"""A Kinsman dragged off the Bishop card is the one that leaves it, in play and in the scenario editor: the
card lists its Kinsmen by family alone, and taking off a family's second one took off its first, so the two
Kinsmen nobody touched traded places on the card."""

from __future__ import annotations

from florenza_gui.engine.files import editor
from florenza_gui.engine.model.places import BISHOP_CARD
from florenza_gui.engine.rules.targets import BishopCardSpot, Pool, PredicatoreSpace


def red_blue_red():  # type: ignore[no-untyped-def]
    """The first launch's solo game (the editor is for solo games and lessons) whose Bishop card holds Red,
    Blue, Red."""
    from florenza_gui.app.main import default_game

    state = default_game(seed=5, solo=True)
    for family in ("red", "blue", "red"):
        state = editor.move_kinsman(state, family, None, BishopCardSpot())
    return state


def on_the_card(driver):  # type: ignore[no-untyped-def]
    """The Kinsmen on the Bishop card, from left to right."""
    return sorted((k for f in ("red", "blue") for k in driver.kinsmen(f) if driver.piece(k).place == BISHOP_CARD),
                  key=lambda k: driver.piece(k).at.x())


def test_in_play_the_kinsman_taken_back_from_the_bishop_card_is_the_one_dragged(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(red_blue_red())
    first, second, third = on_the_card(driver)
    before = {k: driver.piece(k).at for k in (first, second)}
    driver.drag(third, driver.piece(driver.place(Pool("red"))).at)  # M5: back to its pool
    assert sorted(window.session.state.bishop_card) == ["blue", "red"]
    moved = [k.piece.family for k, at in before.items() if (driver.piece(k).at - at).manhattanLength() > 0.5]
    assert not moved, f"the Kinsmen nobody dragged moved on the card: {moved}"
    assert driver.piece(third).place == Pool("red")


def test_the_kinsman_dragged_off_the_bishop_card_is_the_one_that_leaves(window, driver) -> None:  # type: ignore[no-untyped-def]
    state = red_blue_red()
    red, blue = state.families[0].id, state.families[1].id
    driver.put(state)
    assert driver.start_editor(), driver.status()
    on_card = on_the_card(driver)
    assert [k.piece.family for k in on_card] == [red, blue, red]
    first, second, third = on_card
    before = {k: driver.piece(k).at for k in (first, second)}
    driver.drag(third, driver.piece(driver.place(PredicatoreSpace(1))).at)
    assert window.session.state.bishop_card == (red, blue)
    moved = [k.piece.family for k, at in before.items() if (driver.piece(k).at - at).manhattanLength() > 0.5]
    assert not moved, f"the Kinsmen nobody dragged moved on the card: {moved}"
    assert driver.piece(third).place == PredicatoreSpace(1)

    # and the first of the two: Blue stays where it stands
    at = driver.piece(second).at
    driver.drag(first, driver.piece(driver.place(PredicatoreSpace(2))).at)
    assert window.session.state.bishop_card == (blue,)
    assert driver.piece(first).place == PredicatoreSpace(2)
    assert (driver.piece(second).at - at).manhattanLength() < 0.5


def test_a_keyboard_drop_in_the_editor_leaves_no_ring_behind(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: a Kinsman taken from its pool with the keyboard and put on a Predicatore space left
    the top and bottom edges of the keyboard's ring round the space painted on the board (the space held
    another family's Kinsman, sent home)."""
    from PySide6.QtCore import Qt

    state = editor.move_kinsman(red_blue_red(), "green", None, PredicatoreSpace(1))
    driver.put(editor.put_tile(state, "caracciolo", PredicatoreSpace(3)))
    assert driver.start_editor()
    driver.focus_board()
    for _ in range(40):  # Tab until a Kinsman in Red's pool is selected
        driver.press_on_board(Qt.Key.Key_Tab)
        chosen = driver.selected()
        if chosen is not None and chosen in driver.kinsmen("red") and driver.piece(chosen).place == Pool("red"):
            break
    else:
        raise AssertionError("no Kinsman of Red's pool was selected")
    driver.press_on_board(Qt.Key.Key_Return)  # picked up: the places it may go are offered
    driver.press_on_board(Qt.Key.Key_1)  # Predicatore space 1, ringed
    assert driver.left_unpainted() is None  # (the ring on the screen, as the user sees it before the drop)
    driver.press_on_board(Qt.Key.Key_Return)  # put down
    assert driver.piece(chosen).place == PredicatoreSpace(1)
    where = driver.left_unpainted()
    assert where is None, f"the board on the screen differs from the board painted afresh near {where}"


def test_the_keyboard_puts_a_kinsman_from_the_bishop_card_on_a_predicatore_space_as_the_mouse_does(
        window, driver) -> None:  # type: ignore[no-untyped-def]
    """In the editor a Kinsman goes from any of its places to any other, by mouse or keyboard: picked up
    on the Bishop card with the keyboard, only its pool was offered."""
    from PySide6.QtCore import Qt

    driver.put(red_blue_red())
    assert driver.start_editor()
    driver.focus_board()
    for _ in range(40):  # Tab until a Kinsman on the Bishop card is selected
        driver.press_on_board(Qt.Key.Key_Tab)
        chosen = driver.selected()
        if chosen is not None and chosen in driver.kinsmen("blue") and driver.piece(chosen).place == BISHOP_CARD:
            break
    else:
        raise AssertionError("no Kinsman on the Bishop card was selected")
    driver.press_on_board(Qt.Key.Key_Return)
    driver.press_on_board(Qt.Key.Key_2)  # Predicatore space 2
    driver.press_on_board(Qt.Key.Key_Return)
    assert driver.piece(chosen).place == PredicatoreSpace(2), driver.status()
    assert sorted(window.session.state.bishop_card) == ["red", "red"]
