"""A mark reads at a glance: right in green, wrong in red, as well as in its words."""

from __future__ import annotations

from florenza_gui.app.predictpanel import MARK_RIGHT, MARK_WRONG
from tests.app.test_predict import wrong

BAG = "One tile left in the bag"


def test_a_right_mark_is_green_and_a_wrong_one_red(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.predict()
    driver.start_lesson(BAG)
    families = [f.id for f in window.session.state.families]
    marks: list[tuple[str, str]] = []
    while len(marks) < 2:
        q = driver.asked()
        if q is None:
            assert driver.step(), "the lesson ended before two questions were asked"
            continue
        driver.answer(q.answer if not marks else wrong(q, families))
        marks.append((driver.predict_said(), driver.mark_ink()))
    (said_right, ink_right), (said_wrong, ink_wrong) = marks
    assert said_right.startswith("Right") and ink_right == MARK_RIGHT
    assert said_wrong.startswith("Not quite") and ink_wrong == MARK_WRONG
