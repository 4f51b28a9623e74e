"""Final scoring and the winner (R9.1–R9.3, D12)."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence

from ..model import places
from ..model.changes import Step, set_family, set_state
from ..model.events import Decided, DecidedBy, Event, EventKind, Revealed, TieBreak
from ..model.places import STANDINGS
from ..model.ruleids import Rule
from ..model.state import Family, GameState, LogEntry, Standing, Standings


def rank(families: tuple[Family, ...], points: dict[str, int], final: bool) -> Standings:
    """R9.2 / R9.3: most Victory Points, then Resources, then Fiorini; equal
    on all three shares the place."""
    keys = {f.id: (-points[f.id], -f.resources, -f.fiorini) for f in families}
    ordered = sorted(families, key=lambda f: keys[f.id])
    ladder = sorted(keys.values())  # a place is 1 + how many keys sort strictly before its own
    rows = tuple(Standing(f.id, points[f.id], f.resources, f.fiorini, 1 + bisect_left(ladder, keys[f.id]),
                          _decided_by(f, families, points)) for f in ordered)
    return Standings(final, rows)


def _decided_by(f: Family, families: tuple[Family, ...], points: dict[str, int]) -> DecidedBy:
    """The last rung of the R9.3 ladder this family's place needed."""
    same_vp = [g for g in families if points[g.id] == points[f.id]]
    if len(same_vp) == 1:
        return DecidedBy.VICTORY_POINTS
    same_res = [g for g in same_vp if g.resources == f.resources]
    if len(same_res) == 1:
        return DecidedBy.RESOURCES
    same_fio = [g for g in same_res if g.fiorini == f.fiorini]
    return DecidedBy.FIORINI if len(same_fio) == 1 else DecidedBy.SHARED


def provisional(state: GameState) -> Standings:
    """Standings as if the game ended now (tokens counted, not revealed)."""
    if state.standings is not None:
        return state.standings
    points = {f.id: f.prestige + sum(f.tokens) for f in state.families}
    return rank(state.families, points, final=False)


def reveal_tokens(state: GameState, start: GameState) -> Step:
    """R9.1 / D12: each family reveals its tokens and its Captain marker moves
    up by their total; the revealed tokens are then spent."""
    events = []
    changes = []
    for f in state.in_turn_order():
        total = sum(f.tokens)
        events.append(Event(EventKind.TOKENS_REVEALED, Rule.R9_1, Revealed(f.name, f.tokens, f.prestige), f.id,
                            places.captain_marker(f.id), places.prestige(f.prestige),
                            places.prestige(f.prestige + total)))
        # the tokens are spent into the marker, so nothing is counted twice
        changes.append(set_family(f.id, prestige=f.prestige + total, tokens=()))
    return (Rule.R9_1, tuple(events), tuple(changes))


def decide_winner(state: GameState, start: GameState) -> Step:
    """R9.2 / R9.3: rank the families; equal standings share a place."""
    points = {f.id: f.prestige for f in state.families}
    standings = rank(state.families, points, final=True)
    winners = [s for s in standings.standings if s.place == 1]
    ladder = winners[0].decided_by
    if len(winners) > 1:
        rule = Rule.R9_3
    else:
        rule = Rule.R9_2 if ladder is DecidedBy.VICTORY_POINTS else Rule.R9_3
    names = tuple(state.name(s.family) for s in standings.standings if s.place == 1)
    others = tuple((state.name(s.family), s.place, s.victory_points) for s in standings.standings if s.place != 1)
    decided = Decided(names, winners[0].victory_points, ladder, others, tie_breaks(standings, state.name))
    event = Event(EventKind.STANDINGS_DECIDED, rule, decided, None, STANDINGS)
    return (rule, (event,), (set_state(standings=standings),))


def tie_breaks(standings: Standings, name: Callable[[str], str]) -> tuple[TieBreak, ...]:
    """R9.3 for every place after the first that a tie on Victory Points
    left to the next rungs, best place first: who is there (``name`` gives a
    family's name), the rung that decided it, and the families it was tied
    with on every rung above that one, placed ahead of it and behind it."""
    rows = standings.standings
    found: list[TieBreak] = []
    for place in sorted({s.place for s in rows if s.place > 1 and s.decided_by is not DecidedBy.VICTORY_POINTS}):
        there = [s for s in rows if s.place == place]
        rung = there[0].decided_by
        if rung is DecidedBy.SHARED:
            found.append(TieBreak(tuple(name(s.family) for s in there), place, rung))
            continue
        (me,) = there
        tied = [s for s in rows if s is not me and _tied_above(s, me, rung)]
        ahead = tuple(name(s.family) for s in tied if s.place < place)
        behind = tuple(name(s.family) for s in tied if s.place > place)
        found.append(TieBreak((name(me.family),), place, rung, ahead, behind))
    return tuple(found)


def _tied_above(other: Standing, me: Standing, rung: DecidedBy) -> bool:
    """Whether ``other`` equals ``me`` on every rung of R9.3 above ``rung``."""
    if other.victory_points != me.victory_points:
        return False
    return rung is DecidedBy.RESOURCES or other.resources == me.resources


FINAL_SCORING = (reveal_tokens, decide_winner)


def reveals(log: Sequence[LogEntry]) -> list[Event]:
    """The R9.1 reveals in a finished game's log: the lines the final scoring wrote after R8.1 ended the game
    (none in a game not over)."""
    found: list[Event] = []
    for entry in reversed(log):
        event = entry.event
        if event is None or event.kind in (EventKind.GAME_ENDED, EventKind.ROUND_ADVANCED):
            break
        if event.kind is EventKind.TOKENS_REVEALED:
            found.append(event)
    return found[::-1]
