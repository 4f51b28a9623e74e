"""What if: an end of round played again from a position changed by hand,
and its outcome set beside the one the rules gave.

Nothing here decides a rule: both ends of round are the one walk's
(``end_of_round.walk``), the real one from the round's end, the other with
the position before a step changed (an ``Edit``). The comparison reads their
outcomes (who is Captain, Bishop, Cardinal, the next turn order, the Captain
markers, who left the game, the tiles drawn, the row, the final standings)
and the first step whose result differs, which names the rule that made the
difference.

An outcome holds only what the board shows everyone once the end of round is
played (RULES.md §9): never a token's value. What the other end of round
would show that the real one does not (a tile drawn from the bag, a Ghost
card, a family's tokens) is said (``Comparison.reveals``): a game in play
keeps the bag's order, the Ghost deck and the tokens' values hidden.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from ..model.changes import Step
from ..model.events import EventKind, Revealed
from ..model.quiet import Quiet
from ..model.ruleids import Rule
from ..model.state import GameState
from ..model.types import LIFE_CARDS, LifeCard, Phase
from ..rules.end_of_round import Edit, walk

__all__ = ["Aspect", "Comparison", "Diverged", "Edit", "Outcome", "compare", "outcome", "played"]


class Aspect(Enum):
    """What an end of round decides, as the comparison sets it side by side (in this order)."""

    CAPTAIN = "captain"
    BISHOP = "bishop"
    CARDINAL = "cardinal"
    TURN_ORDER = "turn_order"
    PRESTIGE = "prestige"
    LEFT = "left"
    DRAWN = "drawn"
    ROW = "row"
    STANDINGS = "standings"


class Outcome(NamedTuple):
    """An end of round's outcome, as everyone sees it once it is played."""

    captain: str | None
    bishop: str | None
    cardinals: tuple[str, ...]  # the families made Cardinal (R7.3)
    turn_order: tuple[str, ...]  # the next round's (the last round's: shown, never used, D8)
    prestige: tuple[tuple[str, int], ...]  # each family's Captain marker, in seating order
    left: tuple[str, ...]  # the characters that left the game (R8.5)
    drawn: tuple[tuple[str, LifeCard], ...]  # the tiles drawn from the bag, and where each went (R8.7)
    row: tuple[tuple[str, ...], ...]  # the characters under each Life card, I to VI
    standings: tuple[tuple[str, int, int], ...] | None  # (family, place, Victory Points) once the game is over

    def of(self, aspect: Aspect) -> object:
        """The part of the outcome ``aspect`` names."""
        return {
            Aspect.CAPTAIN: self.captain,
            Aspect.BISHOP: self.bishop,
            Aspect.CARDINAL: self.cardinals,
            Aspect.TURN_ORDER: self.turn_order,
            Aspect.PRESTIGE: self.prestige,
            Aspect.LEFT: self.left,
            Aspect.DRAWN: self.drawn,
            Aspect.ROW: self.row,
            Aspect.STANDINGS: self.standings,
        }[aspect]


class Diverged(NamedTuple):
    """The first step whose result differs: its place among the steps (a quiet walk's, from 0), and the
    rule each end of round followed there (None: that end of round had ended)."""

    step: int
    real: Rule | None
    what_if: Rule | None

    @property
    def rule(self) -> Rule:
        """The rule that made the difference: the one the changed position followed."""
        rule = self.what_if or self.real
        assert rule is not None
        return rule


@dataclass(frozen=True, slots=True)
class Comparison:
    """The real end of round and the other, side by side: their outcomes, the aspects that differ (in
    :class:`Aspect`'s order), the first step whose result differs, the difference it made (``headline``:
    the aspect its rule decides, if that one differs, else the first that does), and what the other end
    of round would show that the real one does not (R8.7: a tile drawn; G1: a Ghost card; R9.1: a family's
    tokens; None: nothing)."""

    real: Outcome
    what_if: Outcome
    differ: tuple[Aspect, ...]
    first: Diverged | None
    headline: Aspect | None
    reveals: Rule | None


# the aspect each rule's step decides (a rule not named decides none the comparison shows by itself)
_DECIDES: dict[Rule, Aspect] = {
    Rule.R7_1: Aspect.CAPTAIN,
    Rule.R7_1A: Aspect.CAPTAIN,
    Rule.R7_1B: Aspect.CAPTAIN,
    Rule.D3: Aspect.CAPTAIN,
    Rule.R7_1C: Aspect.PRESTIGE,
    Rule.R7_1D: Aspect.PRESTIGE,
    Rule.R7_1E: Aspect.TURN_ORDER,
    Rule.R7_2: Aspect.BISHOP,
    Rule.R7_2A: Aspect.BISHOP,
    Rule.R7_2B: Aspect.BISHOP,
    Rule.R7_2C: Aspect.BISHOP,
    Rule.D4: Aspect.BISHOP,
    Rule.R7_2D: Aspect.PRESTIGE,
    Rule.R7_2F: Aspect.TURN_ORDER,
    Rule.R7_3: Aspect.CARDINAL,
    Rule.R7_4: Aspect.TURN_ORDER,
    Rule.R7_5: Aspect.TURN_ORDER,
    Rule.D5: Aspect.TURN_ORDER,
    Rule.D6: Aspect.TURN_ORDER,
    Rule.R8_2: Aspect.ROW,
    Rule.R8_4: Aspect.ROW,
    Rule.R8_5: Aspect.LEFT,
    Rule.R8_6: Aspect.ROW,
    Rule.R8_7: Aspect.DRAWN,
    Rule.D9: Aspect.DRAWN,
    Rule.G2: Aspect.PRESTIGE,
    Rule.R9_1: Aspect.STANDINGS,
    Rule.R9_2: Aspect.STANDINGS,
    Rule.R9_3: Aspect.STANDINGS,
}


def played(start: GameState, edit: Edit | None = None) -> tuple[GameState, tuple[Step, ...], GameState]:
    """The end of round from ``start`` (with ``edit``: the position before one of its steps changed):
    the round's end it started from (the edited one, if the edit stands before the first step), every
    step's result (those that changed nothing too) and the state at its end."""
    if edit is not None and edit.before == 0:
        start, edit = edit.position, None
    steps: list[Step] = []
    end = start
    for end, step in walk(start, quiet=True, edit=edit):
        steps.append(step)
    return start, tuple(steps), end


def outcome(start: GameState, end: GameState) -> Outcome:
    """What the end of round from ``start`` to ``end`` decided, as the board shows it to everyone."""
    was = {f.id: f.cardinal for f in start.families}
    cardinals = tuple(f.id for f in end.families if f.cardinal > was.get(f.id, f.cardinal))
    left = tuple(c for c in end.out_of_game if c not in start.out_of_game)
    from_bag = set(start.bag)
    drawn = tuple((c, card) for card, under in zip(LIFE_CARDS, end.row, strict=True) for c in under if c in from_bag)
    standings = None
    if end.phase is Phase.GAME_OVER and end.standings is not None:
        standings = tuple((s.family, s.place, s.victory_points) for s in end.standings.standings)
    return Outcome(
        end.captain,
        end.bishop,
        cardinals,
        end.turn_order,
        tuple((f.id, f.prestige) for f in end.families),
        left,
        drawn,
        tuple(tuple(sorted(under)) for under in end.row),
        standings,
    )


def compare(start: GameState, edit: Edit) -> Comparison:
    """The end of round from ``start`` beside the one played with ``edit`` (the position before its
    ``edit.before``-th step changed): the engine plays both, every step as the rules have it."""
    real_start, real_steps, real_end = played(start)
    what_start, what_steps, what_end = played(start, edit)
    real, what_if = outcome(real_start, real_end), outcome(what_start, what_end)
    differ = tuple(a for a in Aspect if real.of(a) != what_if.of(a))
    first = diverged(real_steps, what_steps)
    decided = _DECIDES.get(first.rule) if first is not None else None
    headline = decided if decided in differ else next(iter(differ), None)
    return Comparison(real, what_if, differ, first, headline, reveals(real_steps, what_steps))


def diverged(real: Sequence[Step], what_if: Sequence[Step]) -> Diverged | None:
    """The first step whose result differs between two ends of round (None: every step is the same)."""
    for k in range(max(len(real), len(what_if))):
        a = real[k] if k < len(real) else None
        b = what_if[k] if k < len(what_if) else None
        if a is None or b is None or _result(a) != _result(b):
            return Diverged(k, a[0] if a is not None else None, b[0] if b is not None else None)
    return None


def _result(step: Step) -> tuple[object, ...]:
    """What a step did: its rule, events and changes, and, if it changed nothing, why."""
    why = (step.why, step.family) if isinstance(step, Quiet) else None
    return (*step, why)


def reveals(real: Sequence[Step], what_if: Sequence[Step]) -> Rule | None:
    """What the other end of round would show that the real one does not (RULES.md §9): a tile drawn
    from the bag (R8.7: the bag's order), a Ghost card (G1: the Ghost deck's order) or a family's tokens
    (R9.1: their values, revealed only at the game's end); None if nothing."""
    for kind, rule in _HIDDEN:
        if not _shown(what_if, kind) <= _shown(real, kind):
            return rule
    return None


_HIDDEN = (
    (EventKind.TILE_DRAWN, Rule.R8_7),
    (EventKind.GHOST_CARD_REVEALED, Rule.G1),
    (EventKind.TOKENS_REVEALED, Rule.R9_1),
)


def _shown(steps: Sequence[Step], kind: EventKind) -> Counter[object]:
    """What the steps show of ``kind``: the tiles drawn, the Ghost cards, each family's tokens revealed."""
    return Counter(
        (e.family, tuple(sorted(e.args.tokens))) if isinstance(e.args, Revealed) else e.args
        for _, events, _ in steps
        for e in events
        if e.kind is kind
    )
