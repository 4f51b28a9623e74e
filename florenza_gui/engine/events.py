"""Events: what every automatic step and every move reports (RULES.md §3).

An event is a frozen record carrying the rule id, the public sentence that
explains *why*, and what a view needs to animate it: the piece, where it came
from, where it goes and whose it is. A piece or place is named by a short
string (see ``places``), so a view can map it to an item without asking the
engine for anything.

Redaction (RULES.md §9): ``text`` never holds a hidden value. Where the
owner of a family may see more (the value of the tokens it banked),
``private_text`` holds that and only ``text_for(owner)`` returns it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


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


@dataclass(frozen=True, slots=True)
class Event:
    kind: EventKind
    rule: str
    text: str
    family: str | None = None
    piece: str | None = None
    from_: str | None = None
    to: str | None = None
    private_text: str | None = None
    # For a change of turn order: the whole new order, first to play first.
    detail: tuple[str, ...] = ()

    def text_for(self, viewer: str | None) -> str:
        """The sentence this viewer may read: the owner may see more."""
        if self.private_text is not None and viewer is not None and viewer == self.family:
            return self.private_text
        return self.text

    @property
    def line(self) -> str:
        """The public narration line: rule id first (FORMAT.md)."""
        return f"{self.rule} {self.text}"


Events = tuple[Event, ...]
