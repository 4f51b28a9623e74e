"""At rest on a step that moves several pieces, each is lit where it lies,
never one box round them and the cards and supplies between them (three
characters leaving under R8.5 once lit the Captain card, the Bishop card,
the Muse and the bag)."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF

from florenza_gui.board.layout import layout
from florenza_gui.board.scene import BoardScene
from florenza_gui.board.stepplay import _lit_areas, _movers
from florenza_gui.engine.fast.randomplayer import finish_action_phase
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model import places
from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.end_of_round import end_round_steps
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim.simulate import seatings


def several_leave() -> tuple[GameState, GameState, tuple]:  # type: ignore[type-arg]
    """A game at the start of an R8.5 step in which two or more characters leave, the game after it,
    and that step's events."""
    for seed in range(40):
        r = random.Random(seed)
        state = new_game(seatings(4, 0), seed=seed)
        while state.round < 7:
            ending = finish_action_phase(state, r)
            before = ending
            for after, events in end_round_steps(ending):
                if events and events[0].rule is Rule.R8_5 and len(events) >= 2:
                    return before, after, events
                before = after
            state, _ = end_round(ending)
    raise AssertionError("no end of round sends two characters out")


UNRELATED = {"First Player card": layout().first_player_card, "Bishop card": layout().bishop_card,
             "Muse": layout().muse, "bag": layout().bag, "round track": layout().round_space(1)}


def test_characters_leaving_together_are_lit_each_on_its_own(qapp) -> None:  # type: ignore[no-untyped-def]
    game, _after, events = several_leave()
    assert all(e.kind is EventKind.CHARACTER_LEFT for e in events)
    scene = BoardScene()
    scene.set_game(game)
    areas = scene.step_areas(events)
    under_card_one = next(t.lit_area() for t in scene.registry.targets if t.target == places.life(LifeCard.I))
    assert len(areas) == len(events) + 1, "one light for each character leaving, and where they leave from"
    assert under_card_one in areas
    for area in areas:
        for name, rect in UNRELATED.items():
            assert not area.intersects(rect), f"the light on a leaving character covers the {name}"
    scene.spotlight.light(areas)
    lit = QRectF(scene.spotlight.outline_rect())
    assert lit.width() > 0


def test_while_a_character_leaves_it_is_lit_where_it_is_and_where_it_goes_apart(qapp) -> None:  # type: ignore[no-untyped-def]
    """The card flies from the row to the out-of-game pile: lit at both ends, not along the way."""
    before, after, events = several_leave()
    scene = BoardScene()
    scene.set_game(before)
    items = [scene.item_for(e) for e in events]
    final = scene.positions(after)
    for event, item in zip(events, items, strict=True):
        movers = _movers(scene.registry, event, item, final)
        areas = _lit_areas(scene.registry, event, item, movers)
        assert item is not None and item.lit_area() in areas, "the card is lit where it is"
        pile = layout().out_of_game
        assert any(a.intersects(pile) for a in areas), "and where it goes"
        for area in areas:
            for name, rect in UNRELATED.items():
                assert not area.intersects(rect), f"the light on {event.args} covers the {name}"
        for mover, to in movers:
            mover.setPos(to)
