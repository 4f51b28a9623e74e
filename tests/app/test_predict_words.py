"""Predict's words for a tile just drawn read right for a character staying one round as for several."""

from __future__ import annotations

import pytest

from florenza_gui.app.i18n import install_language
from florenza_gui.app.predictwords import drawn_tile
from tests.guifixtures import three_humans


@pytest.mark.parametrize(("code", "one", "three"), [("en", "(stays 1 round)", "(stays 3 rounds)"),
                                                    ("it", "(resta 1 round)", "(resta 3 round)")])
def test_a_drawn_tile_says_how_many_rounds_it_stays_in_words_that_fit_the_count(qapp, code, one, three) -> None:  # type: ignore[no-untyped-def]
    game = three_humans()
    character = next(iter(game.characters))
    try:
        assert install_language(qapp, code)
        assert drawn_tile(game, character, 1).endswith(one)
        assert drawn_tile(game, character, 3).endswith(three)
    finally:
        install_language(qapp, "en")
