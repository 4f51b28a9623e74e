"""Enum members read straight from their class's dict (``fast.enum_reads``)
behave as they always did: members, aliases, values, misses and pickling."""

from __future__ import annotations

import enum
import pickle

import pytest

import florenza_gui.engine  # noqa: F401  (imports the fast part, which removes the hook)
from florenza_gui.engine.fast.enum_reads import read_members_directly
from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.types import Seat


def test_the_hook_is_gone_once_the_engine_is_imported() -> None:
    assert "__getattr__" not in vars(enum.EnumType)
    assert read_members_directly() is False  # nothing left to remove


class Colour(enum.Enum):
    RED = "red"
    CRIMSON = "red"  # an alias
    name_clash = "n"  # a member whose name is also a property of members

    @property
    def shade(self) -> str:
        return f"a shade of {self.value}"


def test_members_aliases_and_clashing_names_read_as_before() -> None:
    assert Colour.RED is Colour("red") is Colour["RED"]
    assert Colour.CRIMSON is Colour.RED
    assert Colour.name_clash.value == "n"
    assert Colour.RED.shade == "a shade of red"
    assert Rule.R8_6 is Rule("R8.6") and EventKind.CARD_SHIFTED.value == "card_shifted"
    assert Seat.GHOST in list(Seat)


def test_a_name_that_is_no_member_raises_attribute_error() -> None:
    with pytest.raises(AttributeError):
        Colour.BLUE  # noqa: B018
    with pytest.raises(AttributeError):
        Colour.__nothing__  # noqa: B018
    assert not hasattr(Rule, "R99")
    assert getattr(Rule, "R99", None) is None


def test_members_pickle_and_flags_combine() -> None:
    assert pickle.loads(pickle.dumps(Rule.R7_1)) is Rule.R7_1

    class Bits(enum.Flag):
        A = 1
        B = 2

    assert Bits(3) == Bits.A | Bits.B and Bits.A in Bits(3)
