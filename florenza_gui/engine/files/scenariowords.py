"""The shipped scenarios' titles and descriptions in the interface's other
languages: ``resources/i18n/scenarios_<code>.toml``, one table per shipped
scenario, keyed by its id (its file name in ``resources/scenarios`` without
``.json``).

The scenario files keep their English text exactly as FORMAT.md has it; a
translation lives here, beside the interface's other catalogues, and is
shown only for a scenario read from the shipped file it names
(``Scenario.bundled``). A scenario from any other file is shown as written.

A shipped scenario's log (the line that says the lesson is set up) is a
line read from its file, which has no typed event: its translation, one
line for each of the file's lines, is shown for that file's own lines while
the game is that lesson.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from ..model.boarddata import BoardDataError, _Table, resource_path
from ..model.limits import DESCRIPTION_MAX, HINT_MAX, TITLE_MAX
from ..model.state import Scenario

# one line of plain text; a paragraph may also break lines (no other control characters in either)
_TITLE = rf"[^\x00-\x1f\x7f]{{1,{TITLE_MAX}}}"
_DESCRIPTION = rf"[^\x00-\x09\x0b-\x1f\x7f]{{1,{DESCRIPTION_MAX}}}"
_LOG_LINE = r"[^\x00-\x1f\x7f]{1,1000}"  # a log line: one line of plain text
_HINT = rf"[^\x00-\x1f\x7f]{{1,{HINT_MAX}}}"  # a question's hint: one line


@dataclass(frozen=True, slots=True)
class LessonWords:
    """A shipped scenario in another language: its title, description,
    Predict mode's introduction and closing paragraph, its questions' hints
    and its file's log lines, each in the file's order."""

    scenario: Scenario
    log: tuple[str, ...]
    hints: tuple[str, ...] = ()


def translations_path(code: str) -> Path:
    return resource_path("i18n", f"scenarios_{code}.toml")


def translations(code: str) -> dict[str, Scenario]:
    """Every shipped scenario's title and description in language ``code``,
    by id (empty when the language has no such file, as English, the files'
    own language)."""
    return {key: words.scenario for key, words in lessons(code).items()}


@cache
def lessons(code: str) -> dict[str, LessonWords]:
    """Every shipped scenario's words in language ``code``, by id."""
    return read_translations(translations_path(code), f"scenarios_{code}.toml")


def read_translations(path: Path, where: str) -> dict[str, LessonWords]:
    """The translations in ``path`` (none if there is no such file); a broken
    file is a ``BoardDataError`` naming its table and field."""
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except FileNotFoundError:
        return {}
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise BoardDataError(where, f"cannot be read ({exc})") from None
    table = _Table(data, where)
    out: dict[str, LessonWords] = {}
    for key in data:
        entry = table.sub(key)
        closing, intro = (entry.text(k, _DESCRIPTION) if k in entry.data else "" for k in ("closing", "intro"))
        scenario = Scenario(entry.text("title", _TITLE), entry.text("description", _DESCRIPTION), key,
                            closing=closing, intro=intro)
        out[key] = LessonWords(scenario, _lines(entry, "log"), _lines(entry, "hints", _HINT))
        entry.done()
    table.done()
    return out


def scenario_in(scenario: Scenario, code: str) -> Scenario:
    """``scenario`` as the interface in language ``code`` shows it: a shipped
    one in its translation when there is one (its questions' hints too, in
    their order), any other as written."""
    words = lessons(code).get(scenario.bundled) if scenario.bundled is not None else None
    if words is None:
        return scenario
    hints = words.hints + tuple(a.hint for a in scenario.asks[len(words.hints):])
    return replace(words.scenario, asks=tuple(a._replace(hint=h) for a, h in zip(scenario.asks, hints, strict=False)),
                   closing=words.scenario.closing or scenario.closing, intro=words.scenario.intro or scenario.intro)


def _lines(table: _Table, key: str, pattern: str = _LOG_LINE) -> tuple[str, ...]:
    """A list of lines of plain text, log lines unless told (none when the key is absent)."""
    table.taken.add(key)
    value = table.data.get(key, [])
    where = f"{table.where}.{key}"
    if not isinstance(value, list):
        raise BoardDataError(where, "must be a list of texts")
    for i, line in enumerate(value):
        if not isinstance(line, str) or not re.fullmatch(pattern, line):
            raise BoardDataError(f"{where}[{i}]", f"must be a text matching {pattern}")
    return tuple(value)


def log_line_in(text: str, scenario: Scenario | None, code: str) -> str:
    """A log line read from a file (``text``, with no typed event) as the
    interface in ``code`` shows it: one of a shipped lesson's own lines in
    its translation while the game is that lesson, any other as written."""
    if scenario is None or scenario.bundled is None:
        return text
    words = lessons(code).get(scenario.bundled)
    if words is None:
        return text
    return dict(zip(_file_lines(scenario.bundled), words.log, strict=False)).get(text, text)


@cache
def _file_lines(key: str) -> tuple[str, ...]:
    """The log lines of the shipped scenario ``key``'s file, as written."""
    from .readfile import SaveError
    from .saves import load_path
    from .scenarios import scenario_dir

    try:
        return tuple(entry.written or "" for entry in load_path(scenario_dir() / f"{key}.json").log)
    except (SaveError, ValueError, OSError):
        return ()
