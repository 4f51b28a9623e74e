"""No module outside the engine's save/CLI boundary
parses an engine string. Events, places, pieces, refusals and rule ids are
typed data; the views above the engine (board, qt, app) read their fields
and never take apart a sentence, a "kind:id" place or a rule id to learn
what it means."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "florenza_gui"
VIEWS = sorted(p for part in ("board", "qt", "app") for p in (ROOT / part).rglob("*.py"))
# What taking an engine string apart looks like: a "kind:id" split, a
# partition, a rule id read by its letters, a sentence split or matched.
PARSING = {
    "a string taken apart at a separator": re.compile(r"\.r?partition\(|\.r?split\(\s*['\"][:.]['\"]"),
    "a rule id read by its letters": re.compile(r"\brule\w*(\.startswith\(|\.endswith\(|\[)"),
    "a text split or searched": re.compile(r"\b(text|said|line|why)\w*\.(split|startswith|endswith|index|find)\("),
    "a regular expression": re.compile(r"^\s*(import re\b|from re import)", re.MULTILINE),
}
# Regular expressions that set type, not read meaning: a scenario's file name
# from the title the user typed; the presentation's caption band eliding a paragraph
# that does not fit (it joins lines, it learns nothing from them).
ALLOWED = {("app/editor.py", "a regular expression"), ("app/caption.py", "a regular expression")}


def test_the_views_are_found() -> None:
    assert len(VIEWS) > 30


@pytest.mark.parametrize("path", VIEWS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_view_parses_an_engine_string(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    name = str(path.relative_to(ROOT))
    found = [(what, m.group(0)) for what, pattern in PARSING.items() for m in pattern.finditer(text)
             if (name, what) not in ALLOWED]
    assert found == []


def test_the_check_would_catch_what_the_views_did_before() -> None:
    """Code that once did so (board/scene.py's places, app/limits.py's rule ids) fails it."""
    before = ('kind, _, rest = place.partition(":")\nfamily = piece.split(":")[1]\n'
              'if rule.startswith("G"):\nhead = rule[0]\n')
    assert [what for what, p in PARSING.items() if p.search(before)] == [
        "a string taken apart at a separator", "a rule id read by its letters"]
