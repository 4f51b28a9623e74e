"""The solo player's verdict over the final standings names the Ghosts a first place is shared with,
in either language, and the Ghost that wins otherwise."""

from __future__ import annotations

import pytest

from florenza_gui.app.i18n import install_language
from florenza_gui.app.standings import solo_verdict
from florenza_gui.engine.model.state import GameState, Standing, Standings
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game


def finished(places: dict[str, tuple[int, int]]) -> GameState:
    """Anna against the Ghosts Bruno, Carla and Dario, each at (place, Victory Points)."""
    seats = [Seating("anna", "Anna", Seat.HUMAN), *(Seating(f, f.title(), Seat.GHOST) for f in ("bruno", "carla",
                                                                                                  "dario"))]
    rows = tuple(Standing(f, points, 0, 0, place) for f, (place, points) in places.items())
    return new_game(seats, seed=1).evolve(standings=Standings(final=True, standings=rows))


@pytest.mark.parametrize(("places", "english", "italian"), [
    ({"anna": (1, 30), "bruno": (2, 20), "carla": (3, 10), "dario": (4, 5)},
     "Anna beats every Ghost with 30 Victory Points", "Anna batte tutti i Fantasmi con 30 Punti Vittoria"),
    ({"anna": (1, 24), "bruno": (1, 24), "carla": (3, 10), "dario": (4, 5)},
     "Anna shares first place with the Ghost Bruno at 24 Victory Points",
     "Anna condivide il primo posto con il Fantasma Bruno a 24 Punti Vittoria"),
    ({"anna": (1, 24), "bruno": (1, 24), "carla": (3, 10), "dario": (1, 24)},
     "Anna shares first place with the Ghosts Bruno and Dario at 24 Victory Points",
     "Anna condivide il primo posto con i Fantasmi Bruno e Dario a 24 Punti Vittoria"),
    ({"anna": (2, 20), "bruno": (3, 10), "carla": (1, 31), "dario": (4, 5)},
     "Anna finishes 2nd of 4: the Ghost Carla wins with 31, Anna has 20", None),
])
def test_the_verdict_names_the_ghosts(qapp, places, english, italian) -> None:  # type: ignore[no-untyped-def]
    state = finished(places)
    assert solo_verdict(state, "anna") == english
    if italian is not None:
        install_language(qapp, "it")
        try:
            assert solo_verdict(state, "anna") == italian
        finally:
            install_language(qapp, "en")
