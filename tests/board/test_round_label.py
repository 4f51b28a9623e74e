"""Found at the last closing note: while R8.1 was animated the round marker
moved on, but the "Round N of 7" beside it changed only once the whole step
had ended (after the marker's glow and the pause). Decided: the label is
the round the marker stands on, so it changes as the marker lands on the
next round's space; at rest it is the game's round at the cursor (Back
included)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from florenza_gui.engine.model.types import Phase
from florenza_gui.engine.rules.moves import Pass
from tests.guifixtures import pass_curtain, three_humans


def _label(window: Any) -> str:
    return window.scene.registry.static.texts["round_label"].text


def _end_round_one(qtbot: Any, window: Any) -> None:
    c = window.session
    while c.state.active is not None:
        c.try_move(Pass())
        pass_curtain(qtbot, window)
    assert c.ready_to_end_round


def test_the_round_label_changes_as_the_marker_lands(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    scene = window.scene
    marker = scene.round_marker
    seen: list[tuple[str, str]] = []
    move, pulse, pause = scene.animator.move, scene.animator.pulse, scene.animator.pause

    async def moving(movers, factor=1.0):  # type: ignore[no-untyped-def]
        if any(item is marker and to != marker.pos() for item, to in movers):
            seen.append(("before the move", _label(window)))
            await move(movers, factor)
        else:
            await move(movers, factor)

    async def glowing(item):  # type: ignore[no-untyped-def]
        if item is marker:
            seen.append(("glowing", _label(window)))
        await pulse(item)

    async def pausing(factor=1.0):  # type: ignore[no-untyped-def]
        if seen and seen[-1][0] == "glowing":
            seen.append(("pause after", _label(window)))
        await pause(factor)
    scene.animator.move, scene.animator.pulse, scene.animator.pause = moving, glowing, pausing
    _end_round_one(qtbot, window)
    driver.skip()
    assert window.session.state.round == 2
    first, second = "Round 1 of 7", "Round 2 of 7"
    assert seen[0] == ("before the move", first)
    # the marker lands on 2 and glows there: from then on the label says 2, while the step still shows
    assert seen[1:3] == [("glowing", second), ("pause after", second)], seen
    assert _label(window) == second


def test_at_rest_the_label_is_the_round_at_the_cursor_back_included(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put_lesson(three_humans())  # a lesson: Back reaches every step
    _end_round_one(qtbot, window)
    s = window.session
    while s.state.round == 1:
        assert driver.step()
        assert _label(window) == f"Round {s.state.round} of 7"
    assert s.in_sequence, "R8.1 is not the end of round's last step: Back can reach the step before it"
    assert _label(window) == "Round 2 of 7"
    assert driver.back()
    assert s.state.round == 1 and _label(window) == "Round 1 of 7"


def test_the_label_follows_the_language_at_rest(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.set_language("it")
    try:
        expected = QCoreApplication.translate("Board", "Round {0} of {1}").format(1, 7)
        assert _label(window) == expected and expected != "Round 1 of 7"
    finally:
        window.set_language("en")
    assert window.session.state.phase is Phase.ACTIONS
