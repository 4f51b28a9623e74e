"""A screen reader reads the board a sighted player reads: every piece, card, caption and place
on it is an accessible object under the board's view, named in the item's public words with the
place a piece stands on, given a role and its rectangle on screen; the piece the keyboard selects
(or the place chosen for it) is the focused one."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from tests.app.screenreader import name

Role = QAccessible.Role


def test_every_item_shown_on_the_board_is_read_with_its_role_and_place(driver) -> None:  # type: ignore[no-untyped-def]
    children = driver.read_board()
    shown = [n for n in driver.board_names() if n]
    assert len(children) == len(shown) > 100
    names = [name(c) for c in children]
    assert all(names), "every item a screen reader meets has a name"
    # each name is the item's own public words (RULES.md §9), a piece's place added when they do not say it
    words = Counter(shown)
    for n in names:
        own = next((w for w in words if words[w] and (n == w or n.startswith(f"{w}, "))), None)
        assert own is not None, f"{n!r} is no item's own name"
        words[own] -= 1
    for family in ("Red", "Blue", "Green"):  # fanned out on the one space they share, each read on it
        assert f"{family}'s Captain marker: 0, Prestige track space 0" in names
    assert "Blue's Bishop marker: Church 0, Church track space 0" in names
    assert "Red's Kinsman (R), in Red's pool" in names  # (its name says its place already)
    assert sum(n.startswith("Paolo Uccello's tile (Artist), under Life card ") for n in names) == 1
    roles = {name(c): c.role() for c in children}
    assert roles["Red's Captain marker: 0, Prestige track space 0"] is Role.Graphic
    assert roles["Round 1 of 7"] is Role.StaticText
    assert roles["Predicatore space 2"] is Role.Grouping
    board = driver.board_on_screen()
    assert all(board.contains(c.rect()) and not c.state().offscreen for c in children)  # the whole board, fitted
    for c in children:
        assert driver.board_face().indexOfChild(c) >= 0 and c.parent().object() is driver.board_face().object()


def test_a_zoom_moves_the_items_on_screen_and_leaves_some_off_it(driver) -> None:  # type: ignore[no-untyped-def]
    marker = next(c for c in driver.read_board() if name(c).startswith("Red's Captain marker"))
    before = marker.rect()
    driver.zoom_by(3.0)
    assert marker.rect() != before and marker.rect().width() > before.width() * 2
    assert any(c.state().offscreen for c in driver.read_board())


def test_the_piece_the_keyboard_selects_is_the_focused_child(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.focus_board()
    driver.press_on_board(Qt.Key.Key_Tab)
    selected = driver.selected()
    assert selected is not None
    focused = driver.board_face().focusChild()
    assert focused is not None and name(focused).startswith(driver.piece_name(selected))
    assert focused.state().focused and focused.state().movable and not focused.state().selected
    driver.press_on_board(Qt.Key.Key_Return)  # picked up: the place chosen for it is focused
    place = driver.board_face().focusChild()
    assert place is not None and place.role() is Role.Grouping and place.state().focused
    assert place.state().selectable and name(place) in window.statusBar().currentMessage()
    piece = next(c for c in driver.read_board() if name(c).startswith(driver.piece_name(selected)))
    assert piece.state().selected  # (the piece picked up)
    QAccessible.setActive(True)  # a screen reader listens: it is told of each place chosen
    try:
        driver.press_on_board(Qt.Key.Key_Right)
    finally:
        QAccessible.setActive(False)
    chosen = driver.board_face().focusChild()
    assert chosen is not None and name(chosen) != name(place) and name(chosen) in window.statusBar().currentMessage()


def test_a_piece_moved_is_read_at_its_new_place(driver) -> None:  # type: ignore[no-untyped-def]
    driver.focus_board()
    for _ in range(30):  # Tab until a Kinsman of Red's is selected
        driver.press_on_board(Qt.Key.Key_Tab)
        if driver.selected() is not None and "Kinsman" in driver.piece_name(driver.selected()):
            break
    kinsman = driver.selected()
    driver.press_on_board(Qt.Key.Key_Return)
    driver.press_on_board(Qt.Key.Key_Right)  # Predicatore space 2
    driver.press_on_board(Qt.Key.Key_Return)
    names = [name(c) for c in driver.read_board()]
    assert "Red's Kinsman (R), on Predicatore space 2" in names
    assert kinsman is not None and driver.piece_name(kinsman) == "Red's Kinsman (R), on Predicatore space 2"


def test_another_game_replaces_the_items_read(driver) -> None:  # type: ignore[no-untyped-def]
    before = driver.read_board()
    driver.new_game(families=5)
    after = driver.read_board()
    assert not any(c.isValid() for c in before if c not in after)  # an item gone is no longer read
    names = [name(c) for c in after]
    assert all(c.isValid() for c in after) and all(names)
    assert sum("'s Kinsman (" in n for n in names) == 5 * 5
