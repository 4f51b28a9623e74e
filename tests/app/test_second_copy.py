"""Two copies of the app on one autosave: both once wrote
the autosave at every move, so the next launch continued whichever game
was written last, and the other was lost. The copy launched first keeps the
autosave; a later one says so and keeps none, and never resumes or
discards the first one's game."""

from __future__ import annotations

from florenza_gui.app.autosave import autosave_path, read_autosave
from florenza_gui.engine.rules.moves import CaptainMarker
from tests.guifixtures import autosave_on_disk


def _launch(qapp, qtbot, *argv: str):  # type: ignore[no-untyped-def]
    from florenza_gui.app import main as entry

    window = entry._open_window(qapp, entry.parse_args(["--seed", "5", *argv]))
    assert window is not None
    qtbot.addWidget(window)
    return window


def test_a_second_copy_keeps_no_autosave_and_leaves_the_first_ones_game_alone(qapp, qtbot) -> None:  # type: ignore[no-untyped-def]
    first = _launch(qapp, qtbot)
    assert first.files.autosave_enabled
    assert first.session.try_move(CaptainMarker(8)).ok
    kept = read_autosave()
    assert kept is not None and kept.game == first.session.state
    written = autosave_on_disk()

    second = _launch(qapp, qtbot, "--resume", "no")  # "no" would discard the autosave: not the first one's
    assert not second.files.autosave_enabled
    assert "already open" in second.statusBar().currentMessage()
    assert second.session.try_move(CaptainMarker(3)).ok
    second.close()
    assert autosave_path().read_bytes() == written, "the second copy wrote over the first one's game"

    first.close()  # the first copy quits: its game waits, and the next launch keeps the autosave again
    third = _launch(qapp, qtbot)
    assert third.files.autosave_enabled
    assert third.session.state == kept.game, "the game left by the first copy was not continued"
    assert "already open" not in third.statusBar().currentMessage()
