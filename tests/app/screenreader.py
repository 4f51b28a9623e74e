"""What a screen reader reads of a window, through Qt's accessibility interfaces: the tree of
accessible objects under a widget, each with its name, role and state, as an assistive
technology walks it (``child(i)`` from the top)."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

Role = QAccessible.Role

# what a user operates: each needs a name a screen reader can say
CONTROLS = frozenset({
    Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.SpinBox, Role.Slider,
    Role.EditableText, Role.ButtonMenu, Role.ButtonDropDown, Role.PageTab, Role.MenuItem, Role.ScrollBar,
    Role.Grip, Role.Dial, Role.Link, Role.List, Role.Table, Role.Tree, Role.ToolBar,
    Role.Graphic})


def face(widget: QWidget) -> QAccessibleInterface:
    found = QAccessible.queryAccessibleInterface(widget)
    assert found is not None and found.isValid()
    return found


def walk(top: QAccessibleInterface, shown_only: bool = True) -> Iterator[QAccessibleInterface]:
    """Every accessible object under ``top`` (itself first), as a screen reader meets them; with
    ``shown_only``, none that is invisible, nor anything under it."""
    stack = [top]
    while stack:
        node = stack.pop()
        if shown_only and node.state().invisible:
            continue
        yield node
        stack.extend(c for c in (node.child(i) for i in reversed(range(node.childCount()))) if c is not None)


def name(node: QAccessibleInterface) -> str:
    return node.text(QAccessible.Text.Name)


def describe(node: QAccessibleInterface) -> str:
    """A node as a failure names it: its role, its object's class and object name."""
    obj = node.object()
    what = f"{type(obj).__name__} {obj.objectName()!r}" if obj is not None else "(no object)"
    return f"{node.role().name} {what}"


def unnamed_controls(top: QWidget) -> list[str]:
    """The controls shown under ``top`` that a screen reader cannot name."""
    return [describe(node) for node in walk(face(top)) if node.role() in CONTROLS and not name(node).strip()]


def board_children(view: QWidget) -> list[QAccessibleInterface]:
    """The accessible objects the board's view reports for the items on it (its widgets left out)."""
    board = face(view)
    children = [board.child(i) for i in range(board.childCount())]
    return [c for c in children if c is not None and c.object() is None]
