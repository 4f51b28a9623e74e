"""R9.3 told for every place a tie-break decides, not only the victory: the
final standings' event carries how each later place was decided (shared,
on Resources, on Fiorini, and against whom), its sentence cites R9.3 for
each in English and in Italian, and a saved file keeps it; a file written
without it still reads, and tells the standings as it did."""

from __future__ import annotations

import json

from florenza_gui.engine import EventKind, end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.eventcodec import to_dict
from florenza_gui.engine.model.events import DecidedBy, TieBreak
from florenza_gui.engine.words.wording import render

from ..builders import fam, game
from .test_final_scoring import final

D = DecidedBy

# Anna alone on Victory Points; at 24 four families: Bruno on Resources, Carla and Dario equal on all three,
# Elena on Fiorini (equal with Carla and Dario on Resources).
EVERY_RUNG = (fam("anna", prestige=30), fam("bruno", prestige=24, resources=3),
              fam("carla", prestige=24, resources=2, fiorini=5), fam("dario", prestige=24, resources=2, fiorini=5),
              fam("elena", prestige=24, resources=2, fiorini=1))


def decided(*families):
    state, events = final(*families)
    (event,) = [e for e in events if e.kind is EventKind.STANDINGS_DECIDED]
    return state, event


def test_R9_3_every_place_a_tie_break_decides_is_in_the_event():
    state, event = decided(*EVERY_RUNG)
    assert [(s.family, s.place, s.decided_by) for s in state.standings.standings] == [
        ("anna", 1, D.VICTORY_POINTS), ("bruno", 2, D.RESOURCES), ("carla", 3, D.SHARED), ("dario", 3, D.SHARED),
        ("elena", 5, D.FIORINI)]
    assert event.rule == "R9.2"  # the victory is Anna's alone
    assert event.args.tie_breaks == (
        TieBreak(("Bruno",), 2, D.RESOURCES, (), ("Carla", "Dario", "Elena")),
        TieBreak(("Carla", "Dario"), 3, D.SHARED),
        TieBreak(("Elena",), 5, D.FIORINI, ("Carla", "Dario"), ()),
    )


def test_R9_3_each_place_is_told_with_its_rung_in_english():
    _, event = decided(*EVERY_RUNG)
    assert render(event) == (
        "Anna wins with 30 Victory Points; then Bruno 2nd (24), Carla 3rd (24), Dario 3rd (24), Elena 5th (24). "
        "Bruno is 2nd: tied on Victory Points with Carla, Dario and Elena, more Resources (R9.3); "
        "Carla and Dario share 3rd place: tied on Victory Points, Resources and Fiorini (R9.3); "
        "Elena is 5th: tied on Victory Points and Resources with Carla and Dario, fewer Fiorini (R9.3)")


def test_R9_3_each_place_is_told_with_its_rung_in_italian():
    _, event = decided(*EVERY_RUNG)
    assert render(event, None, "it") == (
        "Anna vince con 30 Punti Vittoria; poi Bruno 2º (24), Carla 3º (24), Dario 3º (24), Elena 5º (24). "
        "Bruno è al 2º posto: pari con Carla, Dario e Elena su Punti Vittoria, con più Risorse (R9.3); "
        "Carla e Dario condividono il 3º posto: pari su Punti Vittoria, Risorse e Fiorini (R9.3); "
        "Elena è al 5º posto: pari con Carla e Dario su Punti Vittoria e Risorse, con meno Fiorini (R9.3)")


def test_R9_3_a_shared_second_place_and_a_fourth_on_fiorini():
    _, event = decided(fam("anna", prestige=25), fam("bruno", prestige=24, resources=2, fiorini=5),
                       fam("carla", prestige=24, resources=2, fiorini=3), fam("dario", prestige=24, resources=2,
                                                                               fiorini=5))
    assert render(event) == (
        "Anna wins with 25 Victory Points; then Bruno 2nd (24), Dario 2nd (24), Carla 4th (24). "
        "Bruno and Dario share 2nd place: tied on Victory Points, Resources and Fiorini (R9.3); "
        "Carla is 4th: tied on Victory Points and Resources with Bruno and Dario, fewer Fiorini (R9.3)")


def test_R9_3_a_place_between_two_others_names_both():
    _, event = decided(fam("red", prestige=20, resources=5), fam("blue", prestige=20, resources=3),
                       fam("green", prestige=20, resources=1))
    assert event.rule == "R9.3"
    assert render(event).endswith(
        "Blue is 2nd: tied on Victory Points with Red and Green, fewer Resources than Red, more than Green (R9.3); "
        "Green is 3rd: tied on Victory Points with Red and Blue, fewer Resources (R9.3)")
    assert "con meno Risorse di Red e più di Green (R9.3)" in render(event, None, "it")


def test_no_tie_no_tie_break():
    _, event = decided(fam("red", prestige=30), fam("blue", prestige=20), fam("green", prestige=10))
    assert event.args.tie_breaks == ()
    assert render(event) == "Red wins with 30 Victory Points; then Blue 2nd (20), Green 3rd (10)"


def finished():
    """A whole last round played to the end, with ties at 24 under the winner."""
    state = game(fam("anna", prestige=25), fam("bruno", prestige=20, tokens=(2, 2), resources=2, fiorini=5),
                 fam("carla", prestige=24, resources=2, fiorini=3), fam("dario", prestige=14, tokens=(10,),
                                                                        resources=2, fiorini=5), round=7)
    return end_round(state)[0]


def test_a_saved_file_keeps_how_each_place_was_decided():
    state = finished()
    last = state.log[-1]
    assert last.event is not None and last.event.kind is EventKind.STANDINGS_DECIDED
    assert to_dict(last.event)["tie_breaks"] == [
        {"names": ["Bruno", "Dario"], "place": 2, "decided_by": "shared", "ahead": [], "behind": []},
        {"names": ["Carla"], "place": 4, "decided_by": "fiorini", "ahead": ["Bruno", "Dario"], "behind": []}]
    back = saves.loads(saves.dumps(state))
    assert back.log[-1].event is not None and back.log[-1].event.args == last.event.args
    assert render(back.log[-1], None, "it") == render(last, None, "it")


def test_a_file_written_without_the_tie_breaks_reads_and_tells_the_standings_as_it_did():
    data = json.loads(saves.dumps(finished()))
    line = data["log"][-1]
    del line["event"]["tie_breaks"]
    line["text"] = "Anna wins with 25 Victory Points; then Bruno 2nd (24), Dario 2nd (24), Carla 4th (24)"
    state = saves.loads(json.dumps(data))
    read = state.log[-1]
    assert read.event is not None and read.event.args.tie_breaks == ()  # its typed event is kept
    assert render(read) == line["text"]
    assert render(read, None, "it") == ("Anna vince con 25 Punti Vittoria; poi Bruno 2º (24), Dario 2º (24), "
                                        "Carla 4º (24)")
