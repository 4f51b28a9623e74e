"""A whole game nobody watches, played on one draft (issue 7).

``simulate``'s headless games play round after round and look at nothing in
between. Made round by round, each round's action phase and each end of
round would draft the state they are given (its dict and every family
copied) and end with a snapshot (``Draft.done``), fourteen copies a game
that only the next draft reads. Here one ``Draft`` plays the whole game:
every move and every step changes it in place, from the first round to the
last, and only the game's end is made a snapshot.

The log is still written, when it is read. An end of round's lines come from
the events its steps reported (``rounds.end_round_in_place``). A round's move
lines are made as ``Draft.done`` makes them, from the state the round started
from; that state is never made while the game is played, so
``RoundStarts`` makes it when the lines are first read, by playing the game
again from its first state the immutable way: the moves kept for each round
(``draft.replay_moves``), then its end (``rounds.end_round``). Every rule is
deterministic, so the states are those the game went through
(tests/engine/test_headless.py holds whole games equal to the snapshot path,
field by field and line by line).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial

from .draft import Draft, replay_moves
from .moves import play_in_place
from .movetypes import Move
from .rounds import end_round, end_round_in_place
from .state import GameState, LogEntry
from .types import Phase

_ACTIONS = Phase.ACTIONS  # (an enum member read from a module name is quicker than from its class)


class RoundStarts:
    """The state each round of a game played on one draft started from, made
    when first asked for, by playing the game again from its first state."""

    def __init__(self, first: GameState) -> None:
        self._starts = [first]
        self._moves: list[list[Move]] = []

    def add(self, moves: list[Move]) -> int:
        """Keep the moves of the next round played; its number in this game (0 first)."""
        self._moves.append(moves)
        return len(self._moves) - 1

    def write_moves(self, draft: Draft) -> None:
        """The moves made on ``draft`` this round, kept: its log gets their
        lines, made when read."""
        made = draft.take_moves()
        draft.evolve(log=draft.log.extend_when_read(len(made), partial(self.move_lines, self.add(made))))

    def move_lines(self, played: int) -> list[LogEntry]:
        """The log lines of the moves of round ``played`` (as ``add`` numbered it)."""
        return replay_moves(self.start_of(played), self._moves[played])[1]

    def start_of(self, played: int) -> GameState:
        """The state round ``played`` started from (its fields: its log is
        not written, as only the lines of its moves are wanted of it)."""
        starts = self._starts
        while len(starts) <= played:
            before = len(starts) - 1
            ended = replay_moves(starts[before], self._moves[before])[0]
            starts.append(end_round(ended)[0])
        return starts[played]


def play_game(state: GameState, moves_of: Callable[[GameState], Iterable[Move]],
              rounds: int) -> tuple[GameState, int, int]:
    """Up to ``rounds`` rounds from ``state``, at the start of an action
    phase, until the game is over: each round's moves are ``moves_of(draft)``
    (which may read the draft as it stands, a player's tries), tried for
    whoever is active until everyone has passed, then the round ends. The
    state reached, how many moves were legal, and how many rounds ended
    (``state`` is untouched)."""
    draft, starts = Draft.draft(state), RoundStarts(state)
    legal = ended = 0
    while ended < rounds and draft.phase is _ACTIONS:
        legal += play_in_place(draft, moves_of(draft))
        starts.write_moves(draft)
        end_round_in_place(draft)
        ended += 1
    return draft.done(), legal, ended
