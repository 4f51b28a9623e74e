"""Found in crafted files with five families at high Prestige (all on 39, or
on the last spaces): the fifth Captain marker, fanned above its space into
the track's top margin, covered the "Prestige Track" heading printed there,
and at the track's last space the markers two abreast ran past its end. On
every space, in either language, a crowd of one to five markers covers no
letter of the heading, stays within the track, and shows every mark whole."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF

from florenza_gui.board.board_art import prestige_heading_rect
from florenza_gui.board.layout import layout
from florenza_gui.board.scene import BoardScene
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game

IDS = ("red", "blue", "green", "yellow", "purple")


def crowd(count: int, space: int) -> GameState:
    """``count`` families on Prestige ``space`` (the others far off, on 20)."""
    game = new_game([Seating(c, c.capitalize(), Seat.HUMAN) for c in IDS], seed=4)
    return replace(game, families=tuple(replace(f, prestige=space if i < count else (space + 20) % 40)
                                        for i, f in enumerate(game.families)))


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_crowd_of_captain_markers_keeps_off_the_heading_and_within_the_track(window, language: str) -> None:  # type: ignore[no-untyped-def]
    window.set_language(language)
    try:
        heading = prestige_heading_rect()
        track = layout().prestige_rect
        scene = BoardScene()
        for space in range(layout().prestige_spaces):
            for count in range(1, 6):
                scene.set_game(crowd(count, space))
                here = sorted((scene.captain_markers[fid] for fid in IDS[:count]), key=lambda m: m.zValue())
                for i, marker in enumerate(here):
                    body = marker.mapRectToScene(marker._rect)
                    where = f"{language}: {count} on {space}, {marker.style.letter}"
                    assert not body.intersects(heading), f"{where}: covers the heading"
                    assert track.contains(body), f"{where}: off the track"
                    letter = QRectF(0, 0, 10, 12)
                    letter.moveCenter(marker.scenePos())
                    above = [o for o in here[i + 1:] if o.mapRectToScene(o._rect).intersects(letter)]
                    assert above == [], f"{where}: its letter is covered"
    finally:
        window.set_language("en")


def test_the_crowd_moves_off_the_heading_when_the_language_changes(window, driver) -> None:  # type: ignore[no-untyped-def]
    """The Italian heading is longer: a language change places the markers again."""
    driver.put(crowd(5, 32))
    try:
        for language in ("it", "en", "it"):
            window.set_language(language)
            heading = prestige_heading_rect()
            for marker in window.scene.captain_markers.values():
                assert not marker.mapRectToScene(marker._rect).intersects(heading), language
    finally:
        window.set_language("en")
