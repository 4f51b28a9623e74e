"""When R8.3 sends two families' Kinsmen home, each place the rule clears
(the Predicatore spaces, the Bishop card) is lit, and each pool that takes Kinsmen
back is lit apart (one gold outline round both would run through the words
of the board between them: "Passed", "Resources 0", "Fiorini 0"), and no
outline crosses the board's words, at rest or while the Kinsmen move. Every
Kinsman of a family moves home with its own event, none jumps at the end."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import QPointF, QRectF

from florenza_gui.board.board_art import predicatore_heading_rect
from florenza_gui.board.items import BoardItem
from florenza_gui.board.layout import layout
from florenza_gui.board.scene import BoardScene
from florenza_gui.board.stepplay import _lit_areas, _movers
from florenza_gui.engine.model.events import EventKind, Events
from florenza_gui.engine.model.places import KinsmanPiece, Pool, PredicatoreSpace
from florenza_gui.engine.model.state import GameState, KinsmanOn
from florenza_gui.engine.rules.end_of_round import end_round_steps
from florenza_gui.engine.rules.turns import round_is_over
from florenza_gui.engine.sim import simulate


def before_r8_3(families: int) -> tuple[GameState, GameState, Events]:
    """A random game's end of round whose R8.3 sends ``families`` families'
    Kinsmen home: the state before that step, after it, and its events."""
    found: list[GameState] = []

    def keep(s: GameState) -> None:
        if not found and round_is_over(s) and len(
                {o.family for o in s.predicatore if isinstance(o, KinsmanOn)} | set(s.bishop_card)) >= families:
            found.append(s)
    for seed in range(1, 40):
        simulate.play_random_game(seed, 3, 0, check_invariants=False, on_state=keep)
        if found:
            before = found[0]
            for after, events in end_round_steps(before):
                if any(e.kind is EventKind.KINSMAN_RETURNED for e in events):
                    return before, after, events
                before = after
    raise AssertionError("no such game")


def words(scene: BoardScene) -> list[tuple[str, QRectF]]:
    """Every word on the board: each family board's lines and the captions."""
    found = [(f"{fid}'s board", rect) for fid, board in scene.boards.items() for rect in board.text_areas()]
    found.append(("the Predicatore heading", predicatore_heading_rect()))
    return found + [(f"caption {key!r}", item.ink_rect()) for key, item in scene.registry.static.texts.items()
                    if item.isVisible() and item.text]


def crossed(scene: BoardScene) -> list[str]:
    outline = scene.spotlight.outline_path()
    return [name for name, rect in words(scene) if outline.intersects(rect)]


@pytest.mark.parametrize("families", [2, 3])
def test_at_rest_each_pool_is_lit_apart_and_no_outline_crosses_a_word(qapp, families: int) -> None:  # type: ignore[no-untyped-def]
    _before, after, events = before_r8_3(families)
    scene = BoardScene()
    scene.set_game(after)
    scene.spotlight.light(scene.step_areas(events))
    home = {e.to.family for e in events if isinstance(e.to, Pool)}
    assert len(home) >= families
    holes = scene.spotlight.holes
    for fid in home:
        pool = [k.lit_area() for k in scene.kinsmen[fid] if k.place == Pool(fid)]
        (hole,) = [hole for hole in holes if any(hole.contains(k) for k in pool)]
        assert all(hole.contains(k) for k in pool), f"{fid}'s pool is lit in one piece"
        others = [k.lit_area() for f, kin in scene.kinsmen.items() if f != fid for k in kin if k.place == Pool(f)]
        assert not any(hole.intersects(k) for k in others), f"{fid}'s pool is lit apart"
    # and every place the rule cleared, each on its own: the Predicatore spaces, the Bishop card
    spaces = [t.lit_area() for t in scene.registry.targets if isinstance(t.target, PredicatoreSpace)]
    assert all(space in holes for space in spaces) and len(holes) == len(home) + len(spaces) + 1
    assert crossed(scene) == []


def test_while_they_move_each_kinsman_leaves_its_own_space_and_no_outline_crosses_a_word(qapp) -> None:  # type: ignore[no-untyped-def]
    before, after, events = before_r8_3(2)
    scene = BoardScene()
    scene.set_game(before)
    items = [scene.item_for(e) for e in events]
    final = scene.positions(after)
    moved: list[BoardItem] = []
    for event, item in zip(events, items, strict=True):
        assert item is not None and isinstance(event.piece, KinsmanPiece)
        movers = _movers(scene.registry, event, item, final)
        assert [m for m, _ in movers] == [item] and item not in moved, "each Kinsman moves once, its own"
        moved.append(item)
        scene.spotlight.light(_lit_areas(scene.registry, event, item, movers))
        assert scene.spotlight.holes[0] == item.lit_area(), "the Kinsman is lit where it stands"
        assert crossed(scene) == [], event
        item.setPos(final[item])


def test_a_played_step_moves_each_kinsman_from_its_own_space(qapp) -> None:  # type: ignore[no-untyped-def]
    before, after, events = before_r8_3(2)
    scene = BoardScene()
    scene.set_game(before)
    scene.animator.duration_ms = 0

    def standing_on(space: int) -> bool:
        spot = layout().predicatore_space(space).center() + QPointF(0, 6)
        return any(k.pos() == spot for kin in scene.kinsmen.values() for k in kin)

    spaces = [e.from_.space for e in events if isinstance(e.from_, PredicatoreSpace)]
    assert len(spaces) >= 3 and all(standing_on(space) for space in spaces)
    left_behind: list[int] = []

    def starting(index: int) -> None:  # as event ``index`` starts, those before it have moved their Kinsmen
        left_behind.extend(e.from_.space for e in events[:index]
                           if isinstance(e.from_, PredicatoreSpace) and standing_on(e.from_.space))
    asyncio.run(scene.play(events, after, starting))
    assert left_behind == []
    assert not any(standing_on(space) for space in spaces)
