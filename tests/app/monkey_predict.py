"""The monkey's Predict mode (tests/app/monkey.py): Predict switched on and off from its action, and while a
question waits a random real press on the Predict panel (Hint, Show me, a field, Answer) or a click on the
board; and the check after every event that the panel asks exactly the question the session has waiting,
never one with several people at the table but in the review of an end of round already played."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QWidget

from florenza_gui.engine.rules.privacy import several_humans
from florenza_gui.qt.predict import waiting


def predict_event(window: Any, r: random.Random) -> str:
    """One random press for Predict mode."""
    panel = window.predict.panel
    if waiting(window.session.shown()) is None or r.random() < 0.15:
        window.predict.action.trigger()
        return f"predict {window.session.mode.predicting}"
    choice = r.random()
    if choice < 0.3:
        items = [i for i in window.scene.items() if i.isVisible() and hasattr(i, "lit_area")]
        item = r.choice(items)
        view = window.view
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(item.sceneBoundingRect().center()))
        return f"predict: board click on {type(item).__name__}"
    fields = [w for w in panel.stops() if isinstance(w, QAbstractButton) and w.isEnabled()]
    button: QWidget = r.choice(fields) if fields and choice < 0.6 else r.choice(
        [panel.hint_button, panel.show_button, panel.answer_button, panel.answer_button])
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(8, button.height() // 2))
    return f"predict: clicked {button.text() if isinstance(button, QAbstractButton) else type(button).__name__!r}"


def check_predict(window: Any) -> str | None:
    """The panel asks exactly what the session has waiting; with several people at the table, nothing is asked but
    in a review."""
    shown = window.session.shown()
    question = waiting(shown)
    asking = not window.predict.panel.asking.isHidden()
    if asking != (question is not None):
        return f"the Predict panel {'asks' if asking else 'asks nothing'} with {question} waiting"
    t = shown.timeline
    if question is not None and t is not None and not shown.mode.lesson and several_humans(t.start) and (
            shown.mode.review is None):
        return "Predict asked in a live end of round of several people"
    return None
