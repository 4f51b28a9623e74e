"""The shipped scenarios' titles and descriptions in the interface's other
languages: ``resources/i18n/scenarios_<code>.toml``, one table per shipped
scenario, keyed by its id (its file name in ``resources/scenarios`` without
``.json``).

The scenario files keep their English text exactly as FORMAT.md has it; a
translation lives here, beside the interface's other catalogues, and is
shown only for a scenario read from the shipped file it names
(``Scenario.bundled``). A scenario from any other file is shown as written.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

from .boarddata import BoardDataError, _Table, resource_path
from .limits import DESCRIPTION_MAX, TITLE_MAX
from .state import Scenario

# one line of plain text; a paragraph may also break lines (no other control characters in either)
_TITLE = rf"[^\x00-\x1f\x7f]{{1,{TITLE_MAX}}}"
_DESCRIPTION = rf"[^\x00-\x09\x0b-\x1f\x7f]{{1,{DESCRIPTION_MAX}}}"


def translations_path(code: str) -> Path:
    return resource_path("i18n", f"scenarios_{code}.toml")


@cache
def translations(code: str) -> dict[str, Scenario]:
    """Every shipped scenario's text in language ``code``, by id (empty when
    the language has no such file, as English, the files' own language)."""
    return read_translations(translations_path(code), f"scenarios_{code}.toml")


def read_translations(path: Path, where: str) -> dict[str, Scenario]:
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
    out: dict[str, Scenario] = {}
    for key in data:
        entry = table.sub(key)
        out[key] = Scenario(entry.text("title", _TITLE), entry.text("description", _DESCRIPTION), key)
        entry.done()
    table.done()
    return out


def scenario_in(scenario: Scenario, code: str) -> Scenario:
    """``scenario`` as the interface in language ``code`` shows it: a shipped
    one in its translation when there is one, any other as written."""
    if scenario.bundled is None:
        return scenario
    return translations(code).get(scenario.bundled, scenario)
