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
played (RULES.md §9): never a token's value. A game in play keeps the bag's
order, the Ghost deck and the tokens' values hidden until it shows them, so
there each end of round is played out only as far as the game has shown:
it stops before its first step that would show what the game has not (a
tile drawn, R8.7; a Ghost card, G1; a family's tokens, R9.1), and its
outcome says which parts that step and those after it would still decide.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from ..model.changes import Step
from ..model.events import Event, EventKind, GhostCardShown
from ..model.quiet import Quiet
from ..model.ruleids import Rule
from ..model.state import GameState
from ..model.types import LIFE_CARDS, LifeCard, Phase
from ..rules.end_of_round import Edit, walk

__all__ = [
    "NOT_SHOWN", "Aspect", "Comparison", "Diverged", "Edit", "Outcome", "Played", "compare", "outcome", "played",
    "played_to",
]


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
    stopped: Rule | None = None  # in play: the step it stopped before, which would show what the game has not
    undecided: tuple[Aspect, ...] = ()  # the parts that step and those after it would still decide

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
    :class:`Aspect`'s order; in play, only where both outcomes show them as far: a part neither decided
    yet, or one decided and the other not, is no difference anyone may see), the first step whose result
    differs (among the steps both played), and the difference it made (``headline``: the aspect its rule
    decides, if that one differs, else the first that does)."""

    real: Outcome
    what_if: Outcome
    differ: tuple[Aspect, ...]
    first: Diverged | None
    headline: Aspect | None

    @property
    def stopped(self) -> tuple[Rule, ...]:
        """The steps the two ends of round stopped before, in play (each once; none: both played out whole)."""
        return tuple(dict.fromkeys(r for r in (self.real.stopped, self.what_if.stopped) if r is not None))


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


class Played(NamedTuple):
    """An end of round played out: the round's end it started from, every step's result (those that changed
    nothing too), the state after the last, and the step it stopped before (None: it was played whole)."""

    start: GameState
    steps: tuple[Step, ...]
    end: GameState
    stopped: Rule | None


def played(start: GameState, edit: Edit | None = None) -> tuple[GameState, tuple[Step, ...], GameState]:
    """The end of round from ``start`` (with ``edit``: the position before one of its steps changed):
    the round's end it started from (the edited one, if the edit stands before the first step), every
    step's result (those that changed nothing too) and the state at its end."""
    whole = played_to(start, edit)
    return whole.start, whole.steps, whole.end


def played_to(start: GameState, edit: Edit | None = None, shown: Iterable[Event] | None = None) -> Played:
    """``played``, as far as a game in play may show it (RULES.md §9): ``shown`` is what the game has shown of
    this end of round (its steps' events; None: a lesson, which shows everything). The end of round stops
    before its first step that would show a hidden value the game has not shown: a tile drawn from the bag
    (R8.7), a Ghost card (G1), a family's tokens (R9.1)."""
    if edit is not None and edit.before == 0:
        start, edit = edit.position, None
    left = None if shown is None else Counter(k for e in shown if (k := _hidden(e)) is not None)
    steps: list[Step] = []
    end = start
    for after, step in walk(start, quiet=True, edit=edit):
        if left is not None:
            needs = Counter(k for e in step[1] if (k := _hidden(e)) is not None)
            if not needs <= left:
                return Played(start, tuple(steps), end, step[0])
            left -= needs
        steps.append(step)
        end = after
    return Played(start, tuple(steps), end, None)


def _hidden(event: Event) -> object | None:
    """What ``event`` shows that a game in play keeps hidden until it shows it, as a key (None: nothing): the
    tile drawn (the bag's order), the Ghost card's values (the deck's order), whose tokens are revealed."""
    if event.kind is EventKind.TILE_DRAWN:
        return event.kind, event.args
    if event.kind is EventKind.GHOST_CARD_REVEALED and isinstance(event.args, GhostCardShown):
        return event.kind, event.args.p, event.args.c, event.args.s
    if event.kind is EventKind.TOKENS_REVEALED:  # (once the game has revealed them, a family's tokens are known)
        return event.kind, event.family
    return None


# what an end of round stopped before a step (in play) leaves undecided: the tiles drawn and the row they go
# into (R8.7), the Captain markers the Ghosts' cards move (G2) and the tokens add to (R9.1), the standings;
# the tiles drawn and the standings are not shown at all (NOT_SHOWN), the others as they stand there
_UNDECIDED = {
    Rule.R8_7: (Aspect.DRAWN, Aspect.ROW),
    Rule.G1: (Aspect.PRESTIGE,),
    Rule.R9_1: (Aspect.PRESTIGE, Aspect.STANDINGS),
}
NOT_SHOWN = frozenset({Aspect.DRAWN, Aspect.STANDINGS})


def _undecided(stopped: Rule | None, end: GameState) -> tuple[Aspect, ...]:
    if stopped is None:
        return ()
    undecided = set(_UNDECIDED.get(stopped, ()))
    if stopped is Rule.R8_7 and end.ghosts is not None:
        undecided.add(Aspect.PRESTIGE)  # (the Ghosts' steps follow the draws: G2)
    return tuple(a for a in Aspect if a in undecided)


def outcome(start: GameState, end: GameState, stopped: Rule | None = None) -> Outcome:
    """What the end of round from ``start`` to ``end`` decided, as the board shows it to everyone (``stopped``:
    the step it stopped before, in play)."""
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
        stopped,
        _undecided(stopped, end),
    )


def compare(start: GameState, edit: Edit, shown: Iterable[Event] | None = None) -> Comparison:
    """The end of round from ``start`` beside the one played with ``edit`` (the position before its
    ``edit.before``-th step changed): the engine plays both, every step as the rules have it; in play
    (``shown``: what the game has shown of this end of round), each only as far as the game has shown
    (:func:`played_to`)."""
    shown = None if shown is None else tuple(shown)
    real_played, what_played = played_to(start, None, shown), played_to(start, edit, shown)
    real = outcome(real_played.start, real_played.end, real_played.stopped)
    what_if = outcome(what_played.start, what_played.end, what_played.stopped)
    differ = tuple(a for a in Aspect if _as_far(a, real, what_if) and real.of(a) != what_if.of(a))
    whole = real_played.stopped is None and what_played.stopped is None
    first = diverged(real_played.steps, what_played.steps, whole)
    decided = _DECIDES.get(first.rule) if first is not None else None
    headline = decided if decided in differ else next(iter(differ), None)
    return Comparison(real, what_if, differ, first, headline)


def _as_far(aspect: Aspect, real: Outcome, what_if: Outcome) -> bool:
    """Whether both outcomes show ``aspect`` as far: both decided it, or both stopped before the same step."""
    left = aspect in real.undecided, aspect in what_if.undecided
    return left == (False, False) or (left == (True, True) and real.stopped is what_if.stopped)


def diverged(real: Sequence[Step], what_if: Sequence[Step], whole: bool = True) -> Diverged | None:
    """The first step whose result differs between two ends of round (None: every step is the same); not
    ``whole`` (one was stopped), only among the steps both played."""
    for k in range(max(len(real), len(what_if)) if whole else min(len(real), len(what_if))):
        a = real[k] if k < len(real) else None
        b = what_if[k] if k < len(what_if) else None
        if a is None or b is None or _result(a) != _result(b):
            return Diverged(k, a[0] if a is not None else None, b[0] if b is not None else None)
    return None


def _result(step: Step) -> tuple[object, ...]:
    """What a step did: its rule, events and changes, and, if it changed nothing, why."""
    why = (step.why, step.family) if isinstance(step, Quiet) else None
    return (*step, why)
