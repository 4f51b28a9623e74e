"""Never lose a game: an autosave after every committed move and every step
of an end of round, written atomically (``QSaveFile``) into the user data
folder (``QStandardPaths``).

An end of round is a sequence computed from its start, so the autosave holds
the saved game at the start of the sequence plus how many steps were shown;
resuming replays exactly those steps (the engine is deterministic), and no
step is lost.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..engine import saves
from ..engine.state import GameState
from ..qt.controller import write_file

AUTOSAVE_FORMAT = "florenza-autosave"


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
    """The autosave, or None if there is none or it cannot be trusted."""
    p = path or autosave_path()
    try:
        if not p.is_file() or p.stat().st_size > saves.MAX_BYTES:
            return None
        body = json.loads(p.read_text("utf-8"))
        if not isinstance(body, dict) or body.get("format") != AUTOSAVE_FORMAT:
            return None
        steps = body.get("steps_shown")
        if type(steps) is not int or steps < 0:
            return None
        return Autosave(saves.from_dict(body.get("game")), steps)
    except (OSError, ValueError, saves.SaveError):
        return None


def remove_autosave(path: Path | None = None) -> None:
    (path or autosave_path()).unlink(missing_ok=True)
