"""The refusal bubble: a message of any length is shown whole, on the board."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from florenza_gui.board.scene import BoardScene
from florenza_gui.qt.theme import serif


def test_the_refusal_bubble_shows_its_whole_text(qapp) -> None:  # type: ignore[no-untyped-def]
    scene = BoardScene()
    bubble = scene.bubble
    text = ("Cannot play this position: standings.standings[1].victory_points: blue ends with its Captain "
            "marker at 29, so it has 29 Victory Points, not 0 (R9.2)")
    bubble.show_message(QPointF(800, 450), "FORMAT", text)
    shown = text[:1].upper() + text[1:]  # as the bubble writes it, 440 wide, 14 inside each side
    needed = QFontMetricsF(serif(17)).boundingRect(
        QRectF(0, 0, 440 - 28, 10_000), int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), shown)
    assert needed.height() > 2 * QFontMetricsF(serif(17)).lineSpacing(), "(a message of three lines or more)"
    inner = bubble._rect.adjusted(14, 6 + 28, -14, -6)  # below the heading
    assert inner.height() >= needed.height(), "the bubble cuts its last line"
    assert scene.sceneRect().contains(bubble.sceneBoundingRect().adjusted(10, 10, -24, -10))
    bubble.show_message(QPointF(800, 890), "FORMAT", text)  # low on the board: the whole bubble stays on it
    assert bubble.mapRectToScene(bubble._rect).bottom() <= 900
