"""Every step of Phase 7, Phase 8 and the final scoring lights exactly what
it concerns, each piece, card or place on its own: what it moves, where it
stands once moved, and what its rule read to move it. The table says it
rule by rule, in the rules' own terms (who was tied, which markers the new
order moved, which Church space the Bishop scored from), from the states
before and after the step; it never asks the board what it lights.

Found in a play-through: R7.1e lit the Captain's Turn Order marker but not
the markers it shifted; R8.3 lit the pools but not the places it cleared;
R7.2d lit the marker but not the Church space its points are printed on;
R7.1a and R7.2a/b lit nothing of what they compared."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF

from florenza_gui.board.scene import BoardScene
from florenza_gui.engine import Muse
from florenza_gui.engine.model import places
from florenza_gui.engine.model.events import EventKind, Events
from florenza_gui.engine.model.places import (
    BAG_PIECE,
    BISHOP_CARD,
    BISHOP_CARD_PIECE,
    CAPTAIN_CARD,
    FIRST_PLAYER_CARD,
    MUSE,
    ROUND_MARKER,
    CardPiece,
    Pool,
    Target,
    TilePiece,
)
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.end_of_round import end_round_steps
from tests.engine.builders import K, P, fam, game


@dataclass(frozen=True)
class Step:
    """A step as the table reads it: the state before it, after it, its events."""

    before: GameState
    after: GameState
    events: Events

    def ids(self) -> list[str]:
        return [f.id for f in self.after.families]

    def top(self, track: str) -> int:
        return max(getattr(f, track) for f in self.before.families)

    def tied(self, track: str) -> list[str]:
        top = max(getattr(f, track) for f in self.before.families)
        return [f.id for f in self.before.families if getattr(f, track) == top]

    def reordered(self) -> list[str]:
        """The families whose Turn Order marker the step moved."""
        was, now = self.before.turn_order, self.after.turn_order
        return [fid for fid in now if was.index(fid) != now.index(fid)]

    def placed_by_prestige(self) -> list[str]:
        """R7.4: the families holding no new office."""
        return [fid for fid in self.after.turn_order if fid not in (self.after.captain, self.after.bishop)]

    def moved(self, kind: EventKind) -> list[Any]:
        return [e.piece for e in self.events if e.kind is kind]

    def with_card(self, rule: str, card: Any) -> list[Any]:
        """An office's card, when the step also moved it (D3, D4)."""
        return [card] if any(e.rule == rule for e in self.events) else []


def spaces() -> list[Target]:
    return [places.predicatore(n) for n in range(1, 5)]


def captain(s: Step) -> str:
    assert s.after.captain is not None
    return s.after.captain


def bishop(s: Step) -> str:
    assert s.after.bishop is not None
    return s.after.bishop


# what each rule concerns: the pieces (lit where they stand after the step) and the places of the board
CONCERNS: dict[str, Callable[[Step], list[Any]]] = {
    "R7.1": lambda s: [places.captain_marker(f) for f in s.ids()],  # every marker compared
    # R7.1a, R7.2a: each marker tied, and the space they share
    "R7.1a": lambda s: (
        [places.captain_marker(f) for f in s.tied("prestige")]
        + [places.prestige(s.top("prestige"))]
        + s.with_card("D3", FIRST_PLAYER_CARD)
    ),
    "R7.1b": lambda s: [FIRST_PLAYER_CARD],
    "R7.1c": lambda s: [places.tokens(captain(s)), places.captain_marker(captain(s))],
    "R7.1d": lambda s: [places.captain_marker(captain(s))],
    "R7.1e": lambda s: [places.turn_marker(f) for f in {captain(s), *s.reordered()}],  # (one already first too)
    "R7.2": lambda s: [places.bishop_marker(f) for f in s.ids()],
    "R7.2a": lambda s: (
        [places.bishop_marker(f) for f in s.tied("church")]
        + [places.church(s.top("church"))]
        + s.with_card("D4", BISHOP_CARD_PIECE)
    ),
    "R7.2b": lambda s: [places.bishop_marker(f) for f in s.ids()] + s.with_card("D4", BISHOP_CARD_PIECE),
    "R7.2c": lambda s: [BISHOP_CARD_PIECE],
    "R7.2d": lambda s: [places.captain_marker(bishop(s)), places.church(s.before.family(bishop(s)).church)],
    "R7.2e": lambda s: [places.bishop_marker(bishop(s))],
    "R7.2f": lambda s: [places.turn_marker(f) for f in {bishop(s), *s.reordered()}],
    "D6": lambda s: [places.turn_marker(bishop(s))],
    "R7.3": lambda s: [places.captain_marker(bishop(s)), BISHOP_CARD_PIECE],
    "R7.4": lambda s: (
        [places.turn_marker(f) for f in s.placed_by_prestige()]
        + [places.captain_marker(f) for f in s.placed_by_prestige()]
    ),
    "D5": lambda s: [places.turn_marker(f) for f in s.ids()] + [places.captain_marker(f) for f in s.ids()],
    "R7.5": lambda s: [FIRST_PLAYER_CARD, places.turn_marker(s.after.turn_order[0])],
    "R8.1": lambda s: [ROUND_MARKER],
    "R8.2": lambda s: [*s.moved(EventKind.TILE_RETURNED), CAPTAIN_CARD],
    "R8.3": lambda s: [*spaces(), BISHOP_CARD, *{Pool(e.family or "") for e in s.events}],
    "R8.4": lambda s: [*s.moved(EventKind.TILE_RETURNED), *spaces()],
    "R8.5": lambda s: [*s.moved(EventKind.CHARACTER_LEFT), places.life(LifeCard.I)],
    "R8.6": lambda s: s.moved(EventKind.CARD_SHIFTED),
    "R8.7": lambda s: [*s.moved(EventKind.TILE_DRAWN), BAG_PIECE],  # (D9: the draws the bag could not give)
    "R8.8": lambda s: [MUSE],
    "R9.1": lambda s: [thing for f in s.ids() for thing in (places.captain_marker(f), places.tokens(f))],
    "R9.2": lambda s: [places.counts(f) for f in s.ids()],
    "R9.3": lambda s: [places.counts(f) for f in s.ids()],
}


def positions() -> Iterator[GameState]:
    """Ends of rounds that, together, take every step of the table."""
    # a Captain third in order (R7.1e), a Bishop re-elected (R7.2f, R7.3), every clean-up, a short bag (D9)
    yield game(
        fam("red", prestige=12),
        fam("blue", church=5, prestige=4),
        fam("green", prestige=3),
        fam("yellow", prestige=5),
        order=("green", "yellow", "red", "blue"),
        captain="yellow",
        bishop="blue",
        round=3,
        row={1: ("castagno", "genazzano"), 2: ("masaccio", "maruffi"), 3: ("capestrano",), 6: ("savonarola",)},
        bag=("veneziano",),
        detained="masaccio",
        muse=Muse.USED,
        predicatore=(K("red"), P("genazzano"), K("blue"), P("capestrano")),
        bishop_card=("blue", "green"),
    )
    # a tie for Captain (R7.1a, D3) and for Bishop (R7.2a, D4): nobody holds an office (D5, R7.5)
    yield game(
        fam("red", prestige=9, church=4),
        fam("blue", prestige=9),
        fam("green", church=4),
        captain="green",
        bishop="blue",
    )
    # nobody at 3 on the Church track (R7.2b); a Captain and Bishop in one (D6)
    yield game(fam("red", prestige=6, church=2), fam("blue", church=2), fam("green", church=1))
    yield game(
        fam("red", prestige=6, church=5),
        fam("blue", church=2),
        fam("green", prestige=2),
        order=("blue", "red", "green"),
    )
    # the last round: the tokens revealed (R9.1), the standings (R9.2), and a tie-break for the win (R9.3)
    yield game(fam("red", prestige=14, tokens=(5, 1)), fam("blue", prestige=10), fam("green"), round=7)
    yield game(
        fam("red", prestige=4, tokens=(5, 1)), fam("blue", prestige=10, resources=2), fam("green", prestige=10), round=7
    )


def areas(scene: BoardScene, things: list[Any]) -> set[tuple[float, ...]]:
    """Where each of ``things`` is framed: a piece where it stands, a place as the board prints it (a card
    or a place on it with the caption under it)."""
    static = scene.registry.static
    found: set[tuple[float, ...]] = set()
    for thing in things:
        if isinstance(thing, Pool):
            pool = [k.lit_area() for k in scene.kinsmen[thing.family] if k.place == thing]
            area = pool[0]
            for rect in pool[1:]:
                area = area.united(rect)
        elif isinstance(thing, Target):
            (target,) = [t for t in scene.registry.targets if t.target == thing]
            area = target.lit_area()
            for card, caption in static.captions.items():
                if caption.text and card.lit_area().intersects(area):
                    area = area.united(caption.ink_rect())
        elif places.family_of(thing) is not None and thing == places.tokens(places.family_of(thing) or ""):
            plate = [p for p in scene.registry.reveals if getattr(p, "family", None) == thing.family]
            area = plate[0].lit_area() if plate else scene.boards[thing.family].lit_area()
        else:
            item = scene.item_of(thing)
            assert item is not None, thing
            area = static.lit_area(item)
        found.add(QRectF(area).getRect())
    return found


def test_each_rules_step_lights_what_it_concerns_each_on_its_own(qapp) -> None:  # type: ignore[no-untyped-def]
    scene = BoardScene()
    seen: set[str] = set()
    for start in positions():
        before = start
        for after, events in end_round_steps(start):
            rule = events[0].rule.value
            if rule in CONCERNS:
                seen.add(rule)
                scene.show(after)
                step = Step(before, after, events)
                lit = scene.step_areas(events)
                wanted = areas(scene, CONCERNS[rule](step))
                assert {r.getRect() for r in lit} == wanted, f"{rule}: {[e.kind.value for e in events]}"
                assert len(lit) == len(wanted), f"{rule}: each lit on its own"
            before = after
    assert seen == set(CONCERNS), f"not taken: {sorted(set(CONCERNS) - seen)}"


def test_a_tokens_reveal_lights_the_plate_that_shows_them(qapp) -> None:  # type: ignore[no-untyped-def]
    """R9.1: the family's tokens, once revealed, are the plate over its board (not the board's numbers)."""
    *_, (final, _events) = end_round_steps(list(positions())[-1])
    scene = BoardScene()
    scene.show(final)
    reveals = [e for e in final.log if e.event is not None and e.event.kind is EventKind.TOKENS_REVEALED]
    assert len(scene.registry.reveals) == len(reveals) == 3
    for plate in scene.registry.reveals:
        (event,) = [e.event for e in reveals if e.event is not None and e.event.family == plate.family]
        assert event is not None
        assert plate.lit_area() in scene.step_areas((event,))


def test_the_pieces_named_are_the_pieces_moved(qapp) -> None:  # type: ignore[no-untyped-def]
    """(The table's own check: a step's pieces are those its events moved.)"""
    start = next(positions())
    kinds = {type(e.piece) for _after, events in end_round_steps(start) for e in events}
    assert CardPiece in kinds and TilePiece in kinds


def test_while_the_captain_goes_to_the_top_every_marker_it_shifts_is_lit(qapp) -> None:  # type: ignore[no-untyped-def]
    """R7.1e: the Captain's Turn Order marker and each marker shifted down one, where it is and where it
    goes; a marker the step leaves where it is (after the Captain's) is not lit."""
    from florenza_gui.board.stepplay import _lit_areas, _movers

    start = next(positions())  # green, yellow, red (the Captain), blue
    before = start
    for after, events in end_round_steps(start):
        if events[0].rule.value == "R7.1e":
            break
        before = after
    scene = BoardScene()
    scene.show(before)
    (event,) = events
    item = scene.item_for(event)
    movers = _movers(scene.registry, event, item, scene.positions(after))
    lit = {r.getRect() for r in _lit_areas(scene.registry, event, item, movers)}
    for fid in ("red", "green", "yellow"):
        marker = scene.turn_markers[fid]
        there = marker.lit_area()
        going = there.translated(dict(movers)[marker] - marker.pos())
        assert {there.getRect(), going.getRect()} <= lit, f"{fid}'s marker, where it is and where it goes"
    assert scene.turn_markers["blue"].lit_area().getRect() not in lit, "blue stays fourth"
