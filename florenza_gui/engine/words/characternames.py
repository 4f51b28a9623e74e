"""A character's name as the interface shows it: the one translation point
for characters' names (board cards and tiles, tooltips, accessible names, the
narration, the log, refusals, the editor's broken invariants).

A game keeps each character's name as its file (or the roster, for a new
game) gives it, in English: saves write it unchanged (FORMAT.md). A name
that is a standard character's English name (``resources/characters.toml``,
``name``) is shown in the interface's language (``name_it`` in Italian); any
other name, as from a file's own character, is shown exactly as written.
"""

from __future__ import annotations

from functools import cache

from ..model.boarddata import standard_board


@cache
def _names(language: str) -> dict[str, str]:
    """The roster's English names, each to its name in ``language`` (none for English)."""
    if language != "it":
        return {}
    return {c.name: c.name_it for c in standard_board().roster}


def character_name(name: str, language: str = "en") -> str:
    """``name`` (a character's, as its game holds it) in ``language``."""
    if language == "en":
        return name
    return _names(language).get(name, name)


__all__ = ["character_name"]
