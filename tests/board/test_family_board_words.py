"""What a family's board says of it (its accessible name and tooltip) reads right whatever its counts:
one token, Kinsman or title as well as several."""

from __future__ import annotations

import re

import pytest

from florenza_gui.board.family_board import FamilyBoardItem
from florenza_gui.board.layout import layout
from florenza_gui.qt.theme import family_style
from tests.guifixtures import three_humans


@pytest.mark.parametrize("count", [0, 1, 2])
def test_the_family_board_names_its_counts_in_words_that_fit_any_count(qapp, count) -> None:  # type: ignore[no-untyped-def]
    state = three_humans()
    family = state.families[0].evolve(pool=count, tokens=(3,) * count, cardinal=count, resources=count,
                                      fiorini=count)
    said = FamilyBoardItem(layout().family_board(0), family_style(state, family.id), family).accessible_name()
    assert said.endswith(f"Kinsmen in the pool {count}, face-down tokens {count}, Cardinal titles {count}, "
                         f"Resources {count}, Fiorini {count}")
    assert not re.search(r"\b1 (Kinsmen|face-down tokens|Cardinal titles)\b", said)  # ("1 face-down tokens")
    assert "3" not in said.split(":", 1)[1]  # the tokens' values are hidden: only how many
