"""A faster, lighter start: PySide6's per-import source check reads bytes
instead of filling linecache, and a one-shot screenshot keeps no per-item
pixmap caches."""

from __future__ import annotations

import sys
import types

from PySide6.QtWidgets import QGraphicsItem

from florenza_gui.app.main import lean_feature_check, screenshot


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


def test_a_one_shot_screenshot_paints_without_item_caches(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "shot.png"
    assert screenshot(window, str(out), "1280x720") == 0
    assert out.stat().st_size > 10_000
    assert (window.width(), window.height()) == (1280, 720)
    assert {item.cacheMode() for item in window.scene.items()} == {QGraphicsItem.CacheMode.NoCache}
