"""The one input gate, case by case: what may change the game, and a press
of Step or Back while a step is being animated (taken; the cursor itself
moves only once that step has ended)."""

from __future__ import annotations

import pytest

from florenza_gui.engine.model.asks import Ask
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
    ({"asking": Ask.TURN_ORDER}, Input.MOVE, RefusalKind.QUESTION_WAITS),  # Predict: the question's pieces
    ({"asking": Ask.TURN_ORDER}, Input.PLAYBACK, None),  # (Step asks again: the question stops it, not the gate)
    ({"asking": Ask.TURN_ORDER, "covered": True}, Input.MOVE, RefusalKind.COVERED),
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
    ({"asking": Ask.CAPTAIN}, Input.MOVE, ""),  # a question waits for its answer: no rule is broken
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


@pytest.mark.parametrize(("asking", "about", "said"), [
    (Ask.CAPTAIN, "", "click a family's marker or board, or the First Player card for nobody"),
    (Ask.BISHOP, "", "click a family's marker or board, or the Bishop card for nobody"),
    (Ask.TURN_ORDER, "", "drag the Turn Order markers into place on the track, or order the list in the Predict "
                         "panel"),
    (Ask.GHOST_MOVES, "Blue", "drag Blue's Captain marker, Bishop marker and Kinsman where Blue's Ghost card "
                              "sends them, or type the numbers in the Predict panel"),
])
def test_a_question_waiting_names_the_pieces_that_answer_it(qapp, asking: Ask, about: str, said: str) -> None:  # type: ignore[no-untyped-def]
    """Predict mode: a piece the question does not cover is refused by the question waiting, in words that say
    which pieces answer it, with no rule (D10's end of round is not what stops it)."""
    from florenza_gui.qt.refusalwords import refused

    verdict = Situation(**{**AT_REST, "asking": asking, "asking_about": about}).refusal(Input.MOVE)
    assert verdict is not None
    assert refused(verdict) == f"Refused: a question waits for your answer: {said}"
