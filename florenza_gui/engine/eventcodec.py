"""A log line's typed event in a saved file, and back (the file boundary).

``to_dict(event)`` writes the event's kind and the arguments its PUBLIC
wording reads (``eventschema`` says which), so a game read back from its file
renders its log in any language of the catalogue, exactly as the game that
wrote it. Nothing private is ever written (RULES.md §9, D13): not the
Captain's own position, not the banked position or the token values, not
the position of an M1; the bag's and the Ghost deck's order were never part
of an event.

Reading is strict: the schema checks the shape and the bounds, ``problems``
checks every id against the file's families and characters and every rule
against the kind of event it narrates (each problem naming its JSON path),
and ``from_model`` builds the event, marked ``public_only``: whoever views
it reads its public wording. ``saves`` keeps an event only if its English is
the line's ``text`` to the byte, so the text stays what the file says.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .events import (
    Banked,
    Cardinal,
    Decided,
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
    Payload,
    Revealed,
    RoundNumber,
    RoundStart,
    Skipped,
    Tie,
)
from .filereasons import FileProblem as P
from .filereasons import Why, why
from .limits import text_reason
from .movecodec import move_to_dict
from .movetypes import (
    BishopMarker,
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
)
from .places import (
    BISHOP_CARD,
    CAPTAIN_CARD,
    CardSideUp,
    HeldBy,
    LifeCardSpot,
    MuseSide,
    Place,
    PredicatoreSpace,
    parse,
)
from .rules import Rule
from .types import CardSide, Difficulty, LifeCard, Muse

if TYPE_CHECKING:
    from .schema import SaveFile

Problem = tuple[str, Why]
R = Rule

# The rules that narrate each kind of event (the catalogue has a sentence for each).
RULES: dict[EventKind, frozenset[Rule]] = {
    EventKind.NO_CAPTAIN: frozenset({R.R7_1A}),
    EventKind.FIRST_PLAYER_CARD_MOVED: frozenset({R.D3, R.R7_1B, R.R7_5}),
    EventKind.CAPTAIN_ELECTED: frozenset({R.R7_1}),
    EventKind.TOKENS_BANKED: frozenset({R.R7_1C}),
    EventKind.CAPTAIN_MARKER_MOVED: frozenset({R.R7_1D, R.R7_2D, R.G2}),
    EventKind.BISHOP_MARKER_MOVED: frozenset({R.R7_2E, R.G3}),
    EventKind.TURN_ORDER_CHANGED: frozenset({R.R7_1E, R.D6, R.R7_2F, R.R7_4, R.D5}),
    EventKind.BISHOP_ELECTED: frozenset({R.R7_2}),
    EventKind.NO_BISHOP: frozenset({R.R7_2A, R.R7_2B}),
    EventKind.BISHOP_CARD_MOVED: frozenset({R.D4, R.R7_2C}),
    EventKind.CARDINAL_NAMED: frozenset({R.R7_3}),
    EventKind.ROUND_ADVANCED: frozenset({R.R8_1}),
    EventKind.GAME_ENDED: frozenset({R.R8_1}),
    EventKind.TILE_RETURNED: frozenset({R.R8_2, R.R8_4}),
    EventKind.KINSMAN_RETURNED: frozenset({R.R8_3}),
    EventKind.CHARACTER_LEFT: frozenset({R.R8_5}),
    EventKind.CARD_SHIFTED: frozenset({R.R8_6}),
    EventKind.TILE_DRAWN: frozenset({R.R8_7, R.D1}),
    EventKind.DRAW_SKIPPED: frozenset({R.D9}),
    EventKind.MUSE_TURNED: frozenset({R.R8_8}),
    EventKind.GHOST_DECK_RESHUFFLED: frozenset({R.G1}),
    EventKind.GHOST_CARD_REVEALED: frozenset({R.G1}),
    EventKind.KINSMAN_PLACED: frozenset({R.G4}),
    EventKind.TOKENS_REVEALED: frozenset({R.R9_1}),
    EventKind.STANDINGS_DECIDED: frozenset({R.R9_2, R.R9_3}),
    EventKind.ROUND_STARTED: frozenset({R.D10}),
    EventKind.MOVE_MADE: frozenset({R.M1, R.M2, R.M3, R.M4, R.M5, R.M6, R.M7, R.M8, R.M9, R.M10}),
    EventKind.TURN_PASSED: frozenset({R.D10}),
}
# The rule of each move a ``move_made`` event may hold.
MOVE_RULES: dict[str, Rule] = {
    "captain_marker": R.M1, "bishop_marker": R.M2, "kinsman_to_predicatore": R.M3, "kinsman_to_bishop_card": R.M4,
    "kinsman_to_pool": R.M5, "preacher_to_predicatore": R.M6, "detain": R.M7, "use_muse": R.M8, "flip_card": R.M9,
    "set_counts": R.M10,
}


# -- writing ----------------------------------------------------------------------------------------
def to_dict(event: Event) -> dict[str, Any]:
    """The event as a saved log line's ``event``: its public arguments only."""
    out: dict[str, Any] = {"kind": event.kind.value}
    if event.family is not None:
        out["family"] = event.family
    out.update(_WRITE[event.kind](event, event.args))
    return out


def _values(rows: tuple[tuple[str, int], ...]) -> list[dict[str, Any]]:
    return [{"name": name, "value": value} for name, value in rows]


def _space(place: Place | None) -> int | None:
    return place.space if isinstance(place, PredicatoreSpace) else None


def _card(place: Place | None) -> str:
    assert isinstance(place, LifeCardSpot), place
    return place.card.name


def _muse_side(place: Place | None) -> str:
    assert isinstance(place, MuseSide), place
    return place.side.value


def _move(move: Move) -> dict[str, Any]:
    """A move as FORMAT.md writes it (``move_to_dict``); M1 without its
    position (D13)."""
    if isinstance(move, (EndTurn, Pass)):
        raise ValueError(f"{move!r} is not a move of the action phase")
    out = move_to_dict(move)
    if isinstance(move, CaptainMarker):
        del out["to"]
    return out


def _write_move(e: Event, a: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"name": a.name, "move": _move(a.move)}
    if a.character:
        out["character"] = a.character
    if isinstance(e.to, CardSideUp):
        out["side"] = e.to.side.value
    return out


_WRITE: dict[EventKind, Callable[[Event, Any], dict[str, Any]]] = {
    EventKind.NO_CAPTAIN: lambda e, a: {"names": list(a.names), "top": a.top, "everyone": a.everyone},
    EventKind.FIRST_PLAYER_CARD_MOVED: lambda e, a: {"name": a.name, "other": a.other},
    EventKind.CAPTAIN_ELECTED: lambda e, a: {"name": a.name, "others": _values(a.others)},
    EventKind.TOKENS_BANKED: lambda e, a: {"name": a.name, "count": len(a.taken), "holding": a.holding},
    EventKind.CAPTAIN_MARKER_MOVED: lambda e, a: {"name": a.name, "amount": a.amount, "space": a.space},
    EventKind.BISHOP_MARKER_MOVED: lambda e, a: {"name": a.name, "amount": a.amount, "card": a.card, "top": a.top},
    EventKind.TURN_ORDER_CHANGED: lambda e, a: {"name": a.name or None, "first": a.first,
                                                "listing": _values(a.listing)},
    EventKind.BISHOP_ELECTED: lambda e, a: {"name": a.name, "top": a.top, "others": _values(a.others)},
    EventKind.NO_BISHOP: lambda e, a: {"names": list(a.names), "top": a.top, "minimum": a.minimum},
    EventKind.BISHOP_CARD_MOVED: lambda e, a: {"name": a.name, "other": a.other, "stay": a.stay,
                                               "kept": e.family is not None and e.from_ == HeldBy(e.family)},
    EventKind.CARDINAL_NAMED: lambda e, a: {"name": a.name, "times": a.times, "seats": a.seats},
    EventKind.ROUND_ADVANCED: lambda e, a: {"round": a.round},
    EventKind.GAME_ENDED: lambda e, a: {"round": a.round},
    EventKind.TILE_RETURNED: lambda e, a: {"name": a.name, "space": _space(e.from_)},
    EventKind.KINSMAN_RETURNED: lambda e, a: {"name": a.name, "space": _space(e.from_)},
    EventKind.CHARACTER_LEFT: lambda e, a: {"name": a.name},
    EventKind.CARD_SHIFTED: lambda e, a: {"name": a.name, "card": _card(e.from_), "below": _card(e.to)},
    EventKind.TILE_DRAWN: lambda e, a: {"name": a.name, "rounds": a.rounds, "card": _card(e.to)},
    EventKind.DRAW_SKIPPED: lambda e, a: {"missing": a.missing},
    EventKind.MUSE_TURNED: lambda e, a: {"side": _muse_side(e.from_)},
    EventKind.GHOST_DECK_RESHUFFLED: lambda e, a: {},
    EventKind.GHOST_CARD_REVEALED: lambda e, a: {"name": a.name, "p": a.p, "c": a.c, "s": a.s, "extra": a.extra,
                                                 "difficulty": a.difficulty.value},
    EventKind.KINSMAN_PLACED: lambda e, a: {"name": a.name, "landing": a.landing.value, "wanted": a.wanted,
                                            "space": a.space, "last_taken": a.last_taken},
    EventKind.TOKENS_REVEALED: lambda e, a: {"name": a.name, "tokens": list(a.tokens), "before": a.before},
    EventKind.STANDINGS_DECIDED: lambda e, a: {
        "winners": list(a.winners), "victory_points": a.victory_points, "decided_by": a.decided_by.value,
        "others": [{"name": n, "place": p, "value": v} for n, p, v in a.others]},
    EventKind.ROUND_STARTED: lambda e, a: {"round": a.round, "first": a.first, "ghosts": list(a.ghosts)},
    EventKind.MOVE_MADE: _write_move,
    EventKind.TURN_PASSED: lambda e, a: {"name": a.name, "move": "pass" if isinstance(a.move, Pass) else "end_turn",
                                         "next": a.next},
}


# -- reading ----------------------------------------------------------------------------------------
def problems(m: SaveFile) -> list[Problem]:
    """What is wrong with the log's events beyond their shape: a rule that
    does not narrate that kind of event, a family or character not of this
    game, a kept Bishop card that names no family."""
    families = {f.id for f in m.families}
    out: list[Problem] = []
    for i, entry in enumerate(m.log):
        ev = entry.event
        if ev is None:
            continue
        where = f"log[{i}].event"
        kind = EventKind(ev.kind)
        allowed = sorted(r.value for r in RULES[kind])
        move: Any = getattr(ev, "move", None)
        if entry.rule not in allowed:
            out.append((f"log[{i}].rule", why(P.RULE_NOT_NARRATING, rule=repr(entry.rule), kind=kind.value,
                                                          allowed=", ".join(allowed))))
        elif kind is EventKind.MOVE_MADE and MOVE_RULES[move.move] != entry.rule:
            out.append((f"log[{i}].rule", why(P.MOVE_RULE, move=move.move, rule=MOVE_RULES[move.move])))
        if ev.family is not None and ev.family not in families:
            out.append((f"{where}.family", why(P.NOT_A_FAMILY, name=repr(ev.family))))
        character = getattr(move, "character", None)
        if character is not None and character not in m.characters:
            out.append((f"{where}.move.character", why(P.NOT_IN_CHARACTERS, name=repr(character))))
        if getattr(ev, "kept", False) and ev.family is None:
            out.append((f"{where}.kept", why(P.KEPT_NEEDS_FAMILY)))
        out += _name_problems(ev, where)
    return out


def _name_problems(ev: Any, where: str) -> list[Problem]:
    """The names an event puts into its sentence are plain text (``limits.text_reason``)."""
    named = [(f"{where}.{field}", getattr(ev, field, None)) for field in ("name", "other")]
    named += [(f"{where}.names[{k}]", n) for k, n in enumerate(getattr(ev, "names", None) or ())]
    out: list[Problem] = []
    for path, text in named:
        problem = text_reason(text, len(text), least=0) if isinstance(text, str) else None
        if problem:
            out.append((path, problem))
    return out


def from_model(model: Any, rule: str) -> Event:
    """The event a well-formed ``event`` object (checked by ``problems``)
    stands for, as the public may read it."""
    kind = EventKind(model.kind)
    args, (from_, to) = _READ[kind](model)
    return Event(kind, Rule(rule), args, model.family, from_=from_, to=to, public_only=True)


Where = tuple[Place | None, Place | None]  # (from, to): the places the wording reads
NOWHERE: Where = (None, None)


def _pairs(rows: Any) -> tuple[tuple[str, int], ...]:
    return tuple((row.name, row.value) for row in rows)


def _read_move(m: Any) -> tuple[Payload, Where]:
    move = _moves(m.move)
    return MoveMade(m.name, move, m.character), (None, CardSideUp(CardSide(m.side)) if m.side is not None else None)


def _moves(m: Any) -> Move:
    match m.move:
        case "captain_marker":
            return CaptainMarker(0)  # its position is not saved (D13); the public wording has none
        case "bishop_marker":
            return BishopMarker(m.to)
        case "kinsman_to_predicatore":
            return KinsmanToPredicatore(m.space)
        case "kinsman_to_bishop_card":
            return KinsmanToBishopCard()
        case "kinsman_to_pool":
            source = parse(m.source)
            assert source is not None  # the schema lists the places
            return KinsmanToPool(source)
        case "preacher_to_predicatore":
            return PreacherToPredicatore(m.character, m.space)
        case "detain":
            return Detain(m.character)
        case "use_muse":
            return UseMuse()
        case "flip_card":
            return FlipCard(m.character)
    return SetCounts(m.resources, m.fiorini)


def _space_or(m: Any, otherwise: Place) -> Where:
    return PredicatoreSpace(m.space) if m.space is not None else otherwise, None


def _bishop_card(m: Any) -> tuple[Payload, Where]:
    kept = HeldBy(m.family) if m.kept and m.family is not None else None
    return Handover(m.name, m.other, m.stay), (kept, None)


_READ: dict[EventKind, Callable[[Any], tuple[Payload, Where]]] = {
    EventKind.NO_CAPTAIN: lambda m: (Tie(tuple(m.names), m.top, m.everyone), NOWHERE),
    EventKind.FIRST_PLAYER_CARD_MOVED: lambda m: (Handover(m.name, m.other), NOWHERE),
    # the Captain's own position is not saved: the public wording never shows it
    EventKind.CAPTAIN_ELECTED: lambda m: (Election(m.name, 0, _pairs(m.others)), NOWHERE),
    # neither the position banked nor the tokens' values: only how many (RULES.md §9)
    EventKind.TOKENS_BANKED: lambda m: (Banked(m.name, 0, (0,) * m.count, m.holding), NOWHERE),
    EventKind.CAPTAIN_MARKER_MOVED: lambda m: (Marker(m.name, m.amount, m.space), NOWHERE),
    EventKind.BISHOP_MARKER_MOVED: lambda m: (Marker(m.name, m.amount, card=m.card, top=m.top), NOWHERE),
    EventKind.TURN_ORDER_CHANGED: lambda m: (NewOrder((), m.name or "", _pairs(m.listing), m.first), NOWHERE),
    EventKind.BISHOP_ELECTED: lambda m: (Election(m.name, m.top, _pairs(m.others)), NOWHERE),
    EventKind.NO_BISHOP: lambda m: (Tie(tuple(m.names), m.top, minimum=m.minimum), NOWHERE),
    EventKind.BISHOP_CARD_MOVED: _bishop_card,
    EventKind.CARDINAL_NAMED: lambda m: (Cardinal(m.name, m.times, m.seats), NOWHERE),
    EventKind.ROUND_ADVANCED: lambda m: (RoundNumber(m.round), NOWHERE),
    EventKind.GAME_ENDED: lambda m: (RoundNumber(m.round), NOWHERE),
    EventKind.TILE_RETURNED: lambda m: (Named(m.name), _space_or(m, CAPTAIN_CARD)),
    EventKind.KINSMAN_RETURNED: lambda m: (Named(m.name), _space_or(m, BISHOP_CARD)),
    EventKind.CHARACTER_LEFT: lambda m: (Named(m.name), NOWHERE),
    EventKind.CARD_SHIFTED: lambda m: (Named(m.name), (LifeCardSpot(LifeCard[m.card]),
                                                       LifeCardSpot(LifeCard[m.below]))),
    EventKind.TILE_DRAWN: lambda m: (Drawn(m.name, m.rounds), (None, LifeCardSpot(LifeCard[m.card]))),
    EventKind.DRAW_SKIPPED: lambda m: (Skipped(m.missing), NOWHERE),
    EventKind.MUSE_TURNED: lambda m: (None, (MuseSide(Muse(m.side)), None)),
    EventKind.GHOST_DECK_RESHUFFLED: lambda m: (None, NOWHERE),
    EventKind.GHOST_CARD_REVEALED: lambda m: (
        GhostCardShown(m.name, m.p, m.c, m.s, m.extra, Difficulty(m.difficulty)), NOWHERE),
    EventKind.KINSMAN_PLACED: lambda m: (
        GhostPlaced(m.name, Landing(m.landing), m.wanted, m.space, m.last_taken), NOWHERE),
    EventKind.TOKENS_REVEALED: lambda m: (Revealed(m.name, tuple(m.tokens), m.before), NOWHERE),
    EventKind.STANDINGS_DECIDED: lambda m: (
        Decided(tuple(m.winners), m.victory_points, DecidedBy(m.decided_by),
                tuple((r.name, r.place, r.value) for r in m.others)), NOWHERE),
    EventKind.ROUND_STARTED: lambda m: (RoundStart(m.round, m.first, tuple(m.ghosts), ()), NOWHERE),
    EventKind.MOVE_MADE: _read_move,
    EventKind.TURN_PASSED: lambda m: (
        MoveMade(m.name, Pass() if m.move == "pass" else EndTurn(), next=m.next), NOWHERE),
}
