"""A family board shows every count whole, inside its box, up to the largest
the file format allows (FORMAT.md: Cardinal titles ≤ 1000, Resources and
Fiorini ≤ 1,000,000,000, up to 10,000 tokens). Once, Cardinal
1000 read "× 100", and Resources of 1,000,000,000 lost their end."""

from __future__ import annotations

import pytest

from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game
from tests.board.test_marks import painted

BIG = 1_000_000_000


@pytest.mark.parametrize("families", [3, 5])
def test_the_largest_counts_show_whole_inside_the_family_board(window, driver, families: int) -> None:  # type: ignore[no-untyped-def]
    ids = ("red", "blue", "green", "yellow", "purple")[:families]
    seats = [Seating(i, i.capitalize(), Seat.HUMAN) for i in ids]
    driver.put(new_game(seats, seed=3))
    board = window.scene.boards["red"]
    big = board.family.evolve(**{"cardinal": 1000, "resources": BIG, "fiorini": BIG, "prestige": BIG,
                                "tokens": (10,) * 10_000})
    board.show_family(big, False, 1)
    texts = painted(board)  # fails if any text is wider than the box it is drawn in
    for whole in ("× 1000", "× 10000", f"Resources {BIG}", f"Fiorini {BIG}", f"Prestige {BIG} · Church 0"):
        assert whole in texts
