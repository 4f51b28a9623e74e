"""Random whole games with every invariant checked after every step; used by
the tests and by ``florenza-engine simulate``."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache

from .boarddata import standard_board
from .draft import Draft, StepRecord
from .events import Events
from .headless import play_game
from .invariants import FAMILY_FIELDS, Watcher, election_violations
from .moves import (
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
    play_in_place,
)
from .places import BISHOP_CARD, PredicatoreSpace
from .rounds import end_round, end_round_on, end_round_steps
from .setup import Seating, new_game
from .state import GameState
from .types import Difficulty, Phase, Seat
from .violation import Violation, violation_text
from .watched import WatchedDraft

COLOURS = ("red", "blue", "green", "yellow", "purple")


def seatings(humans: int, ghosts: int) -> list[Seating]:
    return list(_seatings(humans, ghosts))


@cache  # (immutable values, made once for each mix of seats)
def _seatings(humans: int, ghosts: int) -> tuple[Seating, ...]:
    seats = [Seating(c, c.capitalize(), Seat.HUMAN) for c in COLOURS[:humans]]
    seats += [Seating(c, c.capitalize(), Seat.GHOST) for c in COLOURS[humans : humans + ghosts]]
    return tuple(seats)


def _below(bits: Callable[[int], int], n: int) -> int:
    """``random.Random._randbelow(n)`` as CPython 3.11 and later draw it
    (``_randbelow_with_getrandbits``): the same bits taken from the same
    generator, so the same number, in one Python call instead of the two or
    three of ``randrange`` and ``choice``, which are pure Python (this player
    draws some 250 numbers a game). ``randrange(a, b)`` is ``a + _below(b - a)``,
    ``choice(seq)`` is ``seq[_below(len(seq))]``
    (tests/engine/test_random_player.py holds both on many seeds)."""
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

    Fourteen kinds, equally likely; the characters are sorted (only when a
    kind needs one) so the same seed picks the same move in any process."""
    return _draw(state, r.getrandbits)


def _draw(state: GameState, bits: Callable[[int], int]) -> Move:
    """``random_move``, with ``_below``'s draws written out for the kind and
    its pick (the same bits: tests/engine/test_random_player.py)."""
    kind = bits(_KIND_BITS)
    while kind >= 14:
        kind = bits(_KIND_BITS)
    pick = _KINDS[kind]
    if pick is None:
        return _named_move(state, bits, kind)
    moves, n, k = pick
    if not k:
        return moves[0]
    i = bits(k)
    while i >= n:
        i = bits(k)
    return moves[i]


def _named_move(state: GameState, bits: Callable[[int], int], kind: int) -> Move:
    """The kinds that name a character (drawn first), and M10's counts."""
    if kind == 9:
        return _set_counts(_below(bits, 11) - 1, _below(bits, 501) - 1)
    character = _character(state, bits)
    if kind == 5:
        return _preacher_to(character, 1 + _below(bits, 4))
    return _detain(character) if kind == 6 else _flip(character)


def _set_counts(resources: int, fiorini: int) -> SetCounts:
    """``SetCounts(resources, fiorini)`` without its frozen ``__init__``: its
    two slots set by their descriptors, the same value (tests/engine/test_random_player.py)."""
    new = object.__new__(SetCounts)
    _SET_RESOURCES(new, resources)
    _SET_FIORINI(new, fiorini)
    return new


_SET_RESOURCES, _SET_FIORINI = (getattr(SetCounts, name).__set__ for name in ("resources", "fiorini"))


# (bounded: a character's id may come from a file)
_preacher_to = lru_cache(maxsize=256)(PreacherToPredicatore)
_detain = lru_cache(maxsize=128)(Detain)
_flip = lru_cache(maxsize=128)(FlipCard)


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
    (the same draws), made on a private draft: nobody watches the states in
    between."""
    draft = Draft.draft(state)
    play_in_place(draft, _giving_up(draft, r.getrandbits, give_up_after))
    return draft.done()


def _giving_up(draft: GameState, bits: Callable[[int], int], give_up_after: int) -> Iterator[Move]:
    """``random_action_phase``'s tries, on a draft read as it stands."""
    tries = 0
    while draft.active is not None:
        tries += 1
        yield _draw(draft, bits) if tries < give_up_after else _PASS


def _character(state: GameState, bits: Callable[[int], int]) -> str:
    """``choice`` of the characters in the row, sorted, or "nobody"."""
    global _last_row, _last_sorted
    row = state.row
    if row is not _last_row:  # (a new row only after an end of round: known by identity, not hashed at every try)
        _last_row, _last_sorted = row, _sorted_characters(row)
    return _last_sorted[_below(bits, len(_last_sorted))]


_last_row: tuple[tuple[str, ...], ...] | None = None  # the row last asked about, and its characters sorted
_last_sorted: tuple[str, ...] = ()


@lru_cache(maxsize=64)  # (a row changes only at the end of a round)
def _sorted_characters(row: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
    return tuple(sorted([c for ids in row for c in ids])) or ("nobody",)


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
        return _draw(state, r.getrandbits)

    def moves_on(self, draft: GameState) -> Iterator[Move]:
        """``next_move``'s moves, one a try, until everyone has passed, on a
        draft the moves change in place (so read as it stands at every try):
        the same draws, in a generator's locals rather than a call and the
        player's attributes at every try (tests/engine/test_move_draft.py)."""
        bits, chance = self.r.getrandbits, self.r.random
        per_round, per_turn, long = self.per_round, self.per_turn, self.long
        tries, turn_of, turn_tries = self.tries, self.turn_of, self.turn_tries
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
                yield _draw(draft, bits)


def checked_steps(start: GameState, records: Iterable[StepRecord], watcher: Watcher) -> Iterator[list[Violation]]:
    """Every invariant at every step of an end of round, from the fast path's
    records: the steps' changes are made again, in place, on a private draft
    of ``start``, so the states checked are those of ``end_round_steps``
    (tests/engine/test_step_records.py) without a snapshot per step, and
    only the checks reading a field a step changed run again. ``watcher``
    must have last looked at ``start``. (A game checks each step as the fast
    path plays it, ``check_step``; this is for records from elsewhere.)"""
    working = Draft.draft(start)
    for record in records:
        for family, fields in record.changes:
            if family is None:
                working.evolve(**fields)
            else:
                working.with_family(family, **fields)
        yield check_step(watcher, working, record)


def check_step(watcher: Watcher, working: GameState, record: StepRecord) -> list[Violation]:
    """Every invariant of ``working``, the state a step of an end of round
    left (its record says what it changed): only the checks reading a field
    it changed run again, and the family check on the families it changed."""
    changed: set[str] = set()
    families: set[str] | None = set()  # the families changed in place; None: new families
    for family, fields in record.changes:
        if family is None:
            changed.update(fields)
            if "families" in fields:
                changed.add("_index")  # (new families, a new index)
                families = None
        else:
            changed.add("families")
            changed.update([FAMILY_FIELDS[f] for f in fields if f in FAMILY_FIELDS])
            if families is not None:
                families.add(family)
    return watcher.violations_in_place(working, frozenset(changed), families, at_rest=False)


def _action_phase(state: GameState, player: _Player, observe: Callable[[GameState, str, Move], None],
                  where: str) -> GameState:
    """The player's tries until everyone has passed, ``observe`` shown every
    new state and the move that made it."""
    while state.active is not None:
        move = player.next_move(state)
        verdict, after, _ = attempt(state, move)
        if verdict.ok:
            state = after
            observe(state, where, move)
    return state


def _action_phase_unwatched(state: GameState, player: _Player) -> tuple[GameState, int]:
    """``_action_phase`` when nobody watches: the state once everyone has
    passed, and how many moves were made. The moves change one private
    draft in place (no snapshot per move); the state returned is the one
    the snapshots would have reached (tests/engine/test_random_player.py)."""
    draft = Draft.draft(state)
    moves = play_in_place(draft, player.moves_on(draft))
    return draft.done(), moves


_GAME_OVER = Phase.GAME_OVER  # (an enum member read from a module name is quicker than from its class)


@dataclass
class SimulationResult:
    games: int = 0
    steps: int = 0
    violations: int = 0
    first_problem: str = ""


def play_random_game(
    seed: int,
    humans: int,
    ghosts: int,
    check_invariants: bool = True,
    result: SimulationResult | None = None,
    on_state: Callable[[GameState], None] | None = None,
) -> GameState:
    """Play one whole game with random moves; record any broken invariant."""
    game = _Game(seed, result if result is not None else SimulationResult(), check_invariants, on_state)
    r = random.Random(seed)
    difficulty = r.choice(list(Difficulty))
    state = new_game(seatings(humans, ghosts), seed=seed, difficulty=difficulty, shuffle_order=r.random() < 0.5)
    game.observe(state, "setup", full=True)
    rounds = standard_board().last_round
    if on_state is None and not check_invariants:  # nobody watches: the whole game on one draft
        state, moves, ended = play_game(state, lambda draft: _Player(r).moves_on(draft), rounds)
        game.result.steps += moves + ended
    else:
        state = game.play(state, r, rounds)
    result = game.result
    if state.phase is not _GAME_OVER:
        result.violations += 1
        result.first_problem = result.first_problem or f"seed {seed}: the game did not end after round 7"
    result.games += 1
    return state


class _Game:
    """One game's steps, counted and (``check``) checked: every state a move
    or a step of an end of round leaves, with every invariant (the watcher
    runs again those a step may have broken; all of them at a round's
    boundaries). Somebody shown every state (``on_state``) is shown
    snapshots; otherwise the moves and steps change a draft in place, a
    ``WatchedDraft`` when checked, which notes for the watcher what changed
    (the same states: tests/engine/test_watched_draft.py)."""

    def __init__(self, seed: int, result: SimulationResult, check: bool,
                 on_state: Callable[[GameState], None] | None) -> None:
        self.seed, self.result, self.check, self.on_state = seed, result, check, on_state
        self.watcher = Watcher()

    def observe(self, s: GameState, where: str, move: Move | None = None, at_rest: bool = True,
                full: bool = False) -> None:
        """Count a snapshot and check every invariant: those the step may
        have broken (the watcher), or all of them (``full``)."""
        self.result.steps += 1
        if self.on_state is not None:
            self.on_state(s)
        if self.check:
            watcher = self.watcher
            self.report(watcher.violations_of_all(s, at_rest) if full else watcher.violations(s, at_rest), where, move)

    def report(self, problems: list[Violation], where: str = "", move: Move | None = None) -> None:
        """Count ``problems`` and keep the first in words. The move is added
        to ``where`` only then: formatting one for every step is costly."""
        if problems:
            result = self.result
            result.violations += len(problems)
            if move is not None:
                where += f" after {move}"
            where = f"seed {self.seed} {where}" if where else f"seed {self.seed}"
            result.first_problem = result.first_problem or f"{where}: {violation_text(problems[0])}"

    def play(self, state: GameState, r: random.Random, rounds: int) -> GameState:
        """Up to ``rounds`` rounds of the random player's moves, each
        followed by its end of round, until the game is over."""
        for _ in range(rounds):
            before = self.action_phase(state, _Player(r))
            state = self.end_of_round(before)
            if self.check:
                self.report(election_violations(before, state))
            if state.phase is _GAME_OVER:
                break
        return state

    def action_phase(self, state: GameState, player: _Player) -> GameState:
        """The player's tries until everyone has passed."""
        if self.on_state is None and not self.check:
            state, moves = _action_phase_unwatched(state, player)
            self.result.steps += moves
            return state
        where = f"round {state.round}"
        if self.on_state is not None:
            return _action_phase(state, player, self.observe, where)
        draft, violations_noted = WatchedDraft.watched(state), self.watcher.violations_noted

        def made_one(move: Move) -> None:
            problems = violations_noted(draft)
            if problems:
                self.report(problems, where, move)

        self.result.steps += play_in_place(draft, player.moves_on(draft), made_one)
        return draft.done()

    def end_of_round(self, before: GameState) -> GameState:
        """Phase 7 and Phase 8 from ``before``: every step counted (and
        checked), and the state they end in (all the checks at rest)."""
        result = self.result
        if self.on_state is None and not self.check:
            result.steps += 1
            return end_round(before)[0]
        ending, after = f"round {before.round} end of round", f"round {before.round} after the end of round"
        if self.on_state is not None:  # the step-by-step view's states (tests/engine/test_step_records.py)
            state = before
            for state, _ in end_round_steps(before):
                self.observe(state, ending, at_rest=False)
            self.observe(state, after, full=True)
            return state
        draft, violations_noted = WatchedDraft.watched(before), self.watcher.violations_noted

        def each(working: GameState, step: Events) -> None:  # (``working`` is ``draft``)
            result.steps += 1
            problems = violations_noted(draft, False)
            if problems:
                self.report(problems, ending)

        state = end_round_on(draft, before, each)
        # the state at rest: the draft's last step's, its log written (the checks do not read it)
        result.steps += 1
        self.report(violations_noted(draft), after)
        return state
