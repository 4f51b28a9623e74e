"""A screen reader reads the board a sighted player reads: every piece, card, caption and place
on it is an accessible object under the board's view, named in the item's public words with the
place a piece stands on, given a role and its rectangle on screen; the piece the keyboard selects
(or the place chosen for it) is the focused one."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible

from florenza_gui.board.items import BoardItem, PieceItem
from tests.app.screenreader import board_children, face, name

Role = QAccessible.Role


def _on_screen(view) -> QRect:  # type: ignore[no-untyped-def]
    viewport = view.viewport()
    return QRect(viewport.mapToGlobal(viewport.rect().topLeft()), viewport.size())


def test_every_item_shown_on_the_board_is_read_with_its_role_and_place(window) -> None:  # type: ignore[no-untyped-def]
    children = board_children(window.view)
    shown = [i for i in window.scene.items() if isinstance(i, BoardItem) and i.isVisible() and i.accessible_name()]
    assert len(children) == len(shown) > 100
    names = [name(c) for c in children]
    assert all(names), "every item a screen reader meets has a name"
    # each name is the item's own public words (RULES.md §9), a piece's place added when they do not say it
    words = Counter(i.accessible_name() for i in shown)
    for n in names:
        own = next((w for w in words if words[w] and (n == w or n.startswith(f"{w}, "))), None)
        assert own is not None, f"{n!r} is no item's own name"
        words[own] -= 1
    for family in ("Red", "Blue", "Green"):  # fanned out on the one space they share, each read on it
        assert f"{family}'s Captain marker: 0, Prestige track space 0" in names
    assert "Blue's Bishop marker: Church 0, Church track space 0" in names
    assert "Kinsman of family R (red), in the pool of red" in names  # (its name says its place already)
    assert sum(n.startswith("Paolo Uccello's tile (Artist), under Life card ") for n in names) == 1
    roles = {name(c): c.role() for c in children}
    assert roles["Red's Captain marker: 0, Prestige track space 0"] is Role.Graphic
    assert roles["Round 1 of 7"] is Role.StaticText
    assert roles["Predicatore space 2"] is Role.Grouping
    board = _on_screen(window.view)
    assert all(board.contains(c.rect()) and not c.state().offscreen for c in children)  # the whole board, fitted
    for c in children:
        assert face(window.view).indexOfChild(c) >= 0 and c.parent().object() is window.view


def test_a_zoom_moves_the_items_on_screen_and_leaves_some_off_it(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    marker = next(c for c in board_children(window.view) if name(c).startswith("Red's Captain marker"))
    before = marker.rect()
    window.view.zoom(3.0)
    assert marker.rect() != before and marker.rect().width() > before.width() * 2
    assert any(c.state().offscreen for c in board_children(window.view))


def test_the_piece_the_keyboard_selects_is_the_focused_child(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    selected = window.scene.keyboard.selected
    assert isinstance(selected, PieceItem)
    focused = face(view).focusChild()
    assert focused is not None and name(focused).startswith(selected.accessible_name())
    assert focused.state().focused and focused.state().movable and not focused.state().selected
    qtbot.keyClick(view, Qt.Key.Key_Return)  # picked up: the place chosen for it is focused
    place = face(view).focusChild()
    assert place is not None and place.role() is Role.Grouping and place.state().focused
    assert place.state().selectable and name(place) in window.statusBar().currentMessage()
    piece = next(c for c in board_children(view) if name(c).startswith(selected.accessible_name()))
    assert piece.state().selected  # (the piece picked up)
    QAccessible.setActive(True)  # a screen reader listens: it is told of each place chosen
    try:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    finally:
        QAccessible.setActive(False)
    chosen = face(view).focusChild()
    assert chosen is not None and name(chosen) != name(place) and name(chosen) in window.statusBar().currentMessage()


def test_a_piece_moved_is_read_at_its_new_place(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = window.view
    view.setFocus()
    mover = window.scene.keyboard
    for _ in range(30):  # Tab until a Kinsman of Red's is selected
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if mover.selected is not None and "Kinsman" in mover.selected.accessible_name():
            break
    kinsman = mover.selected
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # Predicatore space 2
    qtbot.keyClick(view, Qt.Key.Key_Return)
    names = [name(c) for c in board_children(view)]
    assert "Kinsman of family R (red), on Predicatore space 2" in names
    assert kinsman is not None and kinsman.accessible_name() == "Kinsman of family R (red), on Predicatore space 2"


def test_another_game_replaces_the_items_read(window, driver) -> None:  # type: ignore[no-untyped-def]
    before = board_children(window.view)
    driver.new_game(families=5)
    after = board_children(window.view)
    assert not any(c.isValid() for c in before if c not in after)  # an item gone is no longer read
    names = [name(c) for c in after]
    assert all(c.isValid() for c in after) and all(names)
    assert sum(n.startswith("Kinsman of family") for n in names) == 5 * 5
