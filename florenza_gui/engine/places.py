"""Where a piece is, and which piece: one typed encoding for the whole app.

Targets of a drag, moves, events, the scenario editor and the move codec all
name places and pieces with these small frozen classes; nothing above the
engine splits a string to learn where something is. Strings appear only at
the file boundary: ``to_str`` and ``parse`` give the short names FORMAT.md
uses ("predicatore:2", "bishop_card") for the move codec.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .types import CardSide, LifeCard, Muse


# -- places ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PrestigeSpace:
    """A position on the Prestige track (the Captain marker's)."""

    position: int


@dataclass(frozen=True, slots=True)
class ChurchSpace:
    """A space of the Church track (the Bishop marker's)."""

    space: int


@dataclass(frozen=True, slots=True)
class PredicatoreSpace:
    """A Predicatore space, 1 first."""

    space: int


@dataclass(frozen=True, slots=True)
class BishopCardSpot:
    """On the Bishop card (Kinsmen, up to its capacity)."""


@dataclass(frozen=True, slots=True)
class Pool:
    """A family's pool of Kinsmen."""

    family: str


@dataclass(frozen=True, slots=True)
class CaptainCard:
    """On the Captain card: where a detained tile waits (M7)."""


@dataclass(frozen=True, slots=True)
class LifeCardSpot:
    """Under a Life in Florenza card."""

    card: LifeCard


@dataclass(frozen=True, slots=True)
class TurnSpace:
    """A row of the turn order track, 1 first."""

    position: int


@dataclass(frozen=True, slots=True)
class RoundSpace:
    """A space of the round track."""

    round: int


@dataclass(frozen=True, slots=True)
class HeldBy:
    """In front of a family (an office's card, its tokens, a Ghost card)."""

    family: str


@dataclass(frozen=True, slots=True)
class OnBoard:
    """Back on the board, held by nobody (an office's card)."""


@dataclass(frozen=True, slots=True)
class Bag:
    """The bag of character tiles."""


@dataclass(frozen=True, slots=True)
class OutOfGame:
    """Out of the game (a character whose last round is over)."""


@dataclass(frozen=True, slots=True)
class Supply:
    """The general supply of Prestige tokens."""


@dataclass(frozen=True, slots=True)
class GhostDeck:
    """The Ghosts' deck."""


@dataclass(frozen=True, slots=True)
class MuseSide:
    """The Muse, turned to one of its sides."""

    side: Muse


@dataclass(frozen=True, slots=True)
class CardSideUp:
    """A character card, turned to one of its sides."""

    side: CardSide


Target = PrestigeSpace | ChurchSpace | PredicatoreSpace | BishopCardSpot | Pool | CaptainCard | LifeCardSpot
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
@dataclass(frozen=True, slots=True)
class CaptainMarkerPiece:
    """A family's marker on the Prestige track."""

    family: str


@dataclass(frozen=True, slots=True)
class BishopMarkerPiece:
    """A family's marker on the Church track."""

    family: str


@dataclass(frozen=True, slots=True)
class KinsmanPiece:
    """A family's Kinsman: in its pool (``at`` None), on a Predicatore space
    or on the Bishop card."""

    family: str
    at: KinsmanPlace | None = None


@dataclass(frozen=True, slots=True)
class TilePiece:
    """A character's tile."""

    character: str


@dataclass(frozen=True, slots=True)
class TurnMarkerPiece:
    """A family's marker on the turn order track."""

    family: str


@dataclass(frozen=True, slots=True)
class CardPiece:
    """A character's card."""

    character: str


@dataclass(frozen=True, slots=True)
class TokensPiece:
    """A family's face-down Prestige tokens."""

    family: str


@dataclass(frozen=True, slots=True)
class GhostCardPiece:
    """The Ghost card revealed for a Ghost seat."""

    family: str


@dataclass(frozen=True, slots=True)
class CountsPiece:
    """A family's Resources and Fiorini."""

    family: str


@dataclass(frozen=True, slots=True)
class Fixed:
    """A piece there is one of: ``name`` is one of ``FIXED``."""

    name: str


Piece = CaptainMarkerPiece | BishopMarkerPiece | KinsmanPiece | TilePiece
"""The pieces a player can pick up."""

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
FIXED = ("first_player_card", "bishop_card", "round_marker", "muse", "bag", "ghost_deck", "turn_order", "standings")


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
# Places and pieces are immutable values, so the engine's hot paths (dozens of
# events at every end of round) take them from these caches instead of making
# new ones: ``prestige(3) == PrestigeSpace(3)``, and it is the same object.
# Bounded, as a value may come from a move typed by a user.
cache = lru_cache(maxsize=512)
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


@lru_cache(maxsize=512)
def kinsman(family: str, at: KinsmanPlace | None = None) -> KinsmanPiece:
    return KinsmanPiece(family, at)
