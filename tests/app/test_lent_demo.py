"""The presentation view and draws by hand lend a hotseat game the demo
features while they are on, never a lesson's freedoms: the curtain stays
(tests/app/test_lent_options_keep_limits.py) and, with two or more humans,
Back and Undo stop at a Captain's cash-in (D13), where the marker would stand
again on the amount just banked face down."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.rules.moves import CaptainMarker, Pass


def _to_the_cash_in(driver) -> None:  # type: ignore[no-untyped-def]
    c = driver.window.session
    for move in (CaptainMarker(14), Pass(), CaptainMarker(9), Pass(), Pass()):
        assert driver.move(move)
        driver.confirm_curtain()
    while c.timeline is None or "R7.1d" not in [e.rule for e in c.timeline.events]:
        assert driver.step()


def test_back_in_the_presentation_view_stops_at_a_hotseat_cash_in(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _to_the_cash_in(driver)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    QApplication.processEvents()
    assert window.presentation.active and c.mode.demo  # the view lends the demo mode...
    while driver.back():
        pass
    assert c.state.family("red").prestige == 0, "Back in the presentation view showed the banked 14 (D13)"
    assert c.back_blocked_by is Rule.D13 and not window.back_action.isEnabled()


def test_draws_by_hand_lend_no_way_back_past_a_hotseat_cash_in(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _to_the_cash_in(driver)
    window.demo.manual_action.setChecked(True)  # Demo > Place drawn tiles by hand, in a hotseat game
    assert c.mode.demo
    while driver.back():
        pass
    assert c.state.family("red").prestige == 0, "Back with draws by hand showed the banked 14 (D13)"
    window.demo.manual_action.setChecked(False)


def test_undo_in_the_presentation_view_stops_at_a_hotseat_cash_in(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    _to_the_cash_in(driver)
    driver.choose("Demo", "Presentation view")
    assert window.presentation.active
    driver.skip()  # the round is committed while presenting
    assert c.state.round == 2
    for _ in range(6):
        window.undo_action.trigger()
    assert c.state.round == 2 and c.state.family("red").prestige == 0, "Undo went back to before the cash-in"
    assert c.undo_blocked_by is Rule.D13
    driver.choose("Demo", "Presentation view")  # (left)
    assert not window.presentation.active and not c.mode.demo
