"""Found at 1280x720 with five families: the Final standings (and Families)
tables, one family per column, cut a name too long for its column at both
ends ("rnabuo" for Tornabuoni). A name that does not fit is elided at its
end, and its whole name is one hover away."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF


def test_a_family_name_too_long_for_its_column_is_elided_not_cut(window, loop) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.moves import Pass
    from florenza_gui.engine.setup import Seating, new_game
    from florenza_gui.engine.types import Seat

    names = ("Medici", "Strozzi", "Pazzi", "Albizzi", "Tornabuoni")
    seats = [Seating(c, n, Seat.HUMAN) for c, n in zip(("red", "blue", "green", "yellow", "purple"), names,
                                                         strict=True)]
    window.load_game(new_game(seats, seed=9))
    window.set_demo_mode(True)
    window.resize(1280, 720)
    c = window.session
    for _ in range(7):
        while c.state.active is not None:
            c.try_move(Pass())
        loop.run_until_complete(window.player.skip_to_end())
    window.panels.standings_dock.raise_()
    for view in (window.panels.standings_panel.view, window.panels.families_view):
        header = view.horizontalHeader()
        metrics = QFontMetricsF(header.font())
        cut = [view.model().headerData(i, Qt.Orientation.Horizontal) for i in range(header.count())
               if metrics.horizontalAdvance(str(view.model().headerData(i, Qt.Orientation.Horizontal)))
               > header.sectionSize(i) - 8]
        assert not cut or header.textElideMode() != Qt.TextElideMode.ElideNone, f"{cut} are cut at both ends"
