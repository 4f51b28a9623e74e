"""How the main window's parts are arranged, and nothing else: a window that
holds still. The right-hand docks take a width set by the window's width
alone (never by the length of their text), the status bar is there from the
start, View ▸ Panels brings back any dock, View ▸ Reset layout restores the
default, and a remembered geometry is clamped to the screen it opens on.

The docks' arrangement (``saveState``) holds pixel sizes that belong to the
window's size when it was saved: put back at another size and then resized
(as a window manager does when it gives back a maximized window's size a
moment later), the docks are squeezed in proportion and the arrangement
drifts. So an arrangement is put back for the size it was saved at: now, and
again after each resize until the window has that size."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

DEFAULT_SIZE = (1600, 900)


def side_width(window_width: int) -> int:
    """The right-hand docks' width for a window this wide: a fifth of it, so a
    1280×720 laptop keeps ~1000 px for the board and a wide screen no more
    than 480 px of text."""
    return max(270, min(480, int(window_width * 0.22)))


def clamp_to(frame: QRect, screen: QRect) -> QRect:
    """``frame`` moved (and if need be shrunk) to lie inside ``screen``."""
    width, height = min(frame.width(), screen.width()), min(frame.height(), screen.height())
    left = max(screen.left(), min(frame.left(), screen.right() + 1 - width))
    top = max(screen.top(), min(frame.top(), screen.bottom() + 1 - height))
    return QRect(left, top, width, height)


class WindowLayout(QObject):
    """The docks' arrangement of one main window: Panels menu, Reset layout,
    the side width, and geometry restored within the screen. It is given the
    window (its Qt layout), its right-hand docks, and what to do once an
    arrangement is back, the default one or one put back (the window renders
    which docks its game shows)."""

    def __init__(self, window: QMainWindow, docks: list[QDockWidget], after_restore: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self._docks = list(docks)
        self.after_restore = after_restore
        self._default = QByteArray()
        self._clamp_when_shown = False
        self._pending: tuple[QByteArray, QSize] | None = None  # docks waiting for the window's size
        # put back once the resize is over (restoreState inside the window's resizeEvent can crash Qt)
        self._put_back_later = QTimer(self)
        self._put_back_later.setSingleShot(True)
        self._put_back_later.setInterval(0)
        self._put_back_later.timeout.connect(self._put_back_pending)
        self.panels_menu = QMenu(window)
        self.reset_action = QAction(window)
        self.reset_action.triggered.connect(self.reset)
        # the window manager's frame is only known once shown: clamp again then
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show and self._clamp_when_shown:
            self._clamp_when_shown = False
            self.clamp_to_screen()
        return False

    def docks(self) -> list[QDockWidget]:
        return list(self._docks)

    def build_menu(self, view_menu: QMenu) -> None:
        """View ▸ Panels (one check item per dock) and View ▸ Reset layout."""
        for dock in self.docks():
            shown = dock.toggleViewAction()
            # a panel asked for comes to the front, never behind another's tab
            shown.triggered.connect(lambda on, d=dock: d.raise_() if on else None)
            self.panels_menu.addAction(shown)
        view_menu.addSeparator()
        view_menu.addMenu(self.panels_menu)
        view_menu.addAction(self.reset_action)

    def retranslate(self) -> None:
        self.panels_menu.setTitle(QCoreApplication.translate("MainWindow", "&Panels"))
        self.reset_action.setText(QCoreApplication.translate("MainWindow", "&Reset layout"))

    def capture_default(self) -> None:
        """Remember the arrangement just built, for Reset layout."""
        self._default = self.window.saveState()

    def reset(self) -> None:
        w = self.window
        self._pending = None
        w.restoreState(self._default)
        for dock in self.docks():
            dock.setFloating(False)
        self.after_restore()
        self.hold_side_width()

    def hold_side_width(self) -> None:
        """Give the right-hand docks the width the window's width calls for."""
        w = self.window
        docks = [d for d in self.docks()
                 if w.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea and not d.isFloating()
                 and not d.isHidden()]
        if docks:
            w.resizeDocks(docks[:1], [side_width(w.width())], Qt.Orientation.Horizontal)

    def put_back(self, state: QByteArray, size: QSize) -> None:
        """The docks as ``state`` has them, for a window of ``size``: now, and
        again after each resize until the window has that size."""
        self._pending = (state, QSize(size))
        self._put_back_pending()

    def _put_back_pending(self) -> None:
        if self._pending is None:
            return
        state, size = self._pending
        self.window.restoreState(state)
        if self.window.size() == size:
            self._pending = None
        self.after_restore()  # (the final standings of a game over since it was saved show in their dock)

    def resized(self) -> None:
        """The window has a new size: an arrangement waiting for it is put back,
        and the right-hand docks take the width this one calls for."""
        if self._pending is not None:
            self._put_back_later.start()
        self.hold_side_width()

    def keep_as_is(self) -> None:
        """No arrangement waits any longer (the window is arranged otherwise now)."""
        self._pending = None

    @property
    def settling(self) -> bool:
        """Whether an arrangement still waits for the window's size."""
        return self._pending is not None

    def arrangement(self) -> tuple[QByteArray, QSize]:
        """The docks' arrangement and the window size it belongs to: the one
        still waiting for its size, else the one shown."""
        if self._pending is not None:
            return self._pending
        return self.window.saveState(), self.window.size()

    def restore(self, geometry: QByteArray | None, state: QByteArray | None) -> None:
        """The remembered geometry and docks, then kept on the screen."""
        w = self.window
        if geometry is not None:
            w.restoreGeometry(geometry)
            self._clamp_when_shown = True
        if state is not None:
            w.restoreState(state)
        self.clamp_to_screen()

    def clamp_to_screen(self) -> None:
        w = self.window
        screen = w.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        available = screen.availableGeometry()
        frame = w.frameGeometry()
        # the frame's decorations around the client area, kept as they are
        extra_w, extra_h = frame.width() - w.width(), frame.height() - w.height()
        inside = clamp_to(frame, available)
        if inside != frame:
            w.resize(max(1, inside.width() - extra_w), max(1, inside.height() - extra_h))
            w.move(inside.topLeft())
