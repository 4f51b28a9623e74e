"""A place of the board shows nothing until it is lit, glows or wears the
keyboard's ring (Qt passes over it when it paints the board meanwhile), and
what it showed is painted over on the screen when it goes out."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from florenza_gui.board.items import TargetItem
from florenza_gui.engine.model.places import Pool


def test_a_place_shows_green_only_while_lit_and_glows_only_while_it_glows(qapp) -> None:  # type: ignore[no-untyped-def]
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    view.resize(420, 320)
    view.show()
    place = TargetItem(Pool("red"), QRectF(100, 100, 80, 60))
    scene.addItem(place)

    def shown(x: float, y: float) -> str:
        for _ in range(3):
            QApplication.processEvents()
        # what the screen shows (the window's last flush): a grab of the widget would paint it afresh
        shot = view.screen().grabWindow(view.winId()).toImage()
        return shot.pixelColor(view.viewport().mapTo(view, view.mapFromScene(x, y))).name()

    middle, edge = (140, 130), (97, 130)  # (the glow and the ring are frames round the place)
    plain = shown(*middle), shown(*edge)
    for turn in range(2):
        place.set_lit(True)
        assert shown(*middle) != plain[0], f"not lit ({turn})"
        place.set_lit(False)
        assert shown(*middle) == plain[0], f"still lit ({turn})"
        place.set_glow(1.0)
        assert shown(*edge) != plain[1], f"no glow ({turn})"
        place.set_glow(0.0)
        assert shown(*edge) == plain[1], f"still glowing ({turn})"
        place.set_keyed(True)
        assert shown(*edge) != plain[1], f"no ring ({turn})"
        place.set_keyed(False)
        assert shown(*edge) == plain[1], f"the ring stays ({turn})"
    view.close()
