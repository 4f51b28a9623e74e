"""The meetup demo mode: the scenario library, the presentation view (full
screen, large type, zoom presets, a pointer), log lines that light the pieces
they moved, and R8.7 played by hand."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMenu, QToolBar

from ..board.layout import layout
from ..engine.scenarios import ScenarioEntry, list_scenarios, load_scenario
from ..engine.types import LifeCard
from ..qt.plain import menu_text, tip
from ..qt.theme import serif
from .autosave import data_dir

if TYPE_CHECKING:
    from .window import MainWindow


def user_scenarios_dir() -> Path:
    path = data_dir() / "scenarios"
    path.mkdir(parents=True, exist_ok=True)
    return path


def zoom_presets() -> list[tuple[str, QRectF]]:
    """Each area of the board, for the presenter's zoom buttons."""
    L = layout()
    life = L.life_rect.adjusted(-10, -40, 10, 10)
    return [
        (QCoreApplication.translate("Demo", "Whole board"), QRectF(0, 0, 1600, 900)),
        (QCoreApplication.translate("Demo", "Prestige track"), L.prestige_rect.adjusted(-20, -10, 20, 10)),
        (QCoreApplication.translate("Demo", "Church track"), L.church_rect.adjusted(-10, -40, 60, 10)),
        (QCoreApplication.translate("Demo", "Life in Florenza"), life),
        (QCoreApplication.translate("Demo", "Predicatore"), QRectF(L.predicatore_space(1).topLeft() - QPointF(20, 40),
                                                           L.predicatore_space(L.spaces).bottomRight()
                                                           + QPointF(20, 10))),
        (QCoreApplication.translate("Demo", "Offices and turn order"), QRectF(1085, 120, 490, 540)),
        (QCoreApplication.translate("Demo", "Families"), QRectF(10, 690, 1580, 200)),
    ]


class Demo(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.presenting = False
        self.menu = QMenu(window)
        self.menu.aboutToShow.connect(self._fill_menu)
        self.present_action = QAction(window)
        self.present_action.setShortcut(QKeySequence("F5"))
        self.present_action.setCheckable(True)
        self.present_action.toggled.connect(self.set_presenting)
        self.manual_action = QAction(window)
        self.manual_action.setCheckable(True)
        self.manual_action.toggled.connect(self._on_manual_toggled)
        self.pointer_action = QAction(window)
        self.pointer_action.setCheckable(True)
        self.pointer_action.setShortcut(QKeySequence("Ctrl+L"))
        self.pointer_action.toggled.connect(self._on_pointer_toggled)
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("presentation")
        self.zoom_actions: list[QAction] = []
        for name, rect in zoom_presets():
            action = self.toolbar.addAction(name)
            action.triggered.connect(lambda _=False, r=rect: window.view.zoom_to(r))
            self.zoom_actions.append(action)
        self.toolbar.addSeparator()
        self.toolbar.addAction(self.pointer_action)
        self.toolbar.addAction(window.back_action)
        self.toolbar.addAction(window.step_action)
        self.toolbar.addAction(window.play_action)
        self.toolbar.addAction(self.present_action)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.toolbar.hide()
        window.log_view.clicked.connect(self._on_log_clicked)
        window.view.pointer_moved.connect(self._on_view_pointer_moved)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every fixed text again, in the current language (the menu is
        filled afresh each time it opens)."""
        self.menu.setTitle(QCoreApplication.translate("Demo", "&Demo"))
        self.present_action.setText(QCoreApplication.translate("Demo", "&Presentation view"))
        self.manual_action.setText(QCoreApplication.translate("Demo", "Place drawn tiles by hand (R8.7)"))
        self.pointer_action.setText(QCoreApplication.translate("Demo", "Pointer"))
        self.toolbar.setWindowTitle(QCoreApplication.translate("Demo", "Presentation"))
        for action, (name, _) in zip(self.zoom_actions, zoom_presets(), strict=True):
            action.setText(name)

    # -- the scenario library ---------------------------------------------------------------
    def scenarios(self) -> list[ScenarioEntry]:
        return list_scenarios() + list_scenarios(user_scenarios_dir())

    def _fill_menu(self) -> None:
        self.menu.clear()
        library = self.menu.addMenu(QCoreApplication.translate("Demo", "Open a &scenario"))
        for entry in self.scenarios():
            action = library.addAction(menu_text(entry.title))
            action.setToolTip(tip(entry.description))
            action.setStatusTip(entry.description)
            action.triggered.connect(lambda _=False, e=entry: self.open_scenario(e))
        editor = self.window.editor
        if editor.active:
            self.menu.addAction(QCoreApplication.translate("Demo", "&Save position as a scenario…"),
                                editor.ask_and_save)
            self.menu.addAction(QCoreApplication.translate("Demo", "S&top editing"), editor.stop)
        else:
            self.menu.addAction(QCoreApplication.translate("Demo", "Scenario &editor…"), self.window.open_editor)
        self.menu.addSeparator()
        self.menu.addAction(self.manual_action)
        self.menu.addAction(self.pointer_action)
        self.menu.addAction(self.present_action)

    def open_scenario(self, entry: ScenarioEntry) -> bool:
        try:
            state = load_scenario(entry.path)
        except ValueError as exc:
            self.window.statusBar().showMessage(f"{entry.path}: {exc}", 8000)
            return False
        self.window.set_demo_mode(True)
        self.window.load_game(state)
        self.window.narration.show_text(QCoreApplication.translate("Demo", "Scenario"),
                                        f"{entry.title}\n\n{entry.description}")
        return True

    # -- presenting ----------------------------------------------------------------------------------
    def set_presenting(self, on: bool) -> None:
        """Full screen, large type, zoom presets and the pointer for a projector."""
        w = self.window
        self.presenting = on
        if on:
            w.set_demo_mode(True)
        self.toolbar.setVisible(on)
        for dock in w.findChildren(QDockWidget):
            if dock.objectName() in ("log", "families"):
                dock.setVisible(not on)
            if dock.objectName() == "narration":
                # on a projector the board takes the width; the narration runs below it
                area = Qt.DockWidgetArea.BottomDockWidgetArea if on else Qt.DockWidgetArea.RightDockWidgetArea
                w.addDockWidget(area, dock)
                dock.setMinimumWidth(0 if on else 320)
                w.narration.why.setMinimumHeight(90 if on else 130)
        n = w.narration
        n.rule.setFont(serif(64 if on else 34, bold=True))
        n.why.setFont(serif(36 if on else 22))
        n.rule_says.setFont(serif(26 if on else 17, italic=True))
        w.banner.setFont(serif(32 if on else 22, bold=True))
        if on:
            w.showFullScreen()
        else:
            w.showNormal()
            self.pointer_action.setChecked(False)
        w.view.fit()
        if self.present_action.isChecked() != on:
            self.present_action.setChecked(on)

    def _on_pointer_toggled(self, on: bool) -> None:
        self.window.view.setMouseTracking(on)
        self.window.view.viewport().setMouseTracking(on)
        self.window.scene.pointer.setVisible(on)

    def _on_view_pointer_moved(self, point: QPointF) -> None:
        if self.pointer_action.isChecked():
            self.window.scene.pointer.setPos(point)

    def _on_manual_toggled(self, on: bool) -> None:
        self.window.player.manual_draws = on
        if on:
            self.window.set_demo_mode(True)

    def _on_log_clicked(self, index: QModelIndex) -> None:
        from .player import spawn

        row = index.row()
        spawn(self.window.scene.highlight(self.window.controller.pieces_of_log_line(row)))


__all__ = ["Demo", "LifeCard"]
