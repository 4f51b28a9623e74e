"""The meetup demo mode: the scenario library, the presentation view (full
screen, large type, zoom presets, a pointer), log lines that light the pieces
they moved, and R8.7 played by hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import reduce

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from ..board.layout import layout
from ..board.pointer import PointerItem
from ..board.view import BoardView
from ..engine.files.readfile import SaveError
from ..engine.files.scenarios import ScenarioEntry, list_scenarios, load_scenario
from ..qt.language import file_reason, scenario_text
from ..qt.plain import menu_text, tip
from ..qt.session import Session
from .editor import ScenarioEditor, user_scenarios_dir


@dataclass(frozen=True)
class ZoomPreset:
    """An area of the board the presenter zooms to. A strip longer than the
    screen lists its ``units`` (spaces, boards): it is shown in parts that keep
    them whole, one part a press (``board.strips``)."""

    name: str
    area: QRectF
    units: tuple[QRectF, ...] = ()


def _around(rects: list[QRectF]) -> QRectF:
    return reduce(QRectF.united, rects[1:], rects[0])


def zoom_presets(families: int | None = None) -> list[ZoomPreset]:
    """Each area of the board, for the presenter's zoom buttons, with the
    captions printed around it; the Families preset holds the boards of
    ``families`` families (the most a game seats, if not said)."""
    L = layout()
    families = L.max_families if families is None else max(1, families)
    spaces = tuple(L.prestige_space(n) for n in range(L.prestige_spaces))
    boards = tuple(L.family_board(i) for i in range(families))
    offices = _around([L.round_space(1), L.round_space(L.rounds), L.turn_slot(L.max_families), L.first_player_card,
                       L.first_player_label, L.bishop_card, L.bishop_label, L.muse, L.muse_label, L.bag,
                       L.bag_label, L.out_of_game, L.out_label])
    return [
        ZoomPreset(QCoreApplication.translate("Demo", "Whole board"), QRectF(0, 0, 1600, 900)),
        # from the board's edge: the Church track's numbers under its start are not cut
        ZoomPreset(QCoreApplication.translate("Demo", "Prestige track"),
                   L.prestige_rect.adjusted(-L.prestige_rect.left(), -10, 20, 10), spaces),
        ZoomPreset(QCoreApplication.translate("Demo", "Church track"), L.church_rect.adjusted(-10, -40, 60, 10)),
        ZoomPreset(QCoreApplication.translate("Demo", "Life in Florenza"), L.life_rect.adjusted(-10, -40, 10, 10)),
        ZoomPreset(QCoreApplication.translate("Demo", "Predicatore"),
                   QRectF(L.predicatore_space(1).topLeft() - QPointF(20, 40),
                          L.predicatore_space(L.spaces).bottomRight() + QPointF(20, 10))),
        # the headings above (Round, Turn order) and the captions under the cards and supplies
        ZoomPreset(QCoreApplication.translate("Demo", "Offices and turn order"), offices.adjusted(-15, -40, 23, 8)),
        ZoomPreset(QCoreApplication.translate("Demo", "Families"), _around(list(boards)).adjusted(-14, -10, 14, 10),
                   boards),
    ]


def preset_label(preset: ZoomPreset) -> str:
    """A preset's entry in the Zoom menu: a strip says that its key, pressed again, shows its next part."""
    if not preset.units:
        return preset.name
    return QCoreApplication.translate("Demo", "{0} (again: its next part)").format(preset.name)


class Demo(QObject):
    """The Demo menu and its actions. It is given what it acts on: the
    session, the editor, the board's view and pointer, a way to ask about an
    unsaved game, a way to arrange the window for a projector, and the
    status line."""

    def __init__(self, parent: QWidget, session: Session, editor: ScenarioEditor, view: BoardView,
                 pointer: PointerItem, may_replace: Callable[[], bool],
                 arrange: Callable[[bool, bool], None], tell: Callable[[str], None]) -> None:
        super().__init__(parent)
        self.session = session
        self.editor = editor
        self.view, self.pointer = view, pointer
        self.may_replace = may_replace
        self.arrange = arrange  # (presenting, full screen): the window is arranged for a projector, or back
        self.tell = tell
        self.menu = QMenu(parent)
        self.menu.aboutToShow.connect(self._fill_menu)
        self.present_action = QAction(parent)
        self.present_action.setShortcut(QKeySequence("F5"))
        self.present_action.setCheckable(True)
        self.present_action.toggled.connect(self.set_presenting)
        self.manual_action = QAction(parent)
        self.manual_action.setCheckable(True)
        self.manual_action.toggled.connect(self._on_manual_toggled)
        # draws by hand are kept through New game and Open (the table's choice, as the presentation view is):
        # while on, the status bar says so, and a click there turns them off
        self.manual_badge = QToolButton(parent)
        self.manual_badge.setDefaultAction(self.manual_action)
        self.manual_badge.setAutoRaise(True)
        self.manual_badge.setVisible(False)
        self.manual_action.toggled.connect(self.manual_badge.setVisible)
        self.lesson_actions: list[QAction] = []  # shown beside the lessons (Predict mode)
        self.pointer_action = QAction(parent)
        self.pointer_action.setCheckable(True)
        self.pointer_action.setShortcut(QKeySequence("Ctrl+L"))
        self.pointer_action.toggled.connect(self._on_pointer_toggled)
        # the presenter's zoom presets (the presentation view's caption band offers them)
        self.zoom_actions: list[QAction] = []
        for index, _preset in enumerate(zoom_presets()):
            action = QAction(parent)  # (named in retranslate; QAction(name, parent) would be weighed against QIcon)
            action.triggered.connect(lambda _=False, i=index: self.zoom_to(i))
            self.zoom_actions.append(action)
        view.pointer_moved.connect(self._on_view_pointer_moved)
        parent.installEventFilter(self)  # Escape hides the pointer, then leaves the presentation view
        self.retranslate()

    def retranslate(self) -> None:
        """Set every fixed text again, in the current language (the menu is
        filled afresh each time it opens)."""
        self.menu.setTitle(QCoreApplication.translate("Demo", "&Demo"))
        self.present_action.setText(QCoreApplication.translate("Demo", "&Presentation view"))
        self.manual_action.setText(QCoreApplication.translate("Demo", "Place drawn tiles by hand (R8.7)"))
        self.pointer_action.setText(QCoreApplication.translate("Demo", "Pointer"))
        for action, preset in zip(self.zoom_actions, zoom_presets(), strict=True):
            action.setText(preset_label(preset))

    # -- the scenario library ---------------------------------------------------------------
    def scenarios(self) -> list[ScenarioEntry]:
        """The shipped lessons (by their title as shown, in the interface's language), then the user's own."""
        shipped = sorted(list_scenarios(), key=lambda e: scenario_text(e.scenario).title.casefold())
        return shipped + list_scenarios(user_scenarios_dir())

    def _fill_menu(self) -> None:
        self.menu.clear()
        library = self.menu.addMenu(QCoreApplication.translate("Demo", "Open a &scenario"))
        for entry in self.scenarios():
            shown = scenario_text(entry.scenario)
            action = library.addAction(menu_text(shown.title))
            # in Predict mode what the lesson says before it asks (its description may tell the answers)
            told = shown.description if not self.session.mode.predicting else shown.intro
            action.setToolTip(tip(told))
            action.setStatusTip(told)
            action.triggered.connect(lambda _=False, e=entry: self.open_scenario(e))
        for action in self.lesson_actions:
            self.menu.addAction(action)
        editor = self.editor
        if editor.active:
            self.menu.addAction(QCoreApplication.translate("Demo", "&Save position as a scenario…"),
                                editor.ask_and_save)
            self.menu.addAction(QCoreApplication.translate("Demo", "S&top editing"), editor.stop)
            self.menu.addAction(QCoreApplication.translate("Demo", "&Cancel editing"), editor.cancel)
        else:
            self.menu.addAction(QCoreApplication.translate("Demo", "Scenario &editor…"), editor.start)
        self.menu.addSeparator()
        self.menu.addAction(self.manual_action)
        self.menu.addAction(self.pointer_action)
        self.menu.addAction(self.present_action)

    def open_scenario(self, entry: ScenarioEntry) -> bool:
        """Put a lesson on the table (asking first about an unsaved game)."""
        try:
            state = load_scenario(entry.path)
        except SaveError as exc:  # (the library lists only scenarios it could read: this one changed since)
            self.tell(QCoreApplication.translate("Demo", "Cannot open the scenario {0}: {1}: {2}").format(
                entry.path, exc.path or QCoreApplication.translate("Demo", "(the whole file)"), file_reason(exc)))
            return False
        except ValueError as exc:  # (no reading refuses a file so; kept so that nothing escapes as a traceback)
            self.tell(f"{entry.path}: {exc}")
            return False
        if not self.may_replace():
            return False
        self.session.replace(state, demo=True)
        return True

    @property
    def presenting(self) -> bool:
        return self.session.mode.presenting

    # -- presenting ----------------------------------------------------------------------------------
    def set_presenting(self, on: bool, full_screen: bool = True) -> None:
        """The presentation view: the board on the whole screen, the narration
        as a caption band under it, zoom presets and the pointer."""
        self.session.set_presenting(on)
        if not on:
            self.pointer_action.setChecked(False)
        self.arrange(on, full_screen)
        if self.present_action.isChecked() != on:
            self.present_action.setChecked(on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Escape puts away the pointer if it is on, else leaves the
        presentation view, as in any slide show: one thing a press. Only an
        Escape nothing else took reaches the window (the board takes it first
        to put back a piece picked up from the keyboard; a dialog keeps its own)."""
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            if self.pointer_action.isChecked():
                self.pointer_action.setChecked(False)
                return True
            if self.presenting and self.present_action.isEnabled():
                self.set_presenting(False)
                return True
        return super().eventFilter(watched, event)

    def presets(self) -> list[ZoomPreset]:
        """The zoom presets for the game on the table (its families' boards)."""
        return zoom_presets(len(self.session.state.families))

    def zoom_to(self, index: int) -> None:
        """Zoom preset ``index``: its area fills the board's window, as near
        the centre as the board allows; the same preset again shows a long
        strip's next part, and its first after its last."""
        preset = self.presets()[index]
        again = self.view.area == preset.area and preset.units
        self.view.zoom_to(preset.area, preset.units, self.view.part + 1 if again else 0)

    def preset_shown(self) -> int | None:
        """Which zoom preset the board shows (its place in ``zoom_presets``), if one."""
        areas = [preset.area for preset in self.presets()]
        return areas.index(self.view.area) if self.view.area in areas else None

    def present_again(self, preset: int | None, full_screen: bool = True) -> None:
        """The presentation view as it was left: on, with ``preset`` shown."""
        self.set_presenting(True, full_screen)
        if preset is not None and 0 <= preset < len(self.presets()):
            self.zoom_to(preset)

    def _on_pointer_toggled(self, on: bool) -> None:
        self.view.setMouseTracking(on)
        self.view.viewport().setMouseTracking(on)
        self.pointer.setVisible(on)

    def _on_view_pointer_moved(self, point: QPointF) -> None:
        if self.pointer_action.isChecked():
            self.pointer.setPos(point)

    def _on_manual_toggled(self, on: bool) -> None:
        self.session.set_manual_draws(on)

