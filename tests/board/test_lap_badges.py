"""Captain markers past the end of the Prestige track carry a lap badge
("+40"). Found on a final board: two families on the same space of
different laps (91 and 131 both stand on 11) had their badges drawn one
over the other ("+8(+120"), so neither lap could be read."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRectF


def _badges(window):  # type: ignore[no-untyped-def]
    shown = {}
    for fid, marker in window.scene.captain_markers.items():
        if marker.badge:
            rect = marker.badge_rect()
            assert marker.boundingRect().contains(rect), "the badge is drawn outside the marker's bounds"
            shown[fid] = marker.mapRectToScene(rect)
    return shown


def test_lap_badges_on_one_space_do_not_cover_each_other_nor_a_letter(window) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.setup import Seating, new_game
    from florenza_gui.engine.types import Seat

    seats = [Seating(c, c.capitalize(), Seat.HUMAN) for c in ("red", "blue", "green", "yellow", "purple")]
    game = new_game(seats, seed=4)
    for points in ((91, 131), (11, 51, 91, 131), (51, 91, 131, 171, 211), (45, 5)):
        families = tuple(replace(f, prestige=points[i] if i < len(points) else 0)
                         for i, f in enumerate(game.families))
        window.load_game(replace(game, families=families))
        badges = _badges(window)
        assert len(badges) == sum(p >= 40 for p in points)
        for fid, rect in badges.items():
            for other, other_rect in badges.items():
                assert other == fid or not rect.intersects(other_rect), f"{points}: {fid}'s badge covers {other}'s"
            for other, marker in window.scene.captain_markers.items():
                letter = QRectF(0, 0, 10, 12)
                letter.moveCenter(marker.scenePos())
                assert other == fid or not rect.intersects(letter), f"{points}: {fid}'s badge covers {other}'s letter"
