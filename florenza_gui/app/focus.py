"""Where the keyboard is, seen, and how it goes round the window.

The window's Tab cycle follows the screen: the board, then the right-hand
side from top to bottom (the narration and its controls, then the tabbed
panels, each one in the order of its tab). Tab and Shift+Tab go from stop to
stop; Ctrl+Tab and Ctrl+Shift+Tab go from panel to panel, to its first stop.
A panel behind another's tab is brought to the front when the keyboard
reaches it, so the Families table (M10, typed in its cells) is one Tab away
from the log, never a stop hidden behind it. While the curtain covers the
board the cycle stays on the curtain's own buttons.

The widget with the focus wears a thick ring (:class:`FocusRing`), bright and
edged in dark, on the board, in every panel and in every dialog."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QKeySequence, QPainter, QPaintEvent, QPen, QRegion, QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QMainWindow, QWidget
from shiboken6 import isValid

from ..qt.theme import FOCUS, FOCUS_EDGE, FOCUS_WIDTH


class FocusRing(QWidget):
    """A thick ring around the widget with the keyboard's focus: a bright band
    between two dark edges, drawn round the widget over its own edge (a
    slider's groove and a table's cells stay in sight; at the window's border,
    inside it), letting every click through. It stands over the window and
    follows the widget wherever a dock or a resize puts it."""

    BAND = FOCUS_WIDTH + 4  # the bright band and its dark edges
    OVER = 3  # how far the band lies over the widget's own edge

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._around: list[QWidget] = []  # the widget, then each of its parents up to the window

    def widget(self) -> QWidget | None:
        return self._around[0] if self._around else None

    def follow(self, widget: QWidget | None) -> None:
        """Go round ``widget`` (None: show nowhere)."""
        for watched in self._around:
            if isValid(watched):
                watched.removeEventFilter(self)
        self._around = []
        window = self.parentWidget()
        at = widget
        while at is not None and at is not window:
            self._around.append(at)
            at.installEventFilter(self)
            at = at.parentWidget()
        if at is None and widget is not None:  # (in another window: a floating dock)
            self.follow(None)
            return
        self.place()

    def place(self) -> None:
        widget, window = self.widget(), self.parentWidget()
        if widget is None or window is None or not widget.isVisible():
            self.hide()
            return
        out = self.BAND - self.OVER
        around = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()).adjusted(-out, -out, out, out)
        self.setGeometry(around.intersected(window.rect()))
        whole = QRegion(self.rect())
        self.setMask(whole.subtracted(QRegion(self.rect().adjusted(self.BAND, self.BAND, -self.BAND, -self.BAND))))
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self.place()
        elif event.type() == QEvent.Type.ParentChange:
            self.follow(self.widget())
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        band = self.BAND
        ring = QRectF(self.rect()).adjusted(band / 2, band / 2, -band / 2, -band / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(FOCUS_EDGE, band, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap,
                            Qt.PenJoinStyle.MiterJoin))
        painter.drawRect(ring)
        painter.setPen(QPen(FOCUS, FOCUS_WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.SquareCap,
                            Qt.PenJoinStyle.MiterJoin))
        painter.drawRect(ring)


def dialog_ring(dialog: QWidget) -> FocusRing:
    """The ring of ``dialog`` (a New game, a message, a file dialog): made with the dialog's first
    focus, and gone with the dialog."""
    ring = dialog.findChild(FocusRing, options=Qt.FindChildOption.FindDirectChildrenOnly)
    if ring is None:
        ring = FocusRing(dialog)
    return ring


@dataclass(frozen=True)
class Panel:
    """A part of the window the keyboard goes to with Ctrl+Tab: its stops in
    order, and the dock to bring to the front when one of them takes the focus."""

    stops: tuple[QWidget, ...]
    dock: QDockWidget | None = None


class FocusCycle(QObject):
    """The window's Tab and Ctrl+Tab order, read from the window each time a
    key is pressed (the controls enabled, the docks open and where they are)."""

    def __init__(self, window: QMainWindow, panels: Callable[[], Sequence[Panel]],
                 covered: Callable[[], bool]) -> None:
        super().__init__(window)
        self.window, self._panels, self._covered = window, panels, covered
        self.ring = FocusRing(window)
        self.ring.hide()
        self._keys: list[QShortcut] = []
        for key, forward in (("Ctrl+Tab", True), ("Ctrl+Shift+Tab", False), ("Ctrl+Backtab", False)):
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda forward=forward: self.jump(forward))
            self._keys.append(shortcut)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)

    def panels(self) -> list[Panel]:
        """The panels the keyboard can reach now, in screen order, each with its reachable stops."""
        found = []
        for panel in self._panels():
            if panel.dock is not None and (panel.dock.isHidden() or panel.dock.isFloating()):
                continue
            stops = tuple(w for w in panel.stops if w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
                          and (panel.dock is not None or w.isVisible()))
            if stops:
                found.append(Panel(stops, panel.dock))
        return found

    def _where(self, panels: list[Panel]) -> tuple[int, int] | None:
        """The panel and the stop holding the focus (a stop, or a widget inside one: a cell's editor)."""
        focused = QApplication.focusWidget()
        for p, panel in enumerate(panels):
            for s, stop in enumerate(panel.stops):
                if focused is not None and (focused is stop or stop.isAncestorOf(focused)):
                    return p, s
        return None

    def step(self, forward: bool) -> bool:
        """Tab (or Shift+Tab): the next stop in screen order, round from the last to the first."""
        if self._covered():
            return False
        panels = self.panels()
        stops = [(p, s) for p, panel in enumerate(panels) for s in range(len(panel.stops))]
        if not stops:
            return False
        here = self._where(panels)
        if here is None:
            p, s = stops[0] if forward else stops[-1]
        else:
            p, s = stops[(stops.index(here) + (1 if forward else -1)) % len(stops)]
        self._go(panels[p], s, Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        return True

    def jump(self, forward: bool) -> None:
        """Ctrl+Tab (or Ctrl+Shift+Tab): the first stop of the next panel."""
        if self._covered():
            return
        panels = self.panels()
        if not panels:
            return
        here = self._where(panels)
        if here is None:
            p = 0 if forward else len(panels) - 1
        else:
            p = (here[0] + (1 if forward else -1)) % len(panels)
        self._go(panels[p], 0, Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)

    def _go(self, panel: Panel, stop: int, reason: Qt.FocusReason) -> None:
        if panel.dock is not None:
            panel.dock.raise_()  # a panel behind another's tab comes to the front
        panel.stops[stop].setFocus(reason)

    def watch(self, docks: Sequence[QDockWidget]) -> None:
        """The ring is put again once any of ``docks`` shows or hides (laid out by then)."""
        for dock in docks:
            dock.visibilityChanged.connect(lambda _shown: QTimer.singleShot(0, self, self.refresh))

    def refresh(self) -> None:
        """The ring as the window stands now (its panels shown or hidden)."""
        self._on_focus_changed(None, QApplication.focusWidget())

    def _on_focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        """The ring goes round the stop holding the focus, while the keyboard has somewhere else to go
        (not in the presentation view, the board alone); nowhere else (the curtain's buttons wear their own)."""
        if not isValid(self.window):
            return
        if now is not None and isinstance(now.window(), QDialog) and now.window() is not self.window:
            dialog_ring(now.window()).follow(now)  # a dialog's fields, buttons and boxes wear it too
        panels = self.panels() if self.window.isVisible() and not self._covered() else []
        here = self._where(panels)
        if now is None or here is None or now.window() is not self.window or len(panels) < 2:
            self.ring.follow(None)
            return
        p, s = here
        self.ring.follow(panels[p].stops[s])
