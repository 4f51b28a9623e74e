"""A place lit while a piece is carried shows green on the board, and once
the piece is put back the board there shows again what it showed before:
a place that shows nothing is passed over when the board is painted, and
what it painted while lit is painted over when it goes out."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage


def _around(image: QImage, at: QPoint) -> list[QColor]:
    return [image.pixelColor(at.x() + dx, at.y() + dy) for dx in range(-6, 7, 3) for dy in range(-6, 7, 3)]


def _greener(lit: list[QColor], plain: list[QColor]) -> int:
    return sum(a.green() - a.red() > b.green() - b.red() + 10 for a, b in zip(lit, plain, strict=True))


def test_a_place_lit_for_a_carried_piece_goes_out_on_the_screen_when_it_is_put_back(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.start_at_the_board()
    driver.tab()  # the first piece of the family to play
    driver.press(Qt.Key.Key_Return)
    assert driver.picked_by_key()
    places = driver.offered()
    assert len(places) >= 3
    spots = [driver.place_on_screen(place) for place in places[-3:]]  # (far from the piece, along its track)
    lit = driver.shown_on_screen()
    driver.press(Qt.Key.Key_Escape)  # put back where it was: nothing lit
    assert not driver.picked_by_key()
    out = driver.shown_on_screen()
    driver.tab()
    driver.tab(back=True)
    driver.press(Qt.Key.Key_Return)
    again = driver.shown_on_screen()
    for spot in spots:
        assert _greener(_around(lit, spot), _around(out, spot)) >= 10, f"the place at {spot} was not lit"
        assert _greener(_around(again, spot), _around(out, spot)) >= 10, f"the place at {spot} was not lit again"
    driver.press(Qt.Key.Key_Escape)
    last = driver.shown_on_screen()
    for spot in spots:
        assert _around(last, spot) == _around(out, spot), f"the place at {spot} still shows lit"
