"""Predict mode in the presentation view, for a room: the question waiting in the caption band (the room
reads it from the back), the room's answer as the presenter enters it (a family or a card clicked on the
board, or the Predict panel's own fields, brought over the board by the band's Answer button), the step
revealed by the clicker (Page Down: the answer entered is marked, or, none entered, the room answered aloud
and the step is simply shown; the next Page Down steps on), its mark in the band, and at the end of the end
of round which questions the room got right and which wrong."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFrame, QVBoxLayout

from ..board.view import BoardView
from ..qt.modes import Shown
from ..qt.plain import tip
from ..qt.predict import ended_answers, revealed, summary, waiting
from .predictpanel import PredictPanel
from .predictwords import answer_text, room_mark_text, room_question_text, room_summary_text, summary_text, translate
from .presentation import RoomCaption


class RoomAnswer(QObject):
    """The band's Answer button: the Predict panel (taken from the narration's column while it shows) in a
    box over the board's lower right corner, for the presenter to enter the room's answer."""

    def __init__(self, panel: PredictPanel, view: BoardView) -> None:
        super().__init__(view)
        self.panel, self.view = panel, view
        self.action = QAction(view)
        self.action.setCheckable(True)
        self.action.setEnabled(False)
        self.action.toggled.connect(self._on_toggled)
        self.box = QFrame(view)
        self.box.setObjectName("room_answer")
        self.box.setFrameShape(QFrame.Shape.StyledPanel)
        self.box.setAutoFillBackground(True)
        self.box.setStyleSheet("QFrame#room_answer { background: #fbf3df; border: 2px solid #c9a240; }")
        self._layout = QVBoxLayout(self.box)
        self.box.hide()
        self._home: tuple[QVBoxLayout, int] | None = None  # where the panel was taken from
        view.installEventFilter(self)  # (the box follows the board's size)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("Predict", "Enter the room's answer"))
        self.action.setIconText(translate("Predict", "Answer"))
        said = translate("Predict", "Enter the room's answer before the step is shown: click on the board, "
                                    "or use the fields this opens")
        self.action.setToolTip(tip(said))
        self.action.setStatusTip(said)

    def follow(self, asking: bool, presenting: bool) -> None:
        """Offered while a question waits in the presentation view; put away once it is answered."""
        self.action.setEnabled(asking and presenting)
        if not (asking and presenting) and self.action.isChecked():
            self.action.setChecked(False)

    def _on_toggled(self, on: bool) -> None:
        panel = self.panel
        if on and self._home is None:
            parent = panel.parentWidget()
            home = parent.layout() if parent is not None else None
            if not isinstance(home, QVBoxLayout):
                return
            self._home = (home, home.indexOf(panel))
            home.removeWidget(panel)
            self._layout.addWidget(panel)
            panel.show()
            self.box.show()
            self.box.raise_()
            self._place()
        elif not on and self._home is not None:
            home, index = self._home
            self._home = None
            self._layout.removeWidget(panel)
            home.insertWidget(index, panel)  # (its room there is the narration's to give)
            self.box.hide()

    def _place(self) -> None:
        """The box in the board's lower right corner: a third of its width, at most two thirds of its height."""
        view, panel = self.view.rect(), self.panel
        width = max(320, view.width() // 3)
        margins = self._layout.contentsMargins()
        body = panel.body.widget()
        content = (body.sizeHint().height() if body is not None else 0) + panel.buttons.sizeHint().height() + 12
        height = min(view.height() * 2 // 3, content + margins.top() + margins.bottom())
        self.box.setGeometry(view.right() - width - 8, view.bottom() - height - 8, width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.Resize and self.box.isVisible():
            self._place()
        return super().eventFilter(watched, event)


def room_caption(shown: Shown, panel: PredictPanel, review_said: str) -> RoomCaption | None:
    """What the band says in Predict mode (None: the narration's words alone): the question waiting and the
    room's answer entered so far; the mark of the step shown; at the end, the room's summary."""
    if not shown.mode.predicting:
        return None
    question = waiting(shown)
    if question is not None:
        game = shown.game
        fields = panel.fields
        given = fields.given() if fields is not None and fields.touched and fields.complete() else None
        if given is not None:
            room = translate("Predict", "The room says: {0}. Step (Page Down) shows the rule's answer").format(
                answer_text(question, given, game)
            )
        elif shown.mode.quiz.hints and panel.hint.text():
            room = panel.hint.text().replace("\n", " ")
        else:
            room = translate("Predict", "The room answers aloud; Step (Page Down) shows the rule's answer")
        head = translate("Predict", "Review") if panel.reviewing else translate("Predict", "Predict")
        return RoomCaption(True, head, room, room_question_text(question, game))
    marks = [room_mark_text(done, shown.game) for done in revealed(shown)]
    done = summary(shown)
    if done is not None:
        said = " — ".join(x for x in (summary_text(done), review_said) if x)
        return RoomCaption(False, translate("Predict", "Predict"), said, room_summary_text(ended_answers(shown)))
    return RoomCaption(False, "", " ".join(marks), "") if marks else None
