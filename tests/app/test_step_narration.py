"""A step that moves several pieces (R8.5's characters leaving, R8.6's cards moving down, R9.1's reveals)
is narrated whole at rest: every piece it moved is named, not only the last one (the characters leaving,
and the cards moving down, in one sentence), and the log marks every line the step wrote."""

from __future__ import annotations

from florenza_gui.qt.language import event_text, step_words


def test_at_rest_a_step_narrates_every_piece_it_moved(driver, window) -> None:  # type: ignore[no-untyped-def]
    s = window.session
    driver.end_actions()
    seen_many = 0
    while driver.step():
        t = s.timeline
        if t is None:
            break
        events = t.events
        why = window.narration.why.text()
        assert why == step_words(events), f"{events[-1].rule}: {why!r} is not the step told whole"
        for event in events:  # every piece it moved is named
            named = getattr(event.args, "name", None)
            assert event_text(event) in why or (named is not None and named in why), f"{event!r} is not narrated"
        assert window.narration.rule.text() == events[-1].rule
        rows = window.log_model.rowCount()
        marked = sorted(i.row() for i in window.log_view.selectionModel().selectedRows())
        if len(events) > 1:
            assert marked == list(range(rows - len(events), rows)), "the log marks one line of a step that wrote more"
        seen_many += len(events) > 1
    assert seen_many, "no step of this end of round moved several pieces"


def test_a_step_told_in_one_sentence_says_it_whole_from_its_start(driver) -> None:  # type: ignore[no-untyped-def]
    """Found in a play-through: while R8.3 sent three families' Kinsmen home, the narration said one
    Kinsman's part of the step's sentence at a time, then the whole sentence once they had all moved.
    Every step told in one sentence (R8.3, R8.5, R8.6, R8.7) says it whole as its first piece sets off."""
    from florenza_gui.engine.model.events import EventKind
    from tests.board.test_lit_by_rule import positions

    driver.put(next(positions()))  # Kinsmen of three families to send home, two characters leaving, four shifting
    driver.end_actions()
    seen: set[str] = set()
    while True:
        told = driver.narrated_while_moving(driver.step)
        t = driver.window.session.timeline
        if t is None:
            break
        rule, words = driver.narration()  # at rest
        if len(t.events) > 1 and len({e.kind for e in t.events}) == 1 and t.events[0].kind in (
                EventKind.KINSMAN_RETURNED, EventKind.CHARACTER_LEFT, EventKind.CARD_SHIFTED, EventKind.TILE_DRAWN):
            seen.add(rule)
            assert told and all(said == (rule, words) for said in told), (rule, told)
    assert {"R8.3", "R8.5", "R8.6"} <= seen
