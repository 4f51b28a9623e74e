"""A one-line summary of every rule id (``resources/rules.toml``), so a view
can say not only which rule made a step happen but what that rule says."""

from __future__ import annotations

import tomllib
from functools import cache
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from .boarddata import resource_path


class _Summary(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    en: Annotated[str, Field(min_length=10, max_length=200)]
    it: Annotated[str, Field(min_length=10, max_length=200)]


class _Glossary(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    rules: dict[str, _Summary]


@cache
def _glossary() -> dict[str, _Summary]:
    with resource_path("rules.toml").open("rb") as fh:
        return _Glossary.model_validate(tomllib.load(fh)).rules


def rule_ids() -> frozenset[str]:
    return frozenset(_glossary())


def summary(rule: str, language: str = "en") -> str:
    """What rule ``rule`` says, in a line; empty for an unknown id."""
    entry = _glossary().get(rule)
    if entry is None:
        return ""
    return entry.it if language == "it" else entry.en
