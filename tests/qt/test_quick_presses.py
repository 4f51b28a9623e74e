"""Step, Back, Play and Skip pressed while a step is being animated (a teacher
pressing quickly at a meetup): the window keeps up. The step under way ends
at once, its pieces exactly where a still board would show them, and then
the press does what it says: one step per press. The curtain still holds
every press; another game still drops what was waiting.

Real key presses (the window's shortcuts), animations of a real duration.
Each wait is for a condition (as ``qtbot.waitUntil`` would, but inside the
qasync loop that plays the steps), never for a length of time."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from florenza_gui.engine.rules.moves import CaptainMarker
from tests.driver import still
from tests.guifixtures import pass_curtain, three_humans
from tests.qt.test_end_of_round import _everyone_passes

MOTION_MS = 300  # long enough that a press right after a motion starts comes while it moves

SPACE = (Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier)  # Step
BACKSPACE = (Qt.Key.Key_Backspace, Qt.KeyboardModifier.NoModifier)  # Back
PLAY = (Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)  # Play / Pause
SKIP = (Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)  # Skip to end


def press(window, key: tuple[Qt.Key, Qt.KeyboardModifier]) -> None:  # type: ignore[no-untyped-def]
    QTest.keyClick(window, key[0], key[1])


async def until(condition: Callable[[], object], what: str, timeout: float = 20.0) -> None:
    """Let the loop run until ``condition()`` holds; fail naming ``what`` if it never does."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, f"never: {what}"
        await asyncio.sleep(0.005)


def still_board(qtbot, driver, cursor: int | None, demo: bool = False) -> list[tuple[object, ...]]:  # type: ignore[no-untyped-def]
    """The board of a window that never animated, at step ``cursor`` of the
    same end of round (None: when it is over); ``driver`` is the test's own."""
    from florenza_gui.app.window import MainWindow

    other = still(MainWindow(three_humans()))
    qtbot.addWidget(other)
    other.resize(1600, 900)
    user = driver.at(other)
    other.session.confirm_curtain()  # (the window is never shown: nobody at it)
    if demo:
        user.put_lesson(three_humans())
    _everyone_passes(other)
    if cursor is None:
        user.skip()
        assert not other.session.in_sequence
    while cursor is not None and other.session.step_index < cursor:
        assert user.step()
    return user.board_picture()


def test_step_pressed_while_a_step_moves_ends_it_at_once_and_shows_the_next(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _everyone_passes(window)
    still(window, MOTION_MS)
    left_behind: list[bool] = []  # when step 2 began: did the board stand exactly as step 1 leaves it?

    def on_cursor() -> None:
        if c.step_index == 2 and c.timeline is not None and not left_behind:
            left_behind.append(driver.stands_as(c.timeline.state_at(1), within=0))

    c.game_changed.connect(on_cursor)

    async def run() -> None:
        press(window, SPACE)
        await until(lambda: driver.moving(), "step 1 moving")
        assert c.step_index == 1
        assert window.step_action.isEnabled()  # offered while the step moves: the press is taken
        press(window, SPACE)  # again, mid-motion
        await until(lambda: c.step_index == 2, "step 2 shown")
        await until(lambda: driver.at_rest(), "step 2 at rest")

    loop.run_until_complete(run())
    assert left_behind == [True]
    assert c.step_index == 2 and c.in_sequence
    assert window.narration.rule.text() == c.shown_events[-1].rule
    assert driver.board_picture() == still_board(qtbot, driver, 2)


def test_each_quick_press_is_one_step(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    """Four presses, three of them while the first step still moves: four steps."""
    c = window.session
    _everyone_passes(window)
    still(window, MOTION_MS)

    async def run() -> None:
        press(window, SPACE)
        await until(lambda: driver.moving(), "step 1 moving")
        for _ in range(3):
            press(window, SPACE)
        await until(lambda: driver.at_rest(), "at rest")

    loop.run_until_complete(run())
    assert c.step_index == 4
    assert driver.board_picture() == still_board(qtbot, driver, 4)


def test_back_pressed_while_a_step_moves_returns_to_the_step_before(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    driver.put_lesson(three_humans())
    _everyone_passes(window)
    for _ in range(2):
        driver.step()
    still(window, MOTION_MS)

    async def run() -> None:
        press(window, SPACE)
        await until(lambda: driver.moving(), "step 3 moving")
        assert c.step_index == 3
        assert window.back_action.isEnabled() and window.narration.back_button.isEnabled()
        press(window, BACKSPACE)
        await until(lambda: driver.at_rest(), "at rest")

    loop.run_until_complete(run())
    assert c.step_index == 2 and c.in_sequence
    assert driver.board_picture() == still_board(qtbot, driver, 2, demo=True)


def test_skip_pressed_while_a_step_moves_ends_the_round(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _everyone_passes(window)
    still(window, MOTION_MS)

    async def run() -> None:
        press(window, SPACE)
        await until(lambda: driver.moving(), "step 1 moving")
        press(window, SKIP)
        await until(lambda: driver.at_rest(), "at rest")

    loop.run_until_complete(run())
    assert not c.in_sequence and c.state.round == 2
    assert driver.board_picture() == still_board(qtbot, driver, None)


def test_step_pressed_while_playing_pauses_and_steps_once(window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _everyone_passes(window)
    still(window, MOTION_MS)

    async def run() -> None:
        press(window, PLAY)
        await until(lambda: driver.moving() and c.step_index == 1, "step 1 playing")
        press(window, SPACE)
        await until(lambda: driver.at_rest() and not window.session.mode.playing, "paused at rest")

    loop.run_until_complete(run())
    assert c.step_index == 2 and not window.session.mode.playing


def test_play_pressed_while_a_step_moves_plays_on_after_it(window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _everyone_passes(window)
    still(window, MOTION_MS)

    async def run() -> None:
        press(window, SPACE)
        await until(lambda: driver.moving(), "step 1 moving")
        press(window, PLAY)
        await until(lambda: window.session.mode.playing and c.step_index >= 2, "playing on")
        press(window, PLAY)  # pause
        await until(lambda: driver.at_rest() and not window.session.mode.playing, "paused")

    loop.run_until_complete(run())
    assert c.in_sequence and c.step_index >= 2


def test_behind_the_curtain_no_press_steps_nor_goes_back(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    """Hotseat: a player peeks (Ctrl+K) between two steps; while the curtain is
    up, Step and Back change nothing and start no motion."""
    c = window.session
    _everyone_passes(window)
    for _ in range(2):
        driver.step()
    still(window, MOTION_MS)
    before = (c.state, c.step_index)
    press(window, (Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier))
    assert window.hotseat.curtain.isVisible()
    assert not window.step_action.isEnabled() and not window.back_action.isEnabled()

    async def presses() -> None:
        for key in (SPACE, BACKSPACE, SPACE, PLAY, SKIP):
            press(window, key)
            driver.press_on_board(*key)
            await asyncio.sleep(0)
            assert not c.mode.animating and driver.motions() == 0, key
        await until(lambda: driver.at_rest(), "at rest")

    loop.run_until_complete(presses())
    assert (c.state, c.step_index) == before and window.hotseat.curtain.isVisible()
    pass_curtain(qtbot, window)

    async def after() -> None:
        press(window, SPACE)
        await until(lambda: c.step_index == 3, "step 3")
        await until(lambda: driver.at_rest(), "at rest")

    loop.run_until_complete(after())


def test_another_game_drops_the_presses_still_waiting(window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _everyone_passes(window)
    still(window, MOTION_MS)
    other = three_humans(seed=9)
    path = driver.write(other)

    async def run() -> None:
        press(window, SPACE)
        await until(lambda: driver.moving(), "step 1 moving")
        press(window, SPACE)
        press(window, SPACE)
        QTimer.singleShot(0, lambda: driver.open_file(path))  # a menu's click, from Qt's events
        await until(lambda: driver.at_rest() and c.state == other, "at rest, the other game on the table")

    loop.run_until_complete(run())
    assert not c.in_sequence and c.state == other
    assert driver.stands_as(other)
    c.confirm_curtain()
    assert c.try_move(CaptainMarker(3)).ok  # the new game plays on as usual


def test_a_log_line_clicked_while_a_step_moves_shows_its_step(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    """The demo: a click on a line of the end of round puts the cursor on its
    step, also while another step is moving (that one ends at once first)."""
    c = window.session
    driver.put_lesson(three_humans())
    _everyone_passes(window)
    driver.step()
    assert c.timeline is not None
    row = len(c.timeline.start.log)  # the first line step 1 wrote
    assert c.timeline.step_of_log_row(row) == 1
    still(window, MOTION_MS)

    async def run() -> None:
        press(window, SPACE)
        await until(lambda: driver.moving() and c.step_index == 2, "step 2 moving")
        view = window.log_view
        view.scrollTo(window.log_model.index(row))
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, view.visualRect(window.log_model.index(row)).center())
        await until(lambda: driver.at_rest(), "at rest")

    loop.run_until_complete(run())
    assert c.step_index == 1 and c.in_sequence
    assert driver.board_picture() == still_board(qtbot, driver, 1, demo=True)


PAGE_DOWN = (Qt.Key.Key_PageDown, Qt.KeyboardModifier.NoModifier)  # a presentation clicker's "next"
PAGE_UP = (Qt.Key.Key_PageUp, Qt.KeyboardModifier.NoModifier)  # its "previous"


def test_a_presentation_clicker_steps_and_goes_back(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    """A teacher at a projector holds a clicker, which sends Page Down and Page
    Up: in the presentation view (menus hidden, the board focused) they step
    and go back as Space and Backspace do, and still behind the curtain they
    do nothing."""
    c = window.session
    driver.put_lesson(three_humans())
    driver.choose("Demo", "Presentation view")
    _everyone_passes(window)
    driver.focus_board()

    async def run() -> None:
        for _ in range(3):
            driver.press_on_board(*PAGE_DOWN)
        await until(lambda: c.step_index == 3 and driver.at_rest(), "three steps")
        driver.press_on_board(*PAGE_UP)
        await until(lambda: c.step_index == 2 and driver.at_rest(), "one step back")

    loop.run_until_complete(run())
    assert c.in_sequence and c.step_index == 2
    assert driver.board_picture() == still_board(qtbot, driver, 2, demo=True)
