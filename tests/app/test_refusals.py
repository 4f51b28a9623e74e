"""Every refused gesture on the board says which rule it breaks and changes
nothing; a gesture that means nothing (a piece put back where it stood)
changes nothing and says nothing; and the status bar only ever tells of the
position on screen."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QPoint, QPointF, Qt

from florenza_gui.board.layout import layout
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.moves import CaptainMarker, Pass
from florenza_gui.engine.rules.targets import LifeCardSpot
from tests.guifixtures import pass_curtain, three_humans, until_a_card_waits


def _press_and_drag(qtbot, window, item, scene_to: QPointF) -> None:  # type: ignore[no-untyped-def]
    view, vp = window.view, window.view.viewport()
    start, end = view.mapFromScene(item.scenePos()), view.mapFromScene(scene_to)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, pos=QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
    qtbot.mouseMove(vp, pos=end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def _end_actions(window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    while c.state.active is not None:
        c.try_move(Pass())
        c.confirm_curtain()


# -- a piece of another family --------------------------------------------------------------------
def test_dragging_another_familys_piece_names_the_turn_rule_and_changes_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    undo_before = window.session.undo_stack.count()
    for item in (window.scene.kinsmen["blue"][0], window.scene.captain_markers["green"],
                 window.scene.bishop_markers["blue"]):
        home = item.pos()
        window.scene.bubble.hide()
        _press_and_drag(qtbot, window, item, layout().predicatore_space(2).center())
        assert window.session.state is before
        assert item.pos() == home
        assert window.scene.bubble.isVisible()
        assert window.scene.bubble.rule == "D10"
        assert window.scene.bubble.text == "it is Red's turn; only the active family moves its own pieces"
        assert window.statusBar().currentMessage() == (
            "Refused — D10: it is Red's turn; only the active family moves its own pieces")
    assert window.session.undo_stack.count() == undo_before
    assert len(window.session.state.log) == len(before.log)


def test_a_press_on_a_covered_piece_goes_to_the_movable_one_on_top_of_it(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    # all three Captain markers start on space 0, fanned: where Red's lies under another's
    # edge, the press still picks Red's up rather than refusing the other
    red = window.scene.captain_markers["red"]
    _press_and_drag(qtbot, window, red, layout().prestige_space(4).center())
    assert window.session.state.family("red").prestige == 4
    assert not window.scene.bubble.isVisible()


def test_once_everyone_has_passed_a_press_on_a_piece_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _end_actions(window)
    before = window.session.state
    _press_and_drag(qtbot, window, window.scene.kinsmen["red"][0], layout().predicatore_space(1).center())
    assert window.session.state is before
    assert window.scene.bubble.rule == "D10"
    assert "every family has passed" in window.scene.bubble.text


def test_between_steps_of_the_end_of_round_a_press_says_why(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    _end_actions(window)
    driver.step()
    assert window.session.in_sequence and not window.session.mode.animating
    before = window.session.state
    _press_and_drag(qtbot, window, window.scene.captain_markers["blue"], layout().prestige_space(7).center())
    assert window.session.state is before
    assert window.scene.bubble.rule == "D10"
    assert "end of the round is being played" in window.scene.bubble.text


# -- drops that mean nothing, and drops off the board ------------------------------------------------
def test_a_piece_put_back_where_it_stood_is_no_move_and_no_refusal(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    undo_before = window.session.undo_stack.count()
    marker = window.scene.captain_markers["red"]
    kinsman = window.scene.kinsmen["red"][0]
    for item, where in ((marker, layout().prestige_space(0).center()),
                        (window.scene.bishop_markers["red"], window.scene.bishop_markers["red"].scenePos()),
                        (kinsman, kinsman.scenePos() + QPointF(30, 0))):  # still in its own pool
        home = item.pos()
        _press_and_drag(qtbot, window, item, where)
        assert window.session.state is before, item.accessible_name()
        assert item.pos() == home
        assert not window.scene.bubble.isVisible()
        assert window.statusBar().currentMessage() == ""
    assert window.session.undo_stack.count() == undo_before  # nothing to undo, nothing logged
    assert len(window.session.state.log) == len(before.log)


def test_a_kinsman_on_a_space_dropped_on_that_space_stays_without_a_word(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    _press_and_drag(qtbot, window, window.scene.kinsmen["red"][0], layout().predicatore_space(3).center())
    placed = window.session.state
    on_space = next(k for k in window.scene.kinsmen["red"] if k.place is not None
                    and type(k.place).__name__ == "PredicatoreSpace")
    _press_and_drag(qtbot, window, on_space, layout().predicatore_space(3).center() + QPointF(10, 5))
    assert window.session.state is placed
    assert not window.scene.bubble.isVisible()


def test_a_piece_dropped_off_the_board_goes_back_and_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    kinsman = window.scene.kinsmen["red"][0]
    home = kinsman.pos()
    _press_and_drag(qtbot, window, kinsman, QPointF(1450, 800))  # where a fourth family's board would be
    assert window.session.state is before
    assert kinsman.pos() == home
    assert "not a place on the board" in window.statusBar().currentMessage()
    assert window.scene.bubble.rule == "", "a drop on nothing breaks no rule"


# -- the status bar follows the position ----------------------------------------------------------------
def _refuse(window) -> str:  # type: ignore[no-untyped-def]
    verdict = window.session.try_move(CaptainMarker(-1))
    assert not verdict.ok
    text = window.statusBar().currentMessage()
    assert text.startswith("Refused — M1")
    return text


def test_a_refusal_leaves_the_status_bar_when_a_legal_move_is_made(window) -> None:  # type: ignore[no-untyped-def]
    _refuse(window)
    assert window.session.try_move(CaptainMarker(5)).ok
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_leaves_the_status_bar_on_undo_and_redo(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert window.session.try_move(CaptainMarker(5)).ok
    _refuse(window)
    driver.undo()
    assert window.session.state.family("red").prestige == 0
    assert window.statusBar().currentMessage() == ""
    _refuse(window)
    driver.redo()
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_leaves_the_status_bar_on_a_step_and_on_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # Back reaches every step
    _end_actions(window)
    driver.step()
    assert not window.session.try_move(Pass()).ok  # the end of the round is being played
    assert "Refused — D10" in window.statusBar().currentMessage()
    driver.step()
    assert window.statusBar().currentMessage() == ""
    assert not window.session.try_move(Pass()).ok
    assert driver.back()
    assert window.statusBar().currentMessage() == ""


def test_a_refusal_leaves_the_status_bar_with_the_game(window, driver) -> None:  # type: ignore[no-untyped-def]
    _refuse(window)
    driver.put(three_humans(seed=9))
    assert window.statusBar().currentMessage() == ""


def test_the_curtains_refusal_leaves_when_the_next_player_is_at_the_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    assert c.try_move(Pass()).ok
    assert not c.try_move(CaptainMarker(3)).ok
    assert window.statusBar().currentMessage().startswith("Refused: the board is covered")
    pass_curtain(qtbot, window)
    assert window.statusBar().currentMessage() == ""


def test_other_news_keeps_its_time(window) -> None:  # type: ignore[no-untyped-def]
    window.tell("Saved somewhere")
    assert window.session.try_move(CaptainMarker(5)).ok
    assert window.statusBar().currentMessage() == "Saved somewhere"


def test_a_keyboard_move_leaves_no_question_behind(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    view = window.view
    view.setFocus()
    mover = window.scene.keyboard
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if mover.selected is not None and "Kinsman" in mover.selected.accessible_name():
            break
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert "Enter to confirm" in window.statusBar().currentMessage()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.session.state.family("red").pool == 4
    assert window.statusBar().currentMessage() == ""
    assert mover.selected is None


def test_undo_drops_a_piece_selected_by_keyboard(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    assert window.session.try_move(CaptainMarker(5)).ok
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    selected = driver.selected()
    assert selected is not None and driver.lit(selected)
    driver.undo()
    assert driver.selected() is None
    assert not driver.lit(selected)
    assert window.statusBar().currentMessage() == ""


# -- R8.7 by hand, from the keyboard --------------------------------------------------------------------
def test_a_drawn_card_is_placed_with_the_keyboard(qtbot, window, loop) -> None:  # type: ignore[no-untyped-def]
    window.demo.manual_action.setChecked(True)
    _end_actions(window)
    task = until_a_card_waits(window, loop)
    scene, c = window.scene, window.session
    proxy = scene.placing
    right = LifeCard(c.state.characters[proxy.character].rounds)
    wrong = LifeCard.I if right is not LifeCard.I else LifeCard.II
    view = window.view
    view.setFocus()
    mover = scene.keyboard

    def choose(card: LifeCard, pick: bool = True) -> None:
        if pick:
            qtbot.keyClick(view, Qt.Key.Key_Tab)
            assert mover.selected is proxy, "the waiting card is the piece the keyboard selects"
            qtbot.keyClick(view, Qt.Key.Key_Return)
        assert mover.picked, window.statusBar().currentMessage()
        assert {t.target for t in mover.choices} == {LifeCardSpot(card) for card in LifeCard}
        for _ in range(len(mover.choices)):
            if mover.choices[mover.target_index].target == LifeCardSpot(card):
                break
            qtbot.keyClick(view, Qt.Key.Key_Right)
        assert f"under Life card {card.name}" in window.statusBar().currentMessage()
        qtbot.keyClick(view, Qt.Key.Key_Return)

    choose(wrong)
    loop.run_until_complete(asyncio.sleep(0))
    assert not task.done() and scene.placing is proxy  # refused: the card still waits
    assert scene.bubble.rule == "R8.7"
    assert window.statusBar().currentMessage().startswith("Refused — R8.7")
    assert all(t.lit for t in scene.targets if isinstance(t.target, LifeCardSpot))
    choose(right, pick=False)  # a refused drop leaves the card picked up (test_keyboard.py)
    loop.run_until_complete(task)
    assert proxy.character in c.state.under(right) or c.state.log[-1].rule == "R8.7"
    assert window.statusBar().currentMessage() == ""


def test_a_drawn_card_picked_up_with_the_mouse_keeps_the_life_cards_lit(qtbot, window, loop) -> None:  # type: ignore[no-untyped-def]
    window.demo.manual_action.setChecked(True)
    _end_actions(window)
    task = until_a_card_waits(window, loop)
    scene = window.scene
    proxy = scene.placing
    view = window.view
    assert proxy.zValue() > scene.spotlight.zValue()  # the card to place is never dimmed
    wrong = next(t for t in scene.targets if isinstance(t.target, LifeCardSpot) and t.target.card is not LifeCard(
        window.session.state.characters[proxy.character].rounds))
    _press_and_drag(qtbot, window, proxy, wrong.scenePos())  # refused: back beside the row, still on top
    assert scene.placing is proxy and proxy.zValue() > scene.spotlight.zValue()
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(proxy.scenePos()))
    lit = {t.target for t in scene.targets if t.lit}
    assert lit == {LifeCardSpot(card) for card in LifeCard}
    right = LifeCard(window.session.state.characters[proxy.character].rounds)
    spot = next(t for t in scene.targets if t.target == LifeCardSpot(right))
    end = view.mapFromScene(spot.scenePos())
    qtbot.mouseMove(view.viewport(), pos=end)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    loop.run_until_complete(task)


def test_in_the_editor_a_piece_put_back_where_it_stood_leaves_nothing_to_undo(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    before = window.session.state
    undo_before = window.session.undo_stack.count()
    marker = window.scene.bishop_markers["blue"]
    home = marker.pos()
    _press_and_drag(qtbot, window, marker, marker.scenePos() + QPointF(2, 2))
    assert window.session.state == before
    assert window.session.undo_stack.count() == undo_before
    assert marker.pos() == home


def test_the_curtain_drops_a_piece_selected_by_keyboard(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    selected = driver.selected()
    assert selected is not None
    window.peek_action.trigger()  # the curtain comes up for a private peek: the mode changes, the game does not
    assert window.hotseat.curtain.isVisible()
    assert driver.selected() is None and not driver.lit(selected)
    assert window.statusBar().currentMessage() == ""
    pass_curtain(qtbot, window)


def test_a_card_waiting_to_be_placed_stays_free_to_place_when_the_window_renders_again(  # type: ignore[no-untyped-def]
        qtbot, window, loop) -> None:
    """The board takes input for the card drawn by hand (R8.7) while it waits,
    whatever else the window shows meanwhile (here the presentation view,
    turned on as the card waits): the card is still dragged under its Life card."""
    window.demo.manual_action.setChecked(True)
    _end_actions(window)
    task = until_a_card_waits(window, loop)
    scene = window.scene
    proxy = scene.placing
    window.demo.present_action.trigger()  # the window renders again; the step is still under way
    assert window.session.mode.presenting and scene.placing is proxy
    right = LifeCard(window.session.state.characters[proxy.character].rounds)
    spot = next(t for t in scene.targets if t.target == LifeCardSpot(right))
    _press_and_drag(qtbot, window, proxy, spot.scenePos())
    for _ in range(50):
        loop.run_until_complete(asyncio.sleep(0))
        if task.done():
            break
    assert scene.placing is None and task.done(), "the card waiting was placed under its Life card"
    loop.run_until_complete(task)
