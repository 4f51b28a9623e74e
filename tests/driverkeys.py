"""The driver's keyboard: keys pressed where the focus is, Tab to a part, a
panel's tab clicked, and what the keyboard player sees (what has the focus,
whether it shows, the piece the board's keyboard selected). Part of :class:`tests.driver.Driver`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget


def unpainted_at(window: Any) -> QPoint | None:
    """Where the board as the screen shows it (the window's last flush) differs from the board painted
    afresh, in the view (None: nowhere), so a change left unpainted (a place put out still showing lit, a
    light moved on leaving its old frame) is found. Both are compared to the pixel, then where they differ
    in blocks of 4×4 pixels, a block's colour within 16 of a channel: a partial repaint's antialiasing along
    its edge may differ by a shade, an area left unpainted by far more. The view's edges are left out (the
    keyboard's gold ring, another widget, lies over them)."""
    for _ in range(3):
        QApplication.processEvents()
    vp, edge = window.view.viewport(), 16
    inner = vp.rect().adjusted(edge, edge, -edge, -edge)
    at = vp.mapTo(window, inner.topLeft())
    shown = window.screen().grabWindow(window.winId(), at.x(), at.y(), inner.width(), inner.height()).toImage()
    # (the screen's grab ends where the screen does: the same part of the view painted afresh). The whole
    # viewport is painted, then cut: painted from the inner part's corner, an item the view cuts kept in
    # Qt's cache (DeviceCoordinateCache) was cached from that corner, and a letter astride it came out shaded
    # otherwise than on the screen (the refusal's bubble, cut by the view's edge, zoomed in)
    fresh = vp.grab().toImage().copy(inner.left(), inner.top(), shown.width(), shown.height())
    shown, fresh = (image.convertToFormat(QImage.Format.Format_RGBX8888) for image in (shown, fresh))
    if bytes(shown.constBits()) == bytes(fresh.constBits()):
        return None  # (the same to the pixel, as most often)
    size = QSize(max(1, shown.width() // 4), max(1, shown.height() // 4))
    a, b = (bytes(image.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio,
                               Qt.TransformationMode.SmoothTransformation).constBits()) for image in (shown, fresh))
    line = len(a) // size.height()  # (a row of blocks, 4 bytes a block: only the rows that differ are read)
    for y in range(size.height()):
        row = slice(y * line, (y + 1) * line)
        if a[row] == b[row]:
            continue
        for x in range(size.width()):
            k = y * line + 4 * x
            if max(abs(a[k + c] - b[k + c]) for c in range(3)) > 16:
                return QPoint(inner.left() + 4 * x, inner.top() + 4 * y)
    return None


class Keys:
    window: Any
    qtbot: Any

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
              widget: QWidget | None = None) -> None:
        """A key pressed where the focus is (or on ``widget``)."""
        from PySide6.QtTest import QTest

        target = widget or QApplication.focusWidget() or self.window
        QTest.keyClick(target, key, modifier)
        QApplication.processEvents()

    def type(self, text: str) -> None:
        """``text`` typed where the focus is, a key at a time (digits, letters)."""
        for char in text:
            self.press(getattr(Qt.Key, f"Key_{char.upper()}"))

    def tab(self, back: bool = False, ctrl: bool = False) -> None:
        """Tab (Shift+Tab with ``back``; Ctrl+Tab, to the next panel, with ``ctrl``) where the focus is."""
        modifier = Qt.KeyboardModifier.ShiftModifier if back else Qt.KeyboardModifier.NoModifier
        if ctrl:
            modifier |= Qt.KeyboardModifier.ControlModifier
        self.press(Qt.Key.Key_Backtab if back else Qt.Key.Key_Tab, modifier)

    def start_at_the_board(self) -> None:
        """The window active and the keyboard on the board (as after a click on it)."""
        self.window.activateWindow()
        self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.window)
        self.window.view.setFocus(Qt.FocusReason.OtherFocusReason)
        QApplication.processEvents()

    def selected(self) -> Any | None:
        """The piece the keyboard has selected on the board (Tab marks it), if one."""
        return self.window.scene.keyboard.selected

    def lit(self, item: Any) -> bool:
        """Whether the board item ``item`` shows lit (selected, or a place offered)."""
        return bool(item.glow > 0 or item.keyed)

    def focused(self) -> str:
        """What has the keyboard's focus, as a screen reader names it (a part that has no name of
        its own, by its panel's title): "Game board", "Animation speed", "Families"..."""
        widget = QApplication.focusWidget()
        while widget is not None and not widget.accessibleName():
            if widget.parentWidget() is not None and widget.parentWidget().windowTitle() and (
                    widget.parentWidget() is not self.window):
                return str(widget.parentWidget().windowTitle())
            widget = widget.parentWidget()
        return widget.accessibleName() if widget is not None else ""

    def focus_on(self, name: str, presses: int = 40) -> None:
        """Tab until the part named ``name`` (as ``focused()`` names it) has the focus."""
        for _ in range(presses):
            if self.focused() == name:
                return
            self.tab()
        raise AssertionError(f"Tab never reaches {name!r}")

    def show_panel(self, title: str) -> None:
        """The panel titled ``title`` brought in front of those sharing its place (its tab clicked)."""
        from PySide6.QtWidgets import QDockWidget

        (dock,) = [d for d in self.window.findChildren(QDockWidget) if d.windowTitle().replace("&", "") == title]
        dock.raise_()
        QApplication.processEvents()

    def focused_shows(self) -> bool:
        """Whether the part with the focus is on screen (not behind another panel's tab)."""
        widget = QApplication.focusWidget()
        if widget is None or not widget.isVisible():
            return False
        # a panel behind another's tab is laid out off the window
        return QRect(widget.mapTo(self.window, QPoint(0, 0)), widget.size()).intersects(self.window.rect())

    def focused_rect(self) -> QRect:
        """Where the part with the keyboard's focus lies in the window."""
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the focus"
        return QRect(widget.mapTo(self.window, QPoint(0, 0)), widget.size())

    def current_cell(self) -> QRect:
        """Where the current cell (or line) of the table or list with the focus lies in the window."""
        view = QApplication.focusWidget()
        assert isinstance(view, QAbstractItemView), f"{view} is no table"
        cell = view.visualRect(view.currentIndex())
        return QRect(view.viewport().mapTo(self.window, cell.topLeft()), cell.size())

    def screen(self) -> QImage:
        """The window as it shows now."""
        QApplication.processEvents()
        return self.window.grab().toImage()

    def shown_on_screen(self) -> QImage:
        """The board's view as the screen shows it: what the window last painted and flushed (a grab of the
        widget paints it afresh, and would show what a repaint missed as painted)."""
        QApplication.processEvents()
        view = self.window.view
        top_left = view.viewport().mapTo(self.window, view.viewport().rect().topLeft())
        shot = self.window.screen().grabWindow(self.window.winId(), top_left.x(), top_left.y(),
                                               view.viewport().width(), view.viewport().height())
        return shot.toImage()

    def left_unpainted(self) -> QPoint | None:
        """Where the board on the screen differs from the board painted afresh (:func:`unpainted_at`)."""
        return unpainted_at(self.window)

    def board_screen(self) -> QImage:
        """The board's view as it shows now."""
        QApplication.processEvents()
        return self.window.view.viewport().grab().toImage()
