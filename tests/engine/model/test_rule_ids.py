"""Every rule id the engine can name is an id of RULES.md: a
mistyped id fails here, not in front of a class."""

from __future__ import annotations

from florenza_gui.engine.model.ruleids import Rule
from tests.engine.rules.test_coverage import rule_ids


def test_every_rule_the_engine_names_is_in_rules_md() -> None:
    known = set(rule_ids())
    assert [r.value for r in Rule if r.value not in known] == []


def test_a_mistyped_id_would_fail() -> None:
    assert "R7.9" not in set(rule_ids())
    assert "R7.1a" in {r.value for r in Rule}
