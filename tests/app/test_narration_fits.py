"""The narration dock at a small window (1024x640, a projector) and a large
one, in English and Italian: through a lesson's whole end of round its parts
never overlap, none is cut by the dock, and every text has the room it needs
(at 1024x640 once: "Step N of 18" painted over the narration's
last line, "Everyone has passed: the round can end" over the lesson's text
and cut at the right, the Italian rule line cut under its heading)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from florenza_gui.app.fitting import EXPLANATION_TYPE
from florenza_gui.app.i18n import clear_language
from florenza_gui.app.narration import Told
from florenza_gui.engine.files.scenarios import list_scenarios
from tests.app.monkey_checks import check_side_text


@pytest.fixture
def english_after(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The language a test chose goes with it: the next test starts in English."""
    yield
    clear_language(qapp)


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def open_lesson(window, name: str) -> None:  # type: ignore[no-untyped-def]
    entry = next(e for e in list_scenarios() if e.path.name == name)
    assert window.demo.open_scenario(entry)


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 900)])
def test_the_narration_panel_parts_never_overlap_through_an_end_of_round(window, driver, size, language,
                                                                       english_after) -> None:  # type: ignore[no-untyped-def]
    window.set_language(language)
    window.resize(*size)
    open_lesson(window, "captain-and-bishop.json")
    settle()
    assert (window.width(), window.height()) == size, "the window takes the size asked for"
    seen = [window.narration.progress.text()]
    assert check_side_text(window) is None, check_side_text(window)
    s = window.session
    assert driver.step()
    steps = s.step_count
    for k in range(1, steps + 1):
        settle()
        seen.append(f"{window.narration.rule.text()} ({window.narration.progress.text()})")
        assert check_side_text(window) is None, (seen[-1], check_side_text(window))
        if k < steps:
            assert driver.step(), (s.step_index, steps, seen)
    # the whole end of round was shown, step by step, to its last
    assert steps > 10 and re.findall(r"\d+", seen[-2].split("(")[1]) == [str(steps - 1), str(steps)], seen
    assert any(seen_step.startswith("D6") for seen_step in seen), seen


def test_a_long_text_scrolls_and_never_hides_the_controls(window) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 640)
    window.narration.render_told(Told("D13", "an uncommonly long explanation of a step, " * 40, index=3, total=18))
    settle()
    assert check_side_text(window) is None, check_side_text(window)
    for button in (window.narration.step_button, window.narration.back_button):
        assert button.visibleRegion().boundingRect() == button.rect(), "the controls show whole"
    # scrolling whatever its type, it is read in the full type (it was set in the smallest, 13 px)
    assert window.narration.why.font().pixelSize() == EXPLANATION_TYPE[2][0]
