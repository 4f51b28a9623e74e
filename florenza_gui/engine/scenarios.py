"""The demo scenarios shipped in ``resources/scenarios/``: saved games that
carry a title and a description, for a teacher to open at a meetup.

A scenario is an ordinary ``florenza-save`` file (FORMAT.md) with the
optional ``scenario`` field; nothing here computes a rule.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .boarddata import resource_path
from .readfile import SaveError

if TYPE_CHECKING:
    from .state import GameState

# (``saves``, with the file format's codecs, is imported when a scenario is first read)


@dataclass(frozen=True, slots=True)
class ScenarioEntry:
    """One shipped scenario, as a menu lists it."""

    path: Path
    title: str
    description: str


def scenario_dir() -> Path:
    return resource_path("scenarios")


def list_scenarios(directory: Path | None = None) -> list[ScenarioEntry]:
    """Every readable scenario in ``directory`` (the shipped ones by default),
    sorted by title. A file that cannot be loaded, or that has no scenario
    title, is skipped rather than failing the whole list."""
    from .saves import load_path

    folder = scenario_dir() if directory is None else directory
    try:
        paths = sorted(p for p in folder.glob("*.json") if p.is_file())
    except OSError:
        return []
    entries: list[ScenarioEntry] = []
    for path in paths:
        try:
            state = load_path(path)
        except (SaveError, ValueError, OSError):
            continue
        if state.scenario is None:
            continue
        entries.append(ScenarioEntry(path, state.scenario.title, state.scenario.description))
    entries.sort(key=lambda e: (e.title.casefold(), e.path.name))
    return entries


def load_scenario(path: str | os.PathLike[str]) -> GameState:
    """The game saved in a scenario file (raises ``SaveError`` if it cannot
    be loaded)."""
    from .saves import load_path

    return load_path(path)
