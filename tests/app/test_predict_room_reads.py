"""Predict mode for a room reads whole: in the presentation view each step the clicker shows stands in the
band, its sentence and its mark, until the next Page Down, which then asks the question waiting after it (Play
stops there too); every text of the band is whole and in type read from the back of the room; the lesson's
closing paragraph comes with the summary; and the room's answer is entered in a box beside the board, in the
band's type, every choice in sight, over no family's board. The everyday window shows the mark above the
next question."""

from __future__ import annotations

import pytest

from florenza_gui.engine.lessons.predict import Ask
from florenza_gui.qt.theme import serif_family
from tests.driver_present import BandText

from .test_predict import wrong

BAG = "One tile left in the bag"  # asks who leaves, then at once where the cards go, then where the drawn tile goes
# the turn order is asked right after R7.1d, the Bishop right after R7.1e
BISHOP_TIE = "Level at the top of the Church track: who is Bishop?"
SCREEN = (1920, 1080)
FLOOR_PX = 28  # the least type of the band at 1920x1080, read from the back of a room
LESSONS = (BISHOP_TIE, BAG, "Where do the Ghosts' Kinsmen go?", "The last round: who wins?",
           "Highest on both tracks: who holds which office?")  # every kind of question between them


def read_whole(texts: list[BandText]) -> bool:
    """Every text of the band whole (none elided, every line in reach) and in the room's type."""
    return bool(texts) and all(t.whole and t.shown == t.full and t.px >= FLOOR_PX for t in texts)


def test_a_mark_stands_in_the_band_until_the_next_page_down_asks_the_next_question(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(BAG)
    driver.present(SCREEN)
    s = window.session
    families = [f.id for f in s.state.families]
    seen: list[tuple[int, dict[str, str]]] = []

    def press() -> dict[str, str]:
        driver.clicker()
        seen.append((s.step_index, driver.band()))
        return seen[-1][1]

    while driver.asked() is None:
        press()
    leaving = driver.asked()
    assert leaving is not None and leaving.ask is Ask.LEAVING
    (taken, read), (asked_at, _) = seen[-2:]  # the step just taken, read before its question replaced it
    assert taken == asked_at == leaving.step and read["why"] and not read["question"], seen[-2:]
    driver.compose(leaving.ask, wrong(leaving, families))
    band = press()  # revealed: the step, and the room's answer marked
    assert s.step_index == leaving.step + 1 and driver.asked() is None
    assert band["head"] == "R8.5" and band["says"].startswith("Not quite (R8.5). You said: "), band
    assert "leave the game" in band["why"] and not band["question"]  # the step's own sentence
    band = press()  # the next Page Down asks the question waiting, the step not moved on
    moves = driver.asked()
    assert moves is not None and moves.ask is Ask.CARD_MOVES and s.step_index == leaving.step + 1
    assert band["question"] == "Under which Life card does each character's card end?"
    driver.room_answer_box()
    driver.compose_in_panel(moves.ask, wrong(moves, families))
    band = press()
    assert band["head"] == "R8.6" and band["says"].startswith("Not quite (R8.6). You said: "), band
    assert "The rule did: " in band["says"] and driver.asked() is None
    assert read_whole(driver.band_texts())  # where the cards went, said whole
    band = press()
    draw = driver.asked()
    assert draw is not None and draw.ask is Ask.DRAW_UNDER and band["question"].startswith("Drawn from the bag: ")


@pytest.mark.parametrize("lesson", [BISHOP_TIE, BAG])
def test_the_room_sees_every_step_on_the_way_to_a_question(window, driver, lesson) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(lesson)
    driver.present(SCREEN)
    s = window.session
    read: dict[int, str] = {}  # each step the band showed, by the rule it named
    count = 0
    while True:
        driver.clicker()  # (a question waiting is answered aloud)
        band = driver.band()
        if not s.in_sequence:  # the last step, read before the summary
            read[count] = band["head"]
            break
        count = s.step_count
        if not band["question"]:
            read[s.step_index] = band["head"]
    assert set(read) == set(range(1, count + 1)) and "Predict" not in read.values(), read
    driver.clicker()
    assert driver.band()["head"] == "Predict" and driver.band()["says"].startswith("0 of ")  # the summary
    if lesson == BISHOP_TIE:
        assert {"R7.1d", "R7.1e"} <= set(read.values()), read  # each read before the question after it


def test_play_stops_on_the_step_before_a_question_for_the_room_to_read(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(BISHOP_TIE)
    driver.present(SCREEN)
    s = window.session
    driver.clicker()  # the end of round begins: the Captain is asked before its first step
    captain = driver.asked()
    assert captain is not None and captain.ask is Ask.CAPTAIN
    driver.clicker()  # answered aloud, revealed
    driver.play()  # on to the step the turn order is asked after: the room reads it first
    at = s.step_index
    assert driver.asked() is None and driver.band()["head"] == "R7.1d" and not s.mode.playing
    driver.clicker()
    order = driver.asked()
    assert order is not None and order.ask is Ask.TURN_ORDER and s.step_index == at


def test_the_summary_comes_with_the_lessons_closing_paragraph(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(BAG)
    driver.present(SCREEN)
    s = window.session
    driver.clicker()
    while s.in_sequence:
        driver.clicker()  # (each question answered aloud)
    driver.clicker()  # the last step read, how the room did
    band = driver.band()
    closing = s.state.scenario.closing
    assert band["head"] == "Predict" and band["says"].startswith("0 of 3 right first time"), band
    assert closing and band["why"].endswith(f"\n\n{closing}"), band


def test_the_room_answer_box_stands_beside_the_board_every_choice_whole(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(BISHOP_TIE)
    driver.present(SCREEN)
    s = window.session
    asked = []
    for _ in range(30):
        q = driver.asked()
        if q is not None:
            asked.append(q.ask)
            driver.room_answer_box()
            driver.hint()  # (its words above the choices: they stay whole)
            box = driver.answer_box()
            assert box is not None and not box.hidden, (q.ask, box)
            assert box.px >= FLOOR_PX, (q.ask, box.px)
            assert box.typefaces == {serif_family()}, (q.ask, box.typefaces)  # the band's type, as on the board
            over = [f for f, area in driver.family_boards_in_window().items() if area.intersects(box.area)]
            assert not over, (q.ask, over)
        driver.clicker()
        if not s.in_sequence:
            break
    assert asked == [Ask.CAPTAIN, Ask.TURN_ORDER, Ask.BISHOP]
    assert driver.answer_box() is None and driver.board_geometry()[1].width() == SCREEN[0]  # put away: the board back


def test_every_text_of_the_band_and_the_answer_box_reads_whole_from_the_back_of_the_room(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Each kind of question, the room's answer (a hint shown, then a wrong answer entered in the box beside
    the board), its mark, each step, and each lesson's summary with its closing paragraph (and, from the
    second lesson on, what comes back for review)."""
    driver.predict()
    asked: set[Ask] = set()
    for lesson in LESSONS:
        driver.start_lesson(lesson)
        driver.present(SCREEN)
        s = window.session
        families = [f.id for f in s.state.families]
        begun = False
        for _ in range(80):
            q = driver.asked()
            if q is not None:
                asked.add(q.ask)
                driver.room_answer_box()
                driver.hint()
                assert driver.band()["room"] and read_whole(driver.band_texts()), driver.band_texts()  # the hint
                driver.compose_in_panel(q.ask, wrong(q, families))
                box = driver.answer_box()
                assert box is not None and not box.hidden, (q.ask, box)
                assert box.px >= FLOOR_PX, (q.ask, box.px)
                over = [f for f, area in driver.family_boards_in_window().items() if area.intersects(box.area)]
                assert not over, (q.ask, over)
                assert driver.band()["room"].startswith("The room says: ")
            assert read_whole(driver.band_texts()), (lesson, driver.band_texts())
            if begun and not s.in_sequence:
                break
            driver.clicker()
            begun = begun or s.in_sequence
        marks = driver.band()["says"]  # the last step, and a mark shown there (the winner's)
        assert not marks.startswith("0 of ") and ("Not quite" in marks) == (lesson == LESSONS[3]), marks
        driver.clicker()  # the summary
        assert read_whole(driver.band_texts()), (lesson, driver.band_texts())
        band = driver.band()
        closing = s.state.scenario.closing
        assert closing and band["why"].endswith(f"\n\n{closing}"), band  # the lesson's last word, in the band
        assert band["says"].startswith("0 of "), band
        assert lesson == LESSONS[0] or "what you missed in an earlier lesson: " in band["says"], band  # (whole)
        driver.leave_presenting()
    assert asked == set(Ask)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_window_shows_the_mark_whole_then_step_asks_the_next_question(window, driver, size) -> None:  # type: ignore[no-untyped-def]
    """In the everyday window the step that marks an answer is read with its mark whole (the question after it
    kept back, the panel saying Step asks it); Step then asks it, its fields in sight."""
    window.resize(*size)
    driver.predict()
    driver.start_lesson(BAG)
    families = [f.id for f in window.session.state.families]
    while driver.asked() is None:
        driver.step()
    leaving = driver.asked()
    assert leaving is not None
    driver.answer(wrong(leaving, families))
    assert driver.asked() is None  # kept back while the mark is read
    assert driver.predict_said().startswith("Not quite (R8.5). You said: ")
    assert driver.question_in_sight()["mark"]
    assert driver.step()  # asks the question kept back, the position where it was
    moves = driver.asked()
    assert moves is not None and moves.ask is Ask.CARD_MOVES
    sight = driver.question_in_sight()
    assert sight["question"] and sight["first_field"], sight
