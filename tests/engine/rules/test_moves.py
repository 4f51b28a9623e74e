"""The action phase: moves M1–M10 (RULES.md §6), their refusals, and the
drag-and-drop helpers of targets.py (legal_targets, move_for, check_drop).

A refused move raises ``IllegalMove`` naming the rule it breaks, and leaves
the state exactly as it was.
"""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from florenza_gui.engine import (
    BishopCardSpot,
    BishopMarker,
    BishopMarkerPiece,
    CaptainCard,
    CaptainMarker,
    CaptainMarkerPiece,
    CardSide,
    ChurchSpace,
    Detain,
    EventKind,
    FlipCard,
    IllegalMove,
    KinsmanPiece,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Muse,
    Phase,
    Pool,
    PreacherToPredicatore,
    PredicatoreSpace,
    PrestigeSpace,
    SetCounts,
    TilePiece,
    UseMuse,
    apply,
    check,
    check_drop,
    legal_targets,
    move_for,
)
from florenza_gui.engine.words.wording import render

from ..builders import K, P, fam, game

ROW = {1: ("castagno",), 2: ("maruffi",), 3: ("capestrano",), 4: ("botticelli",), 6: ("savonarola",)}


def table(**kw):
    """Red to act in round 2, with a row holding Artists and Preachers."""
    families = kw.pop("families", (fam("red"), fam("blue"), fam("green")))
    kw.setdefault("row", ROW)
    kw.setdefault("bag", ("genazzano", "leonardo"))
    kw.setdefault("active", "red")
    return game(*families, **kw)


RED_ON_ALL = dict(
    predicatore=(K("red"), K("red"), K("red"), None),
    bishop_card=("red", "red"),
    bishop="blue",
)


# -- legal moves ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "move", "rule", "outcome"),
    [
        pytest.param({}, CaptainMarker(12), "M1", lambda s: s.family("red").prestige == 12, id="M1-to-12"),
        pytest.param({}, CaptainMarker(0), "M1", lambda s: s.family("red").prestige == 0, id="M1-to-0"),
        pytest.param({}, CaptainMarker(57), "M1", lambda s: s.family("red").prestige == 57, id="M1-past-the-lap"),
        pytest.param({}, BishopMarker(0), "M2", lambda s: s.family("red").church == 0, id="M2-to-0"),
        pytest.param({}, BishopMarker(10), "M2", lambda s: s.family("red").church == 10, id="M2-to-10"),
        pytest.param(
            {},
            KinsmanToPredicatore(4),
            "M3",
            lambda s: s.predicatore == (None, None, None, K("red")) and s.family("red").pool == 4,
            id="M3-to-free-space",
        ),
        pytest.param(
            {"bishop": "blue", "bishop_card": ("blue", "green")},
            KinsmanToBishopCard(),
            "M4",
            lambda s: s.bishop_card == ("blue", "green", "red") and s.family("red").pool == 4,
            id="M4-card-has-room",
        ),
        pytest.param(
            {"predicatore": (None, K("red"), None, None)},
            KinsmanToPool(PredicatoreSpace(2)),
            "M5",
            lambda s: s.predicatore == (None,) * 4 and s.family("red").pool == 5,
            id="M5-from-space",
        ),
        pytest.param(
            {"bishop": "blue", "bishop_card": ("blue", "red")},
            KinsmanToPool(BishopCardSpot()),
            "M5",
            lambda s: s.bishop_card == ("blue",) and s.family("red").pool == 5,
            id="M5-from-bishop-card",
        ),
        pytest.param(
            {},
            PreacherToPredicatore("capestrano", 2),
            "M6",
            lambda s: s.predicatore == (None, P("capestrano"), None, None) and not s.tile_on_card("capestrano"),
            id="M6-preacher-to-space",
        ),
        pytest.param(
            {"captain": "red"}, Detain("botticelli"), "M7", lambda s: s.detained == "botticelli", id="M7-detain-artist"
        ),
        pytest.param(
            {"captain": "red"}, Detain("maruffi"), "M7", lambda s: s.detained == "maruffi", id="M7-detain-preacher"
        ),
        pytest.param({}, UseMuse(), "M8", lambda s: s.muse is Muse.USED, id="M8-muse-available"),
        pytest.param(
            {},
            FlipCard("botticelli"),
            "M9",
            lambda s: s.characters["botticelli"].side is CardSide.REGULAR,
            id="M9-new-to-regular",
        ),
        pytest.param(
            {"regular": ("savonarola",)},
            FlipCard("savonarola"),
            "M9",
            lambda s: s.characters["savonarola"].side is CardSide.NEW,
            id="M9-regular-to-new",
        ),
        pytest.param(
            {},
            SetCounts(3, 0),
            "M10",
            lambda s: (s.family("red").resources, s.family("red").fiorini) == (3, 0),
            id="M10-set-counts",
        ),
    ],
)
def test_legal_move_is_applied(setup, move, rule, outcome):
    state = table(**setup)
    assert check(state, move).ok
    after, events = apply(state, move)
    assert outcome(after)
    (event,) = events
    assert (event.rule, event.kind, event.family) == (rule, EventKind.MOVE_MADE, "red")
    assert after.log[-1].rule == rule
    # Only the active family's own pieces moved: the others are untouched.
    assert after.family("blue") == state.family("blue")
    assert after.active == "red"


# -- refused moves ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "move", "rule", "reason"),
    [
        pytest.param({}, CaptainMarker(-1), "M1", "no space below 0", id="M1-below-0"),
        pytest.param({}, BishopMarker(-1), "M2", "from 0 to 10", id="M2-below-0"),
        pytest.param({}, BishopMarker(11), "M2", "from 0 to 10", id="M2-past-10"),
        pytest.param(RED_ON_ALL, KinsmanToPredicatore(4), "M3", "no Kinsman left", id="M3-pool-empty"),
        pytest.param(
            {"predicatore": (K("blue"), None, None, None)},
            KinsmanToPredicatore(1),
            "M3",
            "already taken",
            id="M3-taken",
        ),
        pytest.param(
            {"predicatore": (None, P("capestrano"), None, None)},
            KinsmanToPredicatore(2),
            "M3",
            "already taken",
            id="M3-preacher-there",
        ),
        pytest.param({}, KinsmanToPredicatore(0), "M3", "only 4 Predicatore spaces", id="M3-space-0"),
        pytest.param({}, KinsmanToPredicatore(5), "M3", "only 4 Predicatore spaces", id="M3-space-5"),
        pytest.param(RED_ON_ALL, KinsmanToBishopCard(), "M4", "no Kinsman left", id="M4-pool-empty"),
        pytest.param({}, KinsmanToBishopCard(), "M4", "nobody holds the Bishop card", id="M4-no-bishop"),
        pytest.param(
            {"bishop": "blue", "bishop_card": ("blue", "green", "blue")},
            KinsmanToBishopCard(),
            "M4",
            "already holds 3",
            id="M4-card-full",
        ),
        pytest.param(
            {"predicatore": (K("blue"), None, None, None)},
            KinsmanToPool(PredicatoreSpace(1)),
            "M5",
            "no Kinsman",
            id="M5-not-own",
        ),
        pytest.param(
            {}, KinsmanToPool(PredicatoreSpace(3)), "M5", "no Kinsman on Predicatore space 3", id="M5-empty-space"
        ),
        pytest.param(
            {}, KinsmanToPool(PredicatoreSpace(7)), "M5", "no Kinsman on Predicatore space 7", id="M5-no-such-space"
        ),
        pytest.param(
            {"bishop": "blue", "bishop_card": ("blue",)},
            KinsmanToPool(BishopCardSpot()),
            "M5",
            "no Kinsman on the Bishop card",
            id="M5-not-on-card",
        ),
        pytest.param({}, PreacherToPredicatore("botticelli", 1), "M6", "is an Artist", id="M6-artist"),
        pytest.param(
            {"detained": "capestrano", "captain": "blue"},
            PreacherToPredicatore("capestrano", 1),
            "M6",
            "tile is not on his card",
            id="M6-detained",
        ),
        pytest.param(
            {"predicatore": (P("capestrano"), None, None, None)},
            PreacherToPredicatore("capestrano", 2),
            "M6",
            "tile is not on his card",
            id="M6-already-preaching",
        ),
        pytest.param(
            {"predicatore": (None, K("blue"), None, None)},
            PreacherToPredicatore("capestrano", 2),
            "M6",
            "already taken",
            id="M6-space-taken",
        ),
        pytest.param({}, PreacherToPredicatore("genazzano", 1), "M6", "not in the Life", id="M6-in-the-bag"),
        pytest.param({}, PreacherToPredicatore("nobody", 1), "M6", "no character called", id="M6-unknown"),
        pytest.param({"captain": "blue"}, Detain("botticelli"), "M7", "only the family holding", id="M7-not-captain"),
        pytest.param({}, Detain("botticelli"), "M7", "only the family holding", id="M7-no-captain-card"),
        pytest.param(
            {"captain": "red", "detained": "castagno"}, Detain("botticelli"), "M7", "already detained", id="M7-one-only"
        ),
        pytest.param(
            {"captain": "red", "predicatore": (P("maruffi"), None, None, None)},
            Detain("maruffi"),
            "M7",
            "tile is not on his card",
            id="M7-preaching",
        ),
        pytest.param({"captain": "red"}, Detain("leonardo"), "M7", "not in the Life", id="M7-in-the-bag"),
        pytest.param({"muse": Muse.USED}, UseMuse(), "M8", "already used", id="M8-used"),
        pytest.param({}, FlipCard("leonardo"), "M9", "not in the Life", id="M9-not-in-row"),
        pytest.param({}, FlipCard("nobody"), "M9", "no character called", id="M9-unknown"),
        pytest.param({}, SetCounts(-1, 2), "M10", "below 0", id="M10-resources-below-0"),
        pytest.param({}, SetCounts(2, -1), "M10", "below 0", id="M10-fiorini-below-0"),
        pytest.param({"phase": Phase.GAME_OVER}, UseMuse(), "R8.1", "the game is over", id="R8.1-game-over"),
    ],
)
def test_refused_move_raises_and_leaves_the_state_equal(setup, move, rule, reason):
    state = table(**setup)
    before = copy.deepcopy(state)
    verdict = check(state, move)
    assert not verdict.ok
    assert verdict.rule == rule
    assert reason in render(verdict)
    with pytest.raises(IllegalMove) as refused:
        apply(state, move)
    assert refused.value.verdict == verdict
    assert str(refused.value).startswith(f"{rule}: ")
    assert state == before


def test_D10_no_move_when_everyone_has_passed():
    state = replace(table(families=(fam("red", passed=True), fam("blue", passed=True))), active=None)
    with pytest.raises(IllegalMove) as refused:
        apply(state, UseMuse())
    assert refused.value.verdict.rule == "D10"


# -- legal_targets ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "piece", "targets"),
    [
        pytest.param({}, CaptainMarkerPiece("red"), {PrestigeSpace(p) for p in range(40)}, id="M1-targets-a-lap"),
        pytest.param(
            {"families": (fam("red", prestige=30), fam("blue"))},
            CaptainMarkerPiece("red"),
            {PrestigeSpace(p) for p in range(70)},
            id="M1-targets-lap-past-position",
        ),
        pytest.param({}, BishopMarkerPiece("red"), {ChurchSpace(s) for s in range(11)}, id="M2-targets-0-to-10"),
        pytest.param(
            {"predicatore": (None, K("blue"), None, None)},
            KinsmanPiece("red"),
            {PredicatoreSpace(1), PredicatoreSpace(3), PredicatoreSpace(4)},
            id="M3-targets-free-spaces",
        ),
        pytest.param(
            {"bishop": "blue", "bishop_card": ("blue",)},
            KinsmanPiece("red"),
            {PredicatoreSpace(s) for s in range(1, 5)} | {BishopCardSpot()},
            id="M4-targets-bishop-card",
        ),
        pytest.param(RED_ON_ALL, KinsmanPiece("red"), set(), id="M3-M4-targets-pool-empty"),
        pytest.param(
            {"predicatore": (None, None, K("red"), None)},
            KinsmanPiece("red", at=PredicatoreSpace(3)),
            {Pool("red")},
            id="M5-targets",
        ),
        pytest.param(
            {"bishop": "blue", "bishop_card": ("red",)},
            KinsmanPiece("red", at=BishopCardSpot()),
            {Pool("red")},
            id="M5-from-card",
        ),
        pytest.param({}, KinsmanPiece("red", at=PredicatoreSpace(2)), set(), id="M5-targets-not-there"),
        pytest.param(
            {"captain": "red", "predicatore": (K("blue"), None, None, None)},
            TilePiece("capestrano"),
            {PredicatoreSpace(2), PredicatoreSpace(3), PredicatoreSpace(4), CaptainCard()},
            id="M6-M7-preacher-tile",
        ),
        pytest.param({"captain": "red"}, TilePiece("botticelli"), {CaptainCard()}, id="M7-artist-tile-captain"),
        pytest.param({}, TilePiece("botticelli"), set(), id="M6-M7-artist-tile-not-captain"),
        pytest.param({}, CaptainMarkerPiece("blue"), set(), id="D10-not-your-marker"),
        pytest.param({}, KinsmanPiece("blue"), set(), id="D10-not-your-kinsman"),
    ],
)
def test_legal_targets(setup, piece, targets):
    assert legal_targets(table(**setup), piece) == frozenset(targets)


# -- move_for: a drop means exactly one move -------------------------------------------------------


@pytest.mark.parametrize(
    ("piece", "target", "move"),
    [
        pytest.param(CaptainMarkerPiece("red"), PrestigeSpace(5), CaptainMarker(5), id="M1-drop"),
        pytest.param(BishopMarkerPiece("red"), ChurchSpace(3), BishopMarker(3), id="M2-drop"),
        pytest.param(KinsmanPiece("red"), PredicatoreSpace(2), KinsmanToPredicatore(2), id="M3-drop"),
        pytest.param(KinsmanPiece("red"), BishopCardSpot(), KinsmanToBishopCard(), id="M4-drop"),
        pytest.param(
            KinsmanPiece("red", at=PredicatoreSpace(3)),
            Pool("red"),
            KinsmanToPool(PredicatoreSpace(3)),
            id="M5-drop-from-space",
        ),
        pytest.param(
            KinsmanPiece("red", at=BishopCardSpot()),
            Pool("red"),
            KinsmanToPool(BishopCardSpot()),
            id="M5-drop-from-card",
        ),
        pytest.param(TilePiece("maruffi"), PredicatoreSpace(1), PreacherToPredicatore("maruffi", 1), id="M6-drop"),
        pytest.param(TilePiece("maruffi"), CaptainCard(), Detain("maruffi"), id="M7-drop"),
        pytest.param(KinsmanPiece("red", at=PredicatoreSpace(3)), Pool("blue"), None, id="M5-other-pool"),
        pytest.param(KinsmanPiece("red"), Pool("red"), None, id="pool-to-pool"),
        pytest.param(CaptainMarkerPiece("red"), ChurchSpace(2), None, id="marker-wrong-track"),
        pytest.param(BishopMarkerPiece("red"), PredicatoreSpace(1), None, id="bishop-marker-to-space"),
    ],
)
def test_move_for(piece, target, move):
    assert move_for(piece, target) == move


# -- check_drop: why a drop is refused ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("setup", "piece", "target", "expected"),
    [
        pytest.param(
            {},
            KinsmanPiece("blue"),
            PredicatoreSpace(1),
            (None, "D10", "it is Red's turn; only the family whose turn it is moves pieces"),
            id="D10-someone-elses-piece",
        ),
        pytest.param(
            {}, CaptainMarkerPiece("red"), ChurchSpace(1),
            (None, "M1", "a Captain marker moves only along the Prestige track"), id="M1-not-a-track-of-its-own"
        ),
        pytest.param(
            {}, BishopMarkerPiece("red"), PrestigeSpace(3),
            (None, "M2", "a Bishop marker moves only on the Church track"), id="M2-not-a-track-of-its-own"
        ),
        pytest.param(
            {}, KinsmanPiece("red"), PrestigeSpace(3),
            (None, "M3", "a Kinsman goes only to a Predicatore space, onto the Bishop card or back to the family pool"),
            id="M3-not-a-kinsmans-place"
        ),
        pytest.param(
            {}, TilePiece("botticelli"), PrestigeSpace(3),
            (None, "M6", "a tile goes only to a Predicatore space (a Preacher's) or to the Captain card"),
            id="M6-not-a-tiles-place"
        ),
        pytest.param(
            {"predicatore": (None, K("blue"), None, None)},
            KinsmanPiece("red"),
            PredicatoreSpace(2),
            (KinsmanToPredicatore(2), "M3", "Predicatore space 2 is already taken"),
            id="M3-refused-drop",
        ),
        pytest.param(
            {},
            TilePiece("botticelli"),
            CaptainCard(),
            (Detain("botticelli"), "M7", "only the family holding the Captain card may detain"),
            id="M7-refused-drop",
        ),
        pytest.param({}, BishopMarkerPiece("red"), ChurchSpace(4), (BishopMarker(4), "", ""), id="M2-legal-drop"),
    ],
)
def test_check_drop(setup, piece, target, expected):
    move, verdict = check_drop(table(**setup), piece, target)
    assert (move, verdict.rule, render(verdict)) == expected


def test_every_legal_target_is_a_move_the_engine_applies():
    state = table(captain="red", bishop="blue", bishop_card=("blue",), predicatore=(None, K("red"), None, None))
    pieces = [
        BishopMarkerPiece("red"),
        KinsmanPiece("red"),
        KinsmanPiece("red", at=PredicatoreSpace(2)),
        TilePiece("capestrano"),
        TilePiece("botticelli"),
    ]
    for piece in pieces:
        for target in legal_targets(state, piece):
            move = move_for(piece, target)
            after, events = apply(state, move)
            assert after != state
            assert events[0].rule.startswith("M")
