"""A saved log line carries its typed public event (engine/eventcodec.py,
an added field FORMAT.md allows): a game read back from its file renders
every line through the catalogue, in every language, exactly as the live
game's public wording; the field holds no hidden value (RULES.md §9, D13);
and it is read as strictly as every other field, each refusal naming its
JSON path."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from florenza_gui.engine import saves, simulate
from florenza_gui.engine.boarddata import resource_path
from florenza_gui.engine.eventcodec import to_dict as event_dict
from florenza_gui.engine.events import Event, EventKind, MoveMade
from florenza_gui.engine.moves import CaptainMarker
from florenza_gui.engine.readfile import SaveError
from florenza_gui.engine.rounds import end_round
from florenza_gui.engine.scenarios import load_scenario
from florenza_gui.engine.state import GameState
from florenza_gui.engine.wording import languages, render
from tests.hostile_cases import rich_game

SEATINGS = ((2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (3, 1),
            (3, 2), (4, 1), (0, 3), (0, 5))


GAMES = 64


@cache
def games() -> tuple[tuple[GameState, ...], ...]:
    """``GAMES`` random games (every seating four times): for each, a
    position in the middle (a human to move) and the end."""
    out = []
    for seed in range(GAMES):
        humans, ghosts = SEATINGS[seed % len(SEATINGS)]
        states: list[GameState] = []

        def keep(state: GameState, states: list[GameState] = states) -> None:
            if state.active is not None:
                states.append(state)

        final = simulate.play_random_game(seed, humans, ghosts, check_invariants=False, on_state=keep)
        out.append((states[len(states) // 2], final) if states else (final,))
    for path in sorted(Path(resource_path("scenarios")).glob("*.json")):  # the rare events (an empty bag)
        out.append((end_round(load_scenario(path))[0],))
    return tuple(out)


@pytest.mark.slow
def test_games_read_back_render_every_line_as_the_live_game_in_every_language() -> None:
    kinds: set[EventKind] = set()
    for played in games():
        for live in played:
            text = saves.dumps(live)
            read = saves.loads(text)
            assert saves.dumps(read) == text  # and it writes the same file again
            assert len(read.log) == len(live.log)
            for was, now in zip(live.log, read.log, strict=True):
                if was.event is None:  # a scenario's own line, read from its file as text
                    assert now.event is None and render(now) == render(was)
                    continue
                assert now.event is not None, now
                assert now.event.public_only and render(now) == render(was)
                kinds.add(now.event.kind)
                for language in languages():
                    public = render(was, None, language)
                    # every viewer, the owner too, reads the public wording of a line read from a file
                    for viewer in (None, *(f.id for f in live.families)):
                        assert render(now, viewer, language) == public, (language, viewer, public)
    assert kinds == set(EventKind)


# -- no hidden value ---------------------------------------------------------------------------
def hidden_changed(e: Event) -> Event:
    """The same event with every value only its owner may read changed:
    the Captain's own position, the position banked and the tokens' values,
    the position an M1 moved to."""
    a: Any = e.args
    if e.kind is EventKind.CAPTAIN_ELECTED:
        return e._replace(args=a._replace(top=a.top + 1000))
    if e.kind is EventKind.TOKENS_BANKED:
        return e._replace(args=a._replace(position=a.position + 1000, taken=tuple(11 - t for t in a.taken)))
    if isinstance(a, MoveMade) and isinstance(a.move, CaptainMarker):
        return e._replace(args=a._replace(move=CaptainMarker(a.move.to + 1000)))
    return e


@pytest.mark.slow
def test_the_saved_event_holds_no_value_only_its_owner_may_read() -> None:
    private = 0
    for played in games():
        for entry in played[-1].log:
            event = entry.event
            if event is None:
                continue
            changed = hidden_changed(event)
            if changed is not event:
                private += 1
                # the owner's wording shows the change, the saved event does not
                assert render(changed, event.family) != render(event, event.family)
                assert event_dict(changed) == event_dict(event), event
    assert private > 1000


def test_what_the_private_kinds_write() -> None:
    lines = saves.to_dict(rich_game())["log"]
    by_rule = {line["rule"]: line["event"] for line in lines}
    assert by_rule["R7.1c"] == {"kind": "tokens_banked", "family": "red", "name": "Anna", "count": 2, "holding": 2}
    assert set(by_rule["R7.1"]) == {"kind", "family", "name", "others"}
    assert by_rule["M1"]["move"] == {"move": "captain_marker"}
    assert "12" not in json.dumps([line["event"] for line in lines])  # where Anna's Captain marker stood


# -- old files and other tools -----------------------------------------------------------------
def test_a_file_without_events_still_loads_and_shows_its_text() -> None:
    data = saves.to_dict(rich_game(), events=False)
    assert all("event" not in line for line in data["log"])
    state = saves.from_dict(data)
    assert all(line.event is None for line in state.log)
    assert [render(line, None, "it") for line in state.log] == [line["text"] for line in data["log"]]
    assert "event" not in saves.dumps(state)


def test_a_line_whose_event_says_something_else_keeps_the_text_the_file_says() -> None:
    """Another tool edited the text and kept the event: the text is the
    contract, so the line shows it as written, in every language."""
    data = saves.to_dict(rich_game())
    data["log"][8]["text"] = "Anna puts a Kinsman somewhere"
    state = saves.from_dict(data)
    assert state.log[8].event is None and render(state.log[8], None, "it") == "Anna puts a Kinsman somewhere"
    assert state.log[9].event is not None  # the others keep theirs
    assert "event" not in saves.to_dict(state)["log"][8]


def test_an_oversized_game_is_written_with_text_only_and_stays_readable(monkeypatch: pytest.MonkeyPatch) -> None:
    game = rich_game()
    full = saves.dumps(game)
    monkeypatch.setattr(saves, "MAX_BYTES", len(full.encode()) - 1)
    text = saves.dumps(game)
    assert '"event"' not in text and saves.loads(text) == game


# -- hostile events: each refused, naming its path ---------------------------------------------
def _put(line: int, *path: str, value: object) -> dict[str, Any]:
    data = saves.to_dict(rich_game())
    node: Any = data["log"][line]
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return data


HOSTILE = [
    ("unknown-kind", _put(0, "event", "kind", value="tile_stolen"), "log[0].event.kind", "kind of event"),
    ("kind-missing", _put(0, "event", "kind", value=None), "log[0].event.kind", ""),
    ("kind-a-number", _put(0, "event", "kind", value=7), "log[0].event.kind", "kind of event"),
    ("event-a-list", _put(0, "event", value=[1]), "log[0].event", ""),
    ("name-a-number", _put(0, "event", "name", value=3), "log[0].event.name", "string"),
    ("name-81-chars", _put(0, "event", "name", value="N" * 81), "log[0].event.name", "80"),
    ("rounds-a-string", _put(0, "event", "rounds", value="1"), "log[0].event.rounds", "integer"),
    ("rounds-a-bool", _put(0, "event", "rounds", value=True), "log[0].event.rounds", "integer"),
    ("unknown-life-card", _put(0, "event", "card", value="VII"), "log[0].event.card", ""),
    ("a-field-too-many", _put(0, "event", "position", value=12), "log[0].event.position", "not a field"),
    ("unknown-family", _put(6, "event", "family", value="purple"), "log[6].event.family", "not a family"),
    ("family-not-an-id", _put(6, "event", "family", value="Red!"), "log[6].event.family", "pattern"),
    ("six-ghost-names", _put(6, "event", "ghosts", value=["G"] * 6), "log[6].event.ghosts", "at most 5"),
    ("m1-with-its-position", _put(7, "event", "move", "to", value=12), "log[7].event.move.to", "not a field"),
    ("unknown-move", _put(7, "event", "move", "move", value="steal"), "log[7].event.move.move", "move"),
    ("space-5", _put(8, "event", "move", "space", value=5), "log[8].event.move.space", "4"),
    ("wrong-rule-for-move", _put(8, "rule", value="M2"), "log[8].rule", "M3"),
    ("wrong-rule-for-kind", _put(13, "rule", value="R8.1"), "log[13].rule", "tokens_banked"),
    ("banked-with-values", _put(13, "event", "taken", value=[10, 2]), "log[13].event.taken", "not a field"),
    ("count-a-float", _put(13, "event", "count", value=2.0), "log[13].event.count", "integer"),
    ("captain-own-position", _put(11, "event", "top", value=12), "log[11].event.top", "not a field"),
    ("others-not-objects", _put(11, "event", "others", value=[["Bruno", 0]]), "log[11].event.others[0]", ""),
    ("landing-unknown", _put(31, "event", "landing", value="moon"), "log[31].event.landing", ""),
    ("difficulty-unknown", _put(28, "event", "difficulty", value="brutal"), "log[28].event.difficulty", ""),
]


def _detained_character() -> dict[str, Any]:
    data = _put(33, "event", "move", value={"move": "detain", "character": "nobody"})
    data["log"][33]["rule"] = "M7"
    return data


def _kept_by_nobody() -> dict[str, Any]:
    data = _put(33, "event", value={"kind": "bishop_card_moved", "name": "Anna", "kept": True})
    data["log"][33]["rule"] = "R7.2c"
    return data


HOSTILE += [
    ("unknown-character", _detained_character(), "log[33].event.move.character", "not in characters"),
    ("kept-by-nobody", _kept_by_nobody(), "log[33].event.kept", "family"),
]


@pytest.mark.parametrize(("data", "field", "says"), [c[1:] for c in HOSTILE], ids=[c[0] for c in HOSTILE])
def test_a_hostile_event_is_refused_naming_its_path(data: dict[str, Any], field: str, says: str) -> None:
    with pytest.raises(SaveError) as caught:
        saves.from_dict(copy.deepcopy(data))
    assert caught.value.path == field, caught.value
    assert says in caught.value.reason
    with pytest.raises(SaveError) as again:  # the same through the bytes
        saves.loads(json.dumps(data))
    assert again.value.path == field
