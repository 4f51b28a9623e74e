"""The engine's fast part: the in-place working copy (``working``), the
invariants followed step by step (``watcher``), the random player of whole
games (``randomplayer``), and enum members read from their class as fast as
on CPython 3.12 (``enum_reads``, done when this package is imported)."""

from .enum_reads import read_members_directly

read_members_directly()
