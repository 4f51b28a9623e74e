"""Found on the board: the spotlight's gold frame, MARGIN round what it
lights, ran across the board's printed numbers: round three or four Captain
markers tied on a Prestige space (lit by a later step, or a line of the final
standings) its foot crossed the space's number; round a Bishop's marker on the
Church track its left side crossed the row's "+N". Lit alone or together, on
spaces at either end of the track and under its heading, on every Church row,
the frame crosses no printed number it does not stand on, and still runs round
the whole of each piece."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from florenza_gui.board.layout import layout
from florenza_gui.board.printed import printed_numbers
from florenza_gui.board.scene import BoardScene
from florenza_gui.engine.model.concerns import Thing
from florenza_gui.engine.model.places import BishopMarkerPiece, CaptainMarkerPiece, ChurchSpace
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game

IDS = ("red", "blue", "green", "yellow", "purple")


def five() -> GameState:
    return new_game([Seating(c, c.capitalize(), Seat.HUMAN) for c in IDS], seed=4)


def tied(count: int, space: int) -> GameState:
    """``count`` families' Captain markers on Prestige ``space``, the others far off."""
    game = five()
    return replace(game, families=tuple(replace(f, prestige=space if i < count else (space + 20) % 40)
                                        for i, f in enumerate(game.families)))


def on_church(row: int) -> GameState:
    """Every family's Bishop's marker on Church ``row``."""
    game = five()
    return replace(game, families=tuple(replace(f, church=row) for f in game.families))


@pytest.fixture
def scene(qapp):  # type: ignore[no-untyped-def]
    return BoardScene()


def crossed(scene: BoardScene, things: Iterable[Thing]) -> list[str]:
    """Light ``things`` as a step does: what the frame does wrong (a number crossed, a piece not framed)."""
    scene.spotlight.light(scene.areas_of(things))
    holes, outline = scene.spotlight.holes, scene.spotlight.outline_path()
    assert holes
    wrong = [f"crosses the number {m.text!r} at {m.ink().getRect()}" for m in printed_numbers()
             if outline.intersects(m.ink()) and not any(h.intersects(m.ink()) for h in holes)]
    for hole in holes:
        if outline.intersects(hole):
            wrong.append(f"runs over the piece it lights at {hole.getRect()}")
    return wrong


SPACES = (0, 1, 2, 7, 20, 34, 35, 36, 37, 38, 39)  # the ends of the track, and under its heading


@pytest.mark.parametrize("count", [3, 4])
def test_the_light_round_tied_captain_markers_crosses_no_number(scene, count: int) -> None:  # type: ignore[no-untyped-def]
    for space in SPACES:
        scene.set_game(tied(count, space))
        markers = [CaptainMarkerPiece(fid) for fid in IDS[:count]]
        assert crossed(scene, markers) == [], f"{count} on {space}, lit together"
        for marker in markers:
            assert crossed(scene, [marker]) == [], f"{count} on {space}, {marker.family} lit alone"


def test_the_light_round_a_bishops_marker_crosses_no_number(scene) -> None:  # type: ignore[no-untyped-def]
    for row in range(layout().church_spaces):
        scene.set_game(on_church(row))
        for fid in IDS:
            assert crossed(scene, [BishopMarkerPiece(fid)]) == [], f"row {row}, {fid}'s marker"
            # R7.2d: the marker with the row its points are printed on
            assert crossed(scene, [BishopMarkerPiece(fid), ChurchSpace(row)]) == [], f"row {row}, {fid} and the row"


def test_each_number_is_inked_where_its_ink_rect_says(scene) -> None:  # type: ignore[no-untyped-def]
    """The rectangles the light keeps off are where the numbers' pixels are (within a pixel's bleed)."""
    for mark in printed_numbers():
        image = QImage(1600, 900, QImage.Format.Format_ARGB32)
        image.fill(0)
        area = mark.box.adjusted(-20, -20, 20, 20).toAlignedRect().intersected(image.rect())
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        mark.paint(painter)
        painter.end()
        inked = [(x, y) for x in range(area.left(), area.right() + 1) for y in range(area.top(), area.bottom() + 1)
                 if image.pixelColor(x, y).alpha() > 40]
        assert inked, mark.text
        xs, ys = [x for x, _ in inked], [y for _, y in inked]
        seen = QRectF(min(xs), min(ys), max(xs) + 1 - min(xs), max(ys) + 1 - min(ys))
        assert mark.ink().adjusted(-1, -1, 1, 1).contains(seen), (mark.text, mark.ink().getRect(), seen.getRect())
