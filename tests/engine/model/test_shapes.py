"""Kinds of place, piece and move that share a shape (``engine.shapes``)
stay as distinct as dataclasses of their own."""

from __future__ import annotations

import dataclasses

import pytest

from florenza_gui.engine.model import places, shapes
from florenza_gui.engine.model.movetypes import BishopMarker, CaptainMarker, Detain, EndTurn, Pass
from florenza_gui.engine.model.places import (
    BAG,
    Bag,
    CardPiece,
    ChurchSpace,
    HeldBy,
    OutOfGame,
    Pool,
    PredicatoreSpace,
    PrestigeSpace,
    TilePiece,
    TurnSpace,
)

SAME_SHAPE = [
    (Pool("red"), HeldBy("red")),
    (PrestigeSpace(3), TurnSpace(3)),
    (ChurchSpace(2), PredicatoreSpace(2)),
    (TilePiece("botticelli"), CardPiece("botticelli")),
    (TilePiece("botticelli"), Detain("botticelli")),
    (Bag(), OutOfGame()),
    (EndTurn(), Pass()),
    (CaptainMarker(4), BishopMarker(4)),
]


@pytest.mark.parametrize(("one", "other"), SAME_SHAPE)
def test_kinds_of_one_shape_are_never_equal(one, other) -> None:  # type: ignore[no-untyped-def]
    assert one != other and other != one
    assert one == type(one)(*dataclasses.astuple(one)) and hash(one) == hash(type(one)(*dataclasses.astuple(one)))
    assert len({one, other}) == 2
    assert repr(one).startswith(type(one).__name__ + "(")


@pytest.mark.parametrize(("one", "other"), SAME_SHAPE)
def test_each_kind_is_a_frozen_slotted_dataclass(one, other) -> None:  # type: ignore[no-untyped-def]
    for piece in (one, other):
        assert dataclasses.is_dataclass(piece)
        assert not hasattr(piece, "__dict__")
        for field in dataclasses.fields(piece):
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(piece, field.name, "changed")
        changed = dataclasses.replace(piece)
        assert changed == piece and type(changed) is type(piece)


def test_matching_reads_the_fields_by_name_and_by_position() -> None:
    match Pool("green"):
        case HeldBy():
            raise AssertionError("a pool is not held")
        case Pool(owner):
            assert owner == "green"
    match PredicatoreSpace(3):
        case PredicatoreSpace(space=s):
            assert s == 3
    assert repr(Pool("red")) == "Pool(family='red')" and repr(BAG) == "Bag()"
    assert places.pool("red") is places.pool("red") == Pool("red")


def test_a_shape_is_only_a_base() -> None:
    assert issubclass(Pool, shapes.OfFamily) and Pool.__doc__ != shapes.OfFamily.__doc__
    assert shapes.OfFamily("red") != Pool("red")
