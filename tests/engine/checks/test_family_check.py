"""The family check's quicker test for the numbers a step changed
(``familycheck.kept_test``): for a family with nothing broken, it
is true exactly when the whole check still finds nothing, whichever numbers
changed and to what; and a watcher using it still reports every broken
number, on a family that was sound and on one already broken."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from florenza_gui.engine.checks.familycheck import FAMILY_NUMBERS, family_violations, kept_test
from florenza_gui.engine.checks.invariants import violations
from florenza_gui.engine.fast.watcher import Watcher
from florenza_gui.engine.fast.working import WorkingCopy
from florenza_gui.engine.model.changes import Changes, set_family
from florenza_gui.engine.model.state import Family
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.model.violation import Broken
from florenza_gui.engine.sim import simulate

# Values each number may take, sound or not (the Church track's top is 10 on the standard board).
VALUES: dict[str, tuple[Any, ...]] = {
    "prestige": (-3, -1, 0, 1, 17),
    "church": (-1, 0, 4, 10, 11, 99),
    "resources": (-2, 0, 3),
    "fiorini": (-5, 0, 8),
    "cardinal": (-1, 0, 2),
    "tokens": ((), (1,), (3,), (1, 5), (7, 1)),
}


def test_the_kept_test_answers_the_whole_check_for_a_sound_family() -> None:
    r = random.Random(11)
    sound = Family("red", "Red", Seat.HUMAN, prestige=4, church=2, tokens=(1, 2), resources=1, fiorini=3, cardinal=1)
    assert not family_violations(sound)
    outcomes = {True: 0, False: 0}
    for size in (1, 2, 3):
        for names in combinations(sorted(FAMILY_NUMBERS), size):
            kept = kept_test([*names, "pool", "passed"])
            assert kept is not None, names
            for _ in range(40):
                changed = sound.evolve(**{name: r.choice(VALUES[name]) for name in names})
                expected = not family_violations(changed)
                assert kept(changed) is expected, (names, changed)
                outcomes[expected] += 1
    assert min(outcomes.values()) > 100, outcomes  # both answers, many times


def test_no_kept_test_when_no_number_the_check_reads_changed() -> None:
    assert kept_test(["pool", "passed", "turn_order", "_index"]) is None
    assert kept_test([]) is None


def _set(working: WorkingCopy, family: str, **fields: Any) -> Changes:
    changes: Changes = (set_family(family, **fields),)  # type: ignore[arg-type]
    working.apply(changes)
    return changes


def _looked(watcher: Watcher, working: WorkingCopy, changes: Changes) -> list[Broken]:
    found = watcher.violations_changed(working.state, changes)
    assert found == violations(working.state)
    return [v.kind for v in found]


def test_a_watcher_still_reports_a_number_broken_on_a_sound_or_a_broken_family() -> None:
    state = simulate.play_random_game(3, 3, 1, check_invariants=False)
    watcher = Watcher()
    assert watcher.violations_of_all(state) == []
    working = WorkingCopy(state)
    red, blue = state.families[0].id, state.families[1].id
    changes = _set(working, red, prestige=-1)
    assert _looked(watcher, working, changes) == [Broken.PRESTIGE_BELOW_ZERO]
    changes = _set(working, red, church=99)  # a second number broken on a family already broken
    assert _looked(watcher, working, changes) == [Broken.PRESTIGE_BELOW_ZERO, Broken.CHURCH_OUTSIDE]
    changes = _set(working, blue, tokens=(3,))  # another family, while the first stays broken
    assert _looked(watcher, working, changes) == [
        Broken.PRESTIGE_BELOW_ZERO, Broken.CHURCH_OUTSIDE, Broken.UNKNOWN_TOKEN]
    changes = _set(working, red, prestige=0, church=0)
    assert _looked(watcher, working, changes) == [Broken.UNKNOWN_TOKEN]
    changes = _set(working, blue, tokens=(), fiorini=-1)
    assert _looked(watcher, working, changes) == [Broken.COUNT_BELOW_ZERO]
    changes = _set(working, blue, fiorini=0)
    assert _looked(watcher, working, changes) == []
    changes = _set(working, red, church=11)  # one above the top of the track
    assert _looked(watcher, working, changes) == [Broken.CHURCH_OUTSIDE]
