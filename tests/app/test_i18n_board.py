"""The board's own texts and the engine's narration follow the interface
language: the board through the "Board" catalogue context, the narration
(log, the why of each step, refusals) through ``engine.wording`` and its
catalogue, from the typed events: no English sentence is ever parsed."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from string import Formatter

import pytest
from PySide6.QtCore import QPointF

from florenza_gui.app.i18n import clear_language, install_language
from florenza_gui.board.board_art import PrintedBoard
from florenza_gui.board.scene import BoardScene
from florenza_gui.board.targetnames import describe_target
from florenza_gui.engine.files.scenarios import load_scenario
from florenza_gui.engine.model.boarddata import resource_path
from florenza_gui.engine.model.events import (
    Cardinal,
    Decided,
    DecidedBy,
    Event,
    EventKind,
    GhostPlaced,
    Handover,
    Landing,
    Marker,
    MoveMade,
    Named,
    NewOrder,
    RoundStart,
    Skipped,
)
from florenza_gui.engine.model.places import LifeCardSpot
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import LifeCard, Phase
from florenza_gui.engine.model.verdict import Refusal, RefusalKind, refuse
from florenza_gui.engine.rules.end_of_round import end_round_steps
from florenza_gui.engine.rules.moves import (
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    PreacherToPredicatore,
    UseMuse,
    Verdict,
    check,
)
from florenza_gui.engine.rules.targets import (
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
from florenza_gui.engine.sim import simulate
from florenza_gui.engine.words.catalogue import EN, IT
from florenza_gui.engine.words.wording import phrase, render
from florenza_gui.qt import language as narration_language
from florenza_gui.qt.models import SET_BY_RULES

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
    texts = {k: v.text for k, v in scene.registry.static.texts.items()}
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
    assert kinsman.accessible_name() == "Familiare di Red (R), nella riserva di Red"
    scene.bubble.show_message(QPointF(400, 400), "M8", "la Musa è già stata usata in questo round")
    assert scene.bubble.accessible_name() == "Rifiutato, regola M8: la Musa è già stata usata in questo round"


def test_the_board_stays_english_in_english(qapp) -> None:  # type: ignore[no-untyped-def]
    scene = BoardScene()
    scene.set_game(three_humans())
    texts = {k: v.text for k, v in scene.registry.static.texts.items()}
    assert texts["life_heading"] == "Life in Florenza"
    assert texts["round_label"] == "Round 1 of 7"
    assert texts["bishop_label"] == "Bishop: nobody"
    assert scene.boards["red"].accessible_name().startswith("Red's family board (human), plays #")
    assert describe_target(PrestigeSpace(4)) == "Prestige track space 4"


# -- part B: the engine's narration --------------------------------------------------------------
SEATINGS = ((2, 0), (3, 0), (4, 0), (5, 0), (1, 1), (1, 2), (1, 3), (1, 4), (2, 1), (2, 2), (2, 3), (3, 1),
            (3, 2), (4, 1), (0, 3), (0, 5))
# refusals the session makes itself, its gate's among them (florenza_gui/qt/session.py)
SESSION_REFUSALS = (*(refuse(Rule.D10, kind) for kind in (
    RefusalKind.ROUND_ENDING, RefusalKind.NOT_A_PLACE, RefusalKind.GAME_OVER)), *(Verdict(False, "", Refusal(kind))
    for kind in (RefusalKind.COVERED, RefusalKind.STEP_SHOWING, RefusalKind.EDITOR_OPEN, RefusalKind.EDITOR_CLOSED,
                 RefusalKind.FINISH_ROUND, RefusalKind.REVIEWING)))
# and the Families table's (florenza_gui/qt/models.py): a count not the family's own, or set by the rules alone
TABLE_REFUSALS = (*(refuse(rule, kind, "Red") for rule, kind in (
    (Rule.M1, RefusalKind.NOT_OWN_CAPTAIN_MARKER), (Rule.M2, RefusalKind.NOT_OWN_BISHOP_MARKER),
    (Rule.M10, RefusalKind.NOT_OWN_COUNTS))), *SET_BY_RULES.values())


def _refusals(state: GameState, r: random.Random, found: list[Verdict]) -> None:
    """Refusals from ``check`` on random moves, from drops and from R8.7 placements."""
    verdicts = [check(state, simulate.random_move(state, r)) for _ in range(2)]
    row = sorted(c for ids in state.row for c in ids)
    elsewhere = sorted(state.bag + state.out_of_game)
    if elsewhere:  # characters not in the row
        c = r.choice(elsewhere)
        verdicts += [check(state, move) for move in (Detain(c), FlipCard(c), PreacherToPredicatore(c, 1))]
    families = [f.id for f in state.families]
    at = r.choice([None, BishopCardSpot(), PredicatoreSpace(1), PredicatoreSpace(2)])
    pieces: list[Piece] = [CaptainMarkerPiece(r.choice(families)), BishopMarkerPiece(r.choice(families)),
                           KinsmanPiece(r.choice(families), at)]
    if row:
        pieces.append(TilePiece(r.choice(row)))
    piece = r.choice(pieces)
    targets = candidate_targets(state, r.choice(pieces)) + candidate_targets(state, piece)
    if targets:
        verdicts.append(check_drop(state, piece, r.choice(targets))[1])
    if row:
        verdicts.append(check_draw_placement(state, r.choice([*row, "nobody"]), r.choice(list(LifeCard))))
    found.extend(v for v in verdicts if not v.ok)


GAMES = 64  # every seating four times


@cache
def narration_corpus() -> tuple[tuple[Event, ...], tuple[Verdict, ...]]:
    """Every event of ``GAMES`` random games and of every scenario's end of round,
    and every refusal met on the way."""
    events: list[Event] = []
    refusals: list[Verdict] = []
    r = random.Random(2024)
    ending = False  # the states shown are an end of round's: its steps were taken once, from its start

    def on_state(state: GameState) -> None:
        nonlocal ending
        last = state.log[-1].event if len(state.log) else None
        if last is not None:
            events.append(last)
        at_end = state.phase is Phase.ACTIONS and state.active is None
        if at_end and not ending:
            for _, step in end_round_steps(state):
                events.extend(step)
        ending = at_end
        _refusals(state, r, refusals)

    for seed in range(GAMES):
        humans, ghosts = SEATINGS[seed % len(SEATINGS)]
        simulate.play_random_game(seed, humans, ghosts, check_invariants=False, on_state=on_state)
    for path in sorted(Path(resource_path("scenarios")).glob("*.json")):
        state = load_scenario(path)
        for _, step in end_round_steps(state):
            events.extend(step)
    refusals.extend(SESSION_REFUSALS + TABLE_REFUSALS)
    return tuple(events), tuple(refusals)


@pytest.mark.slow
def test_every_event_and_refusal_of_many_games_has_its_italian() -> None:
    events, refusals = narration_corpus()
    assert len(events) > 10_000 and len(refusals) > 1000
    assert {e.kind for e in events} == set(EventKind)
    assert len({v.refusal.kind for v in refusals if v.refusal}) >= 20
    seen: set[str] = set()
    for event in events:
        for viewer in (None, event.family):
            english, italian = render(event, viewer, "en"), render(event, viewer, "it")
            assert italian != english, (event, english)
            assert "{" not in italian and "}" not in italian, italian
            seen.add(f"{event.kind.value} {event.rule} {'private' if viewer else 'public'}")
    for verdict in refusals:
        assert render(verdict, None, "it") != render(verdict, None, "en") != "", verdict
    assert len(seen) > 60


def test_both_catalogues_have_the_same_entries_with_the_same_fields() -> None:
    assert set(IT) == set(EN)
    for key, english in EN.items():
        fields = {f for _, f, _, _ in Formatter().parse(english) if f}
        assert {f for _, f, _, _ in Formatter().parse(IT[key]) if f} <= fields | {"suffix"}, key


def _ev(kind: EventKind, rule: Rule, args: object, **kw: object) -> Event:
    return Event(kind, rule, args, **kw)  # type: ignore[arg-type]


RARE = [
    (_ev(EventKind.BISHOP_MARKER_MOVED, Rule.G3, Marker("Blue", 1, card=2, top=10)),
     "Blue's Bishop marker moves up 1 on the Church track (the Ghost card gives Church +2, but the track stops "
     "at 10)",
     "Il segnalino Vescovo di Blue avanza di 1 sul tracciato dell'Influenza della Chiesa (la carta Fantasma dà "
     "Chiesa +2, ma il tracciato si ferma a 10)"),
    (_ev(EventKind.KINSMAN_PLACED, Rule.G4, GhostPlaced("Blue", Landing.NO_POOL)),
     "Blue has no Kinsman left in the pool", "Blue non ha più Familiari nella sua riserva"),
    (_ev(EventKind.KINSMAN_PLACED, Rule.G4, GhostPlaced("Blue", Landing.NO_ROOM)),
     "Every Predicatore space is taken and the Bishop card has no room: Blue's Kinsman stays home",
     "Ogni spazio Predicatore è occupato e la carta Vescovo non ha più posto: il Familiare di Blue resta "
     "nella sua riserva"),
    (_ev(EventKind.DRAW_SKIPPED, Rule.D9, Skipped(2)),
     "The bag is empty: 2 draws cannot be made and are skipped",
     "Il sacchetto è vuoto: 2 pescate non possono essere fatte e vengono saltate"),
    (_ev(EventKind.STANDINGS_DECIDED, Rule.R9_3, Decided(("Red",), 30, DecidedBy.FIORINI, (("Blue", 2, 30),))),
     "Red wins the tie at 30 Victory Points on Fiorini; then Blue 2nd (30)",
     "Red vince lo spareggio a 30 Punti Vittoria grazie ai Fiorini; poi Blue 2º (30)"),
    (_ev(EventKind.STANDINGS_DECIDED, Rule.R9_3, Decided(("Red", "Blue"), 30, DecidedBy.SHARED, ())),
     "Red and Blue share the victory at 30 Victory Points, equal on Resources and Fiorini too",
     "Red e Blue condividono la vittoria a 30 Punti Vittoria, pari anche su Risorse e Fiorini"),
    (_ev(EventKind.BISHOP_CARD_MOVED, Rule.D4, Handover("Red", stay=2)),
     "Red returns the Bishop card to the board; the 2 Kinsmen on it stay until R8.3",
     "Red rimette la carta Vescovo sul tabellone; i 2 Familiari che vi si trovano restano fino a R8.3"),
    (_ev(EventKind.ROUND_STARTED, Rule.D10, RoundStart(1, "Red", ("Blue", "Green"), ())),
     "Round 1 begins: Red acts first; Blue and Green pass at once",
     "Inizia il round 1: il primo turno è di Red; Blue e Green passano subito"),
    (_ev(EventKind.TURN_ORDER_CHANGED, Rule.R7_4, NewOrder((), listing=(("Ada", 4), ("Bea", 4), ("Cleo", 4)))),
     "The others follow by Prestige: Ada (4), Bea (4) and Cleo (4); Ada, Bea and Cleo tie at 4, so the later "
     "player this round goes first",
     "Gli altri seguono in ordine di Prestigio: Ada (4), Bea (4) e Cleo (4); Ada, Bea e Cleo sono pari a 4, "
     "quindi va prima chi ha giocato più tardi in questo round"),
    (_ev(EventKind.CARD_SHIFTED, Rule.R8_6, Named("Sandro Botticelli"), from_=LifeCardSpot(LifeCard.III),
         to=LifeCardSpot(LifeCard.II)),
     "Sandro Botticelli moves down from Life card III to II",
     "Sandro Botticelli scende dalla carta Vita III alla carta Vita II"),
    (_ev(EventKind.MOVE_MADE, Rule.M8, MoveMade("Red", UseMuse()), family="red"), "Red uses the Muse",
     "Red usa la Musa"),
    (_ev(EventKind.CARDINAL_NAMED, Rule.R7_3, Cardinal("Red", 2, 4)),
     "Red is re-elected while holding the Bishop card: Cardinal for the 2nd time, scoring 4, one per seat",
     "Red vince di nuovo l'elezione a Vescovo mentre tiene la carta Vescovo: diventa Cardinale per la 2ª volta "
     "e guadagna 4 Prestigio, uno per posto al tavolo"),
]


@pytest.mark.parametrize(("event", "english", "italian"), RARE, ids=lambda x: getattr(x, "rule", None))
def test_rare_forms_written_out_by_hand(event: Event, english: str, italian: str) -> None:
    assert render(event) == english
    assert render(event, None, "it") == italian


def test_refusals_and_undo_texts_in_italian() -> None:
    not_a_move = refuse(Rule.D10, RefusalKind.NOT_A_MOVE)
    assert render(not_a_move, None, "it") == "questa non è una mossa della fase delle azioni"
    missing = refuse(Rule.M6, RefusalKind.NO_SUCH_CHARACTER, repr("nobody"))
    assert render(missing) == "there is no character called 'nobody' in this game"
    assert render(missing, None, "it") == "in questa partita non c'è nessun personaggio 'nobody'"
    assert phrase("undo.round", "it", round=3) == "Fine del round 3"
    assert phrase("undo.round", "en", round=3) == "End of round 3"


def test_install_language_tells_the_narration(qapp) -> None:  # type: ignore[no-untyped-def]
    muse = RARE[10][0]
    assert install_language(qapp, "it")
    assert narration_language.language() == "it"
    assert narration_language.event_text(muse) == "Red usa la Musa"
    assert install_language(qapp, "en")
    assert narration_language.event_text(muse) == "Red uses the Muse"
    install_language(qapp, "it")
    clear_language(qapp)
    assert narration_language.language() == "en"


# -- the window: log, narration, refusals and board follow the View ▸ Language menu ----------
def test_the_window_narrates_in_the_chosen_language(window, qtbot, driver) -> None:  # type: ignore[no-untyped-def]
    english_first = window.log_model.index(0).data()
    window.session.try_move(EndTurn())
    pass_curtain(qtbot, window)
    english_why = window.narration.why.text()
    assert english_why.startswith("Red ends their turn; ") and english_why.endswith(" acts next")
    last = window.log_model.rowCount() - 1

    window.language_actions["it"].trigger()
    assert window.narration.why.text().startswith("Red termina il suo turno; ora tocca a ")
    assert window.log_model.index(last).data().startswith("D10  Red termina il suo turno; ora tocca a ")
    assert "Red termina il suo turno" in window.undo_action.text()
    first = window.log_model.index(0).data()
    assert first != english_first and first.split()[0] == english_first.split()[0]
    # a refusal: the status bar and the board's bubble
    window._said_or_refused(window.session.try_move(CaptainMarker(-1)))
    assert window.statusBar().currentMessage() == (
        "Rifiutato — M1: il tracciato del Prestigio non ha spazi sotto lo 0")
    assert driver.bubble_text() == "il tracciato del Prestigio non ha spazi sotto lo 0"
    # the board repainted its labels at once
    assert driver.round_label() == "Round 1 di 7"
    assert driver.board_name() == "Tabellone di gioco"
    assert driver.piece_name(driver.family_board("red")).startswith("Plancia della famiglia Red")

    window.language_actions["en"].trigger()
    assert window.narration.why.text() == english_why
    assert window.log_model.index(0).data() == english_first
    assert driver.round_label() == "Round 1 of 7"
    assert driver.board_name() == "Game board"
    window._said_or_refused(window.session.try_move(CaptainMarker(-1)))
    assert window.statusBar().currentMessage() == "Refused — M1: the Prestige track has no space below 0"


def test_d13_m1_in_italian_names_no_position() -> None:
    """D13: the public M1 sentence carries no position in Italian either; the
    owner's private wording (with the number) still reads in Italian."""
    m1 = _ev(EventKind.MOVE_MADE, Rule.M1, MoveMade("Red", CaptainMarker(23)), family="red")
    assert render(m1, None, "it") == render(m1, "blue", "it") == "Red sposta il suo segnalino Capitano"
    assert render(m1, "red", "it") == "Red sposta il suo segnalino Capitano su 23"
    assert render(m1) == "Red moves their Captain marker"
