"""``limits.text_reason`` refuses control and bidirectional characters with
one search: the same character is named as a loop over the text names, for
every code point up to U+3000, with and without line breaks allowed."""

from __future__ import annotations

from florenza_gui.engine.model import limits
from florenza_gui.engine.model.filereasons import FileProblem


def _first_refused(text: str, lines: bool) -> str | None:
    """The rule as written in FORMAT.md's words: the first character that is
    a C0 or C1 control (a tab or line feed allowed with ``lines``) or a
    bidirectional control."""
    for c in text:
        control = ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0
        if c in limits.BIDI_CONTROLS or (control and not (lines and c in "\n\t")):
            return f"{ord(c):04X}"
    return None


def test_the_first_refused_character_is_named_for_every_code_point() -> None:
    refused = 0
    for code in range(0x3000):
        for lines in (False, True):
            text = f"Red{chr(code)}x"
            reason = limits.text_reason(text, 60, lines=lines)
            expected = _first_refused(text, lines)
            if expected is None:
                assert reason is None, (hex(code), lines)
            else:
                refused += 1
                assert reason is not None and reason.kind is FileProblem.TEXT_CONTROL, (hex(code), lines)
                assert dict(reason.args)["code"] == expected, (hex(code), lines)
    assert refused == 2 * (32 + 33 + 9) - 2


def test_the_first_of_two_refused_characters_is_named() -> None:
    reason = limits.text_reason("a\u202eb\x01", 60)
    assert reason is not None and dict(reason.args)["code"] == "202E"
    assert limits.text_reason("a\tb\nc", 60, lines=True) is None
