"""A 1280x720 laptop reads the whole end of a round, in Italian as in
English: the step's sentence and its numbers show without scrolling at
every step (Ghost cards too), and the Families table shows every name and
word whole or shortened with a stop, its tooltip holding the whole.

Found on screen in Italian: the sentence in a small scrolling box with the
numbers out of sight ("Carta Fantasma di Purple: Prestigio +2 (+2 per
il..."), and the Families table reading "Giova...", "Fantasm", "Primo
giocator"."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

from florenza_gui.app.familiestable import text_room
from florenza_gui.app.i18n import clear_language
from florenza_gui.engine.model.types import Seat
from florenza_gui.engine.rules.setup import Seating, new_game
from tests.app.monkey_checks import check_side_text

NAMES = {"it": ("Rosso", "Blu", "Verde", "Giovanni Tornabuoni", "Viola"),
         "en": ("Red", "Blue", "Green", "Giovanni Tornabuoni", "Purple")}


@pytest.fixture
def english_after(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    clear_language(qapp)


def solo_against_four_ghosts(language: str) -> Any:
    colours = ("red", "blue", "green", "yellow", "purple")
    return new_game([Seating(c, n, Seat.HUMAN if i == 0 else Seat.GHOST)
                     for i, (c, n) in enumerate(zip(colours, NAMES[language], strict=True))], seed=7)


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def narration_cut(window: Any) -> str | None:
    """What of the step's words is out of sight: a label the explanation must
    scroll to, or one not shown whole where it is."""
    n = window.narration
    area = n.why_scroll
    if area.verticalScrollBar().maximum() > 0:
        return f"{n.rule.text()}: scrolls by {area.verticalScrollBar().maximum()} px: {n.why.text()!r}"
    seen = area.viewport().rect()
    for label in (n.rule, n.rule_says, n.why):
        if not label.text():
            continue
        where = QRect(label.mapTo(area.viewport(), QPoint(0, 0)), label.size())
        needs = QFontMetrics(label.font()).boundingRect(
            QRect(0, 0, label.contentsRect().width(), 1 << 20), Qt.TextFlag.TextWordWrap, label.text())
        if not seen.contains(where) or needs.height() > label.height():
            return f"{n.rule.text()}: {label.text()[:50]!r} is not shown whole ({where.getRect()} in {seen.getRect()})"
    return check_side_text(window)


def steps_read_whole(window: Any, driver: Any) -> list[str]:
    """Step the end of round on the table to its end, each step's words read whole: the rules told."""
    rules, s = [], window.session
    while s.ready_to_end_round or s.in_sequence:
        assert driver.step()
        settle()
        rules.append(window.narration.rule.text())
        assert narration_cut(window) is None, narration_cut(window)
        if s.step_index >= s.step_count:
            break
    return rules


def families_cut(driver: Any) -> list[str]:
    """Every cell and name of the Families table that is neither shown whole
    nor shortened with its whole in the tooltip."""
    window = driver.window
    view = window.families_view
    model, by_column = view.model(), driver.families_by_column()
    found = []
    header = view.horizontalHeader()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for column in range(model.columnCount()):
        shown = model.headerData(column, Qt.Orientation.Horizontal)
        name = by_column.headerData(column, Qt.Orientation.Horizontal)
        if QFontMetricsF(header.font()).horizontalAdvance(shown) > header.sectionSize(column) - 2 * margin:
            found.append(f"name {shown!r} wider than its column")
        if shown != name and name not in str(model.headerData(column, Qt.Orientation.Horizontal,
                                                               Qt.ItemDataRole.ToolTipRole)):
            found.append(f"name {shown!r} without {name!r} in its tooltip")
        for row in range(model.rowCount()):
            if view.isRowHidden(row):
                continue
            index = model.index(row, column)
            option = QStyleOptionViewItem()
            view.initViewItemOption(option)
            option.rect = view.visualRect(index)
            view.itemDelegate().initStyleOption(option, index)
            shown, whole = option.text, str(index.data())
            room = text_room(view, view.columnWidth(column))
            metrics = QFontMetricsF(view.font())
            wide = [w for w in shown.split() if metrics.horizontalAdvance(w) > room]
            high = view.fontMetrics().boundingRect(0, 0, room, 1 << 20, Qt.TextFlag.TextWordWrap, shown).height()
            if wide or high > option.rect.height():
                found.append(f"{whole!r} shown as {shown!r} does not fit {room}x{option.rect.height()}")
            if shown != whole and whole not in str(index.data(Qt.ItemDataRole.ToolTipRole)):
                found.append(f"{whole!r} shortened to {shown!r} without the whole in its tooltip")
    side = view.verticalHeader()
    for row in range(model.rowCount()):
        label = model.headerData(row, Qt.Orientation.Vertical)
        if not view.isRowHidden(row) and side.fontMetrics().horizontalAdvance(label) > side.width():
            found.append(f"row {label!r} wider than the header")
    return found


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_whole_end_of_round_reads_whole_at_1280x720(window, driver, language, english_after) -> None:  # type: ignore[no-untyped-def]
    window.set_language(language)
    window.resize(1280, 720)
    driver.put(solo_against_four_ghosts(language))
    driver.end_actions()
    settle()
    assert (window.width(), window.height()) == (1280, 720)
    window.families_dock.raise_()
    settle()
    assert families_cut(driver) == []
    window.log_dock.raise_()
    rules = steps_read_whole(window, driver)
    assert rules.count("G1") == 4 and "D5" in rules and "R8.6" in rules, rules  # every Ghost's card was told
    window.families_dock.raise_()
    settle()
    assert families_cut(driver) == []
    first_player = window.families_view.model().index(6, 4)  # (offices, the fifth family's column)
    assert window.session.state.first_player_card.holder == "purple"
    assert str(first_player.data()) in {"Primo giocatore", "First Player"}


def test_an_office_takes_at_most_two_lines_of_a_five_family_table(window, driver, english_after) -> None:  # type: ignore[no-untyped-def]
    """"Capitano del Popolo" wrapped onto three lines of the Families table
    (the table names the office; the narration says it whole)."""
    from PySide6.QtCore import QCoreApplication

    from florenza_gui.app.familiestable import fitted_words
    from florenza_gui.qt.models import OFFICES

    window.set_language("it")
    window.resize(1280, 720)
    driver.put(solo_against_four_ghosts("it"))
    window.families_dock.raise_()
    settle()
    view = window.families_view
    room = text_room(view, min(view.columnWidth(c) for c in range(view.model().columnCount())))
    line = view.fontMetrics().lineSpacing()
    for office in OFFICES:
        shown = fitted_words(QCoreApplication.translate("FamiliesModel", office), room, QFontMetricsF(view.font()))
        lines = view.fontMetrics().boundingRect(0, 0, room, 1 << 20, Qt.TextFlag.TextWordWrap, shown).height() // line
        assert lines <= 2, (office, shown, lines)


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_last_round_and_the_final_scoring_read_whole_at_1280x720(window, driver, language,
                                                                    english_after) -> None:  # type: ignore[no-untyped-def]
    """Five families' last end of round: many Kinsmen going home, tiles drawn, five reveals and the
    standings, each step read whole."""
    import random

    from florenza_gui.engine.fast.randomplayer import finish_action_phase
    from florenza_gui.engine.fast.working import end_round

    window.set_language(language)
    window.resize(1280, 720)
    r = random.Random(5)
    game = solo_against_four_ghosts(language)
    rules: list[str] = []
    while game.round < 6:
        game, _ = end_round(finish_action_phase(game, r))
    for last in (False, True):  # the ends of rounds 6 and 7 (its final scoring)
        ending = finish_action_phase(game, r)
        driver.put(ending)
        settle()
        rules += steps_read_whole(window, driver)
        if not last:
            game, _ = end_round(ending)
    assert {"R8.3", "R8.7", "R9.1", "R9.2"} <= set(rules), " ".join(rules)
