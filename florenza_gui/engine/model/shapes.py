"""The shapes that many small records of the engine share.

Places, pieces and moves are small frozen dataclasses, and many have the same
fields: a family's (``Pool``, ``HeldBy``, the markers), a character's (its
tile and card, ``Detain``), none at all (``Bag``, ``Pass``)... Each shape is
one frozen dataclass here, and each kind of that shape is a subclass of it
that adds only its name, its docstring and no fields (``__slots__ = ()``).

Each kind stays distinct: the inherited ``__eq__`` compares the
class first (``Pool("red") != HeldBy("red")``), ``repr`` gives each its own
name, and ``match``, ``dataclasses.replace`` and ``fields`` work as on a
dataclass of its own. What is shared is the making of the methods: Python
builds a dataclass's ``__init__``, ``__eq__``, ``__hash__``, ``__repr__``,
``__setattr__`` and ``__delattr__`` by compiling their source when the class
is created, at every launch of the app: once per shape, not once per kind.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Unit:
    """No fields: there is one of it."""


@dataclass(frozen=True, slots=True)
class OfFamily:
    """Belongs to one family."""

    family: str


@dataclass(frozen=True, slots=True)
class OfCharacter:
    """Names one character."""

    character: str


@dataclass(frozen=True, slots=True)
class AtPosition:
    """A position on a track."""

    position: int


@dataclass(frozen=True, slots=True)
class AtSpace:
    """A numbered space."""

    space: int


@dataclass(frozen=True, slots=True)
class To:
    """A marker's destination."""

    to: int
