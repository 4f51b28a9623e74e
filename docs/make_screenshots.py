"""Render the README's screenshots of the board at 1920×1080, offscreen.

    python docs/make_screenshots.py [OUT_DIR]

Four moments: the start of a round, mid-round with pieces placed, during
Phase 8, and the final standings; then the curtain, the presentation view, a
laptop, a solo game's end and What if from a Bishop tie."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import qasync
from PySide6.QtWidgets import QApplication

from florenza_gui.app.main import default_game
from florenza_gui.app.window import MainWindow
from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.rules.moves import (
    BishopMarker,
    CaptainMarker,
    KinsmanToPredicatore,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
)


def shot(app: QApplication, window: MainWindow, out: Path) -> None:
    for _ in range(3):
        app.processEvents()
    window.grab().save(str(out))
    print(out)


def main(out_dir: str = "docs/screenshots") -> None:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow(default_game(seed=11))
    window.session.set_demo(True)  # the screenshots of the board itself show no curtain
    window.player.set_base_duration(0)
    window.show()
    window.resize(1920, 1080)
    shot(app, window, out / "start-of-round.png")
    c = window.session
    preacher = next((cid for ids in c.state.row for cid in ids
                     if c.state.characters[cid].kind.value == "preacher"), None)
    for move in (CaptainMarker(14), BishopMarker(6), KinsmanToPredicatore(1), SetCounts(3, 120), Pass(),
                 CaptainMarker(11), BishopMarker(4), KinsmanToPredicatore(3), UseMuse(), Pass(),
                 CaptainMarker(11), KinsmanToPredicatore(2)):
        c.try_move(move)
    if preacher:
        c.try_move(PreacherToPredicatore(preacher, 4))
    shot(app, window, out / "mid-round.png")
    c.try_move(Pass())
    # play up to the first draw of Phase 8, so the board is mid clean-up
    while True:
        loop.run_until_complete(window.player.step())
        if c.state.log[-1].rule in ("R8.6",):
            break
    shot(app, window, out / "phase-8.png")
    loop.run_until_complete(window.player.skip_to_end())
    for _ in range(6):
        while c.state.active is not None:
            c.try_move(CaptainMarker(c.state.family(c.state.active).prestige + 5))
            c.try_move(Pass())
        loop.run_until_complete(window.player.skip_to_end())
    _ = EventKind
    shot(app, window, out / "final-standings.png")
    window.files.autosave_enabled = False
    window.close()
    more_screenshots(app, loop, out)
    loop.close()


def more_screenshots(app: QApplication, loop: asyncio.AbstractEventLoop, out: Path) -> None:
    """The hotseat curtain, the demo on a special case, a solo game's end."""
    from florenza_gui.engine.files.scenarios import list_scenarios
    from florenza_gui.engine.model.types import Difficulty, Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    hotseat = MainWindow(default_game(seed=12))
    hotseat.show()
    hotseat.resize(1920, 1080)
    hotseat.hotseat.curtain.go.click()
    hotseat.session.try_move(Pass())  # the turn passes to Blue: the curtain drops
    shot(app, hotseat, out / "curtain.png")
    hotseat.files.autosave_enabled = False
    hotseat.close()

    demo = MainWindow(default_game(seed=13))
    demo.player.set_base_duration(0)
    demo.show()
    demo.resize(1920, 1080)
    entry = next(e for e in list_scenarios() if e.path.name == "captain-and-bishop.json")
    demo.demo.open_scenario(entry)
    demo.demo.set_presenting(True, full_screen=False)  # offscreen, the window stands for the screen
    for width, height in ((1920, 1080), (1280, 720)):
        demo.resize(width, height)
        app.processEvents()
        demo.view.fit()
        while not any(e.rule == "D6" for e in demo.session.state.log):
            loop.run_until_complete(demo.player.step())
        shot(app, demo, out / f"presentation-{width}x{height}.png")
    demo.demo.set_presenting(False)
    demo.files.autosave_enabled = False
    demo.close()
    predict_screenshot(app, loop, out)
    predict_board_screenshot(app, loop, out)
    laptop_screenshots(app, loop, out)
    what_if_screenshot(app, loop, out)

    seats = [Seating("red", "Anna", Seat.HUMAN), Seating("blue", "Ghost of Blue", Seat.GHOST),
             Seating("green", "Ghost of Green", Seat.GHOST), Seating("yellow", "Ghost of Yellow", Seat.GHOST)]
    solo = MainWindow(new_game(seats, seed=21, difficulty=Difficulty.NORMAL))
    solo.player.set_base_duration(0)
    solo.show()
    solo.resize(1920, 1080)
    c = solo.session
    for _ in range(7):
        c.try_move(CaptainMarker(c.state.family("red").prestige + 6))
        c.try_move(Pass())
        loop.run_until_complete(solo.player.skip_to_end())
    shot(app, solo, out / "solo-final-standings.png")
    solo.files.autosave_enabled = False
    solo.close()


def bishop_tie_predicted() -> MainWindow:
    """A window at 1920×1080 on the lesson "Level at the top of the Church track: who is Bishop?", in Predict
    mode, its steps without motion."""
    from florenza_gui.engine.files.scenarios import list_scenarios

    window = MainWindow(default_game(seed=14))
    window.player.set_base_duration(0)
    window.show()
    window.resize(1920, 1080)
    window.demo.open_scenario(next(e for e in list_scenarios() if e.path.name == "bishop-tie.json"))
    window.session.set_predicting(True)
    return window


def predict_screenshot(app: QApplication, loop: asyncio.AbstractEventLoop, out: Path) -> None:
    """Predict mode for a room: a lesson in the presentation view, the Bishop's question in the caption
    band, the room's answer entered on the board (the family's board outlined)."""
    from florenza_gui.engine.model.asks import Ask
    from florenza_gui.qt.predict import waiting

    room = bishop_tie_predicted()
    room.demo.set_presenting(True, full_screen=False)  # offscreen, the window stands for the screen
    room.resize(1920, 1080)
    app.processEvents()
    room.view.fit()
    for _ in range(40):
        question = waiting(room.session.shown())
        if question is not None and question.ask is Ask.BISHOP:
            break
        if not room.predict.on_step():  # a question before it: the room answered aloud
            loop.run_until_complete(room.player.step())
        loop.run_until_complete(asyncio.sleep(0))
    room.predict.panel.pick("green")
    shot(app, room, out / "predict-presentation-1920x1080.png")
    room.demo.set_presenting(False)
    room.files.autosave_enabled = False
    room.close()


def predict_board_screenshot(app: QApplication, loop: asyncio.AbstractEventLoop, out: Path) -> None:
    """Predict mode in the everyday window: the next turn order asked, an answer composed on the board (the
    Turn Order markers put on the track, the panel's list saying the same)."""
    from florenza_gui.engine.model.asks import Ask
    from florenza_gui.engine.model.places import TurnSpace
    from florenza_gui.qt.predict import waiting

    window = bishop_tie_predicted()
    app.processEvents()
    for _ in range(40):
        question = waiting(window.session.shown())
        if question is not None and question.ask is Ask.TURN_ORDER:
            break
        if question is not None and isinstance(question.answer, str):  # the Captain's question, answered right
            window.predict.panel.pick(question.answer)
            window.predict.panel.answer_button.click()
        elif not window.predict.on_step():
            loop.run_until_complete(window.player.step())
        loop.run_until_complete(asyncio.sleep(0))
    question = waiting(window.session.shown())
    fields = window.predict.panel.fields
    if question is not None and isinstance(question.answer, tuple) and fields is not None:
        for row, family in enumerate(reversed(question.answer), start=1):  # an answer not yet given, and wrong
            fields.put(family, TurnSpace(row))
    app.processEvents()
    shot(app, window, out / "predict-turn-order-on-the-board.png")
    window.files.autosave_enabled = False
    window.close()


def laptop_screenshots(app: QApplication, loop: asyncio.AbstractEventLoop, out: Path) -> None:
    """A 1280×720 laptop: the first launch, and five families mid-round with
    the Families table (markers sharing a space fanned out)."""
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    first = MainWindow(default_game(seed=3, solo=True))
    first.narration.welcome()
    first.show()
    first.resize(1280, 720)  # after show(): a remembered geometry is kept inside the small offscreen screen
    shot(app, first, out / "first-launch-1280x720.png")
    first.files.autosave_enabled = False
    first.close()

    seats = [Seating(c, c.capitalize(), Seat.HUMAN if i < 3 else Seat.GHOST)
             for i, c in enumerate(("red", "blue", "green", "yellow", "purple"))]
    five = MainWindow(new_game(seats, seed=8))
    five.session.set_demo(True)  # the screenshots of the board itself show no curtain
    five.show()
    five.resize(1280, 720)
    c = five.session
    for move in (CaptainMarker(9), BishopMarker(4), KinsmanToPredicatore(1), Pass(),
                 CaptainMarker(9), BishopMarker(4), KinsmanToPredicatore(2), Pass(), CaptainMarker(9)):
        c.try_move(move)
    five.families_dock.raise_()
    shot(app, five, out / "laptop-1280x720.png")
    five.files.autosave_enabled = False
    five.close()


def what_if_screenshot(app: QApplication, loop: asyncio.AbstractEventLoop, out: Path) -> None:
    """What if, from the Bishop tie (R7.2a): one more Church Influence for Strozzi, played out beside the game."""
    from PySide6.QtCore import QPointF

    from florenza_gui.engine.files.scenarios import list_scenarios
    from florenza_gui.engine.rules.targets import BishopMarkerPiece, ChurchSpace

    window = MainWindow(default_game(seed=13))
    window.player.set_base_duration(0)
    window.show()
    window.resize(1920, 1080)
    window.demo.open_scenario(next(e for e in list_scenarios() if e.path.name == "bishop-tie.json"))
    c = window.session
    while not any(e.rule == "R7.2a" for e in c.state.log):
        loop.run_until_complete(window.player.step())
    window.what_if.open()
    dialog = window.what_if.dialog
    assert dialog is not None
    dialog.editor.drop(BishopMarkerPiece("blue"), ChurchSpace(6), QPointF())  # as the marker dragged there
    dialog.play_out()
    for _ in range(3):
        app.processEvents()
    dialog.grab().save(str(out / "what-if-bishop-tie.png"))
    print(out / "what-if-bishop-tie.png")
    dialog.reject()
    window.files.autosave_enabled = False
    window.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
