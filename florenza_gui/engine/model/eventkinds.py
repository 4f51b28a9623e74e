"""Every kind of event, declared once: what it carries, which rules narrate
it, the words its sentences use, and what a saved file keeps of it.

A declaration (``declare``) names, for one ``EventKind``:

- ``payload``: the class of its typed arguments (``events``);
- ``rules``: the rule ids that narrate it (a saved line's ``rule`` must be one);
- ``words``: the catalogue keys its sentences use (``catalogue``, every language), for one event
  alone or for a step's events told together (``steps``);
- ``private``: whether its owner reads more than the others (RULES.md §9);
- ``saved``: the fields of its object in a saved file, each by the name of
  its type in ``eventschema`` (a pair gives a default), and ``doc`` what the
  schema says of it: its model (``eventschema.model_of``) is made from them;
- ``write`` and ``read``: its public arguments as those fields, and back
  (the payload and the places its wording reads). Nothing private is ever
  written (RULES.md §9, D13).

The tables the other modules read are made from these declarations:
``eventcodec`` writes and reads with them, ``schema`` validates a file's
events against their models, ``wording`` reads ``PRIVATE``. A kind's
sentences are written in ``wording.SENTENCES`` from the words it declares;
``tests/engine/model/test_event_kinds.py`` names whatever a declared kind lacks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

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
    TieBreak,
)
from .movetypes import EndTurn, Pass
from .places import BISHOP_CARD, CAPTAIN_CARD, CardSideUp, HeldBy, LifeCardSpot, MuseSide, Place, PredicatoreSpace
from .ruleids import Rule
from .types import CardSide, Difficulty, LifeCard, Muse

R = Rule
Where = tuple[Place | None, Place | None]  # (from, to): the places the wording reads
NOWHERE: Where = (None, None)
Writer = Callable[[Event, Any], dict[str, Any]]
Reader = Callable[[Any], tuple[Payload, Where]]
Saved = Mapping[str, "str | type | tuple[str | type, Any]"]


@dataclass(frozen=True)
class Declared:
    """One kind of event, as ``declare`` makes it. ``saved`` names each
    field's type in ``eventschema`` (or is a plain type), with its default
    when it has one."""

    kind: EventKind
    payload: type | None
    rules: frozenset[Rule]
    words: tuple[str, ...]
    saved: Saved
    write: Writer
    read: Reader
    private: bool = False
    doc: str | None = None


def declare(kind: EventKind, payload: type | None, rules: set[Rule], words: tuple[str, ...], *,
            saved: Saved, write: Writer, read: Reader, private: bool = False, doc: str | None = None) -> Declared:
    """Declare ``kind`` (see the module's docstring for each argument)."""
    return Declared(kind, payload, frozenset(rules), words, saved, write, read, private, doc)


# -- helpers of the writers and readers -------------------------------------------------------------
def _values(rows: tuple[tuple[str, int], ...]) -> list[dict[str, Any]]:
    return [{"name": name, "value": value} for name, value in rows]


def _pairs(rows: Any) -> tuple[tuple[str, int], ...]:
    return tuple((row.name, row.value) for row in rows)


def _space(place: Place | None) -> int | None:
    return place.space if isinstance(place, PredicatoreSpace) else None


def _space_or(m: Any, otherwise: Place) -> Where:
    return PredicatoreSpace(m.space) if m.space is not None else otherwise, None


def _card(place: Place | None) -> str:
    assert isinstance(place, LifeCardSpot), place
    return place.card.name


def _muse_side(place: Place | None) -> str:
    assert isinstance(place, MuseSide), place
    return place.side.value


def _tie_break_dict(t: TieBreak) -> dict[str, Any]:
    return {"names": list(t.names), "place": t.place, "decided_by": t.decided_by.value, "ahead": list(t.ahead),
            "behind": list(t.behind)}


def _kept(e: Event) -> bool:
    """Whether the Bishop re-elected keeps the card (R7.2c)."""
    return e.family is not None and e.from_ == HeldBy(e.family)


def _read_bishop_card(m: Any) -> tuple[Payload, Where]:
    kept = HeldBy(m.family) if m.kept and m.family is not None else None
    return Handover(m.name, m.other, m.stay), (kept, None)


# (the moves' codec is loaded when an event is first written or read, never to show the first board)
def _write_move(e: Event, a: Any) -> dict[str, Any]:
    from .movecodec import public_move_to_dict

    out: dict[str, Any] = {"name": a.name, "move": public_move_to_dict(a.move)}
    if a.character:
        out["character"] = a.character
    if isinstance(e.to, CardSideUp):
        out["side"] = e.to.side.value
    return out


def _read_move(m: Any) -> tuple[Payload, Where]:
    from .movecodec import saved_move

    side = CardSideUp(CardSide(m.side)) if m.side is not None else None
    return MoveMade(m.name, saved_move(m.move), m.character), (None, side)


# -- Phase 7 ----------------------------------------------------------------------------------------
DECLARED: tuple[Declared, ...] = (
    declare(EventKind.NO_CAPTAIN, Tie, {R.R7_1A}, ("no_captain", "no_captain.everyone"),
            saved={"names": "Names", "top": "Count", "everyone": (bool, False)},
            write=lambda e, a: {"names": list(a.names), "top": a.top, "everyone": a.everyone},
            read=lambda m: (Tie(tuple(m.names), m.top, m.everyone), NOWHERE)),
    declare(EventKind.FIRST_PLAYER_CARD_MOVED, Handover, {R.D3, R.R7_1B, R.R7_5},
            ("first_player_card.D3", "first_player_card.R7.1b", "first_player_card.R7.1b.from",
             "first_player_card.R7.5"),
            saved={"name": "Name", "other": ("NameOrNone", None)},
            write=lambda e, a: {"name": a.name, "other": a.other},
            read=lambda m: (Handover(m.name, m.other), NOWHERE)),
    declare(EventKind.CAPTAIN_ELECTED, Election, {R.R7_1}, ("captain_elected", "captain_elected.private", "at"),
            private=True, doc="The Captain's own position is not written (RULES.md §9).",
            saved={"name": "Name", "others": "Others"},
            write=lambda e, a: {"name": a.name, "others": _values(a.others)},
            read=lambda m: (Election(m.name, 0, _pairs(m.others)), NOWHERE)),
    declare(EventKind.TOKENS_BANKED, Banked, {R.R7_1C},
            ("tokens_banked.one", "tokens_banked.many", "tokens_banked.private", "none"),
            private=True, doc="How many tokens and how many held: never their values nor the position banked.",
            saved={"name": "Name", "count": "Tokens", "holding": "Tokens"},
            write=lambda e, a: {"name": a.name, "count": len(a.taken), "holding": a.holding},
            read=lambda m: (Banked(m.name, 0, (0,) * m.count, m.holding), NOWHERE)),
    declare(EventKind.CAPTAIN_MARKER_MOVED, Marker, {R.R7_1D, R.R7_2D, R.G2},
            ("captain_marker.R7.1d", "captain_marker.R7.2d", "captain_marker.G2", "captain_marker.G2.none"),
            saved={"name": "Name", "amount": ("Points", 0), "space": ("Church", 0)},
            write=lambda e, a: {"name": a.name, "amount": a.amount, "space": a.space},
            read=lambda m: (Marker(m.name, m.amount, m.space), NOWHERE)),
    declare(EventKind.BISHOP_MARKER_MOVED, Marker, {R.R7_2E, R.G3},
            ("bishop_marker.R7.2e", "bishop_marker.G3", "bishop_marker.G3.none", "bishop_marker.G3.capped",
             "bishop_marker.G3.top"),
            saved={"name": "Name", "amount": ("Church", 0), "card": ("Church", 0), "top": ("Church", 0)},
            write=lambda e, a: {"name": a.name, "amount": a.amount, "card": a.card, "top": a.top},
            read=lambda m: (Marker(m.name, m.amount, card=m.card, top=m.top), NOWHERE)),
    declare(EventKind.TURN_ORDER_CHANGED, NewOrder, {R.R7_1E, R.D6, R.R7_2F, R.R7_4, R.D5},
            ("turn_order.R7.1e", "turn_order.D6", "turn_order.R7.2f", "turn_order.R7.2f.first", "turn_order.R7.4",
             "turn_order.D5", "turn_order.tie", "named_value"),
            saved={"name": ("NameOrNone", None), "first": (bool, False),
                   "listing": ("Listing", [])},
            write=lambda e, a: {"name": a.name or None, "first": a.first, "listing": _values(a.listing)},
            read=lambda m: (NewOrder((), m.name or "", _pairs(m.listing), m.first), NOWHERE)),
    declare(EventKind.BISHOP_ELECTED, Election, {R.R7_2}, ("bishop_elected", "at"),
            saved={"name": "Name", "top": "Church", "others": "Others"},
            write=lambda e, a: {"name": a.name, "top": a.top, "others": _values(a.others)},
            read=lambda m: (Election(m.name, m.top, _pairs(m.others)), NOWHERE)),
    declare(EventKind.NO_BISHOP, Tie, {R.R7_2A, R.R7_2B}, ("no_bishop.R7.2b", "no_bishop.R7.2a"),
            saved={"names": "Names", "top": "Church", "minimum": ("Church", 0)},
            write=lambda e, a: {"names": list(a.names), "top": a.top, "minimum": a.minimum},
            read=lambda m: (Tie(tuple(m.names), m.top, minimum=m.minimum), NOWHERE)),
    declare(EventKind.BISHOP_CARD_MOVED, Handover, {R.D4, R.R7_2C},
            ("bishop_card.D4", "bishop_card.D4.one", "bishop_card.D4.many", "bishop_card.keep", "bishop_card.board",
             "bishop_card.from"),
            doc="``kept``: the Bishop re-elected keeps the card (then ``family`` is the Bishop).",
            saved={"name": "Name", "other": ("NameOrNone", None), "stay": ("Stay", 0),
                   "kept": (bool, False)},
            write=lambda e, a: {"name": a.name, "other": a.other, "stay": a.stay, "kept": _kept(e)},
            read=_read_bishop_card),
    declare(EventKind.CARDINAL_NAMED, Cardinal, {R.R7_3}, ("cardinal", "ordinal.feminine"),
            saved={"name": "Name", "times": "Times",
                   "seats": "Seats"},
            write=lambda e, a: {"name": a.name, "times": a.times, "seats": a.seats},
            read=lambda m: (Cardinal(m.name, m.times, m.seats), NOWHERE)),
    # -- Phase 8 ------------------------------------------------------------------------------------
    declare(EventKind.ROUND_ADVANCED, RoundNumber, {R.R8_1}, ("round_advanced",),
            saved={"round": "RoundNo"},
            write=lambda e, a: {"round": a.round},
            read=lambda m: (RoundNumber(m.round), NOWHERE)),
    declare(EventKind.GAME_ENDED, RoundNumber, {R.R8_1}, ("game_ended",),
            saved={"round": "RoundNo"},
            write=lambda e, a: {"round": a.round},
            read=lambda m: (RoundNumber(m.round), NOWHERE)),
    declare(EventKind.TILE_RETURNED, Named, {R.R8_2, R.R8_4}, ("tile_returned.R8.2", "tile_returned.R8.4"),
            doc="``space``: the Predicatore space it left (R8.4); null: from the Captain card (R8.2).",
            saved={"name": "Name", "space": ("LeftSpace", None)},
            write=lambda e, a: {"name": a.name, "space": _space(e.from_)},
            read=lambda m: (Named(m.name), _space_or(m, CAPTAIN_CARD))),
    declare(EventKind.KINSMAN_RETURNED, Named, {R.R8_3}, ("kinsman_returned.space", "kinsman_returned.bishop_card",
                                                          "kinsmen_returned", "kinsmen_returned.family.one",
                                                          "kinsmen_returned.family.many", "kinsmen_returned.space",
                                                          "kinsmen_returned.bishop_card.one",
                                                          "kinsmen_returned.bishop_card.many"),
            doc="``space``: the Predicatore space it left; null: the Bishop card.",
            saved={"name": "Name", "space": ("LeftSpace", None)},
            write=lambda e, a: {"name": a.name, "space": _space(e.from_)},
            read=lambda m: (Named(m.name), _space_or(m, BISHOP_CARD))),
    declare(EventKind.CHARACTER_LEFT, Named, {R.R8_5}, ("character_left", "characters_left"),
            saved={"name": "Name"},
            write=lambda e, a: {"name": a.name},
            read=lambda m: (Named(m.name), NOWHERE)),
    declare(EventKind.CARD_SHIFTED, Named, {R.R8_6}, ("card_shifted", "cards_shifted.first.one",
                                                      "cards_shifted.first.many", "cards_shifted.then.one",
                                                      "cards_shifted.then.many"),
            saved={"name": "Name", "card": "Card", "below": "Card"},
            write=lambda e, a: {"name": a.name, "card": _card(e.from_), "below": _card(e.to)},
            read=lambda m: (Named(m.name), (LifeCardSpot(LifeCard[m.card]), LifeCardSpot(LifeCard[m.below])))),
    declare(EventKind.TILE_DRAWN, Drawn, {R.R8_7, R.D1}, ("tile_drawn.one", "tile_drawn.many", "tiles_drawn",
                                                         "tiles_drawn.tile"),
            saved={"name": "Name", "rounds": "RoundsToStay", "card": "Card"},
            write=lambda e, a: {"name": a.name, "rounds": a.rounds, "card": _card(e.to)},
            read=lambda m: (Drawn(m.name, m.rounds), (None, LifeCardSpot(LifeCard[m.card])))),
    declare(EventKind.DRAW_SKIPPED, Skipped, {R.D9}, ("draw_skipped.one", "draw_skipped.many"),
            saved={"missing": "Missing"},
            write=lambda e, a: {"missing": a.missing},
            read=lambda m: (Skipped(m.missing), NOWHERE)),
    declare(EventKind.MUSE_TURNED, None, {R.R8_8}, ("muse.used", "muse.unused"),
            doc="``side``: the side the Muse turned from.",
            saved={"side": "MuseSideName"},
            write=lambda e, a: {"side": _muse_side(e.from_)},
            read=lambda m: (None, (MuseSide(Muse(m.side)), None))),
    # -- the Ghosts ---------------------------------------------------------------------------------
    declare(EventKind.GHOST_DECK_RESHUFFLED, None, {R.G1}, ("ghost_deck",),
            saved={},
            write=lambda e, a: {},
            read=lambda m: (None, NOWHERE)),
    declare(EventKind.GHOST_CARD_REVEALED, GhostCardShown, {R.G1},
            ("ghost_card", "ghost_card.extra", "difficulty.easy", "difficulty.normal", "difficulty.hard"),
            doc="A card revealed (G1): public from then on; the deck's order never is.",
            saved={"name": "Name", "p": "CardPrestige", "c": "UpToTwo", "s": "Space", "extra": "DifficultyBonus",
                   "difficulty": "DifficultyName"},
            write=lambda e, a: {"name": a.name, "p": a.p, "c": a.c, "s": a.s, "extra": a.extra,
                                "difficulty": a.difficulty.value},
            read=lambda m: (GhostCardShown(m.name, m.p, m.c, m.s, m.extra, Difficulty(m.difficulty)), NOWHERE)),
    declare(EventKind.KINSMAN_PLACED, GhostPlaced, {R.G4},
            ("kinsman_placed.no_pool", "kinsman_placed.free", "kinsman_placed.taken.one",
             "kinsman_placed.taken.many", "kinsman_placed.bishop_card", "kinsman_placed.no_room"),
            saved={"name": "Name", "landing": "LandingName",
                   "wanted": ("SpaceOrNone", 0), "space": ("SpaceOrNone", 0), "last_taken": ("SpaceOrNone", 0)},
            write=lambda e, a: {"name": a.name, "landing": a.landing.value, "wanted": a.wanted, "space": a.space,
                                "last_taken": a.last_taken},
            read=lambda m: (GhostPlaced(m.name, Landing(m.landing), m.wanted, m.space, m.last_taken), NOWHERE)),
    # -- the final scoring --------------------------------------------------------------------------
    declare(EventKind.TOKENS_REVEALED, Revealed, {R.R9_1}, ("tokens_revealed.one", "tokens_revealed.many"),
            doc="R9.1: the tokens are revealed at the end, so their values are public.",
            saved={"name": "Name",
                   "tokens": "TokenValues",
                   "before": "Count"},
            write=lambda e, a: {"name": a.name, "tokens": list(a.tokens), "before": a.before},
            read=lambda m: (Revealed(m.name, tuple(m.tokens), m.before), NOWHERE)),
    declare(EventKind.STANDINGS_DECIDED, Decided, {R.R9_2, R.R9_3},
            ("standings.shared", "standings.victory_points", "standings.resources", "standings.fiorini",
             "standings.then", "ranked", "ordinal", "standings.tie_breaks", "standings.place.shared",
             "standings.place", "standings.above.resources", "standings.above.fiorini",
             "standings.more.resources", "standings.more.fiorini", "standings.fewer.resources",
             "standings.fewer.fiorini", "standings.between.resources", "standings.between.fiorini"),
            doc="R9.2 / R9.3; ``tie_breaks``: how R9.3 decided each later place it decided\n"
            "(a file written without them reads as none).",
            saved={"winners": "Winners", "victory_points": "Count",
                   "decided_by": "DecidedByName",
                   "others": "RankedOthers",
                   "tie_breaks": ("TieBreaks", [])},
            write=lambda e, a: {"winners": list(a.winners), "victory_points": a.victory_points,
                                "decided_by": a.decided_by.value,
                                "others": [{"name": n, "place": p, "value": v} for n, p, v in a.others],
                                "tie_breaks": [_tie_break_dict(t) for t in a.tie_breaks]},
            read=lambda m: (Decided(tuple(m.winners), m.victory_points, DecidedBy(m.decided_by),
                                    tuple((r.name, r.place, r.value) for r in m.others),
                                    tuple(TieBreak(tuple(t.names), t.place, DecidedBy(t.decided_by), tuple(t.ahead),
                                                   tuple(t.behind)) for t in m.tie_breaks)), NOWHERE)),
    # -- the start of a round and the moves ---------------------------------------------------------
    declare(EventKind.ROUND_STARTED, RoundStart, {R.D10},
            ("round_started", "round_started.nobody", "round_started.ghost", "round_started.ghosts"),
            saved={"round": "RoundNo", "first": ("NameOrNone", None), "ghosts": ("Names", [])},
            write=lambda e, a: {"round": a.round, "first": a.first, "ghosts": list(a.ghosts)},
            read=lambda m: (RoundStart(m.round, m.first, tuple(m.ghosts), ()), NOWHERE)),
    declare(EventKind.MOVE_MADE, MoveMade, {R.M1, R.M2, R.M3, R.M4, R.M5, R.M6, R.M7, R.M8, R.M9, R.M10},
            ("M1", "M1.private", "M2", "M3", "M4", "M5.bishop_card", "M5.space", "M6", "M7", "M8", "M9", "M10",
             "side.new", "side.regular"),
            private=True, doc="M1–M10: the move as FORMAT.md writes it (M1 without its position),\n"
            "the name of the character it concerns, and the side a card turned to (M9).",
            saved={"name": "Name", "move": "MoveModel", "character": ("CharacterName", ""),
                   "side": ("SideName", None)},
            write=_write_move,
            read=_read_move),
    declare(EventKind.TURN_PASSED, MoveMade, {R.D10}, ("D10.end_turn", "D10.pass", "D10.next", "D10.last"),
            saved={"name": "Name", "move": "EndOrPass", "next": ("NameOrNone", None)},
            write=lambda e, a: {"name": a.name, "move": "pass" if isinstance(a.move, Pass) else "end_turn",
                                "next": a.next},
            read=lambda m: (MoveMade(m.name, Pass() if m.move == "pass" else EndTurn(), next=m.next), NOWHERE)),
)

# -- the tables made from the declarations ----------------------------------------------------------
KINDS: dict[EventKind, Declared] = {d.kind: d for d in DECLARED}


def public(event: Event) -> dict[str, Any]:
    """What anyone may know of ``event``: its kind, the family it concerns
    and its public arguments, as a saved file keeps them."""
    out: dict[str, Any] = {"kind": event.kind.value}
    if event.family is not None:
        out["family"] = event.family
    out.update(KINDS[event.kind].write(event, event.args))
    return out


PRIVATE = frozenset(d.kind for d in DECLARED if d.private)
"""The kinds whose owner may read more than the others (RULES.md §9, D13)."""
KIND_TAGS = frozenset(kind.value for kind in KINDS)

