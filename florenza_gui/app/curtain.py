"""The hotseat curtain (RULES.md §9): when the turn passes between people at
one computer, the board is covered until the next player confirms. Behind
it, and only while a button is held down, a family may peek at its own
face-down tokens. A screen reader, whose Press cannot hold a button down,
shows them with one press and hides them with the next; they hide whenever
the curtain goes.

The curtain waits for a deliberate confirm: it holds the keyboard focus
itself, not its confirm button, so a Space still stepping the end of the
round (or held down) does nothing here. Enter or a click confirms, or Tab to
the button and then Space; a key held down never does, nor Space on the
button within ``GRACE_MS`` of the curtain rising."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleInterface,
    QColor,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QPushButton, QVBoxLayout, QWidget

from ..engine.model.events import EventKind
from ..engine.model.state import GameState
from ..qt.language import entry_text
from ..qt.plain import menu_text, text_label
from ..qt.theme import serif
from ..qt.tokenwords import token_values

# The curtain's buttons on its dark ground: a keyboard player must see which one Space presses
# (the platform's focus frame hardly shows there). The focused one wears a thick bright gold
# ring and a lighter face; the other a dark ring of the same width, so nothing moves.
# Space (the Step key) pressed this soon after the curtain rose was meant for the board behind it
GRACE_MS = 500
PRESS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Select)  # what presses a focused push button

BUTTONS = """
QPushButton { background: #e9dcb8; color: #2b1d0e; border: 5px solid #5a4424; border-radius: 12px;
              padding: 4px 26px; outline: none; }
QPushButton:hover { background: #f5e9c9; }
QPushButton:focus { background: #fff6da; border-color: #ffc83d; }
QPushButton:pressed { background: #d9bf7a; }
"""


OWN_LINES = 7  # a family banks once a round at most (R7.1c): room for every bank of a game


def own_lines(game: GameState, family: str) -> list[str]:
    """What ``family`` banked, each time, in its own words (RULES.md §9: only the Captain's own view shows the
    amount and the tokens): the lines behind the tokens its peek shows."""
    return [f"{entry.rule}  {entry_text(entry, game.scenario, family)}" for entry in game.log
            if entry.event is not None and entry.event.family == family
            and entry.event.kind is EventKind.TOKENS_BANKED][-OWN_LINES:]


class PeekButton(QPushButton):
    """Shows the family's tokens while it is held down. A screen reader's Press
    cannot hold a button down (it lets go at once): pressed so, it shows them
    until pressed so again (:class:`PeekFace`), and they hide, as always, when
    the curtain goes."""

    read_pressed = Signal()  # a screen reader's Press (or Toggle) action

    def __init__(self, showing: Callable[[], bool]) -> None:
        super().__init__()
        self.showing = showing  # whether the family's tokens show now


class PeekFace(QAccessibleWidget):
    """The peek button for a screen reader: a toggle, checked while the tokens show."""

    def __init__(self, button: PeekButton) -> None:
        super().__init__(button, QAccessible.Role.Button)
        self.button = button

    def state(self) -> QAccessible.State:
        state = super().state()
        state.checkable = True
        state.checked = self.button.showing()
        return state

    def actionNames(self) -> list[str]:
        if not self.button.isEnabled():
            return super().actionNames()
        return [QAccessibleActionInterface.pressAction(), QAccessibleActionInterface.toggleAction(),
                *super().actionNames()]

    def doAction(self, name: str) -> None:
        if name in (QAccessibleActionInterface.pressAction(), QAccessibleActionInterface.toggleAction()):
            if self.button.isEnabled() and self.button.isVisible():
                self.button.read_pressed.emit()
            return
        super().doAction(name)


def _peek_face(key: str, obj: QObject) -> QAccessibleInterface | None:
    return PeekFace(obj) if isinstance(obj, PeekButton) else None


QAccessible.installFactory(_peek_face)


class Curtain(QWidget):
    """Covers its parent entirely; nothing of the board shows through. It
    keeps no copy of the game: the family's name and tokens are read from
    ``game`` (the game on the table) whenever they are shown."""

    confirmed = Signal(str)  # family id
    peek_held = Signal(bool)  # the peek button pressed (True) or let go: the session's viewer follows

    def __init__(self, parent: QWidget, game: Callable[[], GameState], viewer: Callable[[], str | None]) -> None:
        super().__init__(parent)
        self.family: str | None = None
        self._game = game
        self._viewer = viewer  # the family whose private view is on screen (the session's), else None
        self.title = text_label()
        self.title.setFont(serif(40, bold=True))
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = text_label()
        self.hint.setFont(serif(22, italic=True))
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.peek_button = PeekButton(self._peeking)
        self.peek_button.setFont(serif(22))
        self.peek_button.setMinimumHeight(56)
        self.peek_button.pressed.connect(self._on_peek_pressed)
        self.peek_button.released.connect(self._on_peek_released)
        self.peek_button.read_pressed.connect(self._on_peek_read_pressed)
        self.peek = text_label("")
        self.peek.setFont(serif(30, bold=True))
        self.peek.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.peek.setMinimumHeight(60)
        self.peek.setWordWrap(True)  # a narrow window or a long translation: the total goes below, never off
        # what the family banked, in its own words (only it may read the amounts)
        self.own_lines = text_label("")
        self.own_lines.setFont(serif(18))
        self.own_lines.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.own_lines.setWordWrap(True)
        self.own_lines.setMinimumHeight(QFontMetrics(self.own_lines.font()).lineSpacing() * 3)
        self.go = QPushButton()
        self.go.setFont(serif(26, bold=True))
        self.go.setMinimumHeight(64)
        self.go.clicked.connect(self._on_go_clicked)
        self.go.installEventFilter(self)
        self.keys = text_label()
        self.keys.setFont(serif(18, italic=True))
        self.keys.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.keys.setWordWrap(True)
        self._raised = QElapsedTimer()
        # it paints every pixel it covers: what lies under it (the board, the panels) is not painted at all
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the focus rests here, never on a button, when it rises
        box = self._box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(self.title)
        box.addWidget(self.hint)
        box.addSpacing(30)
        box.addWidget(self.peek_button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.peek)
        box.addWidget(self.own_lines)
        box.addSpacing(30)
        box.addWidget(self.go, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addSpacing(8)
        box.addWidget(self.keys)
        box.addStretch(3)
        self.setStyleSheet(BUTTONS + "QLabel { color: #f5e9c9; }\n")  # (its words: the title, the hint, the peek…)
        parent.installEventFilter(self)
        self.retranslate()
        self.hide()

    @property
    def _solo(self) -> bool:
        """One person at the computer: nobody to send away, nobody to pass it to."""
        return sum(not f.is_ghost for f in self._game().families) < 2

    def _tokens(self) -> tuple[int, ...]:
        return self._game().family(self.family).tokens if self.family is not None else ()

    def retranslate(self) -> None:
        """Set every text again, in the current language, from the game on the table."""
        self.setAccessibleName(QCoreApplication.translate("Curtain", "Privacy curtain"))
        if self._solo:
            self.hint.setText(QCoreApplication.translate(
                "Curtain", "Only you can see this: hold the button, let go to hide them again."))
        else:
            self.hint.setText(QCoreApplication.translate(
                "Curtain", "Everyone else, please look away while they peek."))
        hold = QCoreApplication.translate("Curtain", "Hold to peek at your tokens")
        self.peek_button.setText(hold)
        self.peek_button.setAccessibleName(hold)
        self.peek_button.setAccessibleDescription(QCoreApplication.translate(
            "Curtain", "Press to show your tokens; press again, or show the board, to hide them"))
        self.keys.setText(QCoreApplication.translate("Curtain", "Enter, or a click on this button, shows the board"))
        self.go.setAccessibleDescription(self.keys.text())
        if self.family is not None and not self.isHidden():  # a curtain down may name a family of a game gone
            self._name_family()
        self._show_peek()

    def _name_family(self) -> None:
        assert self.family is not None
        name = self._game().name(self.family)
        if self._solo:
            self.title.setText(QCoreApplication.translate("Curtain", "{0}: your tokens, in private").format(name))
            go = QCoreApplication.translate("Curtain", "Back to the board")
        else:
            self.title.setText(QCoreApplication.translate("Curtain", "Pass the computer to {0}").format(name))
            go = QCoreApplication.translate("Curtain", "I am {0} — show the board").format(name)
        self.go.setText(menu_text(go))  # a name's '&' is a letter, not a shortcut
        self.go.setAccessibleName(go)

    def cover(self, family: str) -> None:
        """Hide the board and wait for ``family``'s player, named (and a peek
        read) from the game on the table now, whichever game that is; raised
        anew, with no peek showing, when it was down or stood for another family."""
        if self.isHidden() or family != self.family:
            self.peek_button.setEnabled(True)
            self.setGeometry(self._cover_rect())
            self.show()
            self.raise_()
            self.setFocus(Qt.FocusReason.OtherFocusReason)
            self._raised.start()
        self.family = family
        self.retranslate()

    def _show_peek(self) -> None:
        """The tokens of the family the curtain waits for, while it is the viewer (its button held)."""
        if self.family is None or self._viewer() != self.family or self.isHidden():
            self.peek.setText("")
            self.own_lines.setText("")
            return
        self.own_lines.setText("\n".join(own_lines(self._game(), self.family)))
        tokens = self._tokens()
        if not tokens:
            self.peek.setText(QCoreApplication.translate("Curtain", "You hold no tokens yet"))
            return
        words = QCoreApplication.translate("Curtain", "Your tokens: {0} = {1}")
        metrics = self.peek.fontMetrics()
        margins = self._box.contentsMargins()
        width = self.width() - margins.left() - margins.right()  # the peek's line spans the curtain

        def fits(values: str) -> bool:
            return metrics.horizontalAdvance(words.format(values, sum(tokens))) <= width

        # one by one while that fits on a line, else counted by value, as the R9.1 reveal writes them
        self.peek.setText(words.format(token_values(tokens, fits), sum(tokens)))

    def _peeking(self) -> bool:
        return self.family is not None and self._viewer() == self.family and not self.isHidden()

    def _on_peek_read_pressed(self) -> None:
        self.peek_held.emit(not self._peeking())

    def _on_peek_pressed(self) -> None:
        self.peek_held.emit(True)

    def _on_peek_released(self) -> None:
        self.peek_held.emit(False)

    def _on_go_clicked(self) -> None:
        self.peek.setText("")
        self.own_lines.setText("")
        self.hide()
        if self.family is not None:
            self.confirmed.emit(self.family)

    def _too_soon(self, event: QKeyEvent) -> bool:
        """A key press on the confirm button not meant for it: held down, or
        come so soon after the curtain rose that it was meant for the board."""
        return event.isAutoRepeat() or not self._raised.isValid() or self._raised.elapsed() < GRACE_MS

    def _cover_rect(self) -> QRect:
        parent = self.parentWidget()
        return parent.rect() if parent is not None else self.rect()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.go and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            return event.key() in PRESS_KEYS and self._too_soon(event)
        if watched is self.parentWidget() and not self.isHidden():
            if event.type() == QEvent.Type.Resize:
                self.setGeometry(self._cover_rect())
                self._show_peek()  # written again for the new width
            elif event.type() == QEvent.Type.ChildAdded:
                # a part the window makes while covered (the docks' tab bar, made when the saved
                # layout is restored) would stack above the curtain
                self.raise_()
        return False

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab go round the curtain's own buttons: the focus
        never goes behind it, to parts of a board nobody may see now. From the
        curtain itself, Tab goes first to the confirm button."""
        buttons = [b for b in (self.peek_button, self.go) if b.isVisible() and b.isEnabled()]
        if not buttons:
            return False
        focused = self.focusWidget()
        now = next((i for i, b in enumerate(buttons) if b is focused), None)
        step = 1 if forward else -1
        target = buttons[-1 if forward else 0] if now is None else buttons[(now + step) % len(buttons)]
        target.setFocus(
            Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter confirms, as a dialog's default button would (a push button outside a dialog takes only Space)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.go.click()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#2b1d0e"))
        painter.setPen(QColor("#c9a240"))
        painter.drawRect(self.rect().adjusted(12, 12, -13, -13))
