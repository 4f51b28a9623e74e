"""The fast end of round (``end_round``, nothing kept between steps) and the
step-by-step view (``end_round_steps``, which the playback walks) agree: on
thousands of random positions the fast path's final state and events equal
the last step's state and all the steps' events (issue 7)."""

from __future__ import annotations

import random

from florenza_gui.engine import simulate
from florenza_gui.engine.rounds import end_round, end_round_steps
from florenza_gui.engine.setup import new_game
from florenza_gui.engine.types import Difficulty, Phase

SEATS = ((2, 0), (3, 0), (5, 0), (1, 1), (1, 4), (2, 3), (0, 2), (3, 2), (4, 1))


def test_fast_path_equals_the_last_step_on_thousands_of_positions() -> None:
    positions = 0
    for seed in range(420):
        humans, ghosts = SEATS[seed % len(SEATS)]
        r = random.Random(seed)
        state = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=r.choice(list(Difficulty)),
                         shuffle_order=r.random() < 0.5)
        while state.phase is Phase.ACTIONS:
            state = simulate.finish_action_phase(state, r, give_up_after=r.randrange(2, 40))
            fast, fast_events = end_round(state)
            steps = list(end_round_steps(state))
            last, _ = steps[-1]
            assert fast == last, (seed, state.round)
            assert fast.log == last.log and len(fast.log) == len(last.log)
            assert fast_events == tuple(e for _, events in steps for e in events)
            positions += 1
            state = fast
    assert positions >= 2500


def test_new_event_makes_the_same_event_as_the_named_tuple_constructor() -> None:
    """``new_event`` builds the tuple itself, so it must follow ``Event``'s
    fields: a field added to ``Event`` without it fails here."""
    from florenza_gui.engine import places
    from florenza_gui.engine.events import Event, EventKind, Marker, new_event
    from florenza_gui.engine.rules import Rule

    full = (EventKind.CAPTAIN_MARKER_MOVED, Rule.G2, Marker("Red", 3), "red", places.captain_marker("red"),
            places.prestige(1), places.prestige(4))
    assert new_event(*full) == Event(*full) and type(new_event(*full)) is Event
    assert new_event(EventKind.MUSE_TURNED, Rule.R8_8) == Event(EventKind.MUSE_TURNED, Rule.R8_8)
    assert new_event(*full).public_only is False
    assert Event._fields == ("kind", "rule", "args", "family", "piece", "from_", "to", "public_only")


def test_every_event_kind_is_also_a_module_constant_that_is_its_member() -> None:
    from florenza_gui.engine import events
    from florenza_gui.engine.events import EventKind

    assert {name: getattr(events, name, None) for name in EventKind.__members__} == dict(EventKind.__members__)
