"""A family's name too long for its column in the Families table: its first word, then the other words'
initials, each a letter or a digit (found in a play-through: `Pazzi & Sons, "the O'Briens"` read
`P. &. S. ". O.`, the "&" and the quote taken for initials)."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from florenza_gui.app.familiestable import fitted_line
from florenza_gui.qt.theme import serif


def test_initials_are_letters_or_digits(qapp) -> None:  # type: ignore[no-untyped-def]
    metrics = QFontMetricsF(serif(13))
    name = "Pazzi & Sons, \"the O'Briens\""
    room = int(metrics.horizontalAdvance("Pazzi S. t. O.")) + 1
    assert fitted_line(name, room, metrics) == "Pazzi S. t. O."
    assert fitted_line("Giovanni Tornabuoni", int(metrics.horizontalAdvance("Giovanni T.")) + 1,
                       metrics) == "Giovanni T."
    assert fitted_line("Casa 2 Torri", 10_000, metrics) == "Casa 2 Torri"  # (whole where it fits)
