"""Shared test set-up: Qt runs offscreen, set by the tests themselves, and paints as the app has it; compiled
modules are kept; the long tests start first; the garbage collector reads only what
the running test made."""

import os
import sys

import pytest

from florenza_gui.app.main import before_qt_paints

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
before_qt_paints()  # Qt paints on the window's thread, as in the app
# Compiled modules are kept (``__pycache__``, ignored by git) even where the environment says not to write
# them: the suite starts the app and ``florenza-engine`` as processes of their own many times, and each would
# compile every module it imports again; the workers and pytest's rewritten test modules keep theirs too.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False


def pytest_collection_modifyitems(items) -> None:  # type: ignore[no-untyped-def]
    """The tests marked ``slow`` (the bundle, whole games, the monkey: tens of
    seconds each) run before the others, in the order collected. With two
    workers (pytest-xdist hands the first tests out in turn) they are shared
    out at the start, and the many short tests fill in behind them; collected
    last, one of them could run on alone while the other worker has finished.
    The order is the same on every worker, as pytest-xdist requires."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_collection_finish(session) -> None:  # type: ignore[no-untyped-def]
    """What the collection imported (Qt's bindings, pydantic, the app, the test modules) is frozen out of the
    collector's sight, as the app does once its first board is painted: a full collection in a test then reads
    only what the tests made, not the tens of thousands of objects every test shares. The collector runs
    after every 50,000 new objects rather than 700: a test makes millions (a whole game's states, a window's
    wrappers) and keeps few of them."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item, nextitem):  # type: ignore[no-untyped-def]
    """Once a test and its fixtures are gone, the widgets it closed are deleted: Qt deletes them only when
    an event loop turns, and closed windows otherwise lived on through the tests after (up to 25 at once),
    each translated and rendered again at every change of language. What the test left that still lives
    (caches, Qt's wrappers kept by the application) is then frozen out of the collector's sight, after a
    collection frees the rest: a worker runs a thousand tests, and each would otherwise read, at every
    collection, what every test before it left (an engine test takes three times as long after a few
    hundred window tests as alone)."""
    import gc

    yield
    qt = sys.modules.get("PySide6.QtCore")
    if qt is not None and qt.QCoreApplication.instance() is not None:
        qt.QCoreApplication.sendPostedEvents(None, qt.QEvent.Type.DeferredDelete)
    gc.collect()
    gc.freeze()
