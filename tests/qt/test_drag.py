"""Drag and drop on the board with real mouse events on the viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint

from florenza_gui.board.layout import layout
from florenza_gui.engine.model.places import PredicatoreSpace
from florenza_gui.engine.model.state import KinsmanOn
from florenza_gui.qt.models import COLUMNS


def _drag(driver, item, scene_to) -> None:  # type: ignore[no-untyped-def]
    driver.confirm_curtain()
    driver.drag(item, scene_to)


def test_kinsman_dragged_onto_a_free_space_is_placed(window, driver) -> None:  # type: ignore[no-untyped-def]
    red = driver.kinsmen("red")[0]
    target = layout().predicatore_space(2).center()
    _drag(driver, red, target)
    state = window.session.state
    assert state.predicatore[1] == KinsmanOn("red")
    assert state.family("red").pool == 4
    pool_col = COLUMNS.index("Pool")
    assert window.families_model.index(0, pool_col).data() == 4
    on_space = [k for k in driver.kinsmen("red") if driver.piece(k).place == PredicatoreSpace(2)]
    assert len(on_space) == 1
    assert driver.piece(on_space[0]).bounds.intersects(layout().predicatore_space(2))


def test_illegal_drop_snaps_back_shows_the_reason_and_changes_nothing(window, driver) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    blue = driver.kinsmen("blue")[0]  # not Blue's turn: Red is active
    home = driver.piece(blue).at
    # Blue's Kinsman cannot even be picked up while Red plays
    _drag(driver, blue, layout().predicatore_space(1).center())
    assert window.session.state is before
    assert driver.piece(blue).at == home
    red = driver.kinsmen("red")[0]
    red_home = driver.piece(red).at
    _drag(driver, red, layout().bishop_card.center())  # nobody holds the Bishop card: M4
    assert window.session.state is before
    assert driver.piece(red).at == red_home
    bubble = driver.bubble()
    assert bubble is not None
    assert bubble[0] == "M4"
    assert "Bishop card" in bubble[1]
    assert "M4" in window.statusBar().currentMessage()


def test_legal_targets_light_up_while_dragging(window, driver) -> None:  # type: ignore[no-untyped-def]
    red = driver.kinsmen("red")[0]
    driver.drag(red, driver.piece(red).at, release=False)
    lit = {type(t).__name__ for t in driver.lit_places()}
    assert lit == {"PredicatoreSpace"}
    driver.release_at(driver.piece(red).at)
    assert not driver.lit_places()


def test_a_captain_marker_is_dragged_along_its_track(window, driver) -> None:  # type: ignore[no-untyped-def]
    marker = driver.captain_marker("red")
    _drag(driver, marker, layout().prestige_space(9).center())
    assert window.session.state.family("red").prestige == 9
    assert layout().prestige_space(9).contains(driver.piece(marker).at)


def test_a_bishop_marker_is_dragged_up_the_church_track(window, driver) -> None:  # type: ignore[no-untyped-def]
    marker = driver.bishop_marker("red")
    _drag(driver, marker, layout().church_space(5).center())
    assert window.session.state.family("red").church == 5


def test_a_preacher_tile_goes_to_a_space_and_an_artist_tile_is_refused(window, driver) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from florenza_gui.engine.files.editor import move_card
    from florenza_gui.engine.model.state import PreacherOn
    from florenza_gui.engine.model.types import LifeCard

    # put Savonarola (from the bag) under Life card VI, as a scenario would (and one of the row's
    # tiles in the bag: the row holds six at most, D1)
    state = window.session.state
    state = replace(state, row=(*state.row[:2], state.row[2][:-1], *state.row[3:]), bag=(*state.bag, state.row[2][-1]))
    driver.put(move_card(state, "savonarola", LifeCard.VI))
    artist = window.session.state.under(LifeCard.I)[0]
    before = window.session.state
    _drag(driver, driver.tile(artist), layout().predicatore_space(4).center())
    assert window.session.state is before
    assert driver.bubble_rule() == "M6"
    _drag(driver, driver.tile("savonarola"), layout().predicatore_space(4).center())
    assert window.session.state.predicatore[3] == PreacherOn("savonarola")
    assert layout().predicatore_space(4).contains(driver.piece(driver.tile("savonarola")).at)


def test_only_the_captain_may_detain(window, driver) -> None:  # type: ignore[no-untyped-def]
    state = window.session.state
    someone = state.row[0][0] if state.row[0] else next(c for ids in state.row for c in ids)
    before = window.session.state
    _drag(driver, driver.tile(someone), layout().first_player_card.center())
    assert window.session.state is before
    assert driver.bubble_rule() == "M7"


def test_a_kinsman_goes_back_from_a_space_to_its_pool(window, driver) -> None:  # type: ignore[no-untyped-def]
    red = driver.kinsmen("red")[0]
    _drag(driver, red, layout().predicatore_space(1).center())
    placed = next(k for k in driver.kinsmen("red") if driver.piece(k).place == PredicatoreSpace(1))
    _drag(driver, placed, layout().family_board(0).center() + QPoint(-60, 0).toPointF())
    state = window.session.state
    assert state.predicatore[0] is None
    assert state.family("red").pool == 5


def test_the_captain_detains_a_character_by_dropping_its_tile_on_the_captain_card(window, driver) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from florenza_gui.engine.model.state import FirstPlayerCard
    from florenza_gui.engine.model.types import FirstPlayerSide

    state = window.session.state
    # round 2: round 1 is played with no Captain (D7)
    driver.put(replace(state, round=2, captain="red",
                       first_player_card=FirstPlayerCard(FirstPlayerSide.CAPTAIN, "red")))
    someone = next(c for ids in window.session.state.row for c in ids)
    _drag(driver, driver.tile(someone), layout().first_player_card.center())
    assert window.session.state.detained == someone
    assert layout().first_player_card.adjusted(-10, -10, 40, 40).contains(driver.piece(driver.tile(someone)).at)
