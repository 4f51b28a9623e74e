"""The random player of ``simulate``'s whole games: random moves for
whoever is active, legal or not (the point is to try every kind of move,
and every refusal), drawn from one seeded generator so that a game replays
exactly."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from ..model.places import BISHOP_CARD, PredicatoreSpace
from ..model.state import GameState, Row
from ..rules.moves import (
    BishopMarker,
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
    attempt,
)
from .working import WorkingCopy


def _below(bits: Callable[[int], int], n: int) -> int:
    """A number below ``n`` drawn as ``random.Random`` draws one: the same
    bits taken from the same generator, so the same number.
    ``randrange(a, b)`` is ``a + _below(b - a)``, ``choice(seq)`` is
    ``seq[_below(len(seq))]`` (tests/engine/sim/test_random_player.py holds both
    on many seeds)."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


# The moves that name no character, made once (moves are immutable values):
# the random player picks from these instead of building a new one each time.
_CAPTAIN_TO = tuple(CaptainMarker(i) for i in range(-2, 30))  # randrange(-2, 30)
_BISHOP_TO = tuple(BishopMarker(i) for i in range(-1, 12))  # randrange(-1, 12)
_KINSMAN_TO = tuple(KinsmanToPredicatore(i) for i in range(6))
_TO_POOL = tuple(KinsmanToPool(BISHOP_CARD if s is None else PredicatoreSpace(s)) for s in (None, 1, 2, 3, 4))
_TO_CARD, _MUSE, _END_TURN, _PASS = KinsmanToBishopCard(), UseMuse(), EndTurn(), Pass()


def _pick(moves: tuple[Move, ...]) -> tuple[tuple[Move, ...], int, int]:
    """A kind of move picked among ``moves``: them, how many, and the bits
    ``_below`` draws for that many (0: one move, nothing drawn)."""
    n = len(moves)
    return moves, n, (n.bit_length() if n > 1 else 0)


# The fourteen kinds of random move, equally likely: a kind that names no
# character is a pick among moves made once; None, one ``_named_move`` makes.
_KINDS = (
    _pick(_CAPTAIN_TO),  # 0: randrange(-2, 30)
    _pick(_BISHOP_TO),  # 1: randrange(-1, 12)
    _pick(_KINSMAN_TO),  # 2: randrange(0, 6)
    _pick((_TO_CARD,)),  # 3
    _pick(_TO_POOL),  # 4: choice([None, 1, 2, 3, 4])
    None,  # 5: a Preacher to a space
    None,  # 6: Detain
    _pick((_MUSE,)),  # 7
    None,  # 8: FlipCard
    None,  # 9: SetCounts
    _pick(_CAPTAIN_TO[2:17]),  # 10: randrange(0, 15)
    _pick(_BISHOP_TO[1:12]),  # 11: randrange(0, 11)
    _pick((_END_TURN,)),  # 12
    _pick((_PASS,)),  # 13
)
_KIND_BITS = len(_KINDS).bit_length()


def random_move(state: GameState, r: random.Random) -> Move:
    """A random move for the active family; often illegal, which is the point.

    Fourteen kinds, equally likely; the characters are sorted so the same
    seed picks the same move in any process."""
    return _draw(r.getrandbits, row_characters(state.row))


def row_characters(row: Row) -> tuple[str, ...]:
    """The characters in the row, sorted, that a move may name ("nobody" if none)."""
    return tuple(sorted([c for ids in row for c in ids])) or ("nobody",)


def _draw(bits: Callable[[int], int], characters: tuple[str, ...]) -> Move:
    """``random_move`` (``characters``: the row's, ``row_characters``), with
    ``_below``'s draws written out for the kind and its pick (the same bits:
    tests/engine/sim/test_random_player.py)."""
    kind = bits(_KIND_BITS)
    while kind >= 14:
        kind = bits(_KIND_BITS)
    pick = _KINDS[kind]
    if pick is None:
        return _named_move(bits, kind, characters)
    moves, n, k = pick
    if not k:
        return moves[0]
    i = bits(k)
    while i >= n:
        i = bits(k)
    return moves[i]


def _named_move(bits: Callable[[int], int], kind: int, characters: tuple[str, ...]) -> Move:
    """The kinds that name a character (drawn first), and M10's counts."""
    if kind == 9:
        return SetCounts(_below(bits, 11) - 1, _below(bits, 501) - 1)
    character = characters[_below(bits, len(characters))]
    if kind == 5:
        space = 1 + _below(bits, 4)
        move = _NAMED.get((character, space))
        return move if move is not None else _kept((character, space), PreacherToPredicatore(character, space))
    move = _NAMED.get((character, kind))
    if move is None:
        move = _kept((character, kind), Detain(character) if kind == 6 else FlipCard(character))
    return move


# The moves naming a character, made once for each (character, kind or space):
# the board's characters are few, and a move is an immutable value.
_NAMED: dict[tuple[str, int], Move] = {}


def _kept(key: tuple[str, int], move: Move) -> Move:
    if len(_NAMED) < 4096:  # (bounded all the same: the row's characters come from the game)
        _NAMED[key] = move
    return move


def random_action_phase(state: GameState, r: random.Random, give_up_after: int = 60) -> Iterator[GameState]:
    """Random moves for whoever is active until everyone has passed; a family
    passes once it has tried ``give_up_after`` moves. Yields every new state."""
    tries = 0
    while state.active is not None:
        tries += 1
        move = random_move(state, r) if tries < give_up_after else _PASS
        verdict, after, _ = attempt(state, move)
        if verdict.ok:
            state = after
            yield state


def finish_action_phase(state: GameState, r: random.Random, give_up_after: int = 60) -> GameState:
    """The state once everyone has passed, by ``random_action_phase``'s moves
    (the same draws), made on a working copy: nobody watches the states in
    between."""
    working = WorkingCopy(state)
    working.play(_giving_up(working.state, r.getrandbits, give_up_after))
    return working.finish()


def _giving_up(draft: GameState, bits: Callable[[int], int], give_up_after: int) -> Iterator[Move]:
    """``random_action_phase``'s tries, on a working state read as it stands
    (its row, and so the characters a move may name, is the same all round)."""
    tries, characters = 0, row_characters(draft.row)
    while draft.active is not None:
        tries += 1
        yield _draw(bits, characters) if tries < give_up_after else _PASS


# How the random player of ``play_random_game`` plays a round: a family
# tries a few random moves (any kind, legal or not) in its turn, then ends
# it or passes for the round; after enough tries in the round everyone
# passes (a Pass is always legal, so every round ends). Short turns keep the
# games quick, while every kind of move, legal and illegal, still comes up in
# every game. Now and then a round is long: many tries a turn, half of them
# putting out Kinsmen, so pools run dry and the board fills up, and the
# refusals only a full board or an empty pool gives come up too.
SHORT_ROUND = (3, 24)  # (tries a turn, tries a round)
LONG_ROUND = (12, 60)
LONG_ROUND_CHANCE = 0.2
PASS_AFTER_TURN = 0.25


class _Player:
    """The random player for one round (deterministic from ``r``)."""

    def __init__(self, r: random.Random) -> None:
        self.r = r
        self.long = r.random() < LONG_ROUND_CHANCE
        self.per_turn, self.per_round = LONG_ROUND if self.long else SHORT_ROUND
        self.tries = 0
        self.turn_of: str | None = None
        self.turn_tries = 0
        self.characters: tuple[str, ...] | None = None  # the row's (``row_characters``): the same all round

    def next_move(self, state: GameState) -> Move:
        r = self.r
        if state.active != self.turn_of:
            self.turn_of, self.turn_tries = state.active, 0
        self.tries += 1
        self.turn_tries += 1
        if self.tries > self.per_round:
            return _PASS
        if self.turn_tries > self.per_turn:
            return _PASS if r.random() < PASS_AFTER_TURN else _END_TURN
        if self.long and r.random() < 0.5:
            return _TO_CARD if r.random() < 0.25 else _KINSMAN_TO[1 + _below(r.getrandbits, 4)]  # randrange(1, 5)
        if self.characters is None:
            self.characters = row_characters(state.row)
        return _draw(r.getrandbits, self.characters)

    def moves_on(self, draft: GameState) -> Iterator[Move]:
        """``next_move``'s moves, one a try, until everyone has passed, on a
        working state the moves change in place (so read as it stands at every
        try): the same draws (tests/engine/fast/test_working_copy.py plays the same
        games either way)."""
        bits, chance = self.r.getrandbits, self.r.random
        per_round, per_turn, long = self.per_round, self.per_turn, self.long
        tries, turn_of, turn_tries = self.tries, self.turn_of, self.turn_tries
        characters = row_characters(draft.row)
        while (active := draft.active) is not None:
            if active != turn_of:
                turn_of, turn_tries = active, 0
            tries += 1
            turn_tries += 1
            if tries > per_round:
                yield _PASS
            elif turn_tries > per_turn:
                yield _PASS if chance() < PASS_AFTER_TURN else _END_TURN
            elif long and chance() < 0.5:
                yield _TO_CARD if chance() < 0.25 else _KINSMAN_TO[1 + _below(bits, 4)]  # randrange(1, 5)
            else:
                yield _draw(bits, characters)
