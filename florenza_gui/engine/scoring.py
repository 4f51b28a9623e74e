"""Final scoring and the winner (R9.1–R9.3, D12)."""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import fields

from . import places
from .events import STANDINGS_DECIDED, TOKENS_REVEALED, Decided, DecidedBy, Events, new_event, new_record, revealed
from .places import STANDINGS
from .rules import R9_1, R9_2, R9_3
from .state import Family, GameState, Standing, Standings

Step = tuple[GameState, Events]


def rank(families: tuple[Family, ...], points: dict[str, int], final: bool) -> Standings:
    """R9.2 / R9.3: most Victory Points, then Resources, then Fiorini; equal
    on all three shares the place."""
    keys = {}
    for f in families:  # (loops, not comprehensions: 3.11 makes a function object for each)
        keys[f.id] = (-points[f.id], -f.resources, -f.fiorini)
    ordered = sorted(families, key=lambda f: keys[f.id])
    ladder = sorted(keys.values())  # a place is 1 + how many keys sort strictly before its own
    rows = []
    for f in ordered:
        rows.append(_standing(f.id, points[f.id], f.resources, f.fiorini, 1 + bisect_left(ladder, keys[f.id]),
                              _decided_by(f, families, points)))
    return _standings(final, tuple(rows))


# ``Standing(...)`` and ``Standings(...)``, made for every game's end, without
# their frozen dataclasses' ``__init__`` (an ``object.__setattr__`` call a
# field, behind ``type.__call__``): each slot set by its descriptor, the same
# value (tests/engine/test_rules_scoring.py compares them).
_SET_STANDING = tuple(getattr(Standing, f.name).__set__ for f in fields(Standing))
_SET_FINAL, _SET_STANDINGS = (getattr(Standings, f.name).__set__ for f in fields(Standings))


def _standing(family: str, points: int, resources: int, fiorini: int, place: int, by: DecidedBy) -> Standing:
    new = object.__new__(Standing)
    for set_field, value in zip(_SET_STANDING, (family, points, resources, fiorini, place, by), strict=True):
        set_field(new, value)
    return new


def _standings(final: bool, rows: tuple[Standing, ...]) -> Standings:
    new = object.__new__(Standings)
    _SET_FINAL(new, final)
    _SET_STANDINGS(new, rows)
    return new


def _decided_by(f: Family, families: tuple[Family, ...], points: dict[str, int]) -> DecidedBy:
    """The last rung of the R9.3 ladder this family's place needed."""
    same_vp = [g for g in families if points[g.id] == points[f.id]]
    if len(same_vp) == 1:
        return _BY_POINTS
    same_res = [g for g in same_vp if g.resources == f.resources]
    if len(same_res) == 1:
        return _BY_RESOURCES
    same_fio = [g for g in same_res if g.fiorini == f.fiorini]
    return _BY_FIORINI if len(same_fio) == 1 else _SHARED


# (module constants: reading an Enum class's member takes its metaclass's slow path)
_BY_POINTS, _BY_RESOURCES, _BY_FIORINI, _SHARED = (
    DecidedBy.VICTORY_POINTS, DecidedBy.RESOURCES, DecidedBy.FIORINI, DecidedBy.SHARED)


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
    for f in state.in_turn_order():
        total = sum(f.tokens)
        events.append(
            new_event(TOKENS_REVEALED, R9_1, revealed(f.name, f.tokens, f.prestige), f.id, places.captain_marker(f.id),
                      places.prestige(f.prestige), places.prestige(f.prestige + total))
        )
        # the tokens are spent into the marker, so nothing is counted twice
        state = state.with_family(f.id, prestige=f.prestige + total, tokens=())
    return state, tuple(events)


def decide_winner(state: GameState, start: GameState) -> Step:
    """R9.2 / R9.3: rank the families; equal standings share a place."""
    points = {f.id: f.prestige for f in state.families}
    standings = rank(state.families, points, final=True)
    winners = [s for s in standings.standings if s.place == 1]
    ladder = winners[0].decided_by
    if len(winners) > 1:
        rule = R9_3
    else:
        rule = R9_2 if ladder is _BY_POINTS else R9_3
    families, index = state.families, state._index
    names, others = [], []
    for s in standings.standings:  # (a loop, not comprehensions: see ``rank``)
        if s.place == 1:
            names.append(families[index[s.family]].name)
        else:
            others.append((families[index[s.family]].name, s.place, s.victory_points))
    decided = new_record(Decided, (tuple(names), winners[0].victory_points, ladder, tuple(others)))
    event = new_event(STANDINGS_DECIDED, rule, decided, None, STANDINGS)
    return state.evolve(standings=standings), (event,)


FINAL_SCORING = (reveal_tokens, decide_winner)
