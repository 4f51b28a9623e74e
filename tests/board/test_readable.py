"""Readable at 1280×720: every text the board paints is at least 9 px high on
screen at that window size, and nothing covers a name or a letter."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QFontMetricsF, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem

from florenza_gui.board import svgart
from florenza_gui.board.layout import layout
from florenza_gui.board.svgart import Draw, Pictures, renderer

MIN_PX = 9.0


class RecordingPainter(QPainter):
    """A painter that notes the size on screen of every text drawn with it."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[tuple[float, str]] = []

    def drawText(self, *args: Any) -> None:
        scale = self.worldTransform().map(QRectF(0, 0, 1, 1)).boundingRect().height()
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            self.texts.append((self.font().pixelSize() * scale, text))
        super().drawText(*args)


class RecordingPictures(Pictures):
    """The board's pictures (the paper and its print) painted afresh with a :class:`RecordingPainter`,
    each text noted with its size on screen (a picture is painted at the size it takes there)."""

    def __init__(self, texts: list[tuple[float, str]]) -> None:
        super().__init__(budget=0)
        self.texts = texts

    def get(self, name: str, size: QSize, hints: QPainter.RenderHint, draw: Draw | None = None) -> QPixmap:
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        into = RecordingPainter(image)
        into.setRenderHints(hints)
        (draw or renderer(name).render)(into, QRectF(image.rect()))
        self.texts += into.texts
        into.end()
        return QPixmap.fromImage(image)


def painted_texts(window) -> list[tuple[float, str]]:  # type: ignore[no-untyped-def]
    """Every text the board paints now, with its height on screen (px)."""
    for item in window.scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # so every paint() comes to our painter
    view = window.view
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    kept, svgart.PICTURES = svgart.PICTURES, RecordingPictures(painter.texts)
    try:
        view.render(painter)
    finally:
        svgart.PICTURES = kept
    painter.end()
    return painter.texts


@pytest.fixture
def at_1280x720(window):  # type: ignore[no-untyped-def]
    from florenza_gui.engine.rules.moves import CaptainMarker, KinsmanToPredicatore, Pass

    c = window.session
    c.try_move(CaptainMarker(12))
    c.try_move(KinsmanToPredicatore(2))
    c.try_move(Pass())
    window.resize(1280, 720)
    for _ in range(3):
        QApplication.processEvents()
    window.view.fit()
    return window


def test_no_board_text_is_under_9_px_at_1280x720(at_1280x720) -> None:  # type: ignore[no-untyped-def]
    texts = painted_texts(at_1280x720)
    assert len(texts) > 100  # the tracks' numbers, the cards, the family boards…
    small = sorted({(round(px, 1), text) for px, text in texts if px < MIN_PX})
    assert small == []


def test_the_board_is_drawn_at_a_readable_scale_at_1280x720(at_1280x720) -> None:  # type: ignore[no-untyped-def]
    assert at_1280x720.view.transform().m11() >= 0.6


def rects_of(item) -> QRectF:  # type: ignore[no-untyped-def]
    return item.mapRectToScene(item._rect)  # the piece itself, without the room kept for its glow


def test_markers_sharing_a_space_are_fanned_so_every_letter_shows(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    seats = [Seating(c, c.capitalize(), Seat.HUMAN) for c in ("red", "blue", "green", "yellow", "purple")]
    driver.put(new_game(seats, seed=4))  # five Captain markers on space 0, five Bishop markers on 0
    for markers in (window.scene.captain_markers, window.scene.bishop_markers):
        items = sorted(markers.values(), key=lambda m: m.zValue())
        for i, item in enumerate(items):
            letter = QRectF(0, 0, 10, 12)
            letter.moveCenter(item.scenePos())
            above = [other for other in items if other is not item
                     and (other.zValue(), items.index(other)) > (item.zValue(), i)]
            assert not any(rects_of(other).intersects(letter) for other in above), item.style.letter


def test_the_life_heading_sits_clear_of_the_cards_and_the_track() -> None:
    L = layout()
    heading = L.life_heading
    assert not heading.intersects(L.prestige_rect)
    for card in L.life_card_list():
        assert not heading.intersects(card)


class TextBoxes(QPainter):
    """Notes where each text drawn with it lands (in the painter's coordinates)."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.boxes: list[tuple[str, QRectF]] = []

    def drawText(self, *args: Any) -> None:
        rect, flags, text = args[0], args[1], args[2]
        if isinstance(rect, QRectF) and isinstance(text, str) and text.strip():
            box = QFontMetricsF(self.font()).boundingRect(rect, int(flags), text)
            self.boxes.append((text, box))
        super().drawText(*args)


def test_nothing_on_a_family_board_is_drawn_over_its_text(window) -> None:  # type: ignore[no-untyped-def]
    state = window.session.state.with_family("red", cardinal=2, prestige=14, church=10, resources=12,
                                                 fiorini=250)
    window.scene.sync(state)
    board = window.scene.boards["red"]
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    painter = TextBoxes(image)
    painter.translate(200, 150)
    board.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    boxes = painter.boxes
    assert any("Prestige 14" in text for text, _ in boxes)
    hat = board.hat_rect()
    assert not [text for text, box in boxes if box.intersects(hat)]  # the Cardinal hat covers no text
    for i, (text, box) in enumerate(boxes):
        for other, other_box in boxes[i + 1:]:
            assert not box.intersects(other_box), (text, other)


def test_the_star_of_the_new_side_covers_no_name(window) -> None:  # type: ignore[no-untyped-def]
    """Found on screen at every size: "Savonarol★". Every character's card,
    New side up, in English and with the longest names of the roster."""
    from florenza_gui.board.characters import CharacterCardItem
    from florenza_gui.engine.model.boarddata import standard_board

    for ch in standard_board().roster:
        card = CharacterCardItem(ch.id, ch.name, ch.rounds, ch.kind == "preacher")
        image = QImage(200, 100, QImage.Format.Format_ARGB32)
        painter = TextBoxes(image)
        painter.translate(100, 50)
        card.paint(painter, QStyleOptionGraphicsItem())
        painter.end()
        assert len(painter.boxes) == 2, ch.name  # the name and the kind/rounds line
        for text, box in painter.boxes:
            assert not box.intersects(card.star_tab()), (ch.name, text)
            assert box.right() <= card.boundingRect().right() - 24 + 0.5, (ch.name, text)  # inside the card


class TextWidths(QPainter):
    """Notes each one-line text drawn into a box that it overflows."""

    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.drawn: list[str] = []
        self.overflowing: list[str] = []

    def drawText(self, *args: Any) -> None:
        rect, text = args[0], args[-1]
        if isinstance(rect, QRectF) and isinstance(text, str) and text.strip() and "\n" not in text:
            self.drawn.append(text)
            if QFontMetricsF(self.font()).horizontalAdvance(text) > rect.width() + 0.5:
                self.overflowing.append(text)
        super().drawText(*args)


def test_a_long_family_name_is_elided_never_cut_mid_letter(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: a 60-character name was cut mid-letter in its family
    board's band ("Giovanni di Bicci de Me") and under the First Player card,
    where the centred caption lost both ends ("ano: <i>Medici</i> & <u>Sons")."""
    from florenza_gui.engine.model.limits import NAME_MAX
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    long = "Giovanni di Bicci de' Medici della Famiglia Lunghissima Nome"[:NAME_MAX]
    seats = [Seating("red", long, Seat.HUMAN), Seating("blue", long.upper(), Seat.GHOST),
             Seating("green", "Green", Seat.HUMAN)]
    driver.put(new_game(seats, seed=4))
    for item in window.scene.items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    scene = window.scene.sceneRect()
    image = QImage(int(scene.width()), int(scene.height()), QImage.Format.Format_ARGB32)
    painter = TextWidths(image)
    window.scene.render(painter, QRectF(image.rect()), scene)
    painter.end()
    assert any(text.startswith("Giovanni") for text in painter.drawn)
    assert painter.overflowing == [], "\n".join(painter.overflowing)


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_card_says_whether_its_character_is_an_artist_or_a_preacher(qapp, language) -> None:  # type: ignore[no-untyped-def]
    """Found on screen in Italian: a Preacher's card read "6r" alone ("Predicatore · 6r"
    did not fit), while an Artist's read "Artista · 5r"."""
    from florenza_gui.app.i18n import clear_language, install_language
    from florenza_gui.board.characters import CharacterCardItem
    from florenza_gui.engine.model.boarddata import standard_board

    install_language(qapp, language)
    try:
        words = {"en": ("Artist", "Preacher"), "it": ("Art", "Pred")}[language]
        for ch in standard_board().roster:
            card = CharacterCardItem(ch.id, ch.name, ch.rounds, ch.kind == "preacher")
            image = QImage(200, 100, QImage.Format.Format_ARGB32)
            painter = TextWidths(image)
            painter.translate(100, 50)
            card.paint(painter, QStyleOptionGraphicsItem())
            painter.end()
            line = painter.drawn[-1]
            assert words[ch.kind == "preacher"] in line and str(ch.rounds) in line, (ch.name, line)
            assert painter.overflowing == [], (ch.name, painter.overflowing)
    finally:
        clear_language(qapp)


def test_a_preacher_on_a_predicatore_space_carries_its_name(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A Preacher's tile preaching on a space is a dark disc: its name is
    written under it, readable at 1280×720 and within its space."""
    from florenza_gui.engine.files.saves import dumps
    from florenza_gui.engine.model.types import Kind
    from florenza_gui.engine.rules.moves import PreacherToPredicatore
    from florenza_gui.qt.language import character_text
    from tests.engine.builders import fam, game

    path = tmp_path / "preacher.florenza"
    path.write_text(dumps(game(fam("red"), fam("blue"), fam("green"))), encoding="utf-8")
    assert window.files.open_path(str(path))
    c = window.session
    c.confirm_curtain()
    window.resize(1280, 720)
    for _ in range(3):
        QApplication.processEvents()
    window.view.fit()
    state = c.state
    preacher = next(cid for cid, ch in sorted(state.characters.items())
                    if ch.kind is Kind.PREACHER and state.tile_on_card(cid))
    assert not window.scene.tiles[preacher].named
    assert c.try_move(PreacherToPredicatore(preacher, 3)).ok
    name = character_text(state.characters[preacher].name)
    shown = [(px, text) for px, text in painted_texts(window) if text in (name, name.split()[-1])]
    assert shown and all(px >= MIN_PX for px, _ in shown), shown
    tile = window.scene.tiles[preacher]
    assert layout().predicatore_space(3).contains(tile.mapRectToScene(tile.name_rect()))
    assert not any(t.named for cid, t in window.scene.tiles.items() if cid != preacher)
