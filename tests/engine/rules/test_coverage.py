"""Every rule of RULES.md is named by at least one rule test.

The ids are read from the binding rule set itself, so a rule added there
without a test makes this fail. A test names a rule by writing its id as a
string (``"R7.2f"``), in a pytest id, an expected event rule or a docstring
table.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[1]
# The binding rules live beside the repository (../shared/RULES.md); a copy is
# kept in docs/rules so that a clean checkout in CI checks coverage too.
SHARED = Path(__file__).resolve().parents[4] / "shared" / "RULES.md"
COPY = Path(__file__).resolve().parents[3] / "docs" / "rules" / "RULES.md"
RULES = SHARED if SHARED.is_file() else COPY
RULE_ID = re.compile(r"\b(R\d+\.\d+[a-z]?|[DGM]\d+)\b")

# Every area of the rules has its own file.
FILES = (
    "rules/test_setup.py",
    "rules/test_moves.py",
    "rules/test_phase7.py",
    "rules/test_phase8.py",
    "rules/test_ghosts.py",
    "rules/test_final_scoring.py",
    "words/test_redaction.py",
)


def rule_ids() -> list[str]:
    assert RULES.is_file(), f"RULES.md not found at {SHARED} nor {COPY}"
    return sorted(set(RULE_ID.findall(RULES.read_text(encoding="utf-8"))))


def test_rules_md_has_the_expected_families_of_ids():
    ids = set(rule_ids())
    for expected in ("R7.1", "R7.1a", "R7.1e", "R7.2f", "R7.5", "R8.8", "R9.3", "D1", "D12", "G4", "M10"):
        assert expected in ids
    assert len(ids) >= 57


def test_the_copy_of_the_rules_is_current():
    if not SHARED.is_file():
        pytest.skip("only the copy is here (clean checkout)")
    assert COPY.read_text(encoding="utf-8") == SHARED.read_text(encoding="utf-8"), (
        "docs/rules/RULES.md is out of date: copy ../shared/RULES.md over it")


def test_every_rule_file_exists():
    missing = [name for name in FILES if not (HERE / name).is_file()]
    assert missing == []


def test_every_rule_id_is_named_by_a_rule_test():
    sources = "\n".join((HERE / name).read_text(encoding="utf-8") for name in FILES if (HERE / name).is_file())
    missing = [rule for rule in rule_ids() if f'"{rule}"' not in sources and f"'{rule}'" not in sources]
    assert missing == [], f"rules with no test naming them as a string: {missing}"
