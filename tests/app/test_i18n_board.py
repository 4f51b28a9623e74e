"""The board's own texts and the engine's narration follow the interface
language: the board through the "Board" catalogue context, the narration
through ``qt.narration_i18n.localise`` (the engine itself stays English)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF

from florenza_gui.app.i18n import clear_language, install_language
from florenza_gui.board.board_art import PrintedBoard
from florenza_gui.board.keyboard import describe_target
from florenza_gui.board.scene import BoardScene
from florenza_gui.engine import simulate
from florenza_gui.engine.boarddata import resource_path
from florenza_gui.engine.moves import CaptainMarker, Detain, EndTurn, FlipCard, PreacherToPredicatore, check
from florenza_gui.engine.rounds import end_round_steps
from florenza_gui.engine.scenarios import load_scenario
from florenza_gui.engine.state import GameState
from florenza_gui.engine.targets import (
    BishopCardSpot,
    BishopMarkerPiece,
    CaptainMarkerPiece,
    KinsmanPiece,
    Piece,
    PredicatoreSpace,
    PrestigeSpace,
    TilePiece,
    candidate_targets,
    check_draw_placement,
    check_drop,
)
from florenza_gui.engine.types import LifeCard, Phase
from florenza_gui.qt import narration_i18n
from florenza_gui.qt.narration_i18n import localise, untranslated

from .conftest import pass_curtain, three_humans


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    clear_language(qapp)


# -- part A: the board's own texts ------------------------------------------------------------
def test_the_board_speaks_italian_when_italian_is_installed(qapp) -> None:  # type: ignore[no-untyped-def]
    assert install_language(qapp, "it")
    scene = BoardScene()
    scene.set_game(three_humans())
    texts = {k: v.text for k, v in scene._static.texts.items()}
    assert texts["life_heading"] == "Vita a Florenza"
    assert texts["bag_label"].startswith("Sacchetto: ")
    assert texts["out_label"] == "Fuori gioco: 0"
    assert texts["round_label"] == "Round 1 di 7"
    assert texts["muse_label"] == "Musa: disponibile"
    assert texts["bishop_label"] == "Vescovo: nessuno"
    assert texts["first_player_label"].startswith("Primo giocatore: ")
    board = scene.boards["red"]
    assert board.accessible_name().startswith("Plancia della famiglia Red (persona), turno n. ")
    assert "Familiari nella riserva" in board.accessible_name()
    assert scene.captain_markers["red"].toolTip() == "Segnalino Capitano di Red: 0"
    assert scene.bishop_markers["red"].toolTip() == "Segnalino Vescovo di Red: Chiesa 0"
    printed = next(i for i in scene.items() if isinstance(i, PrintedBoard))
    assert printed.accessible_name().startswith("Il tabellone: ")
    assert describe_target(PredicatoreSpace(2)) == "spazio Predicatore 2"
    assert describe_target(BishopCardSpot()) == "la carta Vescovo"
    kinsman = scene.kinsmen["red"][0]
    assert kinsman.accessible_name().startswith("Familiare della famiglia ")
    scene.bubble.show_message(QPointF(400, 400), "M8", "la Musa è già stata usata in questo round")
    assert scene.bubble.accessible_name() == "Rifiutato, regola M8: la Musa è già stata usata in questo round"


def test_the_board_stays_english_in_english(qapp) -> None:  # type: ignore[no-untyped-def]
    scene = BoardScene()
    scene.set_game(three_humans())
    texts = {k: v.text for k, v in scene._static.texts.items()}
    assert texts["life_heading"] == "Life in Florenza"
    assert texts["round_label"] == "Round 1 of 7"
    assert texts["bishop_label"] == "Bishop: nobody"
    assert scene.boards["red"].accessible_name().startswith("Red's family board (human), plays #")
    assert describe_target(PrestigeSpace(4)) == "Prestige track space 4"


# -- part B: the engine's narration --------------------------------------------------------------
SEATINGS = ((2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (3, 1),
            (3, 2), (4, 1), (0, 3), (0, 5))
# refusals the controller writes itself (florenza_gui/qt/controller.py)
CONTROLLER_REASONS = ("the end of the round is being played; wait for the next round",
                      "that is not a place this piece can go; it goes back")


def _refusals(state: GameState, r: random.Random, reasons: set[str]) -> None:
    """Reasons from ``check`` on random moves, from drops and from R8.7 placements."""
    for _ in range(2):
        verdict = check(state, simulate.random_move(state, r))
        if not verdict.ok:
            reasons.add(verdict.reason)
    row = sorted(c for ids in state.row for c in ids)
    elsewhere = sorted(state.bag + state.out_of_game)
    if elsewhere:  # characters not in the row
        c = r.choice(elsewhere)
        for move in (Detain(c), FlipCard(c), PreacherToPredicatore(c, 1)):
            verdict = check(state, move)
            if not verdict.ok:
                reasons.add(verdict.reason)
    families = [f.id for f in state.families]
    pieces: list[Piece] = [CaptainMarkerPiece(r.choice(families)), BishopMarkerPiece(r.choice(families)),
                           KinsmanPiece(r.choice(families), r.choice([None, 0, 1, 2]))]
    if row:
        pieces.append(TilePiece(r.choice(row)))
    piece = r.choice(pieces)
    targets = candidate_targets(state, r.choice(pieces)) + candidate_targets(state, piece)
    if targets:
        _, _, why = check_drop(state, piece, r.choice(targets))
        if why:
            reasons.add(why)
    if row:
        verdict = check_draw_placement(state, r.choice([*row, "nobody"]), r.choice(list(LifeCard)))
        if not verdict.ok:
            reasons.add(verdict.reason)


@cache
def narration_corpus() -> tuple[frozenset[str], frozenset[str]]:
    """Every distinct log line (with the owner-only texts) of ~200 random games
    and of every scenario's end of round, and every refusal met on the way."""
    texts: set[str] = set()
    reasons: set[str] = set()
    r = random.Random(2024)

    def events_of(state: GameState) -> None:
        for after, events in end_round_steps(state):
            texts.update(e.text for e in events)
            texts.update(e.private_text for e in events if e.private_text)
            texts.update(entry.text for entry in after.log)

    def on_state(state: GameState) -> None:
        texts.update(entry.text for entry in state.log[-8:])
        if state.phase is Phase.ACTIONS and state.active is None:
            events_of(state)
        _refusals(state, r, reasons)

    for seed in range(200):
        humans, ghosts = SEATINGS[seed % len(SEATINGS)]
        simulate.play_random_game(seed, humans, ghosts, check_invariants=False, on_state=on_state)
    for path in sorted(Path(resource_path("scenarios")).glob("*.json")):
        state = load_scenario(path)
        texts.update(entry.text for entry in state.log)
        events_of(state)
    reasons.update(CONTROLLER_REASONS)
    return frozenset(texts), frozenset(reasons)


@pytest.fixture
def italian() -> Iterator[None]:
    narration_i18n.set_language("it")
    yield
    narration_i18n.set_language("en")


@pytest.mark.slow
def test_every_sentence_of_the_engine_has_its_italian(italian) -> None:  # type: ignore[no-untyped-def]
    texts, reasons = narration_corpus()
    assert len(texts) > 1000 and len(reasons) > 20
    survivors = sorted(t for t in texts | reasons if localise(t) == t or untranslated(t))
    uncovered = sorted({clause for t in survivors for clause in untranslated(t)} | set(survivors))
    assert not uncovered, "English sentences left:\n" + "\n".join(uncovered[:60])


def test_every_sentence_form_is_met_or_tried(italian) -> None:  # type: ignore[no-untyped-def]
    """Forms random games rarely reach, written out by hand."""
    rare = {
        "Blue moves up 1 on the Church track (its card says 2, but the track stops at 10)":
            "Blue avanza di 1 sul tracciato dell'Influenza della Chiesa (la sua carta dice 2, "
            "ma il tracciato si ferma a 10)",
        "Blue has no Kinsman left in its pool": "Blue non ha più Familiari nella sua riserva",
        "Every Predicatore space is taken and the Bishop card has no room: Blue's Kinsman stays home":
            "Ogni spazio Predicatore è occupato e la carta Vescovo non ha più posto: il Familiare di Blue resta "
            "nella sua riserva",
        "The bag is empty: 2 draws cannot be made and are skipped":
            "Il sacchetto è vuoto: 2 pescate non possono essere fatte e vengono saltate",
        "Red wins the tie at 30 Victory Points on Fiorini; then Blue 2nd (30)":
            "Red vince lo spareggio a 30 Punti Vittoria grazie ai Fiorini; poi Blue 2º (30)",
        "Red and Blue share the victory at 30 Victory Points, equal on Resources and Fiorini too":
            "Red e Blue condividono la vittoria a 30 Punti Vittoria, pari anche su Risorse e Fiorini",
        "Red returns the Bishop card to the board; its 2 Kinsmen stay until R8.3":
            "Red rimette la carta Vescovo sul tabellone; i suoi 2 Familiari vi restano fino a R8.3",
        "there is no character called 'nobody' in this game":
            "in questa partita non c'è nessun personaggio 'nobody'",
        "that is not a move of the action phase": "questa non è una mossa della fase delle azioni",
        "End of round 3": "Fine del round 3",
    }
    for english, expected in rare.items():
        assert not untranslated(english), english
        assert localise(english) == expected


def test_names_rule_ids_and_lists_pass_through(italian) -> None:  # type: ignore[no-untyped-def]
    assert localise("Round 1 begins: Red acts first; Blue and Green pass at once") == (
        "Inizia il round 1: Red agisce per primo; Blue e Green passano subito")
    assert localise("Ada, Bea and Cleo tie at 4, so the later player this round goes first") == (
        "Ada, Bea e Cleo sono pari a 4, quindi va prima chi ha giocato più tardi in questo round")
    assert localise("Sandro Botticelli moves down from Life card III to II") == (
        "Sandro Botticelli scende dalla carta Vita III alla carta Vita II")
    assert narration_i18n.localise_line("M8 Red uses the Muse") == "M8 Red usa la Musa"
    # an unknown clause stays as it was, the known ones are translated
    assert localise("Red ends its turn; something new") == "Red termina il suo turno; something new"


def test_in_english_localise_is_the_identity() -> None:
    texts, reasons = narration_corpus()
    assert narration_i18n.language() == "en"
    for text in texts | reasons:
        assert localise(text) == text


def test_install_language_tells_the_narration(qapp) -> None:  # type: ignore[no-untyped-def]
    assert install_language(qapp, "it")
    assert narration_i18n.language() == "it"
    assert localise("Red uses the Muse") == "Red usa la Musa"
    assert install_language(qapp, "en")
    assert localise("Red uses the Muse") == "Red uses the Muse"
    install_language(qapp, "it")
    clear_language(qapp)
    assert narration_i18n.language() == "en"


# -- the window: log, narration, refusals and board follow the View ▸ Language menu ----------
def test_the_window_narrates_in_the_chosen_language(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    english_first = window.log_model.index(0).data()
    window.session.try_move(EndTurn())
    pass_curtain(qtbot, window)
    english_why = window.narration.why.text()
    assert english_why.startswith("Red ends its turn; ") and english_why.endswith(" acts next")
    last = window.log_model.rowCount() - 1

    window.language_actions["it"].trigger()
    assert window.narration.why.text().startswith("Red termina il suo turno; ora tocca a ")
    assert window.log_model.index(last).data().startswith("D10  Red termina il suo turno; ora tocca a ")
    assert "Red termina il suo turno" in window.undo_action.text()
    first = window.log_model.index(0).data()
    assert first != english_first and first.split()[0] == english_first.split()[0]
    assert not untranslated(english_first.split("  ", 1)[1])
    # a refusal: the status bar and the board's bubble
    window._refusal_at_centre(window.session.try_move(CaptainMarker(-1)))
    assert window.statusBar().currentMessage() == (
        "Rifiutato — M1: il tracciato del Prestigio non ha spazi sotto lo 0")
    assert window.scene.bubble.text == "il tracciato del Prestigio non ha spazi sotto lo 0"
    # the board repainted its labels at once
    assert window.scene._static.texts["round_label"].text == "Round 1 di 7"
    assert window.view.accessibleName() == "Tabellone di gioco"
    assert window.scene.boards["red"].accessible_name().startswith("Plancia della famiglia Red")

    window.language_actions["en"].trigger()
    assert window.narration.why.text() == english_why
    assert window.log_model.index(0).data() == english_first
    assert window.scene._static.texts["round_label"].text == "Round 1 of 7"
    assert window.view.accessibleName() == "Game board"
    window._refusal_at_centre(window.session.try_move(CaptainMarker(-1)))
    assert window.statusBar().currentMessage() == "Refused — M1: the Prestige track has no space below 0"


def test_d13_m1_in_italian_names_no_position(italian) -> None:  # type: ignore[no-untyped-def]
    """D13: the public M1 sentence carries no position in Italian either; the
    owner's private wording (with the number) still reads in Italian."""
    assert localise("Red moves its Captain marker") == "Red sposta il suo segnalino Capitano"
    assert narration_i18n.localise_line("M1 Red moves its Captain marker") == "M1 Red sposta il suo segnalino Capitano"
    assert localise("Red moves its Captain marker to 23") == "Red sposta il suo segnalino Capitano su 23"
