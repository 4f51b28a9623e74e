"""``florenza``: the desktop app's entry point.

    florenza [--open FILE] [--lang en|it]
    florenza --screenshot OUT.png [--open FILE] [--size 1920x1080] [--lang en|it]
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QApplication, QGraphicsScene, QWidget

    from ..engine.files.readfile import SaveError
    from ..engine.model.state import GameState
    from ..qt.session import Session
    from .resume import ResumeWiring
    from .settings import Preferences
    from .window import MainWindow


def _seed(text: str) -> int:
    """--seed: a seed a saved game can keep (FORMAT.md), else the game on screen could never be resumed."""
    from ..engine.model.limits import MAX_SEED  # (Qt-free)

    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"a seed is a whole number from 0 to {MAX_SEED}, not {seed}")
    return seed


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    from ..qt.language import LANGUAGES  # (Qt-free: asked before Qt loads)

    p = argparse.ArgumentParser(prog="florenza", description="Florenza Table")
    p.add_argument("--open", metavar="FILE", help="open a saved game")
    p.add_argument("--screenshot", metavar="OUT.png", help="render the window to a PNG and exit")
    p.add_argument("--size", default="1920x1080",
                   help="the picture's size for --screenshot, WxH (default 1920x1080), in the default layout")
    p.add_argument("--presentation", action="store_true",
                   help="open in the presentation view (with --screenshot: that view at --size)")
    p.add_argument("--seed", type=_seed, help="seed for a new game (0 or more)")
    p.add_argument("--lang", choices=tuple(LANGUAGES),
                   help="the interface language for this run only; not remembered (the language "
                        "chosen in View > Language is kept for the next launch and stays as it was)")
    p.add_argument("--resume", choices=("ask", "yes", "no"), default="yes",
                   help="the game left last time (quit or crash): continue it (yes, the default), "
                        "offer to (ask) or discard it (no)")
    p.add_argument("--apply-moves", metavar="FILE", help=argparse.SUPPRESS)  # test hook: JSON list of moves
    p.add_argument("--dump-state", metavar="FILE", help=argparse.SUPPRESS)  # test hook: write state, exit
    return p.parse_args(argv)


def default_game(seed: int | None = None, solo: bool = False) -> GameState:
    """Three families named after their colours (in the interface's language):
    all played by people, or, ``solo``, one person against two Ghosts."""
    from ..engine.model.types import Seat
    from ..engine.rules.setup import Seating, new_game
    from .seating import colour_name

    seats = [Seating(c, colour_name(c), Seat.GHOST if solo and i else Seat.HUMAN)
             for i, c in enumerate(("red", "blue", "green"))]
    if seed is None:
        import secrets  # (with OpenSSL behind it: only when a seed is to be drawn)

        seed = secrets.randbelow(2**31)
    return new_game(seats, seed=seed)


def lean_feature_check() -> bool:
    """PySide6 asks of every module ever imported whether its source says
    "PySide6" (to scope ``from __feature__ import``), and reads it with
    ``inspect.getsource``, which keeps every source file in ``linecache``:
    ~3.5 MiB and ~100 files at launch. Ask the same question by reading the
    file's bytes once and keeping nothing. Done before PySide6 itself is
    imported; if a PySide6 release changes that hook, it is left alone."""
    import importlib

    try:
        importlib.import_module("shiboken6")
        feature = importlib.import_module("shibokensupport.feature")
    except ImportError:
        return False
    if not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False

    def uses_pyside(module: object) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return False  # what the original says of a module without Python source
        try:
            with open(path, "rb") as fh:
                return b"PySide6" in fh.read()
        except OSError:
            return False

    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True


def main(argv: Sequence[str] | None = None) -> int:
    """Start the app. The cyclic garbage collector is held off until the
    board is first painted: starting builds tens of thousands of objects
    that all live on (modules, the engine's records, the window), so every
    collection in between would scan them for nothing, and none has garbage
    worth collecting."""
    import gc

    gc.disable()
    try:
        return _run(parse_args(argv))
    finally:
        gc.enable()


def settle_after_first_paint(process_ends: bool, own_process: bool = True) -> None:
    """The board is painted: collect again as usual. In the app's own process (``own_process``: not
    a test's, which made its own QApplication), what was built so far (the modules, the window, its
    widgets and the first game) is first moved out of the collector's sight (``gc.freeze``), its
    garbage freed before: a collection of the oldest generation then reads only what was made since,
    not every object of the app (which takes tens of milliseconds, in the middle of a move).
    Freezing keeps no game alive: a game's values hold no cycle, and are freed by their reference
    counts once no one holds them. When the process ends right after (a one-shot screenshot),
    nothing is collected first: the exit frees it."""
    import gc

    if own_process:
        if not process_ends:
            gc.collect()
        gc.freeze()
    gc.enable()


def before_qt_paints() -> None:
    """What the process tells Qt before it paints anything. Qt's raster engine hands each large fill and
    each smooth scaling of an image to a pool of threads, and waits for them: on the two cores the app is
    measured on, handing the work over cost more than doing it (each action's answer took a fifth longer,
    docs/benchmarks.md), so the window paints on its own thread. A value already set stays."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


def _run(args: argparse.Namespace) -> int:
    before_qt_paints()
    if args.screenshot and "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    lean_feature_check()
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    window = _open_window(app, args)
    if window is None:
        return 2
    if args.apply_moves:
        apply_moves(window.session, args.apply_moves)
    if args.dump_state:
        from ..engine.files import saves

        saves.save_path(window.session.state, args.dump_state)
        window.files.autosave_enabled = False
        return 0
    if args.screenshot:
        window.files.autosave_enabled = False
        present = (lambda: window.demo.set_presenting(True, full_screen=False)) if args.presentation else None
        code = screenshot(window, args.screenshot, args.size, window.scene, lambda: _as_on_screen(window), present)
        settle_after_first_paint(process_ends=True, own_process=existing is None)
        return code
    window.show()
    if args.presentation:
        window.demo.set_presenting(True)
    app.processEvents()  # the board is on screen before the event loop's machinery is even imported
    settle_after_first_paint(process_ends=False, own_process=existing is None)
    import asyncio

    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        loop.run_until_complete(_until_closed(app))
    return 0


def _open_window(app: QApplication, args: argparse.Namespace) -> MainWindow | None:
    """The window with the game asked for (None: a screenshot of a file that cannot be read)."""
    from .i18n import install_language
    from .settings import Preferences
    from .window import MainWindow

    app.setApplicationName("Florenza Table")
    app.setOrganizationName("Florenza Table")
    app.setDesktopFileName("io.github.florenza_table.FlorenzaTable")
    # the language asked for this run, else the saved one, before any window exists (QSettings
    # needs the names above); --lang leaves the saved preference alone: only View ▸ Language sets it
    install_language(app, args.lang or Preferences().language)
    state = None
    open_error: SaveError | None = None
    if args.open:
        from ..engine.files import saves  # (the file format's codecs: only when a file is opened)
        from ..engine.files.scenarios import as_read_from

        try:
            state = as_read_from(saves.load_path(args.open), args.open)
        except saves.SaveError as exc:
            print(f"florenza: {args.open}: {exc}", file=sys.stderr)
            if args.screenshot:
                return None
            open_error = exc
    # with nothing to open, the first game is solo against two Ghosts: File ▸ New game sets up any other;
    # a screenshot is laid out by default at --size, whatever geometry and docks the last run on a screen left
    window = MainWindow(state or default_game(args.seed, solo=True), remembered_layout=not args.screenshot)
    if args.open and state is not None:
        window.session.mark_saved(args.open)
        window.prefs.add_recent(args.open)
    if state is None and not args.screenshot:
        welcome_if_first(window.prefs, window.narration.welcome)
    if open_error is not None:
        window.files.show_error(args.open, open_error)
    # a second copy of the app leaves the first one's autosave alone (it keeps none)
    if not args.screenshot and window.files.claim_autosave() and open_error is None:
        from .resume import offer_at_launch

        offer_at_launch(resume_wiring(window), args.resume, args.open)
    if not args.screenshot and not args.dump_state:
        close_on_terminate(app)
    return window


def close_on_terminate(app: QApplication) -> None:
    """SIGTERM (a logout, a service manager) closes the window as Quit does,
    so the game is kept; a timer lets Python see the signal while Qt waits."""
    import signal

    from PySide6.QtCore import QTimer

    signal.signal(signal.SIGTERM, lambda *_: app.closeAllWindows())
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(200)


def welcome_if_first(prefs: Preferences, welcome: Callable[[], None]) -> None:
    """The very first game: say what is on the screen and how to begin (``welcome``, once)."""
    if prefs.first_launch:
        welcome()
        prefs.welcomed()


def resume_wiring(window: MainWindow) -> ResumeWiring:
    """What continuing the game left last time needs of the window (:mod:`.resume`)."""
    from .resume import ResumeWiring

    return ResumeWiring(window.session, window.prefs, window.tell, window, window.files.pending,
                        window.demo.present_again)


def offer_resume(window: MainWindow, mode: str) -> None:
    """The game left last time: continue it (``yes``), discard it (``no``) or ask (:mod:`.resume`)."""
    from .resume import offer_resume as offer

    offer(resume_wiring(window), mode)


def apply_moves(session: Session, path: str) -> None:
    """``--apply-moves``: each move of the file played in turn (``"step"``: a step of the end of the round)."""
    from ..engine.files.readfile import read_json
    from ..engine.model.movecodec import move_from_dict

    items = read_json(path)  # (a test hook, read like every file)
    assert isinstance(items, list)
    for item in items:
        session.confirm_curtain()
        if item == "step":
            begun = session.begin_step()
            if begun is not None:
                session.end_step(begun[0])
        else:
            session.try_move(move_from_dict(item))


async def _until_closed(app: QApplication) -> None:
    import asyncio

    closed: asyncio.Future[None] = asyncio.get_event_loop().create_future()

    def on_closed() -> None:
        if not closed.done():
            closed.set_result(None)

    app.lastWindowClosed.connect(on_closed)
    app.aboutToQuit.connect(on_closed)  # Qt ends the loop itself: exit(), or the display went away
    await closed


def _as_on_screen(window: MainWindow) -> None:
    """The board fitted to its view and the log at its last line, as a window on screen shows them."""
    window.view.fit()
    window.log_view.scrollToBottom()


def screenshot(window: QWidget, out: str, size: str, scene: QGraphicsScene, lay_out: Callable[[], None],
               present: Callable[[], None] | None = None) -> int:
    """``window`` rendered to the PNG ``out`` at ``size`` (``WxH``), painted once, never shown on a screen:
    ``scene``'s items without their caches, ``present`` (the presentation view) first if given, then
    ``lay_out`` once the window has its size."""
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtWidgets import QApplication

    try:
        w, h = (int(v) for v in size.lower().split("x"))
    except ValueError:
        print(f"florenza: --size must look like 1920x1080, not {size!r}", file=sys.stderr)
        return 2
    # painted once: per-item pixmap caches would only cost memory and time
    for item in scene.items():
        item.setCacheMode(item.CacheMode.NoCache)
    # laid out as if shown, but painted once, by grab() below, not first on a screen too
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    if present is not None:
        present()  # (not full screen: the window is the screen, --size)
    window.resize(w, h)
    window.show()
    # finish the layout (the docks' sizes) without the paint a full processEvents() would add
    for _ in range(3):
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        QApplication.sendPostedEvents(None, QEvent.Type.Resize)
    lay_out()
    from PySide6.QtGui import QImage

    from ..qt.png import write_png

    image = window.grab().toImage()
    image.convertTo(QImage.Format.Format_RGB888)  # in place: no third copy of the picture (~6 MiB)
    ok = write_png(image, out)  # the same pixels as Qt's writer, in half the time
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
