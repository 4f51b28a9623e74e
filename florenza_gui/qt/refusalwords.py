"""A refusal as the window writes it: what stops the input, headed by the rule
that forbids it where a rule does ("Refused — M3: …"), and without one where
the input waits for the window itself (the curtain, a step being shown, the
editor: "Refused: …"). One writing for the status line, the Families table's
tooltip, the board's bubble and its keyboard announcements."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.model.verdict import Verdict
from .language import reason


def refused_heading(rule: str) -> str:
    """The heading of a refusal: "Refused — R8.7", or "Refused" where no rule applies."""
    if rule:
        return QCoreApplication.translate("Refusal", "Refused — {0}").format(rule)
    return QCoreApplication.translate("Refusal", "Refused")


def refused_line(rule: str, why: str) -> str:
    """A refusal in one line: "Refused — R8.7: why", or "Refused: why" where no rule applies."""
    if rule:
        return QCoreApplication.translate("Refusal", "Refused — {0}: {1}").format(rule, why)
    return QCoreApplication.translate("Refusal", "Refused: {0}").format(why)


def refused_spoken(rule: str, why: str) -> str:
    """A refusal as a screen reader says it: "Refused, rule R8.7: why", or "Refused: why"."""
    if rule:
        return QCoreApplication.translate("Refusal", "Refused, rule {0}: {1}").format(rule, why)
    return QCoreApplication.translate("Refusal", "Refused: {0}").format(why)


def refused(verdict: Verdict) -> str:
    """``verdict``'s refusal in one line, in the interface's language."""
    return refused_line(str(verdict.rule), reason(verdict))
