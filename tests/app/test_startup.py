"""A faster, lighter start: PySide6's per-import source check reads bytes
instead of filling linecache, and a one-shot screenshot keeps no per-item
pixmap caches."""

from __future__ import annotations

import sys
import types
import weakref

from PySide6.QtWidgets import QGraphicsItem

from florenza_gui.app.main import lean_feature_check


def test_the_lean_check_answers_as_pyside_would(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import linecache

    assert lean_feature_check()
    feature = sys.modules["shibokensupport.feature"]
    uses, plain = tmp_path / "uses.py", tmp_path / "plain.py"
    uses.write_text("from PySide6.QtCore import QObject\n")
    plain.write_text("import json\n")
    for path, expected in ((uses, True), (plain, False)):
        module = types.ModuleType(path.stem)
        module.__file__ = str(path)
        assert feature._mod_uses_pyside(module) is expected
        assert str(path) not in linecache.cache
    assert feature._mod_uses_pyside(types.ModuleType("no_source")) is False
    assert feature._mod_uses_pyside(sys) is False  # built in


def test_a_one_shot_screenshot_paints_without_item_caches(window, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "shot.png"
    assert driver.screenshot(str(out), "1280x720") == 0
    assert out.stat().st_size > 10_000
    assert (window.width(), window.height()) == (1280, 720)
    assert driver.item_caches() == {QGraphicsItem.CacheMode.NoCache}


def test_main_holds_the_collector_off_only_while_starting(qapp, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The collector is off while the window is built and on again afterwards,
    also when the start fails; inside a process that is not the app's (a test
    with its own QApplication) nothing is frozen out of the collector's sight."""
    import gc

    from florenza_gui.app import main as entry

    seen: list[bool] = []
    real = entry._open_window

    def spy(app, args):  # type: ignore[no-untyped-def]
        seen.append(gc.isenabled())
        return real(app, args)

    monkeypatch.setattr(entry, "_open_window", spy)
    frozen = gc.get_freeze_count()
    bad = tmp_path / "bad.florenza"
    bad.write_text("not a save")
    assert entry.main(["--open", str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    assert entry.main(["--screenshot", str(tmp_path / "ok.png"), "--seed", "3"]) == 0
    assert seen == [False, False]
    assert gc.isenabled()
    assert gc.get_freeze_count() <= frozen  # (the suite's own frozen objects may be freed meanwhile, none added)
    assert (tmp_path / "ok.png").stat().st_size > 10_000


def test_a_running_app_frees_its_startup_garbage_then_freezes_the_rest() -> None:
    """Once the board is painted, the app's own process collects the garbage of its start and moves
    what is left out of the collector's sight (so a full collection during play reads only what came
    after); a process that is not the app's (a test's) freezes nothing."""
    import gc

    from florenza_gui.app.main import settle_after_first_paint

    class Cycle:
        def __init__(self) -> None:
            self.me = self

    frozen = gc.get_freeze_count()
    gc.disable()
    settle_after_first_paint(process_ends=False, own_process=False)
    assert gc.isenabled() and gc.get_freeze_count() == frozen, "a test's process froze its objects"
    gc.disable()
    garbage = Cycle()
    probe = weakref.ref(garbage)
    del garbage
    try:
        settle_after_first_paint(process_ends=False, own_process=True)
        assert gc.isenabled()
        assert probe() is None, "the start's garbage was frozen instead of freed"
        assert gc.get_freeze_count() > frozen
    finally:
        gc.unfreeze()


def test_the_first_board_imports_no_file_format_and_no_simulation(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A start to a painted board reads no saved game and plays no random
    game, so it imports neither the file format's codecs (and their schema
    library) nor the simulation: each comes when first needed (Open, Save)."""
    import subprocess

    code = (
        "import sys\n"
        "from florenza_gui.app.main import main\n"
        f"assert main(['--screenshot', {str(tmp_path / 'shot.png')!r}, '--seed', '2']) == 0\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('florenza_gui.engine.'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    loaded = set(out.stdout.split())
    assert "florenza_gui.engine.model.state" in loaded  # (the probe sees the engine at all)
    # (privacy is read at once: whether two or more humans sit at the table decides the curtain)
    deferred = {"files.saves", "files.eventcodec", "files.eventschema", "sim.simulate"}
    assert loaded.isdisjoint(f"florenza_gui.engine.{name}" for name in deferred), sorted(loaded)


def test_the_app_ends_quietly_when_qt_quits_its_event_loop(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Qt ends the event loop itself when the display goes away (the X11 connection breaks) or on
    QApplication.exit(): the app then ended with qasync's "Event loop stopped before Future completed"
    traceback. It must end with Qt's exit code and no traceback."""
    import os
    import subprocess
    import textwrap

    script = textwrap.dedent("""
        import asyncio, sys
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication, QWidget
        import qasync
        from florenza_gui.app.main import _until_closed
        app = QApplication([])
        window = QWidget(); window.show()
        QTimer.singleShot(50, lambda: app.exit(3))  # as Qt does when the display connection breaks
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            loop.run_until_complete(_until_closed(app))
        print("ended")
    """)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert "Traceback" not in done.stderr, done.stderr
    assert "ended" in done.stdout
