"""Why a file cannot be opened, in the interface's language: File ▸ Open, a
scenario of the Demo menu, the autosave kept aside. The engine gives a typed
reason (``SaveError.why``); the app words it in Italian, parsing no English."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from florenza_gui.app.autosave import autosave_path
from florenza_gui.app.i18n import clear_language, install_language
from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import ScenarioEntry
from tests.guifixtures import write_autosave_file
from tests.hostile_cases import rich_game


@pytest.fixture
def italian(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    assert install_language(qapp, "it")
    yield
    clear_language(qapp)


def bad_files(folder: Path) -> dict[str, Path]:
    out = {"not_json": folder / "broken.json", "big": folder / "big.json", "field": folder / "field.json"}
    out["not_json"].write_bytes(b"")
    out["big"].write_bytes(b" " * (1024 * 1024 + 1))
    data = saves.to_dict(rich_game())
    data["families"][0]["prestige"] = -1
    out["field"].write_text(json.dumps(data), encoding="utf-8")
    return out


ITALIAN = {
    "not_json": "Motivo: non è JSON valido: manca un valore alla riga 1, colonna 1",
    "big": "il file è di 1048577 byte, oltre il limite di 1 MiB; non è stato letto",
    "field": "deve essere maggiore o uguale a 0 (trovato -1)",
}
ENGLISH = {
    "not_json": "Reason: not valid JSON: Expecting value at line 1, column 1",
    "big": "the file is 1048577 bytes, over the 1 MiB limit; it was not read",
    "field": "must be 0 or more (found -1)",
}


def test_opening_a_bad_file_says_why_in_italian(window, italian, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """With the interface in Italian, the box says why in Italian (never "Motivo: not valid JSON: …")."""
    before = window.session.state
    for name, path in bad_files(tmp_path).items():
        assert not window.files.open_path(str(path))
        details = window.files.last_error.informativeText()
        window.files.last_error.close()
        assert ITALIAN[name] in details, details
        assert ENGLISH[name].split(": ", 1)[-1] not in details
        if name == "field":
            assert f"Campo: families[0].prestige\nMotivo: {ITALIAN[name]}" in details
    assert window.session.state is before


def test_in_english_the_reasons_are_as_they_were(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    for name, path in bad_files(tmp_path).items():
        assert not window.files.open_path(str(path))
        assert ENGLISH[name] in window.files.last_error.informativeText()
        window.files.last_error.close()


def test_a_scenario_that_cannot_be_read_says_why_in_italian(window, italian, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = bad_files(tmp_path)["field"]
    assert not window.demo.open_scenario(ScenarioEntry(path, "Lezione", ""))
    said = window.statusBar().currentMessage()
    assert said.startswith(f"Impossibile aprire lo scenario {path}: families[0].prestige: "), said
    assert said.endswith(ITALIAN["field"]), said


def test_an_autosave_kept_aside_says_why_in_italian(window, italian) -> None:  # type: ignore[no-untyped-def]
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    write_autosave_file('{"format": "florenza-autosave", "version": 1, "steps_shown": -1}')
    assert window.files.pending() is None
    details = window.files.last_error.informativeText()
    window.files.last_error.close()
    assert "steps_shown" in details and "deve essere un numero intero, 0 o più" in details, details
    assert "must be" not in details
