"""A character's name stays inside its card at the sizes the board is shown
at: measured on the pixels Qt draws (bold's overhang and hinting included),
not on the font's advance alone."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from florenza_gui.board.characters import CharacterCardItem, short_name
from florenza_gui.board.drawn import DrawnCardItem
from florenza_gui.engine.model.boarddata import standard_board


class Recorder(QPainter):
    """Notes every text drawn into a box: (box, text, font)."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[tuple[QRectF, str, QFont]] = []

    def drawText(self, *args: Any) -> None:
        if isinstance(args[0], QRectF) and isinstance(args[-1], str) and args[-1].strip():
            self.texts.append((QRectF(args[0]), args[-1], QFont(self.font())))
        super().drawText(*args)


def ink_width(text: str, font: QFont, scale: float) -> float:
    """How far right of its box's left edge the text's pixels reach, in item units."""
    image = QImage(int(400 * scale) + 1, int(40 * scale) + 1, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.scale(scale, scale)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(QRectF(0, 0, 390, 38), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    painter.end()
    for x in range(image.width() - 1, -1, -1):
        if any(QColor.fromRgba(image.pixel(x, y)).alpha() > 60 for y in range(image.height())):
            return (x + 1) / scale
    return 0.0


def texts_of(item, scale: float) -> list[tuple[QRectF, str, QFont]]:  # type: ignore[no-untyped-def]
    image = QImage(400, 200, QImage.Format.Format_ARGB32)
    painter = Recorder(image)
    painter.translate(200, 100)
    painter.scale(scale, scale)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return painter.texts


@pytest.fixture
def scales(window) -> dict[str, float]:  # type: ignore[no-untyped-def]
    found = {}
    for w, h in ((1920, 1080), (1280, 720)):
        window.resize(w, h)
        for _ in range(3):
            QApplication.processEvents()
        window.view.fit()
        found[f"{w}x{h}"] = window.view.transform().m11()
    return found


def test_every_name_fits_inside_its_card_at_1920x1080_and_1280x720(scales) -> None:  # type: ignore[no-untyped-def]
    """Found on screen at both sizes: "Filippino Lippi" ran through the
    card's frame to its edge (the name fitted its box by the font's advance,
    and the box reached past the inner frame)."""
    roster = standard_board().roster
    names = tuple(ch.name for ch in roster)
    for size, scale in scales.items():
        for ch in roster:
            card = CharacterCardItem(ch.id, ch.name, ch.rounds, ch.kind == "preacher", names)
            drawn = DrawnCardItem(ch.id, ch.name, ch.rounds, names)  # just drawn (R8.7)
            for item in (card, drawn):
                r = item._rect
                frame = r.left() + r.width() * (105.5 - 0.4) / 110  # the inner frame's inside (character_new.svg)
                texts = texts_of(item, scale)
                assert len(texts) == 2, texts  # the name and the second line
                for box, text, font in texts:
                    right = box.left() + ink_width(text, font, scale)
                    assert right <= frame, f"{size}: {text!r} reaches {right:.1f}, past the frame at {frame:.1f}"


def test_a_shortened_name_still_tells_its_character_apart(window) -> None:  # type: ignore[no-untyped-def]
    """Filippino Lippi shortened to "Lippi" would read as Filippo Lippi."""
    names = [ch.name for ch in standard_board().roster]
    assert short_name("Filippino Lippi", names) == "Filippino L."
    assert short_name("Domenico Ghirlandaio", names) == "Ghirlandaio"
    assert short_name("Raphael", names) == "Raphael"
    state = window.session.state
    if "filippino" in state.characters:
        assert window.scene.cards["filippino"].short == "Filippino L."
    shown = {text for _, text, _ in texts_of(CharacterCardItem("filippino", "Filippino Lippi", 1, False,
                                                               names), 1.0)}
    assert any(text.startswith("Filippino") for text in shown), shown
