"""Make every generated file of the project again from its source.

    python tools/regenerate.py          # rewrite the generated files that are out of date
    python tools/regenerate.py --check  # list the ones out of date; exit 1 if any is

- ``resources/data.json``: the TOML files in resources/ (board, characters,
  Ghost deck, rules);
- ``resources/florenza-save.schema.json``: the save format's model
  (``saves.json_schema()``);
- ``resources/i18n/florenza_{en,it}.ts``: the interface's strings in the code
  (pyside6-lupdate), each translation kept;
- ``resources/i18n/florenza_{en,it}.qm``: the .ts catalogues (pyside6-lrelease).

``data.json`` is what the app reads at launch: JSON is read in a fraction of
the time the TOML takes to parse. The ``.ts`` files keep no source
locations, so they change only when a string does. ``tests/test_generated_files.py``
runs the check. The golden saves in ``tests/engine/golden`` are not generated
here: they are the engine's output pinned on purpose (their README says how
an intended change is made).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESOURCES = ROOT / "resources"
I18N = RESOURCES / "i18n"
SOURCES = ("board.toml", "characters.toml", "ghost_deck.toml", "rules.toml")
LANGUAGES = ("en", "it")
QT_SOURCES = ("app", "board", "qt")


def data_json() -> bytes:
    data = {}
    for name in SOURCES:
        with (RESOURCES / name).open("rb") as fh:
            data[name] = tomllib.load(fh)
    return (json.dumps(data, ensure_ascii=False, indent=1) + "\n").encode("utf-8")


def save_schema() -> bytes:
    sys.path.insert(0, str(ROOT))
    from florenza_gui.engine.files import saves

    return (json.dumps(saves.json_schema(), indent=2, sort_keys=True) + "\n").encode("utf-8")


def _tool(name: str) -> str:
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} is not installed (it comes with PySide6)")
    return found


def catalogues(into: Path) -> dict[str, bytes]:
    """The .ts catalogues as the code's strings make them (each translation
    kept from the committed one) and the .qm files compiled from them,
    written in the folder ``into``; by file name."""
    for code in LANGUAGES:
        shutil.copy(I18N / f"florenza_{code}.ts", into / f"florenza_{code}.ts")
    code_files = sorted(str(p) for room in QT_SOURCES for p in (ROOT / "florenza_gui" / room).glob("*.py"))
    ts = [str(into / f"florenza_{code}.ts") for code in LANGUAGES]
    subprocess.run([_tool("pyside6-lupdate"), *code_files, "-no-obsolete", "-locations", "none",
                    "-source-language", "en", "-ts", *ts], check=True, capture_output=True, cwd=ROOT)
    for code in LANGUAGES:
        subprocess.run([_tool("pyside6-lrelease"), str(into / f"florenza_{code}.ts"),
                        "-qm", str(into / f"florenza_{code}.qm")], check=True, capture_output=True)
    names = [f"florenza_{code}.{ext}" for code in LANGUAGES for ext in ("ts", "qm")]
    return {name: (into / name).read_bytes() for name in names}


def generated() -> dict[Path, bytes]:
    """Every generated file, by path, as its sources make it now."""
    files: dict[Path, Callable[[], bytes]] = {
        RESOURCES / "data.json": data_json,
        RESOURCES / "florenza-save.schema.json": save_schema,
    }
    out = {path: make() for path, make in files.items()}
    with tempfile.TemporaryDirectory() as tmp:
        out.update({I18N / name: text for name, text in catalogues(Path(tmp)).items()})
    return out


def main(argv: list[str]) -> int:
    fresh = generated()
    out_of_date = [path for path, text in fresh.items() if not path.exists() or path.read_bytes() != text]
    for path in out_of_date:
        rel = path.relative_to(ROOT)
        if "--check" in argv:
            print(f"{rel} is out of date: run python tools/regenerate.py", file=sys.stderr)
        else:
            path.write_bytes(fresh[path])
            print(f"wrote {rel}")
    return 1 if out_of_date and "--check" in argv else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
