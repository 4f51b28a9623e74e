"""The limits of the saved-game format (FORMAT.md), in one place: the schema
refuses what breaks them, and every place a user types text caps it there, so
a game that exists can always be saved and read again. No Qt, no pydantic."""

from __future__ import annotations

MAX_BYTES = 1024 * 1024  # a saved game's size; no more than this + 1 byte is ever read
ID_MAX = 40  # a family's or a character's id, in letters
NAME_MAX = 60  # a family's name, in characters
TITLE_MAX = 120  # a scenario's title
DESCRIPTION_MAX = 2000  # a scenario's description


def text_problem(text: str, most: int, least: int = 1) -> str:
    """Why ``text`` cannot be saved where at most ``most`` characters go ("" if it can)."""
    if len(text) < least:
        return "is empty" if least == 1 else f"has fewer than {least} characters"
    if len(text) > most:
        return f"has {len(text)} characters; at most {most} can be saved"
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return "holds a character that is not text (an unpaired surrogate)"
    return ""
