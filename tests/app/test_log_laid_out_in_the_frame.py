"""The log's lines are laid out before the frame that shows them: the first paint of the log after a
change already stands as the log will rest (its scroll bar's range), never a paint of the old layout
followed by a second frame once the list's own timer has laid the lines out."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from florenza_gui.engine.rules.moves import CaptainMarker, KinsmanToPredicatore


class FirstPaint(QObject):
    """The log's scroll range as its viewport is first painted after ``arm``."""

    def __init__(self, view) -> None:  # type: ignore[no-untyped-def]
        super().__init__()
        self.view, self.seen = view, None
        view.viewport().installEventFilter(self)

    def arm(self) -> None:
        self.seen = None

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.seen is None:
            self.seen = self.view.verticalScrollBar().maximum()
        return False


def test_a_language_switched_shows_the_log_laid_out_in_its_first_frame(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    assert driver.move(CaptainMarker(9)) and driver.move(KinsmanToPredicatore(2))
    view = window.log_view
    driver.wait_at_rest()
    first = FirstPaint(view)
    for menus in (("View", "Language", "Italiano"), ("Visualizza", "Lingua", "English")):
        before = view.verticalScrollBar().maximum()
        first.arm()
        driver.choose(*menus)
        for _ in range(5):
            QApplication.processEvents()
            qtbot.wait(20)
        rest = view.verticalScrollBar().maximum()
        assert rest != before, "the words took the same room in both languages: the test shows nothing"
        assert first.seen == rest, f"the log was first painted with its old layout ({first.seen}, then {rest})"


def test_the_lines_wrap_in_one_width_whether_or_not_they_fill_the_panel(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    """A log that grows past its panel's height keeps the width its lines wrap in: a scroll bar that came
    as it did would lay every line out again, in a second frame."""
    view = window.log_view
    bar = view.verticalScrollBar()
    driver.new_game(families=2, seed=5)
    driver.toggle_panel("Narration")  # (the log's panel taller)
    qtbot.waitUntil(lambda: bar.maximum() == 0)
    short = view.viewport().width()
    driver.toggle_panel("Narration")
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the same lines, past the lower panel's height
    assert view.viewport().width() == short, "the lines wrap in another width once the log fills its panel"
