"""The engine's data in words, for a viewer, in a language: ``render``.

The one way an event, a log line, a refusal or a broken invariant becomes a
sentence. ``render(event)`` is the public English a save's log keeps;
``render(event, viewer)`` is what that viewer may read (the owner of a
family sees its private wording, RULES.md §9); ``render(event, viewer,
"it")`` the same in Italian, from the catalogue (``catalogue.IT``) over the
same typed arguments. Nothing the engine models carries words of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..model.eventkinds import PRIVATE
from ..model.events import (
    Banked,
    Cardinal,
    DecidedBy,
    Drawn,
    Election,
    Event,
    EventKind,
    GhostCardShown,
    GhostPlaced,
    Handover,
    Landing,
    Marker,
    MoveMade,
    Named,
    NewOrder,
    Revealed,
    RoundNumber,
    RoundStart,
    Skipped,
    Tie,
)
from ..model.movetypes import (
    BishopMarker,
    CaptainMarker,
    Detain,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
)
from ..model.places import CardSideUp, HeldBy, LifeCardSpot, MuseSide, PredicatoreSpace
from ..model.state import LogEntry
from ..model.types import CardSide, Muse
from ..model.verdict import Refusal, RefusalKind, Verdict
from ..model.violation import Violation
from .catalogue import CATALOGUES, EN, Words
from .invariantwords import violation_text
from .standingswords import standings_sentence

# The refusals whose ``name`` is a character's (the others name a family, or a file's id as written).
CHARACTER_REFUSALS = frozenset({RefusalKind.ARTIST, RefusalKind.TILE_AWAY, RefusalKind.ALREADY_DETAINED,
                                RefusalKind.NOT_IN_ROW, RefusalKind.WRONG_LIFE_CARD})


_WORDS = {code: Words(table, code) for code, table in CATALOGUES.items()}
ENGLISH = _WORDS["en"]


def languages() -> tuple[str, ...]:
    return tuple(_WORDS)


def words_in(language: str) -> Words:
    """A language's catalogue and grammar (English when it has none)."""
    return _WORDS.get(language, ENGLISH)


Said = Event | LogEntry | Refusal | Verdict | Violation
"""What ``render`` puts into words."""


def render(said: Said, viewer: str | None = None, language: str = "en", *,
           names: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """The sentence for ``said`` that ``viewer`` may read, in ``language``
    (English when it has no catalogue):

    - an event: its public wording, or its owner's private one (RULES.md §9);
    - a log line: its event's, or the text its file held when it has none;
    - a refusal, or a verdict's refusal ('' for a legal verdict);
    - a broken invariant: its ids as written, or as ``names`` shows them
      (by argument: ``family``, ``character``).
    """
    if isinstance(said, LogEntry):
        if said.event is None:
            return said.written or ""
        said = said.event
    if isinstance(said, Event):
        return _event(said, viewer, language)
    if isinstance(said, Verdict):
        return "" if said.refusal is None else _refusal(said.refusal, language)
    if isinstance(said, Refusal):
        return _refusal(said, language)
    return violation_text(said, language, names)


def _event(event: Event, viewer: str | None, language: str) -> str:
    w = words_in(language)
    private = viewer is not None and viewer == event.family and event.kind in PRIVATE and not event.public_only
    return SENTENCES[event.kind](event, w, private)


def phrase(key: str, language: str = "en", **fields: Any) -> str:
    """Any entry of the catalogue, filled (e.g. ``undo.round``)."""
    return words_in(language)(key, **fields)


def _refusal(refusal: Refusal, language: str) -> str:
    w = words_in(language)
    key = f"refused.{refusal.kind.value}"
    name = w.character(refusal.name) if refusal.kind in CHARACTER_REFUSALS else refusal.name
    if refusal.kind is RefusalKind.WRONG_LIFE_CARD:
        right, card = refusal.cards
        return w.count(key, refusal.number, name=name, number=refusal.number, right=right, card=card)
    if refusal.kind is RefusalKind.NOT_YOUR_TURN and not name:
        key += ".nobody"
    if refusal.kind is RefusalKind.QUESTION_WAITS and refusal.asked is not None:
        key += f".{refusal.asked.value}"  # (the pieces that answer it)
    return w(key, name=name, number=refusal.number)


def _a(event: Event, cls: type[Any]) -> Any:
    """The event's payload, checked to be of the class its kind carries."""
    args = event.args
    assert isinstance(args, cls), (event.kind, args)
    return args


# -- Phase 7 ------------------------------------------------------------------------------
def _no_captain(e: Event, w: Words, private: bool) -> str:
    a: Tie = _a(e, Tie)
    if a.everyone:
        return w("no_captain.everyone", top=a.top)
    return w("no_captain", names=w.join(a.names), top=a.top)


def _first_player_card(e: Event, w: Words, private: bool) -> str:
    a: Handover = _a(e, Handover)
    if e.rule == "R7.1b" and a.other is not None:
        return w("first_player_card.R7.1b.from", name=a.name, other=a.other)
    return w(f"first_player_card.{e.rule}", name=a.name)


def _captain_elected(e: Event, w: Words, private: bool) -> str:
    a: Election = _a(e, Election)
    if private:
        listing = ", ".join(f"{name} {value}" for name, value in a.others)
        return w("captain_elected.private", name=a.name, top=a.top, listing=listing)
    return w("captain_elected", name=a.name, others=_at(w, a.others))


def _at(w: Words, rows: tuple[tuple[str, int], ...]) -> str:
    return w.join([w("at", name=name, value=value) for name, value in rows])


def _tokens_banked(e: Event, w: Words, private: bool) -> str:
    a: Banked = _a(e, Banked)
    if private:
        values = " + ".join(map(str, a.taken)) or w("none")
        return w("tokens_banked.private", name=a.name, position=a.position, values=values)
    return w.count("tokens_banked", len(a.taken), name=a.name, count=len(a.taken), holding=a.holding)


def _captain_marker(e: Event, w: Words, private: bool) -> str:
    a: Marker = _a(e, Marker)
    key = f"captain_marker.{e.rule}" + (".none" if e.rule == "G2" and not a.amount else "")
    return w(key, name=a.name, amount=a.amount, space=a.space)


def _bishop_marker(e: Event, w: Words, private: bool) -> str:
    """G3 told as what the marker does: moves up, up to the track's end, or stays (a card of +0, or the end reached)."""
    a: Marker = _a(e, Marker)
    key = f"bishop_marker.{e.rule}"
    if e.rule == "G3" and a.amount < a.card:
        key += ".capped" if a.amount else ".top"
    elif e.rule == "G3" and not a.amount:
        key += ".none"
    return w(key, name=a.name, amount=a.amount, card=a.card, top=a.top)


def _turn_order(e: Event, w: Words, private: bool) -> str:
    a: NewOrder = _a(e, NewOrder)
    if e.rule in ("R7.4", "D5"):
        listing = w.join([w("named_value", name=n, value=v) for n, v in a.listing])
        return w(f"turn_order.{e.rule}", listing=listing, ties=_ties(w, a.listing))
    key = f"turn_order.{e.rule}" + (".first" if a.first else "")
    return w(key, name=a.name)


def _ties(w: Words, listing: tuple[tuple[str, int], ...]) -> str:
    groups: dict[int, list[str]] = {}
    for name, value in listing:
        groups.setdefault(value, []).append(name)
    notes = [w("turn_order.tie", names=w.join(names), value=v) for v, names in groups.items() if len(names) > 1]
    return ("; " + "; ".join(notes)) if notes else ""


def _bishop_elected(e: Event, w: Words, private: bool) -> str:
    a: Election = _a(e, Election)
    return w("bishop_elected", name=a.name, top=a.top, others=_at(w, a.others))


def _no_bishop(e: Event, w: Words, private: bool) -> str:
    a: Tie = _a(e, Tie)
    return w(f"no_bishop.{e.rule}", names=w.join(a.names), top=a.top, minimum=a.minimum)


def _bishop_card(e: Event, w: Words, private: bool) -> str:
    a: Handover = _a(e, Handover)
    if e.rule == "D4":
        if not a.stay:
            return w("bishop_card.D4", name=a.name)
        return w.count("bishop_card.D4", a.stay, name=a.name, stay=a.stay)
    if e.from_ == HeldBy(e.family or ""):
        return w("bishop_card.keep", name=a.name)
    if a.other is None:
        return w("bishop_card.board", name=a.name)
    return w("bishop_card.from", name=a.name, other=a.other)


def _cardinal(e: Event, w: Words, private: bool) -> str:
    a: Cardinal = _a(e, Cardinal)
    return w("cardinal", name=a.name, times=w.ordinal(a.times, "ordinal.feminine"), seats=a.seats)


# -- Phase 8 ------------------------------------------------------------------------------
def _round(e: Event, w: Words, private: bool) -> str:
    a: RoundNumber = _a(e, RoundNumber)
    return w(e.kind.value, round=a.round)


def _tile_returned(e: Event, w: Words, private: bool) -> str:
    a: Named = _a(e, Named)
    space = e.from_.space if isinstance(e.from_, PredicatoreSpace) else 0
    return w(f"tile_returned.{e.rule}", name=w.character(a.name), space=space)


def _kinsman_returned(e: Event, w: Words, private: bool) -> str:
    a: Named = _a(e, Named)
    if isinstance(e.from_, PredicatoreSpace):
        return w("kinsman_returned.space", name=a.name, space=e.from_.space)
    return w("kinsman_returned.bishop_card", name=a.name)


def _character_left(e: Event, w: Words, private: bool) -> str:
    return w("character_left", name=w.character(_a(e, Named).name))


def _card_shifted(e: Event, w: Words, private: bool) -> str:
    a: Named = _a(e, Named)
    assert isinstance(e.from_, LifeCardSpot) and isinstance(e.to, LifeCardSpot)
    return w("card_shifted", name=w.character(a.name), card=e.from_.card.name, below=e.to.card.name)


def _tile_drawn(e: Event, w: Words, private: bool) -> str:
    a: Drawn = _a(e, Drawn)
    assert isinstance(e.to, LifeCardSpot)
    return w.count("tile_drawn", a.rounds, name=w.character(a.name), rounds=a.rounds, card=e.to.card.name)


def _draw_skipped(e: Event, w: Words, private: bool) -> str:
    a: Skipped = _a(e, Skipped)
    return w.count("draw_skipped", a.missing, missing=a.missing)


def _muse(e: Event, w: Words, private: bool) -> str:
    return w("muse.used" if e.from_ == MuseSide(Muse.USED) else "muse.unused")


# -- the Ghosts ------------------------------------------------------------------------------
def _ghost_deck(e: Event, w: Words, private: bool) -> str:
    return w("ghost_deck")


def _ghost_card(e: Event, w: Words, private: bool) -> str:
    a: GhostCardShown = _a(e, GhostCardShown)
    if not a.extra:
        return w("ghost_card", name=a.name, p=a.p, c=a.c, s=a.s)
    difficulty = w(f"difficulty.{a.difficulty.value}")
    return w("ghost_card.extra", name=a.name, p=a.p, extra=a.extra, difficulty=difficulty, total=a.p + a.extra,
             c=a.c, s=a.s)


def _kinsman_placed(e: Event, w: Words, private: bool) -> str:
    a: GhostPlaced = _a(e, GhostPlaced)
    key = f"kinsman_placed.{a.landing.value}"
    if a.landing is Landing.TAKEN:
        key += ".one" if a.last_taken == a.wanted else ".many"
    text = w(key, name=a.name, space=a.space, wanted=a.wanted, last=a.last_taken)
    return text[0].upper() + text[1:]


# -- the final scoring ------------------------------------------------------------------------
def _tokens_revealed(e: Event, w: Words, private: bool) -> str:
    a: Revealed = _a(e, Revealed)
    total = sum(a.tokens)
    return w.count("tokens_revealed", len(a.tokens), name=a.name, count=len(a.tokens), total=total,
                   before=a.before, after=a.before + total)


# -- the start of a round and the moves ---------------------------------------------------------
def _round_started(e: Event, w: Words, private: bool) -> str:
    a: RoundStart = _a(e, RoundStart)
    if a.first is None:
        text = w("round_started.nobody", round=a.round)
    else:
        text = w("round_started", round=a.round, name=a.first)
    if a.ghosts:
        key = "round_started.ghost" if len(a.ghosts) == 1 else "round_started.ghosts"
        text = w(key, text=text, ghosts=w.join(a.ghosts))
    return text


def _move(e: Event, w: Words, private: bool) -> str:
    a: MoveMade = _a(e, MoveMade)
    n, c = a.name, w.character(a.character)
    match a.move:
        case CaptainMarker(to=to):
            return w("M1.private", name=n, to=to) if private else w("M1", name=n)
        case BishopMarker(to=to):
            return w("M2", name=n, to=to)
        case KinsmanToPredicatore(space=space):
            return w("M3", name=n, space=space)
        case KinsmanToBishopCard():
            return w("M4", name=n)
        case KinsmanToPool(source=PredicatoreSpace(space=space)):
            return w("M5.space", name=n, space=space)
        case KinsmanToPool():
            return w("M5.bishop_card", name=n)
        case PreacherToPredicatore(space=space):
            return w("M6", name=n, character=c, space=space)
        case Detain():
            return w("M7", name=n, character=c)
        case UseMuse():
            return w("M8", name=n)
        case FlipCard():
            side = e.to.side if isinstance(e.to, CardSideUp) else CardSide.NEW
            return w("M9", name=n, character=c, side=w(f"side.{side.value}"))
        case SetCounts(resources=r, fiorini=f):
            return w("M10", name=n, resources=r, fiorini=f)
    return _turn(e, w, a)


def _turn(e: Event, w: Words, a: MoveMade) -> str:
    """D10: an end of turn or a pass, and who acts next."""
    text = w("D10.pass" if isinstance(a.move, Pass) else "D10.end_turn", name=a.name)
    return w("D10.last", text=text) if a.next is None else w("D10.next", text=text, next=a.next)


# Each declared kind's sentences (``eventkinds``), from the words it declares.
SENTENCES: dict[EventKind, Callable[[Event, Words, bool], str]] = {
    EventKind.NO_CAPTAIN: _no_captain,
    EventKind.FIRST_PLAYER_CARD_MOVED: _first_player_card,
    EventKind.CAPTAIN_ELECTED: _captain_elected,
    EventKind.TOKENS_BANKED: _tokens_banked,
    EventKind.CAPTAIN_MARKER_MOVED: _captain_marker,
    EventKind.BISHOP_MARKER_MOVED: _bishop_marker,
    EventKind.TURN_ORDER_CHANGED: _turn_order,
    EventKind.BISHOP_ELECTED: _bishop_elected,
    EventKind.NO_BISHOP: _no_bishop,
    EventKind.BISHOP_CARD_MOVED: _bishop_card,
    EventKind.CARDINAL_NAMED: _cardinal,
    EventKind.ROUND_ADVANCED: _round,
    EventKind.GAME_ENDED: _round,
    EventKind.TILE_RETURNED: _tile_returned,
    EventKind.KINSMAN_RETURNED: _kinsman_returned,
    EventKind.CHARACTER_LEFT: _character_left,
    EventKind.CARD_SHIFTED: _card_shifted,
    EventKind.TILE_DRAWN: _tile_drawn,
    EventKind.DRAW_SKIPPED: _draw_skipped,
    EventKind.MUSE_TURNED: _muse,
    EventKind.GHOST_DECK_RESHUFFLED: _ghost_deck,
    EventKind.GHOST_CARD_REVEALED: _ghost_card,
    EventKind.KINSMAN_PLACED: _kinsman_placed,
    EventKind.TOKENS_REVEALED: _tokens_revealed,
    EventKind.STANDINGS_DECIDED: standings_sentence,
    EventKind.ROUND_STARTED: _round_started,
    EventKind.MOVE_MADE: _move,
    EventKind.TURN_PASSED: _move,
}

__all__ = ["EN", "DecidedBy", "SENTENCES", "Said", "render", "phrase", "languages", "Words"]
