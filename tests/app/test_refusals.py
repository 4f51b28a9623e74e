"""Every refused gesture on the board says which rule it breaks and changes
nothing; a gesture that means nothing (a piece put back where it stood)
changes nothing and says nothing; and the status bar only ever tells of the
position on screen."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QPointF, Qt

from florenza_gui.board.layout import layout
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from florenza_gui.engine.rules.targets import LifeCardSpot
from tests.guifixtures import three_humans


# -- a piece of another family --------------------------------------------------------------------
def test_dragging_another_familys_piece_names_the_turn_rule_and_changes_nothing(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    undo_before = window.session.undo_stack.count()
    for item in (driver.kinsmen("blue")[0], driver.captain_marker("green"), driver.bishop_marker("blue")):
        home = driver.piece(item).at
        driver.let_the_bubble_fade()
        driver.drag(item, layout().predicatore_space(2).center())
        assert window.session.state is before
        assert driver.piece(item).at == home
        assert driver.bubble() == ("D10", "it is Red's turn; only the family whose turn it is moves pieces")
        assert window.statusBar().currentMessage() == (
            "Refused — D10: it is Red's turn; only the family whose turn it is moves pieces")
    assert window.session.undo_stack.count() == undo_before
    assert len(window.session.state.log) == len(before.log)


def test_a_press_on_a_covered_piece_goes_to_the_movable_one_on_top_of_it(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    # all three Captain markers start on space 0, fanned: where Red's lies under another's
    # edge, the press still picks Red's up rather than refusing the other
    red = driver.captain_marker("red")
    driver.drag(red, layout().prestige_space(4).center())
    assert window.session.state.family("red").prestige == 4
    assert driver.bubble() is None


def test_once_everyone_has_passed_a_press_on_a_piece_says_why(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.end_actions()
    before = window.session.state
    driver.drag(driver.kinsmen("red")[0], layout().predicatore_space(1).center())
    assert window.session.state is before
    bubble = driver.bubble()
    assert bubble is not None and bubble[0] == "D10"
    assert "every family has passed" in bubble[1]


def test_between_steps_of_the_end_of_round_a_press_says_why(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.end_actions()
    driver.step()
    assert window.session.in_sequence and not window.session.mode.animating
    before = window.session.state
    driver.drag(driver.captain_marker("blue"), layout().prestige_space(7).center())
    assert window.session.state is before
    bubble = driver.bubble()
    assert bubble is not None and bubble[0] == "D10"
    assert "end of the round is being played" in bubble[1]


# -- drops that mean nothing, and drops off the board ------------------------------------------------
def test_a_piece_put_back_where_it_stood_is_no_move_and_no_refusal(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    undo_before = window.session.undo_stack.count()
    marker = driver.captain_marker("red")
    kinsman = driver.kinsmen("red")[0]
    for item, where in ((marker, layout().prestige_space(0).center()),
                        (driver.bishop_marker("red"), driver.piece(driver.bishop_marker("red")).at),
                        (kinsman, driver.piece(kinsman).at + QPointF(30, 0))):  # still in its own pool
        home = driver.piece(item).at
        driver.drag(item, where)
        assert window.session.state is before, driver.piece_name(item)
        assert driver.piece(item).at == home
        assert driver.bubble() is None
        assert window.statusBar().currentMessage() == ""
    assert window.session.undo_stack.count() == undo_before  # nothing to undo, nothing logged
    assert len(window.session.state.log) == len(before.log)


def test_a_kinsman_on_a_space_dropped_on_that_space_stays_without_a_word(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.drag(driver.kinsmen("red")[0], layout().predicatore_space(3).center())
    placed = window.session.state
    on_space = next(k for k in driver.kinsmen("red") if driver.piece(k).place is not None
                    and type(driver.piece(k).place).__name__ == "PredicatoreSpace")
    driver.drag(on_space, layout().predicatore_space(3).center() + QPointF(10, 5))
    assert window.session.state is placed
    assert driver.bubble() is None


def test_a_piece_dropped_off_the_board_goes_back_and_says_why(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    kinsman = driver.kinsmen("red")[0]
    home = driver.piece(kinsman).at
    driver.drag(kinsman, QPointF(1450, 800))  # where a fourth family's board would be
    assert window.session.state is before
    assert driver.piece(kinsman).at == home
    assert "not a place on the board" in window.statusBar().currentMessage()
    assert driver.bubble_rule() == "M3", "the rule of a Kinsman's moves says where it goes"
    assert window.statusBar().currentMessage().startswith("Refused — M3: ")


# -- the keyboard: a piece that can go nowhere, a number no place has ---------------------------------
def _tab_to(driver, name: str) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    for _ in range(60):
        driver.tab()
        selected = driver.selected()
        if selected is not None and name in driver.piece(selected).name:
            return
    raise AssertionError(f"no {name} in the Tab cycle")


def test_a_piece_picked_up_by_key_that_can_go_nowhere_names_each_rule(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Round 1 has no Captain: an Artist's tile neither preaches (M6) nor is detained (M7)."""
    _tab_to(driver, "(Artist)")
    before = window.session.state
    driver.press(Qt.Key.Key_Return)
    said = window.statusBar().currentMessage()
    assert not driver.picked_by_key() and window.session.state is before
    assert " cannot move anywhere now. M6: " in said, said
    assert said.endswith(" only Preachers preach. M7: only the family holding the Captain card may detain"), said


def test_a_number_no_place_has_names_the_rule_of_the_pieces_moves(window, driver) -> None:  # type: ignore[no-untyped-def]
    _tab_to(driver, "Kinsman")
    before = window.session.state
    driver.press(Qt.Key.Key_Return)
    driver.press(Qt.Key.Key_7)
    said = window.statusBar().currentMessage()
    assert driver.picked_by_key() and window.session.state is before
    assert said.startswith("Refused — M3: there are only 4 Predicatore spaces. "
                           "No place 7 for Red's Kinsman (R), in Red's pool"), said


# -- the status bar follows the position ----------------------------------------------------------------
def _refuse(driver) -> str:  # type: ignore[no-untyped-def]
    assert not driver.move(CaptainMarker(-1))  # typed into the Families table
    text = driver.status()
    assert text.startswith("Refused — M1")
    return text


def test_a_refusal_leaves_the_status_bar_when_a_legal_move_is_made(window, driver) -> None:  # type: ignore[no-untyped-def]
    _refuse(driver)
    assert driver.move(CaptainMarker(5))
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_leaves_the_status_bar_on_undo_and_redo(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(5))
    _refuse(driver)
    driver.undo()
    assert window.session.state.family("red").prestige == 0
    assert window.statusBar().currentMessage() == ""
    _refuse(driver)
    driver.redo()
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_leaves_the_status_bar_on_a_step_and_on_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # Back reaches every step
    driver.end_actions()
    driver.step()
    assert not driver.move(CaptainMarker(3), by="red")  # the end of the round is being played
    assert "Refused — D10" in window.statusBar().currentMessage()
    driver.step()
    assert window.statusBar().currentMessage() == ""
    assert not driver.move(CaptainMarker(3), by="red")
    assert driver.back()
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_leaves_the_status_bar_with_the_game(window, driver) -> None:  # type: ignore[no-untyped-def]
    _refuse(driver)
    driver.put(three_humans(seed=9))
    assert window.statusBar().currentMessage() == ""


def test_the_curtains_refusal_leaves_when_the_next_player_is_at_the_screen(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(Pass())
    assert not driver.move(CaptainMarker(3))
    assert window.statusBar().currentMessage().startswith("Refused: the board is covered")
    driver.confirm_curtain()
    assert window.statusBar().currentMessage() == ""


def test_other_news_keeps_its_time(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.tell("Saved somewhere")
    assert driver.move(CaptainMarker(5))
    assert window.statusBar().currentMessage() == "Saved somewhere"


def test_a_keyboard_move_leaves_no_question_behind(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.focus_board()
    for _ in range(30):
        driver.press_on_board(Qt.Key.Key_Tab)
        if driver.selected() is not None and "Kinsman" in driver.piece_name(driver.selected()):
            break
    driver.press_on_board(Qt.Key.Key_Return)
    assert "Enter to confirm" in window.statusBar().currentMessage()
    driver.press_on_board(Qt.Key.Key_Return)
    assert window.session.state.family("red").pool == 4
    # the move made is said (a screen reader reads it), not the question before it
    assert window.statusBar().currentMessage() == (
        "Red puts a Kinsman on Predicatore space 1 — Undo (Ctrl+Z) takes it back")
    assert driver.selected() is None


def test_undo_drops_a_piece_selected_by_keyboard(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(5))
    driver.focus_board()
    driver.press_on_board(Qt.Key.Key_Tab)
    selected = driver.selected()
    assert selected is not None and driver.lit(selected)
    driver.undo()
    assert driver.selected() is None
    assert not driver.lit(selected)
    assert window.statusBar().currentMessage() == ""


# -- R8.7 by hand, from the keyboard --------------------------------------------------------------------
def test_a_drawn_card_is_placed_with_the_keyboard(qtbot, window, loop, driver) -> None:  # type: ignore[no-untyped-def]
    driver.draw_by_hand()
    driver.end_actions()
    proxy = driver.step_until_a_card_waits()
    c = window.session
    right = LifeCard(c.state.characters[proxy.character].rounds)
    wrong = LifeCard.I if right is not LifeCard.I else LifeCard.II
    driver.focus_board()

    def choose(card: LifeCard, pick: bool = True) -> None:
        if pick:
            driver.press_on_board(Qt.Key.Key_Tab)
            assert driver.selected() is proxy, "the waiting card is the piece the keyboard selects"
            driver.press_on_board(Qt.Key.Key_Return)
        assert driver.picked_by_key(), window.statusBar().currentMessage()
        assert set(driver.offered()) == {LifeCardSpot(card) for card in LifeCard}
        for _ in range(len(driver.offered())):
            if driver.offered_now() == LifeCardSpot(card):
                break
            driver.press_on_board(Qt.Key.Key_Right)
        assert f"under Life card {card.name}" in window.statusBar().currentMessage()
        driver.press_on_board(Qt.Key.Key_Return)

    choose(wrong)
    loop.run_until_complete(asyncio.sleep(0))
    assert driver.card_waiting() is proxy  # refused: the card still waits
    assert driver.bubble_rule() == "R8.7"
    assert window.statusBar().currentMessage().startswith("Refused — R8.7")
    assert driver.lit_places() >= {LifeCardSpot(card) for card in LifeCard}
    choose(right, pick=False)  # a refused drop leaves the card picked up (test_keyboard.py)
    driver.wait_at_rest()
    assert driver.card_waiting() is None
    assert proxy.character in c.state.under(right) or c.state.log[-1].rule == "R8.7"
    assert window.statusBar().currentMessage() == ""


def test_a_drawn_card_picked_up_with_the_mouse_keeps_the_life_cards_lit(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.draw_by_hand()
    driver.end_actions()
    proxy = driver.step_until_a_card_waits()
    assert driver.above_the_dimming(proxy)  # the card to place is never dimmed
    right = LifeCard(window.session.state.characters[proxy.character].rounds)
    wrong = next(card for card in LifeCard if card is not right)
    driver.drag(proxy, driver.piece(driver.place(LifeCardSpot(wrong))).at)  # refused: back beside the row, on top
    assert driver.card_waiting() is proxy and driver.above_the_dimming(proxy)
    driver.press_at(driver.piece(proxy).at)
    assert driver.lit_places() == {LifeCardSpot(card) for card in LifeCard}
    end = driver.piece(driver.place(LifeCardSpot(right))).at
    driver.move_to(end)
    driver.release_at(end)
    driver.wait_at_rest()
    assert driver.card_waiting() is None


def test_in_the_editor_a_piece_put_back_where_it_stood_leaves_nothing_to_undo(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    before = window.session.state
    undo_before = window.session.undo_stack.count()
    marker = driver.bishop_marker("blue")
    home = driver.piece(marker).at
    driver.drag(marker, home + QPointF(2, 2))
    assert window.session.state == before
    assert window.session.undo_stack.count() == undo_before
    assert driver.piece(marker).at == home


def test_the_curtain_drops_a_piece_selected_by_keyboard(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.focus_board()
    driver.press_on_board(Qt.Key.Key_Tab)
    selected = driver.selected()
    assert selected is not None
    driver.trigger(window.peek_action)  # the curtain comes up for a private peek: the mode changes, the game does not
    assert window.hotseat.curtain.isVisible()
    assert driver.selected() is None and not driver.lit(selected)
    assert window.statusBar().currentMessage() == ""
    driver.confirm_curtain()


def test_a_card_waiting_to_be_placed_stays_free_to_place_when_the_window_renders_again(  # type: ignore[no-untyped-def]
        qtbot, window, driver) -> None:
    """The board takes input for the card drawn by hand (R8.7) while it waits,
    whatever else the window shows meanwhile (here the presentation view,
    turned on as the card waits): the card is still dragged under its Life card."""
    driver.draw_by_hand()
    driver.end_actions()
    proxy = driver.step_until_a_card_waits()
    driver.trigger(window.demo.present_action)  # the window renders again; the step is still under way
    assert window.session.mode.presenting and driver.card_waiting() is proxy
    right = LifeCard(window.session.state.characters[proxy.character].rounds)
    driver.drag(proxy, driver.piece(driver.place(LifeCardSpot(right))).at)
    driver.wait_at_rest()  # (until the step it waited in has ended)
    assert driver.card_waiting() is None, "the card waiting was placed under its Life card"
