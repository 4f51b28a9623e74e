"""Shared test set-up: Qt runs offscreen, set by the tests themselves; compiled
modules are kept; the long tests start first."""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
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
    only what the tests made, not the tens of thousands of objects every test shares."""
    import gc

    gc.collect()
    gc.freeze()
