"""What the driver (tests/driver.py) sees on the board: the pieces and the
places shown (a handle for each, to drag, click or read), where a piece
stands and what it shows, a character's card and tile, what is lit (the
places offered to a piece in hand, the area of the board left bright by the
step shown), the bubble, the Ghost cards and the final reveal's plates, the
pointer, every word on the board, the zoom and the part of the board on
screen, whether anything still moves; a key pressed on the board, the board
read as a screen reader reads it. Part of :class:`tests.driver.Driver`: the window's board is
read here and in the three other driver files, nowhere else in a test."""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsTextItem

from florenza_gui.engine.model.events import Event
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.rules.targets import Target


class PieceShown(NamedTuple):
    """A piece (or a place, a card, a family's board) as the board shows it."""

    at: QPointF  # where it stands on the board
    area: QRectF  # the board's area it covers (without the margin its glow is painted in)
    bounds: QRectF  # all it paints, its glow too
    place: object  # the place it stands on, as the board says it (None where it says none)
    letter: str | None  # the letter a family's piece is marked with
    name: str  # what a screen reader reads of it
    title: str | None  # the name a card or a tile shows
    short: str | None  # the short name a card shows where the long one does not fit
    rounds: int | None  # the rounds a character card says it stays
    shows: bool  # whether it is on the board at all
    lit: bool  # whether it shows lit (selected, or a place offered)


class CharacterShown(NamedTuple):
    """What a character's card and its tile show."""

    name: str  # the name on the card
    short: str  # the card's short name, where the long one does not fit
    rounds: int  # the rounds the card says it stays
    preacher: bool  # the card shows a Preacher
    new_side: bool  # the card shows its new side
    shows: bool  # the card is on the board
    read: str  # what a screen reader reads of the card
    tile_name: str
    tile_preacher: bool
    tile_read: str


class Plate(NamedTuple):
    """A family's plate of the final reveal (R9.1)."""

    family: str | None
    text: str
    fits: bool  # the whole text fits the plate


def board_words(window: Any) -> list[str]:
    """Every word the items of ``window``'s board hold for anyone to see: their tooltips, texts,
    captions and names (a hidden item's badge and name aside: a hidden tile in the bag names no one)."""
    texts: list[str] = []
    for item in window.scene.items():
        texts.append(item.toolTip())
        if isinstance(item, QGraphicsTextItem):
            texts.append(item.toPlainText())
        shown = ("badge", "name") if item.isVisible() else ()
        for attr in ("text", "caption", "accessible_name", *shown):
            value = getattr(item, attr, None)
            texts.append(value() if callable(value) else str(value or ""))
    return texts


class Sight:
    window: Any
    qtbot: Any

    # -- the pieces and places shown: handles ----------------------------------------------------------
    @property
    def _scene(self) -> Any:
        return self.window.scene

    def captain_marker(self, family: str) -> Any:
        return self._scene.captain_markers[family]

    def bishop_marker(self, family: str) -> Any:
        return self._scene.bishop_markers[family]

    def kinsmen(self, family: str) -> list[Any]:
        """The family's Kinsmen on the board (in its pool first, as the board stacks them)."""
        return list(self._scene.kinsmen[family])

    def tile(self, character: str) -> Any:
        return self._scene.tiles[character]

    def card(self, character: str) -> Any:
        return self._scene.cards[character]

    def cards(self) -> list[Any]:
        """The character cards on the board."""
        return [c for c in self._scene.cards.values() if c.isVisible()]

    def family_board(self, family: str) -> Any:
        return self._scene.boards[family]

    def item_of(self, piece: object, where: object = None) -> Any:
        """What shows ``piece`` (an engine piece: ``CaptainMarkerPiece("red")``, ``MUSE``...)."""
        return self._scene.item_of(piece, where)

    def place(self, target: Target) -> Any:
        """The place ``target`` on the board (a handle: ``piece(place(...)).at`` is where to drop)."""
        (item,) = [t for t in self._scene.targets if t.target == target]
        return item

    # -- what a piece shows ------------------------------------------------------------------------------
    def piece(self, item: Any) -> PieceShown:
        style = getattr(item, "style", None)
        place = getattr(item, "place", None)
        return PieceShown(
            at=QPointF(item.pos()), area=QRectF(item.lit_area()), bounds=QRectF(item.sceneBoundingRect()),
            place=place, letter=style.letter if style is not None else None, name=item.accessible_name(),
            title=getattr(item, "name", None), short=getattr(item, "short", None),
            rounds=getattr(item, "rounds", None), shows=bool(item.isVisible() and item.scene() is not None),
            lit=bool(getattr(item, "glow", 0) > 0 or getattr(item, "keyed", False) or getattr(item, "lit", False)))

    def character(self, character: str) -> CharacterShown:
        """What the card and the tile of ``character`` show."""
        card, tile = self._scene.cards[character], self._scene.tiles[character]
        return CharacterShown(card.name, card.short, card.rounds, card.preacher, card.new_side, card.isVisible(),
                              card.accessible_name(), tile.name, tile.preacher, tile.accessible_name())

    def above_the_dimming(self, item: Any) -> bool:
        """Whether ``item`` is drawn over the dimming of the board, never dimmed with the rest."""
        return bool(item.zValue() > self._scene.spotlight.zValue())

    def board_names(self) -> list[str]:
        """What a screen reader reads of each item shown on the board, one name an item."""
        from florenza_gui.board.items import BoardItem

        return [i.accessible_name() for i in self._scene.items() if isinstance(i, BoardItem) and i.isVisible()]

    def board_words(self) -> list[str]:
        """Every word the board's items hold for anyone to see (``board_words``)."""
        return board_words(self.window)

    def board_texts(self) -> list[str]:
        """The texts the board's items write on it (captions, plates, labels)."""
        texts = []
        for item in self._scene.items():
            for attr in ("text", "toPlainText"):
                value = getattr(item, attr, None)
                if callable(value):
                    texts.append(str(value()))
        return texts

    def board_tooltips(self) -> list[tuple[str, str]]:
        """Each item's tooltip on the board, with the kind of item it is on."""
        return [(item.toolTip(), f"item {type(item).__name__}") for item in self._scene.items()]

    def board_rich_texts(self) -> list[str]:
        """The markup of every text on the board that Qt lays out as rich text."""
        return [i.toHtml() for i in self._scene.items() if isinstance(i, QGraphicsTextItem)]

    def round_label(self) -> str:
        """The board's "Round N of 7"."""
        text: str = self._scene.registry.static.texts["round_label"].text
        return text

    def stands_as(self, state: GameState, within: float = 0.5) -> bool:
        """Whether the board shows the pieces of ``state``, each where ``state`` puts it (nearer than
        ``within`` to that point; with ``within`` 0, on it)."""
        scene = self._scene
        return bool(scene.registry.shows_pieces_of(state)) and all(
            item.pos() == at if within == 0 else (item.pos() - at).manhattanLength() < within
            for item, at in scene.positions(state).items())

    def board_picture(self) -> list[tuple[object, ...]]:
        """Everything the board shows, item by item: kind, place, shown, opacity, glow, badge."""
        return sorted(
            (type(item).__name__, round(item.pos().x(), 3), round(item.pos().y(), 3), item.isVisible(),
             round(item.opacity(), 3), round(float(getattr(item, "_glow", 0.0)), 3), getattr(item, "badge", ""))
            for item in self._scene.items())

    def item_caches(self) -> set[object]:
        """The cache modes the board's items paint with."""
        return {item.cacheMode() for item in self._scene.items()}

    def screenshot(self, out: str, size: str) -> int:
        """The window painted once to the PNG ``out`` at ``size`` (``WxH``), as ``--screenshot`` paints
        it: the command's exit status."""
        from florenza_gui.app.main import screenshot

        code: int = screenshot(self.window, out, size, self._scene, self._view.fit)
        return code

    def board_surface(self) -> Any:
        """The widget the board is painted on (to watch its paints, or find what covers it)."""
        return self._view.viewport()

    # -- what is lit ---------------------------------------------------------------------------------------
    def lit_places(self) -> set[Target]:
        """The places lit as a piece's legal places (while it is dragged or picked up by key)."""
        return {t.target for t in self._scene.targets if t.lit}

    def spotlight(self) -> QRectF | None:
        """The area of the board left bright (the step shown, a log line's piece), or None when
        nothing is lit."""
        hole: QRectF | None = self._scene.spotlight.hole
        return hole

    def spotlights(self) -> tuple[QRectF, ...]:
        """Each area the board leaves bright, one a piece or place."""
        return tuple(self._scene.spotlight.holes)

    def step_area(self, events: tuple[Event, ...]) -> QRectF | None:
        """The area the board lights for a step of ``events``."""
        area: QRectF | None = self._scene.step_area(events)
        return area

    # -- the bubble, the pointer, the Ghost cards, the reveal -----------------------------------------------
    def let_the_bubble_fade(self) -> None:
        """The refusal bubble gone, as it goes seven seconds after it came."""
        self._scene.bubble.hide()

    def bubble_rule(self) -> str:
        """The rule the bubble last named, shown or gone ("" for a refusal that names none)."""
        rule: str = self._scene.bubble.rule
        return rule

    def bubble_text(self) -> str:
        """The words the bubble last said, shown or gone."""
        text: str = self._scene.bubble.text
        return text

    def pointer_shows(self) -> bool:
        """Whether the presenter's laser pointer shows on the board."""
        return bool(self._scene.pointer.isVisible())

    def ghost_cards(self) -> list[tuple[int, ...]]:
        """The values of each Ghost card shown on the board."""
        return [c.values for c in self._scene.ghost_cards if c.scene() is not None and c.isVisible()]

    def revealed(self) -> list[Plate]:
        """The plates of the final reveal shown on the board."""
        from florenza_gui.qt.theme import serif

        return [Plate(p.family, p.text, QFontMetricsF(serif(p.px, bold=p.bold)).horizontalAdvance(p.text)
                      <= p._rect.width())
                for p in self._scene.reveals if p.scene() is not None and p.isVisible()]

    # -- what lies over the board for a step ---------------------------------------------------------------
    def room_reads(self) -> dict[str, QRectF]:
        """Every word, number and piece on the board, by name, with its area: each family board's lines,
        the board's captions and art, every piece and character card shown."""
        scene = self._scene
        read = {f"{fid}'s board, line {n}": rect
                for fid, board in scene.boards.items() for n, rect in enumerate(board.text_areas())}
        static = scene.registry.static
        read |= {f"caption {key}": text.ink_rect() for key, text in static.texts.items() if text.text}
        read |= {f"art {key}": svg.lit_area() for key, svg in static.svgs.items()}
        read |= {f"piece {item.accessible_name()}": item.lit_area()
                 for item in (*scene.pieces(), *scene.cards.values()) if item.isVisible()}
        return read

    def captions(self) -> dict[str, tuple[str, QRectF]]:
        """The board's captions that say something: their words and their ink's area, by key."""
        return {key: (t.text, t.ink_rect()) for key, t in self._scene.registry.static.texts.items() if t.text}

    def light_frame(self) -> Any:
        """The outline of the light's gold frame (a ``QPainterPath`` in the board's coordinates)."""
        return self._scene.spotlight.outline_path()

    def overlays(self) -> tuple[list[Any], list[Any]]:
        """The Ghost cards and the reveal plates shown over the board (handles: ``lit_area()``, ``family``)."""
        from florenza_gui.board.effects import GhostCardItem, RevealPlate

        scene = self._scene
        return ([c for c in scene.ghost_cards if isinstance(c, GhostCardItem) and c.scene() and c.isVisible()],
                [p for p in scene.reveals if isinstance(p, RevealPlate) and p.scene() and p.isVisible()])

    def board_area(self) -> QRectF:
        return QRectF(self._scene.sceneRect())

    # -- motion -------------------------------------------------------------------------------------------
    def narrated_while_moving(self, go: Any) -> list[tuple[str, str]]:
        """What the narration says (rule, words) as each motion of the board starts while ``go()`` runs
        (a Step: each piece the step moves, as it sets off)."""
        animator = self._scene.animator
        told: list[tuple[str, str]] = []
        move = animator.move

        async def watched(*args: Any, **kwargs: Any) -> Any:
            told.append((self.window.narration.rule.text(), self.window.narration.why.text()))
            return await move(*args, **kwargs)

        animator.move = watched
        try:
            go()
        finally:
            del animator.move
        return told

    def moving(self) -> bool:
        """A step is being animated and a piece of it is in motion now."""
        return bool(self.window.session.mode.animating and self._scene.animator.running)

    def motions(self) -> int:
        """How many motions are under way on the board."""
        return int(self._scene.animator.running)

    def at_rest(self) -> bool:
        """Nothing under way: no step animated, none waiting to start, nothing in motion."""
        from florenza_gui.app.player import pending_tasks

        return bool(not self.window.session.mode.animating and pending_tasks() == 0
                    and self._scene.animator.running == 0)

    # -- the board's view: zoom, what it shows --------------------------------------------------------------
    @property
    def _view(self) -> Any:
        return self.window.view

    def zoom(self) -> float:
        """The board's scale on screen (1.0: a board unit to a pixel)."""
        return float(self._view.transform().m11())

    def zoom_by(self, factor: float) -> None:
        """The board zoomed by ``factor`` (as the wheel with Ctrl zooms it)."""
        self._view.zoom(factor)

    def scroll_board_to(self, pixels: int) -> None:
        """The board's vertical scroll bar dragged to ``pixels`` from its top (the board zoomed in)."""
        bar = self._view.verticalScrollBar()
        assert bar.maximum() >= pixels, f"the board scrolls only {bar.maximum()} pixels"
        bar.setValue(pixels)
        for _ in range(3):
            QApplication.processEvents()

    def board_scrolled(self) -> int:
        """How far the board is scrolled down, in pixels."""
        return int(self._view.verticalScrollBar().value())

    def fit_board(self) -> None:
        """The whole board shown, as large as the window allows (View ▸ Fit to window)."""
        self.window.fit_action.trigger()

    def zoom_area(self) -> QRectF | None:
        """The zoom preset's area the board shows, or None."""
        area: QRectF | None = self._view.area
        return area

    def fitted(self) -> bool:
        return bool(self._view.fitted)

    def shown_area(self) -> QRectF:
        """The part of the board on screen."""
        view = self._view
        return QRectF(view.mapToScene(view.viewport().rect()).boundingRect())

    def on_screen_rect(self, area: QRectF) -> QRect:
        """Where the board's ``area`` is in the board's viewport."""
        rect: QRect = self._view.mapFromScene(area).boundingRect()
        return rect

    def board_viewport(self) -> QRect:
        """The rectangle the board is shown in (its own coordinates)."""
        rect: QRect = self._view.viewport().rect()
        return rect

    def board_geometry(self) -> tuple[bool, QRect, QRect]:
        """Whether the board's view shows, its place in its parent, and its whole size (its scroll bars
        too)."""
        view = self._view
        return view.isVisible(), view.geometry(), view.rect()

    def board_scroll_bars(self) -> tuple[bool, bool]:
        """Whether the board shows its horizontal and its vertical scroll bar."""
        view = self._view
        return view.horizontalScrollBar().isVisible(), view.verticalScrollBar().isVisible()

    def board_scrolls(self) -> bool:
        """Whether the board shows scroll bars wherever it is zoomed past the window."""
        view = self._view
        return bool(view.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded
                    and view.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def board_on_screen(self) -> QRect:
        """Where the board's viewport is on the screen."""
        viewport = self._view.viewport()
        return QRect(viewport.mapToGlobal(viewport.rect().topLeft()), viewport.size())

    def board_in_window(self) -> QRect:
        """Where the board's viewport lies in the window."""
        viewport = self._view.viewport()
        return QRect(viewport.mapTo(self.window, QPoint(0, 0)), viewport.size())

    # -- the board and the keyboard, a screen reader -----------------------------------------------------------
    def focus_board(self) -> None:
        """The keyboard's focus on the board (as a click on it gives it)."""
        self._view.setFocus()

    def pick_up_by_key(self, named: str) -> None:
        """The keyboard on the board, Tab until the piece selected has ``named`` in its name, then Enter."""
        self.focus_board()
        for _ in range(30):
            self.press_on_board(Qt.Key.Key_Tab)
            if named in self.piece_name(self.selected()):
                break
        assert named in self.piece_name(self.selected()), f"Tab reaches no piece named {named!r}"
        self.press_on_board(Qt.Key.Key_Return)

    def board_has_focus(self) -> bool:
        return bool(self._view.hasFocus())

    def press_on_board(self, key: Qt.Key,
                       modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """``key`` pressed on the board (where it has the focus)."""
        QTest.keyClick(self._view, key, modifier)

    def board_name(self) -> str:
        """What a screen reader calls the board."""
        return str(self._view.accessibleName())

    def board_description(self) -> str:
        """What a screen reader reads of the board beyond its name (the piece in hand, a refusal)."""
        return str(self._view.accessibleDescription())

    def board_face(self) -> Any:
        """The board as a screen reader meets it (its ``QAccessibleInterface``)."""
        from tests.app.screenreader import face

        return face(self._view)

    def read_board(self) -> list[Any]:
        """The board's items as a screen reader meets them, one accessible object an item."""
        from tests.app.screenreader import board_children

        return list(board_children(self._view))
