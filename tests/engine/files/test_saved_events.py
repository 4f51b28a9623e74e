"""A saved log line carries its typed public event (engine/files/eventcodec.py,
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

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.eventcodec import to_dict as event_dict
from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.files.scenarios import load_scenario
from florenza_gui.engine.model.boarddata import resource_path
from florenza_gui.engine.model.events import Event, EventKind, MoveMade
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.rules.moves import CaptainMarker
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.words.wording import languages, render
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


# Lines are found by what they are (their rule and their event's kind), never by their number,
# so a new step in the game does not shift what a test is about.
Line = tuple[str, str]
DEAL, ROUND_STARTS, M1_MOVE, M3_MOVE = ("D1", "tile_drawn"), ("D10", "round_started"), ("M1", "move_made"), \
    ("M3", "move_made")
ELECTED, BANKED = ("R7.1", "captain_elected"), ("R7.1c", "tokens_banked")
GHOST_CARD, GHOST_KINSMAN = ("G1", "ghost_card_revealed"), ("G4", "kinsman_placed")


def _line(lines: list[dict[str, Any]], which: Line, last: bool = False) -> int:
    """The place in the log of the first (or the last) line of rule and event kind ``which``."""
    found = [i for i, line in enumerate(lines) if (line["rule"], line.get("event", {}).get("kind")) == which]
    assert found, which
    return found[-1] if last else found[0]


def test_a_line_whose_event_says_something_else_keeps_the_text_the_file_says() -> None:
    """Another tool edited the text and kept the event: the text is the
    contract, so the line shows it as written, in every language."""
    data = saves.to_dict(rich_game())
    edited = _line(data["log"], M3_MOVE)
    data["log"][edited]["text"] = "Anna puts a Kinsman somewhere"
    state = saves.from_dict(data)
    line = state.log[edited]
    assert line.event is None and render(line, None, "it") == "Anna puts a Kinsman somewhere"
    assert state.log[edited + 1].event is not None  # the others keep theirs
    assert "event" not in saves.to_dict(state)["log"][edited]


def test_an_oversized_game_is_written_with_text_only_and_stays_readable(monkeypatch: pytest.MonkeyPatch) -> None:
    game = rich_game()
    full = saves.dumps(game)
    monkeypatch.setattr(saves, "MAX_BYTES", len(full.encode()) - 1)
    text = saves.dumps(game)
    assert '"event"' not in text and saves.loads(text) == game


# -- hostile events: each refused, naming its path ---------------------------------------------
MISSING = object()  # a value: the field taken out of the file


def _hostile(name: str, which: Line, *path: str, value: object, says: str, at: str = "", last: bool = False,
             rule: str = "") -> tuple[str, dict[str, Any], str, str]:
    """A case: the rich game's file with the field ``path`` of the line ``which`` set to ``value`` (and
    the line's rule to ``rule``; ``MISSING``: taken out), refused at ``at`` (the field itself if not given)
    saying ``says``."""
    data = saves.to_dict(rich_game())
    i = _line(data["log"], which, last)
    node: Any = data["log"][i]
    for key in path[:-1]:
        node = node[key]
    if value is MISSING:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    if rule:
        data["log"][i]["rule"] = rule
    return name, data, f"log[{i}].{at or '.'.join(path)}", says


HOSTILE = [
    _hostile("unknown-kind", DEAL, "event", "kind", value="tile_stolen", says="kind of event"),
    _hostile("kind-missing", DEAL, "event", "kind", value=None, says=""),
    _hostile("kind-a-number", DEAL, "event", "kind", value=7, says="kind of event"),
    _hostile("event-a-list", DEAL, "event", value=[1], says=""),
    _hostile("name-a-number", DEAL, "event", "name", value=3, says="text"),
    _hostile("name-81-chars", DEAL, "event", "name", value="N" * 81, says="80"),
    _hostile("rounds-a-string", DEAL, "event", "rounds", value="1", says="whole number"),
    _hostile("rounds-a-bool", DEAL, "event", "rounds", value=True, says="whole number"),
    _hostile("unknown-life-card", DEAL, "event", "card", value="VII", says=""),
    _hostile("a-field-too-many", DEAL, "event", "position", value=12, says="not a field"),
    _hostile("unknown-family", ROUND_STARTS, "event", "family", value="purple", says="not a family"),
    _hostile("family-not-an-id", ROUND_STARTS, "event", "family", value="Red!", says="form"),
    _hostile("six-ghost-names", ROUND_STARTS, "event", "ghosts", value=["G"] * 6, says="at most 5"),
    _hostile("m1-with-its-position", M1_MOVE, "event", "move", "to", value=12, says="not a field"),
    _hostile("move-missing", M1_MOVE, "event", "move", value=MISSING, says="missing"),
    _hostile("name-missing", M3_MOVE, "event", "name", value=MISSING, says="missing"),
    _hostile("count-missing", BANKED, "event", "count", value=MISSING, says="missing"),
    _hostile("unknown-move", M1_MOVE, "event", "move", "move", value="steal", says="move"),
    _hostile("space-5", M3_MOVE, "event", "move", "space", value=5, says="4"),
    _hostile("wrong-rule-for-move", M3_MOVE, "rule", value="M2", says="M3"),
    _hostile("wrong-rule-for-kind", BANKED, "rule", value="R8.1", says="tokens_banked"),
    _hostile("banked-with-values", BANKED, "event", "taken", value=[10, 2], says="not a field"),
    _hostile("count-a-float", BANKED, "event", "count", value=2.0, says="whole number"),
    _hostile("captain-own-position", ELECTED, "event", "top", value=12, says="not a field"),
    _hostile("others-not-objects", ELECTED, "event", "others", value=[["Bruno", 0]], says="",
             at="event.others[0]"),
    _hostile("landing-unknown", GHOST_KINSMAN, "event", "landing", value="moon", says=""),
    _hostile("difficulty-unknown", GHOST_CARD, "event", "difficulty", value="brutal", says=""),
    _hostile("unknown-character", M3_MOVE, "event", "move", value={"move": "detain", "character": "nobody"},
             says="not in characters", at="event.move.character", last=True, rule="M7"),
    _hostile("kept-by-nobody", M3_MOVE, "event", value={"kind": "bishop_card_moved", "name": "Anna", "kept": True},
             says="family", at="event.kept", last=True, rule="R7.2c"),
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
