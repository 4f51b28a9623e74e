"""A whole game nobody watches, played on one working copy.

``simulate``'s headless games play round after round and look at nothing in
between: every move and every step changes one ``working.WorkingCopy`` in
place, from the first round to the last, and only the game's end is handed
over as a snapshot. Its log is written as it is played, or, for a game
nobody reads, not at all (``log=False``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ..fast.working import WorkingCopy
from ..model.movetypes import Move
from ..model.state import GameState
from ..model.types import Phase


def play_game(state: GameState, moves_of: Callable[[GameState], Iterable[Move]],
              rounds: int, log: bool = True) -> tuple[GameState, int, int]:
    """Up to ``rounds`` rounds from ``state``, at the start of an action
    phase, until the game is over: each round's moves are ``moves_of(working)``
    (which may read the working state as it stands, a player's tries), tried
    for whoever is active until everyone has passed, then the round ends. The
    state reached, how many moves were legal, and how many rounds ended
    (``state`` is untouched)."""
    working = WorkingCopy(state, log)
    legal = ended = 0
    while ended < rounds and working.state.phase is Phase.ACTIONS:
        legal += working.play(moves_of(working.state))
        working.end_round()
        ended += 1
    return working.finish(), legal, ended
