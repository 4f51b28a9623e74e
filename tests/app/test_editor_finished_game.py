"""The scenario editor on a finished game: a piece moved keeps the final
standings the board's (R9.2), so the position can be saved and played; and
the refusal bubble shows every line of its text whole."""

from __future__ import annotations

from florenza_gui.board.layout import layout
from florenza_gui.engine.files import editor, saves
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.model.types import Phase


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
    driver.drag(driver.captain_marker(last), spot)
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
