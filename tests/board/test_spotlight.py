"""Found at the last closing note: the light on the family board a step
concerns (R7.1c tokens banked, a Ghost card) spilled over its neighbours:
its gold outline ran through the "#n" of the board on its left and the
emblem of the board on its right. It stays in the board's half of the gap."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from florenza_gui.board.layout import layout
from florenza_gui.board.scene import BoardScene
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.events import Event, EventKind
from florenza_gui.engine.model.places import GhostCardPiece, TokensPiece
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.rules.moves import CaptainMarker, Pass, apply
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim.simulate import seatings


def five_families() -> tuple[GameState, Event]:
    """Five humans, the first banking as Captain: the game, and that R7.1c event."""
    game = new_game(seatings(5, 0), seed=4)
    game, _ = apply(game, CaptainMarker(9))
    while game.active is not None:
        game, _ = apply(game, Pass())
    banked = next(e for e in end_round(game)[1] if e.kind is EventKind.TOKENS_BANKED)
    return game, banked


@pytest.fixture
def lit(qapp):  # type: ignore[no-untyped-def]
    game, banked = five_families()
    scene = BoardScene()
    scene.set_game(game)
    return scene, banked


def _own(item, rect: QRectF | None = None) -> QRectF:  # type: ignore[no-untyped-def]
    return item.mapRectToScene(rect if rect is not None else item._rect)


@pytest.mark.parametrize("piece", [TokensPiece, GhostCardPiece])
def test_the_light_on_a_family_board_stays_off_its_neighbours(lit, piece) -> None:  # type: ignore[no-untyped-def]
    scene, banked = lit
    for fid, board in scene.boards.items():
        scene.spotlight.light(scene.area_of(banked._replace(piece=piece(fid))))
        outline = scene.spotlight.outline_rect()
        assert outline is not None
        hole = scene.spotlight.hole
        m = scene.spotlight.MARGIN
        assert hole.adjusted(-m, -m, m, m).contains(_own(board)), "the whole board it concerns is lit"
        for other_id, other in scene.boards.items():
            if other_id == fid:
                continue
            assert not outline.intersects(_own(other, other.order_rect())), f"{fid}'s light over {other_id}'s #n"
            assert not outline.intersects(_own(other)), f"{fid}'s light over {other_id}'s board"


def _pixels(scene: BoardScene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()
    return image


def test_the_neighbours_number_looks_the_same_whichever_board_is_lit(lit) -> None:  # type: ignore[no-untyped-def]
    """Drawn, not only measured: the "#n" of the board left of the lit one
    (and the emblem of the one right of it) show as when something far off
    is lit, the lit board's own glow at its brightest."""
    scene, banked = lit
    ids = list(scene.boards)
    for left, middle, right in zip(ids, ids[1:], ids[2:], strict=False):
        number = _own(scene.boards[left], scene.boards[left].order_rect()).adjusted(-4, -4, 4, 4)
        emblem = _own(scene.boards[right]).adjusted(-2, 0, 0, 0)
        emblem.setSize(emblem.size().boundedTo(QRectF(0, 0, 50, 50).size()))
        scene.spotlight.light(layout().bag)  # lit far off: the boards dimmed alike
        far = (_pixels(scene, number), _pixels(scene, emblem))
        scene.spotlight.light(scene.area_of(banked._replace(piece=TokensPiece(middle))))
        scene.boards[middle].set_glow(1.0)
        try:
            assert _pixels(scene, number) == far[0], f"the light on {middle} shows over {left}'s #n"
            assert _pixels(scene, emblem) == far[1], f"the light on {middle} shows over {right}'s emblem"
        finally:
            scene.boards[middle].set_glow(0.0)


def test_the_light_on_the_round_marker_stays_off_the_round_spaces_beside_it(lit) -> None:  # type: ignore[no-untyped-def]
    """Seen while checking R8.1's label: lit from its bounding rect (the
    margins its glow and a badge may take, 24 px to the right), the outline
    round the round marker ran over the next round's space."""
    from dataclasses import replace as with_fields

    scene, _ = lit
    game, _ = five_families()
    advanced = next(e for e in end_round(game)[1] if e.kind is EventKind.ROUND_ADVANCED)
    for round_ in range(1, 8):
        scene.show(with_fields(game, round=round_))
        scene.spotlight.light(scene.area_of(advanced))
        outline = scene.spotlight.outline_rect()
        assert outline is not None
        assert outline.contains(_own(scene.round_marker)), "the marker itself is lit"
        for beside in (round_ - 1, round_ + 1):
            if 1 <= beside <= 7:
                assert not outline.intersects(layout().round_space(beside)), f"round {round_}: over {beside}"
