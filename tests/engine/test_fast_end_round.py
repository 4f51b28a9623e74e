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


def test_the_quick_payload_makers_make_what_the_named_tuples_make() -> None:
    """Each maker gives every field in order: a field added to a payload
    without its maker, or two fields swapped, fails here."""
    from florenza_gui.engine import events as ev

    cases = [
        (ev.tie(("Red", "Blue"), 4, True, 3), ev.Tie(("Red", "Blue"), 4, everyone=True, minimum=3)),
        (ev.tie(("Red",), 2), ev.Tie(("Red",), 2)),
        (ev.election("Red", 9, (("Blue", 3),)), ev.Election("Red", 9, (("Blue", 3),))),
        (ev.handover("Red", "Blue", 2), ev.Handover("Red", other="Blue", stay=2)),
        (ev.handover("Red"), ev.Handover("Red")),
        (ev.banked("Red", 7, (5, 1, 1), 4), ev.Banked("Red", 7, (5, 1, 1), 4)),
        (ev.marker("Red", 1, 2, 3, 4), ev.Marker("Red", amount=1, space=2, card=3, top=4)),
        (ev.marker("Red"), ev.Marker("Red")),
        (ev.new_order(("red", "blue"), "Red", (("Blue", 2),), True),
         ev.NewOrder(("red", "blue"), name="Red", listing=(("Blue", 2),), first=True)),
        (ev.new_order(("red",)), ev.NewOrder(("red",))),
        (ev.cardinal("Red", 2, 5), ev.Cardinal("Red", 2, 5)),
        (ev.round_start(3, "Red", ("Green",), ("red", "green")), ev.RoundStart(3, "Red", ("Green",), ("red", "green"))),
        (ev.ghost_placed("Green", ev.Landing.TAKEN, 2, 3, 2),
         ev.GhostPlaced("Green", ev.Landing.TAKEN, wanted=2, space=3, last_taken=2)),
        (ev.ghost_placed("Green", ev.Landing.NO_POOL), ev.GhostPlaced("Green", ev.Landing.NO_POOL)),
        (ev.revealed("Red", (5, 1), 3), ev.Revealed("Red", (5, 1), 3)),
    ]
    for made, expected in cases:
        assert made == expected and type(made) is type(expected), expected
        assert made._asdict() == expected._asdict()


def test_a_flipped_character_is_the_dataclass_own_value() -> None:
    """``with_character`` makes the character anew: the value equals the one
    ``dataclasses.replace`` makes, and the state before is untouched."""
    from dataclasses import replace

    from florenza_gui.engine.types import CardSide

    state = new_game(simulate.seatings(2, 0), seed=5)
    character = next(iter(state.characters))
    flipped = state.with_character(character, side=CardSide.REGULAR)
    old = state.characters[character]
    assert flipped.characters[character] == replace(old, side=CardSide.REGULAR)
    assert state.characters[character] is old and old.side is CardSide.NEW


def test_the_places_made_once_equal_new_ones_and_stay_bounded() -> None:
    """``places.prestige(3)`` and the like are kept by key (a dict's
    ``__getitem__``): the same value as a new one, the same object while
    kept, and no more than ``_KEPT`` of them (a value may come from a file)."""
    from florenza_gui.engine import places

    assert places.prestige(3) == places.PrestigeSpace(3) and places.prestige(3) is places.prestige(3)
    assert places.held_by("red") == places.HeldBy("red") and type(places.pool("red")) is places.Pool
    assert places.prestige(3) != places.church(3)
    for n in range(places._KEPT * 3):
        assert places.turn(n) == places.TurnSpace(n)
    kept = places.turn.__self__  # type: ignore[attr-defined]
    assert 0 < len(kept) <= places._KEPT
