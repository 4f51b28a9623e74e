"""Family colours, shapes, fonts and art paths shared by every view.

The family colours are the Okabe–Ito palette, chosen to stay distinct for
the common kinds of colour blindness; every family also has a shape and a
mark (one or two letters, ``family_marks``) drawn on its pieces and on its
family board, so a greyscale projector loses nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtGui import QColor, QFont, QFontDatabase

from ..engine.model.boarddata import resource_path
from ..engine.model.state import GameState


@dataclass(frozen=True)
class FamilyStyle:
    colour: QColor
    ink: QColor  # text/outline colour readable on ``colour``
    shape: str  # "square", "triangle", "circle", "diamond", "star"
    letter: str  # the family's mark (``family_marks``): one letter, or two where first letters are shared


PALETTE = {
    "red": ("#D55E00", "#2b1d0e", "square"),
    "blue": ("#0072B2", "#ffffff", "circle"),
    "green": ("#009E73", "#ffffff", "triangle"),
    "yellow": ("#F0E442", "#2b1d0e", "diamond"),
    "purple": ("#CC79A7", "#2b1d0e", "star"),
}
PALETTE_ORDER = ("red", "blue", "green", "yellow", "purple")

INK = QColor("#3b2a17")
GOLD = QColor("#c9a240")
HIGHLIGHT = QColor("#2e9c4a")
REFUSED = QColor("#a3202a")


def family_style(state: GameState, family_id: str) -> FamilyStyle:
    """A family's colour and shape: by its id when it names a colour, else by seat."""
    index = [f.id for f in state.families].index(family_id)
    key = family_id if family_id in PALETTE else PALETTE_ORDER[index % len(PALETTE_ORDER)]
    colour, ink, shape = PALETTE[key]
    marks = family_marks(tuple((f.id, f.name) for f in state.families))
    return FamilyStyle(QColor(colour), QColor(ink), shape, marks[family_id])


def _initial(name: str) -> tuple[str, str]:
    """A name's first letter (or digit), upper case, and the letters after it."""
    at = next((i for i, c in enumerate(name) if c.isalnum()), 0)
    return name[at:at + 1].upper() or "?", "".join(c for c in name[at + 1:] if c.isalnum()).lower()


@cache
def family_marks(families: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """Each family's mark, from ``(id, name)`` in seat order, the one place
    every surface takes it from (pieces, family boards, accessible names).
    A first letter no other family shares is the mark ("Red": R); families
    sharing one add, in seat order, the first later letter of their name that
    no earlier family of theirs took ("Medici": Me, "Malatesta": Ma), or a
    number if their names leave none ("M", "M": M2, M3)."""
    initials = {fid: _initial(name) for fid, name in families}
    counts: dict[str, int] = {}
    for first, _ in initials.values():
        counts[first] = counts.get(first, 0) + 1
    taken = {first for first, n in counts.items() if n == 1}
    marks: dict[str, str] = {}
    for fid, _ in families:
        first, rest = initials[fid]
        if counts[first] == 1:
            marks[fid] = first
            continue
        mark = next((first + c for c in rest if (first + c).upper() not in taken), "")
        n = 2
        while not mark or mark.upper() in taken:
            mark, n = f"{first}{n}", n + 1
        taken.add(mark.upper())
        marks[fid] = mark
    return marks


def art(name: str) -> str:
    return str(resource_path("art", name))


@cache
def serif_family() -> str:
    """EB Garamond, shipped in resources/fonts (SIL OFL), else any serif.
    Bold is the regular face made bold by Qt: the bold face that was
    shipped was a subset without accented letters or dashes, which then
    came from a fallback sans font ("La partita è finita")."""
    families: list[str] = []
    for name in ("EBGaramond12-Regular.otf", "EBGaramond12-Italic.otf"):
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    return families[0] if families else "serif"


def serif(pixel_size: int, bold: bool = False, italic: bool = False) -> QFont:
    """EB Garamond at ``pixel_size`` (a copy: the caller may change it)."""
    return QFont(_serif(pixel_size, bold, italic))


@cache
def _serif(pixel_size: int, bold: bool, italic: bool) -> QFont:
    # the board paints a few hundred texts in a dozen sizes: each font is made once
    font = QFont(serif_family())
    font.setPixelSize(pixel_size)
    font.setBold(bold)
    font.setItalic(italic)
    # lining figures: rule ids such as "R7.1" must read clearly
    font.setFeature(QFont.Tag("lnum"), 1)
    return font


# Where the keyboard's focus is, on the board and in the panels: a thick bright ring edged in dark
# on both sides, so it reads on the parchment, on the dark curtain and on a washed-out projector.
FOCUS = QColor("#ffc83d")
FOCUS_EDGE = QColor("#1d1206")
FOCUS_WIDTH = 5  # the bright band, in pixels (the dark edges add 2 each side)

# The current cell or line of a focused table or list (where the arrows are, where typing edits):
# dark-edged and gold, whatever the cell's own colour or its selection.
FOCUSED_ITEM = "::item:focus { border: 3px solid #1d1206; background: #ffe08a; color: #1d1206; }"
