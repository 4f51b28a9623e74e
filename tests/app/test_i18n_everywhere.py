"""In Italian, nothing the window shows is left in English: every text of
the window (menus, panels, tables, tooltips, the narration and the log)
through a whole end of round with Ghosts, a file that cannot be opened, one
that cannot be written, and every dialog (New game, the rules, the keys,
About, saving a scenario), read word by word against the English of the
catalogues. Names the user typed, and the paths of files, are the user's
words and are left aside."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QWidget,
)

from florenza_gui.app.i18n import clear_language
from florenza_gui.engine.model.boarddata import resource_path
from florenza_gui.engine.words import catalogue, filewords, glossary

WORD = re.compile(r"[A-Za-zÀ-ÿ']+")
NAMES = ("Rosso", "Blu", "Verde", "Giallo", "Viola")


def words(text: str) -> set[str]:
    return {w.strip("'").lower() for w in WORD.findall(re.sub(r"\{[^}]*\}", " ", text))}


@cache
def english_only() -> frozenset[str]:
    """The words of the English catalogues that no Italian one uses, of four letters or more."""
    tree = ET.parse(resource_path("i18n", "florenza_it.ts"))
    english = [m.findtext("source") or "" for m in tree.iter("message")]
    italian = [m.findtext("translation") or "" for m in tree.iter("message")]
    english += [*catalogue.EN.values(), *filewords.EN.values()]
    italian += [*catalogue.IT.values(), *filewords.IT.values()]
    for rule in glossary.rule_ids():
        english.append(glossary.summary(rule, "en"))
        italian.append(glossary.summary(rule, "it"))
    theirs = set().union(*map(words, english))
    ours = set().union(*map(words, italian))
    return frozenset(w for w in theirs - ours if len(w) >= 4)


def texts_of(widget: QWidget) -> Iterator[str]:
    """Every text ``widget`` and its visible children show (their tooltips too)."""
    for w in [widget, *widget.findChildren(QWidget)]:
        if not w.isVisible() and w is not widget:
            continue
        yield w.toolTip()
        yield w.windowTitle() if w.isWindow() else ""
        if isinstance(w, (QLabel, QAbstractButton)):
            yield w.text()
        if isinstance(w, QLineEdit):
            yield w.placeholderText()
        if isinstance(w, QComboBox):
            yield from (w.itemText(i) for i in range(w.count()))
        if isinstance(w, QMessageBox):
            yield from (w.text(), w.informativeText())
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            yield from model_texts(w.model())


def model_texts(model: Any) -> Iterator[str]:
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    rows, columns = (_count(model.rowCount), _count(model.columnCount))
    for row in range(rows):
        for column in range(columns):
            yield from (str(model.index(row, column).data(role) or "") for role in roles)
    for orientation, count in ((Qt.Orientation.Horizontal, columns), (Qt.Orientation.Vertical, rows)):
        for section in range(count):
            yield from (str(model.headerData(section, orientation, role) or "") for role in roles)


def _count(counter: Any) -> int:
    """A model's rows or columns (a list model's columns are its own; Python models want the root)."""
    from PySide6.QtCore import QModelIndex

    for args in ((QModelIndex(),), ()):
        try:
            return int(counter(*args))
        except TypeError:
            continue
    return 1


def menu_texts(menus: Iterable[QMenu]) -> Iterator[str]:
    for menu in menus:
        menu.aboutToShow.emit()  # (a menu filled as it opens: Demo, Open Recent)
        yield menu.title()
        for action in menu.actions():
            yield from (action.text(), action.toolTip(), action.statusTip())
            if action.menu() is not None:
                yield from menu_texts([action.menu()])


def english_in(texts: Iterable[str], where: str) -> list[str]:
    """The texts with a word of the English catalogues no Italian one has (file paths and names,
    the user's own, aside)."""
    found = []
    for text in texts:
        left = words(re.sub(r"\S*[/\\…]\S*|\S+\.json", " ", text)) & english_only()
        if left:
            found.append(f"{where}: {sorted(left)} in {text[:120]!r}")
    return found


def window_english(window: Any, where: str) -> list[str]:
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    return english_in([*texts_of(window), *menu_texts(menus), window.statusBar().currentMessage()], where)


@pytest.fixture
def italian(window) -> Iterator[None]:  # type: ignore[no-untyped-def]
    window.set_language("it")
    yield
    clear_language(QApplication.instance())


def dialog_english(opened: QDialog | QWidget, where: str) -> list[str]:
    QApplication.processEvents()
    found = english_in(texts_of(opened), where)
    opened.close()
    return found


def test_the_vocabulary_knows_english_from_italian() -> None:
    assert {"turn", "round", "family"} & english_only() == {"turn", "family"}
    assert not {"fiorini", "predicatore", "florenza"} & english_only()


def test_nothing_the_window_shows_in_italian_is_english(window, driver, italian, tmp_path) -> None:  # type: ignore[no-untyped-def]
    found: list[str] = []
    # the game set up in New game, which remembers the set-up last accepted (in English: "Purple")
    window.prefs.new_game_setup = {"count": 3, "names": ["Red", "Blue", "Green", "Yellow", "Purple"],
                                   "colours": ["red", "blue", "green", "yellow", "purple"],
                                   "seats": ["human", "ghost", "ghost", "ghost", "ghost"], "difficulty": "normal",
                                   "shuffle": False}
    driver.new_game(families=5, ghosts=(1, 2, 3, 4), seed=11)
    assert [f.name for f in window.session.state.families] == list(NAMES)
    found += window_english(window, "at the start")
    driver.end_actions()
    s = window.session
    while True:
        assert driver.step()
        for dock in (window.families_dock, window.log_dock):
            dock.raise_()
            found += window_english(window, f"step {s.step_index} ({window.narration.rule.text()})")
        if s.step_index >= s.step_count:
            break
    # a file that cannot be opened, one that cannot be written
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert not window.files.open_path(str(broken))
    found += dialog_english(window.files.last_error, "a file that cannot be opened")
    assert window.editor.save_as_scenario("Lezione", "", folder=tmp_path / "missing") is None
    found += english_in([driver.status()], "a scenario that cannot be written")
    # every dialog
    window.new_action.trigger()
    found += dialog_english(window.new_game_dialog, "New game")
    window.help.show_rules()
    found += dialog_english(window.help.dialog, "the rules")
    for action, name in ((window.help.keys_action, "the keys"), (window.help.about_action, "About")):
        seen: list[str] = []

        def read_box(seen: list[str] = seen) -> None:
            box = QApplication.activeModalWidget()
            if isinstance(box, QMessageBox):
                seen.extend(texts_of(box))
                box.accept()
            else:
                later(read_box)
        later(read_box)
        action.trigger()
        assert seen, name
        found += english_in(seen, name)
    from florenza_gui.app.scenario_dialog import SaveScenarioDialog

    dialog = SaveScenarioDialog(window, window.session.state)
    dialog.show()
    found += dialog_english(dialog, "Save as scenario")
    assert QCoreApplication.translate("MainWindow", "Log") == "Registro"  # (Italian was on throughout)
    assert not found, "\n".join(found)


def later(call: Any) -> None:
    """``call`` in a moment (a message box being opened is answered from there)."""
    from PySide6.QtCore import QTimer

    QTimer.singleShot(10, call)
