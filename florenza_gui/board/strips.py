"""A strip of the board too long for the screen (the Prestige track, the row
of family boards) is shown in parts: each part holds whole spaces or whole
boards, each next part begins with the last whole one of the part before (so
nothing falls between two parts), and the last part ends where the strip ends.
A part is shown across the whole screen, so its zoom is near the one that
fills the screen's height with the strip, never a space or a board cut at its edge."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF


def _pad(units: Sequence[QRectF]) -> float:
    """How far a part reaches past its first and last unit: half the gap
    between two units, and at least a border's width (spaces share their border)."""
    gap = units[1].left() - units[0].right() if len(units) > 1 else 0.0
    return max(1.5, gap / 2)


def strip_parts(area: QRectF, units: Sequence[QRectF], width: float) -> list[tuple[float, float]]:
    """The parts of the strip ``area`` (its ``units`` left to right), each
    about ``width`` long, as (left, right) in scene x. The first part begins
    at the area's start, the last ends at its end. A part holds the whole
    units that fit in ``width``, or one more where showing it (a little
    farther off) changes the zoom less than leaving it out (a little nearer)."""
    if not units or area.width() <= width:
        return [(area.left(), area.right())]
    pad, last = _pad(units), len(units) - 1

    def span(i: int, j: int) -> float:
        return (area.right() if j == last else units[j].right() + pad) - (area.left() if i == 0
                                                                          else units[i].left() - pad)

    parts: list[tuple[float, float]] = []
    i = 0
    while True:
        j = i
        while j < last and span(i, j + 1) <= width:
            j += 1
        if j < last and span(i, j + 1) / width < width / span(i, j):
            j += 1
        if j == last:
            while i > 0 and span(i - 1, last) <= width:  # the last part reaches back to fill the screen
                i -= 1
        left = area.left() if i == 0 else units[i].left() - pad
        parts.append((left, left + span(i, j)))
        if j == last:
            return parts
        i = j if j > i else j + 1


def part_rect(area: QRectF, part: tuple[float, float], filled: QRectF, aspect: float, scene: QRectF) -> QRectF:
    """What to show of one part: its whole units across the screen (a little
    nearer than ``filled``, the strip's start at the zoom that fills the
    screen's height), or, where that would cut the strip's height, ``filled``
    moved to the part's start."""
    left, right = part
    w = right - left
    h = w / aspect
    if h < area.height():
        shown = QRectF(filled)
        shown.moveLeft(left)
        return shown
    top = min(max(area.center().y() - h / 2, scene.top()), scene.bottom() - h)
    return QRectF(left, top, w, h)
