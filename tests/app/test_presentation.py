"""The presentation view, for a projector: the board fills at least 80% of
the screen, the narration is a caption band in type sized to the screen,
each zoom preset fills the screen with its area, and leaving restores the
exact layout there was."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtWidgets import QApplication

from florenza_gui.app.narration import Told
from florenza_gui.board.view import fill_rect

STRIPS = ("Prestige track", "Families")  # far wider than a screen: shown in parts


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def present_at(window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window.demo.set_presenting(True, full_screen=False)  # offscreen, the window stands for the screen
    window.resize(*size)
    settle()
    window.fit_action.trigger()  # View ▸ Fit to window


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_board_fills_at_least_80_percent_of_the_screen(window, size) -> None:  # type: ignore[no-untyped-def]
    present_at(window, size)
    assert window.presentation.board_share() >= 0.80
    assert not window.menuBar().isVisible() and not window.statusBar().isVisible()


@pytest.mark.parametrize(("size", "rule_px", "why_px"), [((1920, 1080), 36, 22), ((1280, 720), 24, 15)])
def test_the_caption_reads_from_the_back_of_the_room(window, size, rule_px, why_px, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import Pass

    assert driver.move(Pass())
    present_at(window, size)
    window.narration.render_told(Told("R7.1a", "Red has the most Prestige: Red becomes Captain of the People"))
    settle()
    band = window.presentation.band
    assert band.rule.full_text() == "R7.1a"
    assert band.says.full_text() == window.narration.rule_says.text() != ""
    assert band.why.full_text().startswith("Red has the most Prestige")
    assert band.rule.font().pixelSize() >= rule_px
    assert band.why.font().pixelSize() >= why_px
    assert band.why.text() == band.why.full_text()  # the whole sentence, not elided


def test_a_long_sentence_shrinks_then_grows_the_band_then_scrolls_never_cut(window, driver) -> None:  # type: ignore[no-untyped-def]
    present_at(window, (1280, 720))
    window.narration.render_told(Told("D1", "word " * 400))
    settle()
    band = window.presentation.band
    why = band.why
    shown = driver.sentence()
    assert shown.px == int(why.band_height * why.small)  # the smallest type
    assert shown.shown == shown.full and "…" not in shown.shown  # whole
    assert shown.inside and shown.scroll_bar  # in the band's reach: it scrolls
    assert band.height() == round(720 * 0.30)  # the band grew as far as it may
    window.narration.render_told(Told("D1", "A short sentence again."))
    settle()
    assert band.height() < round(720 * 0.30) and not driver.sentence().scroll_bar  # (back to what it needs)


def test_each_zoom_preset_fills_the_screen_with_its_area(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.demo import zoom_presets

    present_at(window, (1920, 1080))
    viewport = driver.board_viewport()
    for action, preset in zip(window.demo.zoom_actions, zoom_presets(), strict=True):
        name, area = preset.name, preset.area
        action.trigger()
        shown = driver.on_screen_rect(area)
        if name in STRIPS:  # shown from its start, running on past the screen's right edge
            assert viewport.left() - 2 <= shown.left() and shown.right() >= viewport.right(), name
            continue
        assert viewport.adjusted(-2, -2, 2, 2).contains(shown), name  # all of the area is on screen
        fills = max(shown.width() / viewport.width(), shown.height() / viewport.height())
        assert fills >= 0.95, name  # and as large as the screen allows


def test_leaving_restores_the_exact_layout(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 720)
    window.families_dock.raise_()
    settle()
    before = (window.saveState(), window.size(), driver.zoom(),
              window.menuBar().isVisible(), window.families_dock.isVisible(), window.log_dock.isVisible())
    present_at(window, (1920, 1080))
    window.demo.zoom_actions[1].trigger()
    window.demo.present_action.trigger()  # F5 again: leave
    settle()
    after = (window.saveState(), window.size(), driver.zoom(),
             window.menuBar().isVisible(), window.families_dock.isVisible(), window.log_dock.isVisible())
    assert after == before


def test_escape_leaves_the_presentation_view_once_no_piece_is_picked_up(window, driver) -> None:  # type: ignore[no-untyped-def]
    """As in any slide show, Escape leaves the presentation view; but a piece
    picked up from the keyboard is put back first (Escape's meaning on the board)."""
    from PySide6.QtTest import QTest

    window.resize(1280, 720)
    settle()
    before = (window.saveState(), window.size(), window.menuBar().isVisible())
    present_at(window, (1920, 1080))
    driver.focus_board()
    driver.press_on_board(Qt.Key.Key_Tab)  # a piece selected on the board
    assert driver.selected() is not None
    driver.press_on_board(Qt.Key.Key_Escape)
    assert driver.selected() is None and window.session.mode.presenting  # the piece, not the view
    driver.press_on_board(Qt.Key.Key_Escape)
    settle()
    assert not window.session.mode.presenting and not window.demo.present_action.isChecked()
    assert (window.saveState(), window.size(), window.menuBar().isVisible()) == before
    QTest.keyClick(window, Qt.Key.Key_Escape)  # not presenting: Escape changes nothing
    assert not window.session.mode.presenting


def test_the_keys_still_work_with_the_menu_bar_hidden(window) -> None:  # type: ignore[no-untyped-def]
    present_at(window, (1280, 720))
    for action in (window.step_action, window.back_action, window.demo.present_action, *window.demo.zoom_actions):
        assert action in window.actions(), action.text()


@pytest.mark.parametrize(("area", "viewport", "expected"), [
    (QRectF(0, 0, 100, 100), (200, 100), QRectF(0, 0, 200, 100)),  # grown sideways, kept on the board
    (QRectF(700, 400, 200, 100), (100, 100), QRectF(700, 350, 200, 200)),  # grown up and down
    (QRectF(1500, 800, 100, 100), (400, 100), QRectF(1200, 800, 400, 100)),  # pushed back onto the board
])
def test_a_preset_is_grown_to_the_screen_proportions(area, viewport, expected) -> None:  # type: ignore[no-untyped-def]
    assert fill_rect(area, *viewport, QRectF(0, 0, 1600, 900)) == expected


def test_the_command_line_saves_the_presentation_view(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    out = tmp_path / "present.png"
    subprocess.run([sys.executable, "-m", "florenza_gui.app.main", "--screenshot", str(out), "--size", "1280x720",
                    "--presentation", "--seed", "2"], check=True, timeout=120, capture_output=True)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 720)
    # the caption band's dark brown runs along the bottom, the parchment above it
    band = image.pixelColor(640, 715)
    assert band.red() < 80 and band.green() < 60


@pytest.mark.parametrize("text", [
    "word " * 400,
    "A first paragraph, long enough to wrap.\n\n" * 6,  # found on screen: paragraphs overflowed the band
])
def test_the_caption_never_runs_out_of_its_band(window, text) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetrics

    present_at(window, (1280, 720))
    window.narration.render_told(Told("D1", text))
    settle()
    for label in (window.presentation.band.why, window.presentation.band.says):
        box = label.contentsRect()
        needed = QFontMetrics(label.font()).boundingRect(
            0, 0, box.width(), 10_000, Qt.TextFlag.TextWordWrap, label.text())
        assert needed.height() <= box.height(), label.text()[:40]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_rule_id_has_a_column_of_its_own(window, size) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: the rule id was drawn over the sentence beside it."""
    present_at(window, size)
    window.narration.render_told(Told("R7.2b", "No Bishop: nobody reaches 3 on the Church track"))
    settle()
    band = window.presentation.band
    assert band.rule.geometry().right() < band.text_scroll.geometry().left()  # (the texts in their scroll area)
    assert band.rule.geometry().right() < band.says.mapTo(band, QPoint(0, 0)).x()
    assert band.rule.fontMetrics().horizontalAdvance("R7.2b") <= band.rule.width()


def test_a_long_caption_keeps_a_title_apart_from_its_paragraph(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: a scenario's caption read "Who is Cardinal, with two Ghosts at the table?
    Strozzi is Bishop…", the title run into its paragraph once elided. It is shown whole now, the title on
    a line of its own."""
    present_at(window, (1280, 720))
    paragraph = "Who is Cardinal, with two Ghosts at the table?\n\n" + "Strozzi is Bishop this round. " * 40
    window.narration.render_told(Told("Scenario", paragraph))
    settle()
    shown = driver.sentence()
    assert shown.shown == paragraph and shown.inside


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_no_zoom_preset_shows_scroll_bars(window, size, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.demo import zoom_presets

    present_at(window, size)
    for action, preset in zip(window.demo.zoom_actions, zoom_presets(3), strict=True):
        name, area = preset.name, preset.area
        action.trigger()
        settle()
        assert driver.board_scroll_bars() == (False, False), name
        viewport = driver.board_viewport()
        assert viewport.size() == driver.board_geometry()[2].size(), name  # no strip of the screen goes to a bar
        shown = driver.on_screen_rect(area)
        if name in STRIPS:
            continue  # (shown from its start: test_every_zoom_preset_enlarges_its_area_and_shows_what_it_is_for)
        assert viewport.adjusted(-2, -2, 2, 2).contains(shown), name
        assert max(shown.width() / viewport.width(), shown.height() / viewport.height()) >= 0.95, name
    window.demo.present_action.trigger()  # leaving: the everyday view scrolls when zoomed again
    settle()
    assert driver.board_scrolls()


def test_a_zoom_preset_goes_on_filling_the_screen_when_the_window_is_resized(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.demo import zoom_presets

    present_at(window, (1280, 720))
    name, area = zoom_presets()[4].name, zoom_presets()[4].area
    window.demo.zoom_actions[4].trigger()
    window.resize(1920, 1080)  # a projector's screen after the laptop's
    settle()
    viewport = driver.board_viewport()
    shown = driver.on_screen_rect(area)
    assert viewport.adjusted(-2, -2, 2, 2).contains(shown), name
    assert max(shown.width() / viewport.width(), shown.height() / viewport.height()) >= 0.95, name
    window.fit_action.trigger()  # Fit: the whole board again, and it stays fitted
    window.resize(1280, 720)
    settle()
    assert driver.zoom_area() is None and driver.fitted()


def test_the_caption_band_counts_the_steps_as_the_narration_does(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import Pass

    present_at(window, (1920, 1080))
    band = window.presentation.band
    assert not band.counter.isVisible()  # no end of round under way: nothing to count
    for _ in range(3):
        assert driver.move(Pass())
        driver.confirm_curtain()
    for _ in range(3):
        assert driver.step()
    settle()
    total = window.session.step_count
    assert total > 3 and window.session.step_index == 3
    assert band.counter.isVisible() and band.counter.full_text() == f"Step 3 of {total}"
    assert band.counter.full_text() == window.narration.progress.text()
    window.back_action.trigger()  # Back: the count follows the cursor
    settle()
    assert band.counter.full_text() == f"Step 2 of {total}" == window.narration.progress.text()
    assert band.counter.geometry().bottom() <= band.height() and band.counter.text() == band.counter.full_text()
    window.set_language("it")
    settle()
    assert band.counter.full_text() == window.narration.progress.text() == f"Passo 2 di {total}"
    window.set_language("en")


def key_content() -> list[QRectF]:
    """What each zoom preset is for, which it must show whole: the start of
    the Prestige track with its numbers, the Church track, the Life cards, the
    Predicatore spaces, the offices and the turn order with the captions under
    the cards and supplies, the families' boards (three at this table)."""
    from florenza_gui.board.layout import layout

    L = layout()
    offices = QRectF(1100, 128, 452, 32)  # the headings (Round, Round 1 of 7) over the round spaces
    for caption in (L.first_player_label, L.bishop_label, L.muse_label, L.bag_label, L.out_label):
        offices = offices.united(caption)
    return [QRectF(0, 0, 1600, 900), L.prestige_space(0).united(L.prestige_space(9)).adjusted(0, -22, 0, 0),
            L.church_rect, L.life_rect, L.predicatore_space(1).united(L.predicatore_space(L.spaces)),
            offices, L.family_board(0).united(L.family_board(2))]


def at_size(driver, size: tuple[int, int], presenting: bool) -> float:  # type: ignore[no-untyped-def]
    """The window at ``size`` (presenting or not); the whole board's zoom there."""
    window = driver.window
    if presenting:
        present_at(window, size)
    else:
        window.resize(*size)
        settle()
    driver.fit_board()
    return float(driver.zoom())


def press_preset(driver, n: int) -> QRectF:  # type: ignore[no-untyped-def]
    """Alt+``n`` as the presenter presses it; what the board shows then (scene)."""
    from PySide6.QtTest import QTest

    QTest.keyClick(driver.window, Qt.Key(Qt.Key.Key_0 + n), Qt.KeyboardModifier.AltModifier)
    settle()
    return driver.shown_area()


@pytest.mark.parametrize("presenting", [True, False])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_zoom_preset_enlarges_its_area_and_shows_what_it_is_for(window, size, presenting, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on a projector: the Prestige track and the Families, wide strips,
    were enlarged ~1.1x only, the Prestige preset cut off the Church track's
    numbers, and the caption band hid the Muse's and the Out of game captions."""
    from florenza_gui.app.demo import zoom_presets

    whole = at_size(driver, size, presenting)
    for n, (preset, key) in enumerate(zip(zoom_presets(3), key_content(), strict=True), start=1):
        shown = press_preset(driver, n)
        zoom = driver.zoom() / whole
        assert shown.adjusted(-1, -1, 1, 1).contains(key), (preset.name, shown)
        if n > 1:
            assert zoom >= 1.5, (preset.name, zoom)
        if preset.name == "Prestige track":
            assert shown.left() <= 0 and shown.top() <= 0  # from the start, nothing beside it cut
        elif preset.name != "Whole board":
            assert shown.adjusted(-1, -1, 1, 1).contains(preset.area), preset.name  # all of it, its captions too


def five_families(window):  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    seats = [Seating(c, c.title(), Seat.HUMAN if c == "red" else Seat.GHOST)
             for c in ("red", "blue", "green", "yellow", "purple")]
    window.session.replace(new_game(seats, seed=4))
    settle()


@pytest.mark.parametrize("presenting", [True, False])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize(("n", "strip"), [(2, "Prestige track"), (7, "Families")])
def test_a_strip_longer_than_the_screen_is_shown_part_by_part(window, size, presenting, n, strip, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on a projector: Alt+2 showed Prestige spaces 0-15 and Alt+7 two
    family boards, and the rest could not be reached. The same key again shows
    the next part, each part of whole spaces or boards (their numbers shown),
    each beginning with the last whole one of the part before; after the last
    part, the first again."""
    from florenza_gui.app.demo import zoom_presets

    five_families(window)
    whole = at_size(driver, size, presenting)
    preset = zoom_presets(5)[n - 1]
    assert preset.name == strip
    parts: list[list[int]] = []
    first = press_preset(driver, n)
    shown = first
    for _ in range(len(preset.units)):
        zoom = driver.zoom() / whole
        assert 1.5 <= zoom <= 3.0, (strip, zoom)  # as near as the screen's height allows
        assert shown.adjusted(-1, -1, 1, 1).contains(QRectF(shown.left(), preset.area.top(), 1, preset.area.height()))
        seen = [i for i, unit in enumerate(preset.units) if shown.adjusted(-1, -1, 1, 1).contains(unit)]
        cut = [i for i, unit in enumerate(preset.units) if shown.intersects(unit.adjusted(2, 0, -2, 0))
               and i not in seen]
        assert seen and not cut, (strip, shown, seen, cut)  # whole spaces or boards, none cut at an edge
        parts.append(seen)
        if seen[-1] == len(preset.units) - 1:
            break
        shown = press_preset(driver, n)
    assert len(parts) >= 2 and parts[0][0] == 0 and parts[-1][-1] == len(preset.units) - 1
    for before, after in pairwise(parts):
        assert after[0] <= before[-1] < after[-1], parts  # overlapping, nothing between, going on
    assert press_preset(driver, n) == first  # round again to the start
    assert window.demo.preset_shown() == n - 1
