"""The board's art is drawn from a pixmap rendered once for each size it
takes on screen: it looks as the SVG rendered there would, at any scale."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmapCache

from florenza_gui.board import svgart
from florenza_gui.board.svgart import PICTURES, Pictures, paint_art, renderer


def _drawn(scale: float, direct: bool) -> QImage:
    image = QImage(int(40 * scale), int(40 * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    rect = QRectF(3, 3, 34, 34)
    if direct:
        renderer("token_back.svg").render(painter, rect)
    else:
        paint_art(painter, "token_back.svg", rect)
    painter.end()
    return image


def _difference(a: QImage, b: QImage) -> int:
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            pa, pb = a.pixelColor(x, y), b.pixelColor(x, y)
            worst = max(worst, abs(pa.red() - pb.red()), abs(pa.green() - pb.green()), abs(pa.blue() - pb.blue()),
                        abs(pa.alpha() - pb.alpha()))
    return worst


def _coverage(image: QImage) -> int:
    return sum(image.pixelColor(x, y).alpha() for y in range(image.height()) for x in range(image.width()))


def test_the_art_drawn_from_its_pixmap_looks_as_the_svg_at_every_scale(qapp) -> None:  # type: ignore[no-untyped-def]
    for scale in (1.0, 2.0):  # (the art on whole pixels: the same pixels)
        assert _difference(_drawn(scale, direct=True), _drawn(scale, direct=False)) <= 40, scale
    for scale in (1.25, 1.5, 1.75):  # (on half pixels: the same art, within half a pixel)
        direct, cached = _drawn(scale, direct=True), _drawn(scale, direct=False)
        assert abs(_coverage(direct) - _coverage(cached)) <= 0.05 * _coverage(direct), scale
        assert cached.pixelColor(cached.width() // 2, cached.height() // 2).alpha() > 0, "nothing drawn"
    assert ("token_back.svg", 68, 68) in PICTURES, "the pixmap at twice the size is kept"


def test_on_a_high_density_screen_the_art_falls_where_the_svg_would(qapp) -> None:  # type: ignore[no-untyped-def]
    def drawn(direct: bool) -> QImage:
        image = QImage(80, 80, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(2.0)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if direct:
            renderer("token_back.svg").render(painter, QRectF(3, 3, 34, 34))
        else:
            paint_art(painter, "token_back.svg", QRectF(3, 3, 34, 34))
        painter.end()
        return image

    assert _difference(drawn(direct=True), drawn(direct=False)) <= 40


def test_the_art_outlives_qts_pixmap_cache_and_the_least_drawn_goes_first(qapp, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The items' cached paintings filling Qt's pixmap cache (another window, the view resized) throw out
    none of the art: it is drawn again without being rendered from its SVG. Past its budget, the art drawn
    least recently goes first."""
    _drawn(1.5, direct=False)
    renders: list[str] = []
    real = renderer

    def counting(name: str):  # type: ignore[no-untyped-def]
        renders.append(name)
        return real(name)
    monkeypatch.setattr(svgart, "renderer", counting)
    QPixmapCache.clear()
    _drawn(1.5, direct=False)
    assert renders == [], "the art was rendered again once Qt's pixmap cache was emptied"

    one = 60 * 60 * 4  # the bytes of one picture of 60x60
    pictures = Pictures(budget=3 * one)
    hints = QPainter.RenderHint.Antialiasing
    for name in ("token_back.svg", "bag.svg", "life_card.svg"):
        pictures.get(name, QSize(60, 60), hints)
    pictures.get("token_back.svg", QSize(60, 60), hints)  # drawn again: the most recent
    pictures.get("cardinal_hat.svg", QSize(60, 60), hints)  # one too many: the least recent goes
    assert ("bag.svg", 60, 60) not in pictures
    assert all((name, 60, 60) in pictures for name in ("token_back.svg", "life_card.svg", "cardinal_hat.svg"))
    pictures.get("parchment.svg", QSize(80, 80), hints)  # more than half the budget: drawn, not kept
    assert ("parchment.svg", 80, 80) not in pictures and ("life_card.svg", 60, 60) in pictures
