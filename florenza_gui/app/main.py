"""``florenza``: the desktop app's entry point.

    florenza [--open FILE]
    florenza --screenshot OUT.png [--open FILE] [--size 1920x1080]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import secrets
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ..engine.state import GameState
    from .window import MainWindow


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="florenza", description="Florenza Table")
    p.add_argument("--open", metavar="FILE", help="open a saved game")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the window to a PNG and exit")
    p.add_argument("--size", default="1920x1080", help="window size for --screenshot, WxH")
    p.add_argument("--seed", type=int, help="seed for a new game")
    p.add_argument("--resume", choices=("ask", "yes", "no"), default="ask",
                   help="after a crash: offer to resume (ask), resume at once (yes) or discard (no)")
    p.add_argument("--apply-moves", metavar="FILE", help=argparse.SUPPRESS)  # test hook: JSON list of moves
    p.add_argument("--dump-state", metavar="FILE", help=argparse.SUPPRESS)  # test hook: write state, exit
    return p.parse_args(argv)


def default_game(seed: int | None = None, solo: bool = False) -> GameState:
    """Three families named after their colours (in the interface's language):
    all played by people, or, ``solo``, one person against two Ghosts."""
    from ..engine.setup import Seating, new_game
    from ..engine.types import Seat
    from .newgame import colour_name

    seats = [Seating(c, colour_name(c), Seat.GHOST if solo and i else Seat.HUMAN)
             for i, c in enumerate(("red", "blue", "green"))]
    return new_game(seats, seed=seed if seed is not None else secrets.randbelow(2**31))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from ..engine import saves
    from .i18n import install_language
    from .settings import Preferences
    from .window import MainWindow

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationName("Florenza Table")
    app.setOrganizationName("Florenza Table")
    app.setDesktopFileName("io.github.florenza_table.FlorenzaTable")
    # the saved language, before any window exists (QSettings needs the names above)
    install_language(app, Preferences().language)
    state = None
    open_error: saves.SaveError | None = None
    if args.open:
        try:
            state = saves.load_path(args.open)
        except saves.SaveError as exc:
            print(f"florenza: {args.open}: {exc}", file=sys.stderr)
            if args.screenshot:
                return 2
            open_error = exc
    # with nothing to open, the first game is solo against two Ghosts: File ▸ New game sets up any other
    window = MainWindow(state or default_game(args.seed, solo=True))
    if args.open and state is not None:
        window.controller.path = args.open
        window.prefs.add_recent(args.open)
    if open_error is not None:
        window.files.show_error(args.open, open_error)
    elif not args.screenshot:
        offer_resume(window, args.resume)
    if args.apply_moves:
        apply_moves(window, args.apply_moves)
    if args.dump_state:
        from ..engine import saves as _saves

        _saves.save_path(window.controller.state, args.dump_state)
        window.files.autosave_enabled = False
        return 0
    if args.screenshot:
        window.files.autosave_enabled = False
        return screenshot(window, args.screenshot, args.size)
    window.show()
    app.processEvents()  # the board is on screen before the event loop's machinery is even imported
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        loop.run_until_complete(_until_closed(app))
    return 0


def offer_resume(window: MainWindow, mode: str) -> None:
    """After a crash the autosave is still there: offer to resume it."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from ..qt.plain import question
    from .autosave import remove_autosave

    if mode == "no":
        remove_autosave()
        return
    pending = window.files.pending()  # one that cannot be resumed is kept aside, and the user told why
    if pending is None:
        return
    if mode == "ask":
        answer = question(
            window, QCoreApplication.translate("Main", "Resume your game?"),
            QCoreApplication.translate(
                "Main", "Florenza Table did not close cleanly last time. Resume the game where it stopped?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            remove_autosave()
            return
    game, steps = pending
    window.hotseat.reset()
    window.controller.resume(game, steps)


def apply_moves(window: MainWindow, path: str) -> None:
    from ..engine.movecodec import move_from_dict
    from ..engine.readfile import read_json

    items = read_json(path)  # (a test hook, read like every file)
    assert isinstance(items, list)
    for item in items:
        if item == "step":
            window.controller.in_sequence or window.controller.begin_end_of_round()
            window.controller.step_forward()
        else:
            window.controller.try_move(move_from_dict(item))


async def _until_closed(app: QApplication) -> None:
    closed: asyncio.Future[None] = asyncio.get_event_loop().create_future()

    def on_closed() -> None:
        if not closed.done():
            closed.set_result(None)

    app.lastWindowClosed.connect(on_closed)
    await closed


def screenshot(window: MainWindow, out: str, size: str) -> int:
    from PySide6.QtWidgets import QApplication

    try:
        w, h = (int(v) for v in size.lower().split("x"))
    except ValueError:
        print(f"florenza: --size must look like 1920x1080, not {size!r}", file=sys.stderr)
        return 2
    window.resize(w, h)
    window.show()
    QApplication.processEvents()
    window.view.fit()
    # quality 80 is zlib's fast setting: the same pixels, written 3x sooner
    ok = window.grab().save(out, "PNG", 80)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
