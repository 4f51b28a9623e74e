"""A one-line summary of every rule id (``resources/rules.toml``), so a view
can say not only which rule made a step happen but what that rule says.

Read as plain data and checked here (every entry has exactly an English and
an Italian line of 10 to 200 characters): the narration needs it at launch.
A summary names the board's numbers by name (``{bishop_minimum}``), filled
in from the board data, so a number of the board is written in one place."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from ..model.boarddata import BoardDataError, compiled, standard_board

LANGUAGES = ("en", "it")


@dataclass(frozen=True)
class Summary:
    en: str
    it: str


def parse_glossary(data: object, name: str = "rules.toml") -> dict[str, Summary]:
    """The ``[rules]`` table of ``rules.toml``, checked (raises :class:`BoardDataError`)."""
    if not isinstance(data, Mapping) or set(data) != {"rules"} or not isinstance(data["rules"], Mapping):
        raise BoardDataError(name, "must hold exactly one table, [rules]")
    rules: dict[str, Summary] = {}
    numbers = board_numbers_by_name()
    for rule, entry in data["rules"].items():
        where = f"{name}.rules.{rule}"
        if not isinstance(entry, Mapping) or set(entry) != set(LANGUAGES):
            raise BoardDataError(where, "must have exactly the fields en and it")
        texts = []
        for lang in LANGUAGES:
            text = entry[lang]
            if not isinstance(text, str) or not 10 <= len(text) <= 200:
                raise BoardDataError(f"{where}.{lang}", "must be a text of 10 to 200 characters")
            try:
                texts.append(text.format_map(numbers))
            except (KeyError, ValueError, IndexError) as exc:
                raise BoardDataError(f"{where}.{lang}", f"names no number of the board: {exc}") from None
        rules[str(rule)] = Summary(*texts)
    return rules


def board_numbers_by_name() -> dict[str, int]:
    """The board's numbers a summary may name."""
    board = standard_board()
    return {
        "characters_at_setup": board.board.life_cards.characters_at_setup,
        "last_round": board.last_round,
        "church_max": board.church_max,
        "bishop_card_capacity": board.bishop_card_capacity,
        "bishop_minimum": board.board.church_track.bishop_minimum,
        "kinsmen": board.kinsmen,
    }


@cache
def _glossary() -> dict[str, Summary]:
    return parse_glossary(compiled("rules.toml"))


def rule_ids() -> frozenset[str]:
    return frozenset(_glossary())


def _reading_order(rule: str) -> tuple[int, str, float, str]:
    """R7.1 … R9.3, then D1 … D12, G1 … G4, M1 … M10: the engine reads its own ids."""
    head = rule[0]
    if head == "R":
        major, _, minor = rule[1:].partition(".")
        digits = "".join(ch for ch in minor if ch.isdigit())
        return (0, head, float(major) * 100 + int(digits or 0), minor.lstrip("0123456789"))
    return ({"D": 1, "G": 2, "M": 3}.get(head, 4), head, float(rule[1:]), "")


def rule_ids_in_order() -> list[str]:
    """Every rule id, in the order a class reads them (Help ▸ Rules)."""
    return sorted(_glossary(), key=_reading_order)


def summary(rule: str, language: str = "en") -> str:
    """What rule ``rule`` says, in a line; empty for an unknown id."""
    entry = _glossary().get(rule)
    if entry is None:
        return ""
    return entry.it if language == "it" else entry.en
