"""The end of the round, step by step, as the window plays it."""

from __future__ import annotations

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.types import Phase
from florenza_gui.engine.rules.moves import BishopMarker, CaptainMarker, KinsmanToPredicatore, Pass
from florenza_gui.qt.models import ROLE_RULE
from tests.guifixtures import three_humans


def _everyone_passes(window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.try_move(CaptainMarker(14))
    c.try_move(BishopMarker(5))
    c.try_move(KinsmanToPredicatore(2))
    c.try_move(Pass())
    c.confirm_curtain()
    c.try_move(CaptainMarker(12))
    c.try_move(Pass())
    c.confirm_curtain()
    c.try_move(CaptainMarker(9))
    c.try_move(Pass())
    c.confirm_curtain()
    assert c.state.active is None


def test_the_log_gains_the_engines_lines_in_the_engines_order(window, driver) -> None:  # type: ignore[no-untyped-def]
    _everyone_passes(window)
    before = window.session.state
    expected = end_round(before)[0].log
    driver.skip()
    assert window.session.state.log == expected
    rows = [window.log_model.index(r).data(ROLE_RULE) for r in range(window.log_model.rowCount())]
    assert rows == [e.rule for e in expected]
    assert "R7.1c" in rows[len(before.log):]
    assert window.session.state.round == 2
    assert window.session.state.captain == "red"


def test_step_shows_one_step_and_its_rule(window, driver) -> None:  # type: ignore[no-untyped-def]
    _everyone_passes(window)
    driver.step()
    assert window.session.step_index == 1
    assert window.narration.rule.text() == "R7.1"
    assert "Red becomes Captain" in window.narration.why.text()
    # and what rule R7.1 says, under its id
    assert window.narration.rule_says.text().startswith("The single highest Captain marker")
    # the Captain's own position is never in the public narration (RULES.md §9)
    assert "14" not in window.narration.why.text()
    assert window.session.state.captain == "red"


def test_in_demo_back_restores_the_earlier_state(window, driver) -> None:  # type: ignore[no-untyped-def]
    """The demo mode may go back past a cash-in (D13 is for play modes; see
    tests/qt/test_d13.py for a hotseat table)."""
    driver.put_lesson(three_humans())
    _everyone_passes(window)
    start = window.session.state
    for _ in range(4):
        driver.step()
    after_four = window.session.state
    assert after_four.family("red").prestige == 0  # R7.1d has run
    assert driver.back()
    assert window.session.step_index == 3
    assert window.session.state.family("red").prestige == 14
    for _ in range(3):
        assert driver.back()
    assert window.session.state == start
    assert not driver.back()
    # the board shows the restored state: Red's Captain marker stands on 14 again
    marker = driver.captain_marker("red")
    from florenza_gui.board.layout import layout

    assert layout().prestige_space(14).contains(driver.piece(marker).at)


def test_in_play_undo_cannot_reach_back_past_a_drawn_tile(window, driver) -> None:  # type: ignore[no-untyped-def]
    _everyone_passes(window)
    driver.skip()
    after = window.session.state
    assert after.round == 2
    assert not window.undo_action.isEnabled()
    driver.undo()
    assert window.session.state == after


def test_in_play_back_stops_at_the_first_draw(window, driver) -> None:  # type: ignore[no-untyped-def]
    _everyone_passes(window)
    c = window.session
    while not any(e.rule == "R8.7" for e in (c.state.log[-1:])):
        driver.step()
    assert c.state.log[-1].rule == "R8.7"
    assert not c.can_step_back
    index = c.step_index
    assert not driver.back()
    assert c.step_index == index


def test_in_demo_undo_after_the_end_of_round_returns_to_the_action_phase(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())
    _everyone_passes(window)
    before = window.session.state
    driver.skip()
    assert window.session.state.round == 2
    driver.undo()
    assert window.session.state == before
    driver.redo()
    assert window.session.state.round == 2


def test_final_standings_appear_after_round_7(window, driver) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    for _ in range(7):
        while c.state.active is not None:
            c.try_move(Pass())
            c.confirm_curtain()
        driver.skip()
    assert c.state.phase is Phase.GAME_OVER
    assert window.standings_dock.isVisible()
    assert window.standings_model.rowCount() == 3
    assert "share the victory" in driver.winner() or "wins" in driver.winner()
    assert window.standings_model.index(0, 0).data().startswith("1")


def test_the_banner_names_the_round_that_is_ending_even_after_r8_1(window, driver) -> None:  # type: ignore[no-untyped-def]
    _everyone_passes(window)
    c = window.session
    while not c.state.log or c.state.log[-1].rule != "R8.1":
        driver.step()
    assert c.state.round == 2
    assert "End of round 1" in window.banner.text()


def test_undo_waits_while_an_end_of_round_is_being_played(window, driver) -> None:  # type: ignore[no-untyped-def]
    _everyone_passes(window)
    for _ in range(3):
        driver.step()
    during = window.session.state
    assert not window.undo_action.isEnabled()
    driver.undo()
    assert window.session.state is during
    assert window.session.in_sequence and window.session.step_index == 3


def test_opening_another_game_mid_animation_stops_it_cleanly(window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    import asyncio

    from PySide6.QtCore import QTimer

    from tests.driver import still

    still(window, 300)  # real motion this time
    _everyone_passes(window)
    path = driver.write(three_humans(seed=9))
    window.play_action.trigger()  # Game ▸ Play

    async def moving() -> None:  # (Play rests a quarter of a second between two steps: a step is awaited)
        for _ in range(1000):
            if driver.motions() or window.session.mode.animating:
                return
            await asyncio.sleep(0.005)
    loop.run_until_complete(moving())
    assert window.session.mode.playing and (driver.motions() or window.session.mode.animating)
    QTimer.singleShot(0, lambda: driver.open_file(path))  # a menu's click, from Qt's events
    driver.wait_at_rest()
    assert not window.session.mode.playing and not window.session.mode.animating
    assert not window.session.in_sequence
    assert window.session.state == three_humans(seed=9)
    shown = window.session.state
    assert driver.stands_as(shown)
    assert driver.motions() == 0
