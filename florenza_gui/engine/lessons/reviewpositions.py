"""The positions a review question may be asked in: the shipped lessons (``resources/scenarios``) and,
where none asks the kind of question due (or only the position it was got wrong in does), the end of a
round of a random game made for it, found from a seed.

A position is named by its fingerprint: the same position has the same key whatever file or title it
comes with, so a review is never asked in the position it was got wrong in, copied under another name."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import NamedTuple

from ..fast.randomplayer import finish_action_phase
from ..fast.working import step_results
from ..files.scenarios import list_scenarios
from ..model.asks import Ask
from ..model.boarddata import standard_board
from ..model.movetypes import Move
from ..model.state import GameState
from ..model.types import Phase
from ..rules.setup import new_game
from ..sim.headless import play_game
from ..sim.simulate import _Player, seatings
from .predict import questions
from .review import Candidate

TRIES = 40  # seeds tried for a random position that asks a kind (every kind but the winner's comes up at once)


class Shipped(NamedTuple):
    """A shipped lesson as a review position: where its file is, and what it asks."""

    path: Path
    candidate: Candidate


def fingerprint(state: GameState) -> str:
    """The key of ``state``'s position: its saved form, without its lesson's title and questions, hashed."""
    from ..files.saves import to_dict

    data = to_dict(replace(state, scenario=None))
    text = json.dumps(data, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:16]


def asks_in(state: GameState) -> frozenset[Ask]:
    """The kinds of question the end of round from ``state`` (everyone has passed) asks, when every one is."""
    return frozenset(q.ask for q in questions(state, step_results(state)))


@cache
def shipped() -> tuple[Shipped, ...]:
    """Every shipped lesson whose end of round can be played, with what it asks (read once)."""
    from ..files.saves import load_path

    found = []
    for entry in list_scenarios():
        state = load_path(entry.path)
        if state.active is None and state.phase is Phase.ACTIONS:
            found.append(Shipped(entry.path, Candidate(fingerprint(state), asks_in(state))))
    return tuple(found)


def generated(ask: Ask, seed: int, avoid: frozenset[str] = frozenset()) -> GameState | None:
    """The end of a round of a random game (three families and a Ghost) whose questions include ``ask``,
    its position's key none of ``avoid``: from ``seed`` on (None: none in ``TRIES`` seeds). The winner is
    asked at the end of the last round, the rest at the end of a round before it."""
    last = standard_board().last_round
    for s in range(seed, seed + TRIES):
        r = random.Random(s)
        state = new_game(seatings(3, 1), seed=s)
        rounds = last - 1 if ask is Ask.WINNER else s % (last - 1)
        state, _, _ = play_game(state, _random_player(r), rounds)
        state = finish_action_phase(state, r)
        if ask in asks_in(state) and fingerprint(state) not in avoid:
            return state
    return None


def _random_player(r: random.Random) -> Callable[[GameState], Iterator[Move]]:
    """The random player of ``simulate``'s games, a new one each round."""

    def moves(working: GameState) -> Iterator[Move]:
        return _Player(r).moves_on(working)

    return moves
