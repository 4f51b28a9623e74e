"""Render the README's screenshots of the board at 1920×1080, offscreen.

    python docs/make_screenshots.py [OUT_DIR]

Four moments: the start of a round, mid-round with pieces placed, during
Phase 8, and the final standings."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

import qasync  # noqa: E402

from florenza_gui.app.main import default_game  # noqa: E402
from florenza_gui.app.window import MainWindow  # noqa: E402
from florenza_gui.engine.events import EventKind  # noqa: E402
from florenza_gui.engine.moves import (  # noqa: E402
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
    window.player.set_base_duration(0)
    window.resize(1920, 1080)
    window.show()
    shot(app, window, out / "start-of-round.png")
    c = window.controller
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
    loop.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
