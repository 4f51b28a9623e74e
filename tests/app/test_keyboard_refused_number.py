"""A number typed that no place has, for a piece picked up from where none of its places stands (a
Kinsman from its family's pool), leaves no place chosen: Enter then moves nothing and says to choose, and
the arrows or another number choose as before. (Found in a play-through: after "7" was refused, Enter put
the Kinsman on Predicatore space 1, which nobody had chosen.)"""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_enter_after_a_number_no_place_has_moves_nothing(window, driver) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    driver.pick_up_by_key("Kinsman")
    assert driver.status().startswith("Move to Predicatore space 1?")
    driver.press_on_board(Qt.Key.Key_7)  # (four Predicatore spaces: M3)
    assert driver.status().startswith("Refused — M3: "), driver.status()
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.log == before.log, "Enter moved the Kinsman to a place nobody chose"
    assert driver.picked_by_key() and "choose" in driver.status(), driver.status()
    driver.press_on_board(Qt.Key.Key_Left)  # from no place chosen: the last place, as Left goes
    assert driver.status().startswith("Move to Predicatore space 4?"), driver.status()
    driver.press_on_board(Qt.Key.Key_7)
    driver.press_on_board(Qt.Key.Key_Right)  # or the first, as Right goes
    assert driver.status().startswith("Move to Predicatore space 1?"), driver.status()
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").pool == before.family("red").pool - 1


def test_a_number_refused_then_one_typed_chooses_it(window, driver) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    driver.pick_up_by_key("Kinsman")
    driver.press_on_board(Qt.Key.Key_9)
    driver.press_on_board(Qt.Key.Key_3)
    assert driver.status().startswith("Move to Predicatore space 3?"), driver.status()
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").pool == before.family("red").pool - 1
