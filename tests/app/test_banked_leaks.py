"""The whole-game leak test, grown (RULES.md §9, D13): for every
amount a Captain banks — the banked total and the token values — search
every public surface for that number once the Captain marker has left it
(R7.1d): the log, the narration, tooltips, accessible names, undo text, the
window title, the Families table in all roles, in English and in Italian,
after saving and reopening, and in every state Back or Undo can reach from
any later step.

Each round one human moves its Captain marker to a number no other surface
could show (a prime from 43 up: the other humans stay below 30 and a Ghost
gains at most 6 a round), so finding the number anywhere means it leaked.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from florenza_gui.engine.model.events import Event, EventKind
from florenza_gui.engine.model.state import LogEntry
from florenza_gui.engine.model.types import Phase, Seat
from florenza_gui.engine.rules.moves import BishopMarker, CaptainMarker, EndTurn, KinsmanToPredicatore, Pass
from florenza_gui.engine.rules.phase7 import bank
from florenza_gui.engine.rules.setup import Seating, new_game
from tests.app.test_hotseat import reachable_texts
from tests.guifixtures import pass_curtain

TARGETS = (43, 47, 53, 59, 61, 67, 71)


@dataclass
class Secrets:
    """What the Captains banked, and which of it must be gone by now."""

    amounts: list[int] = field(default_factory=list)  # banked totals whose marker went back to 0
    values: list[str] = field(default_factory=list)  # the tokens taken, as the owner's peek writes them
    pending: int | None = None  # banked at R7.1c, marker still standing there until R7.1d
    revealed: bool = False  # R9.1: the values are public from here on

    def on_lines(self, window, lines: Sequence[LogEntry]) -> None:  # type: ignore[no-untyped-def]
        """The log lines a step has just written, their events in order."""
        for line in lines:
            if isinstance(line.event, Event):
                self.on_event(window, line.event)

    def on_event(self, window, event: Event) -> None:  # type: ignore[no-untyped-def]
        state = window.session.state
        if event.kind is EventKind.TOKENS_BANKED and not state.family(event.family).is_ghost:
            self.pending = state.family(event.family).prestige
        elif event.kind is EventKind.CAPTAIN_MARKER_MOVED and event.rule == "R7.1d" and self.pending is not None:
            self.amounts.append(self.pending)
            self.values.append(" + ".join(map(str, bank(self.pending))))
            self.pending = None
        elif event.kind is EventKind.TOKENS_REVEALED:
            self.revealed = True


def assert_nothing_banked_shows(window, secrets: Secrets, where: str) -> None:  # type: ignore[no-untyped-def]
    if secrets.revealed or window.session.state.phase is Phase.GAME_OVER:
        return
    texts = reachable_texts(window)
    blob = "\n".join(texts)  # (no number runs across a line break: each text is searched on its own)
    if secrets.amounts and re.search(rf"(?<!\d)(?:{'|'.join(map(str, secrets.amounts))})(?!\d)", blob):
        for amount in secrets.amounts:  # which one, and where
            number = re.compile(rf"(?<![\d]){amount}(?![\d])")
            shown = [t for t in texts if number.search(t)]
            assert not shown, f"{where}: the banked {amount} shows in {shown[:3]!r}"
    for values in secrets.values:
        if "+" in values:
            assert values not in blob, f"{where}: the token values {values} show"
    assert window.hotseat.curtain.peek.text() == ""


def explore_back(driver, secrets: Secrets, where: str) -> None:  # type: ignore[no-untyped-def]
    """Back as far as it goes, checking each state, then on to where we were."""
    went = 0
    while driver.back():
        went += 1
        assert_nothing_banked_shows(driver.window, secrets, f"{where}, {went} step(s) back")
    for _ in range(went):
        assert driver.step()


def explore_undo(window, qtbot, secrets: Secrets, where: str) -> None:  # type: ignore[no-untyped-def]
    """Undo as far as it goes, checking each state, then redo all of it."""
    c = window.session
    here = c.state
    went = 0
    # the turn may pass back to another person at the screen: the curtain covers the board
    # (checked as it is), and the player confirms before Undo or Redo may go on (§9)
    while True:
        pass_curtain(qtbot, window)
        if not window.undo_action.isEnabled():
            break
        window.undo_action.trigger()
        went += 1
        assert_nothing_banked_shows(window, secrets, f"{where}, {went} undo(s)")
    for _ in range(went):
        pass_curtain(qtbot, window)
        assert window.redo_action.isEnabled()
        window.redo_action.trigger()
    assert c.state == here
    pass_curtain(qtbot, window)


def play_actions(window, qtbot, secrets: Secrets, r: random.Random, captain: str, target: int) -> None:  # type: ignore[no-untyped-def]
    c = window.session
    moved = False
    while c.state.active is not None:
        pass_curtain(qtbot, window)
        me = c.state.active
        if me == captain and not moved:
            moved = True
            c.try_move(CaptainMarker(target))
        else:  # the others stay below 30; the Captain-to-be keeps its marker where it is
            marker = [] if me == captain else [CaptainMarker(r.randrange(0, 30))]
            c.try_move(r.choice([*marker, BishopMarker(r.randrange(0, 11)),
                                 KinsmanToPredicatore(r.randrange(1, 5)), EndTurn(), Pass(), Pass()]))
        assert_nothing_banked_shows(window, secrets, f"round {c.state.round}, {me}'s turn")
    # every state undo reaches within the round, from its last move (and redo back)
    explore_undo(window, qtbot, secrets, f"round {c.state.round}, after its last move")


def end_the_round(driver, secrets: Secrets) -> None:  # type: ignore[no-untyped-def]
    """Step to the end, checking each step; and every state Back can reach
    from a later step. Back from a step reaches the same states as from the
    last step before the next point of no return (the window shows the
    position at the cursor), so it is explored from there."""
    window = driver.window
    c = window.session
    ending = c.state.round
    while True:
        written = len(c.state.log)
        assert driver.step()
        secrets.on_lines(window, c.state.log[written:])
        where = f"end of round {ending}, step {c.step_index}: {c.state.log[-1].rule}"
        assert_nothing_banked_shows(window, secrets, where)
        if not c.in_sequence:
            break
        t = c.timeline
        if c.step_index + 1 >= t.count or t.no_return_at(c.step_index + 1) is not None:
            explore_back(driver, secrets, where)


def assert_no_banked_amount_in_the_saved_events(path, secrets: Secrets) -> None:  # type: ignore[no-untyped-def]
    """The typed event each saved log line carries (so the log reads in any
    language once reopened) holds neither a banked amount nor token values."""
    lines = json.loads(path.read_text(encoding="utf-8"))["log"]
    assert all("event" in line for line in lines)
    events = json.dumps([line["event"] for line in lines])
    for amount in secrets.amounts:
        assert not re.search(rf"(?<![\d]){amount}(?![\d])", events), f"the banked {amount} is in a saved event"
    for values in secrets.values:
        if "+" in values:
            assert json.dumps([int(v) for v in values.split(" + ")]) not in events


def reopen_and_check(window, qtbot, secrets: Secrets, folder, n: int) -> None:  # type: ignore[no-untyped-def]
    """Save, reopen, and look again; then once more in Italian."""
    path = folder / f"round-{n}.json"
    assert window.files.save_to(str(path))
    assert_no_banked_amount_in_the_saved_events(path, secrets)
    assert window.files.open_path(str(path))
    pass_curtain(qtbot, window)
    assert_nothing_banked_shows(window, secrets, f"round {n}, saved and reopened")
    window.language_actions["it"].trigger()
    try:
        assert_nothing_banked_shows(window, secrets, f"round {n}, in Italian")
    finally:
        window.language_actions["en"].trigger()


@pytest.fixture
def saves_folder():  # type: ignore[no-untyped-def]
    """Where the game is saved: a folder whose path holds no digit, since the
    status bar and Open Recent show it (pytest's own folder, "pytest-61",
    would pass for a banked 61)."""
    import shutil
    import string
    import tempfile
    from pathlib import Path

    name = "florenza-leaks-" + "".join(random.choice(string.ascii_lowercase) for _ in range(12))
    folder = Path(tempfile.gettempdir()) / name
    assert not any(ch.isdigit() for ch in str(folder))
    folder.mkdir()
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "seats"), [(11, "HHH"), (12, "HGHH")])
def test_no_banked_amount_shows_on_any_public_surface_in_a_whole_game(  # type: ignore[no-untyped-def]
        qtbot, loop, saves_folder, seed: int, seats: str) -> None:
    from florenza_gui.app.window import MainWindow
    from tests.driver import Driver, still

    r = random.Random(seed)
    colours = ("red", "blue", "green", "yellow")
    seatings = [Seating(c, c.capitalize(), Seat.HUMAN if k == "H" else Seat.GHOST)
                for c, k in zip(colours, seats, strict=False)]
    humans = [s.id for s in seatings if s.seat is Seat.HUMAN]
    window = MainWindow(new_game(seatings, seed=seed))
    still(window)
    qtbot.addWidget(window)
    window.show()
    driver = Driver(window, qtbot, loop, saves_folder)
    secrets = Secrets()
    c = window.session
    for n, target in enumerate(TARGETS, start=1):
        assert c.state.round == n
        play_actions(window, qtbot, secrets, r, humans[n % len(humans)], target)
        end_the_round(driver, secrets)
        assert secrets.amounts[-1] == target, "the designated human must have been Captain"
        explore_undo(window, qtbot, secrets, f"after the end of round {n}")
        if c.state.phase is Phase.GAME_OVER:
            break
        reopen_and_check(window, qtbot, secrets, saves_folder, n)
    assert c.state.phase is Phase.GAME_OVER
    assert secrets.amounts == list(TARGETS)
    window.close()
