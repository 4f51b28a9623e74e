"""The Prestige track has no end (RULES.md §1, M1: any position from 0 up): from the keyboard a Captain
marker goes on round it past its last printed space, by the arrows or by the number typed."""

from __future__ import annotations

from PySide6.QtCore import Qt

from florenza_gui.engine.rules.moves import CaptainMarker


def _captain_marker_picked_up(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.focus_board()
    for _ in range(30):
        driver.press_on_board(Qt.Key.Key_Tab)
        if "Captain marker" in driver.piece_name(driver.selected()):
            break
    assert "Red's Captain marker" in driver.piece_name(driver.selected())
    driver.press_on_board(Qt.Key.Key_Return)
    assert driver.picked_by_key()


def _type(driver, digits: str) -> None:  # type: ignore[no-untyped-def]
    for d in digits:
        driver.press_on_board(getattr(Qt.Key, f"Key_{d}"))


def test_a_number_past_the_printed_track_is_typed_whole(window, driver) -> None:  # type: ignore[no-untyped-def]
    _captain_marker_picked_up(window, driver)
    _type(driver, "45")
    assert driver.status().startswith("Move to Prestige track space 45?")
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").prestige == 45
    _captain_marker_picked_up(window, driver)  # from lap 2, a number on lap 1 and one three laps on
    _type(driver, "7")
    assert driver.status().startswith("Move to Prestige track space 7?")
    driver.press_on_board(Qt.Key.Key_Escape)
    _captain_marker_picked_up(window, driver)
    _type(driver, "130")
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").prestige == 130


def test_the_arrows_go_on_round_the_track_and_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(38))
    _captain_marker_picked_up(window, driver)  # its own space chosen first
    assert driver.status().startswith("Move to Prestige track space 38?")
    seen = []
    for _ in range(3):
        driver.press_on_board(Qt.Key.Key_Right)
        seen.append(driver.status().split("?")[0])
    assert seen == ["Move to Prestige track space 39", "Move to Prestige track space 40",
                    "Move to Prestige track space 41"]
    driver.press_on_board(Qt.Key.Key_Left)
    driver.press_on_board(Qt.Key.Key_Left)
    driver.press_on_board(Qt.Key.Key_Left)
    assert driver.status().startswith("Move to Prestige track space 38?")
    for _ in range(3):
        driver.press_on_board(Qt.Key.Key_Right)
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").prestige == 41
    _captain_marker_picked_up(window, driver)  # from 41 back below the lap: 40, then 39
    driver.press_on_board(Qt.Key.Key_Left)
    driver.press_on_board(Qt.Key.Key_Left)
    assert driver.status().startswith("Move to Prestige track space 39?")
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").prestige == 39
    _captain_marker_picked_up(window, driver)  # never below the start: before 0, the last space of the lap
    _type(driver, "0")
    driver.press_on_board(Qt.Key.Key_Left)
    assert driver.status().startswith("Move to Prestige track space 39?")


def test_a_number_off_the_church_track_is_refused_not_taken_for_another(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found in a play-through: 11 typed for a Bishop marker showed "Church track space 1" (the 1 typed
    last, starting again), and Enter moved the marker there. The number is refused by M2, and the choice
    goes back to where the marker stands: Enter then moves nothing."""
    driver.pick_up_by_key("Bishop marker")
    before = window.session.state
    _type(driver, "11")
    said = driver.status()
    assert said.startswith("Refused — M2: ") and "No place 11 for Red's Bishop marker" in said, said
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").church == before.family("red").church == 0
    assert window.session.state.log == before.log  # no move made


def test_a_space_chosen_past_the_track_wears_its_laps_on_the_board(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found in a play-through: 45 typed keyed printed space 5, which looked like 5 on the board (only the
    status line said 45). The space chosen wears its laps ("+40") under the keyboard's ring, as a marker
    there does; none once the choice comes back to the first lap, or the piece is put back."""
    from tests.board.test_readable import painted_texts

    _captain_marker_picked_up(window, driver)
    _type(driver, "45")
    assert "+40" in [text for _px, text in painted_texts(window)]
    driver.press_on_board(Qt.Key.Key_Escape)
    assert "+40" not in [text for _px, text in painted_texts(window)]
    _captain_marker_picked_up(window, driver)
    _type(driver, "5")
    assert "+40" not in [text for _px, text in painted_texts(window)]
