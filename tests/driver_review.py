"""The driver's review of an end of round already played (tests/driver.py): Game ▸ Review the last end of round
chosen (or Ctrl+R pressed), Game ▸ Close review chosen, Escape pressed, the status bar's Close review clicked,
and what the window says of it read: whether a review is open, what its entries offer and why they are off."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


class Reviewing:
    """The review, as the user meets it (mixed into the driver)."""

    window: Any
    qtbot: Any
    if TYPE_CHECKING:

        def action(self, *path: str) -> Any: ...

        def trigger(self, action: Any) -> None: ...

        def wait_at_rest(self) -> None: ...

    def _game(self) -> str:
        return QCoreApplication.translate("MainWindow", "&Game").replace("&", "")

    def review_entry(self) -> Any:
        """Game ▸ Review the last end of round (an action: enabled or not, its tooltip)."""
        return self.action(self._game(), QCoreApplication.translate("RoundReview", "Review the last end of round"))

    def close_review_entry(self) -> Any:
        """Game ▸ Close review (an action: enabled or not, its tooltip)."""
        return self.action(self._game(), QCoreApplication.translate("RoundReview", "Close review"))

    def review(self, key: bool = False) -> bool:
        """Game ▸ Review the last end of round chosen (``key``: Ctrl+R pressed on the window instead); a greyed-out
        entry does nothing: whether a review is open."""
        if key:
            QTest.keyClick(self.window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        else:
            self.trigger(self.review_entry())
        self.wait_at_rest()
        return self.reviewing()

    def close_review(self, how: str = "menu") -> None:
        """The review closed: Game ▸ Close review (``menu``), Escape pressed on the window (``escape``), or the
        status bar's Close review clicked (``button``)."""
        if how == "escape":
            QTest.keyClick(self.window, Qt.Key.Key_Escape)
        elif how == "button":
            button = self.window.round_review.button
            assert button.isVisible(), "the status bar offers no Close review"
            self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        else:
            self.trigger(self.close_review_entry())
        self.wait_at_rest()
        QApplication.processEvents()

    def reviewing(self) -> bool:
        """Whether a review is open (the session's mode says so; the window shows it from there)."""
        return self.window.session.mode.review is not None

    def review_button_shows(self) -> bool:
        """Whether the status bar shows Close review."""
        return bool(self.window.round_review.button.isVisible())
