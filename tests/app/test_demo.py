"""The meetup demo: scenarios from the Demo menu, presentation view, log
highlights, R8.7 by hand, and the scenario editor."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDockWidget

from florenza_gui.board.layout import layout
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import list_scenarios
from florenza_gui.engine.model.state import PreacherOn
from florenza_gui.engine.model.types import Kind, LifeCard, Phase
from florenza_gui.engine.rules.targets import (
    CaptainMarkerPiece,
)
from tests.guifixtures import three_humans

# file -> (Captain after, Bishop after, a rule id that must be narrated)
EXPECTED = {
    "captain-tie.json": (None, "red", "R7.1a"),
    "bishop-tie.json": ("red", None, "R7.2a"),
    "nobody-at-3.json": ("blue", None, "R7.2b"),
    "cardinal-reelection.json": (..., "blue", "R7.3"),
    "captain-and-bishop.json": ("green", "green", "D6"),
    "all-tied.json": (None, None, "D5"),
    "last-round-fiorini.json": (..., ..., "R9.3"),
    "empty-bag.json": (..., ..., "D9"),
    "ghost-wraparound.json": (..., ..., "G4"),
}


def entries():  # type: ignore[no-untyped-def]
    return {e.path.name: e for e in list_scenarios()}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_scenario_opens_from_the_demo_menu_and_steps_to_its_outcome(window, name, driver) -> None:  # type: ignore[no-untyped-def]
    window.demo.menu.aboutToShow.emit()
    library = window.demo.menu.actions()[0].menu()
    entry = entries()[name]
    action = next(a for a in library.actions() if a.text() == entry.title)
    action.trigger()
    assert window.session.mode.lesson and window.session.mode.demo
    assert entry.title in window.narration.why.text()
    captain, bishop, rule = EXPECTED[name]
    driver.skip()
    state = window.session.state
    rules = [e.rule for e in state.log]
    assert rule in rules
    if captain is not ...:
        assert state.captain == captain
    if bishop is not ...:
        assert state.bishop == bishop
    if name == "last-round-fiorini.json":
        assert state.phase is Phase.GAME_OVER
        assert window.standings_dock.isVisible()
        assert "Fiorini" in window.standings_model.index(0, 5).data()
    # in the demo, Undo reaches all the way back to the scenario's start, from the final standings too
    driver.undo()
    assert window.session.state == saves.load_path(entry.path)


def test_presentation_view_is_full_screen_with_a_caption_band_and_zoom_presets(window, driver) -> None:  # type: ignore[no-untyped-def]
    window.demo.present_action.trigger()
    assert window.demo.presenting and window.isFullScreen()
    assert window.presentation.band.isVisible()
    docks = {d.objectName(): d.isVisible() for d in window.findChildren(QDockWidget)}
    assert not any(docks.values())
    before = driver.zoom()
    church = next(a for a in window.demo.zoom_actions if a.text() == "Church track")
    church.trigger()
    assert driver.zoom() > before * 1.5
    window.demo.pointer_action.trigger()
    assert driver.pointer_shows()
    window.demo.present_action.trigger()
    assert not window.isFullScreen() and not driver.pointer_shows()
    assert window.narration_dock.isVisible() and not window.presentation.band.isVisible()


def test_clicking_a_log_line_of_the_round_puts_the_cursor_on_its_step(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from florenza_gui.engine.rules.moves import KinsmanToPredicatore

    driver.put_lesson(three_humans())
    c = window.session
    assert driver.move(KinsmanToPredicatore(3))
    driver.end_actions()
    first_row = window.log_model.rowCount()
    for _ in range(12):
        driver.step()
    assert c.step_index == 12
    # the line written by the second step of this end of round that wrote one (a lesson shows the steps
    # that change nothing too: they write none)
    row = first_row + 1
    second = c.timeline.step_of_log_row(row)
    assert second is not None and 2 <= second < 12
    index = window.log_model.index(row, 0)
    where = window.log_view.visualRect(index).center()
    qtbot.mouseClick(window.log_view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert c.step_index == second
    assert window.narration.rule.text() == c.timeline.events[-1].rule
    assert window.narration.progress.text().startswith(f"Step {second} of")
    hole = driver.spotlight()
    assert hole == driver.step_area(c.timeline.events)
    # a line of a move, outside the end of round, moves nothing
    window.log_view.clicked.emit(window.log_model.index(0, 0))
    assert c.step_index == second


def test_r8_7_by_hand_refuses_the_wrong_life_card_and_accepts_the_right_one(window, driver) -> None:  # type: ignore[no-untyped-def]

    window.demo.manual_action.setChecked(True)
    c = window.session
    driver.end_actions()
    proxy = driver.step_until_a_card_waits()
    right = LifeCard(c.state.characters[proxy.character].rounds)
    wrong = LifeCard.I if right is not LifeCard.I else LifeCard.II
    driver.place_drawn(under=wrong)
    bubble = driver.bubble()
    assert bubble is not None
    refusals = [f"{wrong.name}|{bubble[1]}"]
    assert driver.card_waiting() is proxy
    assert bubble[0] == "R8.7"
    driver.place_drawn(under=right)
    assert driver.card_waiting() is None
    assert refusals
    wrong_name, text = refusals[0].split("|", 1)
    assert text.endswith(f"not {wrong_name}")
    assert c.state.log[-1].rule == "R8.7"


def test_the_editor_refuses_a_broken_position_and_saves_a_sound_one(window, driver, tmp_path) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    ed = window.editor
    state = ed.state
    artist = next(cid for ids in state.row for cid in ids if state.characters[cid].kind is Kind.ARTIST)
    driver.drag(driver.tile(artist), layout().predicatore_space(2).center())
    assert ed.state.predicatore[1] == PreacherOn(artist)  # placed freely...
    folder = tmp_path / "scenarios"
    folder.mkdir()
    assert ed.save_as_scenario("Broken", "An Artist preaching", folder) is None  # ...but never saved
    assert "predicatore[1].preacher" in ed.last_refusal and "Artist" in ed.last_refusal
    assert list(folder.iterdir()) == []
    first = layout().life_card(LifeCard.I).center()
    driver.drag(driver.tile(artist), first)
    assert ed.state.predicatore[1] is None
    saved = ed.save_as_scenario("Moved card", "A card moved to I for the class.", folder)
    assert saved is not None
    loaded = saves.load_path(saved)
    assert artist in loaded.under(LifeCard.I)
    assert loaded.scenario is not None and loaded.scenario.title == "Moved card"
    assert [e.title for e in list_scenarios(folder)] == ["Moved card"]


def test_turn_controls_rest_while_the_editor_is_open(window, driver) -> None:  # type: ignore[no-untyped-def]
    assert window.end_turn_action.isEnabled()
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    assert not window.end_turn_action.isEnabled() and not window.pass_action.isEnabled()
    assert window.banner.text().startswith("Scenario editor")
    window.editor.stop()
    assert window.end_turn_action.isEnabled()


def _click_log_row(qtbot, window, row: int) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    index = window.log_model.index(row, 0)
    window.log_view.scrollTo(index)
    qtbot.mouseClick(window.log_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.log_view.visualRect(index).center())


def test_clicking_a_moves_log_line_lights_the_pieces_it_moved(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import BishopMarker, CaptainMarker
    from florenza_gui.engine.rules.targets import BishopMarkerPiece

    c = window.session
    red = c.state.active
    assert driver.move(CaptainMarker(7))
    captain_row = window.log_model.rowCount() - 1
    assert driver.move(BishopMarker(3))
    assert driver.spotlight() is None  # nothing is lit in play
    _click_log_row(qtbot, window, captain_row)
    captain = driver.piece(driver.item_of(CaptainMarkerPiece(red))).area
    assert driver.spotlight() == captain  # rendered from the line's event, where the piece stands now
    _click_log_row(qtbot, window, captain_row + 1)
    assert driver.spotlight() == driver.piece(driver.item_of(BishopMarkerPiece(red))).area
    # the game moves on: the old line is no longer selected, and nothing stays lit
    driver.undo()
    assert not window.log_view.selectionModel().hasSelection()
    assert driver.spotlight() is None


@pytest.mark.parametrize("demo", [True, False])
def test_a_log_line_that_moves_no_cursor_leaves_the_mark_on_the_step_shown(qtbot, window, demo, driver) -> None:  # type: ignore[no-untyped-def]
    """During an end of round the log marks the line of the step at the cursor;
    a click on a line that is no step of it (a move, or any line outside the
    demo) must not leave the mark on that line while the narration shows another."""
    from PySide6.QtCore import Qt


    if demo:
        driver.put_lesson(three_humans())
    c = window.session
    driver.end_actions()
    for _ in range(3):
        driver.step()
    while not c.shown_events:  # (a lesson's step that changes nothing writes no line: the log marks none)
        driver.step()
    last = window.log_model.rowCount() - 1
    assert window.log_view.currentIndex().row() == last
    for row in (0, last - 1):
        jumps_to = c.timeline.step_of_log_row(row) if demo else None
        expected = jumps_to if jumps_to is not None else c.step_index
        index = window.log_model.index(row, 0)
        window.log_view.scrollTo(index)
        qtbot.mouseClick(window.log_view.viewport(), Qt.MouseButton.LeftButton,
                         pos=window.log_view.visualRect(index).center())
        shown = window.log_view.currentIndex().row()
        assert c.step_index == expected
        assert shown == window.log_model.rowCount() - 1, f"the log marks line {shown}, the cursor's is another"
        assert window.log_view.selectionModel().selectedRows() == [window.log_view.currentIndex()]


def test_the_narration_offers_no_step_the_editor_would_refuse(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: with the editor open on a round everyone had passed, the
    narration's Step, Play and Skip were lit and said "the round can end", and a
    click did nothing at all."""
    from PySide6.QtCore import Qt


    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    c = window.session
    driver.end_actions()
    n = window.narration
    assert n.step_button.isEnabled()
    assert driver.start_editor()
    for button in (n.step_button, n.play_button, n.skip_button):
        assert not button.isEnabled(), button.text()
    assert "round can end" not in n.progress.text()
    qtbot.mouseClick(n.step_button, Qt.MouseButton.LeftButton)
    assert c.mode.editing and c.step_index == 0
    window.editor.stop()
    assert n.step_button.isEnabled() and n.play_button.isEnabled() and n.skip_button.isEnabled()


def test_leaving_the_editor_keeps_the_narration_in_the_interface_language(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen in Italian: after "Stop editing" the log read "Rosso sposta il
    suo segnalino Capitano" and the narration beside it "Rosso moves its Captain
    marker": the position entered play as read back from a file, its lines in English."""
    from florenza_gui.app.main import default_game
    from florenza_gui.engine.rules.moves import CaptainMarker

    driver.put(default_game(seed=3, solo=True))  # one human: the editor opens in play (D10)
    window.set_language("it")
    try:
        assert driver.move(CaptainMarker(4))
        italian = window.narration.why.text()
        assert "sposta" in italian
        assert driver.start_editor()
        assert window.editor.stop()
        assert window.narration.why.text() == italian
        assert window.log_model.index(window.log_model.rowCount() - 1).data().endswith(italian)
    finally:
        window.set_language("en")


def test_each_drawn_tile_placed_by_hand_is_the_one_narrated(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: with two tiles drawn in one step, the narration still told
    of Donatello while Filippo Lippi waited beside the row to be placed."""
    driver.start_lesson(entries()["cardinal-reelection.json"].title)
    window.demo.manual_action.setChecked(True)
    c = window.session
    placed: list[tuple[str, str]] = []
    while c.in_sequence or c.ready_to_end_round:
        moved = driver.step()
        while (card := driver.card_waiting()) is not None:
            placed.append((card.name, driver.narration()[1]))
            right = LifeCard(c.state.characters[card.character].rounds)
            driver.place_drawn(right)
            moved = True
        assert moved, "Step did nothing"
    assert len(placed) >= 2
    for name, narrated in placed:
        assert narrated.startswith(name), (name, narrated)


def test_an_editor_drop_it_refuses_names_the_format_field(window, driver) -> None:  # type: ignore[no-untyped-def]
    """A piece dropped where no FORMAT.md field can hold it goes home, and the
    refusal names the field (it said only "that piece cannot be put there")."""
    driver.put_lesson(three_humans())  # a lesson: no editor in hotseat play (D10)
    assert driver.start_editor()
    ed = window.editor
    before = ed.state
    red, blue = before.turn_order[0], before.turn_order[1]
    assert before.families[1].id == blue
    spot = layout().predicatore_space(1).center()
    driver.drag(driver.captain_marker(red), spot)
    assert ed.state is before
    assert driver.bubble_rule() == "FORMAT"
    assert driver.bubble_text().startswith("families[].prestige: ")
    driver.drag(driver.kinsmen(red)[0], layout().pool_area(1).center())  # into Blue's pool
    assert ed.state is before
    assert driver.bubble_text().startswith("pool, predicatore, bishop_card: ")
    assert "own family's pool" in ed.last_refusal
