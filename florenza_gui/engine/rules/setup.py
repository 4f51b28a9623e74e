"""Setting a new game up (D1, RULES.md §2)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ..model.boarddata import standard_board
from ..model.changes import apply_changes, set_state
from ..model.limits import ID_MAX, MAX_SEED, NAME_MAX
from ..model.rng import shuffled
from ..model.ruleids import Rule
from ..model.state import Character, Family, FirstPlayerCard, GameState, LogEntry
from ..model.types import CardSide, Difficulty, FirstPlayerSide, Kind, Muse, Phase, Seat
from ..words.filewords import text_problem
from .ghosts import new_ghosts
from .phase8 import draw_into_row
from .turns import start_round

FAMILY_ID = re.compile(r"^[a-z]+$")


@dataclass(frozen=True, slots=True)
class Seating:
    """A family at setup: its id, name and seat."""

    id: str
    name: str
    seat: Seat = Seat.HUMAN


@cache
def _roster() -> tuple[tuple[str, Character], ...]:
    """The board's characters, New side up, as (id, character): immutable,
    so every game starts from the same objects (made once, not per game)."""
    return tuple((c.id, Character(c.id, c.name, Kind(c.kind), c.rounds, CardSide.NEW)) for c in standard_board().roster)


class SetupError(ValueError):
    """A game that cannot be set up; the message names the rule (D1)."""


def new_game(
    seats: Sequence[Seating],
    seed: int,
    difficulty: Difficulty = Difficulty.NORMAL,
    shuffle_order: bool = False,
) -> GameState:
    """D1: markers on 0, Kinsmen in pools, Muse Available, the bag shuffled
    once from the seed and six characters dealt to the row."""
    board = standard_board()
    _check_seats(seats, seed)
    families, order, has_ghosts = [], [], False
    for s in seats:
        families.append(Family(s.id, s.name, s.seat, pool=board.kinsmen))
        order.append(s.id)
        has_ghosts = has_ghosts or s.seat is Seat.GHOST
    if shuffle_order:
        shuffled(seed, "turn-order", order)
    characters = dict(_roster())
    bag = sorted(characters)
    shuffled(seed, "bag", bag)
    state = _blank_state().evolve(
        seed=seed,
        families=tuple(families),
        turn_order=tuple(order),
        first_player_card=FirstPlayerCard(FirstPlayerSide.FIRST_PLAYER, order[0]),
        predicatore=(None,) * board.spaces,
        row=((),) * board.board.life_cards.count,
        characters=characters,
        bag=tuple(bag),
        ghosts=new_ghosts(seed, difficulty) if has_ghosts else None,
    )
    _, drawn, changes = draw_into_row(state, board.board.life_cards.characters_at_setup, Rule.D1)
    state = apply_changes(state, changes)
    _, opening, changes = start_round(state)
    lines = state.log.extend(LogEntry(1, e.rule, e) for e in drawn + opening)
    return apply_changes(state, (*changes, set_state(log=lines)))




def _check_seats(seats: Sequence[Seating], seed: int) -> None:
    """D1's limits on a new game: the seed, and the families: how many, their ids and their names."""
    if not 0 <= seed <= MAX_SEED:  # (the saved game keeps it: FORMAT.md)
        raise SetupError(f"D1: the seed is a whole number from 0 to {MAX_SEED}, not {seed}")
    problem = _seats_problem(tuple(seats))
    if problem:
        raise SetupError(problem)


def _seats_problem(seats: tuple[Seating, ...]) -> str:
    """What D1 refuses in these families, in words, or ""."""
    limits = standard_board().board.families
    if not limits.min <= len(seats) <= limits.max:
        return f"D1: a game has {limits.min} to {limits.max} families, not {len(seats)}"
    ids = [s.id for s in seats]
    if len(set(ids)) != len(ids) or not all(FAMILY_ID.match(i) for i in ids):
        return "D1: family ids must be distinct lowercase words"
    if any(len(i) > ID_MAX for i in ids):
        return f"D1: a family id has at most {ID_MAX} letters"
    for s in seats:
        problem = _name_problem(s.name)
        if problem:
            return f"D1: the name of family {s.id} {problem} (a name has 1 to {NAME_MAX} characters)"
    return ""


def _name_problem(name: str) -> str:
    return text_problem(name, NAME_MAX, visible=True)


# A new game's state is made from a blank one, every field given or left at its default.
@cache
def _blank_state() -> GameState:
    return GameState(
        seed=0,
        round=1,
        phase=Phase.ACTIONS,
        families=(),
        turn_order=(),
        active=None,
        captain=None,
        bishop=None,
        first_player_card=FirstPlayerCard(FirstPlayerSide.FIRST_PLAYER, None),
        bishop_card=(),
        predicatore=(),
        detained=None,
        row=(),
        characters={},
        bag=(),
        out_of_game=(),
        muse=Muse.AVAILABLE,
        ghosts=None,
    )
