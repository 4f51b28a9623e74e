"""The plates of the final reveal (R9.1) read as what they are: the Prestige
tokens each family turned face up, never a number that looks like a score.
Found in a play-through: "10 + 10 + 10 + 2 + 1 = 33" over the board of a
family with 33 Victory Points, and "10 = 10" over one with 24, read as
points. Each plate says "Prestige tokens" (or "Tokens" where the words would
not fit), whole, in English and Italian, and in type a room can read at
1280×720 and at 1920×1080. Every plate reads alike, in the form the plate
with the least room takes (one read "5 + 5 + 5 + 2" beside "2×5 + 4×2")."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication

from florenza_gui.engine.fast.working import end_round
from tests.app.test_points_ladder import last_round
from tests.board.test_readable import MIN_PX, painted_texts

# Anna holds 10, 10, 10, 2 and 1; Bruno 2 and 2; Carla nothing; Dario one 10
SAYS = {
    "en": {
        "anna": "Tokens: 3×10 + 2 + 1 = 33",
        "bruno": "Tokens: 2×2 = 4",  # (as Anna's reads: every plate alike)
        "carla": "no tokens",
        "dario": "Prestige token: 10",
    },
    "it": {
        "anna": "Gettoni: 3×10 + 2 + 1 = 33",
        "bruno": "Gettoni: 2×2 = 4",
        "carla": "nessun gettone",
        "dario": "Gettone Prestigio: 10",
    },
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "it"])
def test_each_plate_says_it_shows_prestige_tokens_whole_and_readable(window, driver, language, size) -> None:  # type: ignore[no-untyped-def]
    driver.put(end_round(last_round())[0])
    window.set_language(language)
    try:
        window.resize(*size)
        for _ in range(3):
            QApplication.processEvents()
        window.view.fit()
        plates = {p.family: p for p in driver.revealed()}
        assert {f: p.text for f, p in plates.items()} == SAYS[language]
        assert all(p.fits for p in plates.values()), [p.text for p in plates.values() if not p.fits]
        painted = [(px, text) for px, text in painted_texts(window) if text in SAYS[language].values()]
        assert len(painted) == 4 and min(px for px, _ in painted) >= MIN_PX, painted
    finally:
        window.set_language("en")


def test_a_plate_of_many_tokens_of_three_values_shows_its_sum(window, driver) -> None:  # type: ignore[no-untyped-def]
    """Seventeen tokens, counted by value, are longer than the plate at its usual type: set smaller, whole."""
    many = (10,) * 11 + (5,) * 3 + (2,) * 3
    state = last_round()
    anna = state.family("anna")
    driver.put(end_round(replace(state, families=tuple(
        replace(f, tokens=many) if f is anna else f for f in state.families)))[0])
    (plate,) = [p for p in driver.revealed() if p.family == "anna"]
    assert plate.text == "Tokens: 14×10 + 3×5 + 4×2 + 1 = 164" and plate.fits, plate  # (with the 33 Anna banks)
    painted = [(px, text) for px, text in painted_texts(window) if text == plate.text]
    assert painted and min(px for px, _ in painted) >= MIN_PX, painted


def test_every_familys_tokens_read_highest_first() -> None:
    """Found in a play-through: one plate read "10 + 1 + 10 + 2" (the order they were banked in) beside
    another's "5×10 + 2"; written one by one, the tokens go highest first too."""
    from florenza_gui.qt.tokenwords import token_values

    assert token_values([10, 1, 10, 2], lambda _text: True) == "10 + 10 + 2 + 1"
    assert token_values([10, 1, 10, 2], lambda _text: False) == "2×10 + 2 + 1"
