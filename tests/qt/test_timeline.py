"""The end-of-round timeline rebuilds the state at its cursor from the
engine's step records, in any order the cursor moves: every state
equals the step-by-step view's, the events and log rows match, and the
no-return barriers are those of the step-by-step states."""

from __future__ import annotations

import random

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Phase
from florenza_gui.engine.rules.end_of_round import end_round_steps
from florenza_gui.engine.rules.privacy import no_return
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate
from florenza_gui.qt.timeline import Timeline


def _ends_of_action_phases(seed: int, humans: int, ghosts: int) -> list[GameState]:
    r = random.Random(seed)
    state = new_game(simulate.seatings(humans, ghosts), seed=seed, shuffle_order=True)
    out = []
    while state.phase is Phase.ACTIONS:
        state = simulate.finish_action_phase(state, r)
        out.append(state)
        state, _ = end_round(state)
    return out


def test_the_cursor_shows_the_step_by_step_state_whichever_way_it_moves() -> None:
    for seed, (humans, ghosts) in enumerate([(3, 0), (1, 2), (2, 3), (0, 2)]):
        for start in _ends_of_action_phases(seed, humans, ghosts):
            steps = [(start, ())] + list(end_round_steps(start))
            timeline = Timeline.of_round(start)
            assert timeline.count == len(steps) - 1
            order = list(range(len(steps)))
            random.Random(seed).shuffle(order)
            for k in [len(steps) - 1, *order]:  # the end first (Skip), then anywhere (Back, Step)
                at = timeline.at(k)
                assert at.state == steps[k][0], (seed, start.round, k)
                assert at.state.log == steps[k][0].log
                assert at.events == steps[k][1]
            assert timeline.end == end_round(start)[0]


def test_log_rows_and_barriers_follow_the_steps() -> None:
    for start in _ends_of_action_phases(5, 3, 2)[:4]:
        steps = [(start, ())] + list(end_round_steps(start))
        timeline = Timeline.of_round(start)
        for row in range(len(steps[-1][0].log) + 2):
            expected = next((k for k in range(1, len(steps))
                             if len(steps[k - 1][0].log) <= row < len(steps[k][0].log)), None)
            assert timeline.step_of_log_row(row) == expected
        rules = []
        for k in range(1, len(steps)):
            rule = no_return(steps[k][1], steps[k][0])
            if rule is None and k >= 2 and no_return(steps[k - 1][1], steps[k][0]) == "D13":
                rule = "D13"  # the step after a cash-in (R7.1d) with two or more humans
            rules.append(rule)
        assert [timeline.no_return_at(k) for k in range(1, len(steps))] == rules
        assert "D13" in rules or "G1" in rules
        assert timeline.barrier == next(r for r in rules if r)


def test_with_the_steps_that_change_nothing_each_step_shows_what_the_timeline_without_them_shows() -> None:
    """A lesson's timeline holds the steps that change nothing too: each shows the position of the step
    before it, writes no log row, and bars no return of its own; turned on or off, the cursor stays on
    the same position (on the step before, when the one it was on goes)."""
    for start in _ends_of_action_phases(7, 2, 1)[:4]:
        loud, every = Timeline.of_round(start), Timeline.of_round(start, quiet=True)
        assert every.count > loud.count and every.end == loud.end
        for k in range(every.count + 1):
            at = every.at(k)
            other = at.showing_quiet(False)
            assert other.cursor == at.changed and other.state == at.state
            assert (at.quiet_step is not None) == (k > 0 and not at.events)
            if k > 0:  # a step that changes nothing bars no return; any other bars what it bars without them
                assert at.no_return_at(k) == (None if at.quiet_step else loud.no_return_at(at.changed))
            back = other.showing_quiet(True)
            assert back.state == at.state and back.cursor <= k
        rows = range(len(every.end.log) + 1)
        assert [every.step_of_log_row(r) for r in rows] == [
            None if s is None else every.cursor_after(s) for s in (loud.step_of_log_row(r) for r in rows)]
