"""The New Game dialog: families, colours, seats, difficulty and seed."""

from __future__ import annotations

from florenza_gui.app.newgame import NewGameDialog
from florenza_gui.engine.types import Difficulty, Seat


def test_a_solo_game_against_two_ghosts_with_a_seed(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.names[0].setText("Lorenzo")
    dialog.seats[1].setCurrentIndex(1)
    dialog.seats[2].setCurrentIndex(1)
    dialog.difficulty.setCurrentIndex(2)
    dialog.random_seed.setChecked(False)
    dialog.seed.setValue(1234)
    assert dialog.problem() == ""
    game = dialog.game()
    assert game.families[0].name == "Lorenzo"
    assert [f.seat for f in game.families] == [Seat.HUMAN, Seat.GHOST, Seat.GHOST]
    assert game.seed == 1234 and game.ghosts is not None and game.ghosts.difficulty is Difficulty.HARD
    assert game.active == game.families[0].id
    assert not dialog.names[3].isVisible() or not dialog.isVisible()


def test_two_families_cannot_share_a_colour(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(2)
    dialog.colours[1].setCurrentIndex(0)
    assert "colour" in dialog.problem() and dialog.problem().startswith("D1")
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert "colour" in dialog.error.text()


def test_a_game_needs_a_person(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(2)
    dialog.seats[0].setCurrentIndex(1)
    dialog.seats[1].setCurrentIndex(1)
    assert "person" in dialog.problem()


def test_file_new_game_replaces_the_game_once_accepted(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    window.new_action.trigger()
    dialog = window.new_game_dialog
    assert dialog.isVisible() and window.session.state is before  # nothing changes until accepted
    dialog.count.setValue(2)
    dialog.seats[1].setCurrentIndex(1)
    dialog.random_seed.setChecked(False)
    dialog.seed.setValue(77)
    dialog.accept()
    state = window.session.state
    assert state.seed == 77 and len(state.families) == 2
    assert state.family(state.families[1].id).is_ghost
    assert not window.demo_mode and not window.session.demo
    assert window.session.undo_stack.count() == 0


def test_a_cancelled_new_game_changes_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    window.new_action.trigger()
    window.new_game_dialog.reject()
    assert window.session.state is before
