"""The invariants every state keeps; checked after every step of the random
games in the tests and by ``florenza-engine simulate``.

Each invariant is a ``Check``: a function of the state and the fields of the
state it reads. ``violations`` runs them all. ``watcher.Watcher`` follows a game
step by step and runs again only the checks that read a field the step
changed, reusing the others' last findings: a check is a function of the
fields it reads, so its finding cannot have changed. Its answer is the full
check's answer at every step (a test proves it on thousands of random steps,
broken ones included); it is several times cheaper, as most moves change a
family or two and the Predicatore spaces, while the characters' places (the
costliest checks) change only at the end of a round.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from ..model.boarddata import standard_board
from ..model.state import GameState, KinsmanOn, PreacherOn
from ..model.types import Kind, LifeCard, Phase
from ..model.violation import Broken, Violation, broken
from .familycheck import FAMILY_NUMBERS as FAMILY_NUMBERS
from .familycheck import family_violations as family_violations
from .oneplace import ONE_PLACE, moved_within
from .phase7_postconditions import election_violations as election_violations  # (exported with the invariants)

NEW_FAMILIES = "families:new"
"""Changed when the families' tuple was replaced (all of them new; not a
field's name, nor a family's place)."""

AT_REST = "at_rest"
"""Not a field: whether the state is between two steps of an end of round
(False) or at rest; the checks that depend on it name it as if it were.
A check that needs only the families' ids reads ``_index`` (their index,
made anew whenever the families' tuple is replaced, kept when one family's
numbers change), not ``families``; one that reads a single number of every
family names it as ``families.<field>`` (``FAMILY_FIELDS``), changed when
that number of some family changed (or the families were replaced), so a
move that changes another number does not run it again."""

FAMILY_FIELDS = {"pool": "families.pool", "passed": "families.passed"}
"""The families' numbers a check may read on their own, by ``Family`` field."""


@cache
def _board_numbers() -> tuple[int, int, frozenset[int], int, int, int]:
    """The board's top Church space, Kinsmen per family, token values,
    Predicatore spaces, Bishop card capacity and last round, read once."""
    board = standard_board()
    return (board.church_max, board.kinsmen, frozenset(board.board.tokens.denominations), board.spaces,
            board.bishop_card_capacity, board.last_round)


Find = Callable[[GameState, bool], list[Violation]]


@dataclass(frozen=True, slots=True)
class Check:
    """One invariant: ``find`` returns its broken parts (``Violation``s),
    and reads only the fields named in ``reads`` (and ``AT_REST``)."""

    reads: frozenset[str]
    find: Find


CHECKS: list[Check] = []


def _check(*reads: str) -> Callable[[Find], Find]:
    def register(find: Find) -> Find:
        CHECKS.append(Check(frozenset(reads), find))
        return find

    return register


@_check("turn_order", "_index")
def _turn_order(state: GameState, at_rest: bool) -> list[Violation]:
    """The order holds every family once (the families' ids are distinct and
    the order has as many, all of them: ``sorted(order) == sorted(ids)``).
    The ids are read off the families' index, made with the families: it
    has one key a family, so fewer than the families when two share an id."""
    index, order = state._index, state.turn_order
    if len(index) == len(state.families) == len(order) and index.keys() == set(order):
        return []
    return [broken(Broken.TURN_ORDER, "turn_order")]


@_check("families.pool", "_index", "predicatore", "bishop_card")
def _kinsmen(state: GameState, at_rest: bool) -> list[Violation]:
    kinsmen = _board_numbers()[1]
    # The owners of the Kinsmen on the Bishop card and on spaces, one entry a Kinsman.
    owners = list(state.bishop_card)
    for o in state.predicatore:
        if o.__class__ is KinsmanOn:
            owners.append(o.family)
    out: list[Violation] = []
    for f in state.families:
        pool = f.pool
        on_board = owners.count(f.id)
        if pool < 0 or pool + on_board != kinsmen:
            out.append(broken(Broken.KINSMEN_SUM, "families[].pool", family=f.id, kinsmen=kinsmen, pool=pool,
                              board=on_board))
    return out


@_check("row", "bag", "out_of_game", "characters")
def _one_place_each(state: GameState, at_rest: bool) -> list[Violation]:
    """No repeats and no character missing or unknown: exactly one place each.

    Counted from the last places found so (``ONE_PLACE``) when it can be:
    most steps move a few characters between the row, the bag and the out
    of game pile, so the characters in the parts that changed, before and
    after, are compared instead of every character's place (the same answer:
    tests/engine/checks/test_invariant_memo.py)."""
    places = (state.row, state.bag, state.out_of_game, state.characters)
    last = ONE_PLACE[0]
    if last is not None and moved_within(last, places):
        ONE_PLACE[0] = places
        return []
    row, bag, out, characters = places
    unique = set(bag)
    unique.update(out, *row)
    if len(unique) != len(bag) + len(out) + sum(map(len, row)) or unique != characters.keys():
        return [broken(Broken.ONE_PLACE, "characters")]
    ONE_PLACE[0] = places
    return []


@_check("row", "characters")
def _row_rounds(state: GameState, at_rest: bool) -> list[Violation]:
    characters = state.characters  # (a character unknown here is ``_one_place_each``'s to report)
    out: list[Violation] = []
    # under Life card ``n`` (its value, 1 to 6), a character has ``n`` rounds or more: R8.7 puts a card
    # under its rounds, R8.6 lowers it
    for n, ids_ in enumerate(state.row[: len(LifeCard)], 1):
        for j, c in enumerate(ids_):
            character = characters.get(c)
            if character is not None and character.rounds < n:
                out.append(broken(Broken.BEYOND_ROUNDS, f"row.{LifeCard(n).name}[{j}]", character=c))
    return out


@_check("predicatore", "characters", "row", "_index")
def _occupants(state: GameState, at_rest: bool) -> list[Violation]:
    out: list[Violation] = []
    index = state._index  # (``has_family``'s look-up)
    for i, occ in enumerate(state.predicatore):
        if occ is None:
            continue
        if isinstance(occ, PreacherOn):
            ch = state.characters.get(occ.character)
            if ch is None or ch.kind is not Kind.PREACHER or state.life_card_of(occ.character) is None:
                out.append(broken(Broken.NOT_A_PREACHER, f"predicatore[{i}].preacher", character=occ.character))
        elif isinstance(occ, KinsmanOn) and occ.family not in index:
            out.append(broken(Broken.UNKNOWN_KINSMAN, f"predicatore[{i}].kinsman"))
    return out


# The board's checks, one a field: a change to one field runs one.
@_check("predicatore")
def _spaces(state: GameState, at_rest: bool) -> list[Violation]:
    spaces = _board_numbers()[3]
    return [broken(Broken.SPACES, "predicatore", spaces=spaces)] if len(state.predicatore) != spaces else []


@_check("bishop_card")
def _bishop_card_room(state: GameState, at_rest: bool) -> list[Violation]:
    return [broken(Broken.BISHOP_CARD_FULL, "bishop_card")] if len(state.bishop_card) > _board_numbers()[4] else []


@_check("detained", "row")
def _detained_in_row(state: GameState, at_rest: bool) -> list[Violation]:
    detained = state.detained
    if detained is not None and state.life_card_of(detained) is None:
        return [broken(Broken.DETAINED_NOT_IN_ROW, "detained", character=detained)]
    return []


@_check("round")
def _round_in_range(state: GameState, at_rest: bool) -> list[Violation]:
    last_round = _board_numbers()[5]
    return [broken(Broken.ROUND_OUTSIDE, "round", last=last_round)] if not 1 <= state.round <= last_round else []


# The offices' checks, one an office: the active family changes at
# every turn, the others once a round.
def _not_families(state: GameState, *offices: tuple[str, str | None]) -> list[Violation]:
    """The offices (each its field and its holder) held by no family of the game."""
    index = state._index
    return [broken(Broken.NOT_A_FAMILY, field, family=holder) for field, holder in offices
            if holder is not None and holder not in index]


@_check("captain", "bishop", "_index")
def _captain_and_bishop(state: GameState, at_rest: bool) -> list[Violation]:
    index, captain, bishop = state._index, state.captain, state.bishop
    if (captain is None or captain in index) and (bishop is None or bishop in index):
        return []  # (the common case, in one test)
    return _not_families(state, ("captain", captain), ("bishop", bishop))


@_check("active", "_index")
def _active_office(state: GameState, at_rest: bool) -> list[Violation]:
    active = state.active
    return [] if active is None or active in state._index else _not_families(state, ("active", active))


@_check("first_player_card", "_index")
def _holder_office(state: GameState, at_rest: bool) -> list[Violation]:
    holder = state.first_player_card.holder
    if holder is None or holder in state._index:
        return []
    return _not_families(state, ("first_player_card.holder", holder))


@_check("first_player_card", AT_REST)
def _first_player_card_held(state: GameState, at_rest: bool) -> list[Violation]:
    if at_rest and state.first_player_card.holder is None:
        return [broken(Broken.NO_FIRST_PLAYER, "first_player_card.holder")]
    return []


@_check("phase", "active", "families.passed", "_index")
def _active_has_not_passed(state: GameState, at_rest: bool) -> list[Violation]:
    active = state.active
    if active is not None and state.phase is Phase.ACTIONS:
        i = state._index.get(active)  # (an unknown family is ``_offices``' to report)
        if i is not None and state.families[i].passed:
            return [broken(Broken.ACTIVE_PASSED, "active", family=active)]
    return []


@_check("phase", "standings", AT_REST)
def _standings_at_the_end(state: GameState, at_rest: bool) -> list[Violation]:
    if at_rest and state.standings is None and state.phase is Phase.GAME_OVER:
        return [broken(Broken.NO_STANDINGS, "standings")]
    return []


def violations(state: GameState, at_rest: bool = True) -> list[Violation]:
    """Every broken invariant (empty when all hold), typed: ``wording.render`` words one.

    ``at_rest`` is False for the states between the steps of an end of
    round, where the First Player card may be in nobody's hands (D3 until
    R7.5) and a finished game has no standings yet (R8.1 until R9.2)."""
    found = [problem for check in CHECKS for problem in check.find(state, at_rest)]
    return found + [problem for f in state.families for problem in family_violations(f)]
