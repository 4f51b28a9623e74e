"""Every move from the keyboard, and an accessible name on every item."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from florenza_gui.board.items import BoardItem
from florenza_gui.engine.model.state import KinsmanOn
from tests.guifixtures import pass_curtain, settle, until_a_card_waits


def test_a_kinsman_is_placed_with_the_keyboard_alone(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    view = window.view
    view.setFocus()
    mover = window.scene.keyboard
    for _ in range(30):  # Tab until a Kinsman of Red's is selected
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if mover.selected is not None and "Kinsman" in mover.selected.accessible_name():
            break
    assert mover.selected is not None and "Kinsman" in mover.selected.accessible_name()
    assert "Kinsman" in window.statusBar().currentMessage()
    qtbot.keyClick(view, Qt.Key.Key_Return)  # pick it up: the legal places light
    assert mover.picked and mover.choices
    assert all(type(t.target).__name__ == "PredicatoreSpace" for t in mover.choices)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the second choice: space 2
    assert "Predicatore space 2" in window.statusBar().currentMessage()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.session.state.predicatore[1] == KinsmanOn("red")


def test_escape_puts_the_piece_back_and_changes_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    view = window.view
    view.setFocus()
    before = window.session.state
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert window.session.state is before
    assert not any(t.lit for t in window.scene.targets)


def test_every_board_item_has_an_accessible_name(window) -> None:  # type: ignore[no-untyped-def]
    nameless = [type(i).__name__ for i in window.scene.items()
                if isinstance(i, BoardItem) and i.isVisible() and not i.accessible_name().strip()]
    assert nameless == []
    named = [i for i in window.scene.items() if hasattr(i, "accessible_name")]
    assert len(named) > 100
    assert window.view.accessibleName() == "Game board"


def test_the_muse_and_a_card_flip_from_the_keyboard(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.board.characters import TileItem
    from florenza_gui.engine.model.types import CardSide, Muse

    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_M)
    assert window.session.state.muse is Muse.USED
    mover = window.scene.keyboard
    for _ in range(40):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if isinstance(mover.selected, TileItem):
            break
    assert isinstance(mover.selected, TileItem)
    character = mover.selected.character
    qtbot.keyClick(view, Qt.Key.Key_F)
    assert window.session.state.characters[character].side is CardSide.REGULAR


def test_the_muse_is_used_by_a_click(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.board.layout import layout
    from florenza_gui.engine.model.types import Muse

    vp = window.view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(layout().muse.center()))
    assert window.session.state.muse is Muse.USED
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(layout().muse.center()))
    assert window.scene.bubble.rule == "M8"  # already used: refused, said where the player looks


def test_a_double_click_flips_a_character_card(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.types import CardSide

    vp = window.view.viewport()
    card = next(c for c in window.scene.cards.values() if c.isVisible())
    point = window.view.mapFromScene(card.scenePos() + QPointF(30, 0))
    qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=point)
    assert window.session.state.characters[card.character].side is CardSide.REGULAR


def test_a_refusal_leaves_the_board_with_the_position_it_was_about(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: "Refused — M7: Domenico Ghirlandaio is already detained"
    stayed up for seconds after Undo had taken the detention back, and over a
    new game where nobody is detained."""
    from florenza_gui.app.main import default_game
    from florenza_gui.board.layout import layout
    from florenza_gui.engine.model.types import Muse

    vp = window.view.viewport()
    muse = window.view.mapFromScene(layout().muse.center())
    for undo in (True, False):
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=muse)
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=muse)
        assert window.scene.bubble.isVisible() and window.scene.bubble.rule == "M8"
        if undo:
            qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            assert window.session.state.muse is Muse.AVAILABLE
        else:
            driver.put(default_game(seed=8))
            pass_curtain(qtbot, window)
        assert not window.scene.bubble.isVisible(), "a refusal about another position is still on the board"


def test_redo_is_bound_to_each_of_its_keys_once(qapp) -> None:  # type: ignore[no-untyped-def]
    """Found on X11: "QAction::event: Ambiguous shortcut overload: Ctrl+Shift+Z",
    and Ctrl+Shift+Z redid nothing: Redo had Ctrl+Shift+Z twice, once by name and
    once as the platform's first Redo key. These are the platforms' own lists."""
    from PySide6.QtGui import QKeySequence

    from florenza_gui.app.shortcuts import redo_keys

    x11 = [QKeySequence("Ctrl+Shift+Z"), QKeySequence(QKeySequence.StandardKey.Redo)]
    windows = [QKeySequence("Ctrl+Y"), QKeySequence("Alt+Shift+Backspace"), QKeySequence("Ctrl+Shift+Z")]
    for platform in (x11, windows, []):
        keys = [k.toString() for k in redo_keys(platform)]
        assert keys[0] == "Ctrl+Shift+Z" and len(keys) == len(set(keys)), keys
        assert set(keys) >= {k.toString() for k in platform if not k.isEmpty()}


def test_no_key_runs_two_actions_or_one_twice(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Every key of the window is bound once, and Ctrl+Shift+Z, pressed for real, redoes."""
    from PySide6.QtGui import QAction

    from florenza_gui.engine.model.types import Muse

    seen: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            name = key.toString()
            assert name not in seen, f"{name} runs {seen[name]!r} and {action.text()!r}"
            seen[name] = action.text()
    window.scene.muse_clicked.emit()
    assert window.session.state.muse is Muse.USED
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.muse is Muse.AVAILABLE
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.muse is Muse.USED


def _focus_chain(qtbot, start, key, modifier=Qt.KeyboardModifier.NoModifier, presses: int = 12):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    reached = []
    for _ in range(presses):
        qtbot.keyClick(QApplication.focusWidget() or start, key, modifier)
        reached.append(QApplication.focusWidget())
    return reached


def test_the_keyboard_leaves_the_board_for_the_panels_and_comes_back(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Tab moves among the pieces; Ctrl+Tab leaves the board, and Tab from the
    panels reaches the Families table (M10 from the keyboard) and the board again."""
    view, table = window.view, window.panels.families_view
    window.panels.families_dock.raise_()
    view.setFocus()
    assert view.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert view.hasFocus() and driver.selected() is not None  # Tab: a piece
    qtbot.keyClick(view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert not view.hasFocus(), "Ctrl+Tab keeps the focus in the board: the panels cannot be reached"
    assert driver.selected() is None  # nothing stays marked on a board left behind
    assert "Selected" not in window.statusBar().currentMessage()  # nor announced as selected
    reached = _focus_chain(qtbot, view, Qt.Key.Key_Tab)
    assert table in reached, "Tab never reaches the Families table"
    after = reached[reached.index(table) + 1:]
    assert view in after, "Tab from the Families table never comes back to the board"
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert not table.hasFocus(), "Shift+Tab moves among the table's cells, never out of it"


def test_when_no_piece_can_move_tab_leaves_the_board(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import Pass

    s = window.session
    while s.state.active is not None:
        s.try_move(Pass())
        pass_curtain(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert not window.view.hasFocus(), "everyone has passed: Tab has nothing to select and should move on"


def _key(qtbot, window, key) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(window.view, key)


def _choose(qtbot, window, target) -> int:  # type: ignore[no-untyped-def]
    mover = window.scene.keyboard
    for _ in range(len(mover.choices)):
        if mover.choices[mover.target_index].target == target:
            return int(mover.target_index)
        _key(qtbot, window, Qt.Key.Key_Right)
    raise AssertionError(f"{target} is not among the places offered")


def test_a_refused_keyboard_drop_keeps_the_piece_picked_up(qtbot, window, loop) -> None:  # type: ignore[no-untyped-def]
    """After a refused drop (a drawn card put under the wrong Life card, R8.7
    by hand) the piece stays picked up on the refused place; the status line
    and the board's accessible description say why and what to do; another
    place can be chosen at once, and Escape still cancels."""

    from florenza_gui.engine.model.types import LifeCard
    from florenza_gui.engine.rules.moves import Pass
    from florenza_gui.engine.rules.targets import LifeCardSpot

    window.demo.manual_action.setChecked(True)
    c = window.session
    while c.state.active is not None:
        c.try_move(Pass())
        c.confirm_curtain()
    scene, mover = window.scene, window.scene.keyboard
    seen: dict[str, object] = {}
    task = until_a_card_waits(window, loop)
    proxy = scene.placing
    right = LifeCard(c.state.characters[proxy.character].rounds)
    wrong = LifeCard.I if right is not LifeCard.I else LifeCard.II
    window.view.setFocus()
    for _ in range(60):
        _key(qtbot, window, Qt.Key.Key_Tab)
        if mover.selected is proxy:
            break
    assert mover.selected is proxy
    _key(qtbot, window, Qt.Key.Key_Return)
    refused_at = _choose(qtbot, window, LifeCardSpot(wrong))
    _key(qtbot, window, Qt.Key.Key_Return)
    assert not task.done() and scene.bubble.rule == "R8.7" and scene.bubble.isVisible()
    assert mover.selected is proxy and mover.picked, "the piece had to be selected again"
    assert mover.target_index == refused_at
    assert mover.choices[refused_at].target == LifeCardSpot(wrong)
    assert any(t.lit for t in scene.targets)
    seen["said"] = window.statusBar().currentMessage()
    seen["described"] = window.view.accessibleDescription()
    seen["reason"] = scene.bubble.text
    seen["name"] = proxy.accessible_name()
    _key(qtbot, window, Qt.Key.Key_Escape)  # Escape still cancels
    assert mover.selected is None and not mover.picked
    for _ in range(60):
        _key(qtbot, window, Qt.Key.Key_Tab)
        if mover.selected is proxy:
            break
    _key(qtbot, window, Qt.Key.Key_Return)
    _choose(qtbot, window, LifeCardSpot(wrong))
    _key(qtbot, window, Qt.Key.Key_Return)
    assert mover.picked
    _choose(qtbot, window, LifeCardSpot(right))  # another place, straight away
    assert "Move to" in window.statusBar().currentMessage()
    _key(qtbot, window, Qt.Key.Key_Return)
    loop.run_until_complete(task)
    assert not mover.picked and mover.selected is None
    said = str(seen["said"])
    assert said.startswith(f"Refused — R8.7: {seen['reason']}. "), said
    assert f"Still picked up: {seen['name']}. Choose another place" in said and "Escape to cancel" in said
    assert seen["described"] == said
    assert c.state.log[-1].rule == "R8.7"


def test_space_after_the_end_of_round_moves_nothing(qtbot, window, driver, loop) -> None:  # type: ignore[no-untyped-def]
    """Space is the Step key: once a solo round's steps are all shown, more
    presses reach the board, where they once selected the Captain marker,
    picked it up and put it on space 0. They change nothing now."""
    from PySide6.QtWidgets import QApplication

    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.moves import BishopMarker, CaptainMarker, Pass
    from florenza_gui.engine.rules.setup import Seating, new_game

    seats = [Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST),
             Seating("green", "Green", Seat.GHOST)]
    driver.put(new_game(seats, seed=7))
    c = window.session
    for move in (CaptainMarker(12), BishopMarker(6), Pass()):
        assert c.try_move(move).ok
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    for _ in range(60):  # every step of the end of the round, with the Step key
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
        settle(window, loop)
        if not c.in_sequence and c.state.round == 2:
            break
    assert c.state.round == 2 and not c.in_sequence
    played = c.state
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
        settle(window, loop)
    assert c.state is played
    assert driver.selected() is None or not window.scene.keyboard.picked


def test_a_piece_picked_up_with_the_keyboard_offers_its_own_place_first(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Enter at once after picking a Captain marker up puts it back where it stood: nothing moves."""
    from florenza_gui.engine.rules.moves import CaptainMarker
    from florenza_gui.engine.rules.targets import PrestigeSpace

    assert window.session.try_move(CaptainMarker(9)).ok
    view, mover = window.view, window.scene.keyboard
    view.setFocus()
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if mover.selected is window.scene.captain_markers["red"]:
            break
    before = window.session.state
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert mover.picked and mover.choices[mover.target_index].target == PrestigeSpace(9)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.session.state is before
