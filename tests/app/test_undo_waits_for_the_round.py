"""While an end of round is shown, Undo waits for it to finish: its tooltip
says so and names Back, which steps back through it; once the round has
ended, what stops Undo is the rule (D13, with players at the table who have
seen a Captain's cash-in), and its tooltip says that instead."""

from __future__ import annotations

from florenza_gui.engine.rules.moves import CaptainMarker


def test_undo_disabled_by_an_end_of_round_shown_says_to_finish_it_or_use_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(9))
    driver.end_actions()
    assert driver.step()
    undo = window.undo_action
    assert not undo.isEnabled()
    assert undo.toolTip() == "Refused: finish the end of the round first (or use Back)", undo.toolTip()
    driver.skip()
    undo = window.undo_action
    assert undo.toolTip().startswith("Undo stops here (D13)"), undo.toolTip()


def test_back_to_the_rounds_start_lets_undo_take_the_last_move_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found under Xvfb: stepped back to step 0, the board is as before the first step, but Undo stayed
    greyed and Ctrl+Z did nothing, where before the first step it took the pass back."""
    assert driver.move(CaptainMarker(9))
    driver.end_actions()
    passed = window.session.state
    assert driver.step() and driver.step()  # (steps before the cash-in, R7.1c, which Back never crosses)
    while window.session.step_index:
        assert driver.back()
    assert window.undo_action.isEnabled(), window.undo_action.toolTip()
    driver.undo()
    assert window.session.state != passed and window.session.state.active is not None
    assert not window.session.in_sequence
