"""The Linguist catalogues hold every translatable string of the code: a
string added without re-running lupdate (and translating it) fails here."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# every module that says something through QCoreApplication.translate (the README's lupdate command)
PATTERNS = ("florenza_gui/app/*.py", "florenza_gui/board/*.py", "florenza_gui/qt/*.py")
# PySide6 installs its tools beside the interpreter: the tests run as `.venv/bin/python -m pytest`,
# with no venv on PATH, and a tool looked up on PATH alone was never found (the test skipped itself)
LUPDATE = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent)) or shutil.which("pyside6-lupdate")


def sources(ts: Path) -> set[tuple[str, str]]:
    root = ET.parse(ts).getroot()
    return {(ctx.findtext("name") or "", m.findtext("source") or "")
            for ctx in root.iter("context") for m in ctx.iter("message")}


def test_the_catalogues_hold_every_string_of_the_code(tmp_path) -> None:  # type: ignore[no-untyped-def]
    fresh = tmp_path / "fresh.ts"
    files = sorted(str(p) for pattern in PATTERNS for p in ROOT.glob(pattern))
    assert LUPDATE is not None, "pyside6-lupdate comes with PySide6"
    subprocess.run([LUPDATE, *files, "-no-obsolete", "-source-language", "en", "-ts", str(fresh)],
                   check=True, capture_output=True, cwd=ROOT, timeout=120)
    in_code = sources(fresh)
    for name in ("florenza_en.ts", "florenza_it.ts"):
        committed = sources(ROOT / "resources" / "i18n" / name)
        assert in_code - committed == set(), f"{name} lacks strings: run lupdate (resources/i18n/README.md)"
