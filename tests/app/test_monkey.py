"""The seeded monkey on the real window: several seeds, at least
2,000 random real Qt events in all, every check after every event. More
seeds: MONKEY_SEEDS="5 6 7" (and MONKEY_EVENTS per seed)."""

from __future__ import annotations

import os

import pytest

from tests.app.monkey import Monkey

SEEDS = [int(s) for s in os.environ.get("MONKEY_SEEDS", "101 202 303 404").split()]
EVENTS = int(os.environ.get("MONKEY_EVENTS", "520"))


@pytest.mark.slow
@pytest.mark.parametrize("seed", SEEDS)
def test_the_window_stays_a_function_of_the_game_under_random_input(window, loop, tmp_path, seed) -> None:  # type: ignore[no-untyped-def]
    with Monkey(window, loop, seed, tmp_path) as monkey:
        monkey.run(EVENTS)
    assert monkey.events_checked == EVENTS, "every event was sent and every check ran after it"
    assert monkey.quiet_seen, "no step that changes nothing was shown (a lesson's, or asked for in View)"
    assert monkey.reviewed, "no check ran while an end of round already played was reviewed"
    print(f"monkey seed {seed}: {EVENTS} events, {monkey.checked_rounds} ends of round checked against the engine "
          f"({monkey.reviewed} checks during a review); "
          f"{monkey.quiet_seen} checks on a step that changed nothing; "
          f"computed afresh (the others had the same game and file as a passing check): {monkey.checks_computed}")
