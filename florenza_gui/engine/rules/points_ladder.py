"""How a finished game's Victory Points were made, line by line (R9.1, R9.2,
R7.2d, R7.3), read from the public events its log holds: where each
family's Captain marker stood when its tokens were revealed, the points its
offices scored onto that marker that were still on it (the Bishop's,
R7.2d; the Cardinal's, R7.3), each token revealed, and the total.

Nothing here counts a point anew: every number is one a line of the log
made public (R9.1 revealed the tokens; the marker's moves by an office are
public), and each line of the ladder names the log line that shows it. A
token's value is never matched to the cash-in that banked it, which the
reveal never made public (RULES.md §9)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from ..model import places
from ..model.concerns import Thing
from ..model.events import Cardinal, Event, EventKind, Marker, MoveMade, Revealed
from ..model.movetypes import CaptainMarker
from ..model.places import BISHOP_CARD_PIECE
from ..model.ruleids import Rule
from ..model.state import GameState, LogEntry


class Earned(Enum):
    """What a line of the ladder counts."""

    MARKER = "marker"  # where the Captain marker stood when the tokens were revealed (R9.1)
    BISHOP = "bishop"  # the Bishop's points on that marker (R7.2d)
    CARDINAL = "cardinal"  # the Cardinal's points on that marker (R7.3)
    TOKEN = "token"  # a Prestige token revealed (R9.1)
    TOTAL = "total"  # the Victory Points (R9.2)


@dataclass(frozen=True, slots=True)
class PointsLine:
    """One line of a family's ladder: what it counts, the rule, the points,
    the log line that shows them (its row) and that line's round, and what
    earned them on the board (``lit``: lit while the line is pointed to):
    the Prestige space the marker stood on, the Church space the Bishop
    scored from, the Bishop card a Cardinal was re-elected holding, the
    tokens revealed; for the total, every family's board, where the
    numbers the standings compare stand."""

    earned: Earned
    rule: Rule
    points: int
    row: int
    round: int
    lit: tuple[Thing, ...] = ()


def points_ladder(state: GameState, family: str) -> tuple[PointsLine, ...]:
    """``family``'s Victory Points in a finished game as lines, the marker
    first (with the offices still on it), then its tokens, highest first,
    then the total; none when the log cannot account for them (the game is
    not over, a line read from a file without its event, or a finished game
    edited since its final scoring)."""
    standings = state.standings
    if standings is None or not standings.final:
        return ()
    mine = next((s for s in standings.standings if s.family == family), None)
    log = state.log
    decided = _last_row(log, lambda e: e.kind is EventKind.STANDINGS_DECIDED)
    if mine is None or decided is None:
        return ()
    shown = _last_row(log, lambda e: e.kind is EventKind.TOKENS_REVEALED and e.family == family, before=decided)
    if shown is None:
        return ()
    entry = log[shown]
    assert entry.event is not None
    revealed = entry.event.args
    assert isinstance(revealed, Revealed)
    if revealed.before + sum(revealed.tokens) != mine.victory_points:
        return ()
    offices = _offices_on_marker(log, family, shown)
    if sum(o.points for o in offices) > revealed.before:
        offices = ()
    marker = PointsLine(Earned.MARKER, Rule.R9_1, revealed.before, shown, entry.round,
                        (places.prestige(revealed.before),))
    tokens = tuple(PointsLine(Earned.TOKEN, Rule.R9_1, value, shown, entry.round, (places.tokens(family),))
                   for value in sorted(revealed.tokens, reverse=True))
    everyone = tuple(places.counts(f.id) for f in state.families)
    total = PointsLine(Earned.TOTAL, Rule.R9_2, mine.victory_points, decided, log[decided].round, everyone)
    return (marker, *offices, *tokens, total)


def _last_row(log: Sequence[LogEntry], wanted: Callable[[Event], bool], before: int | None = None) -> int | None:
    """The row of the last line before ``before`` whose event is ``wanted``."""
    for row in range(len(log) if before is None else before, 0, -1):
        event = log[row - 1].event
        if event is not None and wanted(event):
            return row - 1
    return None


def _offices_on_marker(log: Sequence[LogEntry], family: str, reveal: int) -> tuple[PointsLine, ...]:
    """The Bishop's (R7.2d) and Cardinal's (R7.3) points still on ``family``'s
    Captain marker at row ``reveal``: those scored since the marker last went
    to 0 (R7.1d) or was set by hand (M1), oldest first. A line without its
    event ends the search: what it did cannot be told."""
    found: list[PointsLine] = []
    for row in range(reveal - 1, -1, -1):
        entry = log[row]
        event = entry.event
        if event is None:
            break
        if event.family != family:
            continue
        if _resets_marker(event):
            break
        office = _office(event)
        if office is not None:
            earned, points, lit = office
            found.append(PointsLine(earned, event.rule, points, row, entry.round, lit))
    return tuple(reversed(found))


def _resets_marker(event: Event) -> bool:
    """The marker went to 0 (R7.1d) or was set by hand (M1): what was on it before is gone from it."""
    if event.kind is EventKind.CAPTAIN_MARKER_MOVED and event.rule == Rule.R7_1D:
        return True
    return event.kind is EventKind.MOVE_MADE and isinstance(event.args, MoveMade) and isinstance(
        event.args.move, CaptainMarker)


def _office(event: Event) -> tuple[Earned, int, tuple[Thing, ...]] | None:
    """What an office scored onto the marker, and what earned it: the Church space the Bishop's points
    are printed on (R7.2d), the Bishop card the Cardinal was re-elected holding (R7.3)."""
    if event.kind is EventKind.CAPTAIN_MARKER_MOVED and event.rule == Rule.R7_2D:
        assert isinstance(event.args, Marker)
        return Earned.BISHOP, event.args.amount, (places.church(event.args.space),)
    if event.kind is EventKind.CARDINAL_NAMED:
        assert isinstance(event.args, Cardinal)
        return Earned.CARDINAL, event.args.seats, (BISHOP_CARD_PIECE,)
    return None
