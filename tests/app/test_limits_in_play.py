"""Found playing: Prestige 2,000,000,000 typed in the Families table was
accepted (M1 took any position), the lap badge read "+2 000 000 000", and on
the next start the autosave was set aside ("must be less than or equal to
100000"): the game was lost. The engine now refuses it naming M1's range, the
table keeps the old number and the autosave resumes to the game on screen."""

from __future__ import annotations

from florenza_gui.app.autosave import read_autosave
from florenza_gui.engine.model.limits import MAX_COUNT, MOVE_PRESTIGE_MAX


def test_a_number_typed_beyond_the_format_is_refused_and_the_game_stays_resumable(window) -> None:  # type: ignore[no-untyped-def]
    model, session = window.families_model, window.session
    red = [f.id for f in session.state.families].index("red")
    before = session.state
    assert not model.setData(model.index(red, 2), 2_000_000_000)  # Prestige
    assert session.state == before
    assert "M1" in window.statusBar().currentMessage() and str(MOVE_PRESTIGE_MAX) in window.statusBar().currentMessage()
    assert not model.setData(model.index(red, 8), MAX_COUNT + 1)  # Resources
    assert session.state == before
    assert model.setData(model.index(red, 2), MOVE_PRESTIGE_MAX)
    found = read_autosave()
    assert found is not None and found.game == session.state
