"""Phase 7's postconditions (``phase7_postconditions.election_violations``) answer what
their plainest statement answers (a ``max`` and a comprehension a track),
on every round of random games, at ties and with broken ends of round."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from florenza_gui.engine.checks import invariants
from florenza_gui.engine.checks.phase7_postconditions import election_violations
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Phase
from florenza_gui.engine.model.violation import Broken, Violation, broken
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate


def _as_written(before: GameState, after: GameState) -> list[Violation]:
    out: list[Violation] = []
    banking = after.phase is not Phase.GAME_OVER
    families = before.families
    top = max([f.prestige for f in families])
    leaders = [f.id for f in families if f.prestige == top]
    captain = leaders[0] if len(leaders) == 1 else None
    if after.captain != captain:
        out.append(broken(Broken.WRONG_CAPTAIN))
    if captain is not None and after.turn_order[0] != captain:
        out.append(broken(Broken.CAPTAIN_NOT_FIRST))
    if captain is not None and banking:
        was, is_ = before.family(captain).tokens, after.family(captain).tokens
        if sum(is_) - sum(was) != top:
            out.append(broken(Broken.CAPTAIN_NOT_BANKED))
        if len(is_) < len(was):
            out.append(broken(Broken.CAPTAIN_LOST_TOKENS))
    ctop = max([f.church for f in families])
    cleaders = [f.id for f in families if f.church == ctop]
    bishop = cleaders[0] if len(cleaders) == 1 and ctop >= 3 else None
    if after.bishop != bishop:
        out.append(broken(Broken.WRONG_BISHOP))
    if bishop is not None and bishop != captain and after.turn_order[0 if captain is None else 1] != bishop:
        out.append(broken(Broken.BISHOP_OUT_OF_PLACE))
    if banking:
        out += [broken(Broken.BANKED_NOT_CAPTAIN, family=f.id) for f in families
                if f.id not in (captain, bishop) and after.family(f.id).tokens != f.tokens]
    return out


def _broken_ends(before: GameState, after: GameState, r: random.Random) -> dict[str, tuple[GameState, GameState]]:
    some = r.choice(after.families).id
    level = replace(before, families=tuple(f.evolve(prestige=7, church=4) for f in before.families))
    ahead = before.with_family(some, prestige=40, church=9)
    return {
        "as played": (before, after),
        "captain changed": (before, replace(after, captain=some)),
        "bishop changed": (before, replace(after, bishop=some)),
        "order reversed": (before, replace(after, turn_order=after.turn_order[::-1])),
        "tokens given": (before, after.with_family(some, tokens=(*after.family(some).tokens, 5))),
        "tokens taken": (before, after.with_family(some, tokens=())),
        "everyone level": (level, after),
        "one far ahead": (ahead, after),
    }


def test_the_postconditions_answer_what_they_answered_as_first_written() -> None:
    found = Counter[str]()
    rounds = 0
    for seed, (humans, ghosts) in enumerate([(2, 0), (3, 1), (5, 0), (1, 4), (0, 3), (2, 2)] * 4):
        r = random.Random(seed)
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, shuffle_order=True)
        while state.phase is Phase.ACTIONS:
            state = simulate.finish_action_phase(state, r, give_up_after=r.randrange(2, 30))
            after = end_round(state)[0]
            for name, (one, two) in _broken_ends(state, after, r).items():
                expected = _as_written(one, two)
                assert election_violations(one, two) == expected, (seed, name)
                found[name] += bool(expected)
            state = after
            rounds += 1
    assert rounds > 100
    assert found["as played"] == 0 and all(found[name] for name in found if name != "as played"), found
    assert invariants.election_violations is election_violations  # (still read from its first home)
