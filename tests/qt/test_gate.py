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


@pytest.mark.parametrize(("change", "what", "rule"), [
    ({"covered": True}, Input.MOVE, ""),  # the curtain waits for a person, not for a rule
    ({"animating": True}, Input.MOVE, ""),
    ({"editing": True, "ending_round": False}, Input.MOVE, ""),
    ({"ending_round": False}, Input.EDIT, ""),
    ({}, Input.HISTORY, ""),  # finish the end of the round first
    ({}, Input.MOVE, "D10"),  # moves belong to the action phase
    ({"ending_round": False, "game_over": True}, Input.HISTORY, "R9.2"),
])
def test_a_refusal_names_a_rule_only_where_one_applies(change: dict[str, bool], what: Input, rule: str) -> None:
    verdict = Situation(**{**AT_REST, **change}).refusal(what)
    assert verdict is not None and not verdict.ok and verdict.rule == rule


def test_a_refusal_without_a_rule_is_written_without_one(qapp) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.qt.refusalwords import refused, refused_heading, refused_line

    verdict = Situation(**{**AT_REST, "covered": True}).refusal(Input.MOVE)
    assert verdict is not None
    assert refused(verdict) == "Refused: the board is covered until the next player says they are at the screen"
    assert (refused_heading(""), refused_heading("M3")) == ("Refused", "Refused — M3")
    assert refused_line("M3", "the space is taken") == "Refused — M3: the space is taken"
