"""The driver's Predict mode (tests/driver.py): Predict switched on from the Demo menu, the question waiting
read as the panel asks it, an answer given as a user gives it on the board (a family's board or a character's
card clicked; the Turn Order markers, the characters' cards, a card just drawn, a Ghost's markers and Kinsman
dragged with the mouse to their places; the office's card clicked for Nobody; the winners' rung chosen in the
panel) or in the panel's fields alone (the families put in order with Up, a Life card chosen with the keyboard,
numbers typed), Answer clicked, Hint and Show me clicked, and the marks, the summary and where the answer
stands on the board read."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from florenza_gui.engine.lessons.predict import Answer, Ask, GhostOutcome, Question, Winner
from florenza_gui.engine.model import places
from florenza_gui.engine.model.places import Place
from florenza_gui.engine.model.types import LIFE_CARDS, LifeCard
from florenza_gui.qt.predict import waiting


class Predicting:
    """Predict mode, as the user meets it (mixed into the driver)."""

    window: Any
    qtbot: Any
    if TYPE_CHECKING:
        def wait_at_rest(self) -> None: ...

        def action(self, *path: str) -> Any: ...

        def click(self, item: Any) -> None: ...

        def _grip(self, item: Any) -> QPointF: ...

    def predict(self, on: bool = True) -> None:
        """Demo ▸ Predict each deciding step, checked (``on``) or not."""
        entry = self.action(QCoreApplication.translate("Demo", "&Demo").replace("&", ""),
                            QCoreApplication.translate("Predict", "Predict each deciding step"))
        if entry.isChecked() != on:
            entry.trigger()
        self.wait_at_rest()

    def question(self) -> str | None:
        """The question the panel asks, in words (None: none waits)."""
        panel = self.window.predict.panel
        return None if panel.asking.isHidden() else str(panel.question.text())

    def asked(self) -> Question | None:
        """The question waiting, as the engine asks it (what the test answers right or wrong)."""
        return waiting(self.window.session.shown())

    def narration_in_sight(self) -> tuple[str, str]:
        """The narration's rule line and words as far as they are on screen: each whole in sight, else ""."""
        n = self.window.narration
        return tuple(str(label.text()) if in_sight(label) else "" for label in (n.rule, n.why))  # type: ignore[return-value]

    def question_in_sight(self) -> dict[str, bool]:
        """Whether the question waiting, the mark of the step shown above it (``mark``), each of its fields and
        Hint, Show me and Answer are whole in sight (``question``, ``buttons``, ``fields``: every field;
        ``first_field``), and whether the fields not in
        sight are reached by scrolling the panel (``scrolls_to_the_rest``)."""
        panel = self.window.predict.panel
        fields = [w for w in panel.fields.findChildren(QWidget) if w.isVisibleTo(panel.fields)
                  and w.focusPolicy() & Qt.FocusPolicy.TabFocus] if panel.fields is not None else []
        hidden = [w for w in fields if not in_sight(w)]
        bar = panel.body.verticalScrollBar()
        return {"question": in_sight(panel.question), "mark": in_sight(panel.result),
                "buttons": all(in_sight(b) for b in (panel.hint_button, panel.show_button, panel.answer_button)),
                "fields": not hidden, "first_field": bool(fields) and in_sight(fields[0]),
                "hint_begins": _first_line_in_sight(panel.hint),
                "scrolls_to_the_rest": not hidden or (bar.isVisible() and bar.maximum() > 0)}

    def predict_switch_at(self) -> tuple[int, int, int, int]:
        """Where the Predict switch stands in the window (its rectangle)."""
        toggle = self.window.predict.panel.toggle
        corner = toggle.mapTo(self.window, QPoint(0, 0))
        return corner.x(), corner.y(), toggle.width(), toggle.height()

    def drawn_waiting(self) -> list[tuple[str, int]]:
        """The cards the board shows drawn from the bag and not placed yet (beside the row): name and rounds."""
        return _drawn_waiting(self.window)

    def hint_text(self) -> str:
        panel = self.window.predict.panel
        return "" if panel.hint.isHidden() else str(panel.hint.text())

    def mark_ink(self) -> str:
        """The colour the panel's marks are written in, as the panel's paper shows them (#rrggbb)."""
        panel = self.window.predict.panel
        panel.result.ensurePolished()
        return str(panel.result.palette().color(panel.result.foregroundRole()).name())

    def predict_said(self) -> str:
        """What the panel says of the answers: the marks of the step shown, the summary at the end."""
        panel = self.window.predict.panel
        return "" if panel.result.isHidden() else str(panel.result.text())

    def outlined(self) -> int:
        """How many picks are outlined on the board."""
        return len(self.window.predict.board.outlines)

    def hint(self) -> None:
        self.qtbot.mouseClick(self.window.predict.panel.hint_button, Qt.MouseButton.LeftButton)
        self.wait_at_rest()

    def click_hint_on_screen(self) -> None:
        """A click where the Hint button shows, given to the window (which finds what is under the pointer
        there, as for a real click), not handed to the button itself."""
        from PySide6.QtCore import QPoint
        from PySide6.QtTest import QTest

        button = self.window.predict.panel.hint_button
        at = button.mapTo(self.window, QPoint(button.width() // 2, button.height() // 2))
        QTest.mouseClick(self.window.windowHandle(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        self.wait_at_rest()

    def show_me(self) -> None:
        """Show me: no answer; the step is shown."""
        self.qtbot.mouseClick(self.window.predict.panel.show_button, Qt.MouseButton.LeftButton)
        self.wait_at_rest()

    def answer(self, given: Answer, panel: bool = False) -> None:
        """Compose ``given`` as a user does for the question waiting (on the board; with ``panel``, in the
        panel's fields alone), check the panel says it, click Answer, until the step is shown."""
        question = self.asked()
        assert question is not None, "no question waits"
        if panel:
            self.compose_in_panel(question.ask, given)
        else:
            self.compose(question.ask, given)
        assert self.composed() == given, f"{given!r} composed, the panel says {self.composed()!r}"
        self.press_answer()

    def press_answer(self) -> None:
        """Answer clicked, until the step is shown."""
        button = self.window.predict.panel.answer_button
        assert button.isEnabled(), f"Answer is off with {self.composed()!r} composed"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        self.wait_at_rest()

    def composed(self) -> Answer | None:
        """The answer the panel's fields hold now."""
        fields = self.window.predict.panel.fields
        return None if fields is None else fields.given()

    def compose(self, ask: Ask, given: Answer) -> None:
        """``given`` composed on the board: clicks (Nobody: on the office's card), and pieces dragged to their
        places (the winners' rung, which the board has no piece for, in the panel)."""
        game = self.window.scene.registry.game
        question = self.asked()
        if ask in (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL) and given is None:
            self.click(self.nobody_card())  # Nobody: the office's card clicked
        elif ask in (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL, Ask.LEAVING, Ask.WINNER):
            self.compose_in_panel(ask, given)
        elif ask is Ask.TURN_ORDER:
            assert isinstance(given, tuple)
            for place, family in enumerate(given, start=1):
                self.carry(game.turn_markers[family], places.turn(place))
        elif ask in (Ask.CARD_MOVES, Ask.DRAW_UNDER):
            assert isinstance(given, Mapping)
            for character, card in given.items():
                self.carry(game.cards[character], places.life(card))
        elif ask is Ask.GHOST_MOVES:
            assert isinstance(given, GhostOutcome) and question is not None and question.family is not None
            ghost = question.family
            spaces = len([p for p in self.answer_places() if isinstance(p, places.PrestigeSpace)])
            self.carry(game.captain_markers[ghost], places.prestige(given.captain % spaces))
            self.carry(game.bishop_markers[ghost], places.church(given.bishop))
            kinsman = self.answer_kinsman(ghost)
            self.carry(kinsman, places.predicatore(given.kinsman) if given.kinsman else places.pool(ghost))

    def nobody_card(self) -> Any:
        """The office's card on the board a click on answers Nobody to the question waiting."""
        card = self.window.predict.board.nobody_card(self.asked())
        assert card is not None, f"no office's card answers {self.asked()!r}"
        return card

    def answer_places(self) -> dict[Place, Any]:
        """The places a piece of the answer may be carried to now, each with the item that shows it."""
        return dict(self.window.predict.board.drag.spots())

    def answer_kinsman(self, ghost: str) -> Any:
        """The Kinsman of ``ghost``'s pool offered to the mouse (the one the Ghost's card would send out)."""
        from florenza_gui.board.answerplaces import pool_kinsman

        kinsman = pool_kinsman(self.window.scene.registry.game, ghost)
        assert kinsman is not None, f"{ghost} has no Kinsman in its pool"
        return kinsman

    def carry(self, item: Any, place: Place, release: bool = True) -> None:
        """``item`` pressed where the user sees it, carried away (past the drag distance) and to the middle of
        ``place`` on the board, and let go there (unless ``release`` is False)."""
        spots = self.answer_places()
        assert place in spots, f"{place} is not offered for the answer: {sorted(map(str, spots))}"
        view = self.window.view
        vp = view.viewport()
        start = view.mapFromScene(self._grip(item))
        end = view.mapFromScene(spots[place].scenePos())
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.mouseMove(vp, pos=start + QPoint(0, 40 if start.y() < vp.height() // 2 else -40))
        self.qtbot.mouseMove(vp, pos=end)
        if release:
            self.qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)

    def answer_aimed(self) -> Place | None:
        """The place the piece carried glows on, under the pointer."""
        aimed: Place | None = self.window.predict.board.drag.aimed()
        return aimed

    def lit_for_answer(self) -> set[Place]:
        """The places lit for the piece carried."""
        return {place for place, spot in self.answer_places().items() if spot.lit}

    def turn_marker(self, family: str) -> Any:
        """``family``'s Turn Order marker on the board."""
        return self.window.scene.registry.game.turn_markers[family]

    def card_shown(self, character: str) -> bool:
        """Whether ``character``'s card shows on the board."""
        return bool(self.window.scene.registry.game.cards[character].isVisible())

    def turn_order_on_board(self) -> list[str]:
        """The families as their Turn Order markers stand on the track, first to last."""
        markers = self.window.scene.registry.game.turn_markers
        return sorted(markers, key=lambda f: markers[f].scenePos().x())

    def column_on_board(self, character: str) -> LifeCard | None:
        """The Life card under which ``character``'s card stands on the board, in one of its column's places
        (None: elsewhere, a card just drawn waiting beside the row, or not shown)."""
        from florenza_gui.board.layout import layout

        card = self.window.scene.registry.game.cards[character]
        if not card.isVisible():
            return None
        at = card.scenePos()
        return next((c for c in LIFE_CARDS for k in range(8)
                     if (layout().character_slot(c, k).center() - at).manhattanLength() < 1), None)

    def ghost_on_board(self, ghost: str) -> tuple[Place | None, Place | None, Place | None]:
        """Where the board shows ``ghost``'s Captain marker, Bishop marker and Kinsman offered: the places
        under each (a printed Prestige space, a Church space, a Predicatore space or its pool)."""
        game = self.window.scene.registry.game
        targets = self.window.scene.targets

        def under(item: Any, kind: type) -> Place | None:
            found = [t.target for t in targets if isinstance(t.target, kind) and t.isVisible()
                     and t.shape().contains(t.mapFromScene(item.scenePos()))]
            return found[0] if found else None

        return (under(game.captain_markers[ghost], places.PrestigeSpace),
                under(game.bishop_markers[ghost], places.ChurchSpace),
                under(self.answer_kinsman(ghost), places.PredicatoreSpace) or under(self.answer_kinsman(ghost),
                                                                                    places.Pool))

    def compose_in_panel(self, ask: Ask, given: Answer) -> None:
        """``given`` composed in the panel's fields alone, as from the keyboard (a family or a character
        clicked on the board, where the panel has a tick or a choice for it)."""
        fields = self.window.predict.panel.fields
        game = self.window.scene.registry.game
        if ask in (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL):
            if given is None:
                nobody = fields.buttons[fields.NOBODY]  # (clicked on its circle: only it and its words take a click)
                self.qtbot.mouseClick(nobody, Qt.MouseButton.LeftButton, pos=QPoint(8, nobody.height() // 2))
            else:
                self.click(game.boards[given])
        elif ask is Ask.TURN_ORDER:
            assert isinstance(given, tuple)
            for place, family in enumerate(given):
                names = [fields.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(fields.list.count())]
                row = names.index(family)
                rect = fields.list.visualItemRect(fields.list.item(row))
                self.qtbot.mouseClick(fields.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
                for _ in range(row - place):
                    self.qtbot.mouseClick(fields.up, Qt.MouseButton.LeftButton)
        elif ask is Ask.LEAVING:
            assert isinstance(given, frozenset)
            for character in sorted(given):
                self.click(game.cards[character])
        elif ask in (Ask.CARD_MOVES, Ask.DRAW_UNDER):
            assert isinstance(given, Mapping)
            for character, card in given.items():
                self._choose_card(fields.choices[character], card)
        elif ask is Ask.GHOST_MOVES:
            assert isinstance(given, GhostOutcome)
            for box, value in ((fields.captain, given.captain), (fields.bishop, given.bishop),
                               (fields.kinsman, given.kinsman or 0)):
                self._type_number(box, value)
        elif ask is Ask.WINNER:
            assert isinstance(given, Winner)
            for family in sorted(given.families):
                self.click(game.boards[family])
            self._choose_index(fields.rung, fields.RUNGS.index(given.decided_by))

    # -- for a room, in the presentation view ----------------------------------------------------------
    def band(self) -> dict[str, str]:
        """What the presentation view's caption band reads: the rule's column (``head``), the question and
        the room's answer while a question waits, else the rule's line (``says``) and the sentence (``why``)."""
        band = self.window.presentation.band
        labels = {"head": band.rule, "question": band.question, "room": band.room, "says": band.says,
                  "why": band.why}
        return {name: str(label.full_text()) if label.isVisible() else "" for name, label in labels.items()}

    def band_fonts(self) -> dict[str, int]:
        """The pixel size of the band's question and room lines."""
        band = self.window.presentation.band
        return {"question": band.question.font().pixelSize(), "room": band.room.font().pixelSize()}

    def clicker(self) -> None:
        """The presenter's clicker: Page Down, as it sends it to the window, until at rest."""
        QTest.keyClick(self.window, Qt.Key.Key_PageDown)
        self.wait_at_rest()

    def room_answer_box(self) -> None:
        """The band's Answer button clicked: the Predict panel's fields over the board (or put away)."""
        (button,) = [b for b in self.window.presentation.band.buttons
                     if b.text() == QCoreApplication.translate("Predict", "Answer")]
        assert button.isEnabled(), "the band offers no Answer now"
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        QCoreApplication.processEvents()

    def room_answer_shown(self) -> bool:
        """Whether the Predict panel's fields show over the board, in the presentation view."""
        box = self.window.predict.room.box
        return bool(box.isVisible() and box.isAncestorOf(self.window.predict.panel))

    def _choose_card(self, combo: QComboBox, card: LifeCard) -> None:
        self._choose_index(combo, card.value)  # (the first entry is "—": no card chosen)

    def _choose_index(self, combo: QComboBox, index: int) -> None:
        """The entry ``index`` chosen with the keyboard: Home, then Down."""
        combo.setFocus()
        QTest.keyClick(combo, Qt.Key.Key_Home)
        for _ in range(index):
            QTest.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() == index

    def _type_number(self, box: QSpinBox, value: int) -> None:
        box.setFocus()
        QTest.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(box, str(value))
        QTest.keyClick(box, Qt.Key.Key_Tab)
        assert box.value() == value, (box.value(), value)


def _first_line_in_sight(label: QWidget) -> bool:
    """The first line of the words of ``label`` shown on screen (the rest may be a scroll away)."""
    line = QRect(0, 0, label.width(), label.fontMetrics().lineSpacing())
    return bool(label.isVisible() and label.visibleRegion().boundingRect().contains(line))


def in_sight(widget: QWidget) -> bool:
    """``widget`` shown, and whole on screen: nothing of it scrolled away or cut off by what holds it."""
    return bool(widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()
                and not widget.rect().isEmpty())


def _drawn_waiting(window: Any) -> list[tuple[str, int]]:
    """The cards shown drawn from the bag and not placed yet (beside the row): each one's name and rounds (a
    draw placed by hand waits so; the draw's question shows its tiles so, until its answer gives them a column)."""
    from florenza_gui.board.drawn import DrawnCardItem
    from florenza_gui.board.layout import layout
    from florenza_gui.engine.model.asks import Ask
    from florenza_gui.engine.model.types import LIFE_CARDS

    found = [(str(item.name), int(item.rounds)) for item in window.scene.items()
               if isinstance(item, DrawnCardItem) and item.isVisible()]
    question = waiting(window.session.shown())
    if question is not None and question.ask is Ask.DRAW_UNDER and window.scene.registry.has_game:
        cards, game = window.scene.registry.game.cards, window.session.state
        slots = [layout().character_slot(card, k).center() for card in LIFE_CARDS for k in range(10)]
        for character, rounds in question.given.items():
            item = cards.get(character)
            if item is not None and item.isVisible() and all(
                    (item.pos() - slot).manhattanLength() > 2 for slot in slots):
                found.append((game.characters[character].name, rounds))
    return sorted(found)
