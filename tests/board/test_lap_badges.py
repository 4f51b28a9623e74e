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


def test_lap_badges_on_one_space_do_not_cover_each_other_nor_a_letter(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    seats = [Seating(c, c.capitalize(), Seat.HUMAN) for c in ("red", "blue", "green", "yellow", "purple")]
    game = new_game(seats, seed=4)
    for points in ((91, 131), (11, 51, 91, 131), (51, 91, 131, 171, 211), (45, 5),
                   (5, 45, 85),  # found on screen: the third marker's badge covered the second's letter
                   (100_000, 80, 120), (99_999, 79, 99_959, 119), (100_000, 99_960, 99_999, 99_959, 40)):
        families = tuple(replace(f, prestige=points[i] if i < len(points) else 0)
                         for i, f in enumerate(game.families))
        driver.put(_finished(replace(game, families=families)))
        badges = _badges(window)
        assert len(badges) == sum(p >= 40 for p in points)
        for fid, rect in badges.items():
            for other, other_rect in badges.items():
                assert other == fid or not rect.intersects(other_rect), f"{points}: {fid}'s badge covers {other}'s"
            for other, marker in window.scene.captain_markers.items():
                letter = QRectF(0, 0, 10, 12)
                letter.moveCenter(marker.scenePos())
                assert other == fid or not rect.intersects(letter), f"{points}: {fid}'s badge covers {other}'s letter"


def _finished(game):  # type: ignore[no-untyped-def]
    """``game`` finished (R9): only a finished game's file may hold a Prestige near the format's
    largest, as no end of round is left to raise it past that."""
    from florenza_gui.engine.model.types import Phase
    from florenza_gui.engine.rules.final_scoring import rank

    families = tuple(replace(f, tokens=()) for f in game.families)
    return replace(game, families=families, phase=Phase.GAME_OVER, round=7, active=None,
                   standings=rank(families, {f.id: f.prestige for f in families}, True))


def _game_with(points):  # type: ignore[no-untyped-def]
    from florenza_gui.engine.model.types import Seat
    from florenza_gui.engine.rules.setup import Seating, new_game

    ids = ("red", "blue", "green", "yellow", "purple")[:len(points)]
    game = new_game([Seating(c, c.capitalize(), Seat.HUMAN) for c in ids], seed=4)
    return replace(game, families=tuple(replace(f, prestige=p) for f, p in zip(game.families, points, strict=True)))


def test_the_largest_prestige_a_file_may_hold_has_its_whole_lap_on_the_board(window, driver) -> None:  # type: ignore[no-untyped-def]
    """FORMAT.md allows a Prestige of 100,000 (space 0 after 2,500 laps): its
    badge read "10000" cut at both ends. Each badge now fits its whole number
    (grouped by threes), inside its marker's bounds and on the board, beside
    the track's first and last spaces alike."""
    from florenza_gui.board.layout import HEIGHT, WIDTH
    from florenza_gui.engine.files.schema import MAX_POINTS
    from tests.board.test_marks import painted

    driver.put(_finished(_game_with((MAX_POINTS, MAX_POINTS - 1, 99_960 + 38, 41))))
    expected = {"red": "+100\u202f000", "blue": "+99\u202f960", "green": "+99\u202f960", "yellow": "+40"}
    board = QRectF(0, 0, WIDTH, HEIGHT)
    for fid, badge in expected.items():
        marker = window.scene.captain_markers[fid]
        assert marker.badge == badge
        assert badge in painted(marker)  # fails if the text is wider than its tag
        assert marker.boundingRect().contains(marker.badge_rect())
        assert board.contains(marker.mapRectToScene(marker.badge_rect())), f"{fid}'s badge runs off the board"


def test_a_long_lap_badge_reads_at_1280x720(window, driver) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from tests.board.test_readable import MIN_PX, painted_texts

    driver.put(_finished(_game_with((100_000, 39, 0))))
    window.resize(1280, 720)
    for _ in range(3):
        QApplication.processEvents()
    window.view.fit()
    sizes = [px for px, text in painted_texts(window) if text == "+100\u202f000"]
    assert sizes and min(sizes) >= MIN_PX


def _far_end_crowds():  # type: ignore[no-untyped-def]
    """One to five markers on each of the track's last spaces, of equal and of different laps."""
    for n in range(1, 6):
        for space in range(33, 40):
            for laps in ((1,) * n, tuple(range(1, n + 1)), (2499,) * n, (0, 1, 0, 1, 0)[:n], (2499, 0, 0, 0, 0)[:n]):
                points = tuple(lap * 40 + space for lap in laps)
                yield points + ((0,) if n == 1 else ())


def test_a_lap_badge_at_the_far_end_covers_no_heading_in_either_language(window) -> None:  # type: ignore[no-untyped-def]
    """Found in crafted files: a badge beside a marker on the track's last
    spaces sat over the "Prestige Track" heading (never over a letter). It
    keeps off the heading as printed in the language shown (the Italian one
    is longer), off every letter and other badge, and on the board."""
    from florenza_gui.board.badges import letter_box
    from florenza_gui.board.board_art import prestige_heading_rect
    from florenza_gui.board.layout import WIDTH
    from florenza_gui.board.scene import BoardScene

    for language in ("en", "it"):
        window.set_language(language)
        try:
            heading = prestige_heading_rect()
            scene = BoardScene()
            for points in _far_end_crowds():
                scene.set_game(_game_with(points))
                badges = {fid: m.mapRectToScene(m.badge_rect()) for fid, m in scene.captain_markers.items() if m.badge}
                assert len(badges) == sum(p >= 40 for p in points)
                for fid, rect in badges.items():
                    assert not rect.intersects(heading), f"{language} {points}: {fid}'s badge covers the heading"
                    assert rect.top() >= 0 and rect.left() >= 0 and rect.right() <= WIDTH, f"{points}: off the board"
                    for other, marker in scene.captain_markers.items():
                        assert other == fid or not rect.intersects(letter_box(marker.scenePos())), (
                            f"{points}: {fid}'s badge covers {other}'s letter")
                    for other, other_rect in badges.items():
                        assert other == fid or not rect.intersects(other_rect), f"{points}: over {other}'s badge"
        finally:
            window.set_language("en")
    assert heading.width() > 0
