"""The one input gate, case by case: what may change the game, and a press
of Step or Back while a step is being animated (taken; the cursor itself
moves only once that step has ended)."""

from __future__ import annotations

import pytest

from florenza_gui.engine.model.verdict import RefusalKind
from florenza_gui.qt.gate import Input, Situation

AT_REST = dict(covered=False, animating=False, placing=False, editing=False, ending_round=True, game_over=False)


def _kind(situation: Situation, what: Input) -> RefusalKind | None:
    verdict = situation.refusal(what)
    return None if verdict is None or verdict.refusal is None else verdict.refusal.kind


@pytest.mark.parametrize(("change", "what", "refused"), [
    ({}, Input.PLAYBACK, None),
    ({}, Input.CURSOR, None),
    ({"animating": True}, Input.PLAYBACK, None),  # Step/Back pressed while a step moves: taken
    ({"animating": True}, Input.CURSOR, RefusalKind.STEP_SHOWING),  # ...the cursor waits for its end
    ({"animating": True}, Input.MOVE, RefusalKind.STEP_SHOWING),
    ({"animating": True}, Input.HISTORY, RefusalKind.STEP_SHOWING),
    ({"animating": True, "placing": True}, Input.PLAYBACK, RefusalKind.STEP_SHOWING),  # R8.7 by hand
    ({"placing": True}, Input.CURSOR, RefusalKind.STEP_SHOWING),
    ({"covered": True}, Input.PLAYBACK, RefusalKind.COVERED),  # §9: nothing behind the curtain
    ({"covered": True, "animating": True}, Input.PLAYBACK, RefusalKind.COVERED),
    ({"covered": True}, Input.CURSOR, RefusalKind.COVERED),
    ({"editing": True, "ending_round": False}, Input.PLAYBACK, RefusalKind.EDITOR_OPEN),
    ({"editing": True, "ending_round": False}, Input.CURSOR, RefusalKind.EDITOR_OPEN),
])
def test_the_gate(change: dict[str, bool], what: Input, refused: RefusalKind | None) -> None:
    assert _kind(Situation(**{**AT_REST, **change}), what) is refused
