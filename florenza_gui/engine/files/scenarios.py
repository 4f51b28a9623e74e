"""The demo scenarios shipped in ``resources/scenarios/``: saved games that
carry a title and a description, for a teacher to open at a meetup.

A scenario is an ordinary ``florenza-save`` file (FORMAT.md) with the
optional ``scenario`` field; nothing here computes a rule. A shipped one is
read with its id (``Scenario.bundled``), by which the interface finds its
translation (``scenariowords``); the file itself stays as FORMAT.md has it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from ..model.boarddata import resource_path
from ..model.state import Scenario
from .readfile import SaveError

if TYPE_CHECKING:
    from ..model.state import GameState

# (``saves``, with the file format's codecs, is imported when a scenario is first read)


@dataclass(frozen=True, slots=True)
class ScenarioEntry:
    """One shipped scenario, as a menu lists it."""

    path: Path
    title: str
    description: str
    bundled: str | None = None  # the shipped scenario's id, None for a user's own file
    intro: str = ""  # what it says before it asks, in Predict mode

    @property
    def scenario(self) -> Scenario:
        return Scenario(self.title, self.description, self.bundled, intro=self.intro)


def scenario_dir() -> Path:
    return resource_path("scenarios")


def bundled_id(path: str | os.PathLike[str]) -> str | None:
    """The id of the shipped scenario at ``path`` (its file name without
    ``.json``), or None when ``path`` is not one of ``resources/scenarios``."""
    try:
        where = Path(path).resolve()
        folder = scenario_dir().resolve()
    except (OSError, RuntimeError):
        return None
    return where.stem if where.parent == folder and where.suffix == ".json" else None


def bundled_ids() -> frozenset[str]:
    """The ids of every shipped scenario file."""
    try:
        return frozenset(p.stem for p in scenario_dir().glob("*.json") if p.is_file())
    except OSError:
        return frozenset()


def as_read_from(state: GameState, path: str | os.PathLike[str]) -> GameState:
    """``state``, read from ``path``: its scenario knows whether it is a shipped one."""
    key = bundled_id(path)
    if state.scenario is None or state.scenario.bundled == key:
        return state
    return replace(state, scenario=replace(state.scenario, bundled=key))


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
        lesson = state.scenario
        entries.append(ScenarioEntry(path, lesson.title, lesson.description, bundled_id(path), lesson.intro))
    entries.sort(key=lambda e: (e.title.casefold(), e.path.name))
    return entries


def load_scenario(path: str | os.PathLike[str]) -> GameState:
    """The game saved in a scenario file (raises ``SaveError`` if it cannot
    be loaded), knowing whether it is a shipped one."""
    from .saves import load_path

    return as_read_from(load_path(path), path)
