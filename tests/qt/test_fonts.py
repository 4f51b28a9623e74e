"""Found under Xvfb in Italian: "La partita è finita" drew its "è" (and the
curtain's "I am Red — show the board" its dash) in a fallback sans font,
because the bold face shipped was a subset without accented letters. Every
face the app draws with has every character its texts use."""

from __future__ import annotations

import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _characters_shown() -> set[str]:
    """Every character of the Italian catalogue, plus the typography of the
    English texts (dashes, quotes, the middle dot, the degree/ordinal signs)."""
    root = ET.parse(ROOT / "resources" / "i18n" / "florenza_it.ts").getroot()
    text = "".join(m.findtext("translation") or "" for m in root.iter("message"))
    from florenza_gui.engine.words.catalogue import IT  # the narration's Italian, rendered from events

    text += "".join(str(v) for v in IT.values())
    text += "—–·…“”‘’«»°º×"
    # (arrows and media symbols such as "▶" on buttons come from a symbol font, as in any app)
    return {c for c in text if c.isprintable() and not c.isspace() and unicodedata.category(c) != "So"}


@pytest.mark.parametrize("bold,italic", [(False, False), (True, False), (False, True)])
def test_every_face_has_every_character_the_texts_use(qapp, bold: bool, italic: bool) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QRawFont

    from florenza_gui.qt.theme import serif

    raw = QRawFont.fromFont(serif(24, bold=bold, italic=italic))
    assert raw.familyName().startswith("EB Garamond")
    missing = sorted(c for c in _characters_shown() if not raw.supportsCharacter(ord(c)))
    assert missing == []


def _symbols_shown() -> set[str]:
    """The symbols the interface's texts use (arrows and media signs on buttons), which no face of
    the app's own has: they are drawn by a system font."""
    root = ET.parse(ROOT / "resources" / "i18n" / "florenza_en.ts").getroot()
    text = "".join((m.findtext("source") or "") + (m.findtext("translation") or "") for m in root.iter("message"))
    root = ET.parse(ROOT / "resources" / "i18n" / "florenza_it.ts").getroot()
    text += "".join(m.findtext("translation") or "" for m in root.iter("message"))
    return {c for c in text if unicodedata.category(c) == "So" or 0x2190 <= ord(c) <= 0x2BFF}


def test_every_symbol_on_a_button_is_in_the_system_font_a_debian_machine_has(qapp) -> None:  # type: ignore[no-untyped-def]
    """Found under Xvfb: Play's "Pause ⏸" drew a box for its sign: no font of a
    Debian machine (DejaVu, what CI installs) has U+23F8. Each symbol the
    interface uses is one DejaVu Sans draws."""
    from PySide6.QtGui import QFont, QFontDatabase, QRawFont

    if "DejaVu Sans" not in QFontDatabase.families():
        pytest.skip("DejaVu Sans is not installed here")
    raw = QRawFont.fromFont(QFont("DejaVu Sans", 12))
    assert raw.familyName() == "DejaVu Sans"
    missing = sorted(f"U+{ord(c):04X} {c}" for c in _symbols_shown() if not raw.supportsCharacter(ord(c)))
    assert missing == []
