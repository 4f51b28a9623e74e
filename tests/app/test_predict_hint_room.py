"""A hint shown under a question leaves its answers in sight: at 1280×720, in the everyday window, the
question and every answer to pick are read at once, the hint begun under them (the hint pushed the choices
below the panel's edge, and the class could not see them)."""

from __future__ import annotations

import pytest

TITLES = {"en": "Everyone tied: who is elected?", "it": "Tutti alla pari: chi viene eletto?"}


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_choices_stay_in_sight_under_the_hints(window, driver, language) -> None:  # type: ignore[no-untyped-def]
    window.set_language(language)
    try:
        window.resize(1280, 720)
        driver.predict()
        driver.start_lesson(TITLES[language])
        assert not driver.step(), "the end of round begins with a question"
        assert driver.asked() is not None
        for _ in range(2):
            driver.hint()
            sight = driver.question_in_sight()
            assert driver.hint_text() and sight["question"] and sight["buttons"] and sight["hint_begins"], sight
            assert sight["fields"], ("an answer out of sight under the hint", sight)
    finally:
        window.set_language("en")
