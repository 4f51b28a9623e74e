"""Predict mode in the presentation view, for a room: the question waiting in the caption band (the room
reads it from the back), the room's answer as the presenter enters it (a family or a card clicked on the
board, or the Predict panel's own fields, brought beside the board by the band's Answer button), the step
revealed by the clicker (Page Down: the answer entered is marked, or, none entered, the room answered aloud
and the step is simply shown), its sentence and its mark in the band until the next Page Down asks the next
question or steps on, and at the end of the end of round which questions the room got right and which wrong,
with the lesson's closing paragraph."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QFrame, QVBoxLayout

from ..board.view import BoardView
from ..qt.modes import Shown
from ..qt.plain import tip
from ..qt.predict import ended_answers, revealed, summary, summary_held, waiting
from ..qt.theme import serif_family
from .predictpanel import PredictPanel
from .predictwords import answer_text, room_mark_text, room_question_text, room_summary_text, summary_text, translate
from .presentation import Presentation, RoomCaption


class RoomAnswer(QObject):
    """The band's Answer button: the Predict panel (taken from the narration's column while it shows) in a
    box beside the board (:meth:`.Presentation.put_beside`: it covers no family board nor any piece the
    question is about), in type read from the back of the room, every choice whole, for the presenter to
    enter the room's answer."""

    def __init__(self, panel: PredictPanel, view: BoardView) -> None:
        super().__init__(view)
        self.panel = panel
        self.presentation: Presentation | None = None  # (attached once the window has one)
        self.action = QAction(view)
        self.action.setCheckable(True)
        self.action.setEnabled(False)
        self.action.toggled.connect(self._on_toggled)
        self.box = QFrame(view)
        self.box.setObjectName("room_answer")
        self.box.setFrameShape(QFrame.Shape.StyledPanel)
        self.box.setAutoFillBackground(True)
        self._layout = QVBoxLayout(self.box)
        self._layout.addStretch(1)  # (the panel at the top, as high as it asks)
        self.box.hide()
        self._home: tuple[QVBoxLayout, int] | None = None  # where the panel was taken from
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("Predict", "Enter the room's answer"))
        self.action.setIconText(translate("Predict", "Answer"))
        said = translate("Predict", "Enter the room's answer before the step is shown: click on the board, "
                                    "or use the fields this opens")
        self.action.setToolTip(tip(said))
        self.action.setStatusTip(said)

    def follow(self, asking: bool, presenting: bool) -> None:
        """Offered while a question waits in the presentation view; put away once it is answered. While it
        shows, the box follows what the panel asks (a hint, the fields of the question)."""
        self.action.setEnabled(asking and presenting)
        if not (asking and presenting) and self.action.isChecked():
            self.action.setChecked(False)
        elif self._home is not None:
            self._fit()

    def _on_toggled(self, on: bool) -> None:
        panel, presentation = self.panel, self.presentation
        if on and self._home is None and presentation is not None:
            parent = panel.parentWidget()
            home = parent.layout() if parent is not None else None
            if not isinstance(home, QVBoxLayout):
                return
            self._home = (home, home.indexOf(panel))
            home.removeWidget(panel)
            self._layout.insertWidget(0, panel)
            panel.in_room = True
            panel.result.hide()  # (the question's answer box: the mark of the step before stood in the band)
            self.box.setStyleSheet(room_style(presentation.type_px))
            panel.show()
            presentation.put_beside(self.box, True)
            self._fit()
        elif not on and self._home is not None:
            home, index = self._home
            self._home = None
            if presentation is not None:
                presentation.put_beside(self.box, False)
            self._layout.removeWidget(panel)
            panel.in_room = False
            panel.result.setVisible(bool(panel.result.text()))
            home.insertWidget(index, panel)  # (its room there is the narration's to give)

    def _fit(self) -> None:
        """Every choice whole in the room's type: a list as high as its rows, the panel as high as it asks."""
        for view in self.panel.findChildren(QAbstractItemView):
            rows = view.model().rowCount() if view.model() is not None else 0
            view.setMaximumHeight(view.sizeHintForRow(0) * rows + 2 * view.frameWidth() + 4 if rows else 16_777_215)
        body, inner = self.panel.body, self.panel.body.widget()
        if inner is not None:  # the question and its fields as high as they are, in the box's height (no scroll)
            wide = body.viewport().width() or body.width()
            high = inner.heightForWidth(wide) if inner.hasHeightForWidth() else inner.sizeHint().height()
            body.setMinimumHeight(min(max(high, inner.sizeHint().height()), max(self.box.height() - 120, 0)))
        self.panel.updateGeometry()  # (its height for what it shows now: the box lays it out again)


def room_style(px: int) -> str:
    """The box of the room's answer: its frame, and every text and tick in it in ``px`` type, the band's
    and the board's serif."""
    tick = max(16, px * 4 // 5)
    return (f"QFrame#room_answer {{ background: #fbf3df; border: 2px solid #c9a240; }}"
            f' QFrame#room_answer QWidget {{ font-size: {px}px; font-family: "{serif_family()}"; }}'
            f" QFrame#room_answer QRadioButton::indicator, QFrame#room_answer QCheckBox::indicator"
            f" {{ width: {tick}px; height: {tick}px; }}")


def room_caption(shown: Shown, panel: PredictPanel, review_said: str, closing: str = "") -> RoomCaption | None:
    """What the band says in Predict mode (None: the narration's words alone): the question waiting and the
    room's answer entered so far; the mark of the step shown; at the end, the room's summary (and under it
    ``closing``, the lesson's closing paragraph)."""
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
    done = summary(shown) if not summary_held(shown) else None  # (the last step read first)
    if done is not None:
        said = " — ".join(x for x in (summary_text(done), review_said) if x)
        why = "\n\n".join(x for x in (room_summary_text(ended_answers(shown)), closing) if x)
        return RoomCaption(False, translate("Predict", "Predict"), said, why)
    return RoomCaption(False, "", " ".join(marks), "") if marks else None
