"""Never lose a game: an autosave after every committed move and every step
of an end of round, written atomically (``QSaveFile``) into the user data
folder (``QStandardPaths``).

An end of round is a sequence computed from its start, so the autosave holds
the saved game at the start of the sequence plus how many steps were shown;
resuming replays exactly those steps (the engine is deterministic), and no
step is lost. An autosave that cannot be resumed is never deleted: it is
kept aside (``set_aside``) and the user is told why.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..engine import saves
from ..engine.readfile import read_json
from ..engine.state import GameState
from ..qt.controller import write_file

AUTOSAVE_FORMAT = "florenza-autosave"
# The autosave is the app's own envelope, not a saved game: it may carry more
# than one game (an undo history), so it has a larger bound; each game in it
# is still checked as a saved game is.
AUTOSAVE_MAX_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True)
class Autosave:
    game: GameState
    steps_shown: int  # steps of the end of round already shown (0 if none)


def data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(location or Path.home() / ".florenza-table")
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(game: GameState, steps_shown: int, path: Path | None = None) -> None:
    body = {"format": AUTOSAVE_FORMAT, "version": 1, "steps_shown": steps_shown,
            "game": saves.to_dict(game)}
    write_file(str(path or autosave_path()), json.dumps(body, indent=1, ensure_ascii=False) + "\n")


def read_autosave(path: Path | None = None) -> Autosave | None:
    """The autosave, or None if there is none. One that is there but cannot be
    trusted is a ``SaveError`` naming the field (the game's fields under
    ``game``): it is read as every file is (``readfile.read_json``)."""
    p = path or autosave_path()
    if not os.path.lexists(p):
        return None
    body = read_json(p, AUTOSAVE_MAX_BYTES)
    if not isinstance(body, dict):
        raise saves.SaveError("$", "an autosave must be a JSON object")
    if body.get("format") != AUTOSAVE_FORMAT:
        raise saves.SaveError("format", f'must be "{AUTOSAVE_FORMAT}"')
    if body.get("version") != 1:
        raise saves.SaveError("version", "must be 1")
    steps = body.get("steps_shown")
    if type(steps) is not int or steps < 0:
        raise saves.SaveError("steps_shown", "must be a whole number, 0 or more")
    try:
        game = saves.from_dict(body.get("game"))
    except saves.SaveError as exc:
        raise saves.SaveError("game" + ("" if exc.path in ("", "$") else f".{exc.path}"), exc.reason) from None
    return Autosave(game, steps)


def set_aside(path: Path | None = None) -> Path | None:
    """Keep an autosave that could not be resumed beside it, as
    ``autosave.rejected-<UTC time>.json``: its new path, or None if it could
    not be moved (then it is left where it is)."""
    p = path or autosave_path()
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    target = p.with_name(f"autosave.rejected-{stamp}.json")
    n = 2
    while os.path.lexists(target):
        target = p.with_name(f"autosave.rejected-{stamp}-{n}.json")
        n += 1
    try:
        os.rename(p, target)
    except OSError:
        return None
    return target


def remove_autosave(path: Path | None = None) -> None:
    with contextlib.suppress(OSError):  # (a directory put there is left alone)
        (path or autosave_path()).unlink(missing_ok=True)
