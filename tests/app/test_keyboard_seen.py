"""The whole game from the keyboard, seen. Found by a keyboard-only player:
nothing on screen showed which widget had the focus (a Right pressed on the
invisibly focused slider changed the animation speed); the Families table
took the focus behind the log's tab; each Kinsman was a Tab stop of its own;
the Prestige track was walked a space a press; Escape sent the Tab cycle back
to its start; the first Tab after the curtain selected nothing; the board's
selection was a thin, faint outline; M used the Muse on a stray key and said
nothing. Real window offscreen, real key events."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage

from florenza_gui.engine.model.state import KinsmanOn
from florenza_gui.engine.model.types import Muse
from florenza_gui.engine.rules.moves import EndTurn, KinsmanToPredicatore
from florenza_gui.qt.models import COLUMNS

RING = QColor("#ffc83d")  # the focus ring's bright band (the theme's FOCUS)
CELL = QColor("#ffe08a")  # the current cell's fill (the theme's FOCUSED_ITEM)
RIGHT_SIDE = ("Narration", "Animation speed", "Predict mode", "Game log", "Families")


def _near(image: QImage, x: int, y: int, colour: QColor = RING) -> bool:
    if not (0 <= x < image.width() and 0 <= y < image.height()):
        return False
    c = image.pixelColor(x, y)
    return abs(c.red() - colour.red()) + abs(c.green() - colour.green()) + abs(c.blue() - colour.blue()) < 60


def _ringed_sides(image: QImage, rect: QRect) -> int:
    """On how many of ``rect``'s four sides the ring's colour shows, crossing the side at its middle."""
    mid_x, mid_y = rect.center().x(), rect.center().y()
    crossings = (
        [(rect.left() + d, mid_y) for d in range(-8, 9)], [(rect.right() + d, mid_y) for d in range(-8, 9)],
        [(mid_x, rect.top() + d) for d in range(-8, 9)], [(mid_x, rect.bottom() + d) for d in range(-8, 9)])
    return sum(any(_near(image, x, y) for x, y in line) for line in crossings)


def _run(image: QImage, x: int, y: int, dx: int, dy: int) -> int:
    """The widest run of the ring's colour met going from (x, y) by (``dx``, ``dy``) for 40 pixels."""
    best = run = 0
    for step in range(40):
        run = run + 1 if _near(image, x + step * dx, y + step * dy) else 0
        best = max(best, run)
    return best


def _select(driver, words: str) -> None:  # type: ignore[no-untyped-def]
    """Tab on the board until the piece selected is named with ``words``."""
    for _ in range(30):
        driver.tab()
        if words in driver.piece_name(driver.selected()):
            return
    raise AssertionError(f"Tab never selects a piece named with {words!r}")


def _stops(driver, presses: int, ctrl: bool = False) -> list[str]:  # type: ignore[no-untyped-def]
    reached = []
    for _ in range(presses):
        driver.tab(ctrl=ctrl)
        reached.append(driver.focused())
    return reached


def test_every_stop_of_the_tab_cycle_shows_it_has_the_focus(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    assert _ringed_sides(driver.screen(), driver.focused_rect()) == 4, "the board has the focus and shows none"
    driver.tab(ctrl=True)
    seen = []
    for _ in range(6):
        seen.append(driver.focused())
        assert driver.focused_shows(), f"{driver.focused()} has the focus behind another panel"
        assert _ringed_sides(driver.screen(), driver.focused_rect()) == 4, f"{driver.focused()} shows no focus"
        driver.tab()
    assert "Animation speed" in seen and "Families" in seen and "Game board" in seen


def test_tab_follows_the_screen_and_ctrl_tab_goes_from_panel_to_panel(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    driver.tab(ctrl=True)
    order = [driver.focused(), *_stops(driver, len(RIGHT_SIDE))]
    assert order == [*RIGHT_SIDE, "Game board"], order
    # the right-hand side is gone down from top to bottom
    assert _stops(driver, 5, ctrl=True) == ["Narration", "Game log", "Families", "Game board", "Narration"]
    driver.tab(back=True)
    assert driver.focused() == "Game board" and driver.selected() is None
    driver.tab(back=True)
    assert driver.focused() == "Game board" and driver.selected() is not None  # Shift+Tab on the board: a piece


def test_the_current_cell_of_the_families_table_is_marked(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    for _ in range(3):
        driver.tab(ctrl=True)  # the narration, the log, the families
    assert driver.focused() == "Families"
    for _ in range(3):
        driver.press(Qt.Key.Key_Down)
        image, cell = driver.screen(), driver.current_cell()
        marked = sum(_near(image, x, y, CELL) for x in range(cell.left(), cell.right()) for y in (cell.top() + 6,))
        assert marked > cell.width() // 3, "the arrow moved the current cell and nothing on screen shows where it is"


def test_a_familys_kinsmen_together_are_one_stop_with_their_count(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    names = []
    for _ in range(12):
        driver.tab()
        names.append(driver.piece_name(driver.selected()))
        if "Kinsman" in names[-1]:
            assert "(5 there)" in driver.status(), driver.status()
    kinsmen = [n for n in names if "Kinsman" in n]
    assert kinsmen and len(set(kinsmen)) == 1 and len(kinsmen) == names.count(kinsmen[0])
    assert names.index(kinsmen[0]) == 2  # after the Captain marker and the Bishop marker
    _select(driver, "Kinsman")
    driver.press(Qt.Key.Key_Return)
    driver.type("3")
    assert "Predicatore space 3" in driver.status()
    driver.press(Qt.Key.Key_Return)
    assert window.session.state.predicatore[2] == KinsmanOn("red")
    assert window.session.state.family("red").pool == 4


def test_a_track_marker_takes_a_typed_number(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    driver.tab()
    assert "Captain marker" in driver.piece_name(driver.selected())
    driver.type("20")  # picked up at once, and the space chosen
    assert "Prestige track space 20" in driver.status(), driver.status()
    driver.press(Qt.Key.Key_Return)
    assert window.session.state.family("red").prestige == 20
    _select(driver, "Bishop marker")
    driver.type("7")
    driver.press(Qt.Key.Key_Return)
    assert window.session.state.family("red").church == 7


def test_a_typed_place_no_move_reaches_is_refused_by_its_rule(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert window.session.try_move(KinsmanToPredicatore(2)).ok  # space 2 is taken
    before = window.session.state
    driver.start_at_the_board()
    _select(driver, "Kinsman (R), in Red's pool")
    driver.press(Qt.Key.Key_Return)
    driver.type("2")  # refused as soon as it is typed, by the rule that refuses it
    assert driver.status().startswith("Predicatore space 2: Refused — M3: "), driver.status()
    assert driver.status().endswith("Type another number, or choose with the arrows"), driver.status()
    driver.press(Qt.Key.Key_Return)
    assert window.session.state is before
    assert driver.status().startswith("Refused — M3: "), driver.status()
    assert driver.picked_by_key(), "after a refusal the piece stays picked up"
    driver.type("3")
    driver.press(Qt.Key.Key_Return)
    assert window.session.state.predicatore[2] == KinsmanOn("red")


def test_escape_keeps_the_place_in_the_tab_cycle(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    names = []
    for _ in range(4):
        driver.tab()
        names.append(driver.piece_name(driver.selected()))
    driver.press(Qt.Key.Key_Return)
    driver.press(Qt.Key.Key_Escape)
    assert driver.selected() is None
    driver.tab()
    assert driver.piece_name(driver.selected()) != names[0], "Escape sent the Tab cycle back to its start"
    driver.tab(back=True)
    driver.tab(back=True)
    assert driver.piece_name(driver.selected()) == names[2]


def test_the_first_tab_after_the_curtain_selects_the_first_piece_of_the_family_to_play(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    for _ in range(4):
        driver.tab()  # Red leaves a tile selected: the Tab cycle's place is Red's, not Blue's
    assert window.session.try_move(EndTurn()).ok
    assert driver.curtain() == "blue"
    driver.press(Qt.Key.Key_Return)  # Blue at the screen, from the keyboard
    assert driver.curtain() is None
    driver.tab()
    assert driver.piece_name(driver.selected()) == "Blue's Captain marker: 0", driver.piece_name(driver.selected())


def test_the_boards_selection_is_a_thick_ring(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    driver.tab()
    marker = driver.selected()
    image = driver.board_screen()
    at = driver.on_screen(marker)
    # from the marker's centre out through its top and its left side (its neighbours stand right and below)
    widest = min(_run(image, at.x(), at.y(), 0, -1), _run(image, at.x(), at.y(), -1, 0))
    assert widest >= 4, f"the selection's ring is {widest} pixels thick"


def test_m_says_what_it_did_and_how_to_undo_it(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    driver.press(Qt.Key.Key_M)
    assert window.session.state.muse is Muse.USED
    said = driver.status()
    assert "Muse" in said and "Undo (Ctrl+Z)" in said, said
    driver.press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.muse is Muse.AVAILABLE


def test_a_turn_from_the_keyboard_alone_the_families_table_included(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Red moves its Captain marker, sets its Resources in the Families table (M10), ends its turn;
    Blue confirms at the curtain and begins on the board."""
    driver.start_at_the_board()
    driver.tab()
    driver.type("5")
    driver.press(Qt.Key.Key_Return)
    for _ in range(3):
        driver.tab(ctrl=True)  # the narration, the log, the families
    assert driver.focused() == "Families"
    driver.press(Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)  # Red's Seat, the first cell
    for _ in range(COLUMNS.index("Resources") - COLUMNS.index("Seat")):
        driver.press(Qt.Key.Key_Down)  # down to Red's Resources
    driver.type("3")
    driver.press(Qt.Key.Key_Return)
    assert window.session.state.family("red").resources == 3
    assert window.session.state.family("red").prestige == 5
    driver.press(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert driver.curtain() == "blue"
    driver.press(Qt.Key.Key_Return)
    driver.tab()
    assert driver.focused() == "Game board" and driver.piece_name(driver.selected()).startswith("Blue's")


def test_the_board_alone_in_the_presentation_view_wears_no_ring_and_gets_it_back_after(window, driver) -> None:  # type: ignore[no-untyped-def]
    """The keyboard has nowhere else to go there: a gold frame round the projected board would say nothing."""
    driver.start_at_the_board()
    driver.choose("Demo", "Presentation view")
    driver.wait_at_rest()
    driver.start_at_the_board()
    driver.qtbot.wait(20)  # (the panels hidden are told after the layout)
    assert _ringed_sides(driver.screen(), driver.focused_rect()) == 0
    driver.press(Qt.Key.Key_Escape)
    assert not window.session.mode.presenting
    driver.qtbot.waitUntil(lambda: _ringed_sides(driver.screen(), driver.focused_rect()) == 4)


def test_a_dialogs_focus_wears_the_ring_too(window, driver) -> None:  # type: ignore[no-untyped-def]
    """New game from the keyboard: the field or button with the focus is ringed as in the window (the
    dialog showed its focus only by the faint default-button frame)."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QApplication

    from florenza_gui.app.focus import FocusRing
    from florenza_gui.app.newgame import NewGameDialog

    driver.trigger(window.new_action)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.activateWindow()
    driver.qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    for _ in range(3):
        driver.qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focused = QApplication.focusWidget()
        assert focused is not None and focused.window() is dialog
        ring = dialog.findChild(FocusRing)
        assert ring is not None and ring.isVisible(), f"{type(focused).__name__} has the focus, unringed"
        around = QRect(focused.mapTo(dialog, QPoint(0, 0)), focused.size())
        assert ring.geometry().contains(around.adjusted(1, 1, -1, -1))
    dialog.reject()


def test_enter_starts_the_new_game_after_a_preset_picked_with_space(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Space picks the Hotseat preset with the focus on it; Enter then means OK, not the preset again."""
    from florenza_gui.app.newgame import NewGameDialog

    driver.trigger(window.new_action)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.hotseat_button.setFocus()
    driver.qtbot.keyClick(dialog.hotseat_button, Qt.Key.Key_Space)
    assert [seat.currentIndex() for seat in dialog.seats[:3]] == [0, 0, 0]  # three people
    driver.qtbot.keyClick(dialog.hotseat_button, Qt.Key.Key_Return)
    driver.qtbot.waitUntil(lambda: not dialog.isVisible())
    assert [f.seat.value for f in window.session.state.families] == ["human"] * 3
