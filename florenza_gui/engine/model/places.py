"""Where a piece is, and which piece: one typed encoding for the whole app.

Targets of a drag, moves, events, the scenario editor and the move codec all
name places and pieces with these small frozen classes; nothing above the
engine splits a string to learn where something is. Strings appear only at
the file boundary: ``to_str`` and ``parse`` give the short names FORMAT.md
uses ("predicatore:2", "bishop_card") for the move codec.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TypeVar

from .shapes import AtPosition, AtSpace, OfCharacter, OfFamily, Unit
from .types import CardSide, LifeCard, Muse

_K = TypeVar("_K")
_V = TypeVar("_V")


# -- places ---------------------------------------------------------------------------
class PrestigeSpace(AtPosition):
    """A position on the Prestige track (the Captain marker's)."""

    __slots__ = ()


class ChurchSpace(AtSpace):
    """A space of the Church track (the Bishop marker's)."""

    __slots__ = ()


class PredicatoreSpace(AtSpace):
    """A Predicatore space, 1 first."""

    __slots__ = ()


class BishopCardSpot(Unit):
    """On the Bishop card (Kinsmen, up to its capacity)."""

    __slots__ = ()


class Pool(OfFamily):
    """A family's pool of Kinsmen."""

    __slots__ = ()


class CaptainCard(Unit):
    """On the Captain card: where a detained tile waits (M7)."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class LifeCardSpot:
    """Under a Life in Florenza card."""

    card: LifeCard


class TurnSpace(AtPosition):
    """A row of the turn order track, 1 first."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class RoundSpace:
    """A space of the round track."""

    round: int


class HeldBy(OfFamily):
    """In front of a family (an office's card, its tokens, a Ghost card)."""

    __slots__ = ()


class OnBoard(Unit):
    """Back on the board, held by nobody (an office's card)."""

    __slots__ = ()


class Bag(Unit):
    """The bag of character tiles."""

    __slots__ = ()


class OutOfGame(Unit):
    """Out of the game (a character whose last round is over)."""

    __slots__ = ()


class Supply(Unit):
    """The general supply of Prestige tokens."""

    __slots__ = ()


class GhostDeck(Unit):
    """The Ghosts' deck."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class MuseSide:
    """The Muse, turned to one of its sides."""

    side: Muse


@dataclass(frozen=True, slots=True)
class CardSideUp:
    """A character card, turned to one of its sides."""

    side: CardSide


Target = PrestigeSpace | ChurchSpace | PredicatoreSpace | BishopCardSpot | Pool | CaptainCard | LifeCardSpot
EditorTarget = HeldBy | RoundSpace
"""Where only the scenario editor puts a piece: an office's card in front of a family, the round marker on a round."""
KinsmanPlace = PredicatoreSpace | BishopCardSpot
Place = (
    Target | TurnSpace | RoundSpace | HeldBy | OnBoard | Bag | OutOfGame | Supply | GhostDeck | MuseSide | CardSideUp
)


BOARD = OnBoard()
BISHOP_CARD = BishopCardSpot()
CAPTAIN_CARD = CaptainCard()
BAG = Bag()
OUT_OF_GAME = OutOfGame()
SUPPLY = Supply()
GHOST_DECK = GhostDeck()


def holder(family: str | None) -> HeldBy | OnBoard:
    return held_by(family) if family is not None else BOARD


# -- pieces ---------------------------------------------------------------------------
class CaptainMarkerPiece(OfFamily):
    """A family's marker on the Prestige track."""

    __slots__ = ()


class BishopMarkerPiece(OfFamily):
    """A family's marker on the Church track."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class KinsmanPiece:
    """A family's Kinsman: in its pool (``at`` None), on a Predicatore space
    or on the Bishop card."""

    family: str
    at: KinsmanPlace | None = None


class TilePiece(OfCharacter):
    """A character's tile."""

    __slots__ = ()


class TurnMarkerPiece(OfFamily):
    """A family's marker on the turn order track."""

    __slots__ = ()


class CardPiece(OfCharacter):
    """A character's card."""

    __slots__ = ()


class TokensPiece(OfFamily):
    """A family's face-down Prestige tokens."""

    __slots__ = ()


class GhostCardPiece(OfFamily):
    """The Ghost card revealed for a Ghost seat."""

    __slots__ = ()


class CountsPiece(OfFamily):
    """A family's Resources and Fiorini."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Fixed:
    """A piece there is one of (the First Player card, the Bishop card, the
    round marker, the Muse, the bag, the Ghost deck, the turn order track, the
    final standings), named by ``name``."""

    name: str


Piece = CaptainMarkerPiece | BishopMarkerPiece | KinsmanPiece | TilePiece
"""The pieces a player can pick up."""


EditorPiece = Fixed
"""The pieces only the scenario editor picks up: the First Player (Captain) card, the Bishop card and the
round marker."""


AnyPiece = Piece | TurnMarkerPiece | CardPiece | TokensPiece | GhostCardPiece | CountsPiece | Fixed


FIRST_PLAYER_CARD = Fixed("first_player_card")
BISHOP_CARD_PIECE = Fixed("bishop_card")
ROUND_MARKER = Fixed("round_marker")
MUSE = Fixed("muse")
BAG_PIECE = Fixed("bag")
GHOST_DECK_PIECE = Fixed("ghost_deck")
TURN_ORDER = Fixed("turn_order")
"""The whole turn order track (the event's payload holds the new order)."""
STANDINGS = Fixed("standings")


def family_of(piece: AnyPiece | None) -> str | None:
    """The family a piece belongs to, if any."""
    return getattr(piece, "family", None)


# -- the file boundary ----------------------------------------------------------------------
def to_str(place: KinsmanPlace) -> str:
    """A Kinsman's place as FORMAT.md's move codec writes it."""
    if isinstance(place, PredicatoreSpace):
        return f"predicatore:{place.space}"
    return "bishop_card"


def parse(text: str) -> KinsmanPlace | None:
    """``"predicatore:2"`` or ``"bishop_card"`` -> the place; anything else None."""
    if text == "bishop_card":
        return BISHOP_CARD
    head, sep, tail = text.partition(":")
    if head == "predicatore" and sep and tail.isdigit() and len(tail) == 1:
        return PredicatoreSpace(int(tail))
    return None


# -- shared instances --------------------------------------------------------------------------
# Places and pieces are immutable values, so each is made once and kept by
# its key: ``prestige(3) == PrestigeSpace(3)``, and it is the same object each
# time. Bounded, as a value may come from a move typed by a user.


class _Made(dict[_K, _V]):
    """``make(key)`` for each key, made once and kept (at most ``_KEPT``
    of them, then made afresh: a key may come from a file or a user)."""

    __slots__ = ("make",)

    def __init__(self, make: Callable[[_K], _V]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: _K) -> _V:
        if len(self) >= _KEPT:
            self.clear()
        value = self[key] = self.make(key)
        return value


_KEPT = 512


def cache(make: Callable[[_K], _V]) -> Callable[[_K], _V]:
    """``make``, its values kept by key (a dict's look-up)."""
    return _Made(make).__getitem__


prestige = cache(PrestigeSpace)
church = cache(ChurchSpace)
predicatore = cache(PredicatoreSpace)
life = cache(LifeCardSpot)
turn = cache(TurnSpace)
pool = cache(Pool)
held_by = cache(HeldBy)
captain_marker = cache(CaptainMarkerPiece)
bishop_marker = cache(BishopMarkerPiece)
turn_marker = cache(TurnMarkerPiece)
tile = cache(TilePiece)
card = cache(CardPiece)
tokens = cache(TokensPiece)
ghost_card = cache(GhostCardPiece)
counts = cache(CountsPiece)


@lru_cache(maxsize=512)
def kinsman(family: str, at: KinsmanPlace | None = None) -> KinsmanPiece:
    return KinsmanPiece(family, at)
