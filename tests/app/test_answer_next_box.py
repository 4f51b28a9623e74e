"""The tests' own helper: an answer prepared for a message box that never
came ends with its test, so it never answers the next test's first question
(test_resume's offer to continue, after test_lent_options_keep_limits)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from tests.guifixtures import answer_next_box, forget_unanswered_boxes


def test_an_answer_whose_box_never_came_answers_nothing_later(qtbot) -> None:  # type: ignore[no-untyped-def]
    answer_next_box(QMessageBox.StandardButton.Discard)
    qtbot.wait(30)  # no box: the answer waits
    forget_unanswered_boxes()  # what the end of a test does
    box = QMessageBox(QMessageBox.Icon.Question, "Continue?", "Continue the last game?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Discard)
    clicked: list[object] = []
    box.buttonClicked.connect(clicked.append)
    QTimer.singleShot(200, lambda: box.done(0))  # nobody else answers: close it after a while
    box.exec()
    assert clicked == []


def test_an_answer_still_answers_its_own_box(qtbot) -> None:  # type: ignore[no-untyped-def]
    answer_next_box(QMessageBox.StandardButton.Discard)
    box = QMessageBox(QMessageBox.Icon.Question, "Continue?", "Continue the last game?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Discard)
    QTimer.singleShot(2000, lambda: box.done(0))  # (a safety net: the answer comes well before)
    assert box.exec() == QMessageBox.StandardButton.Discard
