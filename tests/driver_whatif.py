"""The driver's What if (tests/driver.py): Game ▸ What if… chosen, a piece dragged with the mouse on the What
if window's own board (a Bishop or Captain marker to a space, a character's card under a Life card), a number
typed into a family's cell of its Families table, Undo change, Play it out and Close clicked, Escape pressed,
and what the window says read: the difference and its rule, the two ends of round side by side line by line
(which lines differ), how far they were played out, a refusal, the Families table, and every word the window
holds for anyone to see."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QApplication, QLabel, QWidget

from florenza_gui.board.items import PieceItem
from florenza_gui.engine.model.types import LifeCard
from florenza_gui.engine.rules.targets import ChurchSpace, LifeCardSpot, PrestigeSpace, Target
from tests.driver_sight import board_words

_R = Qt.ItemDataRole
# every role of a table's cells and headers that holds words
_ROLES = (_R.DisplayRole, _R.EditRole, _R.ToolTipRole, _R.StatusTipRole, _R.WhatsThisRole, _R.AccessibleTextRole,
          _R.AccessibleDescriptionRole)


class WhatIfShown(NamedTuple):
    """The What if window as it lies on the screen: where it stands (and the main window), the type of each of
    its texts in pixels, and, in its own coordinates, the board's picture, the board's room and the comparison."""

    area: QRect
    window_area: QRect
    type_px: dict[str, int]
    board: QRect
    board_room: QRect
    comparison: QRect


class WhatIfing:
    """What if, as the user meets it (mixed into the driver)."""

    window: Any
    qtbot: Any
    if TYPE_CHECKING:

        def action(self, *path: str) -> Any: ...

        def trigger(self, action: Any) -> None: ...

        def type_in_families_table(self, view: Any, row: int, column: str, value: int) -> None: ...

    def _game_menu(self) -> str:
        return QCoreApplication.translate("MainWindow", "&Game").replace("&", "")

    def what_if_entry(self) -> Any:
        """Game ▸ What if… (an action: enabled or not, its tooltip)."""
        return self.action(self._game_menu(), QCoreApplication.translate("WhatIf", "What if…"))

    def what_if(self) -> bool:
        """Game ▸ What if… chosen (a greyed-out entry does nothing): whether the What if window is open."""
        self.trigger(self.what_if_entry())
        QApplication.processEvents()
        return self.what_if_open()

    def what_if_open(self) -> bool:
        dialog = self.window.what_if.dialog
        return bool(dialog is not None and dialog.isVisible())

    @property
    def _dialog(self) -> Any:
        dialog = self.window.what_if.dialog
        assert dialog is not None and dialog.isVisible(), "the What if window is not open"
        return dialog

    # -- the copy's board ---------------------------------------------------------------------------------
    def what_if_position(self) -> Any:
        """The position the What if window's board shows (the copy, as changed so far)."""
        return self._dialog.copy.state

    def what_if_marker(self, kind: str, family: str, to: int) -> bool:
        """``family``'s ``kind`` ("bishop" or "captain") marker dragged onto space ``to`` of its track on the What
        if board: whether the position changed."""
        scene = self._dialog.scene
        item = (scene.bishop_markers if kind == "bishop" else scene.captain_markers)[family]
        return self._what_if_drag(item, ChurchSpace(to) if kind == "bishop" else PrestigeSpace(to))

    def what_if_card(self, character: str, under: LifeCard) -> bool:
        """``character``'s card dragged under Life card ``under`` on the What if board: whether it changed."""
        return self._what_if_drag(self._dialog.scene.tiles[character], LifeCardSpot(under))

    def _what_if_drag(self, item: Any, target: Target) -> bool:
        dialog = self._dialog
        before, scene, view = dialog.copy.state, dialog.scene, dialog.view
        (place,) = [t for t in scene.targets if t.target == target and t.isVisible()]
        vp = view.viewport()
        start, end = self._what_if_grip(view, item), view.mapFromScene(place.scenePos())
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.mouseMove(vp, pos=QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2))
        self.qtbot.mouseMove(vp, pos=end)
        self.qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
        QApplication.processEvents()
        return dialog.copy.state is not before

    @staticmethod
    def _what_if_grip(view: Any, item: Any) -> QPoint:
        """A point of ``item`` on screen where the board's view finds no other piece over it (else its centre)."""
        area = item.lit_area()
        for dx, dy in ((0, 0), (-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)):
            point: QPoint = view.mapFromScene(area.center() + QPointF(dx * area.width() / 3, dy * area.height() / 3))
            pieces = [i for i in view.items(point) if isinstance(i, PieceItem) and i.isVisible()]
            if pieces and pieces[0] is item:
                return point
        centre: QPoint = view.mapFromScene(area.center())
        return centre

    # -- its Families table ------------------------------------------------------------------------------
    def what_if_count(self, family: str, column: str, value: int) -> bool:
        """``value`` typed into ``family``'s cell ``column`` (Prestige, Church, Cardinal, Resources, Fiorini) of
        the What if window's Families table (clicked, F2, typed over, Enter): whether the position changed."""
        dialog = self._dialog
        before = dialog.copy.state
        row = [f.id for f in before.families].index(family)
        self.type_in_families_table(dialog.families, row, column, value)
        return dialog.copy.state is not before

    def what_if_families(self) -> dict[str, dict[str, str]]:
        """The What if window's Families table as shown: for each row's name (Prestige, Tokens, Fiorini…),
        each family's cell (by the name heading its column), with its tooltip after a bar ("3 | …")."""
        view = self._dialog.families
        model = view.model()
        assert view.isVisible(), "the What if window's Families table is not on screen"
        rows: dict[str, dict[str, str]] = {}
        for r in range(model.rowCount()):
            if view.isRowHidden(r):
                continue
            name = str(model.headerData(r, Qt.Orientation.Vertical))
            rows[name] = {
                str(model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.AccessibleTextRole)): (
                    f"{model.index(r, c).data()} | {model.index(r, c).data(Qt.ItemDataRole.ToolTipRole) or ''}"
                )
                for c in range(model.columnCount())
            }
        return rows

    # -- its buttons --------------------------------------------------------------------------------------
    def what_if_play(self) -> None:
        """Play it out clicked."""
        self.qtbot.mouseClick(self._dialog.play_button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def what_if_undo(self) -> None:
        """Undo change clicked."""
        self.qtbot.mouseClick(self._dialog.undo_button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def what_if_undo_enabled(self) -> bool:
        return bool(self._dialog.undo_button.isEnabled())

    def what_if_close(self) -> None:
        """Close clicked."""
        self.qtbot.mouseClick(self._dialog.close_button, Qt.MouseButton.LeftButton)
        QApplication.processEvents()

    def what_if_escape(self) -> None:
        """Escape pressed in the What if window (Cancel)."""
        QTest.keyClick(self._dialog, Qt.Key.Key_Escape)
        QApplication.processEvents()

    # -- what it says ------------------------------------------------------------------------------------
    def what_if_headline(self) -> str:
        return str(self._dialog.panel.headline.text())

    def what_if_rules(self) -> str:
        """The first step that differs, as each end of round played it (its rule and what the rule says)."""
        return str(self._dialog.panel.rules.text())

    def what_if_said(self) -> str:
        """What the What if window says under the board (a change refused, an outcome not shown)."""
        return str(self._dialog.said.text())

    def what_if_lines(self) -> dict[str, tuple[str, str, bool]]:
        """The comparison, line by line as shown: its name, and (in the game, what if, whether it is lit as
        differing). Empty before Play it out."""
        from florenza_gui.app.whatifpanel import DIFFERS_ROLE

        table = self._dialog.panel.table
        if table.isHidden():
            return {}
        lines = {}
        for row in range(table.rowCount()):
            name, real, what_if = (table.item(row, column) for column in range(3))
            lines[name.text()] = (real.text(), what_if.text(), bool(name.data(DIFFERS_ROLE)))
        return lines

    def what_if_stopped(self) -> str:
        """How far the two ends of round were played out, in play, and why no further (empty: whole)."""
        return str(self._dialog.panel.stops.text())

    def what_if_words(self) -> list[str]:
        """Every word the What if window holds for anyone to see: its title, every widget's text, tooltip,
        accessible name and description, every cell and header of its tables in every role that holds words,
        and every item of its board."""
        dialog = self._dialog
        texts = [dialog.windowTitle()]
        for widget in dialog.findChildren(QWidget):
            texts += [widget.accessibleName(), widget.accessibleDescription(), widget.toolTip(),
                      widget.windowTitle(), widget.statusTip(), widget.whatsThis()]
            if isinstance(widget, (QLabel, QAbstractButton)):
                texts.append(widget.text())
            if isinstance(widget, QAbstractItemView) and widget.model() is not None:
                model = widget.model()
                for role in _ROLES:
                    for orientation, count in ((Qt.Orientation.Horizontal, model.columnCount()),
                                               (Qt.Orientation.Vertical, model.rowCount())):
                        texts += [str(model.headerData(k, orientation, role) or "") for k in range(count)]
                    texts += [str(model.index(r, c).data(role) or "")
                              for r in range(model.rowCount()) for c in range(model.columnCount())]
        texts += board_words(dialog)
        return [t for t in texts if t]

    def what_if_shown(self) -> WhatIfShown:
        """The What if window as it lies on the screen (:class:`WhatIfShown`)."""
        dialog = self._dialog
        QApplication.processEvents()
        view, panel = dialog.view, dialog.panel
        room = view.viewport().rect()
        board = view.mapFromScene(view.sceneRect()).boundingRect().intersected(room)
        corner = view.viewport().mapTo(dialog, QPoint(0, 0))
        table = dialog.families
        px = {
            "intro": dialog.intro.font().pixelSize(),
            "headline": panel.headline.font().pixelSize(),
            "comparison": panel.table.font().pixelSize(),
            "comparison header": panel.table.horizontalHeader().font().pixelSize(),
            "families": table.font().pixelSize(),
            "families header": table.horizontalHeader().font().pixelSize(),
            "buttons": dialog.play_button.font().pixelSize(),
        }
        return WhatIfShown(
            QRect(dialog.mapToGlobal(QPoint(0, 0)), dialog.size()),
            QRect(self.window.mapToGlobal(QPoint(0, 0)), self.window.size()),
            px,
            board.translated(corner),
            room.translated(corner),
            QRect(panel.mapTo(dialog, QPoint(0, 0)), panel.size()),
        )
