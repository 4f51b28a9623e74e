"""A step of an end of round in words: what the narration says while the step is shown at rest.

A step that moves several pieces by one rule is told in one sentence, so a room follows it at a
glance: the Kinsmen going home under R8.3 (grouped by family), the characters leaving together
under R8.5, the cards moving down under R8.6 (grouped by the Life cards they leave and reach) and
the tiles drawn under R8.7. Any other step is a line for each of its events. The log keeps a line
for each event either way. A step that changed nothing (a lesson shows it) says why, as its rule
decided (``quiet_text``); it has no line in the log."""

from __future__ import annotations

from collections.abc import Sequence

from ..model.boarddata import board_numbers
from ..model.events import Drawn, Event, EventKind, Named
from ..model.places import LifeCardSpot, PredicatoreSpace
from ..model.quiet import Quiet, words_key
from ..model.types import LIFE_CARDS
from .catalogue import Words
from .wording import render, words_in

TOLD_AS_ONE = (EventKind.CHARACTER_LEFT, EventKind.CARD_SHIFTED, EventKind.KINSMAN_RETURNED, EventKind.TILE_DRAWN)
"""The kinds of event a step moving several pieces tells in one sentence."""


def told_as_one(events: Sequence[Event]) -> EventKind | None:
    """The kind of ``events`` when their step tells them in one sentence (several pieces moved by one
    rule: :data:`TOLD_AS_ONE`), else None."""
    kinds = {e.kind for e in events}
    kind = next(iter(kinds)) if len(events) > 1 and len(kinds) == 1 else None
    return kind if kind in TOLD_AS_ONE else None


def step_text(events: Sequence[Event], viewer: str | None = None, language: str = "en") -> str:
    """All of a step's ``events`` in words ``viewer`` may read (public when None), in ``language``."""
    w = words_in(language)
    kind = told_as_one(events)
    if kind is EventKind.CHARACTER_LEFT:
        return w("characters_left", names=w.join([_name(e, w) for e in events]))
    if kind is EventKind.CARD_SHIFTED:
        return _cards_shifted(events, w)
    if kind is EventKind.KINSMAN_RETURNED:
        return _kinsmen_returned(events, w)
    if kind is EventKind.TILE_DRAWN:
        return w("tiles_drawn", tiles=w.join([_tile(e, w) for e in events]))
    return "\n".join(render(e, viewer, language) for e in events)


def _name(event: Event, w: Words) -> str:
    named = event.args
    assert isinstance(named, Named), (event.kind, named)
    return w.character(named.name)


def _cards_shifted(events: Sequence[Event], w: Words) -> str:
    """"A and B move down from Life card II to I; C from IV to III": the moves from one Life card to
    the next together, in the order the step made them."""
    moves: dict[tuple[str, str], list[str]] = {}
    for e in events:
        assert isinstance(e.from_, LifeCardSpot) and isinstance(e.to, LifeCardSpot)
        moves.setdefault((e.from_.card.name, e.to.card.name), []).append(_name(e, w))
    parts = [w.count("cards_shifted.first" if n == 0 else "cards_shifted.then", len(names),
                     names=w.join(names), card=card, below=below)
             for n, ((card, below), names) in enumerate(moves.items())]
    return "; ".join(parts)


def _kinsmen_returned(events: Sequence[Event], w: Words) -> str:
    """"The Kinsmen go back to their pools: Red's from Predicatore space 2 and 2 from the Bishop card;
    Blue's from Predicatore space 4": each family's, in the order the step moved them, families whose Kinsmen
    left the same places told together ("Pazzi and Strozzi's from the Bishop card")."""
    places: dict[str, dict[int | None, int]] = {}  # family -> Predicatore space (None: the Bishop card) -> how many
    for e in events:
        named = e.args
        assert isinstance(named, Named), (e.kind, named)
        where = places.setdefault(named.name, {})
        space = e.from_.space if isinstance(e.from_, PredicatoreSpace) else None
        where[space] = where.get(space, 0) + 1
    alike: dict[tuple[tuple[int | None, int], ...], list[str]] = {}  # families whose Kinsmen left the same places
    for name, where in places.items():
        alike.setdefault(tuple(where.items()), []).append(name)
    families = [w.count("kinsmen_returned.family", sum(n for _, n in where) * len(names), name=w.join(names),
                        places=w.join([w("kinsmen_returned.space", space=space) if space is not None
                                       else w.count("kinsmen_returned.bishop_card", n, count=n)
                                       for space, n in where]))
                for where, names in alike.items()]
    return w("kinsmen_returned", families="; ".join(families))


def _tile(event: Event, w: Words) -> str:
    drawn = event.args
    assert isinstance(drawn, Drawn) and isinstance(event.to, LifeCardSpot), (event.kind, drawn)
    return w("tiles_drawn.tile", name=w.character(drawn.name), card=event.to.card.name)


def quiet_text(step: Quiet, language: str = "en") -> str:
    """Why a step changed nothing (its rule's reason, ``quiet.Why``), in ``language``: the family it
    names, how many Predicatore spaces there are, the Life cards whose cards would have moved down."""
    w = words_in(language)
    return w(words_key(step.rule, step.why), name=step.name, spaces=board_numbers().spaces,
             first=LIFE_CARDS[1].name, last=LIFE_CARDS[-1].name)
