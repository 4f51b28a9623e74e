"""Predict's answer fields: a mouse wheel turned over a Life-card choice, a rung or a number to scroll
the panel past it changes no answer (found at 1280×720: scrolling the list of characters turned one
character's answer from III to IV)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from florenza_gui.app.predictanswers import CardChoices, GhostFields
from florenza_gui.engine.model.types import LifeCard


def _wheel(widget, steps: int = -1) -> None:  # type: ignore[no-untyped-def]
    at = QPointF(widget.rect().center())
    event = QWheelEvent(at, QPointF(widget.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_a_wheel_over_an_answer_it_has_not_focused_changes_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    cards = CardChoices([("lippi", "Filippo Lippi", LifeCard.III), ("vinci", "Leonardo da Vinci", LifeCard.V)])
    ghost = GhostFields(12, 4)
    for w in (cards, ghost):
        qtbot.addWidget(w)
        w.show()
    combo = cards.choices["lippi"]
    _wheel(combo)
    _wheel(ghost.captain)
    assert combo.currentData() is LifeCard.III and ghost.captain.value() == 12
