"""Every move from the keyboard, and an accessible name on every item."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from florenza_gui.engine.model.state import KinsmanOn
from tests.guifixtures import pass_curtain


def test_a_kinsman_is_placed_with_the_keyboard_alone(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.focus_board()
    for _ in range(30):  # Tab until a Kinsman of Red's is selected
        driver.press_on_board(Qt.Key.Key_Tab)
        if driver.selected() is not None and "Kinsman" in driver.piece_name(driver.selected()):
            break
    assert driver.selected() is not None and "Kinsman" in driver.piece_name(driver.selected())
    assert "Kinsman" in window.statusBar().currentMessage()
    driver.press_on_board(Qt.Key.Key_Return)  # pick it up: the legal places light
    assert driver.picked_by_key() and driver.offered()
    assert all(type(t).__name__ == "PredicatoreSpace" for t in driver.offered())
    driver.press_on_board(Qt.Key.Key_Right)  # the second choice: space 2
    assert "Predicatore space 2" in window.statusBar().currentMessage()
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.predicatore[1] == KinsmanOn("red")


def test_escape_puts_the_piece_back_and_changes_nothing(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.focus_board()
    before = window.session.state
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Return, Qt.Key.Key_Escape):
        driver.press_on_board(key)
    assert window.session.state is before
    assert not driver.lit_places()


def test_every_board_item_has_an_accessible_name(driver) -> None:  # type: ignore[no-untyped-def]
    names = driver.board_names()
    assert all(name.strip() for name in names)
    assert len(names) > 100
    assert driver.board_name() == "Game board"


def test_the_muse_and_a_card_flip_from_the_keyboard(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.types import CardSide, Muse

    driver.focus_board()
    driver.press_on_board(Qt.Key.Key_M)
    assert window.session.state.muse is Muse.USED
    tiles = {driver.tile(c): c for c in window.session.state.characters}
    for _ in range(40):
        driver.press_on_board(Qt.Key.Key_Tab)
        if driver.selected() in tiles:
            break
    assert driver.selected() in tiles
    character = tiles[driver.selected()]
    driver.press_on_board(Qt.Key.Key_F)
    assert window.session.state.characters[character].side is CardSide.REGULAR


def test_the_muse_is_used_by_a_click(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.board.layout import layout
    from florenza_gui.engine.model.types import Muse

    driver.click_at(layout().muse.center())
    assert window.session.state.muse is Muse.USED
    driver.click_at(layout().muse.center())
    assert driver.bubble_rule() == "M8"  # already used: refused, said where the player looks


def test_a_double_click_flips_a_character_card(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.types import CardSide

    card = driver.cards()[0]
    character = next(c for c in window.session.state.characters if driver.card(c) is card)
    driver.double_click_at(driver.piece(card).at + QPointF(30, 0))
    assert window.session.state.characters[character].side is CardSide.REGULAR


def test_a_refusal_leaves_the_board_with_the_position_it_was_about(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: "Refused — M7: Domenico Ghirlandaio is already detained"
    stayed up for seconds after Undo had taken the detention back, and over a
    new game where nobody is detained."""
    from florenza_gui.app.main import default_game
    from florenza_gui.board.layout import layout
    from florenza_gui.engine.model.types import Muse

    muse = layout().muse.center()
    for undo in (True, False):
        driver.click_at(muse)
        driver.click_at(muse)
        bubble = driver.bubble()
        assert bubble is not None and bubble[0] == "M8"
        if undo:
            qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            assert window.session.state.muse is Muse.AVAILABLE
        else:
            driver.put(default_game(seed=8))
            pass_curtain(qtbot, window)
        assert driver.bubble() is None, "a refusal about another position is still on the board"


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


def test_no_key_runs_two_actions_or_one_twice(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Every key of the window is bound once, and Ctrl+Shift+Z, pressed for real, redoes."""
    from PySide6.QtGui import QAction

    from florenza_gui.engine.model.types import Muse

    seen: dict[str, str] = {}
    for action in window.findChildren(QAction):
        for key in action.shortcuts():
            name = key.toString()
            assert name not in seen, f"{name} runs {seen[name]!r} and {action.text()!r}"
            seen[name] = action.text()
    from florenza_gui.board.layout import layout

    driver.click_at(layout().muse.center())
    assert window.session.state.muse is Muse.USED
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.muse is Muse.AVAILABLE
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.session.state.muse is Muse.USED
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # and Ctrl+Y, many programs' Redo
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
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
    driver.show_panel("Families")
    driver.focus_board()
    assert driver.board_has_focus()
    driver.press_on_board(Qt.Key.Key_Tab)
    assert driver.board_has_focus() and driver.selected() is not None  # Tab: a piece
    driver.press_on_board(Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert not driver.board_has_focus(), "Ctrl+Tab keeps the focus in the board: the panels cannot be reached"
    assert driver.selected() is None  # nothing stays marked on a board left behind
    assert "Selected" not in window.statusBar().currentMessage()  # nor announced as selected
    reached = []
    for _ in range(12):
        driver.tab()
        reached.append(driver.focused())
    assert "Families" in reached, "Tab never reaches the Families table"
    after = reached[reached.index("Families") + 1:]
    assert "Game board" in after, "Tab from the Families table never comes back to the board"
    driver.press_on_board(Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)  # (Tab on the board selects pieces)
    driver.focus_on("Families")
    driver.tab(back=True)
    assert driver.focused() != "Families", "Shift+Tab moves among the table's cells, never out of it"


def test_when_no_piece_can_move_tab_leaves_the_board(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import Pass

    s = window.session
    while s.state.active is not None:
        s.try_move(Pass())
        pass_curtain(qtbot, window)
    driver.focus_board()
    driver.press_on_board(Qt.Key.Key_Tab)
    assert not driver.board_has_focus(), "everyone has passed: Tab has nothing to select and should move on"


def _choose(driver, target) -> None:  # type: ignore[no-untyped-def]
    for _ in range(len(driver.offered())):
        if driver.offered_now() == target:
            return
        driver.press_on_board(Qt.Key.Key_Right)
    raise AssertionError(f"{target} is not among the places offered")


def _select(driver, piece) -> None:  # type: ignore[no-untyped-def]
    for _ in range(60):
        driver.press_on_board(Qt.Key.Key_Tab)
        if driver.selected() is piece:
            return


def test_a_refused_keyboard_drop_keeps_the_piece_picked_up(window, driver) -> None:  # type: ignore[no-untyped-def]
    """After a refused drop (a drawn card put under the wrong Life card, R8.7
    by hand) the piece stays picked up on the refused place; the status line
    and the board's accessible description say why and what to do; another
    place can be chosen at once, and Escape still cancels."""

    from florenza_gui.engine.model.types import LifeCard
    from florenza_gui.engine.rules.targets import LifeCardSpot

    driver.draw_by_hand()
    driver.end_actions()
    c = window.session
    seen: dict[str, object] = {}
    proxy = driver.step_until_a_card_waits()
    right = LifeCard(c.state.characters[proxy.character].rounds)
    wrong = LifeCard.I if right is not LifeCard.I else LifeCard.II
    driver.focus_board()
    _select(driver, proxy)
    assert driver.selected() is proxy
    driver.press_on_board(Qt.Key.Key_Return)
    _choose(driver, LifeCardSpot(wrong))
    driver.press_on_board(Qt.Key.Key_Return)
    bubble = driver.bubble()
    assert driver.card_waiting() is proxy and bubble is not None and bubble[0] == "R8.7"
    assert driver.selected() is proxy and driver.picked_by_key(), "the piece had to be selected again"
    assert driver.offered_now() == LifeCardSpot(wrong)  # still on the place refused
    assert driver.lit_places()
    seen["said"] = window.statusBar().currentMessage()
    seen["described"] = driver.board_description()
    seen["reason"] = bubble[1]
    seen["name"] = driver.piece_name(proxy)
    driver.press_on_board(Qt.Key.Key_Escape)  # Escape still cancels
    assert driver.selected() is None and not driver.picked_by_key()
    _select(driver, proxy)
    driver.press_on_board(Qt.Key.Key_Return)
    _choose(driver, LifeCardSpot(wrong))
    driver.press_on_board(Qt.Key.Key_Return)
    assert driver.picked_by_key()
    _choose(driver, LifeCardSpot(right))  # another place, straight away
    assert "Move to" in window.statusBar().currentMessage()
    driver.press_on_board(Qt.Key.Key_Return)
    while driver.card_waiting() is not None:  # the step's next draws, each under its own card
        driver.place_drawn()
    driver.wait_at_rest()
    assert not driver.picked_by_key() and driver.selected() is None
    said = str(seen["said"])
    assert said.startswith(f"Refused — R8.7: {seen['reason']}. "), said
    assert f"Still picked up: {seen['name']}. Choose another place" in said and "Escape to cancel" in said
    assert seen["described"] == said
    assert c.state.log[-1].rule == "R8.7"


def test_space_after_the_end_of_round_moves_nothing(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
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
    driver.focus_board()
    for _ in range(60):  # every step of the end of the round, with the Step key
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
        driver.wait_at_rest()
        if not c.in_sequence and c.state.round == 2:
            break
    assert c.state.round == 2 and not c.in_sequence
    played = c.state
    for _ in range(3):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
        driver.wait_at_rest()
    assert c.state is played
    assert driver.selected() is None or not driver.picked_by_key()


def test_a_piece_picked_up_with_the_keyboard_offers_its_own_place_first(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Enter at once after picking a Captain marker up puts it back where it stood: nothing moves."""
    from florenza_gui.engine.rules.moves import CaptainMarker
    from florenza_gui.engine.rules.targets import PrestigeSpace

    assert window.session.try_move(CaptainMarker(9)).ok
    driver.focus_board()
    for _ in range(30):
        driver.press_on_board(Qt.Key.Key_Tab)
        if driver.selected() is driver.captain_marker("red"):
            break
    before = window.session.state
    driver.press_on_board(Qt.Key.Key_Return)
    assert driver.picked_by_key() and driver.offered_now() == PrestigeSpace(9)
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state is before


def test_enter_after_escape_selects_the_piece_put_back_again(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Escape puts the piece back; Enter then selects that same piece, not the next one, and a second Enter
    picks it up again (after a refused place too)."""
    driver.focus_board()
    driver.press_on_board(Qt.Key.Key_Tab)
    driver.press_on_board(Qt.Key.Key_Tab)  # the second piece, so that the next one is not the first again
    first = driver.selected()
    name = driver.piece_name(first)
    driver.press_on_board(Qt.Key.Key_Return)
    assert driver.picked_by_key()
    driver.press_on_board(Qt.Key.Key_Escape)
    assert driver.selected() is None and not driver.lit_places()
    driver.press_on_board(Qt.Key.Key_Return)
    assert driver.selected() is first and not driver.picked_by_key()
    assert window.statusBar().currentMessage() == f"Selected {name}; press Enter to pick it up"
    driver.press_on_board(Qt.Key.Key_Return)
    assert driver.picked_by_key() and driver.selected() is first
    driver.press_on_board(Qt.Key.Key_Escape)
    driver.press_on_board(Qt.Key.Key_Tab)  # Tab still goes on to the next piece
    assert driver.selected() is not None and driver.selected() is not first
