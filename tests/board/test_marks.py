"""Each family's mark (the letters on its pieces) tells it apart from every
other family of the game, and comes from one place (``theme.family_marks``)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.qt.theme import family_marks


@pytest.mark.parametrize(("names", "marks"), [
    (("Red", "Blue", "Green"), ("R", "B", "G")),  # first letters already differ: kept
    (("Medici", "Malatesta", "Strozzi"), ("Me", "Ma", "S")),
    (("Medici", "Medina", "Malatesta"), ("Me", "Md", "Ma")),  # a later letter where the second is shared
    (("Rossi", "rossi", "Rossi"), ("Ro", "Rs", "Ri")),
    (("M", "M"), ("M2", "M3")),  # the names leave no letter: a number
    (("  ¡Medici!", "Malatesta"), ("Me", "Ma")),  # the first letter, not the first character
])
def test_every_family_gets_a_mark_of_its_own(names: tuple[str, ...], marks: tuple[str, ...]) -> None:
    ids = ("red", "blue", "green", "yellow", "purple")[:len(names)]
    found = family_marks(tuple(zip(ids, names, strict=True)))
    assert tuple(found[i] for i in ids) == marks
    assert len({m.upper() for m in found.values()}) == len(names)


class Texts(QPainter):
    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.drawn: list[str] = []
        self.overflowing: list[str] = []

    def drawText(self, *args: Any) -> None:
        text = next(a for a in args if isinstance(a, str))
        self.drawn.append(text)
        if isinstance(args[0], QRectF) and QFontMetricsF(self.font()).horizontalAdvance(text) > args[0].width():
            self.overflowing.append(text)
        super().drawText(*args)


def painted(item) -> list[str]:  # type: ignore[no-untyped-def]
    image = QImage(500, 300, QImage.Format.Format_ARGB32)
    painter = Texts(image)
    painter.translate(250, 150)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    assert painter.overflowing == [], f"{painter.overflowing} wider than its piece"
    return painter.drawn


def test_families_sharing_a_first_letter_have_different_marks_on_every_surface(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: the Medici's and the Malatesta's pieces both read "M"."""
    seats = [Seating("red", "Medici", Seat.HUMAN), Seating("blue", "Malatesta", Seat.HUMAN),
             Seating("green", "Strozzi", Seat.HUMAN)]
    driver.put(new_game(seats, seed=4))
    scene = window.scene
    expected = {"red": "Me", "blue": "Ma", "green": "S"}
    for fid, mark in expected.items():
        for item in (scene.captain_markers[fid], scene.bishop_markers[fid], scene.turn_markers[fid],
                     *scene.kinsmen[fid]):
            assert item.style.letter == mark
            assert painted(item) == [mark], (fid, type(item).__name__)  # the piece shows it
        kinsman = scene.kinsmen[fid][0]
        name = window.session.state.name(fid)
        assert kinsman.accessible_name() == f"{name}'s Kinsman ({mark}), in {name}'s pool"
        assert f"the pool of {name}" in driver.board_names()  # (its place too: by name, not by the id {fid})
        assert mark in painted(scene.boards[fid])  # the family board is the legend: its emblem shows it


def test_two_letter_marks_stay_readable_at_1280x720(window, driver) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from tests.board.test_readable import MIN_PX, painted_texts

    seats = [Seating("red", "Medici", Seat.HUMAN), Seating("blue", "Malatesta", Seat.HUMAN),
             Seating("green", "Malaspina", Seat.HUMAN)]
    driver.put(new_game(seats, seed=4))
    window.resize(1280, 720)
    for _ in range(3):
        QApplication.processEvents()
    window.view.fit()
    texts = painted_texts(window)
    marks = [(px, text) for px, text in texts if text in ("Me", "Ma", "Ml")]
    assert len(marks) >= 3 * 9  # three markers, five Kinsmen and the family board's emblem each
    assert [m for m in marks if m[0] < MIN_PX] == []


def test_two_letter_marks_show_whole_where_markers_share_a_space(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Found on screen: five families on Prestige 0 and Church 0, and "Me"
    under the Malatesta's marker read "M" — the very letter all of them share."""
    from PySide6.QtGui import QFontMetricsF

    from florenza_gui.qt.theme import serif

    names = ("Medici", "Malatesta", "Malaspina", "Sforza", "Strozzi")
    seats = [Seating(c, n, Seat.HUMAN) for c, n in zip(("red", "blue", "green", "yellow", "purple"), names,
                                                        strict=True)]
    driver.put(new_game(seats, seed=4))
    for markers in (window.scene.captain_markers, window.scene.bishop_markers):
        items = sorted(markers.values(), key=lambda m: m.zValue())
        for i, item in enumerate(items):
            metrics = QFontMetricsF(serif(int(item._rect.height() * 0.55), bold=True))
            mark = QRectF(0, 0, metrics.horizontalAdvance(item.style.letter), metrics.capHeight())
            mark.moveCenter(item.scenePos())
            above = [other for other in items if other is not item
                     and (other.zValue(), items.index(other)) > (item.zValue(), i)]
            covering = [o.style.letter for o in above if o.mapRectToScene(o._rect).intersects(mark)]
            assert covering == [], f"{item.style.letter} is covered by {covering}"


def test_the_keyboard_names_a_pool_by_its_familys_name(window, driver) -> None:  # type: ignore[no-untyped-def]
    """A Kinsman on a Predicatore space, picked up from the keyboard, may go home: the status line asks
    about "the pool of Medici", not the pool of the family's id."""
    from PySide6.QtCore import Qt

    from florenza_gui.engine.rules.moves import KinsmanToPredicatore

    seats = [Seating("red", "Medici", Seat.HUMAN), Seating("blue", "Malatesta", Seat.HUMAN),
             Seating("green", "Strozzi", Seat.HUMAN)]
    driver.put(new_game(seats, seed=4))
    driver.confirm_curtain()
    assert driver.move(KinsmanToPredicatore(1))
    driver.pick_up_by_key("on Predicatore space 1")
    asked = []
    for _ in range(8):
        asked.append(driver.status())
        driver.press_on_board(Qt.Key.Key_Right)
    assert any(said.startswith("Move to the pool of Medici?") for said in asked), asked
