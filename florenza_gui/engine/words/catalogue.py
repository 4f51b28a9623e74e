"""The words of the narration and of refusals, by language (read by ``wording``).

Each entry is keyed by an event kind (or a refusal kind) and a variant, and
is a ``str.format`` template over the event's typed arguments; ``wording``
picks the key and fills it through a language's ``Words`` (its catalogue
and its small grammar). English is the engine's own wording, which saved
files keep byte for byte; Italian is the same sentences, never obtained by
parsing the English. A test checks both have the same keys and fields.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .characternames import character_name
from .english import EN
from .italian import IT

__all__ = ["CATALOGUES", "EN", "IT", "ITALIAN_VOWELS", "Words"]

CATALOGUES: dict[str, dict[str, str]] = {"en": EN, "it": IT}
ITALIAN_VOWELS = frozenset("aeiouàèéìòóù")


class Words:
    """A language's catalogue and its small grammar (lists, ordinals), and
    how it names a character (``characternames``)."""

    def __init__(self, table: dict[str, str], code: str = "en") -> None:
        self.table = table
        self.code = code

    def __call__(self, key: str, **fields: Any) -> str:
        template = self.table[key]
        if self.code == "it":  # "tocca ad Anna", "davanti ad Albizzi a 3": the euphonic d before a vowel
            for name, value in fields.items():
                if isinstance(value, str) and value[:1].lower() in ITALIAN_VOWELS:
                    template = template.replace(f" a {{{name}}}", f" ad {{{name}}}")
        return template.format(**fields)

    def join(self, words: Sequence[str]) -> str:
        """``A``; ``A and B``; ``A, B and C``; nobody for none."""
        if not words:
            return self.table["nobody"]
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + self.table["and"] + words[-1]

    def character(self, name: str) -> str:
        """A character's name (as the game holds it) in this language."""
        return character_name(name, self.code)

    def ordinal(self, n: int, key: str = "ordinal") -> str:
        suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return self(key, n=n, suffix=suffix)

    def count(self, key: str, n: int, **fields: Any) -> str:
        """The ``.one`` or ``.many`` form of ``key``."""
        return self(f"{key}.{'one' if n == 1 else 'many'}", **fields)
