"""The presentation view's look, for a projector: the board takes the screen
(at least 80% of it) and the narration runs under it as a caption band
(:mod:`.caption`) — the rule's id and the step counter, what the rule says
in a line, and this step's sentence — in type sized to the screen. Once the
game is over the final standings stand beside the board, as large as the
room needs to read them. Page Down and Page Up, what a clicker sends, are
always Step and Back there, whatever was clicked last. Leaving puts back
exactly the layout there was (geometry, window state, bars, and the docks
for the window's size they were arranged at: :meth:`WindowLayout.put_back`).

Whether the table is presenting (a mode) is decided elsewhere; this module
only arranges the window for it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..board.view import BoardView
from ..qt.plain import tip
from .caption import BAND_MOST, BAND_SHARE, FLOOR, CaptionBand
from .layout import WindowLayout
from .narration import NarrationPanel
from .standings import StandingsPanel

STANDINGS_SHARE = 0.34  # of the screen's width: the final standings beside the board
ANSWER_SHARE = 0.25  # of the screen's width: the room's answer being entered, beside the board
ROOM_TYPE = 0.26  # of the caption band's height: the type of the panels the room reads


def band_height(screen_height: int) -> int:
    """The caption band's height on a screen ``screen_height`` pixels high (the least a text read whole grows)."""
    return max(48, round(screen_height * BAND_SHARE))


def room_type(screen_height: int) -> int:
    """The type, in pixels, of the panels the room reads on a screen ``screen_height`` pixels high (the final
    standings, What if): read from the back of the room."""
    return round(band_height(screen_height) * ROOM_TYPE)


@dataclass(frozen=True)
class RoomCaption:
    """What the band shows in Predict mode: a question waiting (``asking``: ``head`` in the rule's column,
    ``why`` the question, ``says`` the room's answer), else ``head``, ``says`` and ``why`` in place of the
    rule's id, its line and the step's sentence where they are not blank (a mark, the room's summary)."""

    asking: bool = False
    head: str = ""
    says: str = ""
    why: str = ""


@dataclass(frozen=True)
class Everyday:
    """The window as it was before presenting: what leaving puts back."""

    docks: QByteArray  # saveState
    size: QSize  # the window's size the docks were arranged at
    geometry: QRect
    saved_geometry: QByteArray  # saveGeometry, for the next start
    window_state: Qt.WindowState
    menu_bar: bool
    status_bar: bool


class Presentation(QObject):
    """Arranges a main window for a projector and back. It is given the
    window (its bars, geometry and state), the arrangement of its docks, the
    column the caption band goes in, the board's view, the narration the band
    follows, the headline while no step is shown, the step counter (read from
    the session's end of round each time the band is shown), whether the end
    of round plays on (the session's Play), the final standings to show
    beside the board (None while the game is not over), and the actions
    the band offers: Back, Step, Play (and Skip by its key), the zoom
    presets, the pointer and leaving."""

    def __init__(self, window: QMainWindow, layout: WindowLayout, column: QVBoxLayout, view: BoardView,
                 narration: NarrationPanel, headline: Callable[[], str], counter: Callable[[], str],
                 playing: Callable[[], bool], standings: Callable[[], StandingsPanel | None],
                 playback: tuple[QAction, QAction, QAction, QAction],
                 zoom_actions: list[QAction], pointer: QAction, leave: QAction) -> None:
        super().__init__(window)
        self.window, self.layout, self.view, self.narration = window, layout, view, narration
        self.headline, self.counter, self.playing, self.standings = headline, counter, playing, standings
        self._beside: QHBoxLayout | None = None  # the board and, once the game is over, the standings
        self._shown_standings: StandingsPanel | None = None
        self.docks: list[QDockWidget] = layout.docks()
        self.active = False
        self._saved: Everyday | None = None
        self._column = column
        self._actions = (zoom_actions, pointer, leave, playback)
        self._band: CaptionBand | None = None  # built when first shown: most launches never present
        self._bars = (Qt.ScrollBarPolicy.ScrollBarAsNeeded, Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.room: Callable[[], RoomCaption | None] = lambda: None  # Predict mode's words, while it asks
        self.band_actions: list[QAction] = []  # more of the band's buttons (named by their action's icon text)
        # with the menu bar hidden its shortcuts would sleep: the window holds them itself
        back, step, play, skip = playback
        window.addActions([step, back, play, skip, pointer, leave, *zoom_actions])
        for i, action in enumerate(zoom_actions, start=1):
            action.setShortcut(QKeySequence(f"Alt+{i}"))
        narration.changed.connect(self.render)

    @property
    def band(self) -> CaptionBand:
        """The caption band under the board (hidden but while presenting)."""
        if self._band is None:
            self._band = self._build_band()
            self.retranslate()
        return self._band

    def _build_band(self) -> CaptionBand:
        zoom_actions, pointer, leave, (back, step, play, _skip) = self._actions
        # the board in a row of its own, where the final standings come beside it
        self._beside = QHBoxLayout()
        self._beside.setContentsMargins(0, 0, 0, 0)
        self._beside.setSpacing(0)
        at = self._column.indexOf(self.view)
        self._column.removeWidget(self.view)
        self._beside.addWidget(self.view, 1)
        self._column.insertLayout(at, self._beside, 1)
        band = CaptionBand()
        band.hide()
        self._column.addWidget(band)
        self.zoom_menu = QMenu(self.window)
        for action in zoom_actions:
            self.zoom_menu.addAction(action)
        self.back_button = band.add_button(back)
        self.step_button = band.add_button(step)
        self.play_button = band.add_button(play)
        self.zoom_button = band.add_button(None, self.zoom_menu)
        self.pointer_button = band.add_button(pointer)
        self.more_buttons = [band.add_button(action) for action in self.band_actions]
        self.leave_button = band.add_button(leave)
        return band

    def retranslate(self) -> None:
        if self._band is None:
            return  # the band is named when it is built
        for button, text, name in (
                (self.back_button, QCoreApplication.translate("Presentation", "◀"),
                 QCoreApplication.translate("Presentation", "Back")),
                (self.step_button, QCoreApplication.translate("Presentation", "▶"),
                 QCoreApplication.translate("Presentation", "Step")),
                (self.play_button, self._play_face(), QCoreApplication.translate("Presentation", "Play / Pause")),
                (self.zoom_button, QCoreApplication.translate("Presentation", "Zoom"),
                 QCoreApplication.translate(
                     "Presentation", "Zoom to an area of the board (Alt+1 to Alt+7); the same one again shows "
                     "the next part of the Prestige track or of the Families, and their start after the last")),
                (self.pointer_button, QCoreApplication.translate("Presentation", "Pointer"),
                 QCoreApplication.translate("Presentation", "Pointer")),
                (self.leave_button, QCoreApplication.translate("Presentation", "✕"),
                 QCoreApplication.translate("Presentation", "Leave the presentation view (F5)"))):
            button.setText(text)
            button.setToolTip(tip(name))
            button.setAccessibleName(name)
        for button, action in zip(self.more_buttons, self.band_actions, strict=True):
            button.setText(action.iconText())
            button.setToolTip(tip(action.toolTip()))
            button.setAccessibleName(action.text())
        self._band.setAccessibleName(QCoreApplication.translate("Presentation", "Narration caption"))

    def _play_face(self) -> str:
        """Play's button: Pause while the end of round plays on, as the narration's does."""
        return QCoreApplication.translate("Presentation", "❚❚") if self.playing() else \
            QCoreApplication.translate("Presentation", "▶▶")

    def render(self) -> None:
        """Show in the band what the narration shows, where the end of round stands and whether it plays on."""
        if not self.active:
            return  # fitting type to each label takes time: done when the band is there to be read
        band = self.band
        self.play_button.setText(self._play_face())
        n, room = self.narration, self.room()
        rule = n.rule.text()
        if room is not None and room.asking:
            band.show_question(room.head, room.why, room.says, self.counter())
        elif rule in ("", "—"):  # no step yet: the headline says whose turn it is
            band.show_step(room.head if room else "", room.says if room and room.says else self.headline(),
                           room.why if room and room.why else n.why.text(), self.counter())
        else:
            band.show_step(room.head if room and room.head else rule,
                           room.says if room and room.says else n.rule_says.text(),
                           room.why if room and room.why else n.why.text(), self.counter())
        self._render_standings()

    @property
    def type_px(self) -> int:
        """The smallest type read from the back of the room on this screen (the band's floor), in pixels."""
        return round(self.band.base * FLOOR)

    def put_beside(self, widget: QWidget, on: bool) -> None:
        """``widget`` (the room's answer being entered) stands beside the board, on its right, a quarter of the
        screen wide, the board fitted to the rest: it covers nothing of the board; ``on`` False takes it away."""
        if self._beside is None:
            return
        if on:
            if self._beside.indexOf(widget) < 0:
                self._beside.insertWidget(self._beside.indexOf(self.view) + 1, widget, 0)
            widget.setFixedWidth(round(self.window.width() * ANSWER_SHARE))
            widget.show()
        elif self._beside.indexOf(widget) >= 0:
            self._beside.removeWidget(widget)
            widget.hide()

    @property
    def standings_shown(self) -> StandingsPanel | None:
        """The final standings beside the board, while they are."""
        return self._shown_standings

    def _render_standings(self) -> None:
        """The final standings beside the board while the game is over, a third of the screen wide, in type
        read from the back of the room (the caption band's, by the screen's height)."""
        standings = self.standings() if self.active else None
        shown = self._shown_standings
        if shown is not None and shown is not standings:
            shown.hide()
        if standings is None or self._beside is None:
            self._shown_standings = None
            return
        if self._beside.indexOf(standings) < 0:
            self._beside.addWidget(standings, 0)
        self._shown_standings = standings
        standings.setFixedWidth(round(self.window.width() * STANDINGS_SHARE))
        standings.set_type(round(self.band.base * ROOM_TYPE))
        standings.show()

    def enter(self, full_screen: bool = True) -> None:
        """Board and caption band only; ``full_screen`` (a screenshot sizes the window itself)."""
        w = self.window
        if self.active:
            return
        self._saved = self.everyday()  # read before presenting: while it presents, the kept one is returned
        self.active = True
        self.layout.keep_as_is()  # docks on their way back stay hidden
        for dock in self.docks:
            dock.hide()
        for bar in w.findChildren(QToolBar):
            bar.hide()
        w.menuBar().hide()
        w.statusBar().hide()
        self._bars = (self.view.horizontalScrollBarPolicy(), self.view.verticalScrollBarPolicy())
        # a zoom preset fills the screen with its area: no scroll bars take a strip of it
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # Page Up and Page Down: Back and Step, always
        self.render()
        self.band.show()
        if full_screen:
            w.showFullScreen()
        self.fit_band()
        self.view.fit()

    def fit_band(self) -> None:
        height = self.window.height()
        self.band.set_band_height(band_height(height), round(height * BAND_MOST))
        self._render_standings()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While presenting, Page Down and Page Up pressed anywhere in the window (the standings' ladder
        clicked last, the board zoomed) are Step and Back, or nothing when those can do nothing: never a
        list's or the board's own scrolling. (Shortcuts go first: this sees them only where they could not
        be taken.)"""
        if (self.active and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
                and event.modifiers() == Qt.KeyboardModifier.NoModifier
                and isinstance(watched, QWidget) and watched.window() is self.window
                and QApplication.activeModalWidget() is None):
            _back, _step = self._actions[3][0], self._actions[3][1]
            action = _back if event.key() == Qt.Key.Key_PageUp else _step
            if action.isEnabled():
                action.trigger()
            return True
        return super().eventFilter(watched, event)

    def leave(self) -> None:
        """Exactly the layout there was before: docks, bars, geometry, window state."""
        w = self.window
        if not self.active or self._saved is None:
            return
        self.active = False
        saved = self._saved
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        if self._band is not None:
            self._band.hide()
        self._render_standings()
        w.setWindowState(saved.window_state)
        if not saved.window_state & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            w.setGeometry(saved.geometry)  # as it was, even where a saved geometry would be re-fitted
        # a maximized window has its size back only when the window manager gives it: the docks wait for it
        self.layout.put_back(saved.docks, saved.size)
        w.menuBar().setVisible(saved.menu_bar)
        w.statusBar().setVisible(saved.status_bar)
        self.view.setHorizontalScrollBarPolicy(self._bars[0])
        self.view.setVerticalScrollBarPolicy(self._bars[1])
        self.view.fit()

    def everyday(self) -> Everyday:
        """The window's everyday layout: the one kept while presenting, or on
        its way back (the window has not had its size back yet), else the one shown."""
        w, saved = self.window, self._saved
        if saved is not None and not self.active and self.layout.settling and w.windowState() != saved.window_state:
            self.layout.keep_as_is()  # maximized (or made normal) since: the window is arranged anew, nothing waits
        if saved is not None and (self.active or self.layout.settling):
            return saved
        docks, size = self.layout.arrangement()
        return Everyday(docks, size, w.geometry(), w.saveGeometry(), w.windowState(), w.menuBar().isVisible(),
                        w.statusBar().isVisible())

    def board_share(self) -> float:
        """How much of the window the board's picture covers (0..1)."""
        view = self.view
        shown = view.mapFromScene(view.sceneRect()).boundingRect()
        visible = shown.intersected(view.viewport().rect())
        window = self.window.size()
        return visible.width() * visible.height() / max(1, window.width() * window.height())

