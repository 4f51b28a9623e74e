"""The game state: immutable snapshots (RULES.md §1).

Every change makes a new ``GameState`` (``evolve``, ``dataclasses.replace``,
or ``changes.apply_changes`` for a step's changes); undo is keeping the old
one. Nothing here computes a rule.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields, replace
from typing import NamedTuple, TypedDict, Unpack

from .asks import Ask
from .eventkinds import public as public_event
from .events import DecidedBy, Event
from .log import Log
from .types import LIFE_CARDS, CardSide, Difficulty, FirstPlayerSide, Kind, LifeCard, Muse, Phase, Seat


class FamilyChanges(TypedDict, total=False):
    """The fields ``Family.evolve`` may change (so mypy checks the names)."""

    prestige: int
    church: int
    tokens: tuple[int, ...]
    pool: int
    resources: int
    fiorini: int
    cardinal: int
    passed: bool


@dataclass(frozen=True)
class Family:
    """A family: who plays it, its tracks, tokens, counts and pieces."""

    id: str
    name: str
    seat: Seat
    prestige: int = 0
    church: int = 0
    tokens: tuple[int, ...] = ()
    pool: int = 0  # the Kinsmen in its pool: set up with the board's (D1)
    resources: int = 0
    fiorini: int = 0
    cardinal: int = 0
    passed: bool = False

    @property
    def is_ghost(self) -> bool:
        return self.seat is Seat.GHOST

    def evolve(self, **changes: Unpack[FamilyChanges]) -> Family:
        """``dataclasses.replace(self, **changes)``, its field names checked by mypy."""
        return replace(self, **changes)


@dataclass(frozen=True, slots=True)
class Character:
    """A character in play: its card's side and rounds left."""

    id: str
    name: str
    kind: Kind
    rounds: int
    side: CardSide = CardSide.NEW


@dataclass(frozen=True, slots=True)
class KinsmanOn:
    """A family's Kinsman standing on a Predicatore space."""

    family: str


@dataclass(frozen=True, slots=True)
class PreacherOn:
    """A Preacher's tile standing on a Predicatore space."""

    character: str


Occupant = KinsmanOn | PreacherOn


@dataclass(frozen=True, slots=True)
class FirstPlayerCard:
    """The First Player card: its side and who holds it."""

    side: FirstPlayerSide
    # None only inside Phase 7, between D3 and R7.5.
    holder: str | None


@dataclass(frozen=True, slots=True)
class GhostCard:
    """A Ghost card's three numbers."""

    p: int
    c: int
    s: int


@dataclass(frozen=True, slots=True)
class Ghosts:
    """The Ghosts' difficulty and deck."""

    difficulty: Difficulty
    deck: tuple[GhostCard, ...]
    # How many times the deck has been reshuffled; seeds the next reshuffle.
    reshuffles: int = 0
    # The card G1 revealed, while G2–G4 play it (never saved: None at rest).
    shown: GhostCard | None = None


class LogEntry(NamedTuple):
    """A line of the log: the round it belongs to, its rule, and its event
    (put into words when read, ``wording.render``). A line read from a file
    keeps the text the file held (``written``) as data; without an event the
    text is the line.

    Two lines are equal when their rounds and rules are, and their events
    say the same to the public (what a file keeps of them,
    ``eventkinds.public``), and so do their texts where both lines hold
    one: a game read back from its file equals the game that wrote it,
    whose hidden values the file does not keep."""

    round: int
    rule: str
    event: Event | None
    written: str | None = None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LogEntry):
            return NotImplemented
        if self.round != other.round or self.rule != other.rule:
            return False
        if self.written is not None and other.written is not None and self.written != other.written:
            return False
        mine, theirs = self.event, other.event
        return mine is None or theirs is None or mine is theirs or public_event(mine) == public_event(theirs)

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash((self.round, self.rule))


@dataclass(frozen=True, slots=True)
class Standing:
    """A family's place in the standings, and what decided it."""

    family: str
    victory_points: int
    resources: int
    fiorini: int
    place: int
    # The last rung of the R9.3 ladder that was needed.
    decided_by: DecidedBy = DecidedBy.VICTORY_POINTS


class LessonAsk(NamedTuple):
    """A question a lesson asks (``Ask``), with its hint: a line the learner may ask for before answering."""

    ask: Ask
    hint: str = ""


@dataclass(frozen=True, slots=True)
class Scenario:
    """A teaching position's title and description (saved with the game).

    ``bundled`` is the id (the file's stem) of the shipped scenario in
    ``resources/scenarios`` this text was read from, so that the interface
    may show that lesson's own translation; it is None for a scenario from
    any other file, which is shown as written. It is never saved, and two
    positions differ by their text, not by where it was read."""

    title: str
    description: str
    bundled: str | None = field(default=None, compare=False)
    asks: tuple[LessonAsk, ...] = ()  # the questions Predict mode asks in this lesson (none named: every one)
    closing: str = ""  # a paragraph shown once the lesson's end of round is played
    intro: str = ""  # Predict mode's introduction, in place of the description: it tells nothing a question asks


@dataclass(frozen=True, slots=True)
class Standings:
    """The standings, provisional or final."""

    final: bool
    standings: tuple[Standing, ...]


Row = tuple[tuple[str, ...], ...]


class GameChanges(TypedDict, total=False):
    """The fields ``GameState.evolve`` may change (so mypy checks the names)."""

    seed: int
    round: int
    phase: Phase
    families: tuple[Family, ...]
    turn_order: tuple[str, ...]
    active: str | None
    captain: str | None
    bishop: str | None
    first_player_card: FirstPlayerCard
    bishop_card: tuple[str, ...]
    predicatore: tuple[Occupant | None, ...]
    detained: str | None
    row: Row
    characters: Mapping[str, Character]
    bag: tuple[str, ...]
    out_of_game: tuple[str, ...]
    muse: Muse
    ghosts: Ghosts | None
    log: Log[LogEntry]
    standings: Standings | None
    scenario: Scenario | None


@dataclass(frozen=True)
class GameState:
    """The whole game at one moment: immutable; every change makes a new one."""

    seed: int
    round: int
    phase: Phase
    families: tuple[Family, ...]
    turn_order: tuple[str, ...]
    active: str | None
    captain: str | None
    bishop: str | None
    first_player_card: FirstPlayerCard
    bishop_card: tuple[str, ...]
    predicatore: tuple[Occupant | None, ...]
    detained: str | None
    row: Row
    characters: Mapping[str, Character]
    bag: tuple[str, ...]
    out_of_game: tuple[str, ...]
    muse: Muse
    ghosts: Ghosts | None
    log: Log[LogEntry] = Log.EMPTY
    standings: Standings | None = None
    scenario: Scenario | None = None
    _index: Mapping[str, int] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", _index_of(self.families))
        if not isinstance(self.log, Log):
            object.__setattr__(self, "log", Log(self.log))

    # -- lookups ---------------------------------------------------------
    def family(self, family_id: str) -> Family:
        return self.families[self._index[family_id]]

    def has_family(self, family_id: str) -> bool:
        return family_id in self._index

    def name(self, family_id: str) -> str:
        return self.families[self._index[family_id]].name

    def under(self, card: LifeCard) -> tuple[str, ...]:
        return self.row[LIFE_CARDS.index(card)]

    def life_card_of(self, character: str) -> LifeCard | None:
        for card, ids in zip(LIFE_CARDS, self.row, strict=True):
            if character in ids:
                return card
        return None

    def space_of_preacher(self, character: str) -> int | None:
        for i, occ in enumerate(self.predicatore):
            if isinstance(occ, PreacherOn) and occ.character == character:
                return i + 1
        return None

    def tile_on_card(self, character: str) -> bool:
        """A character's tile is on its card unless detained or on a space."""
        return (
            self.life_card_of(character) is not None
            and self.detained != character
            and self.space_of_preacher(character) is None
        )

    def humans(self) -> Iterator[Family]:
        return (f for f in self.families if not f.is_ghost)

    # -- building new snapshots -----------------------------------------
    def evolve(self, **changes: Unpack[GameChanges]) -> GameState:
        """``dataclasses.replace(self, **changes)``, its field names checked by mypy."""
        return replace(self, **changes)

    def with_family(self, family_id: str, **changes: Unpack[FamilyChanges]) -> GameState:
        families = list(self.families)
        i = self._index[family_id]
        families[i] = replace(families[i], **changes)
        return replace(self, families=tuple(families))

    def with_character(self, character: str, **changes: object) -> GameState:
        if not changes.keys() <= _CHARACTER_FIELDS:
            raise TypeError(f"a character has no field {sorted(changes.keys() - _CHARACTER_FIELDS)}")
        chars = dict(self.characters)
        chars[character] = replace(chars[character], **changes)  # type: ignore[arg-type]
        return replace(self, characters=chars)

    def in_turn_order(self) -> tuple[Family, ...]:
        return tuple([self.families[self._index[f]] for f in self.turn_order])


_CHARACTER_FIELDS = {f.name for f in fields(Character)}


def _index_of(families: tuple[Family, ...]) -> dict[str, int]:
    return {f.id: i for i, f in enumerate(families)}
