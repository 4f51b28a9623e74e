"""The pieces of a log line's ``event`` in a ``florenza-save`` file: an
addition to FORMAT.md ("add fields if you need them"), as pydantic types.

A log object may carry, beside ``round``, ``rule`` and ``text``, the typed
event its text was rendered from: its ``kind`` and the arguments its PUBLIC
wording reads, and nothing more (RULES.md §9, D13): no token value, no
banked position, no M1 position, no bag or Ghost deck order. Names are the
names the sentence shows, as they were; ids (``family``, a move's
``character``) are checked against the file's families and characters by
``eventcodec``. Each kind's model is made from its declaration
(``eventkinds``) out of the field types and the moves' models here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, create_model

from ..model.boarddata import standard_board
from ..model.limits import ID_MAX, MAX_CARDINAL, MAX_COUNT, MAX_POINTS, MAX_TOKENS

if TYPE_CHECKING:
    from ..model.eventkinds import Declared

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


class TieBroken(_Model):
    """R9.3 for one place after the first: who is there, the place, the rung that decided it, and the families
    it was tied with on every rung above that one, placed ahead of it and behind it."""

    names: Annotated[list[Name], Field(min_length=1, max_length=_MOST_FAMILIES)]
    place: Annotated[int, Field(ge=2, le=_MOST_FAMILIES)]
    decided_by: Literal["resources", "fiorini", "shared"]
    ahead: Annotated[list[Name], Field(max_length=_MOST_FAMILIES - 1)] = []
    behind: Annotated[list[Name], Field(max_length=_MOST_FAMILIES - 1)] = []


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


# -- the events: the base of every kind's model, and the types of their fields (``eventkinds``
# declares each kind's fields by these names) -------------------------------------------------------
class EventBase(_Model):
    family: FamilyId | None = None  # the family the event concerns, if any


NameOrNone = Name | None
LeftSpace = Space | None  # a Predicatore space a piece left; null: it left a card
Others = Annotated[list[NamedValue], Field(max_length=_MOST_FAMILIES - 1)]
Listing = Annotated[list[NamedValue], Field(max_length=_MOST_FAMILIES)]
Tokens = Annotated[int, Field(ge=0, le=MAX_TOKENS)]
TokenValues = Annotated[list[Annotated[int, Field(ge=1, le=max(_BOARD.board.tokens.denominations))]],
                       Field(max_length=MAX_TOKENS)]
Stay = Annotated[int, Field(ge=0, le=_BOARD.bishop_card_capacity)]
Times = Annotated[int, Field(ge=1, le=MAX_CARDINAL)]
Seats = Annotated[int, Field(ge=0, le=_MOST_FAMILIES)]
RoundsToStay = Annotated[int, Field(ge=1, le=_BOARD.board.life_cards.count)]
Missing = Annotated[int, Field(ge=1, le=1000)]
MuseSideName = Literal["available", "used"]
CardPrestige = Annotated[int, Field(ge=0, le=4)]
UpToTwo = Annotated[int, Field(ge=0, le=2)]
DifficultyBonus = Annotated[int, Field(ge=0, le=max(_BOARD.board.ghosts.difficulty_bonus.values()))]
DifficultyName = Literal["easy", "normal", "hard"]
LandingName = Literal["no_pool", "free", "taken", "bishop_card", "no_room"]
Winners = Annotated[list[Name], Field(min_length=1, max_length=_MOST_FAMILIES)]
DecidedByName = Literal["victory_points", "resources", "fiorini", "shared"]
RankedOthers = Annotated[list[Ranked], Field(max_length=_MOST_FAMILIES - 1)]
TieBreaks = Annotated[list[TieBroken], Field(max_length=_MOST_FAMILIES - 1)]
CharacterName = Annotated[str, Field(max_length=80)]
SideName = Literal["new", "regular"] | None
EndOrPass = Literal["end_turn", "pass"]


_MODELS: dict[str, type[BaseModel]] = {}


def model_of(declared: Declared) -> type[BaseModel]:
    """The schema of a kind's saved object, made from its declaration
    (``eventkinds``: its fields by the names of this module's types) when
    first asked for; ``schema`` validates a file's events with it."""
    model = _MODELS.get(declared.kind.value)
    if model is None:
        def field(of: str | type) -> Any:
            return globals()[of] if isinstance(of, str) else of

        fields: dict[str, Any] = {key: (field(of[0]), of[1]) if isinstance(of, tuple) else (field(of), ...)
                                  for key, of in declared.saved.items()}
        name = "".join(part.capitalize() for part in declared.kind.value.split("_")) + "Event"
        tag: Any = Literal[declared.kind.value]
        model = create_model(name, __base__=EventBase, __doc__=declared.doc, kind=(tag, ...), **fields)
        _MODELS[declared.kind.value] = model
    return model
