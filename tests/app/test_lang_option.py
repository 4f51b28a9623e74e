"""``florenza --lang en|it``: the interface language for one run, asked on
the command line (handy with ``--screenshot``), leaving the language saved
by View ▸ Language as it was."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from florenza_gui.app import main as entry
from florenza_gui.app.i18n import LANGUAGES, clear_language
from florenza_gui.app.settings import Preferences


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """No test leaves a translator installed for the tests after it."""
    yield
    clear_language(qapp)


def _saved(qapp) -> Preferences:  # type: ignore[no-untyped-def]
    """The preferences as the app reads them (under the names it gives itself)."""
    qapp.setApplicationName("Florenza Table")
    qapp.setOrganizationName("Florenza Table")
    return Preferences(QSettings())


def _shot_seen(monkeypatch, tmp_path: Path, *argv: str) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Run the real ``main`` with ``--screenshot`` and note what the window
    shows as its picture is taken."""
    seen: dict[str, object] = {}
    real = entry.screenshot

    def look(window, *args):  # type: ignore[no-untyped-def]
        seen.update(game=window.game_menu.title(), step=window.step_action.text(),
                    families=[f.name for f in window.session.state.families],
                    checked=[code for code, a in window.language_actions.items() if a.isChecked()],
                    title=window.windowTitle())
        return real(window, *args)

    monkeypatch.setattr(entry, "screenshot", look)
    out = tmp_path / "shot.png"
    assert entry.main(["--screenshot", str(out), "--seed", "3", *argv]) == 0
    assert out.stat().st_size > 10_000
    return seen


def test_lang_it_shows_the_window_in_italian_without_changing_the_saved_language(  # type: ignore[no-untyped-def]
        qapp, monkeypatch, tmp_path) -> None:
    seen = _shot_seen(monkeypatch, tmp_path, "--lang", "it")
    assert seen["game"] == "&Partita"
    assert seen["step"] == "Avanti"
    assert seen["families"] == ["Rosso", "Blu", "Verde"]  # the first game's families, named in Italian
    assert seen["checked"] == ["it"]  # View ▸ Language ticks the language shown
    # nothing remembered: the next launch without --lang is in the saved language
    assert not _saved(qapp).settings.contains("ui/language")
    assert _saved(qapp).language == "en"
    clear_language(qapp)
    again = _shot_seen(monkeypatch, tmp_path)
    assert again["game"] == "&Game" and again["checked"] == ["en"]


def test_lang_en_overrides_a_saved_italian_for_this_run_only(qapp, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    saved = _saved(qapp)
    saved.language = "it"
    saved.settings.sync()
    seen = _shot_seen(monkeypatch, tmp_path, "--lang", "en")
    assert seen["game"] == "&Game" and seen["checked"] == ["en"]
    assert _saved(qapp).language == "it"
    clear_language(qapp)
    assert _shot_seen(monkeypatch, tmp_path)["game"] == "&Partita"  # the saved language, as before


def test_lang_offers_exactly_the_languages_the_app_has_and_says_it_is_not_remembered(capsys) -> None:  # type: ignore[no-untyped-def]
    for code in LANGUAGES:
        assert entry.parse_args(["--lang", code]).lang == code
    assert entry.parse_args([]).lang is None
    with pytest.raises(SystemExit) as exc:
        entry.parse_args(["--lang", "fr"])
    assert exc.value.code == 2
    assert "invalid choice: 'fr'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        entry.parse_args(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--lang {en,it}" in text
    assert "for this run only; not remembered" in text


@pytest.mark.parametrize("seed", ["-5", "9223372036854775808", "many"])
def test_a_seed_no_saved_game_keeps_is_refused_before_any_window(capsys, seed: str) -> None:  # type: ignore[no-untyped-def]
    """Found with the engine's `new --seed -5`: the GUI took any integer too
    (`florenza --seed -5`), and the autosave of that game could never be
    resumed (FORMAT.md: a seed is 0 to 2**63 - 1), so the game was lost."""
    with pytest.raises(SystemExit) as exc:
        entry.parse_args(["--seed", seed])
    assert exc.value.code == 2
    assert "--seed" in capsys.readouterr().err
    assert entry.parse_args(["--seed", "9223372036854775807"]).seed == 2**63 - 1
