"""Never lose a game: an autosave after every committed move and every step
of an end of round, written atomically into the user data folder
(``QStandardPaths``) by a worker thread once the window has painted the
change (``autosave_writer``).

An end of round is a sequence computed from its start, so the autosave holds
the saved game at the start of the sequence plus how many steps were shown;
resuming replays exactly those steps (the engine is deterministic), and no
step is lost. An autosave that cannot be resumed is never deleted: it is
kept aside (``set_aside``) and the user is told why.

Quitting keeps the autosave: the next launch continues the game, with its
undo history (the last ``HISTORY_KEPT`` changes), as desktop games do.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from ..engine.files.readfile import SaveError, read_json
from ..engine.model.filereasons import FileProblem as P
from ..engine.model.filereasons import why
from ..engine.model.limits import MAX_BYTES
from ..engine.model.state import GameState, LogEntry
from ..qt.kept import Edit, History, Kept
from .autosave_writer import WRITER

AUTOSAVE_FORMAT = "florenza-autosave"
HISTORY_KEPT = 20
# id -> (the state, kept alive so its id stays its own; its saved form as compact JSON text)
_ENCODED: dict[int, tuple[GameState, str]] = {}
# id -> (a log line, kept alive likewise; its saved form as compact JSON text): the games of one history
# share their logs' lines, and each step adds a few, so a line is put into words once, not at every autosave
_LINES: dict[int, tuple[LogEntry, str]] = {}
# The autosave is the app's own envelope, not a saved game: it may carry more
# than one game (an undo history), so it has a larger bound; each game in it
# is still checked as a saved game is.
AUTOSAVE_MAX_BYTES = 8 * 1024 * 1024


Autosave = Kept  # what the autosave keeps of the session, one value both ways (``qt/kept.py``)


def data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(location or Path.home() / ".florenza-table")
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(game: GameState, steps_shown: int, path: Path | None = None,
                   history: History = ([], [], 0), demo: bool = False, file: str | None = None,
                   wait: bool = True) -> None:
    """Keep ``game`` (no editor open) as the autosave (:func:`keep`)."""
    keep(Kept(game, steps_shown, history, demo, file), path, wait)


def keep(kept: Kept, path: Path | None = None, wait: bool = True) -> None:
    """Keep the autosave: its text made from the session's one value and written by ``WRITER`` after the
    writes asked for before it (``wait``: made now, and once it is on the disk; else made once the window
    has painted the change)."""
    if wait:
        WRITER.write(path or autosave_path(), autosave_text(kept))
        WRITER.wait()
    else:
        WRITER.write_after_the_frame(path or autosave_path(), lambda: autosave_text(kept))


def autosave_text(kept: Kept) -> str:
    """The autosave's text: the game, the last ``HISTORY_KEPT`` changes of its undo history (fewer if
    the file would be too large to read back), whether it is a lesson, the file it came from, and an
    edit the scenario editor has under way (the game it came from, how many changes)."""
    states, texts, index = kept.history
    cut = max(0, len(texts) - HISTORY_KEPT)
    while True:
        text = _autosave_text(kept, (states[cut:], texts[cut:], max(0, index - cut)))
        # the history is a comfort, the game is not: the file always stays well within what is read back
        if len(text.encode("utf-8")) <= MAX_BYTES // 2 or cut >= len(texts):
            break
        cut = len(texts) if len(texts) - cut <= 1 else cut + (len(texts) - cut) // 2
    return text


def _autosave_text(kept: Kept, history: History) -> str:
    game, edit = kept.game, kept.edit
    states, texts, index = history
    if not texts:
        states = []
    games = states + [game] + ([edit.origin] if edit is not None else [])
    # the states are immutable: each is put into JSON once, however many autosaves keep it
    # (the history holds up to HISTORY_KEPT whole games, each with its log)
    lines: dict[int, tuple[LogEntry, str]] = {}
    encoded = {id(s): _ENCODED[id(s)][1] if id(s) in _ENCODED else _game_text(s, lines) for s in games}
    _ENCODED.clear()
    _ENCODED.update({id(s): (s, encoded[id(s)]) for s in games})
    if lines:
        _LINES.clear()
        _LINES.update(lines)
    # the text json.dumps writes for the whole body, its games' texts put in as they are
    head = _json({"format": AUTOSAVE_FORMAT, "version": 1, "steps_shown": kept.steps_shown, "demo": kept.demo,
                  "file": kept.file})
    edited = "null" if edit is None else (
        f'{{"from":{encoded[id(edit.origin)]},"lesson":{_json(_lesson(edit.origin))},"changes":{edit.changes}}}')
    return (f'{head[:-1]},"game":{encoded[id(game)]},"lesson":{_json(_lesson(game))},'
            f'"history":{{"states":[{",".join(encoded[id(s)] for s in states)}],"texts":{_json(texts)},'
            f'"index":{_json(index)},"lessons":{_json([_lesson(s) for s in states])}}},"edit":{edited}}}\n')


def _game_text(game: GameState, lines: dict[int, tuple[LogEntry, str]]) -> str:
    """``game`` as a saved file holds it, as compact JSON text (its log last); the text of each of its log
    lines is taken from ``_LINES`` where it is there, and every line is put into ``lines``."""
    from ..engine.files import saves  # (the file format's codecs: when a game is first kept)

    texts = []
    for entry in game.log:
        kept = _LINES.get(id(entry)) or lines.get(id(entry))
        text = kept[1] if kept is not None else _json(saves.log_dict(entry))
        lines[id(entry)] = (entry, text)
        texts.append(text)
    return f'{_json(saves.to_dict(game, log=False))[:-1]},"log":[{",".join(texts)}]}}'


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def read_autosave(path: Path | None = None) -> Autosave | None:
    """The autosave, or None if there is none. One that is there but cannot be
    trusted is a ``SaveError`` naming the field (the game's fields under
    ``game``): it is read as every file is (``readfile.read_json``)."""
    WRITER.wait()  # the last change asked for is the one read
    p = path or autosave_path()
    if not os.path.lexists(p):
        return None
    body = read_json(p, AUTOSAVE_MAX_BYTES)
    if not isinstance(body, dict):
        raise SaveError("$", why(P.AUTOSAVE_NOT_OBJECT))
    if body.get("format") != AUTOSAVE_FORMAT:
        raise SaveError("format", why(P.WRONG_FORMAT, format=AUTOSAVE_FORMAT))
    if body.get("version") != 1:
        raise SaveError("version", why(P.MUST_BE_1))
    steps = body.get("steps_shown")
    if type(steps) is not int or steps < 0:
        raise SaveError("steps_shown", why(P.WHOLE_NUMBER))
    demo = body.get("demo", False)
    if type(demo) is not bool:
        raise SaveError("demo", why(P.TRUE_OR_FALSE))
    file = body.get("file")
    if file is not None and (not isinstance(file, str) or not 0 < len(file) <= 4096 or "\x00" in file):
        raise SaveError("file", why(P.FILE_PATH, most=4096))
    from ..engine.files import saves

    edit = _edit(body.get("edit"))
    try:  # a position being edited may be on its way through what no file holds (``saves.EDITING_MAY_BREAK``)
        game = saves.from_dict(body.get("game"), editing=edit is not None)
    except SaveError as exc:
        raise SaveError("game" + ("" if exc.path in ("", "$") else f".{exc.path}"), exc.why) from None
    return Kept(_as_lesson(game, body.get("lesson")), steps, _history(body.get("history"), edit is not None), demo,
                file, edit)


def _edit(raw: object) -> Edit | None:
    """The scenario editor's edit under way (none: null, or an autosave from before this field); one
    that cannot be trusted is a ``SaveError`` naming the field, as every field of the autosave."""
    from ..engine.files import saves

    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise SaveError("edit", why(P.AUTOSAVE_NOT_OBJECT))
    changes = raw.get("changes")
    if type(changes) is not int or changes < 0:
        raise SaveError("edit.changes", why(P.WHOLE_NUMBER))
    try:
        origin = saves.from_dict(raw.get("from"))
    except SaveError as exc:
        raise SaveError("edit.from" + ("" if exc.path in ("", "$") else f".{exc.path}"), exc.why) from None
    return Edit(_as_lesson(origin, raw.get("lesson")), changes)


def _lesson(state: GameState) -> str | None:
    """The shipped scenario a position's text was read from (``Scenario.bundled``), if any."""
    return state.scenario.bundled if state.scenario is not None else None


def _as_lesson(state: GameState, key: object) -> GameState:
    """A kept position, knowing again the shipped scenario its text came from: a
    key that names none (an autosave from before this field says none) leaves
    the text to be shown as written."""
    from dataclasses import replace

    from ..engine.files.scenarios import bundled_ids

    if state.scenario is None or not isinstance(key, str) or key not in bundled_ids():
        return state
    return replace(state, scenario=replace(state.scenario, bundled=key))


def set_aside(path: Path | None = None) -> Path | None:
    """Keep an autosave (or another file of the data folder) that could not be read beside it, as
    ``autosave.rejected-<UTC time>.json``: its new path, or None if it could
    not be moved (then it is left where it is)."""
    WRITER.wait()  # (a write asked for would land after the move)
    p = path or autosave_path()
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    target = p.with_name(f"{p.stem}.rejected-{stamp}.json")
    n = 2
    while os.path.lexists(target):
        target = p.with_name(f"{p.stem}.rejected-{stamp}-{n}.json")
        n += 1
    try:
        os.rename(p, target)
    except OSError:
        return None
    return target


def _history(raw: object, editing: bool = False) -> History:
    """The undo history kept with the autosave; a broken one is dropped (the game is not)."""
    from ..engine.files import saves

    try:
        if not isinstance(raw, dict):
            return [], [], 0
        states = [saves.from_dict(s, editing) for s in raw.get("states", [])]
        lessons = raw.get("lessons")
        if isinstance(lessons, list) and len(lessons) == len(states):
            states = [_as_lesson(s, key) for s, key in zip(states, lessons, strict=True)]
        texts = [t for t in raw.get("texts", []) if isinstance(t, str)]
        index = raw.get("index")
        if type(index) is not int or len(texts) != len(states) - 1 or not 0 <= index <= len(texts):
            return [], [], 0
        return states, texts, index
    except (TypeError, ValueError, SaveError):
        return [], [], 0


def remove_autosave(path: Path | None = None) -> None:
    WRITER.wait()  # (a write asked for would put it back)
    with contextlib.suppress(OSError):  # (a directory put there is left alone)
        (path or autosave_path()).unlink(missing_ok=True)
