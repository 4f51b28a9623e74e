"""The scenario editor: place any piece anywhere, then save the position as
a new scenario. Only the saved-game invariants of FORMAT.md are checked
(turn rules are not): a broken position is refused, naming its field."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from ..engine import editor, saves
from ..engine.limits import DESCRIPTION_MAX, TITLE_MAX
from ..engine.state import GameState
from ..engine.targets import (
    BishopCardSpot,
    BishopMarkerPiece,
    CaptainCard,
    CaptainMarkerPiece,
    ChurchSpace,
    KinsmanPiece,
    LifeCardSpot,
    Piece,
    Pool,
    PredicatoreSpace,
    PrestigeSpace,
    Target,
    TilePiece,
)
from ..qt.plain import text_label
from .demo import user_scenarios_dir

if TYPE_CHECKING:
    from .window import MainWindow


def free_edit(state: GameState, piece: Piece, target: Target | None) -> GameState | None:
    """The position after putting ``piece`` on ``target``, with no turn rule."""
    match piece, target:
        case CaptainMarkerPiece(family=f), PrestigeSpace(position=p):
            return editor.set_prestige(state, f, p)
        case BishopMarkerPiece(family=f), ChurchSpace(space=s):
            return editor.set_church(state, f, s)
        case KinsmanPiece(family=f, at=at), PredicatoreSpace() | BishopCardSpot() as place:
            return editor.move_kinsman(state, f, at, place)
        case KinsmanPiece(family=f, at=at), Pool(family=g) if f == g:
            return editor.move_kinsman(state, f, at, target)
        case TilePiece(character=c), PredicatoreSpace() | CaptainCard() as place:
            return editor.put_tile(state, c, place)
        case TilePiece(character=c), LifeCardSpot(card=card):
            return editor.move_card(editor.put_tile(state, c, None), c, card)
    return None


class SaveScenarioDialog(QDialog):
    def __init__(self, parent: QWidget | None, state: GameState) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Editor", "Save as a new scenario"))
        self.title = QLineEdit(state.scenario.title if state.scenario else "")
        self.title.setMaxLength(TITLE_MAX)  # the save format's limits: what is typed can be saved
        self.title.setAccessibleName(QCoreApplication.translate("Editor", "Scenario title"))
        self.description = QPlainTextEdit(state.scenario.description if state.scenario else "")
        self.description.setAccessibleName(QCoreApplication.translate("Editor", "Scenario description"))
        self.description.textChanged.connect(self._cap_description)
        self.hint = text_label(QCoreApplication.translate(
            "Editor", "A title has at most {0} characters, a description at most {1}.").format(
                TITLE_MAX, DESCRIPTION_MAX))
        self.hint.setObjectName("length_hint")
        form = QFormLayout()
        form.addRow(text_label(QCoreApplication.translate("Editor", "Title")), self.title)
        form.addRow(text_label(QCoreApplication.translate("Editor", "Description")), self.description)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.hint)
        box.addWidget(buttons)

    def _cap_description(self) -> None:
        text = self.description.toPlainText()
        if len(text) > DESCRIPTION_MAX:
            cursor = self.description.textCursor()
            position = min(cursor.position(), DESCRIPTION_MAX)
            self.description.setPlainText(text[:DESCRIPTION_MAX])
            cursor = self.description.textCursor()
            cursor.setPosition(position)
            self.description.setTextCursor(cursor)


class ScenarioEditor(QObject):
    """While editing, drops on the board place pieces freely."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.active = False
        self.state: GameState | None = None

    @staticmethod
    def banner() -> str:
        """What the window's banner says while the editor is open."""
        return QCoreApplication.translate(
            "Editor", "Scenario editor: drag any piece anywhere. Demo ▸ Save as scenario when done.")

    def start(self) -> None:
        w = self.window
        self.active = True
        self.state = w.controller.state
        w.set_demo_mode(True)  # (after ``active``: the turn controls rest while editing)
        w.scene.set_locked(False)
        w.scene.set_editing(True)
        w.narration.show_text(QCoreApplication.translate("Editor", "Editor"), QCoreApplication.translate(
            "Editor", "Drag any piece to any place. Turn rules are not checked; "
            "the position must still be one a saved game can hold."))

    def stop(self) -> None:
        self.active = False
        self.window.scene.set_editing(False)
        if self.state is not None:
            self.window.load_game(self.state)

    def drop(self, piece: Piece, target: Target | None, where: QPointF) -> None:
        assert self.state is not None
        after = free_edit(self.state, piece, target)
        if after is None:
            self.window.scene.snap_back(piece, QCoreApplication.translate("Editor", "Editor"),
                                        QCoreApplication.translate("Editor", "that piece cannot be put there"), where)
            return
        self.state = after
        self.window.scene.sync(after)

    def save_as_scenario(self, title: str, description: str, folder: Path | None = None) -> Path | None:
        """Validate against FORMAT.md and write the scenario; on a broken
        position, say which field and why, and write nothing."""
        assert self.state is not None
        title = title.strip() or QCoreApplication.translate("Editor", "Untitled scenario")
        state = editor.describe(self.state, title, description.strip())
        try:
            checked = editor.validate(state)
        except saves.SaveError as exc:
            self.last_refusal = f"{exc.path}: {exc.reason}"
            # FORMAT names FORMAT.md, as a rule id names RULES.md: not translated
            self.window.scene.bubble.show_message(QPointF(800, 450), "FORMAT", QCoreApplication.translate(
                "Editor", "Not saved: {0}").format(self.last_refusal))
            self.window.statusBar().showMessage(
                QCoreApplication.translate("Editor", "Not saved — {0}").format(self.last_refusal), 10000)
            return None
        title = checked.scenario.title if checked.scenario else state.scenario.title if state.scenario else ""
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "scenario"
        target = (folder or user_scenarios_dir()) / f"{slug}.json"
        n = 2
        while target.exists():
            target = target.with_name(f"{slug}-{n}.json")
            n += 1
        from ..qt.controller import write_file

        write_file(str(target), saves.dumps(checked))
        self.window.statusBar().showMessage(
            QCoreApplication.translate("Editor", "Saved the scenario {0}").format(target), 8000)
        return target

    def ask_and_save(self) -> None:
        assert self.state is not None
        dialog = SaveScenarioDialog(self.window, self.state)
        dialog.accepted.connect(
            lambda: self.save_as_scenario(dialog.title.text(), dialog.description.toPlainText()))
        dialog.open()
        self.dialog = dialog
