"""The README reads on its own: every file it links to or names under docs/
is in the repository, and the copy of FORMAT.md is current."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# beside the checkout (/work/main) or beside its worktree folder (/work/wt/N)
SHARED_FORMAT = next((p for p in (ROOT.parent / "shared" / "FORMAT.md", ROOT.parent.parent / "shared" / "FORMAT.md")
                      if p.is_file()), ROOT.parent / "shared" / "FORMAT.md")
FORMAT_COPY = ROOT / "docs" / "rules" / "FORMAT.md"
LINK = re.compile(r"\]\(([^)#\s]+)")


def test_every_relative_link_in_the_readme_resolves_inside_the_repository() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    links = [link for link in LINK.findall(text) if "://" not in link]
    assert links, "the README links to its screenshots and docs"
    broken = [link for link in links if not (ROOT / link).resolve().is_file()]
    outside = [link for link in links if not (ROOT / link).resolve().is_relative_to(ROOT)]
    assert broken == [] and outside == []


def test_the_readme_never_points_outside_the_repository() -> None:
    assert "../shared" not in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_format_copy_is_in_docs_and_current() -> None:
    assert FORMAT_COPY.is_file()
    if not SHARED_FORMAT.is_file():
        pytest.skip("only the copy is here (clean checkout)")
    assert FORMAT_COPY.read_text(encoding="utf-8") == SHARED_FORMAT.read_text(encoding="utf-8"), (
        "docs/rules/FORMAT.md is out of date: copy ../shared/FORMAT.md over it")
