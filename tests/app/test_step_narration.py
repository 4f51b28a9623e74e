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
