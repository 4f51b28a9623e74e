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
from PySide6.QtGui import QFontMetricsF

from florenza_gui.board.board_art import prestige_heading_rect
from florenza_gui.board.layout import layout
from florenza_gui.board.scene import BoardScene
from florenza_gui.board.shapes import mark_box
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.qt.theme import serif

IDS = ("red", "blue", "green", "yellow", "purple")


def crowd(count: int, space: int) -> GameState:
    """``count`` families on Prestige ``space`` (the others far off, on 20)."""
    game = new_game([Seating(c, c.capitalize(), Seat.HUMAN) for c in IDS], seed=4)
    return replace(game, families=tuple(replace(f, prestige=space if i < count else (space + 20) % 40)
                                        for i, f in enumerate(game.families)))


def mark_on_scene(marker) -> QRectF:  # type: ignore[no-untyped-def]
    """Where a marker's mark is inked on the board: its letter's width and cap height, centred where its
    shape centres it (low in a triangle)."""
    metrics = QFontMetricsF(serif(int(marker._rect.height() * 0.55), bold=True))
    mark = QRectF(0, 0, metrics.horizontalAdvance(marker.style.letter), metrics.capHeight())
    mark.moveCenter(marker.mapRectToScene(mark_box(marker.style.shape, marker._rect, marker.style.letter)).center())
    return mark


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
                    letter = mark_on_scene(marker)
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


@pytest.mark.parametrize("first", IDS)
def test_a_mark_shows_whole_whichever_family_stands_first(window, first: str) -> None:  # type: ignore[no-untyped-def]
    """Whichever family stands first on a space (a triangle's mark, inked low in its shape, above a disc
    drawn over it), every mark shows whole once the markers are at rest."""
    scene = BoardScene()
    order = (first, *(f for f in IDS if f != first))
    for count in range(2, 6):
        for space in (4, 20, 39):
            game = crowd(count, space)
            game = replace(game, turn_order=tuple(f for f in order if f in game.turn_order),
                           families=tuple(replace(f, prestige=space if f.id in order[:count] else (space + 20) % 40)
                                          for f in game.families))
            scene.set_game(game)
            here = sorted((scene.captain_markers[fid] for fid in order[:count]), key=lambda m: m.zValue())
            for i, marker in enumerate(here):
                letter = mark_on_scene(marker)
                above = [o.style.letter for o in here[i + 1:] if o.mapRectToScene(o._rect).intersects(letter)]
                assert above == [], f"{count} on {space}, {first} first: {marker.style.letter} under {above}"
