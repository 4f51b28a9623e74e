"""What if starts from the position before the step at the end of round's cursor, whichever steps the
timeline shows (those that changed nothing too, or not), through the Ghosts' steps and the final scoring, and
from the last step of the end of round just played: that position, left as it is, plays out as the game did.
In play it never opens where Back may not go (a tile drawn, a Ghost card revealed, D13's cash-in)."""

from __future__ import annotations

import pytest

from florenza_gui.engine.files.scenarios import list_scenarios, load_scenario
from florenza_gui.engine.lessons.whatif import compare
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import GameState
from florenza_gui.qt.session import Session


def lesson(title: str) -> GameState:
    (entry,) = [e for e in list_scenarios() if e.title == title]
    return load_scenario(entry.path)


def step(session: Session) -> None:
    assert session.begin_step() is not None
    session.end_step(session.generation)


@pytest.mark.parametrize(
    "title", ["Level at the top of the Church track: who is Bishop?", "Where do the Ghosts' Kinsmen go?",
              "The last round: who wins?"]
)
@pytest.mark.parametrize("lesson_mode, quiet", [(True, True), (False, False), (False, True)])
def test_the_position_before_each_step_plays_out_as_the_game(
    qapp,
    title: str,
    lesson_mode: bool,  # type: ignore[no-untyped-def]
    quiet: bool,
) -> None:
    start = lesson(title)
    session = Session(start)
    session.set_demo(lesson_mode)
    session.set_quiet_steps(quiet)
    assert session.ready_to_end_round and session.offers_what_if
    last = start.round == 7  # in play, the tokens the final scoring reveals stay hidden until it is shown
    first = session.what_if_from()
    if last and not lesson_mode:
        assert first is None and session.what_if_blocked_by is Rule.R9_1
    else:
        assert first is not None and first.step == 0 and first.position is start
    blocked: set[Rule] = set()
    t = None
    while True:
        step(session)
        session.confirm_curtain()  # (a game of several people passes the turn behind the curtain once it is over)
        t = session.timeline or (t.at(t.count) if t is not None else None)  # (at the end: the last step)
        assert t is not None
        source = session.what_if_from()
        if source is None:
            rule = session.what_if_blocked_by
            assert rule in (Rule.R8_7, Rule.G1, Rule.D13, Rule.R9_1) and not lesson_mode, f"step {t.cursor}: shut"
            assert (rule is Rule.R9_1) == (last and t.cursor < t.count), f"step {t.cursor}: {rule}"
            blocked.add(rule)
        else:
            assert source.step == t.cursor and source.position == t.state_at(t.cursor - 1)
            assert source.rule is t.records[t.cursor - 1].rule
            for shown in (None, source.shown):  # whole, and as far as the game has shown
                c = compare(source.start, source.edited(source.position), shown)
                assert c.first is None and c.differ == (), f"step {t.cursor} ({source.rule}) played out otherwise"
            assert (source.shown is None) == lesson_mode
        if session.timeline is None:
            break
    assert source is None or source.step == t.count  # the last step of the end of round just played
    if not lesson_mode:
        assert (Rule.R9_1 if last else Rule.R8_7) in blocked
    assert source is not None or not last  # once the final standings are shown, What if opens


def test_what_if_waits_for_the_step_shown_and_play(qapp) -> None:  # type: ignore[no-untyped-def]
    session = Session(lesson("Level at the top of the Church track: who is Bishop?"))
    session.set_demo(True)
    assert session.begin_step() is not None  # a step being shown
    assert not session.offers_what_if and session.what_if_from() is None
    session.end_step(session.generation)
    assert session.offers_what_if
    session.set_playing(True)
    assert not session.offers_what_if
    session.set_playing(False)
    session.jump_to(session.timeline.count if session.timeline else 0)  # the end: the game moves on from there
    assert session.offers_what_if
    from florenza_gui.engine.rules.moves import Pass

    session.set_demo(False)
    session.confirm_curtain()
    assert session.try_move(Pass()).ok  # a move: the end of round just played is no longer shown
    assert not session.offers_what_if
