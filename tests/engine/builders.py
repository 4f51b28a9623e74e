"""Small game states for the rule tests, written the way the rules speak.

``game(fam("red", prestige=14), fam("blue", church=5), ...)`` sets up a real
game with ``new_game`` and then places the markers, tokens, Kinsmen, cards
and offices the test describes, so every test starts from a state the engine
itself could have reached. Nothing here computes a rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

from florenza_gui.engine import (
    CardSide,
    Difficulty,
    Event,
    FirstPlayerCard,
    FirstPlayerSide,
    GameState,
    GhostCard,
    KinsmanOn,
    Muse,
    Phase,
    PreacherOn,
    Seat,
    Seating,
    apply,
    new_game,
    standard_board,
)
from florenza_gui.engine.model.changes import Step, apply_changes
from florenza_gui.engine.rules.end_of_round import start_round

K = KinsmanOn
P = PreacherOn


@dataclass(frozen=True)
class F:
    """One family as a test describes it; ``pool`` None means 'whatever is
    left after the Kinsmen the test put on the board'."""

    id: str
    prestige: int = 0
    church: int = 0
    tokens: tuple[int, ...] = ()
    ghost: bool = False
    pool: int | None = None
    resources: int = 0
    fiorini: int = 0
    cardinal: int = 0
    passed: bool | None = None

    @property
    def name(self) -> str:
        return self.id.capitalize()


def fam(id: str, **kw: object) -> F:
    return F(id, **kw)  # type: ignore[arg-type]


def ghost(id: str, **kw: object) -> F:
    return F(id, ghost=True, **kw)  # type: ignore[arg-type]


def game(
    *families: F | str,
    order: Sequence[str] | None = None,
    captain: str | None = None,
    bishop: str | None = None,
    round: int = 2,
    seed: int = 7,
    difficulty: Difficulty = Difficulty.NORMAL,
    row: Mapping[int, Iterable[str]] | None = None,
    bag: Sequence[str] | None = None,
    regular: Iterable[str] = (),
    predicatore: Sequence[KinsmanOn | PreacherOn | None] | None = None,
    bishop_card: Sequence[str] = (),
    detained: str | None = None,
    muse: Muse = Muse.AVAILABLE,
    ghost_deck: Sequence[GhostCard] | None = None,
    first_player: str | None = None,
    active: str | None = None,
    phase: Phase = Phase.ACTIONS,
) -> GameState:
    """A game in the action phase of ``round`` with everything as given.

    ``row`` maps a Life card number (1..6) to the characters under it; the
    rest of the roster goes to the bag (``bag`` puts these first, in this
    order; with ``bag`` given, characters named nowhere are out of the game).
    ``regular`` names characters whose card shows its regular side.
    """
    specs = [f if isinstance(f, F) else F(f) for f in families]
    seats = [Seating(f.id, f.name, Seat.GHOST if f.ghost else Seat.HUMAN) for f in specs]
    state = new_game(seats, seed, difficulty)
    board = standard_board()

    if row is not None:
        rows = [tuple(row.get(i, ())) for i in range(1, 7)]
        in_row = {c for r in rows for c in r}
        rest = [c.id for c in board.roster if c.id not in in_row]
        if bag is None:
            new_bag, out = tuple(rest), ()
        else:
            new_bag = tuple(bag)
            out = tuple(c for c in rest if c not in new_bag)
        state = replace(state, row=tuple(rows), bag=new_bag, out_of_game=out)
    elif bag is not None:
        raise ValueError("give the row when giving the bag")
    for c in regular:
        state = state.with_character(c, side=CardSide.REGULAR)

    slots = tuple(predicatore) if predicatore is not None else (None,) * board.spaces
    state = replace(
        state,
        round=round,
        predicatore=slots,
        bishop_card=tuple(bishop_card),
        detained=detained,
        muse=muse,
        captain=captain,
        bishop=bishop,
        turn_order=tuple(order) if order is not None else tuple(f.id for f in specs),
        log=(),
    )
    for f in specs:
        on_board = sum(1 for o in state.predicatore if o == K(f.id)) + state.bishop_card.count(f.id)
        state = state.with_family(
            f.id,
            prestige=f.prestige,
            church=f.church,
            tokens=tuple(f.tokens),
            pool=f.pool if f.pool is not None else board.kinsmen - on_board,
            resources=f.resources,
            fiorini=f.fiorini,
            cardinal=f.cardinal,
        )
    if captain is not None:
        card = FirstPlayerCard(FirstPlayerSide.CAPTAIN, captain)
    else:
        card = FirstPlayerCard(FirstPlayerSide.FIRST_PLAYER, first_player or state.turn_order[0])
    state = replace(state, first_player_card=card)
    if ghost_deck is not None:
        assert state.ghosts is not None, "only a game with Ghost seats has a Ghost deck"
        state = replace(state, ghosts=replace(state.ghosts, deck=tuple(ghost_deck)))

    state, _ = applied(state, start_round(state))
    for f in specs:
        if f.passed is not None:
            state = state.with_family(f.id, passed=f.passed)
    if active is not None:
        state = replace(state, active=active)
    return replace(state, phase=phase)


def play(state: GameState, *moves: object) -> tuple[GameState, tuple[Event, ...]]:
    """Apply moves one after the other for whoever is active."""
    events: list[Event] = []
    for move in moves:
        state, evs = apply(state, move)  # type: ignore[arg-type]
        events.extend(evs)
    return state, tuple(events)


def applied(state: GameState, step: Step) -> tuple[GameState, tuple[Event, ...]]:
    """A step's result made on ``state`` (the immutable applier): the state after it, and its events."""
    _, events, changes = step
    return apply_changes(state, changes), events


def rules_of(events: Iterable[Event]) -> list[str]:
    return [e.rule for e in events]


def prestige(state: GameState) -> dict[str, int]:
    return {f.id: f.prestige for f in state.families}


def church(state: GameState) -> dict[str, int]:
    return {f.id: f.church for f in state.families}


def tokens(state: GameState) -> dict[str, tuple[int, ...]]:
    return {f.id: f.tokens for f in state.families}


def pools(state: GameState) -> dict[str, int]:
    return {f.id: f.pool for f in state.families}


def phase7(state: GameState) -> tuple[GameState, tuple[Event, ...]]:
    """Run only Phase 7 (R7.1–R7.5), every step seeing the round-end state."""
    from florenza_gui.engine.rules.phase7 import PHASE_7

    start = state
    events: list[Event] = []
    for step in PHASE_7:
        state, evs = applied(state, step(state, start))
        events.extend(evs)
    return state, tuple(events)


def case(rule: str, name: str, *values: object) -> object:
    """A row of a rule table whose pytest id starts with the rule id."""
    import pytest

    return pytest.param(*values, id=f"{rule}-{name}")
