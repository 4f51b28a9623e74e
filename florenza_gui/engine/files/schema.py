"""The shape of a ``florenza-save`` file, version 1 (FORMAT.md), as pydantic
models. Semantic invariants (every id known, every piece in one place) are
checked on top of this in ``saves.py``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from ..model.asks import Ask
from ..model.boarddata import standard_board
from ..model.eventkinds import DECLARED
from ..model.limits import (
    DESCRIPTION_MAX,
    HINT_MAX,
    ID_MAX,
    MAX_CARDINAL,
    MAX_COUNT,
    MAX_POINTS,
    MAX_SEED,
    MAX_TOKENS,
    NAME_MAX,
    TITLE_MAX,
)
from .eventschema import model_of

__all__ = ["MAX_COUNT", "MAX_POINTS", "MAX_SEED"]  # (the numbers' limits live in limits.py)

# A log line's ``event``: the model of its kind's declaration (``eventkinds``), told apart by ``kind``.
if TYPE_CHECKING:
    EventModel = Any
else:
    EventModel = Annotated[Union[tuple(model_of(d) for d in DECLARED)], Field(discriminator="kind")]  # noqa: UP007

Id = Annotated[str, Field(pattern=r"^[a-z][a-z_]*$", max_length=ID_MAX)]
FamilyId = Annotated[str, Field(pattern=r"^[a-z]+$", max_length=ID_MAX)]
Points = Annotated[int, Field(ge=0, le=MAX_POINTS)]
Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]

# The board's numbers bound what a file may hold (FORMAT.md: round 1..7, church 0..10, rounds 1..6, …)
_BOARD = standard_board()
_FAMILIES = _BOARD.board.families
Round = Annotated[int, Field(ge=1, le=_BOARD.last_round)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class FamilyModel(_Model):
    id: FamilyId
    name: Annotated[str, Field(min_length=1, max_length=NAME_MAX)]
    seat: Literal["human", "ghost"]
    prestige: Points
    church: Annotated[int, Field(ge=0, le=_BOARD.church_max)]
    tokens: Annotated[list[Annotated[int, Field(ge=1, le=max(_BOARD.board.tokens.denominations))]],
                      Field(max_length=MAX_TOKENS)]
    pool: Annotated[int, Field(ge=0, le=_BOARD.kinsmen)]
    resources: Count
    fiorini: Count
    cardinal: Annotated[int, Field(ge=0, le=MAX_CARDINAL)]
    passed: bool


class FirstPlayerCardModel(_Model):
    side: Literal["first_player", "captain"]
    holder: FamilyId


class KinsmanSlot(_Model):
    kinsman: FamilyId


class PreacherSlot(_Model):
    preacher: Id


class CharacterModel(_Model):
    name: Annotated[str, Field(min_length=1, max_length=80)]
    kind: Literal["artist", "preacher"]
    rounds: Annotated[int, Field(ge=1, le=_BOARD.board.life_cards.count)]
    side: Literal["new", "regular"]


class RowModel(_Model):
    I: list[Id]  # noqa: E741 - the Life card's numeral
    II: list[Id]
    III: list[Id]
    IV: list[Id]
    V: list[Id]
    VI: list[Id]


class GhostCardModel(_Model):
    p: Annotated[int, Field(ge=0, le=4)]
    c: Annotated[int, Field(ge=0, le=2)]
    s: Annotated[int, Field(ge=1, le=_BOARD.spaces)]  # the Predicatore space it names (G4)


class GhostsModel(_Model):
    difficulty: Literal["easy", "normal", "hard"]
    deck: Annotated[list[GhostCardModel], Field(max_length=len(_BOARD.ghost_deck))]
    reshuffles: Annotated[int, Field(ge=0, le=MAX_COUNT)] = 0


class LogEntryModel(BaseModel):
    # "objects with at least round, rule and text": other keys are allowed.
    model_config = ConfigDict(extra="allow", strict=True, frozen=True)
    round: Round
    rule: Annotated[str, Field(min_length=1, max_length=20)]
    text: Annotated[str, Field(max_length=2000)]
    # An addition to FORMAT.md: the typed event ``text`` was rendered from, its
    # public arguments only (eventschema.py), so the log reads in any language.
    event: EventModel | None = None


class StandingModel(_Model):
    family: FamilyId
    victory_points: Annotated[int, Field(ge=0)]
    resources: Count
    fiorini: Count
    place: Annotated[int, Field(ge=1, le=_FAMILIES.max)]


class StandingsModel(_Model):
    final: bool
    standings: list[StandingModel]


if TYPE_CHECKING:
    AskName = str
else:
    AskName = Literal[tuple(a.value for a in Ask)]


class LessonAskModel(_Model):
    ask: AskName
    hint: Annotated[str, Field(max_length=HINT_MAX)] = ""


class ScenarioModel(_Model):
    """An addition to FORMAT.md (allowed: "add fields if you need them"):
    a teaching scenario's title and one-paragraph description; the questions
    its Predict mode asks, each with a hint, the introduction Predict mode
    shows in place of the description (it gives no answer away), and a
    closing paragraph."""

    title: Annotated[str, Field(min_length=1, max_length=TITLE_MAX)]
    description: Annotated[str, Field(max_length=DESCRIPTION_MAX)]
    asks: Annotated[list[LessonAskModel], Field(max_length=len(Ask))] = []
    closing: Annotated[str, Field(max_length=DESCRIPTION_MAX)] = ""
    intro: Annotated[str, Field(max_length=DESCRIPTION_MAX)] = ""


class SaveFile(_Model):
    format: Literal["florenza-save"]
    version: Literal[1]
    seed: Annotated[int, Field(ge=0, le=MAX_SEED)]
    round: Round
    phase: Literal["actions", "game_over"]
    families: Annotated[list[FamilyModel], Field(min_length=_FAMILIES.min, max_length=_FAMILIES.max)]
    turn_order: list[FamilyId]
    active: FamilyId | None
    captain: FamilyId | None
    bishop: FamilyId | None
    first_player_card: FirstPlayerCardModel
    bishop_card: Annotated[list[FamilyId], Field(max_length=_BOARD.bishop_card_capacity)]
    predicatore: Annotated[list[KinsmanSlot | PreacherSlot | None],
                           Field(min_length=_BOARD.spaces, max_length=_BOARD.spaces)]
    detained: Id | None
    row: RowModel
    characters: Annotated[dict[Id, CharacterModel], Field(max_length=500)]
    bag: list[Id]
    out_of_game: list[Id]
    muse: Literal["available", "used"]
    ghosts: GhostsModel | None
    log: Annotated[list[LogEntryModel], Field(max_length=20_000)]
    standings: StandingsModel | None = None
    scenario: ScenarioModel | None = None
