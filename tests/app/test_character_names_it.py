"""The Italian interface names the roster's characters in Italian
(Bernardino da Siena, Raffaello Sanzio, Beato Angelico...) wherever it shows
one: the log and the narration, refusals, the board's cards and tiles and
their accessible names. Saves keep the English name a game holds (FORMAT.md),
and a name that is not a standard character's is shown as written."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from florenza_gui.app.i18n import clear_language
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.boarddata import standard_board
from florenza_gui.engine.model.events import Event, EventKind, MoveMade, Named
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.verdict import Refusal, RefusalKind
from florenza_gui.engine.rules.moves import PreacherToPredicatore
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.words.characternames import character_name
from florenza_gui.engine.words.wording import render

# the roster's names whose usual Italian form is another
ITALIAN = {"Raphael": "Raffaello Sanzio", "Bernardino of Siena": "Bernardino da Siena",
           "Fra Angelico": "Beato Angelico", "Antonio del Pollaiuolo": "Antonio del Pollaiolo"}
CHARACTER_KINDS = {EventKind.TILE_DRAWN, EventKind.CARD_SHIFTED, EventKind.CHARACTER_LEFT, EventKind.TILE_RETURNED,
                   EventKind.MOVE_MADE}


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    clear_language(qapp)


@pytest.fixture(scope="module")
def game() -> GameState:
    """A whole random game whose log names several of those characters."""
    return simulate.play_random_game(4, 2, 1, check_invariants=False)


def naming(state: GameState) -> list[Event]:
    """The log's events that name one of ``ITALIAN``'s characters."""
    return [line.event for line in state.log if line.event is not None and line.event.kind in CHARACTER_KINDS
            and any(name in render(line) for name in ITALIAN)]


def test_every_character_of_the_roster_has_its_italian_name() -> None:
    roster = {c.name: c.name_it for c in standard_board().roster}
    assert {en: it for en, it in roster.items() if en != it} == ITALIAN
    for en, it in roster.items():
        assert character_name(en, "it") == it and character_name(en, "en") == en


def test_log_lines_naming_a_character_read_its_italian_name(game: GameState) -> None:
    events = naming(game)
    assert {e.kind for e in events} >= {EventKind.TILE_DRAWN, EventKind.CARD_SHIFTED, EventKind.CHARACTER_LEFT}
    for event in events:
        english, italian = render(event), render(event, None, "it")
        en = next(name for name in ITALIAN if name in english)
        assert ITALIAN[en] in italian and en not in italian, (english, italian)
        assert ITALIAN[en] not in english


def test_the_save_keeps_the_english_names_and_reads_back_in_italian(game: GameState, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "game.json"
    saves.save_path(game, path)
    text = path.read_text(encoding="utf-8")
    assert saves.dumps(game) == text
    assert any(en in text for en in ITALIAN) and not any(it in text for it in ITALIAN.values())
    back = saves.load_path(path)
    assert [render(line, None, "it") for line in back.log] == [render(line, None, "it") for line in game.log]
    assert naming(back) and all(any(it in render(e, None, "it") for it in ITALIAN.values()) for e in naming(back))


def test_a_move_names_the_character_in_italian_and_the_family_as_written() -> None:
    move = Event(EventKind.MOVE_MADE, Rule.M6, MoveMade("Raphael", PreacherToPredicatore("bernardino", 2),
                                                         "Bernardino of Siena"))
    assert render(move, None, "it") == "Raphael manda Bernardino da Siena a predicare sullo spazio 2"
    assert render(move) == "Raphael sends Bernardino of Siena to preach on space 2"


def test_a_refusal_names_the_character_in_italian_and_a_family_as_written() -> None:
    artist = Refusal(RefusalKind.ARTIST, "Raphael")
    assert render(artist, None, "it").startswith("Raffaello Sanzio è un Artista")
    assert render(artist) == "Raphael is an Artist; only Preachers preach"
    pool = Refusal(RefusalKind.POOL_EMPTY, "Raphael")  # a family's name
    assert render(pool, None, "it") == "Raphael non ha più Familiari nella sua riserva"


def test_a_name_that_is_no_standard_characters_is_shown_as_written() -> None:
    assert character_name("Raphael of Urbino", "it") == "Raphael of Urbino"
    left = Event(EventKind.CHARACTER_LEFT, Rule.R8_5, Named("Raphael of Urbino"))
    assert "Raphael of Urbino" in render(left, None, "it")


def test_the_board_names_the_characters_in_the_interface_language(window, driver) -> None:  # type: ignore[no-untyped-def]
    state = window.session.state
    chars = dict(state.characters)
    chars["raphael"] = replace(chars["raphael"], name="Raphael")
    chars["bernardino"] = replace(chars["bernardino"], name="Bernardino da Urbino")  # a file's own name
    window.session.replace(state.evolve(characters=chars))
    assert window.set_language("it")
    raphael = driver.character("raphael")
    assert raphael.name == "Raffaello Sanzio" and raphael.tile_name == "Raffaello Sanzio"
    assert driver.character("bernardino").name == "Bernardino da Urbino"
    assert driver.character("fra_angelico").short == "Angelico"
    if raphael.shows:
        assert "Raffaello Sanzio" in raphael.read
    window.set_language("en")
    assert driver.character("raphael").name == "Raphael"
    assert driver.character("fra_angelico").tile_name == "Fra Angelico"
    assert window.session.state.characters["raphael"].name == "Raphael"
