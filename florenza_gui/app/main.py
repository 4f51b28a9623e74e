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


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="florenza", description="Florenza Table")
    p.add_argument("--open", metavar="FILE", help="open a saved game")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the window to a PNG and exit")
    p.add_argument("--size", default="1920x1080", help="window size for --screenshot, WxH")
    p.add_argument("--seed", type=int, help="seed for a new game")
    return p.parse_args(argv)


def default_game(seed: int | None = None):  # type: ignore[no-untyped-def]
    from ..engine.setup import Seating, new_game
    from ..engine.types import Seat

    seats = [Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.HUMAN),
             Seating("green", "Green", Seat.HUMAN)]
    return new_game(seats, seed=seed if seed is not None else secrets.randbelow(2**31))


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    import qasync

    from ..engine import saves
    from .window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Florenza Table")
    app.setOrganizationName("Florenza Table")
    state = None
    if args.open:
        try:
            state = saves.load_path(args.open)
        except saves.SaveError as exc:
            print(f"florenza: {args.open}: {exc}", file=sys.stderr)
            if args.screenshot:
                return 2
    window = MainWindow(state or default_game(args.seed))
    if args.open and state is not None:
        window.controller.path = args.open
    if args.screenshot:
        return screenshot(window, args.screenshot, args.size)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window.show()
    with loop:
        loop.run_until_complete(_until_closed(app))
    return 0


async def _until_closed(app) -> None:  # type: ignore[no-untyped-def]
    closed = asyncio.get_event_loop().create_future()
    app.lastWindowClosed.connect(lambda: closed.done() or closed.set_result(None))
    await closed


def screenshot(window, out: str, size: str) -> int:  # type: ignore[no-untyped-def]
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
