"""Found at 1280x720 with five families: the Final standings (and Families)
tables, one family per column, cut a name too long for its column at both
ends ("rnabuo" for Tornabuoni). A name that does not fit is elided at its
end, and its whole name is one hover away."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF

from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.moves import Pass
from florenza_gui.engine.rules.setup import Seating, new_game


def five_families_at_the_final_standings(window, driver, names: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """Five humans (``names``) play every round out by passing, at 1280x720; the Final standings shown."""
    colours = ("red", "blue", "green", "yellow", "purple")
    driver.put_lesson(new_game([Seating(c, n, Seat.HUMAN) for c, n in zip(colours, names, strict=True)], seed=9))
    window.resize(1280, 720)
    for _ in range(7):
        while window.session.state.active is not None:
            assert driver.move(Pass())
        driver.skip()
    window.standings_dock.raise_()


def test_a_family_name_too_long_for_its_column_is_elided_not_cut(window, driver) -> None:  # type: ignore[no-untyped-def]
    five_families_at_the_final_standings(window, driver, ("Medici", "Strozzi", "Pazzi", "Albizzi", "Tornabuoni"))
    for view in (window.standings_panel.view, window.families_view):
        header = view.horizontalHeader()
        metrics = QFontMetricsF(header.font())
        cut = [view.model().headerData(i, Qt.Orientation.Horizontal) for i in range(header.count())
               if metrics.horizontalAdvance(str(view.model().headerData(i, Qt.Orientation.Horizontal)))
               > header.sectionSize(i) - 8]
        assert not cut or header.textElideMode() != Qt.TextElideMode.ElideNone, f"{cut} are cut at both ends"


def test_every_word_of_the_final_standings_fits_its_column(window, driver) -> None:  # type: ignore[no-untyped-def]
    """'3 (shared)' wrapped to '3 / (shared' with its bracket cut off at
    1280x720 with five families; the Tie-break row already says Shared."""
    five_families_at_the_final_standings(window, driver, ("Red", "Blue", "Green", "Yellow", "Purple"))
    view = window.standings_panel.view
    model, metrics = view.model(), QFontMetricsF(view.font())
    words = {str(model.index(r, col).data()) for r in range(model.rowCount()) if not view.isRowHidden(r)
             for col in range(model.columnCount())}
    too_wide = [(w, metrics.horizontalAdvance(w)) for text in words for w in text.split()
                if metrics.horizontalAdvance(w) > view.columnWidth(0) - 2]
    assert not too_wide, f"{too_wide} wider than a column of {view.columnWidth(0)} px"
