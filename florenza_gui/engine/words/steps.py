"""A step of an end of round in words: what the narration says while the step is shown at rest.

A step that moves several pieces by one rule is told in one sentence, so a room follows it at a
glance: the characters leaving together under R8.5, and the cards moving down under R8.6 with
their moves grouped by the Life cards they leave and reach. Any other step is a line for each
of its events. The log keeps a line for each event either way."""

from __future__ import annotations

from collections.abc import Sequence

from ..model.events import Event, EventKind, Named
from ..model.places import LifeCardSpot
from .catalogue import CATALOGUES, EN, Words
from .wording import render


def step_text(events: Sequence[Event], viewer: str | None = None, language: str = "en") -> str:
    """All of a step's ``events`` in words ``viewer`` may read (public when None), in ``language``."""
    w = Words(CATALOGUES.get(language, EN), language if language in CATALOGUES else "en")
    if len(events) > 1 and all(e.kind is EventKind.CHARACTER_LEFT for e in events):
        return w("characters_left", names=w.join([_name(e, w) for e in events]))
    if len(events) > 1 and all(e.kind is EventKind.CARD_SHIFTED for e in events):
        return _cards_shifted(events, w)
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
