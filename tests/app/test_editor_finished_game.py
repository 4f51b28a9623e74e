"""The scenario editor on a finished game: a piece moved keeps the final
standings the board's (R9.2), so the position can be saved and played; and
the refusal bubble shows every line of its text whole."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from florenza_gui.board.layout import layout
from florenza_gui.engine.files import editor, saves
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.model.types import Phase
from florenza_gui.qt.theme import serif


def finished_lesson(window, driver):  # type: ignore[no-untyped-def]
    entry = next(e for e in list_scenarios() if e.path.name == "last-round-fiorini.json")
    driver.start_lesson(entry.title)
    driver.skip()
    assert window.session.state.phase is Phase.GAME_OVER


def test_editing_a_finished_game_keeps_its_standings_true(window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    finished_lesson(window, driver)
    assert window.editor.start()
    last = c.state.standings.standings[-1].family  # the last family jumps to the lead
    spot = layout().prestige_space(29).center()
    driver.drag(window.scene.captain_markers[last], spot)
    assert c.state.family(last).prestige == 29
    first = c.state.standings.standings[0]
    assert (first.family, first.victory_points, first.place) == (last, 29, 1), "the standings did not follow"
    assert window.standings_model.index(0, 1).data() == c.state.family(last).name, "the dock shows stale standings"
    assert editor.validate(c.state) is not None  # a file holds it
    saved = window.editor.save_as_scenario("Finished", "", tmp_path)
    assert saved is not None and saves.load_path(saved).standings == c.state.standings
    c.undo()  # the edit undone, the standings with it
    assert c.state.standings.standings[0].family != last
    assert window.editor.stop(), f"Stop editing refused: {window.editor.last_refusal}"
    assert c.state.phase is Phase.GAME_OVER


def test_the_refusal_bubble_shows_its_whole_text(window) -> None:  # type: ignore[no-untyped-def]
    bubble = window.scene.bubble
    text = ("Cannot play this position: standings.standings[1].victory_points: blue ends with its Captain "
            "marker at 29, so it has 29 Victory Points, not 0 (R9.2)")
    bubble.show_message(QPointF(800, 450), "FORMAT", text)
    shown = text[:1].upper() + text[1:]  # as the bubble writes it, 440 wide, 14 inside each side
    needed = QFontMetricsF(serif(17)).boundingRect(
        QRectF(0, 0, 440 - 28, 10_000), int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), shown)
    assert needed.height() > 2 * QFontMetricsF(serif(17)).lineSpacing(), "(a message of three lines or more)"
    inner = bubble._rect.adjusted(14, 6 + 28, -14, -6)  # below the heading
    assert inner.height() >= needed.height(), "the bubble cuts its last line"
    assert window.scene.sceneRect().contains(bubble.sceneBoundingRect().adjusted(10, 10, -24, -10))
    bubble.show_message(QPointF(800, 890), "FORMAT", text)  # low on the board: the whole bubble stays on it
    assert bubble.mapRectToScene(bubble._rect).bottom() <= 900
