"""Keys for actions that have more than one."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QToolBar


def redo_keys(platform: list[QKeySequence]) -> list[QKeySequence]:
    """Ctrl+Shift+Z (what Help says), Ctrl+Y (many programs' Redo) and the platform's own Redo keys, each once.

    On X11 the platform's first Redo key is Ctrl+Shift+Z itself: the same key
    bound twice to one action is an "ambiguous shortcut" Qt refuses to run,
    so Redo from the keyboard did nothing there."""
    keys = [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
    for key in platform:
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys


def keyed_actions(menu_bar: QMenuBar, *bars: QToolBar) -> list[QAction]:
    """Every action of the menus (and of ``bars``) that has a key, each once.

    A key works only while its action shows in some visible widget: the
    presentation view hides the menu bar and the toolbar, and Undo, End
    turn, Pass, Open… went dead there. The window holds these actions too.

    The menu an action opens is found from the menus' side (each menu of the
    window and its ``menuAction``), not by ``QAction.menu()``: up to PySide6
    6.11.1 that call ties the menu's Python object to the action's, so the
    window's own reference to the menu died with it ("Internal C++ object
    (QMenu) already deleted" when the window next set the menu's title)."""
    found: list[QAction] = []
    window = menu_bar.window()
    opens = {menu.menuAction(): menu for menu in window.findChildren(QMenu)}

    def walk(actions: list[QAction]) -> None:
        for action in actions:
            menu = opens.get(action)
            if menu is not None:
                walk(menu.actions())
            elif action.shortcuts() and action not in found:
                found.append(action)

    walk(menu_bar.actions())
    for bar in bars:
        walk(bar.actions())
    return found
