"""The New Game dialog: families, colours, seats, difficulty and seed."""

from __future__ import annotations

from florenza_gui.app.newgame import NewGameDialog
from florenza_gui.engine.model.types import Difficulty, Seat


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
    assert not window.session.mode.demo
    assert window.session.undo_stack.count() == 0


def test_a_cancelled_new_game_changes_nothing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    before = window.session.state
    window.new_action.trigger()
    window.new_game_dialog.reject()
    assert window.session.state is before


def _shown(qtbot, count: int) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(count)
    with qtbot.waitExposed(dialog):
        dialog.show()
    return dialog


def test_the_dialog_shrinks_when_the_family_count_goes_down(qtbot) -> None:  # type: ignore[no-untyped-def]
    """From 5 families down to 2, the dialog kept the
    height of 5 rows, a gap above the buttons."""
    fresh = _shown(qtbot, 2)
    dialog = _shown(qtbot, 5)
    tall = dialog.height()
    assert tall > fresh.height()  # five rows need more room than two
    dialog.count.setValue(2)
    qtbot.waitUntil(lambda: dialog.height() < tall)
    assert abs(dialog.height() - fresh.height()) <= 2
    assert abs(dialog.height() - dialog.sizeHint().height()) <= 2
    # and it grows again, with no row cut off
    dialog.count.setValue(5)
    qtbot.waitUntil(lambda: dialog.height() >= dialog.sizeHint().height())
    assert dialog.names[4].isVisible() and dialog.names[4].geometry().bottom() < dialog.error.geometry().top() + 1


def test_a_width_the_user_chose_is_kept_when_the_dialog_shrinks(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = _shown(qtbot, 4)
    dialog.resize(dialog.width() + 200, dialog.height())
    wide = dialog.width()
    dialog.count.setValue(2)
    qtbot.waitUntil(lambda: abs(dialog.height() - dialog.sizeHint().height()) <= 2)
    assert dialog.width() == wide


def test_a_remembered_name_keeps_every_character_the_format_allows(qtbot) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.limits import NAME_MAX

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    long_name = "Lorenzo di Piero de' Medici detto il Magnifico, signore di F"[:NAME_MAX]
    assert len(long_name) > 40
    dialog.apply_setup({"names": [long_name]})
    assert dialog.names[0].text() == long_name


def test_a_name_takes_no_control_character_typed_pasted_or_remembered(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found with a hostile file: a name holding U+202E turned the words shown
    after it around ("Green\u202e passes at once" read "ecno ta sessap").
    The dialog refuses such a character as it is typed or pasted, and a
    remembered one is named in the dialog instead of failing at OK."""
    from PySide6.QtGui import QGuiApplication

    dialog = _shown(qtbot, 3)
    edit = dialog.names[0]
    edit.clear()
    qtbot.keyClicks(edit, "Anna")
    QGuiApplication.clipboard().setText("Bad\u202eName")
    edit.paste()
    assert edit.text() == "Anna"
    # and says so, naming the family (found after the last stop: the paste was dropped without a word)
    assert dialog.error.text().startswith("D1: the name of family 1 must be plain text")
    QGuiApplication.clipboard().setText(" Medici")
    edit.paste()
    assert edit.text() == "Anna Medici"
    dialog.apply_setup({"names": ["Line\nbreak"]})
    assert dialog.problem().startswith("D1") and "plain text" in dialog.problem()
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted and "plain text" in dialog.error.text()


def test_two_families_cannot_share_a_name(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Found playing hotseat: two families both called "Anna" were accepted; the
    curtain then said "Pass the computer to Anna" for either of them, so the
    wrong Anna could confirm and peek at the other's tokens (RULES.md §9), and
    the log read "Anna ends its turn; Anna acts next"."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.names[0].setText("Anna")
    dialog.names[2].setText(" anna ")
    assert dialog.problem().startswith("D1") and "1 and 3" in dialog.problem() and "anna" in dialog.problem()
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    dialog.names[2].setText("")  # an empty name is its colour's: Green
    assert dialog.problem() == ""
    dialog.names[1].setText("green")
    assert "2 and 3" in dialog.problem()
