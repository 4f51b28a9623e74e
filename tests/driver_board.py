"""The driver's hand on the board (tests/driver.py), and what it reads there:
a move of the action phase made as a user makes it, on the window. A piece is dragged with the mouse from where it
lies to its place on the board; the Muse is clicked; a character card is
double-clicked; End turn and Pass are chosen from the Game menu; a count the
board has no place for (a Captain marker's space on another lap, a number
below zero, Resources and Fiorini) is typed into its cell of the Families
table. A move no input on the window can make fails the test: it never falls
back to the session. The mouse is also pressed, moved, released, clicked and
double-clicked at a point of the board, and a piece let go there tells where
the board took the drop; the pointer rests on an item, and its tooltip is read.
Its readings are the board's: the refusal bubble, the piece the keyboard
selected and the places it offers, the Families table's model a family per
column."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox

from florenza_gui.board.items import PieceItem
from florenza_gui.engine.model.places import (
    BISHOP_CARD_PIECE,
    FIRST_PLAYER_CARD,
    MUSE,
    ROUND_MARKER,
    RoundSpace,
    held_by,
)
from florenza_gui.engine.rules.moves import (
    BishopMarker,
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
)
from florenza_gui.engine.rules.targets import (
    BishopCardSpot,
    CaptainCard,
    ChurchSpace,
    Pool,
    PredicatoreSpace,
    PrestigeSpace,
    Target,
)
from florenza_gui.qt.models import COLUMNS, OFFICE_CHOICES


class Board:
    """The board of ``Driver``'s window (its ``window``, ``qtbot``, ``drag``, ``click`` and ``trigger``)."""

    window: Any
    qtbot: Any
    drag: Any
    click: Any
    trigger: Any

    def move(self, move: Move, by: str | None = None) -> bool:
        """``move`` made by the family whose turn it is (or tried by family ``by``, its piece picked
        up whoever's turn it is), as its player makes it: whether the game changed. A refusal shows
        as the user sees it (``bubble()``, ``status()``); End turn and Pass greyed out do nothing,
        as for the user."""
        before = self.window.session.state
        match move:
            case EndTurn():
                self.trigger(self.window.end_turn_action)
            case Pass():
                self.trigger(self.window.pass_action)
            case UseMuse():
                self.click(self.window.scene.item_of(MUSE))
            case FlipCard(character=c):
                card = self.window.scene.cards.get(c)
                assert card is not None, f"{move}: no card of {c!r} on the board"
                area = card.lit_area()  # the card's right half: its tile rests on the left
                self._double_click(QPointF(area.right() - 15, area.center().y()))
            case SetCounts(resources=r, fiorini=f):
                me = self._mover(move, by)
                fam = self.window.session.state.family(me)
                changed = [(c, n) for c, n, was in (("Resources", r, fam.resources), ("Fiorini", f, fam.fiorini))
                           if n != was]
                assert len(changed) == 1, f"{move}: the table sets one count at a time ({fam.resources}, {fam.fiorini})"
                return self.set_count(*changed[0], by=me)
            case _:
                self._drag_move(move, by)
        return self.window.session.state is not before

    def set_count(self, column: str, value: int, by: str | None = None) -> bool:
        """``value`` typed into the cell ``column`` (Prestige, Church, Resources, Fiorini) of the
        family whose turn it is (or of family ``by``) in the Families table (the cell clicked, F2, the number typed over
        it, Enter): whether the game changed. A cell that opens no editor says why beside it, as
        for the user."""
        w = self.window
        before = w.session.state
        me = self._mover(column, by)
        view = w.families_view
        assert view.isVisible(), "the Families table is not on screen"
        self.type_in_families_table(view, [f.id for f in before.families].index(me), column, value)
        return w.session.state is not before

    def type_in_families_table(self, view: Any, row: int, column: str, value: int) -> None:
        """In the Families table ``view``, the cell of the family in seating place ``row`` and ``column``
        clicked, F2, ``value`` typed over it, Enter (a cell that opens no editor says why beside it)."""
        index = self._shown_index(view.model(), row, COLUMNS.index(column))
        view.scrollTo(index)
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
        QTest.keyClick(view, Qt.Key.Key_F2)
        editor = QApplication.focusWidget()
        if not isinstance(editor, QAbstractSpinBox):  # (the window need not have the focus)
            editor = next((b for b in view.viewport().findChildren(QAbstractSpinBox) if b.isVisible()), None)
        if isinstance(editor, QAbstractSpinBox):
            QTest.keyClick(editor, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            QTest.keyClicks(editor, str(value))
            QTest.keyClick(editor, Qt.Key.Key_Return)
            QApplication.processEvents()  # (the table takes the number at the next turn of the event loop)

    def set_offices(self, family: str, offices: tuple[str, ...]) -> bool:
        """In the scenario editor, ``family``'s Offices cell of the Families table set to ``offices`` (its
        English words, as the cell lists them: "Captain", "Bishop", "First Player"): the cell clicked, F2,
        the choice picked from the list it opens, Enter. Whether the game changed."""
        w = self.window
        before = w.session.state
        view = w.families_view
        index = self._shown_index(view.model(), [f.id for f in before.families].index(family),
                                  COLUMNS.index("Offices"))
        view.scrollTo(index)
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
        QTest.keyClick(view, Qt.Key.Key_F2)
        # the cell's editor (the window need not have the focus; an earlier one may wait to be deleted)
        boxes = [b for b in view.viewport().findChildren(QComboBox) if b.isVisible()]
        assert len(boxes) == 1, "the Offices cell opened no list of choices"
        box = boxes[0]
        box.setCurrentIndex(OFFICE_CHOICES.index(offices))
        QTest.keyClick(box, Qt.Key.Key_Return)
        QApplication.processEvents()
        return w.session.state is not before

    def hand_card(self, card: str, to: str | None) -> bool:
        """In the scenario editor, the office's card ``card`` ("captain": the First Player card; "bishop":
        the Bishop card) dragged onto family ``to``'s board, or (None) back onto its place on the board:
        whether the game changed."""
        scene, before = self.window.scene, self.window.session.state
        item = scene.item_of(FIRST_PLAYER_CARD if card == "captain" else BISHOP_CARD_PIECE)
        target: Any = held_by(to) if to is not None else CaptainCard() if card == "captain" else BishopCardSpot()
        places = self._target_items(target)
        assert item is not None and len(places) == 1, f"{card} to {to}: {len(places)} places on the board"
        self.drag(item, places[0].scenePos(), at=self._grip(item))
        return self.window.session.state is not before

    def move_round_marker(self, to: int) -> bool:
        """In the scenario editor, the round marker dragged onto round ``to``: whether the game changed."""
        scene, before = self.window.scene, self.window.session.state
        item = scene.item_of(ROUND_MARKER)
        places = self._target_items(RoundSpace(to))
        assert item is not None and len(places) == 1, f"round {to}: {len(places)} places on the board"
        self.drag(item, places[0].scenePos(), at=self._grip(item))
        return self.window.session.state is not before

    @staticmethod
    def _shown_index(shown: Any, row: int, column: int) -> Any:
        """The table's cell showing the families model's (``row``, ``column``), through every proxy
        between the two (the table shows the model transposed, its names shortened to fit)."""
        chain = [shown]
        while hasattr(chain[-1], "sourceModel"):
            chain.append(chain[-1].sourceModel())
        index = chain[-1].index(row, column)
        for proxy in reversed(chain[:-1]):
            index = proxy.mapFromSource(index)
        return index

    def _double_click(self, point: QPointF) -> None:
        view = self.window.view
        self.qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))

    def _mover(self, move: object, by: str | None) -> str:
        me = by or self.window.session.state.active
        assert me is not None, f"{move}: it is nobody's turn (name the family trying it: by=...)"
        return str(me)

    def _drag_move(self, move: Move, by: str | None) -> None:
        """The piece ``move`` moves, dragged to its place; a Captain or Bishop marker's number
        the board has no place for is typed into the Families table."""
        scene, me = self.window.scene, self._mover(move, by)
        target: Target
        match move:
            case CaptainMarker(to=to):
                item = scene.captain_markers[me]
                spaces = len([t for t in scene.targets if isinstance(t.target, PrestigeSpace)])
                lap = self.window.session.state.family(me).prestige // spaces * spaces
                if not lap <= to < lap + spaces:  # another lap, or no space: the table
                    self.set_count("Prestige", to, me)
                    return
                target = PrestigeSpace(to - lap)
            case BishopMarker(to=to):
                item = scene.bishop_markers[me]
                target = ChurchSpace(to)
                if not self._target_items(target):
                    self.set_count("Church", to, me)
                    return
            case KinsmanToPredicatore(space=s):
                item, target = self._kinsman(me, None, move), PredicatoreSpace(s)
            case KinsmanToBishopCard():
                item, target = self._kinsman(me, None, move), BishopCardSpot()
            case KinsmanToPool(source=source):
                item, target = self._kinsman(me, source, move), Pool(me)
            case PreacherToPredicatore(character=c, space=s):
                item, target = scene.tiles.get(c), PredicatoreSpace(s)
            case Detain(character=c):
                item, target = scene.tiles.get(c), CaptainCard()
            case _:
                raise AssertionError(f"{move}: no input on the window makes this move")
        assert item is not None and item.isVisible(), f"{move}: its piece is not on the board"
        places = self._target_items(target)
        assert len(places) == 1, f"{move}: {len(places)} places on the board for {target}"
        self.drag(item, places[0].scenePos(), at=self._grip(item))

    def _target_items(self, target: Target) -> list[Any]:
        return [t for t in self.window.scene.targets if t.target == target and t.isVisible()]

    def _kinsman(self, me: str, at: object, move: Move) -> Any:
        """One of ``me``'s Kinsmen standing at ``at`` (None: in its pool)."""
        mine = [k for k in self.window.scene.kinsmen[me] if k.piece is not None and k.piece.at == at]
        assert mine, f"{move}: no Kinsman of {me} at {at}"
        return mine[-1]

    def _grip(self, item: Any) -> QPointF:
        """A point of ``item`` where no other piece lies over it (else its centre): where a press picks it up."""
        area = item.lit_area()
        dx, dy = area.width() / 3, area.height() / 3
        for x, y in ((0, 0), (-dx, 0), (dx, 0), (0, -dy), (0, dy), (-dx, -dy), (dx, -dy), (-dx, dy), (dx, dy)):
            point = area.center() + QPointF(x, y)
            on_top = [i for i in self.window.scene.items(point)
                      if isinstance(i, PieceItem) and i.isVisible() and i.covers(point)]
            if on_top and on_top[0] is item:
                return point
        return QPointF(area.center())

    def standings_table(self) -> Any:
        """The final standings' table's model as its view shows it (a family per column)."""
        return self.window.standings_panel.view.model()

    def standings_shown(self) -> dict[str, list[str]]:
        """The final standings' table as it shows them: each family's column under its name, top to bottom."""
        from PySide6.QtCore import Qt

        model = self.standings_table()
        return {str(model.headerData(c, Qt.Orientation.Horizontal)): [str(model.index(r, c).data())
                                                                      for r in range(model.rowCount())]
                for c in range(model.columnCount())}

    def families_by_column(self) -> Any:
        """The Families table's model as the table shows it, a family per column (its names whole)."""
        from PySide6.QtCore import QTransposeProxyModel

        model = self.window.families_view.model()
        while not isinstance(model, QTransposeProxyModel):
            model = model.sourceModel()
        return model

    # -- the mouse at a point of the board ---------------------------------------------------------------------
    def _at(self, point: QPointF) -> QPoint:
        at: QPoint = self.window.view.mapFromScene(point)
        return at

    def press_at(self, point: QPointF) -> None:
        """The left button pressed at the board's ``point``."""
        self.qtbot.mousePress(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(point))

    def move_to(self, point: QPointF) -> None:
        self.qtbot.mouseMove(self.window.view.viewport(), pos=self._at(point))

    def release_at(self, point: QPointF) -> None:
        self.qtbot.mouseRelease(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(point))

    def click_at(self, point: QPointF) -> None:
        self.qtbot.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(point))

    def double_click_at(self, point: QPointF) -> None:
        self.qtbot.mouseDClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=self._at(point))

    def tooltip_over(self, item: Any, point: QPointF | None = None) -> str:
        """The tooltip shown where the pointer rests on ``item`` (its centre, or the board's ``point`` on it):
        the help event Qt sends the board's view there, as the text it shows ("": none)."""
        from PySide6.QtCore import QEvent
        from PySide6.QtGui import QHelpEvent
        from PySide6.QtWidgets import QToolTip

        vp = self.window.view.viewport()
        at = self._at(item.scenePos() if point is None else point)
        event = QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at))
        QApplication.sendEvent(vp, event)
        return str(QToolTip.text()) if event.isAccepted() and QToolTip.isVisible() else ""

    def tooltip_shown(self) -> str:
        """The tooltip on the screen, wherever it came from ("": none), once one told to go has gone (Qt
        takes a tooltip down 300 ms after it is told to)."""
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QToolTip

        if QToolTip.isVisible():
            QTest.qWait(400)
        return str(QToolTip.text()) if QToolTip.isVisible() else ""

    def let_go(self, item: Any, point: QPointF) -> tuple[Target | None, Target | None]:
        """``item`` dragged to the board's ``point`` and let go: (the place lit under the pointer just
        before the release, the place the board took the drop as made on, or None)."""
        self._drops()
        self.drag_to(item, point)
        return self.let_go_at(point)

    def let_go_at(self, point: QPointF) -> tuple[Target | None, Target | None]:
        """The piece carried let go at the board's ``point``: (the place lit under the pointer just before
        the release, the place the board took the drop as made on, or None)."""
        received = self._drops()
        aimed: Target | None = self.window.scene.aimed()
        before = len(received)
        self.release_at(point)
        QApplication.processEvents()
        return aimed, received[-1] if len(received) > before else None

    def printed_space(self, place: Target) -> QPointF:
        """Where the board's printed space for ``place`` stands (the board's point)."""
        (item,) = self._target_items(place)
        point: QPointF = item.scenePos()
        return point

    def lap_worn(self, place: Target) -> str:
        """The laps the board's printed space for ``place`` wears ("+40"; "": none)."""
        (item,) = self._target_items(place)
        return str(item.lap)

    def turn_wheel(self, notches: int, point: QPointF) -> None:
        """The mouse wheel turned ``notches`` notches (up: more than 0) over the board's ``point``, the left
        button held (a piece carried there)."""
        from PySide6.QtGui import QWheelEvent

        vp = self.window.view.viewport()
        at = QPointF(self._at(point))
        for _ in range(abs(notches)):
            notch = QPoint(0, 120 if notches > 0 else -120)
            event = QWheelEvent(at, QPointF(vp.mapToGlobal(at.toPoint())), QPoint(), notch, Qt.MouseButton.LeftButton,
                                Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
            QApplication.sendEvent(vp, event)
        QApplication.processEvents()

    def drag_to(self, item: Any, point: QPointF) -> None:
        """``item`` pressed where it is and carried to the board's ``point``, not let go."""
        start, end = self._at(item.scenePos()), self._at(point)
        vp = self.window.view.viewport()
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.mouseMove(vp, pos=QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
        self.qtbot.mouseMove(vp, pos=end)

    def _drops(self) -> list[Target | None]:
        """The places the board has taken drops as made on, since the driver first asked (a piece's drop,
        or a drawn card's under a Life card)."""
        scene = self.window.scene
        kept: list[Target | None] | None = getattr(scene, "_driver_drops", None)
        if kept is None:
            drops: list[Target | None] = []
            scene.piece_dropped_on.connect(lambda _piece, target, _where: drops.append(target))
            hand = scene.manual_draw
            original = hand.dropped_on
            hand.dropped_on = lambda target: (drops.append(target), original(target))[1]
            scene._driver_drops = kept = drops
        return kept

    # -- readings -----------------------------------------------------------------------------------------------
    def bubble(self) -> tuple[str, str] | None:
        """The board's refusal bubble (its rule and words), if it shows."""
        bubble = self.window.scene.bubble
        return (bubble.rule, bubble.text) if bubble.isVisible() else None

    def caption(self, key: str) -> str:
        """What the board writes under a card or a supply ("bishop_label": "Bishop: Red")."""
        return str(self.window.scene.registry.static.texts[key].text)

    def piece_name(self, item: Any) -> str:
        name: str = item.accessible_name()
        return name

    def on_screen(self, item: Any) -> QPoint:
        """Where the board item ``item`` is in the board's viewport."""
        point: QPoint = self.window.view.mapFromScene(item.scenePos())
        return point

    def place_on_screen(self, place: Target) -> QPoint:
        """Where the middle of a place of the board is in the board's viewport."""
        point: QPoint = self.window.view.mapFromScene(self.area_of(place).center())
        return point

    def offered_places(self) -> list[Target]:
        """The places lit on the board for the piece carried now (by the mouse or the keyboard)."""
        return [t.target for t in self.window.scene.targets if t.lit]

    def picked_by_key(self) -> bool:
        """Whether the piece the keyboard selected is picked up (Enter), its places offered."""
        return bool(self.window.scene.keyboard.picked)

    def offered(self) -> list[Target]:
        """The places offered to the piece picked up by key, in the order the arrows go through them."""
        return [t.target for t in self.window.scene.keyboard.choices]

    def offered_now(self) -> Target | None:
        """The place the arrows are on, where Enter puts the piece picked up by key."""
        keyboard = self.window.scene.keyboard
        return keyboard.choices[keyboard.target_index].target if keyboard.picked and keyboard.choices else None

    def area_of(self, thing: Any) -> Any:
        """Where a place of the board (as its drop target covers it) or a piece stands, as the light frames it."""
        found = self._target_items(thing) if isinstance(thing, Target) else [self.window.scene.item_of(thing)]
        assert len(found) == 1 and found[0] is not None, f"{thing}: {len(found)} items on the board"
        area = found[0].lit_area()
        # a card (or a place on it) is framed with the caption printed under it, never through its words
        captions = self.window.scene.registry.static.captions
        for card, caption in captions.items():
            if caption.text and card.lit_area().intersects(area):
                area = area.united(caption.ink_rect())
        return area
