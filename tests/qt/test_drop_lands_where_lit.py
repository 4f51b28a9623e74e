"""A piece lands on the target lit under the pointer: every reachable target
of every kind of piece, let go with real mouse events at its left third, its
centre and its right third. Targets are tested by their own shape, never by
the margin their glow is painted in (tested so, a Captain marker let go on
the left of a space landed one space lower)."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt

from florenza_gui.board.layout import layout
from florenza_gui.engine.files.saves import dumps
from florenza_gui.engine.model.types import Kind, LifeCard
from florenza_gui.engine.rules.targets import (
    BishopCardSpot,
    CaptainCard,
    ChurchSpace,
    LifeCardSpot,
    PredicatoreSpace,
    PrestigeSpace,
    Target,
)
from tests.engine.builders import fam, game
from tests.guifixtures import a_card_waits_by_hand, pass_curtain


def thirds(rect: QRectF) -> list[QPointF]:
    """The middle of the left third, the centre and the middle of the right third."""
    y = rect.center().y()
    return [QPointF(rect.left() + rect.width() * k / 6, y) for k in (1, 3, 5)]


class Drops:
    """Lets pieces go on the board as a user does, and keeps what the board
    lit under the pointer and what it handed on for each drop."""

    def __init__(self, qtbot, window) -> None:  # type: ignore[no-untyped-def]
        self.qtbot, self.window = qtbot, window
        self.received: list[Target | None] = []
        window.scene.piece_dropped_on.connect(lambda _piece, target, _where: self.received.append(target))

    def drop(self, item, point: QPointF) -> tuple[Target | None, Target | None]:  # type: ignore[no-untyped-def]
        """Drag ``item`` to the scene ``point`` and let go: (what was lit under
        the pointer just before the release, what the drop landed on)."""
        view, scene = self.window.view, self.window.scene
        vp = view.viewport()
        start = view.mapFromScene(item.scenePos())
        end = view.mapFromScene(point)
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.mouseMove(vp, pos=QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
        self.qtbot.mouseMove(vp, pos=end)
        aimed = scene.aimed()
        before = len(self.received)
        self.qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
        landed = self.received[-1] if len(self.received) > before else None
        return aimed, landed


def open_game(window, tmp_path, state) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "drops.florenza"
    path.write_text(dumps(state), encoding="utf-8")
    assert window.files.open_path(str(path))
    window.session.confirm_curtain()


@pytest.fixture
def captain_red(qtbot, window, tmp_path):  # type: ignore[no-untyped-def]
    """Red plays, holds the Captain card; Blue holds the Bishop card."""
    open_game(window, tmp_path, game(fam("red"), fam("blue"), fam("green"), captain="red", bishop="blue"))
    pass_curtain(qtbot, window)
    assert window.session.state.active == "red"
    return Drops(qtbot, window)


def test_a_captain_marker_lands_on_the_lit_space_wherever_it_is_let_go(captain_red, window) -> None:  # type: ignore[no-untyped-def]
    marker = window.scene.captain_markers["red"]
    for n in range(layout().prestige_spaces):
        for point in thirds(layout().prestige_space(n)):
            aimed, landed = captain_red.drop(marker, point)
            assert aimed == landed == PrestigeSpace(n), (n, point.x())
            assert window.session.state.family("red").prestige == n


def test_a_bishop_marker_lands_on_the_lit_space_wherever_it_is_let_go(captain_red, window) -> None:  # type: ignore[no-untyped-def]
    marker = window.scene.bishop_markers["red"]
    for n in reversed(range(layout().church_spaces)):
        for point in thirds(layout().church_space(n)):
            aimed, landed = captain_red.drop(marker, point)
            assert aimed == landed == ChurchSpace(n), (n, point.x())
            assert window.session.state.family("red").church == n


def test_kinsmen_and_preachers_land_on_the_lit_place(captain_red, window) -> None:  # type: ignore[no-untyped-def]
    c, scene = window.session, window.scene
    preacher = next(cid for cid, ch in sorted(c.state.characters.items())
                    if ch.kind is Kind.PREACHER and c.state.life_card_of(cid) is not None)
    artist = next(cid for cid, ch in sorted(c.state.characters.items())
                  if ch.kind is Kind.ARTIST and c.state.life_card_of(cid) is not None)
    places: list[tuple[str, QRectF, Target]] = [
        ("kinsman", layout().predicatore_space(s), PredicatoreSpace(s)) for s in range(1, layout().spaces + 1)]
    places += [("kinsman", layout().bishop_card, BishopCardSpot())]
    places += [("preacher", layout().predicatore_space(s), PredicatoreSpace(s)) for s in range(1, layout().spaces + 1)]
    places += [("artist", layout().first_player_card, CaptainCard())]
    for who, rect, target in places:
        for point in thirds(rect):
            before = c.state
            item = {"kinsman": lambda: next(k for k in scene.kinsmen["red"] if k.place is None or
                                            type(k.place).__name__ == "Pool"),
                    "preacher": lambda: scene.tiles[preacher], "artist": lambda: scene.tiles[artist]}[who]()
            aimed, landed = captain_red.drop(item, point)
            assert aimed == landed == target, (who, target, point.x())
            assert c.state is not before, f"the engine took {who} to {target}"
            window.undo_action.trigger()
            assert c.state == before


def test_a_drawn_card_lands_on_the_lit_life_card(qtbot, window, loop) -> None:  # type: ignore[no-untyped-def]
    c, scene = window.session, window.scene
    task = a_card_waits_by_hand(window, loop)
    drops = Drops(qtbot, window)
    placed: list[Target | None] = []
    original = scene.manual_draw.dropped_on
    scene.manual_draw.dropped_on = lambda target: (placed.append(target), original(target))[1]
    card = scene.placing
    right = LifeCard.for_rounds(c.state.characters[card.character].rounds)
    def column(card: LifeCard) -> QRectF:
        return next(t for t in scene.targets if t.target == LifeCardSpot(card)).lit_area()

    for other in (life for life in LifeCard if life is not right):
        for point in thirds(column(other)):
            aimed, _ = drops.drop(scene.placing, point)
            assert aimed == placed[-1] == LifeCardSpot(other), (other, point.x())
            assert scene.placing is card, "a wrong Life card sends the card back to wait (R8.7)"
    aimed, _ = drops.drop(scene.placing, thirds(column(right))[0])
    assert aimed == placed[-1] == LifeCardSpot(right)
    for _ in range(50):
        loop.run_until_complete(asyncio.sleep(0))
        if scene.placing is not card or task.done():
            break
    assert scene.placing is not card
    loop.run_until_complete(asyncio.wait_for(_finish(window, task), 10))


async def _finish(window, task) -> None:  # type: ignore[no-untyped-def]
    scene = window.scene
    while not task.done():
        if scene.placing is not None:
            card = scene.placing
            right = LifeCard.for_rounds(window.session.state.characters[card.character].rounds)
            target = next(t for t in scene.targets if t.target == LifeCardSpot(right))
            scene.piece_dropped(card, target.scenePos())
        await asyncio.sleep(0)
    await task


def test_a_captain_marker_past_the_tracks_end_moves_along_its_own_lap(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Red at 45 is shown on space 5 with "+40": let go on space 8 it goes
    to 48, on space 2 to 42 (it once went to 8 and 2, losing a lap)."""
    open_game(window, tmp_path, game(fam("red", prestige=45), fam("blue"), fam("green")))
    pass_curtain(qtbot, window)
    drops = Drops(qtbot, window)
    marker = window.scene.captain_markers["red"]
    for space, position in ((8, 48), (2, 42), (39, 79)):
        aimed, landed = drops.drop(marker, layout().prestige_space(space).center())
        assert aimed == landed == PrestigeSpace(position)
        assert window.session.state.family("red").prestige == position
