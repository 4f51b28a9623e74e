"""A scenario's introduction in the presentation view is read whole: the
caption band grows for it (never past 30% of the screen, the board still
whole above it) rather than cut it after three lines, in English and in
Italian, at 1280x720 and at 1920x1080; the first step gives the band its own
height back (or what the step's words need in the band's smallest type)."""

from __future__ import annotations

import pytest

from florenza_gui.app.caption import FLOOR
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.files.scenariowords import translations


@pytest.fixture(autouse=True)
def english_again(window):  # type: ignore[no-untyped-def]
    yield
    window.set_language("en")


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_lesson_introduction_is_read_whole(window, driver, size, language) -> None:  # type: ignore[no-untyped-def]
    if language != "en":
        window.set_language(language)
    driver.present(size)
    for entry in list_scenarios():
        name = entry.path.name
        driver.start_lesson(translations(language)[entry.bundled].title if language != "en" else entry.title)
        shown = driver.sentence()
        assert "…" not in shown.shown and shown.shown == shown.full, f"{name}: the introduction is cut"
        assert shown.inside and not shown.scroll_bar, f"{name}: the introduction runs out of the band"
        band = driver.band_area()
        assert band.height() <= 0.30 * size[1] + 1
        assert driver.board_on_screen().bottom() <= band.top() + 1  # the board whole above it
        assert driver.step()
        # the band's own height again, or as high as the step's words need in the band's smallest type
        base = round(size[1] * 0.095)
        texts = [t for t in driver.band_texts() if t.name in ("says", "why")]
        assert driver.band_area().height() == base or all(t.px == int(base * FLOOR) for t in texts), texts
        assert driver.band_area().height() < band.height()
