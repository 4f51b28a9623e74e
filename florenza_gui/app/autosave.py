"""Never lose a game: an autosave after every committed move and every step
of an end of round, written atomically (``QSaveFile``) into the user data
folder (``QStandardPaths``).

An end of round is a sequence computed from its start, so the autosave holds
the saved game at the start of the sequence plus how many steps were shown;
resuming replays exactly those steps (the engine is deterministic), and no
step is lost.

Quitting keeps the autosave: the next launch continues the game, with its
undo history (the last ``HISTORY_KEPT`` changes), as desktop games do.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from ..engine import saves
from ..engine.state import GameState
from ..qt.savefile import write_file

AUTOSAVE_FORMAT = "florenza-autosave"
HISTORY_KEPT = 20
History = tuple[list[GameState], list[str], int]
# id -> (the state, kept alive so its id stays its own; its encoding)
_ENCODED: dict[int, tuple[GameState, dict[str, Any] | None]] = {}


@dataclass(frozen=True)
class Autosave:
    game: GameState
    steps_shown: int  # steps of the end of round already shown (0 if none)
    history: History = ([], [], 0)  # the undo stack: positions, what each change was, how many are done


def data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    path = Path(location or Path.home() / ".florenza-table")
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(game: GameState, steps_shown: int, path: Path | None = None,
                   history: History = ([], [], 0)) -> None:
    states, texts, index = history
    cut = max(0, len(texts) - HISTORY_KEPT)
    kept = states[cut:]
    # the states are immutable: each is encoded once, however many autosaves keep it
    encoded = {id(s): _ENCODED.get(id(s), (s, None))[1] or saves.to_dict(s) for s in kept + [game]}
    _ENCODED.clear()
    _ENCODED.update({id(s): (s, encoded[id(s)]) for s in kept + [game]})
    body = {"format": AUTOSAVE_FORMAT, "version": 1, "steps_shown": steps_shown,
            "game": encoded[id(game)],
            "history": {"states": [encoded[id(s)] for s in kept], "texts": texts[cut:],
                        "index": max(0, index - cut)}}
    write_file(str(path or autosave_path()), json.dumps(body, ensure_ascii=False, separators=(",", ":")) + "\n")


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
        return Autosave(saves.from_dict(body.get("game")), steps, _history(body.get("history")))
    except (OSError, ValueError, saves.SaveError):
        return None


def _history(raw: object) -> History:
    """The undo history kept with the autosave; a broken one is dropped (the game is not)."""
    try:
        if not isinstance(raw, dict):
            return [], [], 0
        states = [saves.from_dict(s) for s in raw.get("states", [])]
        texts = [t for t in raw.get("texts", []) if isinstance(t, str)]
        index = raw.get("index")
        if type(index) is not int or len(texts) != len(states) - 1 or not 0 <= index <= len(texts):
            return [], [], 0
        return states, texts, index
    except (TypeError, ValueError, saves.SaveError):
        return [], [], 0


def remove_autosave(path: Path | None = None) -> None:
    (path or autosave_path()).unlink(missing_ok=True)
