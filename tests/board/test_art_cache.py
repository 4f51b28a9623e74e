"""The board's art is drawn from a pixmap rendered once for each size it
takes on screen: it looks as the SVG rendered there would, at any scale."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap, QPixmapCache

from florenza_gui.board.svgart import paint_art, renderer


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
    assert QPixmapCache.find("art:token_back.svg:68x68", QPixmap()), "the pixmap at twice the size is kept"


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
