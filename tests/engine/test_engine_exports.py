"""The engine's package exports each of its public names, listed once, from
the module that defines it, under its own name."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import florenza_gui.engine as engine


def _listed() -> dict[str, str]:
    """Each public name and the module the package's typing block imports it from."""
    tree = ast.parse(Path(engine.__file__).read_text(encoding="utf-8"))
    listed: dict[str, str] = {}
    for node in tree.body:
        if not isinstance(node, ast.ImportFrom) or node.level == 0:
            continue
        assert node.module
        for alias in node.names:
            assert alias.asname == alias.name, f"{alias.name} is re-exported under its own name"
            assert alias.name not in listed, f"{alias.name} is listed twice"
            listed[alias.name] = node.module
    return listed


def test_every_exported_name_is_its_modules_own() -> None:
    listed = _listed()
    assert {"GameState", "end_round", "apply_changes", "StepResult", "render", "new_game"} <= set(listed)
    for name, module in listed.items():
        source = importlib.import_module(f"florenza_gui.engine.{module}")
        value = getattr(source, name)
        assert getattr(engine, name) is value, name
        home = getattr(value, "__module__", source.__name__)
        assert home in (source.__name__, "typing", "types", "builtins"), f"{name} is defined in {home}"


def test_a_name_it_does_not_export_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_thing"):
        engine.no_such_thing  # type: ignore[attr-defined]  # noqa: B018
    from florenza_gui.engine import files  # a subpackage is still found as one

    assert files.__name__ == "florenza_gui.engine.files"
