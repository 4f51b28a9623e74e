"""Compile the board data and the rule glossary for the app to read at launch.

    python tools/compile_data.py          # rewrite resources/data.json
    python tools/compile_data.py --check  # exit 1 if it is out of date

The TOML files in ``resources/`` are the source, edited by hand and commented;
``resources/data.json`` holds what they say, as JSON, which the app reads at
every launch in ~0.1 ms where ``tomllib`` takes ~2.5 ms to parse the TOML (and
~2 ms more to be imported), as the ``.qm`` catalogues are compiled from the
``.ts`` ones. The app checks what it reads exactly as it checked the TOML
(``boarddata``, ``glossary``); ``tests/engine/test_boarddata.py`` fails when
the two disagree.
"""

from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path

RESOURCES = Path(__file__).resolve().parents[1] / "resources"
SOURCES = ("board.toml", "characters.toml", "ghost_deck.toml", "rules.toml")
TARGET = RESOURCES / "data.json"


def compiled() -> str:
    data = {}
    for name in SOURCES:
        with (RESOURCES / name).open("rb") as fh:
            data[name] = tomllib.load(fh)
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str]) -> int:
    text = compiled()
    if "--check" in argv:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else ""
        if current != text:
            print(f"{TARGET} is out of date: run python tools/compile_data.py", file=sys.stderr)
            return 1
        return 0
    TARGET.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
