"""The board shows what the state says: every component, fanned ties, laps,
hidden bag; it scales from 1280x720 to 4K and zooms."""

from __future__ import annotations

from dataclasses import replace

import pytest

from florenza_gui.board.characters import CharacterCardItem, TileItem
from florenza_gui.board.layout import layout
from florenza_gui.board.pieces import KinsmanItem, MarkerItem
from florenza_gui.board.printed import prestige_number
from florenza_gui.board.scene import BoardScene
from florenza_gui.engine.model.places import PredicatoreSpace
from florenza_gui.engine.model.state import KinsmanOn
from florenza_gui.qt.modes import Mode, Shown
from tests.guifixtures import three_humans


@pytest.fixture
def scene(qapp):  # type: ignore[no-untyped-def]
    state = three_humans()
    board = BoardScene(lambda: Shown(state, None, Mode()))
    board.set_game(state)
    return board


def test_every_family_has_its_markers_kinsmen_and_board(scene) -> None:  # type: ignore[no-untyped-def]
    state = scene.state
    markers = [i for i in scene.items() if isinstance(i, MarkerItem)]
    assert len(markers) == 3 * len(state.families) + 1  # Captain, Bishop, Turn Order + the round marker
    assert sum(isinstance(i, KinsmanItem) for i in scene.items()) == 5 * len(state.families)
    assert set(scene.boards) == {f.id for f in state.families}
    cards = [i for i in scene.items() if isinstance(i, CharacterCardItem) and i.isVisible()]
    assert len(cards) == 6  # D1: six characters dealt to the row
    tiles = [i for i in scene.items() if isinstance(i, TileItem) and i.isVisible()]
    assert len(tiles) == 6  # the bag shows nobody


@pytest.mark.parametrize("tied", [("red", "blue"), ("red", "blue", "green")])
def test_tied_markers_fan_out_so_they_can_be_counted(scene, tied) -> None:  # type: ignore[no-untyped-def]
    """Markers tied on a space stand one above another on that space's column (found in a
    play-through: two abreast, they straddled the spaces either side and did not read as tied), a
    third in the track's top margin, none on the space's number."""
    state = scene.state
    for f in tied:
        state = state.with_family(f, prestige=7)
    scene.sync(state)
    positions = {scene.captain_markers[f].pos().toTuple() for f in tied}
    assert len(positions) == len(tied)
    space, track = layout().prestige_space(7), layout().prestige_rect
    number = prestige_number(7).box
    for f in tied:
        marker = scene.captain_markers[f]
        assert marker.pos().x() == space.center().x() and track.contains(marker.pos()), f
        assert not marker.mapRectToScene(marker._rect).intersects(number), f"{f} covers the space's number"


def test_prestige_past_the_last_printed_space_shows_its_lap(scene) -> None:  # type: ignore[no-untyped-def]
    scene.sync(scene.state.with_family("red", prestige=45))
    marker = scene.captain_markers["red"]
    assert layout().prestige_space(5).contains(marker.pos())
    assert marker.badge == "+40"
    assert "45" in marker.toolTip()


def test_kinsmen_stand_where_the_state_puts_them(scene) -> None:  # type: ignore[no-untyped-def]
    state = replace(scene.state, predicatore=(None, KinsmanOn("blue"), None, None))
    state = state.with_family("blue", pool=4)
    scene.sync(state)
    on_space = [k for k in scene.kinsmen["blue"] if k.place == PredicatoreSpace(2)]
    assert len(on_space) == 1
    assert layout().predicatore_space(2).contains(on_space[0].pos())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_the_board_fits_the_window_from_laptop_to_4k(qtbot, window, size) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    window.view.fit()
    viewport = window.view.viewport().rect()
    shown = window.view.mapFromScene(window.scene.sceneRect()).boundingRect()
    assert viewport.adjusted(-2, -2, 2, 2).contains(shown)
    # the board fills the limiting dimension of the view
    assert shown.width() >= viewport.width() - 4 or shown.height() >= viewport.height() - 4


def test_zoom_and_fit_to_window(window) -> None:  # type: ignore[no-untyped-def]
    window.view.fit()
    fitted = window.view.transform().m11()
    window.view.zoom(1.25)
    assert window.view.transform().m11() == pytest.approx(fitted * 1.25)
    window.view.fit()
    assert window.view.transform().m11() == pytest.approx(fitted)


def test_final_scoring_reveals_each_familys_tokens_on_the_board(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import CaptainMarker, Pass
    from tests.guifixtures import three_humans

    driver.put_lesson(three_humans())  # with three humans, D13 keeps play modes from undoing a cash-in
    c = window.session
    for _ in range(7):
        c.try_move(CaptainMarker(13))
        while c.state.active is not None:
            c.try_move(Pass())
            c.confirm_curtain()
        driver.skip()
    texts = [item.text for item in window.scene.reveals]
    assert len(texts) == 3
    assert any(t.endswith("= 91") for t in texts)  # Red banked 13 in each of 7 rounds: 10+2+1 seven times
    window.undo_action.trigger()  # a lesson undoes the final standings as any end of round: the reveals go
    assert c.state.phase.value != "game_over" and window.scene.reveals == []
    window.redo_action.trigger()
    assert c.state.phase.value == "game_over" and len(window.scene.reveals) == 3
    c.replace(three_humans())  # another game: the reveals go with the old one
    assert window.scene.reveals == []


def test_a_new_game_leaves_no_target_of_the_old_families(scene) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.setup import Seating, new_game
    from florenza_gui.engine.rules.targets import Pool

    scene.set_game(new_game([Seating("yellow", "Yellow"), Seating("purple", "Purple")], seed=2))
    pools = sorted(t.target.family for t in scene.targets if isinstance(t.target, Pool))
    assert pools == ["purple", "yellow"]
    assert all(t.scene() is scene for t in scene.targets)


def test_a_light_round_two_tied_markers_keeps_off_the_spaces_number(scene) -> None:  # type: ignore[no-untyped-def]
    scene.sync(scene.state.with_family("red", prestige=7).with_family("blue", prestige=7))
    scene.spotlight.light([scene.captain_markers[f].lit_area() for f in ("red", "blue")])
    assert not scene.spotlight.outline_path().intersects(prestige_number(7).ink())
