"""The scenario editor opened while an end of round is being stepped
through (a teacher at a meetup): it edits the position at rest, the round's
start, as a saved game holds it (FORMAT.md: no file holds a half-way step),
never the half-way step, which no saved game can hold."""

from __future__ import annotations

from florenza_gui.engine.moves import CaptainMarker, Pass


def test_the_editor_opened_mid_round_edits_the_rounds_start_and_stops_cleanly(window, loop) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    c.try_move(CaptainMarker(12))
    for _ in range(3):
        c.try_move(Pass())
        c.confirm_curtain()
    start = c.state
    assert start.active is None
    c.set_demo(True)  # a lesson: the curtain stays down
    assert loop.run_until_complete(window.player.step())  # R7.1: Red elected, the card not yet taken (R7.1b)
    assert c.in_sequence and c.state != start
    assert window.editor.start()
    assert c.state == start, "the editor shows a half-way step of the end of round"
    assert window.editor.stop(), f"stopping an untouched editor was refused: {window.editor.last_refusal!r}"
    assert not c.editing and c.state == start and c.ready_to_end_round
