"""The test driver makes every move of the action phase through the window's
own input (a drag, a click, a menu entry, a typed count), and it leaves the
game exactly as the engine's own move would."""

from __future__ import annotations

import pytest

from florenza_gui.engine.rules.moves import (
    BishopMarker,
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
    apply,
)
from florenza_gui.engine.rules.targets import BishopCardSpot, PredicatoreSpace
from tests.engine.builders import fam, game

# round 2, Red to act, Captain and Bishop; Maruffi, a Preacher, and Uccello, an Artist, in the row
START = game(fam("red"), fam("blue"), fam("green"), row={1: ("uccello",), 2: ("maruffi",), 4: ("botticelli",)},
             bag=("genazzano", "leonardo"), active="red", captain="red", bishop="red")


@pytest.mark.parametrize("moves", [
    (CaptainMarker(9),), (CaptainMarker(45),), (CaptainMarker(45), CaptainMarker(47)),
    (BishopMarker(4),), (BishopMarker(4), BishopMarker(0)),
    (KinsmanToPredicatore(2),), (KinsmanToBishopCard(),),
    (KinsmanToPredicatore(3), KinsmanToPool(PredicatoreSpace(3))),
    (KinsmanToBishopCard(), KinsmanToPool(BishopCardSpot())),
    (PreacherToPredicatore("maruffi", 4),), (Detain("maruffi"),), (UseMuse(),), (FlipCard("uccello"),),
    (SetCounts(START.family("red").resources + 3, START.family("red").fiorini),), (EndTurn(),), (Pass(),),
], ids=lambda moves: "+".join(type(m).__name__ for m in moves))
def test_each_move_made_by_input_is_the_engines_move(driver, moves: tuple[Move, ...]) -> None:  # type: ignore[no-untyped-def]
    driver.put(START)
    driver.confirm_curtain()
    expected = driver.window.session.state
    for move in moves:
        expected = apply(expected, move)[0]
        assert driver.move(move), move
    assert driver.window.session.state == expected


def test_a_move_the_rules_refuse_changes_nothing_and_says_why(driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(START)
    driver.confirm_curtain()
    assert not driver.move(CaptainMarker(-1))
    assert driver.status().startswith("Refused — M1")
    assert driver.move(UseMuse())
    assert not driver.move(UseMuse())
    assert driver.bubble() is not None and driver.bubble()[0] == "M8"


def test_a_move_no_input_can_make_fails_the_test(driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(START)
    driver.confirm_curtain()
    with pytest.raises(AssertionError, match="no Kinsman"):
        driver.move(KinsmanToPool(PredicatoreSpace(1)))
