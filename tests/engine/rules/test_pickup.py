"""D10 for a piece in the hand: who may pick a piece up now (``check_pick_up``),
and a drop where the piece already stands, which is no move at all
(``stays_put``): nothing is logged or undone for it, and nothing refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from florenza_gui.engine import (
    BishopCardSpot,
    BishopMarkerPiece,
    CaptainCard,
    CaptainMarkerPiece,
    ChurchSpace,
    KinsmanPiece,
    Phase,
    Pool,
    PredicatoreSpace,
    PrestigeSpace,
    TilePiece,
)
from florenza_gui.engine.rules.targets import check_pick_up, stays_put
from florenza_gui.engine.words.wording import render

from ..builders import K, P, fam, game

ROW = {1: ("castagno",), 2: ("maruffi",), 3: ("capestrano",), 4: ("botticelli",), 6: ("savonarola",)}


def table(**kw):  # type: ignore[no-untyped-def]
    """Red to act (``active=None``: everyone has passed), Red's Captain marker
    on 14 and Bishop marker on 5."""
    families = (fam("red", prestige=14, church=5), fam("blue", prestige=3), fam("green"))
    nobody = "active" in kw and kw.pop("active") is None
    state = game(*families, row=ROW, active="red", **kw)
    return replace(state, active=None) if nobody else state


@pytest.mark.parametrize(("setup", "piece", "expected"), [
    pytest.param({}, CaptainMarkerPiece("red"), ("", ""), id="the-active-familys-piece"),
    pytest.param({}, TilePiece("capestrano"), ("", ""), id="a-tile-on-its-card"),
    pytest.param({}, KinsmanPiece("blue"), ("D10", "it is Red's turn; only the family whose turn it is moves pieces"),
                 id="another-familys-kinsman"),
    pytest.param({}, BishopMarkerPiece("green"),
                 ("D10", "it is Red's turn; only the family whose turn it is moves pieces"),
                 id="another-familys-marker"),
    pytest.param({"active": None}, CaptainMarkerPiece("red"), ("D10", "every family has passed; the round is ending"),
                 id="everyone-has-passed"),
    pytest.param({"active": None}, TilePiece("capestrano"), ("D10", "every family has passed; the round is ending"),
                 id="a-tile-once-everyone-has-passed"),
    pytest.param({"phase": Phase.GAME_OVER, "active": None}, KinsmanPiece("red"),
                 ("R8.1", "the game is over; no more moves can be made"), id="the-game-is-over"),
])
def test_check_pick_up(setup, piece, expected) -> None:  # type: ignore[no-untyped-def]
    verdict = check_pick_up(table(**setup), piece)
    assert (verdict.rule, render(verdict)) == expected
    assert verdict.ok is (expected == ("", ""))


@pytest.mark.parametrize(("setup", "piece", "target", "expected"), [
    pytest.param({}, CaptainMarkerPiece("red"), PrestigeSpace(14), True, id="M1-own-space"),
    pytest.param({}, CaptainMarkerPiece("red"), PrestigeSpace(15), False, id="M1-next-space"),
    pytest.param({}, BishopMarkerPiece("red"), ChurchSpace(5), True, id="M2-own-space"),
    pytest.param({}, BishopMarkerPiece("red"), ChurchSpace(4), False, id="M2-another-space"),
    pytest.param({}, KinsmanPiece("red"), Pool("red"), True, id="M3-pool-to-own-pool"),
    pytest.param({}, KinsmanPiece("red"), Pool("blue"), False, id="M3-pool-to-another-pool"),
    pytest.param({"predicatore": (None, K("red"), None, None)}, KinsmanPiece("red", PredicatoreSpace(2)),
                 PredicatoreSpace(2), True, id="M5-own-space"),
    pytest.param({"predicatore": (None, K("red"), None, None)}, KinsmanPiece("red", PredicatoreSpace(2)),
                 PredicatoreSpace(3), False, id="M5-another-space"),
    pytest.param({"bishop": "blue", "bishop_card": ("red",)}, KinsmanPiece("red", BishopCardSpot()),
                 BishopCardSpot(), True, id="M5-bishop-card"),
    pytest.param({"predicatore": (P("capestrano"), None, None, None)}, TilePiece("capestrano"),
                 PredicatoreSpace(1), True, id="M6-own-space"),
    pytest.param({}, TilePiece("capestrano"), PredicatoreSpace(1), False, id="M6-from-its-card"),
    pytest.param({"detained": "botticelli"}, TilePiece("botticelli"), CaptainCard(), True, id="M7-detained"),
    pytest.param({}, TilePiece("botticelli"), CaptainCard(), False, id="M7-not-detained"),
])
def test_stays_put(setup, piece, target, expected) -> None:  # type: ignore[no-untyped-def]
    assert stays_put(table(**setup), piece, target) is expected
