"""What the driver (tests/driver.py) does and sees in the presentation view: entering it at a screen's
size, the caption band's sentence (whole or not, scrolled or not), the final standings beside the board
(where, in what type, what of them shows), a line of their ladder clicked; and the Final standings'
ladder in its dock as it shows. Part of :class:`tests.driver.Driver`."""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontInfo, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QScrollBar,
    QWidget,
)


class LadderShown(NamedTuple):
    """A ladder of Victory Points as it shows: how many of its lines show whole, how many it has, how many
    lines the first family's ladder has, and whether its scroll bar shows."""

    lines_shown: int
    lines: int
    first_family: int
    scroll_bar: bool


class StandingsShown(NamedTuple):
    """The final standings as the presentation view shows them."""

    area: QRect  # where they stand in the window
    type_px: int  # the table's and the ladder's type
    winner_px: int
    table_whole: bool  # every row and column of the table inside it, no scroll bar
    ladder: LadderShown


class SentenceShown(NamedTuple):
    """The caption band's sentence."""

    full: str
    shown: str
    inside: bool  # every line of it inside the band, or in its scroll area's reach
    scroll_bar: bool
    px: int


class BandText(NamedTuple):
    """A text of the caption band as the room sees it."""

    name: str  # rule, counter, says, why, question, room
    full: str  # the text the band was given
    shown: str  # what it shows
    whole: bool  # every line of it inside its label, and the label inside the band or in its scroll area's reach
    px: int


class AnswerBoxShown(NamedTuple):
    """The room's answer being entered, in the presentation view (the Answer button's box)."""

    area: QRect  # where it stands in the window
    px: int  # the smallest type of its texts, fields and buttons
    hidden: list[str]  # the fields, a list's rows and the buttons not whole in sight (by their text)
    typefaces: frozenset[str]  # the typefaces its texts, fields and buttons are drawn in


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def ladder_shown(view: QAbstractItemView) -> LadderShown:
    model = view.model()
    rows = []
    for r in range(model.rowCount()):
        branch = model.index(r, 0)
        rows.append(branch)
        rows.extend(model.index(k, 0, branch) for k in range(model.rowCount(branch)))
    room = view.viewport().rect()
    shown = sum(1 for i in rows if room.contains(view.visualRect(i)))
    first = 1 + model.rowCount(model.index(0, 0)) if model.rowCount() else 0
    return LadderShown(shown, len(rows), first, view.verticalScrollBar().isVisible())


class Presenting:
    """The presentation view, as the presenter and the room see it."""

    window: Any
    qtbot: Any

    def present(self, size: tuple[int, int]) -> None:
        """Demo ▸ Presentation view, the window standing for a screen of ``size`` (offscreen), the board fitted."""
        self.window.demo.set_presenting(True, full_screen=False)
        self.window.resize(*size)
        settle()
        self.window.fit_action.trigger()
        settle()

    def leave_presenting(self) -> None:
        """F5 again: the everyday window."""
        self.window.demo.present_action.trigger()
        settle()

    def presenting(self) -> bool:
        """Whether the window is in the presentation view (the board and the caption band only)."""
        return bool(self.window.presentation.active)

    def sentence(self) -> SentenceShown:
        """The caption band's sentence: its whole text, what shows, and how."""
        band = self.window.presentation.band
        why = band.why
        settle()
        room = band.text_scroll
        needed = (
            QFontMetrics(why.font())
            .boundingRect(0, 0, max(1, why.contentsRect().width()), 10_000, Qt.TextFlag.TextWordWrap, why.text())
            .height()
        )
        scroll_bar = room.verticalScrollBar().isVisible()
        reach = why.height() if scroll_bar else room.viewport().height()
        inside = needed <= reach and room.geometry().bottom() <= band.height()
        return SentenceShown(why.full_text(), why.text(), inside, scroll_bar, why.font().pixelSize())

    def band_texts(self) -> list[BandText]:
        """Every text the caption band shows, each with whether the room sees it whole and in what type."""
        band = self.window.presentation.band
        settle()
        found = []
        for name in ("rule", "counter", "says", "why", "question", "room"):
            label = getattr(band, name)
            if not label.isVisible():
                continue
            box = label.contentsRect()
            needed = QFontMetrics(label.font()).boundingRect(
                0, 0, max(1, box.width()), 100_000, Qt.TextFlag.TextWordWrap, label.text()).height()
            holder = band.text_scroll if band.text_scroll.isAncestorOf(label) else label
            inside = band.rect().contains(QRect(holder.mapTo(band, QPoint(0, 0)), holder.size()))
            found.append(BandText(name, label.full_text(), label.text(), needed <= box.height() and inside,
                                  label.font().pixelSize()))
        return found

    def answer_box(self) -> AnswerBoxShown | None:
        """The box the band's Answer button opens, as it shows (None: it does not)."""
        from .driver_predict import in_sight

        box = self.window.predict.room.box
        settle()
        if not box.isVisible():
            return None
        shown = [w for w in box.findChildren(QWidget) if w.isVisible()]
        texts = [w for w in shown if isinstance(w, QLabel | QAbstractButton | QComboBox | QAbstractSpinBox
                                                | QAbstractItemView) and not isinstance(w, QScrollBar)]
        hidden = [w.text() if isinstance(w, QLabel | QAbstractButton) else w.accessibleName() or type(w).__name__
                  for w in texts if not in_sight(w)]
        for view in (w for w in shown if isinstance(w, QAbstractItemView)):
            model = view.model()
            hidden += [str(model.index(r, 0).data()) for r in range(model.rowCount())
                       if not view.viewport().rect().contains(view.visualRect(model.index(r, 0)))]
        return AnswerBoxShown(QRect(box.mapTo(self.window, QPoint(0, 0)), box.size()),
                              min(w.font().pixelSize() for w in texts), hidden,
                              frozenset(QFontInfo(w.font()).family() for w in texts))

    def family_boards_in_window(self) -> dict[str, QRect]:
        """Where each family's board shows in the window."""
        view = self.window.view
        return {family: QRect(view.viewport().mapTo(self.window, rect.topLeft()), rect.size())
                for family, item in self.window.scene.boards.items()
                for rect in [view.mapFromScene(item.sceneBoundingRect()).boundingRect()]}

    def band_area(self) -> QRect:
        band = self.window.presentation.band
        return QRect(band.mapTo(self.window, QPoint(0, 0)), band.size())

    def _presented(self) -> Any | None:
        panel = self.window.presentation.standings_shown
        return panel if panel is not None and panel.isVisible() else None

    def presented_standings(self) -> StandingsShown | None:
        """The final standings beside the board in the presentation view, if they show."""
        settle()
        panel = self._presented()
        if panel is None:
            return None
        table = panel.view
        model = table.model()
        cells = [
            table.visualRect(model.index(r, c))
            for r in range(model.rowCount())
            if not table.isRowHidden(r)
            for c in range(model.columnCount())
        ]
        whole = all(table.viewport().rect().contains(cell) for cell in cells) and not (
            table.verticalScrollBar().isVisible() or table.horizontalScrollBar().isVisible()
        )
        return StandingsShown(
            QRect(panel.mapTo(self.window, QPoint(0, 0)), panel.size()),
            panel.ladder.font().pixelSize(),
            panel.winner.font().pixelSize(),
            whole,
            ladder_shown(panel.ladder),
        )

    def standings_dock_shows(self) -> bool:
        return bool(self.window.standings_dock.isVisible())

    def docked_ladder(self) -> LadderShown:
        """The Final standings' ladder in its dock (brought to the front)."""
        self.window.standings_dock.raise_()
        settle()
        return ladder_shown(self.window.standings_panel.ladder)

    def click_presented_ladder_line(self, family: str, line: str) -> None:
        """Click, in the standings beside the board, the ladder's line that starts with ``line`` under the
        family line that starts with ``family``."""
        panel = self._presented()
        assert panel is not None, "no final standings beside the board"
        view = panel.ladder
        model = view.model()
        (branch,) = [
            model.index(r, 0) for r in range(model.rowCount()) if str(model.index(r, 0).data()).startswith(family)
        ]
        index = next(
            model.index(k, 0, branch)
            for k in range(model.rowCount(branch))
            if str(model.index(k, 0, branch).data()).startswith(line)
        )
        view.scrollTo(index)
        settle()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
        settle()
