"""Events: what every automatic step and every move reports (RULES.md §3).

An event is data (an immutable named tuple, as are the payloads: a round's
dozens of events cost little to make): its kind, the rule id, the family it concerns, the piece
it moves (``places``), where from and where to, and a typed payload of what
the sentence needs (``args``: names as they were, numbers, the new turn
order, a Ghost card's values...). It carries no words: ``wording.render``
puts it into words for a viewer in a language when a log line, the
narration or a save needs text.

Redaction (RULES.md §9): the public wording never holds a hidden value;
the owner's private wording (``render(event, owner)``) may.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from .movetypes import Move
from .places import AnyPiece, Place
from .ruleids import Rule
from .types import Difficulty


class EventKind(Enum):
    CAPTAIN_ELECTED = "captain_elected"
    NO_CAPTAIN = "no_captain"
    FIRST_PLAYER_CARD_MOVED = "first_player_card_moved"
    TOKENS_BANKED = "tokens_banked"
    CAPTAIN_MARKER_MOVED = "captain_marker_moved"
    BISHOP_MARKER_MOVED = "bishop_marker_moved"
    TURN_ORDER_CHANGED = "turn_order_changed"
    BISHOP_ELECTED = "bishop_elected"
    NO_BISHOP = "no_bishop"
    BISHOP_CARD_MOVED = "bishop_card_moved"
    CARDINAL_NAMED = "cardinal_named"
    ROUND_ADVANCED = "round_advanced"
    GAME_ENDED = "game_ended"
    TILE_RETURNED = "tile_returned"
    KINSMAN_RETURNED = "kinsman_returned"
    CHARACTER_LEFT = "character_left"
    CARD_SHIFTED = "card_shifted"
    TILE_DRAWN = "tile_drawn"
    DRAW_SKIPPED = "draw_skipped"
    MUSE_TURNED = "muse_turned"
    GHOST_CARD_REVEALED = "ghost_card_revealed"
    GHOST_DECK_RESHUFFLED = "ghost_deck_reshuffled"
    KINSMAN_PLACED = "kinsman_placed"
    TOKENS_REVEALED = "tokens_revealed"
    STANDINGS_DECIDED = "standings_decided"
    ROUND_STARTED = "round_started"
    MOVE_MADE = "move_made"
    TURN_PASSED = "turn_passed"


# -- payloads: one per kind (or a few kinds of the same shape) ---------------------------
class Named(NamedTuple):
    """Only a name: a family's or a character's (the place says the rest)."""

    name: str


class Tie(NamedTuple):
    """No Captain (R7.1a) or no Bishop (R7.2a, R7.2b)."""

    names: tuple[str, ...]
    top: int
    everyone: bool = False
    minimum: int = 0


class Election(NamedTuple):
    """A Captain (R7.1) or a Bishop (R7.2): the others' names and positions,
    highest first. ``top`` is the winner's position, which only the Captain's
    own wording may show (RULES.md §9)."""

    name: str
    top: int
    others: tuple[tuple[str, int], ...]


class Handover(NamedTuple):
    """An office's card changing hands: from ``other`` (a family's name), and
    the Kinsmen that stay on a returned Bishop card."""

    name: str
    other: str | None = None
    stay: int = 0


class Banked(NamedTuple):
    """R7.1c: ``taken`` and ``position`` are private to the Captain."""

    name: str
    position: int
    taken: tuple[int, ...]
    holding: int


class Marker(NamedTuple):
    """A marker moved by a rule: by ``amount``; ``space`` printed on the
    Church track (R7.2d); ``card`` what a Ghost card said and ``top`` the end
    of the track (G3)."""

    name: str
    amount: int = 0
    space: int = 0
    card: int = 0
    top: int = 0


class NewOrder(NamedTuple):
    """The turn order after a step, first to play first. ``name`` is the
    family the step placed; ``listing`` the others placed by Prestige
    (R7.4, D5) with their Prestige; ``first`` the Bishop playing first (R7.2f)."""

    order: tuple[str, ...]
    name: str = ""
    listing: tuple[tuple[str, int], ...] = ()
    first: bool = False


class Cardinal(NamedTuple):
    name: str
    times: int
    seats: int


class RoundNumber(NamedTuple):
    round: int


class Drawn(NamedTuple):
    name: str
    rounds: int


class Skipped(NamedTuple):
    missing: int


class GhostCardShown(NamedTuple):
    name: str
    p: int
    c: int
    s: int
    extra: int
    difficulty: Difficulty

    @property
    def values(self) -> tuple[int, int, int]:
        """Prestige (with the difficulty's bonus), Church, Predicatore space."""
        return (self.p + self.extra, self.c, self.s)


class Landing(Enum):
    """Where G4 sent a Ghost's Kinsman, and why."""

    NO_POOL = "no_pool"
    FREE = "free"
    TAKEN = "taken"
    BISHOP_CARD = "bishop_card"
    NO_ROOM = "no_room"


class GhostPlaced(NamedTuple):
    """G4: ``wanted`` is the card's space, ``space`` where the Kinsman went
    and ``last_taken`` the last taken space passed on the way."""

    name: str
    landing: Landing
    wanted: int = 0
    space: int = 0
    last_taken: int = 0


class Revealed(NamedTuple):
    name: str
    tokens: tuple[int, ...]
    before: int


class DecidedBy(Enum):
    """The last rung of the R9.3 ladder a place needed."""

    VICTORY_POINTS = "victory_points"
    RESOURCES = "resources"
    FIORINI = "fiorini"
    SHARED = "shared"


class TieBreak(NamedTuple):
    """R9.3 for one place after the first that a tie on Victory Points left to
    the next rungs: the family there (or the families sharing it), the place,
    the rung that decided it (Resources, Fiorini, or none: shared), and the
    other families it was tied with on every rung above that one: those
    placed ahead of it, and those behind it."""

    names: tuple[str, ...]
    place: int
    decided_by: DecidedBy
    ahead: tuple[str, ...] = ()
    behind: tuple[str, ...] = ()


class Decided(NamedTuple):
    """R9.2 / R9.3: the winners, their points, how it was decided, the
    others as (name, place, points), and how R9.3 decided each later place
    it decided (none in a line read from a file written without them)."""

    winners: tuple[str, ...]
    victory_points: int
    decided_by: DecidedBy
    others: tuple[tuple[str, int, int], ...]
    tie_breaks: tuple[TieBreak, ...] = ()


class RoundStart(NamedTuple):
    round: int
    first: str | None
    ghosts: tuple[str, ...]
    order: tuple[str, ...]


class MoveMade(NamedTuple):
    """A move of the action phase: the mover's name, the move itself, the
    name of the character it concerns, and for D10 who acts next."""

    name: str
    move: Move
    character: str = ""
    next: str | None = None


Payload = (
    Named | Tie | Election | Handover | Banked | Marker | NewOrder | Cardinal | RoundNumber | Drawn | Skipped
    | GhostCardShown | GhostPlaced | Revealed | Decided | RoundStart | MoveMade | None
)


class Event(NamedTuple):
    kind: EventKind
    rule: Rule
    args: Payload = None
    family: str | None = None
    piece: AnyPiece | None = None
    from_: Place | None = None
    to: Place | None = None
    # Read from a saved file (``eventcodec``): it carries only what its public
    # wording reads, so every viewer, its owner too, reads that wording.
    public_only: bool = False

    @property
    def order(self) -> tuple[str, ...]:
        """For a step that changes the turn order: the whole new order."""
        args = self.args
        return args.order if isinstance(args, (NewOrder, RoundStart)) else ()


Events = tuple[Event, ...]
