"""Predict mode answered on the board, with the drag and the click of play: every kind of question answered
right and wrong through the mouse on the real window (the Turn Order markers dragged onto the track, the
characters' cards and the cards just drawn dragged to a Life card's column, a Ghost's markers and Kinsman
dragged to their spaces, the families and the characters clicked) and marked; the board shows the answer
composed and the panel's fields say the same, whichever of the two composed it; once answered, every piece
stands where the game has it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from PySide6.QtCore import QPointF

from florenza_gui.engine.lessons.predict import Answer, Ask, GhostOutcome, Question, Winner
from florenza_gui.engine.model import places
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.types import LifeCard
from tests.app.test_predict import CARDINAL, LAST_ROUND, every_question, wrong

# what each lesson asks once it names no questions: between them, every kind
ASKED = {CARDINAL: set(Ask) - {Ask.WINNER},
         LAST_ROUND: {Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL, Ask.TURN_ORDER, Ask.WINNER}}
DRAGGED = (Ask.TURN_ORDER, Ask.CARD_MOVES, Ask.DRAW_UNDER, Ask.GHOST_MOVES)


def on_board(driver: Any, q: Question, given: Answer) -> object:
    """What the board shows of the answer ``given`` to ``q``, read as the board stands."""
    if q.ask is Ask.TURN_ORDER:
        return tuple(driver.turn_order_on_board())
    if isinstance(given, Mapping):
        return {c: driver.column_on_board(c) for c in given}
    if isinstance(given, GhostOutcome):
        return driver.ghost_on_board(q.family)
    return driver.outlined()  # the families or characters picked, outlined


def as_board_shows(q: Question, given: Answer, spaces: int = 40) -> object:
    """``given`` as the board shows it: the order, the Life cards, a Ghost's pieces by the places they stand on,
    or how many families or characters are outlined as picked."""
    if q.ask is Ask.GHOST_MOVES:
        assert isinstance(given, GhostOutcome)
        kinsman = places.predicatore(given.kinsman) if given.kinsman else places.pool(q.family or "")
        return places.prestige(given.captain % spaces), places.church(given.bishop), kinsman
    if q.ask in (Ask.TURN_ORDER, Ask.CARD_MOVES, Ask.DRAW_UNDER):
        return given if isinstance(given, tuple) else dict(given)  # type: ignore[arg-type]
    if q.ask is Ask.LEAVING:
        assert isinstance(given, frozenset)
        return len(given)
    if q.ask is Ask.WINNER:
        assert isinstance(given, Winner)
        return len(given.families)
    return 1  # the family picked, or Nobody: the office's card


def game_on_board(driver: Any, window: Any, q: Question) -> None:
    """Every piece ``q`` is about stands where the game on the table has it."""
    state = window.session.state
    if q.ask is Ask.TURN_ORDER:
        assert driver.turn_order_on_board() == list(state.turn_order)
    elif isinstance(q.answer, Mapping):
        for c in q.answer:
            assert driver.column_on_board(c) == state.life_card_of(c), c
    elif q.ask is Ask.GHOST_MOVES and q.family is not None:
        ghost = state.family(q.family)
        captain, bishop, _ = driver.ghost_on_board(q.family)
        assert (captain, bishop) == (places.prestige(ghost.prestige % 40), places.church(ghost.church))


@pytest.mark.parametrize("right", [True, False], ids=["right", "wrong"])
@pytest.mark.parametrize("lesson", [CARDINAL, LAST_ROUND])
def test_every_kind_of_question_answered_on_the_board_right_and_wrong_is_marked(  # type: ignore[no-untyped-def]
        window, driver, lesson: str, right: bool) -> None:
    assert set().union(*ASKED.values()) == set(Ask)
    driver.predict()
    driver.start_lesson(every_question(lesson))
    s = window.session
    families = [f.id for f in s.state.families]
    waiting: list[Question] = []
    said: list[tuple[Question, str]] = []
    while s.in_sequence or s.ready_to_end_round:
        q = driver.asked()
        if q is None:
            assert driver.step() or driver.asked() is not None
        else:
            given = q.answer if right else wrong(q, families)
            driver.compose(q.ask, given)
            assert driver.composed() == given, q.ask  # the panel says what the board was told
            assert on_board(driver, q, given) == as_board_shows(q, given), q.ask  # and the board shows it
            driver.press_answer()
            game_on_board(driver, window, q)  # answered: the pieces where the game has them, the step shown
            waiting.append(q)
        for q in [q for q in waiting if q.through + 1 == s.step_index or not s.in_sequence]:
            said.append((q, driver.predict_said()))
            waiting.remove(q)
    assert {q.ask for q, _ in said} == ASKED[lesson]
    for q, text in said:
        if right:
            assert "Right: " in text, (q.ask, text)
        else:
            # (a Ghost's card: named by the rule of the piece said wrongly, its Captain marker's G2)
            rule = Rule.G2 if q.ask is Ask.GHOST_MOVES else q.rule
            assert f"Not quite ({rule}). You said: " in text and "The rule did: " in text, (q.ask, text)
    marks: dict[Ask, str] = {}
    for q, text in said:
        marks.setdefault(q.ask, text)  # (the first Ghost's card)
    if lesson == CARDINAL and not right:
        assert "You said: Strozzi, Medici, Pazzi, Albizzi. The rule did: Medici, Strozzi, Pazzi, Albizzi." in marks[
            Ask.TURN_ORDER]
        assert "You said: Captain marker on 12, Bishop marker on 5, its Kinsman on space 1. The rule did: Captain " \
               "marker on 11, Bishop marker on 5, its Kinsman on space 1." in marks[Ask.GHOST_MOVES], marks
    n = len(said)
    summed = driver.predict_said()
    assert (f"{n} of {n} right first time" if right else f"0 of {n} right first time ({n} wrong)") in summed


def to_question(driver: Any, ask: Ask) -> Question:
    """Step on (each question before it shown) to the first question of kind ``ask``."""
    while (q := driver.asked()) is None or q.ask is not ask:
        if q is not None:
            driver.show_me()
        else:
            assert driver.step() or driver.asked() is not None, f"no question of {ask} in this end of round"
    return q


def test_the_turn_order_dragged_on_the_track_and_ordered_in_the_panel_say_the_same(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(every_question(CARDINAL))
    q = to_question(driver, Ask.TURN_ORDER)
    assert isinstance(q.answer, tuple)
    before = list(window.session.state.turn_order)
    assert driver.turn_order_on_board() == before == list(driver.composed())
    last = before[-1]
    rows = {places.turn(n) for n in range(1, len(before) + 1)}
    driver.carry(driver.turn_marker(last), places.turn(1), release=False)
    assert driver.lit_for_answer() == rows and driver.answer_aimed() == places.turn(1)
    driver.release_at(driver.answer_places()[places.turn(1)].scenePos())
    assert driver.composed() == (last, *before[:-1])
    assert driver.turn_order_on_board() == [last, *before[:-1]]
    driver.compose_in_panel(Ask.TURN_ORDER, q.answer)  # the list ordered with Up: the markers follow
    assert driver.turn_order_on_board() == list(q.answer)
    first = q.answer[0]
    driver.carry(driver.turn_marker(first), places.turn(2), release=False)
    driver.release_at(driver.family_board(first).scenePos())  # let go off the track: back in its place
    assert driver.composed() == q.answer and driver.turn_order_on_board() == list(q.answer)
    assert driver.lit_for_answer() == set() and driver.answer_aimed() is None
    driver.click(driver.turn_marker(first))  # a click is no drop
    assert driver.composed() == q.answer and driver.turn_order_on_board() == list(q.answer)
    driver.show_me()  # shown, not answered: the markers where the game has them
    assert driver.turn_order_on_board() == list(window.session.state.turn_order)
    assert driver.answer_places() == {}


def test_cards_and_a_ghost_composed_in_the_panel_show_on_the_board_and_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(every_question(CARDINAL))
    q = to_question(driver, Ask.CARD_MOVES)
    assert isinstance(q.answer, Mapping)
    moved = next(iter(q.answer))
    driver.compose_in_panel(Ask.CARD_MOVES, {moved: LifeCard.VI})  # a Life card chosen with the keyboard
    assert driver.column_on_board(moved) is LifeCard.VI
    driver.carry(driver.card(moved), places.life(LifeCard.IV))  # and dragged: the panel follows
    assert driver.composed() is not None and driver.composed()[moved] is LifeCard.IV
    assert driver.column_on_board(moved) is LifeCard.IV
    driver.hint()
    driver.hint()  # the numbers the rule compares, lit where the cards stand now
    assert driver.piece(driver.card(moved)).area.getRect() in {h.getRect() for h in driver.spotlights()}
    driver.carry(driver.card(moved), places.life(LifeCard.V))
    assert driver.piece(driver.card(moved)).area.getRect() in {h.getRect() for h in driver.spotlights()}
    driver.show_me()
    q = to_question(driver, Ask.DRAW_UNDER)
    drawn = list(q.given)
    assert all(driver.column_on_board(c) is None and driver.card_shown(c) for c in drawn)  # beside the row
    assert driver.composed() is None  # (no Life card yet)
    driver.carry(driver.card(drawn[0]), places.life(LifeCard.II))
    assert driver.column_on_board(drawn[0]) is LifeCard.II and driver.column_on_board(drawn[1]) is None
    driver.compose_in_panel(Ask.DRAW_UNDER, {drawn[1]: LifeCard.I})
    assert driver.column_on_board(drawn[1]) is LifeCard.I
    driver.show_me()
    q = to_question(driver, Ask.GHOST_MOVES)
    assert q.family is not None
    said = GhostOutcome(q.answer.captain + 2, q.answer.bishop, 3) if isinstance(q.answer, GhostOutcome) else None
    assert said is not None
    driver.compose_in_panel(Ask.GHOST_MOVES, said)  # numbers typed: the pieces move
    assert driver.ghost_on_board(q.family) == as_board_shows(q, said)
    driver.carry(driver.answer_kinsman(q.family), places.pool(q.family))  # the Kinsman back: none
    assert driver.composed() == said._replace(kinsman=None)
    driver.show_me()
    game_on_board(driver, window, q)


def test_a_hotseat_game_asks_only_about_steps_everyone_has_seen(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Several people at the table: the live end of round asks nothing and offers no piece to carry, stepped
    on or back; the review of it, once it is over, asks about its steps, all of which everyone has seen (its
    drawn tile among them), and offers the pieces to carry."""
    s = window.session
    driver.predict()
    driver.end_actions()
    while s.in_sequence or s.ready_to_end_round:
        assert driver.asked() is None and driver.question() is None and driver.answer_places() == {}
        live = s.step_index
        while driver.back():
            assert driver.asked() is None and driver.answer_places() == {}
        while s.step_index < live:
            assert driver.step()
        if not driver.step():
            break
    driver.confirm_curtain()
    assert driver.asked() is None and driver.question() is None  # the next round: nothing asked in play
    assert driver.review()
    asked: list[Question] = []
    while (q := driver.asked()) is not None or driver.step():
        if q is not None:
            asked.append(q)
            assert driver.question() and (driver.answer_places() != {}) == (q.ask in DRAGGED)
            driver.show_me()
    assert {Ask.TURN_ORDER, Ask.CARD_MOVES, Ask.DRAW_UNDER} <= {q.ask for q in asked}
    driver.close_review()
    assert driver.asked() is None and driver.question() is None and driver.answer_places() == {}


def test_in_the_presentation_view_the_rooms_order_is_dragged_on_the_board(window, driver) -> None:  # type: ignore[no-untyped-def]
    from tests.app.test_predict_room import BISHOP_TIE, clicker_to_the_next_question, present_at

    driver.predict()
    driver.start_lesson(BISHOP_TIE)
    present_at(window, (1920, 1080))
    s = window.session
    clicker_to_the_next_question(driver)
    driver.clicker()  # the Captain: answered aloud
    clicker_to_the_next_question(driver)
    q = driver.asked()
    assert q is not None and q.ask is Ask.TURN_ORDER and isinstance(q.answer, tuple)
    driver.compose(Ask.TURN_ORDER, q.answer)  # the presenter drags the markers as the room says
    order = ", ".join(s.state.name(f) for f in q.answer)
    assert driver.band()["room"].startswith(f"The room says: {order}.")
    assert driver.turn_order_on_board() == list(q.answer)
    driver.clicker()  # revealed: the markers where the game has them, the room's order marked once shown whole
    assert driver.turn_order_on_board() == list(s.state.turn_order) and driver.answer_places() == {}
    while s.step_index <= q.through:
        driver.clicker()
    assert driver.band()["says"] == f"Right: {order}."


def test_nobody_is_answered_with_a_click_on_the_offices_card(window, driver) -> None:  # type: ignore[no-untyped-def]
    """The Captain's question is answered Nobody with a click on the First Player card, the Bishop's and the
    Cardinal's on the Bishop card: while the question waits the card's tooltip (and name) says so, a click on it
    chooses Nobody in the panel and outlines the card as a family picked is, and the answer is marked."""
    driver.predict()
    driver.start_lesson(every_question(CARDINAL))
    for ask, card in ((Ask.CAPTAIN, "First Player card"), (Ask.BISHOP, "Bishop card"),
                      (Ask.CARDINAL, "Bishop card")):
        q = to_question(driver, ask)
        office = driver.nobody_card()
        art = office.lit_area()  # (its left: Kinsmen on the Bishop card stand on its right)
        said = driver.tooltip_over(office, QPointF(art.left() + 20, art.center().y()))
        assert said.startswith(card) and "nobody" in said, (ask, said)
        assert driver.piece_name(office) == said
        assert driver.outlined() == 0
        driver.click(office)
        assert driver.outlined() == 1 and driver.composed() is None  # Nobody chosen, the card outlined
        driver.press_answer()
        while window.session.step_index <= q.through:
            driver.step()
        mark = driver.predict_said()
        assert ("Right: nobody." if q.answer is None else f"Not quite ({q.rule}). You said: nobody.") in mark, mark
    assert driver.piece_name(office) == "Bishop card"  # (answered: the card is named as ever)


def test_a_piece_the_question_does_not_cover_is_refused_naming_the_pieces_that_answer_it(window, driver) -> None:  # type: ignore[no-untyped-def]
    """While a Ghost's card waits to be answered, another family's Kinsman dragged is refused by the question,
    which names the pieces that answer it, and by no rule (no end of round's D10)."""
    driver.predict()
    driver.start_lesson(every_question(CARDINAL))
    q = to_question(driver, Ask.GHOST_MOVES)
    state = window.session.state
    other = next(f for f in state.turn_order if f != q.family and state.family(f).pool)
    kinsman = next(k for k in driver.kinsmen(other) if k.place == places.pool(other))
    driver.drag(kinsman, driver.place(places.predicatore(1)).scenePos())
    ghost = state.name(q.family or "")
    assert driver.bubble() == ("", f"a question waits for your answer: drag {ghost}'s Captain marker, Bishop "
                                   f"marker and Kinsman where {ghost}'s Ghost card sends them, or type the numbers "
                                   "in the Predict panel")
    assert driver.asked() == q  # still waiting


def test_while_a_question_waits_the_board_lights_nothing_of_the_step_before(window, driver) -> None:  # type: ignore[no-untyped-def]
    """The step before a question is lit while nothing waits; once the question waits the board is not dimmed
    (the whole position is read to answer it), until its second hint lights the numbers its rule compares."""
    driver.predict()
    driver.start_lesson(every_question(CARDINAL))
    while (q := driver.asked()) is None or q.ask is not Ask.LEAVING:
        if q is not None:
            driver.show_me()
        else:
            driver.step()
            if driver.asked() is None and window.session.step_index:
                assert driver.spotlights(), "a step shown with nothing waiting lights what it did"
    assert window.session.step_index > 0 and driver.spotlights() == ()  # (not the step before: R8.4's spaces)
    driver.hint()
    assert driver.spotlights() == ()
    driver.hint()
    cards = {driver.piece(driver.card(c)).area.getRect() for under in window.session.state.row for c in under}
    assert {h.getRect() for h in driver.spotlights()} == cards  # the characters' cards, whose rounds it reads


def test_a_card_just_drawn_shows_its_tile_on_it_while_the_draw_is_asked(window, driver) -> None:  # type: ignore[no-untyped-def]
    """The draw's question shows each card drawn with the tile drawn with it on its spot (never an empty circle),
    waiting beside the row and once carried under a Life card."""
    driver.predict()
    driver.start_lesson(every_question(CARDINAL))
    q = to_question(driver, Ask.DRAW_UNDER)

    def tile_on_card(character: str) -> bool:
        card, tile = driver.piece(driver.card(character)), driver.piece(driver.tile(character))
        return card.shows and tile.shows and card.area.contains(tile.area)

    assert all(tile_on_card(c) for c in q.given), q.given
    first = next(iter(q.given))
    driver.carry(driver.card(first), places.life(LifeCard.II))
    assert driver.column_on_board(first) is LifeCard.II and tile_on_card(first)
