"""The engine's package exports each of its names from the module that
defines it, importing that module only when the name is first asked for."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import florenza_gui.engine as engine


def test_every_exported_name_is_the_modules_own() -> None:
    listed = [name for names in engine._EXPORTS.values() for name in names]
    assert sorted(listed) == sorted(engine.__all__)
    assert len(set(listed)) == len(listed)
    for module, names in engine._EXPORTS.items():
        source = importlib.import_module(f"florenza_gui.engine.{module}")
        for name in names:
            assert getattr(engine, name) is getattr(source, name), name


def test_a_name_it_does_not_export_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_thing"):
        engine.no_such_thing  # type: ignore[attr-defined]  # noqa: B018
    from florenza_gui.engine import saves  # a submodule is still found as one

    assert saves.__name__ == "florenza_gui.engine.saves"


def test_importing_the_package_imports_only_what_is_asked_for() -> None:
    code = (
        "import sys\n"
        "import florenza_gui.engine\n"
        "before = sorted(m for m in sys.modules if m.startswith('florenza_gui.engine.'))\n"
        "from florenza_gui.engine import LifeCard\n"
        "after = sorted(m for m in sys.modules if m.startswith('florenza_gui.engine.'))\n"
        "print(before, after)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "[] ['florenza_gui.engine.types']"
