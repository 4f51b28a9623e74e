"""Reading and writing ``florenza-save`` files (FORMAT.md).

Reading never trusts the file: it is read by ``readfile`` (regular files
only, at most 1 MiB + 1 byte; strict JSON, no duplicate keys), migrated by
``version``, validated against the schema, then checked for the invariants the schema cannot express. Every refusal is a
``SaveError`` whose message names the JSON path and what is wrong. Writing
is atomic: a temporary file beside the target, flushed, then renamed.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model.asks import Ask
from ..model.filereasons import FileProblem as P
from ..model.filereasons import why
from ..model.limits import MAX_BYTES as MAX_BYTES  # (the limit and the error live with the reading)
from ..model.log import Log
from ..model.state import (
    Character,
    Family,
    FirstPlayerCard,
    GameState,
    GhostCard,
    Ghosts,
    KinsmanOn,
    LessonAsk,
    LogEntry,
    PreacherOn,
    Scenario,
    Standings,
)
from ..model.types import CardSide, Difficulty, FirstPlayerSide, Kind, LifeCard, Muse, Phase, Seat
from ..rules.final_scoring import rank
from ..words.former import former_text
from ..words.wording import render
from .eventcodec import from_model
from .eventcodec import to_dict as event_dict
from .readfile import SaveError as SaveError
from .readfile import parse_json, read_json

if TYPE_CHECKING:
    from .schema import LogEntryModel, SaveFile, ScenarioModel

FORMAT = "florenza-save"
VERSION = 1


# A migration turns a file of version v into one of version v + 1.
Migration = Callable[[dict[str, Any]], dict[str, Any]]
MIGRATIONS: dict[int, Migration] = {}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older file up to ``VERSION`` through ``MIGRATIONS``."""
    version = data.get("version")
    if type(version) is not int:
        raise SaveError("version", why(P.VERSION_NOT_INT))
    if version > VERSION:
        raise SaveError("version", why(P.VERSION_NEWER, version=version, supported=VERSION))
    while version < VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise SaveError("version", why(P.VERSION_UNKNOWN, version=version))
        data = step(data)
        version = data["version"]
    return data


# -- reading ---------------------------------------------------------------------
def load_path(path: str | os.PathLike[str]) -> GameState:
    """The game in the file at ``path``, read through ``readfile.read_json``
    (regular files only, at most 1 MiB + 1 byte) and checked in full."""
    return from_dict(read_json(path))


def loads(raw: bytes | str) -> GameState:
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "surrogatepass")
    return from_dict(parse_json(raw))


# What a position may break on its way in the scenario editor, where pieces are put in place one at a
# time (an Artist on a Predicatore space before the Preacher that goes there, a tile held with the Captain
# still to be chosen, a seventh card before one leaves the row): kept by the autosave as it was
EDITING_MAY_BREAK = frozenset({P.ARTIST_ON_SPACE, P.NO_CAPTAIN_DETAINS, P.ROW_TOO_MANY})
EDITING_MAY_BREAK_RULES = frozenset({"beyond_rounds", "not_a_preacher", "bishop_card_full"})


def from_dict(data: object, editing: bool = False) -> GameState:
    """The game ``data`` holds, checked in full; ``editing``: a position the scenario editor was
    putting together, which may be on its way through what :data:`EDITING_MAY_BREAK` names."""
    if not isinstance(data, dict):
        raise SaveError("$", why(P.NOT_AN_OBJECT))
    if data.get("format") != FORMAT:
        raise SaveError("format", why(P.WRONG_FORMAT, format=FORMAT))
    data = migrate(data)
    # the schema (and its library) is imported when a file is read, never at launch
    from pydantic import ValidationError

    from .saves_check import position_refusal, semantic_errors
    from .schema import SaveFile
    from .schemaerrors import schema_refusal

    try:
        model = SaveFile.model_validate(data)
    except ValidationError as exc:
        raise SaveError(*schema_refusal(exc.errors()[0])) from None
    problems = [p for p in semantic_errors(model) if not (editing and p[1].kind in EDITING_MAY_BREAK)]
    if problems:
        where, reason = problems[0]
        raise SaveError(where, reason)
    state = _to_state(model)
    # and the rules' invariants, on the game read: File > Open, --open, resume and the CLI refuse what
    # the scenario editor refuses, naming the field
    from ..checks.invariants import violations

    broken = [v for v in violations(state) if not (editing and v.kind.value in EDITING_MAY_BREAK_RULES)]
    if broken:
        raise SaveError(*position_refusal(state, broken))
    return state


def _to_state(m: SaveFile) -> GameState:
    families = tuple(
        Family(
            id=f.id,
            name=f.name,
            seat=Seat(f.seat),
            prestige=f.prestige,
            church=f.church,
            tokens=tuple(f.tokens),
            pool=f.pool,
            resources=f.resources,
            fiorini=f.fiorini,
            cardinal=f.cardinal,
            passed=f.passed,
        )
        for f in m.families
    )
    slots: list[KinsmanOn | PreacherOn | None] = []
    for slot in m.predicatore:
        if slot is None:
            slots.append(None)
        elif hasattr(slot, "kinsman"):
            slots.append(KinsmanOn(slot.kinsman))
        else:
            slots.append(PreacherOn(slot.preacher))
    row = tuple(tuple(getattr(m.row, card.name)) for card in LifeCard)
    characters = {
        cid: Character(cid, c.name, Kind(c.kind), c.rounds, CardSide(c.side)) for cid, c in m.characters.items()
    }
    ghosts = None
    if m.ghosts is not None:
        ghosts = Ghosts(
            Difficulty(m.ghosts.difficulty),
            tuple(GhostCard(c.p, c.c, c.s) for c in m.ghosts.deck),
            m.ghosts.reshuffles,
        )
    standings = None
    if m.standings is not None:
        standings = rank(families, {s.family: s.victory_points for s in m.standings.standings}, final=m.standings.final)
    return GameState(
        seed=m.seed,
        round=m.round,
        phase=Phase(m.phase),
        families=families,
        turn_order=tuple(m.turn_order),
        active=m.active,
        captain=m.captain,
        bishop=m.bishop,
        first_player_card=FirstPlayerCard(FirstPlayerSide(m.first_player_card.side), m.first_player_card.holder),
        bishop_card=tuple(m.bishop_card),
        predicatore=tuple(slots),
        detained=m.detained,
        row=row,
        characters=characters,
        bag=tuple(m.bag),
        out_of_game=tuple(m.out_of_game),
        muse=Muse(m.muse),
        ghosts=ghosts,
        log=Log(_entry(e) for e in m.log),
        standings=standings,
        scenario=None if m.scenario is None else _scenario(m.scenario),
    )


def _scenario(m: ScenarioModel) -> Scenario:
    asks = tuple(LessonAsk(Ask(a.ask), a.hint) for a in m.asks)
    return Scenario(m.title, m.description, asks=asks, closing=m.closing, intro=m.intro)


def _entry(e: LogEntryModel) -> LogEntry:
    """A log line read from a file, keeping the text the file held: with its
    typed event (rendered in any language) if it has one whose English is
    that text to the byte (in today's sentences or in the former ones,
    ``former``); otherwise its text alone, as the public may read it."""
    if e.event is not None:
        event = from_model(e.event, e.rule)
        if render(event) == e.text or former_text(event) == e.text:
            return LogEntry(e.round, e.rule, event, e.text)
    return LogEntry(e.round, e.rule, None, public_line(e.rule, e.text))


# D13: files written before it kept the Captain marker's position in M1's line
_OLD_M1 = re.compile(r"^(.* moves its Captain marker) to \d+$")


def public_line(rule: str, text: str) -> str:
    """A log line read from a file, as the public may read it: an M1 line
    from before D13 loses the position it named (RULES.md §9)."""
    if rule == "M1":
        return _OLD_M1.sub(r"\1", text)
    return text


# -- writing ---------------------------------------------------------------------
def standings_dict(standings: Standings) -> dict[str, Any]:
    return {
        "final": standings.final,
        "standings": [
            {
                "family": s.family,
                "victory_points": s.victory_points,
                "resources": s.resources,
                "fiorini": s.fiorini,
                "place": s.place,
            }
            for s in standings.standings
        ],
    }


def _scenario_dict(scenario: Scenario) -> dict[str, Any]:
    """A scenario as its file holds it: its questions, Predict mode's introduction and its closing paragraph
    only when it has them."""
    data: dict[str, Any] = {"title": scenario.title, "description": scenario.description}
    if scenario.intro:
        data["intro"] = scenario.intro
    if scenario.asks:
        data["asks"] = [{"ask": a.ask.value, "hint": a.hint} if a.hint else {"ask": a.ask.value}
                        for a in scenario.asks]
    if scenario.closing:
        data["closing"] = scenario.closing
    return data


def log_dict(entry: LogEntry, with_event: bool = True) -> dict[str, Any]:
    """One log line as the file holds it: its round, rule and English text (``with_event``: and its typed event)."""
    line: dict[str, Any] = {"round": entry.round, "rule": entry.rule, "text": render(entry)}
    event = entry.event
    if with_event and event is not None:
        line["event"] = event_dict(event)
    return line


def to_dict(state: GameState, events: bool = True, log: bool = True) -> dict[str, Any]:
    """The saved file's JSON; ``events``: each log line with its typed event; not ``log``: all but the log
    (whose lines :func:`log_dict` writes one at a time)."""
    def slot(occ: KinsmanOn | PreacherOn | None) -> dict[str, str] | None:
        if occ is None:
            return None
        if isinstance(occ, KinsmanOn):
            return {"kinsman": occ.family}
        return {"preacher": occ.character}

    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "seed": state.seed,
        "round": state.round,
        "phase": state.phase.value,
        "families": [
            {
                "id": f.id,
                "name": f.name,
                "seat": f.seat.value,
                "prestige": f.prestige,
                "church": f.church,
                "tokens": list(f.tokens),
                "pool": f.pool,
                "resources": f.resources,
                "fiorini": f.fiorini,
                "cardinal": f.cardinal,
                "passed": f.passed,
            }
            for f in state.families
        ],
        "turn_order": list(state.turn_order),
        "active": state.active,
        "captain": state.captain,
        "bishop": state.bishop,
        "first_player_card": {"side": state.first_player_card.side.value, "holder": state.first_player_card.holder},
        "bishop_card": list(state.bishop_card),
        "predicatore": [slot(o) for o in state.predicatore],
        "detained": state.detained,
        "row": {card.name: list(state.under(card)) for card in LifeCard},
        "characters": {
            cid: {"name": c.name, "kind": c.kind.value, "rounds": c.rounds, "side": c.side.value}
            for cid, c in sorted(state.characters.items())
        },
        "bag": list(state.bag),
        "out_of_game": list(state.out_of_game),
        "muse": state.muse.value,
        "ghosts": None
        if state.ghosts is None
        else {
            "difficulty": state.ghosts.difficulty.value,
            "deck": [{"p": c.p, "c": c.c, "s": c.s} for c in state.ghosts.deck],
            "reshuffles": state.ghosts.reshuffles,
        },
    }
    if log:
        data["log"] = [log_dict(e, events) for e in state.log]
    if state.standings is not None:
        data["standings"] = standings_dict(state.standings)
    if state.scenario is not None:
        data["scenario"] = _scenario_dict(state.scenario)
    return data


def dumps(state: GameState) -> str:
    """The file's text. Should the log's events make it too big to be read
    back (a game of thousands of moves), the file keeps the lines' text
    only, as FORMAT.md asks, and stays readable."""
    text = json.dumps(to_dict(state), indent=2, ensure_ascii=False) + "\n"
    if len(text.encode("utf-8")) > MAX_BYTES:
        text = json.dumps(to_dict(state, events=False), indent=2, ensure_ascii=False) + "\n"
    return text


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new file:
    a temporary file beside it, written, flushed to the disk, then renamed
    over it. The file's permissions are those an ordinary write gives (as
    the app's own saves, ``QSaveFile``): a new file's as the umask allows
    (``0o666`` less the umask), an existing file's kept as they were."""
    target = Path(path)
    try:
        found = os.stat(target).st_mode
    except FileNotFoundError:
        found = 0
    kept = stat.S_IMODE(found) & 0o777 if stat.S_ISREG(found) else None
    fd, tmp = _create_beside(target, 0o666 if kept is None else kept)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            if kept is not None:
                os.fchmod(fh.fileno(), kept)  # exactly the old mode (the umask may have taken bits off it)
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _create_beside(target: Path, mode: int) -> tuple[int, str]:
    """A new empty file in ``target``'s folder, open for writing, created with
    ``mode`` less the umask (so never readable by more than the file it will
    replace), under a name no other file has."""
    folder = target.parent
    for _ in range(100):
        tmp = str(folder / f".{target.name}.{os.urandom(4).hex()}.tmp")
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, mode), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", str(folder))


def save_path(state: GameState, path: str | os.PathLike[str]) -> None:
    write_atomic(path, dumps(state))


def json_schema() -> dict[str, Any]:
    """The published JSON Schema of the format (resources/florenza-save.schema.json)."""
    from .schema import SaveFile

    schema = SaveFile.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = "https://florenza-table.example/florenza-save-1.schema.json"
    return schema
