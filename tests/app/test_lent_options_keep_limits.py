"""Demo ▸ "Place drawn tiles by
hand (R8.7)" and the presentation view (F5) *lend* the demo mode, and the
curtain, the peek and the points of no return looked at the lent mode, not at
the game's own. In a hotseat game the curtain never came down again and Peek
did nothing (RULES.md §9); in a solo game Undo took back a whole end of round,
its draws and Ghost cards included (D13: "no play mode returns to before a tile
is drawn or a Ghost card is revealed; only the demo mode may"); and draws by
hand, kept through File ▸ Open and New game, left the next hotseat game with no
curtain. A lent option never changes who may see what: only a lesson (the
game's own demo mode) goes without the curtain and past those points."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from florenza_gui.engine.files import saves
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from florenza_gui.engine.rules.setup import Seating, new_game
from tests.app.test_solo import solo_window
from tests.guifixtures import answer_next_box, three_humans


def _blue_opens_round_2(driver) -> None:  # type: ignore[no-untyped-def]
    """Red passes, Blue becomes Captain (and first next round), Green passes last at the screen."""
    c = driver.window.session
    assert driver.move(Pass())
    driver.confirm_curtain()
    assert driver.move(CaptainMarker(9))
    assert driver.move(Pass())
    driver.confirm_curtain()
    assert driver.move(Pass())
    assert c.state.active is None and c.mode.at_screen == "green"


PRESENT = ("Demo", "Presentation view")


def _option_on(driver, option: str) -> None:  # type: ignore[no-untyped-def]
    window = driver.window
    if option == "draws by hand":
        window.demo.manual_action.setChecked(True)
        assert window.session.mode.manual_draws
    else:
        driver.choose(*PRESENT)
        assert window.presentation.active
    QApplication.processEvents()
    assert window.session.mode.demo and not window.session.mode.lesson  # lent, not the game's own


def _options(driver) -> None:  # type: ignore[no-untyped-def]
    """Both options off."""
    driver.window.demo.manual_action.setChecked(False)
    if driver.window.presentation.active:
        driver.choose(*PRESENT)
    assert not driver.window.presentation.active


OPTIONS = ["draws by hand", "presentation"]


@pytest.mark.parametrize("option", OPTIONS)
def test_the_next_round_opens_behind_the_curtain_with_a_lent_option(window, option, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _blue_opens_round_2(driver)
    _option_on(driver, option)  # no curtain stands now: the option may be switched on
    driver.skip()
    assert c.state.round == 2 and c.state.active == "blue"
    assert c.mode.curtain_for == "blue" and window.hotseat.curtain.isVisible(), \
        f"round 2 opened for Blue with no curtain while {option} was on (Green stood at the screen)"
    driver.confirm_curtain()
    window.end_turn_action.trigger()  # Blue ends its turn: the next family is someone else
    QApplication.processEvents()
    nxt = c.state.active
    assert nxt not in (None, "blue")
    assert c.mode.curtain_for == nxt and window.hotseat.curtain.isVisible(), f"no curtain for {nxt} after End turn"
    _options(driver)


@pytest.mark.parametrize("option", OPTIONS)
def test_peek_works_with_a_lent_option(window, option, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    assert c.state.active == "red" and c.mode.curtain_for is None
    _option_on(driver, option)
    assert window.peek_action.isEnabled()
    window.peek_action.trigger()  # Game ▸ Peek at my tokens (Ctrl+K)
    QApplication.processEvents()
    assert c.mode.curtain_for == "red" and window.hotseat.curtain.isVisible(), f"Peek did nothing with {option} on"
    driver.confirm_curtain()
    _options(driver)


def test_the_presentation_view_hands_the_turn_over_behind_the_curtain(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """F5 then Ctrl+E: "Red ends its turn; Blue acts next" — behind the curtain, on the projector too."""
    c = window.session
    qtbot.keyClick(window, Qt.Key.Key_F5)
    QApplication.processEvents()
    assert window.presentation.active
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert c.state.active == "blue"
    assert c.mode.curtain_for == "blue" and window.hotseat.curtain.isVisible(), "Blue's turn shown with no curtain"
    driver.confirm_curtain()
    _options(driver)


def test_draws_by_hand_kept_through_open_leave_the_hotseat_curtain(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    window.demo.manual_action.setChecked(True)  # a teacher used the option before
    path = tmp_path / "hot.json"
    game = new_game([Seating(k, k.title(), Seat.HUMAN) for k in ("anna", "bruno", "carla", "dora")], seed=11)
    saves.save_path(game, str(path))
    answer_next_box(QMessageBox.StandardButton.Discard)
    assert window.files.open_path(str(path))
    c = window.session
    assert c.mode.curtain_for == game.active and window.hotseat.curtain.isVisible(), \
        "a hotseat file opened with draws by hand on shows the board to whoever sits there"
    driver.confirm_curtain()
    window.new_action.trigger()  # File ▸ New game: Red, Blue and Green at this computer
    answer_next_box(QMessageBox.StandardButton.Discard)
    window.new_game_dialog.hotseat_button.click()
    window.new_game_dialog.accept()
    assert c.state.round == 1 and len(c.humans()) >= 2
    assert c.mode.curtain_for == c.state.active and window.hotseat.curtain.isVisible()
    window.demo.manual_action.setChecked(False)


def test_draws_by_hand_kept_through_open_are_in_sight(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The option is the table's, kept through Open and New game as the presentation view is; while it
    is on the status bar says so (nothing hidden in a menu), and a click there turns it off."""
    badge = window.demo.manual_badge
    assert not badge.isVisible()
    window.demo.manual_action.setChecked(True)
    path = tmp_path / "solo.json"
    game = new_game([Seating("red", "Anna", Seat.HUMAN), Seating("blue", "B", Seat.GHOST)], seed=4)
    saves.save_path(game, str(path))
    answer_next_box(QMessageBox.StandardButton.Discard)
    assert window.files.open_path(str(path))
    assert window.session.mode.manual_draws and window.demo.manual_action.isChecked()
    assert badge.isVisible() and window.statusBar().isAncestorOf(badge)
    assert badge.text() == window.demo.manual_action.text() == "Place drawn tiles by hand (R8.7)"
    qtbot.mouseClick(badge, Qt.MouseButton.LeftButton)
    assert not window.session.mode.manual_draws and not badge.isVisible()


@pytest.mark.parametrize("option", OPTIONS)
def test_undo_never_takes_back_a_solo_end_of_round_with_a_lent_option(driver, option) -> None:  # type: ignore[no-untyped-def]
    win = solo_window(driver)
    c = win.session
    assert driver.move(Pass())
    driver.skip()
    assert c.state.round == 2 and not win.undo_action.isEnabled()  # as without the option
    _option_on(driver, option)
    assert driver.move(Pass())
    driver.skip()
    assert c.state.round == 3
    assert not win.undo_action.isEnabled(), f"Undo may take back round 2's draws and Ghost cards with {option} on"
    assert c.undo_blocked_by in (Rule.R8_7, Rule.G1)
    win.undo_action.trigger()
    assert c.state.round == 3
    _options(driver)
    assert not win.undo_action.isEnabled() and c.state.round == 3


def test_back_never_returns_before_a_draw_with_draws_by_hand(driver) -> None:  # type: ignore[no-untyped-def]
    win = solo_window(driver)
    c = win.session
    _option_on(driver, "draws by hand")
    assert driver.move(Pass())
    while c.timeline is None or not any(c.timeline.no_return_at(k) for k in range(1, c.timeline.cursor + 1)):
        assert driver.step(place=True)
    drawn = c.timeline.cursor
    assert c.back_blocked_by is not None or c.timeline.no_return_at(drawn) is None or not c.can_step_back
    while driver.back():
        pass
    assert c.timeline is not None and c.timeline.cursor >= drawn, "Back returned to before a draw (D13)"
    driver.skip()
    _options(driver)


def test_a_lesson_still_goes_without_the_curtain(window, driver) -> None:  # type: ignore[no-untyped-def]
    """The game's own demo mode is the one exception: no curtain, no peek."""
    c = window.session
    driver.put_lesson(three_humans())
    window.end_turn_action.trigger()
    assert c.state.active == "blue" and c.mode.curtain_for is None
    assert not window.peek_action.isEnabled()
    assert driver.open_file(driver.write(c.state))  # the same position, opened as a game in play
    assert c.mode.curtain_for == "blue"
    driver.confirm_curtain()
