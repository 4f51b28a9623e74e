"""The limits of the saved-game format (FORMAT.md), in one place: the schema
refuses what breaks them, and every place a user types text caps it there, so
a game that exists can always be saved and read again. No Qt, no pydantic."""

from __future__ import annotations

import re
import unicodedata

from .filereasons import FileProblem as P
from .filereasons import Why, why

MAX_BYTES = 1024 * 1024  # a saved game's size; no more than this + 1 byte is ever read
# Numbers: bounds that keep a hostile file from making the engine do unbounded work
MAX_POINTS = 100_000  # a position on the Prestige track (a Captain marker, Victory Points)
MAX_COUNT = 1_000_000_000  # Resources, Fiorini
MAX_TOKENS = 10_000  # the Prestige Point tokens one family holds
MAX_CARDINAL = 1000  # the times one family was named Cardinal (R7.3)
MAX_SEED = 2**63 - 1  # a game's seed (0 or more)
# M1's highest position (M10's is MAX_COUNT): a game played within it stays within the numbers above.
# A marker left there gains at most 21 a round (R7.2d, R7.3, G2) for 7 rounds and banks it each round
# it is Captain: at most 7 x 1,017 tokens and 70,147 Victory Points (a test plays it). A file is read
# only if what its game can still reach stays within them too (headroom.py).
MOVE_PRESTIGE_MAX = 10_000
ID_MAX = 40  # a family's or a character's id, in letters
NAME_MAX = 60  # a family's name, in characters
TITLE_MAX = 120  # a scenario's title
DESCRIPTION_MAX = 2000  # a scenario's description (and its closing paragraph)
HINT_MAX = 300  # a lesson question's hint


# Bidirectional embeddings, overrides and isolates: in a name they would turn
# the words shown after it around ("Green\u202e passes" reads "sessap neerG").
BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def text_reason(text: str, most: int, least: int = 1, lines: bool = False, visible: bool = False) -> Why | None:
    """Why ``text`` cannot be saved where at most ``most`` characters go (None if it can).
    Plain text (FORMAT.md): no control characters (``lines``: line breaks
    allowed) and no bidirectional controls, which would reorder the text
    shown around it. A name or a title (``visible``) that is not empty shows
    at least one character: blanks, zero-width characters and marks alone
    would leave the places that show it empty ("Pass the computer to ")."""
    if len(text) < least:
        return why(P.TEXT_EMPTY) if least == 1 else why(P.TEXT_TOO_SHORT, least=least)
    if len(text) > most:
        return why(P.TEXT_TOO_LONG, length=len(text), most=most)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return why(P.TEXT_SURROGATE)
    found = (_CONTROL_BUT_LINES if lines else _CONTROL).search(text)
    if found is not None:
        return why(P.TEXT_CONTROL, code=f"{ord(found.group()):04X}")
    if visible and text and shows_nothing(text):
        return why(P.TEXT_BLANK)
    return None


def shows_nothing(text: str) -> bool:
    """No character of ``text`` shows: each is a space or a separator, a
    control or format character (a zero-width space, say), or a mark with
    nothing to sit on."""
    for c in text:
        category = unicodedata.category(c)
        if category[0] not in "ZC" and category not in ("Mn", "Me"):
            return False
    return True


# The characters refused, as one search (the first found is named): C0 and C1
# controls, and the bidirectional ones; a text that may break lines keeps
# tabs and line feeds.
_BIDI = "".join(sorted(BIDI_CONTROLS))
_CONTROL = re.compile(f"[\x00-\x1f\x7f-\x9f{_BIDI}]")
_CONTROL_BUT_LINES = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_BIDI}]")
