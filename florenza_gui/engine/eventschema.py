"""The shape of a log line's ``event`` in a ``florenza-save`` file: an
addition to FORMAT.md ("add fields if you need them"), as pydantic models.

A log object may carry, beside ``round``, ``rule`` and ``text``, the typed
event its text was rendered from: its ``kind`` and the arguments its PUBLIC
wording reads, and nothing more (RULES.md §9, D13): no token value, no
banked position, no M1 position, no bag or Ghost deck order. Names are the
names the sentence shows, as they were; ids (``family``, a move's
``character``) are checked against the file's families and characters by
``eventcodec``. ``eventcodec`` writes these objects and turns them back
into events; this module only says what a well-formed one is.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from .boarddata import standard_board
from .events import EventKind
from .limits import ID_MAX, MAX_CARDINAL, MAX_COUNT, MAX_POINTS, MAX_TOKENS

# The board's numbers bound what an event may say (its families, spaces, rounds, …)
_BOARD = standard_board()
_MOST_FAMILIES = _BOARD.board.families.max

Name = Annotated[str, Field(min_length=1, max_length=80)]
Names = Annotated[list[Name], Field(max_length=_MOST_FAMILIES)]
FamilyId = Annotated[str, Field(pattern=r"^[a-z]+$", max_length=ID_MAX)]
CharacterId = Annotated[str, Field(pattern=r"^[a-z][a-z_]*$", max_length=ID_MAX)]
Points = Annotated[int, Field(ge=0, le=MAX_POINTS)]
Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Church = Annotated[int, Field(ge=0, le=_BOARD.church_max)]
Space = Annotated[int, Field(ge=1, le=_BOARD.spaces)]
SpaceOrNone = Annotated[int, Field(ge=0, le=_BOARD.spaces)]
RoundNo = Annotated[int, Field(ge=1, le=_BOARD.last_round)]
Card = Literal["I", "II", "III", "IV", "V", "VI"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class NamedValue(_Model):
    name: Name
    value: Count


class Ranked(_Model):
    name: Name
    place: Annotated[int, Field(ge=1, le=_MOST_FAMILIES)]
    value: Count


# -- the moves, as FORMAT.md writes them (M1 without its position: D13) ----------------------
class CaptainMarkerMove(_Model):
    move: Literal["captain_marker"]


class BishopMarkerMove(_Model):
    move: Literal["bishop_marker"]
    to: Church


class KinsmanToPredicatoreMove(_Model):
    move: Literal["kinsman_to_predicatore"]
    space: Space


class KinsmanToBishopCardMove(_Model):
    move: Literal["kinsman_to_bishop_card"]


class KinsmanToPoolMove(_Model):
    move: Literal["kinsman_to_pool"]
    source: Literal["bishop_card", "predicatore:1", "predicatore:2", "predicatore:3", "predicatore:4"] = Field(
        alias="from")


class PreacherToPredicatoreMove(_Model):
    move: Literal["preacher_to_predicatore"]
    character: CharacterId
    space: Space


class DetainMove(_Model):
    move: Literal["detain"]
    character: CharacterId


class UseMuseMove(_Model):
    move: Literal["use_muse"]


class FlipCardMove(_Model):
    move: Literal["flip_card"]
    character: CharacterId


class SetCountsMove(_Model):
    move: Literal["set_counts"]
    resources: Count
    fiorini: Count


MoveModel = Annotated[
    CaptainMarkerMove | BishopMarkerMove | KinsmanToPredicatoreMove | KinsmanToBishopCardMove | KinsmanToPoolMove
    | PreacherToPredicatoreMove | DetainMove | UseMuseMove | FlipCardMove | SetCountsMove,
    Field(discriminator="move"),
]
MOVE_TAGS = frozenset({
    "captain_marker", "bishop_marker", "kinsman_to_predicatore", "kinsman_to_bishop_card", "kinsman_to_pool",
    "preacher_to_predicatore", "detain", "use_muse", "flip_card", "set_counts",
})


# -- the events: one model per kind ---------------------------------------------------------------
class _Event(_Model):
    family: FamilyId | None = None  # the family the event concerns, if any


class NoCaptainEvent(_Event):
    kind: Literal["no_captain"]
    names: Names
    top: Count
    everyone: bool = False


class FirstPlayerCardEvent(_Event):
    kind: Literal["first_player_card_moved"]
    name: Name
    other: Name | None = None


class CaptainElectedEvent(_Event):
    """The Captain's own position is not written (RULES.md §9)."""

    kind: Literal["captain_elected"]
    name: Name
    others: Annotated[list[NamedValue], Field(max_length=_MOST_FAMILIES - 1)]


class TokensBankedEvent(_Event):
    """How many tokens and how many held: never their values nor the position banked."""

    kind: Literal["tokens_banked"]
    name: Name
    count: Annotated[int, Field(ge=0, le=MAX_TOKENS)]
    holding: Annotated[int, Field(ge=0, le=MAX_TOKENS)]


class CaptainMarkerEvent(_Event):
    kind: Literal["captain_marker_moved"]
    name: Name
    amount: Points = 0
    space: Church = 0


class BishopMarkerEvent(_Event):
    kind: Literal["bishop_marker_moved"]
    name: Name
    amount: Church = 0
    card: Church = 0
    top: Church = 0


class TurnOrderEvent(_Event):
    kind: Literal["turn_order_changed"]
    name: Name | None = None
    first: bool = False
    listing: Annotated[list[NamedValue], Field(max_length=_MOST_FAMILIES)] = []


class BishopElectedEvent(_Event):
    kind: Literal["bishop_elected"]
    name: Name
    top: Church
    others: Annotated[list[NamedValue], Field(max_length=_MOST_FAMILIES - 1)]


class NoBishopEvent(_Event):
    kind: Literal["no_bishop"]
    names: Names
    top: Church
    minimum: Church = 0


class BishopCardEvent(_Event):
    """``kept``: the Bishop re-elected keeps the card (then ``family`` is the Bishop)."""

    kind: Literal["bishop_card_moved"]
    name: Name
    other: Name | None = None
    stay: Annotated[int, Field(ge=0, le=_BOARD.bishop_card_capacity)] = 0
    kept: bool = False


class CardinalEvent(_Event):
    kind: Literal["cardinal_named"]
    name: Name
    times: Annotated[int, Field(ge=1, le=MAX_CARDINAL)]
    seats: Annotated[int, Field(ge=0, le=_MOST_FAMILIES)]


class RoundAdvancedEvent(_Event):
    kind: Literal["round_advanced"]
    round: RoundNo


class GameEndedEvent(_Event):
    kind: Literal["game_ended"]
    round: RoundNo


class TileReturnedEvent(_Event):
    """``space``: the Predicatore space it left (R8.4); null: from the Captain card (R8.2)."""

    kind: Literal["tile_returned"]
    name: Name
    space: Space | None = None


class KinsmanReturnedEvent(_Event):
    """``space``: the Predicatore space it left; null: the Bishop card."""

    kind: Literal["kinsman_returned"]
    name: Name
    space: Space | None = None


class CharacterLeftEvent(_Event):
    kind: Literal["character_left"]
    name: Name


class CardShiftedEvent(_Event):
    kind: Literal["card_shifted"]
    name: Name
    card: Card
    below: Card


class TileDrawnEvent(_Event):
    kind: Literal["tile_drawn"]
    name: Name
    rounds: Annotated[int, Field(ge=1, le=_BOARD.board.life_cards.count)]
    card: Card


class DrawSkippedEvent(_Event):
    kind: Literal["draw_skipped"]
    missing: Annotated[int, Field(ge=1, le=1000)]


class MuseEvent(_Event):
    """``side``: the side the Muse turned from."""

    kind: Literal["muse_turned"]
    side: Literal["available", "used"]


class GhostDeckEvent(_Event):
    kind: Literal["ghost_deck_reshuffled"]


class GhostCardEvent(_Event):
    """A card revealed (G1): public from then on; the deck's order never is."""

    kind: Literal["ghost_card_revealed"]
    name: Name
    p: Annotated[int, Field(ge=0, le=4)]
    c: Annotated[int, Field(ge=0, le=2)]
    s: Space
    extra: Annotated[int, Field(ge=0, le=max(_BOARD.board.ghosts.difficulty_bonus.values()))]
    difficulty: Literal["easy", "normal", "hard"]


class KinsmanPlacedEvent(_Event):
    kind: Literal["kinsman_placed"]
    name: Name
    landing: Literal["no_pool", "free", "taken", "bishop_card", "no_room"]
    wanted: SpaceOrNone = 0
    space: SpaceOrNone = 0
    last_taken: SpaceOrNone = 0


class TokensRevealedEvent(_Event):
    """R9.1: the tokens are revealed at the end, so their values are public."""

    kind: Literal["tokens_revealed"]
    name: Name
    tokens: Annotated[list[Annotated[int, Field(ge=1, le=max(_BOARD.board.tokens.denominations))]],
                      Field(max_length=MAX_TOKENS)]
    before: Count


class StandingsEvent(_Event):
    kind: Literal["standings_decided"]
    winners: Annotated[list[Name], Field(min_length=1, max_length=_MOST_FAMILIES)]
    victory_points: Count
    decided_by: Literal["victory_points", "resources", "fiorini", "shared"]
    others: Annotated[list[Ranked], Field(max_length=_MOST_FAMILIES - 1)]


class RoundStartedEvent(_Event):
    kind: Literal["round_started"]
    round: RoundNo
    first: Name | None = None
    ghosts: Names = []


class MoveMadeEvent(_Event):
    """M1–M10: the move as FORMAT.md writes it (M1 without its position),
    the name of the character it concerns, and the side a card turned to (M9)."""

    kind: Literal["move_made"]
    name: Name
    move: MoveModel
    character: Annotated[str, Field(max_length=80)] = ""
    side: Literal["new", "regular"] | None = None


class TurnPassedEvent(_Event):
    kind: Literal["turn_passed"]
    name: Name
    move: Literal["end_turn", "pass"]
    next: Name | None = None


EventModel = Annotated[
    NoCaptainEvent | FirstPlayerCardEvent | CaptainElectedEvent | TokensBankedEvent | CaptainMarkerEvent
    | BishopMarkerEvent | TurnOrderEvent | BishopElectedEvent | NoBishopEvent | BishopCardEvent | CardinalEvent
    | RoundAdvancedEvent | GameEndedEvent | TileReturnedEvent | KinsmanReturnedEvent | CharacterLeftEvent
    | CardShiftedEvent | TileDrawnEvent | DrawSkippedEvent | MuseEvent | GhostDeckEvent | GhostCardEvent
    | KinsmanPlacedEvent | TokensRevealedEvent | StandingsEvent | RoundStartedEvent | MoveMadeEvent
    | TurnPassedEvent,
    Field(discriminator="kind"),
]
KIND_TAGS = frozenset(kind.value for kind in EventKind)
