"""Board data (tracks, counts, the Ghost deck, the roster) loaded from
``resources/`` and validated when loaded, so no board number lives in code.
"""

from __future__ import annotations

import itertools
import tomllib
from functools import cache
from importlib import resources as importlib_resources
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator


def resource_dir() -> Path:
    """Where ``resources/`` is: inside an installed wheel, or the checkout."""
    packaged = Path(str(importlib_resources.files("florenza_gui"))) / "resources"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "resources"


def resource_path(*parts: str) -> Path:
    return resource_dir().joinpath(*parts)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Families(_Strict):
    min: Annotated[int, Field(ge=2)]
    max: Annotated[int, Field(ge=2, le=8)]
    kinsmen: Annotated[int, Field(ge=1)]


class _PrestigeTrack(_Strict):
    last_printed: Annotated[int, Field(ge=10)]


class _ChurchTrack(_Strict):
    values: tuple[int, ...]
    bishop_minimum: Annotated[int, Field(ge=1)]

    @field_validator("values")
    @classmethod
    def _non_decreasing(cls, values: tuple[int, ...]) -> tuple[int, ...]:
        if len(values) < 2 or any(b < a for a, b in itertools.pairwise(values)):
            raise ValueError("church values must be a non-decreasing list")
        return values


class _Count(_Strict):
    rounds: int = 0
    capacity: int = 0
    spaces: int = 0
    count: int = 0
    characters_at_setup: int = 0


class _Tokens(_Strict):
    denominations: tuple[int, ...]

    @field_validator("denominations")
    @classmethod
    def _descending_with_one(cls, d: tuple[int, ...]) -> tuple[int, ...]:
        if not d or list(d) != sorted(set(d), reverse=True) or d[-1] != 1:
            raise ValueError("denominations must be distinct, largest first, ending in 1")
        return d


class _Ghosts(_Strict):
    difficulty_bonus: dict[Literal["easy", "normal", "hard"], int]


class BoardFile(_Strict):
    families: _Families
    prestige_track: _PrestigeTrack
    church_track: _ChurchTrack
    round_track: _Count
    bishop_card: _Count
    predicatore: _Count
    life_cards: _Count
    tokens: _Tokens
    ghosts: _Ghosts


class GhostCardData(_Strict):
    p: Annotated[int, Field(ge=0, le=4)]
    c: Annotated[int, Field(ge=0, le=2)]
    s: Annotated[int, Field(ge=1, le=4)]


class GhostDeckFile(_Strict):
    cards: Annotated[tuple[GhostCardData, ...], Field(min_length=12, max_length=12)]


class CharacterData(_Strict):
    id: Annotated[str, Field(pattern=r"^[a-z][a-z_]*$")]
    name: Annotated[str, Field(min_length=1)]
    kind: Literal["artist", "preacher"]
    rounds: Annotated[int, Field(ge=1, le=6)]


class RosterFile(_Strict):
    character: Annotated[tuple[CharacterData, ...], Field(min_length=24)]

    @model_validator(mode="after")
    def _roster_rules(self) -> RosterFile:
        ids = [c.id for c in self.character]
        if len(set(ids)) != len(ids):
            raise ValueError("character ids must be unique")
        if sum(c.kind == "preacher" for c in self.character) < 6:
            raise ValueError("the roster needs at least 6 Preachers")
        if {c.rounds for c in self.character} != set(range(1, 7)):
            raise ValueError("rounds must be spread over 1..6")
        return self


class Board(_Strict):
    """Everything the rules need to know about the standard board."""

    board: BoardFile
    ghost_deck: tuple[GhostCardData, ...]
    roster: tuple[CharacterData, ...]

    @property
    def church_values(self) -> tuple[int, ...]:
        return self.board.church_track.values

    @property
    def church_max(self) -> int:
        return len(self.board.church_track.values) - 1

    @property
    def last_round(self) -> int:
        return self.board.round_track.rounds

    @property
    def kinsmen(self) -> int:
        return self.board.families.kinsmen

    @property
    def spaces(self) -> int:
        return self.board.predicatore.spaces

    @property
    def bishop_card_capacity(self) -> int:
        return self.board.bishop_card.capacity


def _read_toml(name: str) -> object:
    with resource_path(name).open("rb") as fh:
        return tomllib.load(fh)


def load_board() -> Board:
    """Read and validate the three board data files (raises on bad data)."""
    board = BoardFile.model_validate(_read_toml("board.toml"))
    deck = GhostDeckFile.model_validate(_read_toml("ghost_deck.toml"))
    roster = RosterFile.model_validate(_read_toml("characters.toml"))
    return Board(board=board, ghost_deck=deck.cards, roster=roster.character)


@cache
def standard_board() -> Board:
    return load_board()
