"""Board data (tracks, counts, the Ghost deck, the roster) loaded from
``resources/`` and validated when loaded, so no board number lives in code.

Plain frozen dataclasses checked by a few lines of code (the board is read at
every launch, so no schema library is imported for it).
A bad file raises :class:`BoardDataError` naming the file and the field.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal, NamedTuple, cast


@cache
def resource_dir() -> Path:
    """Where ``resources/`` is: inside an installed wheel or a bundle (the
    package's own folder, which is what ``importlib.resources.files`` names
    for a package on disk, without importing it), or the checkout."""
    packaged = Path(__file__).parents[2] / "resources"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[3] / "resources"


def resource_path(*parts: str) -> Path:
    return resource_dir().joinpath(*parts)


class BoardDataError(ValueError):
    """A board data file that breaks its shape: ``where`` is file and field."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"{where}: {reason}")
        self.where = where
        self.reason = reason


class _Table:
    """One TOML table being read: every key must be known, each is checked
    as it is taken, and :meth:`done` refuses the keys nobody asked for."""

    def __init__(self, data: object, where: str) -> None:
        if not isinstance(data, Mapping):
            raise BoardDataError(where, "must be a table")
        self.data: Mapping[str, object] = data
        self.where = where
        self.taken: set[str] = set()

    def _at(self, key: str) -> str:
        return f"{self.where}.{key}"

    def sub(self, key: str) -> _Table:
        self.taken.add(key)
        if key not in self.data:
            raise BoardDataError(self._at(key), "is missing")
        return _Table(self.data[key], self._at(key))

    def whole(self, key: str, low: int | None = None, high: int | None = None, default: int | None = None) -> int:
        self.taken.add(key)
        value = self.data.get(key, default)
        if value is None:
            raise BoardDataError(self._at(key), "is missing")
        return _int(value, self._at(key), low, high)

    def numbers(self, key: str, check: Callable[[tuple[int, ...]], str | None]) -> tuple[int, ...]:
        self.taken.add(key)
        value = self.data.get(key)
        if not isinstance(value, list):
            raise BoardDataError(self._at(key), "must be a list of whole numbers")
        numbers = tuple(_int(v, f"{self._at(key)}[{i}]") for i, v in enumerate(value))
        problem = check(numbers)
        if problem:
            raise BoardDataError(self._at(key), problem)
        return numbers

    def text(self, key: str, pattern: str = r".+", choices: tuple[str, ...] = ()) -> str:
        self.taken.add(key)
        value = self.data.get(key)
        if not isinstance(value, str) or not re.fullmatch(pattern, value) or (choices and value not in choices):
            allowed = f"one of {', '.join(choices)}" if choices else f"a text matching {pattern}"
            raise BoardDataError(self._at(key), f"must be {allowed}")
        return value

    def tables(self, key: str, low: int, high: int | None = None) -> list[_Table]:
        self.taken.add(key)
        value = self.data.get(key)
        if not isinstance(value, list) or len(value) < low or (high is not None and len(value) > high):
            count = f"{low}" if high == low else f"at least {low}"
            raise BoardDataError(self._at(key), f"must be a list of {count} tables")
        return [_Table(item, f"{self._at(key)}[{i}]") for i, item in enumerate(value)]

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.taken)
        if unknown:
            raise BoardDataError(self._at(unknown[0]), "is not a known field")


def _int(value: object, where: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BoardDataError(where, "must be a whole number")
    if (low is not None and value < low) or (high is not None and value > high):
        bounds = f"between {low} and {high}" if low is not None and high is not None else (
            f"at least {low}" if low is not None else f"at most {high}")
        raise BoardDataError(where, f"must be {bounds}")
    return value


@dataclass(frozen=True)
class Families:
    """How many families may play, and how many Kinsmen each has."""

    min: int
    max: int
    kinsmen: int


@dataclass(frozen=True)
class PrestigeTrack:
    """The Prestige track: its last printed space."""

    last_printed: int


@dataclass(frozen=True)
class ChurchTrack:
    """The Church track: each space's value, and the least a Bishop needs."""

    values: tuple[int, ...]
    bishop_minimum: int


@dataclass(frozen=True)
class Count:
    """A counted part of the board (rounds, capacity, spaces, cards: whichever it has)."""

    rounds: int = 0
    capacity: int = 0
    spaces: int = 0
    count: int = 0
    characters_at_setup: int = 0


@dataclass(frozen=True)
class Tokens:
    """The Prestige tokens' denominations."""

    denominations: tuple[int, ...]


@dataclass(frozen=True)
class Ghosts:
    """The Ghosts' bonus at each difficulty."""

    difficulty_bonus: Mapping[Literal["easy", "normal", "hard"], int]


@dataclass(frozen=True)
class BoardFile:
    """The board file's data, each part checked."""

    families: Families
    prestige_track: PrestigeTrack
    church_track: ChurchTrack
    round_track: Count
    bishop_card: Count
    predicatore: Count
    life_cards: Count
    tokens: Tokens
    ghosts: Ghosts


@dataclass(frozen=True)
class GhostCardData:
    """A Ghost card's three numbers as the board file gives them."""

    p: int
    c: int
    s: int


@dataclass(frozen=True)
class CharacterData:
    """A character as the board file gives it: ``name`` in English (what a
    save keeps), ``name_it`` its usual Italian name."""

    id: str
    name: str
    kind: Literal["artist", "preacher"]
    rounds: int
    name_it: str


@dataclass(frozen=True)
class Board:
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


def _non_decreasing(values: tuple[int, ...]) -> str | None:
    if len(values) < 2 or any(b < a for a, b in itertools.pairwise(values)):
        return "church values must be a non-decreasing list"
    return None


def _descending_with_one(d: tuple[int, ...]) -> str | None:
    if not d or list(d) != sorted(set(d), reverse=True) or d[-1] != 1:
        return "denominations must be distinct, largest first, ending in 1"
    return None


def _count(t: _Table) -> Count:
    count = Count(**{key: t.whole(key, default=0) for key in ("rounds", "capacity", "spaces", "count",
                                                               "characters_at_setup")})
    t.done()
    return count


def parse_board(data: object, name: str = "board.toml") -> BoardFile:
    """Check ``board.toml``'s tables and build the board's numbers."""
    top = _Table(data, name)
    fam = top.sub("families")
    families = Families(fam.whole("min", low=2), fam.whole("max", low=2, high=8), fam.whole("kinsmen", low=1))
    fam.done()
    pres = top.sub("prestige_track")
    prestige = PrestigeTrack(pres.whole("last_printed", low=10))
    pres.done()
    ch = top.sub("church_track")
    church = ChurchTrack(ch.numbers("values", _non_decreasing), ch.whole("bishop_minimum", low=1))
    ch.done()
    tok = top.sub("tokens")
    tokens = Tokens(tok.numbers("denominations", _descending_with_one))
    tok.done()
    gh = top.sub("ghosts")
    bonus = gh.sub("difficulty_bonus")
    difficulty = {level: bonus.whole(level) for level in ("easy", "normal", "hard") if level in bonus.data}
    bonus.done()
    gh.done()
    board = BoardFile(families, prestige, church, _count(top.sub("round_track")),
                      _count(top.sub("bishop_card")), _count(top.sub("predicatore")),
                      _count(top.sub("life_cards")), tokens,
                      Ghosts(cast(dict[Literal["easy", "normal", "hard"], int], difficulty)))
    top.done()
    return board


def parse_ghost_deck(data: object, name: str = "ghost_deck.toml") -> tuple[GhostCardData, ...]:
    top = _Table(data, name)
    cards = []
    for t in top.tables("cards", 12, 12):
        cards.append(GhostCardData(t.whole("p", 0, 4), t.whole("c", 0, 2), t.whole("s", 1, 4)))
        t.done()
    top.done()
    return tuple(cards)


def parse_roster(data: object, name: str = "characters.toml") -> tuple[CharacterData, ...]:
    top = _Table(data, name)
    roster = []
    for t in top.tables("character", 24):
        kind = cast(Literal["artist", "preacher"], t.text("kind", choices=("artist", "preacher")))
        roster.append(CharacterData(t.text("id", r"[a-z][a-z_]*"), t.text("name"), kind, t.whole("rounds", 1, 6),
                                    t.text("name_it")))
        t.done()
    top.done()
    where = f"{name}.character"
    ids = [c.id for c in roster]
    if len(set(ids)) != len(ids):
        raise BoardDataError(where, "character ids must be unique")
    if sum(c.kind == "preacher" for c in roster) < 6:
        raise BoardDataError(where, "the roster needs at least 6 Preachers")
    if {c.rounds for c in roster} != set(range(1, 7)):
        raise BoardDataError(where, "rounds must be spread over 1..6")
    return tuple(roster)


@cache
def compiled_data() -> dict[str, Any]:
    """What the TOML files in ``resources/`` say, compiled to one JSON file
    (``tools/regenerate.py``), read at every launch. Each file's table is
    checked, and its errors name the TOML file and field."""
    import json

    try:
        data = json.loads(resource_path("data.json").read_bytes())
    except (OSError, ValueError) as exc:
        raise BoardDataError("data.json", f"cannot be read: {exc}") from None
    if not isinstance(data, dict):
        raise BoardDataError("data.json", "must be an object of the TOML files' tables")
    return data


def compiled(name: str) -> object:
    """The table of resource ``name`` (e.g. ``"board.toml"``) from :func:`compiled_data`."""
    data = compiled_data()
    if name not in data:
        raise BoardDataError("data.json", f"holds no {name}: run tools/regenerate.py")
    return data[name]


def load_board() -> Board:
    """Read and validate the three board data files (raises :class:`BoardDataError` on bad data)."""
    return Board(board=parse_board(compiled("board.toml")),
                 ghost_deck=parse_ghost_deck(compiled("ghost_deck.toml")),
                 roster=parse_roster(compiled("characters.toml")))


@cache
def standard_board() -> Board:
    return load_board()


class BoardNumbers(NamedTuple):
    """The board's numbers that moves and steps read every time, read once."""

    church_max: int
    church_values: tuple[int, ...]
    spaces: int
    bishop_card_capacity: int
    last_round: int
    bishop_minimum: int


@cache
def board_numbers() -> BoardNumbers:
    board = standard_board()
    return BoardNumbers(board.church_max, board.church_values, board.spaces, board.bishop_card_capacity,
                        board.last_round, board.board.church_track.bishop_minimum)
