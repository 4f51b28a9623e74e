"""The board for screen readers: every item a sighted player reads on it (a
piece, a card, a family's board, a caption, a place a piece may go) is an
accessible object under the board's view, with a name, a role, its state and
its rectangle on screen.

Qt's accessibility knows widgets, not the items of a graphics scene. The
view's own interface (:class:`BoardFace`, made by the factory :func:`install`
puts in place) reports the board's items as its children, after the view's
widgets. Each is read from the item when it is asked for, in the item's own
public words (``accessible_name``: never a token's value, the bag's order nor
the Ghost deck), with the place a piece stands on: nothing is kept that could
go stale. An item's interface lives as long as its item is on the board.

The piece the keyboard has selected, or the place chosen for it once it is
picked up, is the focused child, and a screen reader is told when it changes
(:meth:`BoardFace.follow_keyboard`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeGuard, TypeVar, get_args

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView

from ..engine.rules.targets import Target
from .effects import GhostCardItem
from .family_board import FamilyBoardItem
from .items import BoardItem, PieceItem, TargetItem
from .overlays import TextItem
from .targetnames import describe_target

TARGETS = get_args(Target)  # the places a piece may be dropped on, each of which has a name

Role = QAccessible.Role
Text = QAccessible.Text

# the order a screen reader meets them in, then top to bottom and left to right within each
READING_ORDER: tuple[type[BoardItem], ...] = (
    TextItem, FamilyBoardItem, PieceItem, GhostCardItem, BoardItem, TargetItem)


# the item the keyboard is on (the piece selected, or the place chosen for it once picked up),
# and the piece picked up, if one is
KeyboardAt = tuple[QGraphicsItem | None, QGraphicsItem | None]


def role_of(item: BoardItem) -> Role:
    if isinstance(item, TextItem):
        return Role.StaticText
    if isinstance(item, TargetItem):
        return Role.Grouping  # a place on the board, which holds pieces
    return Role.Graphic


def place_words(item: BoardItem) -> str:
    """The place a piece stands on, in the board's words ("Prestige track space 4"), as the board
    placed it from the game ('' for anything else: a piece in the bag, a card, a caption)."""
    place = item.place if isinstance(item, PieceItem) and not item.NAMES_ITS_PLACE else None
    return describe_target(place) if isinstance(place, TARGETS) else ""


def spoken_name(item: BoardItem) -> str:
    name = item.accessible_name()
    place = place_words(item)
    if place and place.casefold() not in name.casefold():
        return f"{name}, {place}"
    return name


def read_aloud(item: QGraphicsItem) -> TypeGuard[BoardItem]:
    """Whether a screen reader meets ``item``: shown, and named."""
    return isinstance(item, BoardItem) and item.isVisible() and bool(item.accessible_name().strip())


def reading_key(item: BoardItem) -> tuple[int, float, float]:
    rank = next(i for i, kind in enumerate(READING_ORDER) if isinstance(item, kind))
    at = item.scenePos()
    return rank, at.y() // 40, at.x()


class ItemFace(QAccessibleInterface):
    """One item of the board, for a screen reader."""

    def __init__(self, faces: Faces, item: BoardItem) -> None:
        super().__init__()
        self.faces, self.view, self.item = faces, faces.view, item

    def isValid(self) -> bool:
        return shiboken6.isValid(self.view) and shiboken6.isValid(self.item) and self.item.scene() is not None \
            and self.item.scene() is self.view.scene()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None  # an item is no QObject Qt's accessibility knows: the view answers for it

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.view.window().windowHandle() if self.isValid() else None

    def relations(self, match: QAccessible.RelationFlag = QAccessible.RelationFlag.AllRelations
                  ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return QAccessible.queryAccessibleInterface(self.view) if shiboken6.isValid(self.view) else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: Text) -> str:
        if t is Text.Name and self.isValid():
            return spoken_name(self.item)
        return ""

    def setText(self, t: Text, text: str) -> None:
        pass  # the board's words are the game's, never typed in

    def rect(self) -> QRect:
        """Where the item is on screen."""
        if not self.isValid():
            return QRect()
        viewport = self.view.viewport()
        shown = self.view.mapFromScene(self.item.lit_area()).boundingRect()
        return QRect(viewport.mapToGlobal(shown.topLeft()), shown.size())

    def role(self) -> Role:
        return role_of(self.item) if self.isValid() else Role.NoRole

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if not self.isValid():
            state.invalid = True
            return state
        item = self.item
        viewport = self.view.viewport()
        state.offscreen = not self.view.mapFromScene(item.lit_area()).boundingRect().intersects(viewport.rect())
        at, picked = self.faces.keyboard_at()
        state.selected = item is picked
        if isinstance(item, PieceItem) and item.draggable:
            state.focusable = state.selectable = state.movable = True
        if isinstance(item, TargetItem) and item.lit:
            state.selectable = True  # a place the piece picked up may go
        if item is at:
            state.focused = self.view.hasFocus()
            state.selected = state.selected or isinstance(item, TargetItem)  # (the place chosen)
        return state


class BoardFace(QAccessibleWidget):
    """The board's view, for a screen reader: its widgets, then the items on the board."""

    def __init__(self, view: QGraphicsView, keyboard_at: Callable[[], KeyboardAt]) -> None:
        super().__init__(view, Role.Client)
        self.view = view
        self.faces = faces_of(view, keyboard_at)

    def _widgets(self) -> int:
        return super().childCount()

    def items(self) -> list[ItemFace]:
        return self.faces.now()

    def childCount(self) -> int:
        return self._widgets() + len(self.items())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        widgets = self._widgets()
        if index < widgets:
            return super().child(index)
        faces = self.faces.order
        return faces[index - widgets] if index - widgets < len(faces) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, ItemFace):
            faces = self.items()
            return self._widgets() + faces.index(child) if child in faces else -1
        return super().indexOfChild(child)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        viewport = self.view.viewport()
        point = self.view.mapToScene(viewport.mapFromGlobal(QPoint(x, y)))
        for item in self.view.scene().items(point):  # topmost first
            face = self.faces.face_of(item)
            if face is not None and face.rect().contains(x, y):
                return face
        return super().childAt(x, y)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        at = self.faces.keyboard_at()[0]
        face = self.faces.face_of(at) if at is not None else None
        return face if face is not None and self.view.hasFocus() else super().focusChild()

    def follow_keyboard(self) -> None:
        """Tell a screen reader that the keyboard is on another item (the status line says it too)."""
        face = self.focusChild()
        if isinstance(face, ItemFace):
            QAccessible.updateAccessibility(QAccessibleEvent(face, QAccessible.Event.Focus))


class Faces:
    """The interfaces of the items on one view's board, one for each item while it is there."""

    def __init__(self, view: QGraphicsView, keyboard_at: Callable[[], KeyboardAt]) -> None:
        self.view, self.keyboard_at = view, keyboard_at
        self._by_item: dict[BoardItem, tuple[ItemFace, int]] = {}
        self.order: list[ItemFace] = []

    def now(self) -> list[ItemFace]:
        """The items a screen reader meets now, in reading order (and the gone ones' interfaces let go)."""
        shown = sorted([i for i in self.view.scene().items() if read_aloud(i)], key=reading_key)
        kept = set(shown)
        for item in [i for i in self._by_item if i not in kept or not shiboken6.isValid(i)]:
            self._forget(item)
        for item in shown:
            if item not in self._by_item:
                face = ItemFace(self, item)
                self._by_item[item] = (face, QAccessible.uniqueId(face))  # Qt's registry finds it by its id
        self.order = [self._by_item[i][0] for i in shown]
        return self.order

    def face_of(self, item: QGraphicsItem | None) -> ItemFace | None:
        if not isinstance(item, BoardItem) or not read_aloud(item):
            return None
        if item not in self._by_item:
            self.now()
        entry = self._by_item.get(item)
        return entry[0] if entry is not None else None

    def _forget(self, item: BoardItem) -> None:
        face, id_ = self._by_item.pop(item)
        if shiboken6.isValid(face):
            QAccessible.deleteAccessibleInterface(id_)

    def forget_all(self) -> None:
        for item in list(self._by_item):
            self._forget(item)
        self.order = []


_FACES: dict[int, Faces] = {}  # each view's item interfaces, by the view's address, until it is destroyed


def faces_of(view: QGraphicsView, keyboard_at: Callable[[], KeyboardAt]) -> Faces:
    """The item interfaces of ``view``: Qt may make the view's own interface again, the items' stay."""
    key = shiboken6.getCppPointer(view)[0]
    if key not in _FACES:
        faces = _FACES[key] = Faces(view, keyboard_at)

        def gone(_: QObject | None = None, key: int = key) -> None:
            _FACES.pop(key, None)
            faces.forget_all()
        view.destroyed.connect(gone)
    return _FACES[key]


View = TypeVar("View", bound=QGraphicsView)


def install(kind: type[View], keyboard_at: Callable[[View], KeyboardAt]) -> None:
    """Qt's accessibility makes a :class:`BoardFace` for every view of ``kind``."""

    def factory(key: str, obj: QObject) -> QAccessibleInterface | None:
        if isinstance(obj, kind):
            return BoardFace(obj, lambda: keyboard_at(obj))
        return None

    QAccessible.installFactory(factory)
    _FACTORIES.append(factory)  # (kept as long as Qt may call it)


_FACTORIES: list[Callable[[str, QObject], QAccessibleInterface | None]] = []
