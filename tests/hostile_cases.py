"""Hostile files, shared by the CLI, engine and GUI suites.

Each ``Case`` puts one hostile thing at a given path (a FIFO, a device, a
loop of symbolic links, a file of bytes) and says what the refusal must name:
the JSON path of the field at fault, or what is wrong with the file as a
whole. ``wrapped`` cases are the same bytes inside an autosave envelope, whose
game sits under ``game``.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import editor, saves
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Phase, Seat
from florenza_gui.engine.rules.moves import CaptainMarker, KinsmanToPredicatore, Pass, apply
from florenza_gui.engine.rules.setup import Seating, new_game

MIB = 1024 * 1024
MARKUP = (
    '<img src="/dev/zero">',
    '<img src="fifo.json">',
    '<h1 style="font-size:400px">Big</h1>',
    '<a href="file:///etc/passwd">link</a>',
    "&lt;b&gt; &amp; &#60;i&#62;",
    "<script>alert(1)</script>",
    "<b>",
)


def rich_game() -> GameState:
    """A game in round 2 with every field of the format in use: tokens, a
    Ghost deck, Kinsmen on the Predicatore, a log and a scenario."""
    seats = [Seating("red", "Anna", Seat.HUMAN), Seating("blue", "Bruno", Seat.HUMAN),
             Seating("green", "Green", Seat.GHOST)]
    g = new_game(seats, seed=7)
    g, _ = apply(g, CaptainMarker(12))
    g, _ = apply(g, KinsmanToPredicatore(2))
    while g.active:
        g, _ = apply(g, Pass())
    g, _ = end_round(g)
    g, _ = apply(g, KinsmanToPredicatore(1))
    return editor.describe(g, "A lesson", "Two elections and a clean-up.")


@cache
def finished_game() -> GameState:
    """The rich game played on to its final standings (everyone passing)."""
    g = rich_game()
    while g.phase is not Phase.GAME_OVER:
        while g.active:
            g, _ = apply(g, Pass())
        g, _ = end_round(g)
    return g


def envelope(game: dict[str, Any]) -> dict[str, Any]:
    """The autosave's body around a saved game (app/autosave.py)."""
    return {"format": "florenza-autosave", "version": 1, "steps_shown": 0, "game": game}


@dataclass(frozen=True)
class Case:
    id: str
    make: Callable[[Path, bool], None]  # (where, wrapped in an autosave envelope)
    field: str = ""  # the JSON path the refusal names ("" : the file as a whole)
    says: str = ""  # what the refusal says is wrong

    def names(self, wrapped: bool = False) -> str:
        """The text the refusal must hold."""
        if self.field:
            return f"game.{self.field}" if wrapped and self.field not in ("$",) else self.field
        return self.says


# -- things that are not regular files -------------------------------------------------
def _fifo(where: Path, _wrapped: bool) -> None:
    os.mkfifo(where)


def _dev_zero(where: Path, _wrapped: bool) -> None:
    where.symlink_to("/dev/zero")


def _directory(where: Path, _wrapped: bool) -> None:
    where.mkdir()
    (where / "inside.json").write_text("{}")


def _loop(where: Path, _wrapped: bool) -> None:
    other = where.with_name(where.name + ".loop")
    where.symlink_to(other.name)
    other.symlink_to(where.name)


def _too_big(where: Path, wrapped: bool) -> None:
    """Over the limit: 1 MiB for a saved game, 8 MiB for the autosave (which may hold a history)."""
    where.write_bytes(b" " * ((9 if wrapped else 2) * MIB) + b"{}")


# -- byte-level and JSON-level hostility -----------------------------------------------
MARK = 987650001


def _text(wrapped: bool, mutate: Callable[[dict[str, Any]], None] = lambda d: None) -> str:
    data = saves.to_dict(rich_game())
    mutate(data)
    return json.dumps(envelope(data) if wrapped else data, indent=1, ensure_ascii=False)


def _replaced(setter: Callable[[dict[str, Any]], None], new: str) -> Callable[[Path, bool], None]:
    """A file whose marked value (``setter`` puts ``MARK`` there) is ``new``, verbatim."""

    def make(where: Path, wrapped: bool) -> None:
        text = _text(wrapped, setter)
        assert text.count(str(MARK)) == 1
        where.write_bytes(text.replace(str(MARK), new).encode("utf-8", "surrogatepass"))

    return make


def _finished(mutate: Callable[[dict[str, Any]], None], game: Callable[[], GameState] = finished_game,
              ) -> Callable[[Path, bool], None]:
    """The finished game (or ``game``) with one thing changed that contradicts its board."""

    def make(where: Path, wrapped: bool) -> None:
        data = saves.to_dict(game())
        mutate(data)
        where.write_text(json.dumps(envelope(data) if wrapped else data, indent=1, ensure_ascii=False), "utf-8")

    return make


def _points(data: dict[str, Any]) -> None:
    data["standings"]["standings"][-1]["victory_points"] += 40  # the last becomes the first


def _beyond_its_rounds(data: dict[str, Any]) -> None:
    """A card under Life card VI whose character stays fewer rounds (R8.6, R8.7: never so at rest)."""
    row, characters = data["row"], data["characters"]
    short = next(c for card in ("I", "II", "III", "IV", "V") for c in row[card] if characters[c]["rounds"] < 6)
    for card in row:
        row[card] = [c for c in row[card] if c != short]
    row["VI"].append(short)


def _raw(build: Callable[[bytes], bytes]) -> Callable[[Path, bool], None]:
    def make(where: Path, wrapped: bool) -> None:
        where.write_bytes(build(_text(wrapped).encode("utf-8")))

    return make


def _nested(where: Path, wrapped: bool) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    head = '{"format": "florenza-autosave", "version": 1, "game": ' if wrapped else ""
    game = '{"format": "florenza-save", "version": 1, "seed": ' + deep + "}"
    where.write_text(head + game + ("}" if wrapped else ""))


def _set(*path: str | int) -> Callable[[dict[str, Any]], None]:
    def setter(d: dict[str, Any]) -> None:
        node: Any = d
        for part in path[:-1]:
            node = node[part]
        node[path[-1]] = MARK

    return setter


def _name_bytes(raw: bytes) -> bytes:
    # the first "Anna" is families[0].name (the log's events, further on, name her too)
    assert raw.index(b'"Anna"') < raw.index(b'"log"')
    return raw.replace(b'"Anna"', b'"Ann\xff\xfea"', 1)


def _line(rule: str, kind: str) -> int:
    """The place in the rich game's log of its first line of ``rule`` and event ``kind``: a case finds
    a line by what it is, so a new step in the game shifts nothing it tests."""
    return next(i for i, line in enumerate(_rich_log()) if (line["rule"], line["event"]["kind"]) == (rule, kind))


@cache
def _rich_log() -> list[dict[str, Any]]:
    return list(saves.to_dict(rich_game())["log"])


ROUND_STARTS, M1_MOVE, BANKED = _line("D10", "round_started"), _line("M1", "move_made"), _line("R7.1c", "tokens_banked")

CASES = (
    Case("fifo", _fifo, says="FIFO"),
    Case("dev-zero", _dev_zero, says="device"),
    Case("directory", _directory, says="directory"),
    Case("symlink-loop", _loop, says="symbolic link"),
    Case("over-the-limit", _too_big, says="MiB limit"),
    Case("nested-100000", _nested, says="nested"),
    Case("5000-digits", _replaced(_set("seed"), "1" + "0" * 4999), field="seed"),
    Case("NaN", _replaced(_set("families", 0, "prestige"), "NaN"), field="families[0].prestige"),
    Case("Infinity", _replaced(_set("seed"), "Infinity"), field="seed"),
    Case("-Infinity", _replaced(_set("families", 1, "church"), "-Infinity"), field="families[1].church"),
    Case("1e999", _replaced(_set("families", 0, "fiorini"), "1e999"), field="families[0].fiorini"),
    Case("BOM", _raw(lambda raw: b"\xef\xbb\xbf" + raw), says="byte-order mark"),
    Case("not-UTF-8", _raw(_name_bytes), field="families[0].name"),
    Case("lone-surrogate", _replaced(_set("families", 1, "name"), '"\\ud800x"'), field="families[1].name"),
    Case("duplicate-key", _replaced(_set("round"), '1, "round": 2'), field="round"),
    Case("duplicate-nested-key", _replaced(_set("families", 1, "church"), '0, "church": 5'),
         field="families[1].church"),
    Case("future-version", _replaced(_set("version"), "2"), field="version"),
    Case("name-61-chars", _replaced(_set("families", 0, "name"), json.dumps("N" * 61)), field="families[0].name"),
    # plain text: no control characters, no bidirectional controls turning the words after a name around
    Case("name-bidi-override", _replaced(_set("families", 0, "name"), json.dumps("Anna\u202e")),
         field="families[0].name"),
    Case("name-isolate", _replaced(_set("families", 2, "name"), json.dumps("\u2067Green")), field="families[2].name"),
    Case("name-line-break", _replaced(_set("characters", "alberti", "name"), json.dumps("Leon\nBattista")),
         field="characters.alberti.name"),
    Case("title-nul", _replaced(_set("scenario", "title"), json.dumps("A\u0000lesson")), field="scenario.title"),
    Case("log-text-bidi", _replaced(_set("log", 0, "text"), json.dumps("\u202edrawn")), field="log[0].text"),
    Case("event-name-bidi", _replaced(_set("log", 0, "event", "name"), json.dumps("Leon\u202e")),
         field="log[0].event.name"),
    # a log line's typed event (an added field): as strict as any other
    Case("event-unknown-kind", _replaced(_set("log", 0, "event", "kind"), '"tile_stolen"'), field="log[0].event.kind"),
    Case("event-unknown-family", _replaced(_set("log", ROUND_STARTS, "event", "family"), '"purple"'),
         field=f"log[{ROUND_STARTS}].event.family"),
    Case("event-name-81-chars", _replaced(_set("log", 0, "event", "name"), json.dumps("N" * 81)),
         field="log[0].event.name"),
    Case("event-m1-position", _replaced(_set("log", M1_MOVE, "event", "move", "to"), "12"),
         field=f"log[{M1_MOVE}].event.move.to"),
    Case("event-duplicate-key", _replaced(_set("log", 0, "event", "rounds"), '1, "rounds": 2'),
         field="log[0].event.rounds"),
    Case("event-5000-digits", _replaced(_set("log", BANKED, "event", "count"), "1" + "0" * 4999),
         field=f"log[{BANKED}].event.count"),
    # a Ghost still to act (D10): a Pass would hand it the turn and the engine would write a file it refuses
    Case("ghost-not-passed", _replaced(_set("families", 2, "passed"), "false"), field="families[2].passed"),
    # a position the rules never reach, which the scenario editor refuses too
    Case("card-beyond-its-rounds", _finished(_beyond_its_rounds, rich_game), field="row.VI[0]"),
    # a finished game whose standings contradict its board (R9.1, R9.2)
    Case("final-points", _finished(_points), field="standings.standings[2].victory_points"),
    Case("final-not-final", _finished(lambda d: d["standings"].update(final=False)), field="standings.final"),
    Case("final-tokens-left", _finished(lambda d: d["families"][1].update(tokens=[10, 2])),
         field="families[1].tokens"),
)


# -- a wrong type at every field --------------------------------------------------------
def _wrong(value: object) -> object:
    if isinstance(value, bool):
        return "true"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return 1
    if isinstance(value, list):
        return {"0": value[:1]}
    if isinstance(value, dict):
        return [value]
    return 5  # null where a value is allowed


def _walk(node: object, path: str, keys: tuple[str | int, ...]) -> Iterator[tuple[str, tuple[str | int, ...]]]:
    """Every field's JSON path and key path; of lists and of the characters map, the first two entries."""
    if isinstance(node, dict):
        for i, (k, v) in enumerate(node.items()):
            if isinstance(node.get("alberti"), dict) and i >= 2:
                break  # the characters map: two of its thirty are enough
            sub = f"{path}.{k}" if path else k
            yield sub, keys + (k,)
            yield from _walk(v, sub, keys + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node[:2]):
            sub = f"{path}[{i}]"
            yield sub, keys + (i,)
            yield from _walk(v, sub, keys + (i,))


def wrong_type_at_every_field() -> list[tuple[str, dict[str, Any]]]:
    """(JSON path, a saved game with a wrong type at that path), for every field."""
    base = saves.to_dict(rich_game())
    out: list[tuple[str, dict[str, Any]]] = []
    for path, keys in _walk(base, "", ()):
        data = json.loads(json.dumps(base))
        node: Any = data
        for k in keys[:-1]:
            node = node[k]
        node[keys[-1]] = _wrong(node[keys[-1]])
        out.append((path, data))
    return out


# -- markup in every text field ---------------------------------------------------------
TEXT_FIELDS = ("families[0].name", "families[2].name", "characters.alberti.name", "log[0].text",
               "scenario.title", "scenario.description")


def with_text(field: str, text: str) -> dict[str, Any]:
    """The rich game with ``text`` at ``field`` (one of ``TEXT_FIELDS``)."""
    data = saves.to_dict(rich_game())
    where: dict[str, Any] = {
        "families[0].name": data["families"][0],
        "families[2].name": data["families"][2],
        "characters.alberti.name": data["characters"]["alberti"],
        "log[0].text": data["log"][0],
        "scenario.title": data["scenario"],
        "scenario.description": data["scenario"],
    }[field]
    where[field.rsplit(".", 1)[1]] = text
    return data


def listing(folder: Path) -> list[tuple[str, int]]:
    """What a folder holds, names and sizes, to show nothing was written."""
    return sorted((p.name, p.lstat().st_size) for p in folder.iterdir())
