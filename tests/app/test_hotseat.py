"""Hotseat privacy (RULES.md §9): the curtain, peeking, and a whole-game
search of every text a viewer can reach for hidden values."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.events import Event
from florenza_gui.engine.model.types import Phase, Seat
from florenza_gui.engine.rules.moves import BishopMarker, CaptainMarker, EndTurn, KinsmanToPredicatore, Pass
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.engine.words.wording import render
from florenza_gui.qt.models import COLUMNS
from tests.driver_sight import board_words


def test_curtain_covers_the_board_when_the_turn_passes_between_people(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    curtain = window.hotseat.curtain
    assert not curtain.isVisible()
    assert driver.move(EndTurn())  # Red hands over to Blue
    assert curtain.isVisible()
    assert curtain.geometry() == window.rect()
    assert "Blue" in curtain.title.text()
    assert "Blue" not in window.windowTitle() or "to play" in window.windowTitle()
    qtbot.mouseClick(curtain.go, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible()
    assert window.hotseat.at_screen == "blue"


def test_peek_shows_only_the_own_tokens_and_only_while_held(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    assert driver.move(CaptainMarker(14))  # Red will be Captain and bank 10 + 2 + 2
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    driver.skip()
    assert c.state.family("red").tokens == (10, 2, 2)
    # Red is first next round: the curtain asks for Red
    curtain = window.hotseat.curtain
    if not curtain.isVisible():
        window.hotseat.peek()
    assert curtain.family == "red"
    assert curtain.peek.text() == ""
    qtbot.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert "10 + 2 + 2" in curtain.peek.text() and "14" in curtain.peek.text()
    qtbot.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)
    assert curtain.peek.text() == ""


# -- the leak test ---------------------------------------------------------------------
_R = Qt.ItemDataRole
# every role that holds words (the rest are fonts, colours, sizes, alignment)
ROLES = (_R.DisplayRole, _R.EditRole, _R.ToolTipRole, _R.StatusTipRole, _R.WhatsThisRole, _R.AccessibleTextRole,
         _R.AccessibleDescriptionRole, *range(int(_R.UserRole), int(_R.UserRole) + 8))
LOG_ROLES = (_R.DisplayRole, _R.ToolTipRole, _R.AccessibleTextRole, int(_R.UserRole) + 2)


def reachable_texts(window) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text a person at the screen can reach without peeking: the
    window title, the status bar, every widget's text, tooltip, accessible
    name and description (the curtain, the narration, the standings, the
    banner included), every action (menus, toolbar, undo text), every role
    of the log, Families and standings tables and their headers, every undo
    command, and every item on the board."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QWidget):
        texts += [widget.accessibleName(), widget.accessibleDescription(), widget.toolTip(),
                  widget.windowTitle(), widget.statusTip(), widget.whatsThis()]
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
    for action in window.findChildren(QAction):
        texts += [action.text(), action.toolTip(), action.statusTip(), action.iconText()]
    for model in (window.log_model, window.families_model, window.standings_model):
        columns = 1 if model is window.log_model else model.columnCount()
        for col in range(columns):
            for role in ROLES:
                value = model.headerData(col, Qt.Orientation.Horizontal, role)
                texts.append(str(value) if value is not None else "")
        # the log: what it shows, says and keeps (its other roles are the table's own kind)
        roles = LOG_ROLES if model is window.log_model else ROLES
        # (``index.data(role)`` is the model's ``data(index, role)``: asked here without the trip through Qt)
        for row in range(model.rowCount()):
            for col in range(columns):
                index = model.index(row, col)
                for role in roles:
                    value = model.data(index, role)
                    if value is not None and not isinstance(value, (QColor, QFont, QBrush)):
                        texts.append(str(value))
    stack = window.session.undo_stack
    texts += [stack.text(i) for i in range(stack.count())]  # undone ones too: redo reaches them
    texts += [stack.undoText(), stack.redoText()]
    texts += [window.undo_action.text(), window.redo_action.text()]
    texts += board_words(window)  # the board's items (a hidden tile in the bag names no one)
    return [t for t in texts if t]


def assert_no_leak(window, private: list[str]) -> None:  # type: ignore[no-untyped-def]
    state = window.session.state
    texts = reachable_texts(window)
    blob = "\n".join(texts)
    for secret in private:
        assert secret not in blob, f"a private sentence leaked: {secret!r}"
    if state.phase is not Phase.GAME_OVER:
        assert not re.search(r"banks \d+|worth \d+|tokens? \d+ \+", blob), "a token value leaked"
    # every name in the bag in one pass over the texts (a search per name cost a second a game)
    names = sorted({state.characters[cid].name for cid in state.bag}, key=len, reverse=True)
    found = re.search(rf"\b(?:{'|'.join(map(re.escape, names))})\b", blob) if names else None
    assert found is None, f"the bag leaked {found[0] if found else ''}"
    assert window.hotseat.curtain.peek.text() == ""


def _private(events: Iterable[Event]) -> list[str]:
    """What only each event's own family may read (a banked token's value...)."""
    return [render(e, e.family) for e in events if render(e, e.family) != render(e)]


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "seats"), [(1, "HHG"), (2, "HHHH"), (3, "HGGHH")])
def test_whole_hotseat_games_never_show_a_hidden_value(qtbot, loop, tmp_path, seed: int, seats: str) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.window import MainWindow
    from tests.driver import Driver, still

    r = random.Random(seed)
    seatings = [Seating(c, c.capitalize(), Seat.HUMAN if k == "H" else Seat.GHOST)
                for c, k in zip(("red", "blue", "green", "yellow", "purple"), seats, strict=False)]
    window = MainWindow(new_game(seatings, seed=seed))
    still(window)
    qtbot.addWidget(window)
    window.show()
    driver = Driver(window, qtbot, loop, tmp_path)
    private: list[str] = []
    c = window.session
    while c.state.phase is not Phase.GAME_OVER:
        driver.confirm_curtain()
        assert_no_leak(window, private)
        if c.state.active is None:
            private += _private(end_round(c.state)[1])  # before a step shows them
            while c.in_sequence or (c.state.active is None and c.state.phase is Phase.ACTIONS):
                if not driver.step():
                    break
                assert_no_leak(window, private)
            continue
        move = r.choice([CaptainMarker(r.randrange(0, 30)), BishopMarker(r.randrange(0, 11)),
                         KinsmanToPredicatore(r.randrange(1, 5)), EndTurn(), Pass(), Pass()])
        logged = len(c.state.log)
        if not (isinstance(move, KinsmanToPredicatore) and c.state.family(c.state.active).pool == 0):
            driver.move(move)  # (an empty pool has no Kinsman to drag: the move is refused as nothing)
        private += _private(e.event for e in c.state.log[logged:] if isinstance(e.event, Event))
    assert_no_leak(window, private)
    assert private, "the game must have had a Captain banking tokens"
    window.close()


def test_the_families_table_shows_a_token_count_never_values(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(17))
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    driver.skip()
    tokens_col = COLUMNS.index("Tokens")
    assert window.families_model.index(0, tokens_col).data() == 3  # 10 + 5 + 2
    texts = reachable_texts(window)
    election = [t for t in texts if t.startswith("R7.1 ")]
    assert election and all("17" not in t for t in election)
    assert not any("banks 17" in t or "10 + 5 + 2" in t for t in texts)


def test_the_curtain_drops_when_the_next_round_opens_with_another_player(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    assert driver.move(Pass())  # Red
    driver.confirm_curtain()
    assert driver.move(CaptainMarker(9))  # Blue will be Captain and play first next round
    assert driver.move(Pass())
    driver.confirm_curtain()
    assert driver.move(Pass())  # Green, the last at the screen
    assert window.hotseat.at_screen == "green"
    driver.skip()
    assert c.state.active == "blue"
    assert window.hotseat.curtain.isVisible()
    assert "Blue" in window.hotseat.curtain.title.text()


def test_the_presentation_view_lends_the_demo_mode_only_while_it_is_on(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: F5 twice (into the presentation view and out) left a
    hotseat game in the demo mode for good: no curtain any more, and Back went
    to before the Captain's cash-in, where the marker shows the banked value
    (D13). Leaving the view gives back the limits the table had."""
    from PySide6.QtWidgets import QApplication

    c = window.session
    for move in (CaptainMarker(14), Pass(), CaptainMarker(9), Pass(), Pass()):
        assert driver.move(move)
        driver.confirm_curtain()
    assert c.state.active is None
    while c.timeline is None or "R7.1d" not in [e.rule for e in c.timeline.events]:
        driver.step()
    assert not c.can_step_back and c.back_blocked_by == "D13"
    for _ in range(2):
        qtbot.keyClick(window, Qt.Key.Key_F5)
        QApplication.processEvents()
    assert not window.presentation.active and not c.mode.demo
    assert not c.can_step_back and not window.back_action.isEnabled()
    assert not driver.back()
    assert c.state.family("red").prestige == 0  # the cash-in stays done
    # a round committed while presenting: once the view is left, Undo stops at its cash-in again
    window.demo.set_presenting(True, full_screen=False)
    driver.skip()
    window.demo.set_presenting(False)
    driver.confirm_curtain()
    assert not c.mode.demo
    for _ in range(5):
        driver.undo()
    assert c.state.round == 2 and c.state.family("red").prestige == 0
    assert c.undo_blocked_by is not None or not window.undo_action.isEnabled()


def test_nothing_of_the_window_shows_above_the_curtain_at_launch(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found under Xvfb: a hotseat game opened at launch showed the docks'
    Log / Families tabs above the curtain (the main window makes that tab
    bar after the curtain is up). The curtain stays above every part of
    the window it covers."""
    from PySide6.QtWidgets import QTabBar

    from florenza_gui.app.window import MainWindow
    from tests.guifixtures import three_humans

    first = MainWindow(three_humans(seed=20))  # the layout of the last run is kept, and restored below
    qtbot.addWidget(first)
    with qtbot.waitExposed(first):
        first.show()
    first.close()
    win = MainWindow(three_humans(seed=21))
    qtbot.addWidget(win)
    win.resize(1600, 900)
    with qtbot.waitExposed(win):
        win.show()
    curtain = win.hotseat.curtain
    assert curtain.isVisible()
    qtbot.wait(50)  # (the docks are laid out)
    bars = [bar for bar in win.findChildren(QTabBar)
            if bar.parentWidget() is win and bar.isVisible() and win.rect().contains(bar.geometry())]
    assert bars  # the docks tabbed together (Log, Families)
    for bar in bars:
        top = win.childAt(bar.geometry().center())
        assert top is curtain or curtain.isAncestorOf(top), top
