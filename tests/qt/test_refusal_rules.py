"""Every refusal names the rule that makes it: each kind of refusal, made by
the path that makes it (a move checked, a drop, a pick-up, a number typed on
the keyboard, a cell of the Families table, the input gate), carries a rule
id of RULES.md and is written "Refused — <rule>: …". The only refusals
without one are the window's own waits (the curtain, a step being shown,
the editor, an end of round being played back, a question of Predict mode
waiting for its answer), which no rule of the game makes: they are named
here, so that no new refusal goes without a rule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from florenza_gui.engine.model.asks import Ask
from florenza_gui.engine.model.movetypes import (
    BishopMarker,
    CaptainMarker,
    Detain,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
)
from florenza_gui.engine.model.places import (
    BishopCardSpot,
    BishopMarkerPiece,
    CaptainCard,
    CaptainMarkerPiece,
    ChurchSpace,
    KinsmanPiece,
    PredicatoreSpace,
    PrestigeSpace,
    TilePiece,
)
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.types import LifeCard, Muse, Phase
from florenza_gui.engine.model.verdict import RefusalKind, Verdict
from florenza_gui.engine.rules.moves import check
from florenza_gui.engine.rules.targets import (
    check_draw_placement,
    check_drop,
    check_drop_off_board,
    check_pick_up,
    check_typed_space,
    why_stuck,
)
from florenza_gui.engine.rules.turns import may_set_own
from florenza_gui.qt.gate import Input, Situation
from florenza_gui.qt.models import SET_BY_RULES
from florenza_gui.qt.refusalwords import refused

from ..engine.builders import K, fam, game

# the window waiting for a person or for itself: no rule of the game is broken
WINDOW_WAITS = frozenset({RefusalKind.COVERED, RefusalKind.STEP_SHOWING, RefusalKind.EDITOR_OPEN,
                          RefusalKind.EDITOR_CLOSED, RefusalKind.FINISH_ROUND, RefusalKind.REVIEWING,
                          RefusalKind.QUESTION_WAITS})
ROW = {1: ("castagno",), 2: ("maruffi",), 3: ("capestrano",), 4: ("botticelli",), 6: ("savonarola",)}
AT_REST = dict(covered=False, animating=False, placing=False, editing=False, ending_round=False, game_over=False)


def table(**kw: object):  # type: ignore[no-untyped-def]
    """Red to act in round 2, with Artists and Preachers in the row."""
    kw.setdefault("row", ROW)
    kw.setdefault("bag", ("genazzano", "leonardo"))
    kw.setdefault("active", "red")
    return game(fam("red"), fam("blue"), fam("green"), **kw)  # type: ignore[arg-type]


def _drop(piece: object, target: object, **kw: object) -> Callable[[], Verdict]:
    return lambda: check_drop(table(**kw), piece, target)[1]  # type: ignore[arg-type]


def _move(move: object, **kw: object) -> Callable[[], Verdict]:
    return lambda: check(table(**kw), move)  # type: ignore[arg-type]


def _stuck(piece: object, which: int = 0, **kw: object) -> Callable[[], Verdict]:
    """The keyboard's refusal of picking up a piece that may go nowhere (its ``which``-th reason)."""
    return lambda: why_stuck(table(**kw), piece)[which]  # type: ignore[arg-type]


FULL = dict(predicatore=(K("red"), K("red"), K("red"), K("red")), bishop_card=("red",), bishop="blue")
MADE: list[tuple[RefusalKind, Callable[[], Verdict]]] = [
    (RefusalKind.GAME_OVER, _move(UseMuse(), phase=Phase.GAME_OVER)),
    (RefusalKind.GAME_OVER, lambda: Situation(**{**AT_REST, "game_over": True}).refusal(Input.HISTORY)),
    (RefusalKind.ALL_PASSED, lambda: check_pick_up(replace(table(), active=None), CaptainMarkerPiece("red"))),
    (RefusalKind.BELOW_ZERO, _move(CaptainMarker(-1))),
    (RefusalKind.PRESTIGE_RANGE, _move(CaptainMarker(10**9))),
    (RefusalKind.COUNTS_RANGE, _move(SetCounts(10**9 + 1, 0))),
    (RefusalKind.CHURCH_RANGE, _move(BishopMarker(11))),
    (RefusalKind.POOL_EMPTY, _move(KinsmanToBishopCard(), **FULL)),
    (RefusalKind.NO_BISHOP, _move(KinsmanToBishopCard())),
    (RefusalKind.CARD_FULL, _move(KinsmanToBishopCard(), bishop="blue", bishop_card=("blue", "green", "blue"))),
    (RefusalKind.NOT_ON_CARD, _move(KinsmanToPool(BishopCardSpot()), bishop="blue", bishop_card=("blue",))),
    (RefusalKind.NOT_ON_SPACE, _move(KinsmanToPool(PredicatoreSpace(3)))),
    (RefusalKind.ARTIST, _drop(TilePiece("botticelli"), PredicatoreSpace(1))),
    (RefusalKind.TILE_AWAY, _move(PreacherToPredicatore("capestrano", 1), detained="capestrano", captain="blue")),
    (RefusalKind.NOT_CAPTAIN, _drop(TilePiece("botticelli"), CaptainCard(), captain="blue")),
    (RefusalKind.NOT_CAPTAIN, _stuck(TilePiece("botticelli"), 1)),  # the keyboard: an Artist that can go nowhere
    (RefusalKind.ALREADY_DETAINED, _move(Detain("botticelli"), captain="red", detained="castagno")),
    (RefusalKind.MUSE_USED, _move(UseMuse(), muse=Muse.USED)),
    (RefusalKind.NEGATIVE_COUNTS, _move(SetCounts(-1, 0))),
    (RefusalKind.NOT_A_MOVE, _move(object())),
    (RefusalKind.NO_SUCH_SPACE, _move(KinsmanToPredicatore(5))),
    (RefusalKind.NO_SUCH_SPACE, lambda: check_typed_space(table(), KinsmanPiece("red"), 7)),  # a number typed
    (RefusalKind.NO_SUCH_SPACE, lambda: check_typed_space(table(), TilePiece("capestrano"), 0)),
    (RefusalKind.SPACE_TAKEN, _drop(KinsmanPiece("red"), PredicatoreSpace(1), predicatore=(K("blue"), None, None,
                                                                                           None))),
    (RefusalKind.SPACE_TAKEN, _stuck(KinsmanPiece("red"), predicatore=(K("blue"),) * 4)),
    (RefusalKind.NO_BISHOP, _stuck(KinsmanPiece("red"), 1, predicatore=(K("blue"),) * 4)),
    (RefusalKind.NO_SUCH_CHARACTER, _move(FlipCard("nobody"))),
    (RefusalKind.NO_SUCH_CHARACTER, lambda: check_draw_placement(table(), "nobody", LifeCard.I)),
    (RefusalKind.NOT_IN_ROW, _move(FlipCard("leonardo"))),
    (RefusalKind.WRONG_LIFE_CARD, lambda: check_draw_placement(table(), "botticelli", LifeCard.I)),
    (RefusalKind.NOT_YOUR_TURN, lambda: check_pick_up(table(), KinsmanPiece("blue"))),
    (RefusalKind.NOT_YOUR_TURN, _stuck(BishopMarkerPiece("green"))),
    (RefusalKind.CANNOT_GO, lambda: check_drop(table(), object(), CaptainCard())[1]),  # type: ignore[arg-type]
    (RefusalKind.CAPTAIN_MARKER_GOES, _drop(CaptainMarkerPiece("red"), ChurchSpace(1))),
    (RefusalKind.BISHOP_MARKER_GOES, _drop(BishopMarkerPiece("red"), PrestigeSpace(3))),
    (RefusalKind.KINSMAN_GOES, _drop(KinsmanPiece("red"), PrestigeSpace(3))),
    (RefusalKind.KINSMAN_GOES_HOME, lambda: check_typed_space(table(predicatore=(K("red"), None, None, None)),
                                                             KinsmanPiece("red", PredicatoreSpace(1)), 3)),
    (RefusalKind.KINSMAN_GOES_HOME, _drop(KinsmanPiece("red", BishopCardSpot()), PredicatoreSpace(2),
                                          bishop="blue", bishop_card=("red",))),
    (RefusalKind.TILE_GOES, _drop(TilePiece("botticelli"), PrestigeSpace(3))),
    (RefusalKind.ROUND_ENDING, lambda: Situation(**{**AT_REST, "ending_round": True}).refusal(Input.MOVE)),
    (RefusalKind.NOT_A_PLACE, lambda: check_drop_off_board(KinsmanPiece("red"))),  # let go off the board
    (RefusalKind.NOT_A_PLACE, lambda: check_drop_off_board(TilePiece("botticelli"))),
    (RefusalKind.NOT_OWN_CAPTAIN_MARKER, lambda: may_set_own(table(), "blue", Rule.M1)),
    (RefusalKind.NOT_OWN_BISHOP_MARKER, lambda: may_set_own(table(), "blue", Rule.M2)),
    (RefusalKind.NOT_OWN_COUNTS, lambda: may_set_own(table(), "green", Rule.M10)),
    *[(verdict.refusal.kind, lambda verdict=verdict: verdict)  # type: ignore[union-attr, misc]
      for verdict in SET_BY_RULES.values()],  # a cell of the Families table only the rules change
]


@pytest.mark.parametrize(("kind", "make"), MADE, ids=[f"{k.value}-{i}" for i, (k, _) in enumerate(MADE)])
def test_the_refusal_names_its_rule(qapp, kind: RefusalKind, make: Callable[[], Verdict]) -> None:  # type: ignore[no-untyped-def]
    verdict = make()
    assert verdict is not None and not verdict.ok and verdict.refusal is not None
    assert verdict.refusal.kind is kind
    assert str(verdict.rule) in {r.value for r in Rule}, verdict
    assert refused(verdict).startswith(f"Refused — {verdict.rule}: "), refused(verdict)


def test_every_kind_of_refusal_is_walked_and_only_the_windows_waits_name_no_rule() -> None:
    assert {kind for kind, _ in MADE} | WINDOW_WAITS == set(RefusalKind)
    assert not {kind for kind, _ in MADE} & WINDOW_WAITS


@pytest.mark.parametrize("change", [{"covered": True}, {"animating": True}, {"editing": True}, {"reviewing": True},
                                    {}, {"asking": Ask.LEAVING}])
def test_the_windows_waits_are_written_as_waits(qapp, change: dict[str, object]) -> None:  # type: ignore[no-untyped-def]
    what = Input.HISTORY if not change else Input.MOVE
    verdict = Situation(**{**AT_REST, "ending_round": not change, **change}).refusal(what)
    assert verdict is not None and verdict.refusal is not None and verdict.refusal.kind in WINDOW_WAITS
    assert verdict.rule == "" and refused(verdict).startswith("Refused: ")


def test_a_piece_that_may_go_somewhere_is_not_stuck() -> None:
    assert why_stuck(table(), CaptainMarkerPiece("red")) == ()
    assert why_stuck(table(captain="red"), TilePiece("botticelli")) == ()
    assert [v.rule for v in why_stuck(table(), TilePiece("botticelli"))] == ["M6", "M7"]
