"""Lap badges on the Prestige track ("+40" beside a Captain marker that has
gone round it): each drawn whole, in a tag as wide as its number, where it
covers no family's letter and no other badge, and never off the board.

Pure geometry on scene points: the scene says where the markers stand and
what each badge reads; this module says where each badge goes."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from ..qt.theme import serif

# 15 px on the board is 9 px on screen at 1280×720, the smallest that reads:
# a long number gets a wider tag, never smaller type
BADGE_FONT_PX = 15
BADGE_HEIGHT = 18.0
MIN_WIDTH = 34.0
PADDING = 10.0
LETTER = (12.0, 14.0)  # the glyphs of a marker's mark, around its centre


@cache
def _metrics() -> QFontMetricsF:
    return QFontMetricsF(serif(BADGE_FONT_PX, bold=True))


def lap_badge(points: int) -> str:
    """The badge for ``points`` gone round the track ("+40", "+1000",
    "+100 000": from five digits in groups of three, with a narrow space
    that reads the same in every language); "" for none."""
    if not points:
        return ""
    digits = str(points)
    if len(digits) >= 5:
        groups = [digits[max(0, end - 3):end] for end in range(len(digits), 0, -3)]
        digits = "\u202f".join(reversed(groups))
    return f"+{digits}"


def badge_width(text: str) -> float:
    return max(MIN_WIDTH, _metrics().horizontalAdvance(text) + PADDING)


def letter_box(centre: QPointF) -> QRectF:
    box = QRectF(0, 0, *LETTER)
    box.moveCenter(centre)
    return box


def _candidates(centre: QPointF, width: float, left: bool) -> list[QRectF]:
    """Where a badge may go round a 28-px marker, best first: over its right
    shoulder, its left one, beside it at its height (right, left), above it,
    below it; ``left`` (the left one of two abreast) tries its left side first."""
    x, y = centre.x(), centre.y()
    h = BADGE_HEIGHT
    shoulders = [QRectF(x + 6, y - 24, width, h), QRectF(x - 6 - width, y - 24, width, h)]
    beside = [QRectF(x + 16, y - 9, width, h), QRectF(x - 16 - width, y - 9, width, h)]
    if left:
        shoulders.reverse()
        beside.reverse()
    return [*shoulders, *beside, QRectF(x - width / 2, y - 34, width, h), QRectF(x - width / 2, y + 16, width, h)]


def _farther(centre: QPointF, width: float) -> list[QRectF]:
    """Where every place round the marker is taken (a crowded far end of the
    track, under its heading): places a step farther out, nearest first,
    never off the board's top."""
    x, y = centre.x(), centre.y()
    spots = [(dx, dy) for dx in range(-90, 91, 6) for dy in range(-36, 61, 6) if y + dy - BADGE_HEIGHT / 2 >= 2]
    spots.sort(key=lambda d: (d[0] ** 2 + d[1] ** 2, d))
    return [QRectF(x + dx - width / 2, y + dy - BADGE_HEIGHT / 2, width, BADGE_HEIGHT) for dx, dy in spots]


def _within(rect: QRectF, span: tuple[float, float]) -> QRectF:
    left = max(span[0], min(rect.left(), span[1] - rect.width()))
    return rect.translated(left - rect.left(), 0)


def place_badges(badges: Sequence[tuple[QPointF, str, bool]], markers: Sequence[QPointF],
                 span: tuple[float, float], headings: Sequence[QRectF] = ()) -> list[QRectF]:
    """The scene rectangle of each badge (its marker's centre, its text,
    whether the marker is the left one of two abreast), in order: the first
    place round its marker (:func:`_candidates`), kept within ``span`` (scene x),
    that covers no letter of ``markers``, no printed heading (``headings``)
    and no badge placed before it; if every place would, the first that covers
    no letter and no heading; failing that, the first one."""
    letters = [letter_box(m) for m in markers]
    kept_clear = [*letters, *headings]
    placed: list[QRectF] = []
    for centre, text, left in badges:
        width = badge_width(text)
        options = [_within(r, span) for r in _candidates(centre, width, left)]
        clear = (r for r in options if not any(r.intersects(b) for b in kept_clear))
        free = next((r for r in clear if not any(r.intersects(b) for b in placed)), None)
        if free is None:  # farther out (made only when needed: the board is refreshed at every step)
            farther = (_within(r, span) for r in _farther(centre, width))
            free = next((r for r in farther if not any(r.intersects(b) for b in (*kept_clear, *placed))), None)
        placed.append(free if free is not None else next(
            (r for r in options if not any(r.intersects(b) for b in kept_clear)), options[0]))
    return placed
