"""The language the engine's words are shown in (narration, log, refusals,
undo texts, why a file could not be read, a shipped scenario's title and
description): the views ask here, and ``engine.wording`` renders the typed
events and refusals from its catalogue. ``app.i18n.install_language`` sets
it together with the Qt catalogues (the qt package does not import app).

Nothing here parses an engine string: an event or a verdict is data, and is
put into words only when shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..engine.files.readfile import SaveError
from ..engine.files.scenariowords import log_line_in, scenario_in
from ..engine.model.events import Event
from ..engine.model.quiet import Quiet
from ..engine.model.state import LogEntry, Scenario
from ..engine.model.verdict import Verdict
from ..engine.model.violation import Violation
from ..engine.words.characternames import character_name
from ..engine.words.filewords import why_text
from ..engine.words.steps import quiet_text, step_text
from ..engine.words.wording import phrase, render
from .savefile import WriteError

# the interface languages, each named in itself (Qt-free: the command line offers them before Qt loads)
LANGUAGES = {"en": "English", "it": "Italiano"}

_language = "en"


def set_language(code: str) -> None:
    """The interface language now installed ("en", "it"…)."""
    global _language
    _language = code


def language() -> str:
    return _language


def event_text(event: Event, viewer: str | None = None) -> str:
    """The sentence ``viewer`` may read for ``event`` (public when None)."""
    return render(event, viewer, _language)


def step_words(events: Sequence[Event], viewer: str | None = None) -> str:
    """What a step of an end of round says at rest, all its events told (``steps.step_text``)."""
    return step_text(events, viewer, _language)


def quiet_words(step: Quiet) -> str:
    """Why a step of an end of round changed nothing, as its rule decided (``steps.quiet_text``)."""
    return quiet_text(step, _language)


def entry_text(entry: LogEntry, scenario: Scenario | None = None, viewer: str | None = None) -> str:
    """A log line's wording for ``viewer`` (public when None); a line read from a file is shown as
    written, save a shipped lesson's own line while the game is that lesson (``scenario``)."""
    if entry.event is None:
        return log_line_in(render(entry), scenario, _language)
    return render(entry, viewer, _language)


def character_text(name: str) -> str:
    """A character's name (as its game holds it) as shown: a standard
    character's in the interface's language, any other as written."""
    return character_name(name, _language)


def reason(verdict: Verdict) -> str:
    """Why a move was refused."""
    return render(verdict, None, _language)


def file_reason(error: SaveError) -> str:
    """Why a file could not be read (``error.why``, typed), in the interface's language."""
    return error.reason_in(_language)


def write_reason(error: OSError) -> str:
    """Why a file could not be written, in the interface's language (a ``WriteError``'s typed reason;
    any other error in the system's own words)."""
    return why_text(error.why, _language) if isinstance(error, WriteError) else str(error)


def scenario_text(scenario: Scenario) -> Scenario:
    """A scenario's title and description as shown: a shipped one's in the
    interface's language, a user's own as written (shown as plain text)."""
    return scenario_in(scenario, _language)


def violation_words(violation: Violation, names: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """A broken invariant (typed), in the interface's language; ``names``
    shows ids by name (``wording.render``)."""
    return render(violation, None, _language, names=names)


def words(key: str, **fields: object) -> str:
    """A phrase of the engine's catalogue (e.g. an undo text)."""
    return phrase(key, _language, **fields)
