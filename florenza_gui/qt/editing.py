"""The scenario editor's part of a :class:`~.session.Session`: opening it on the position at rest, free
placements (no turn rule), leaving it for play with the edited position (Stop editing) or with the game it
was opened on (Cancel editing), and what the autosave keeps of an edit (:class:`~.kept.Edit`): the game
it came from and how many changes of the undo history are the editor's, so a crash loses no edit and
the game it came from stays one Cancel away."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ..engine.rules.moves import LEGAL, Verdict
from .gate import Input
from .kept import Edit

if TYPE_CHECKING:
    from ..engine.files.readfile import SaveError
    from ..engine.model.ruleids import Rule
    from ..engine.model.state import GameState
    from .modes import Mode
    from .settling import Settling
    from .timeline import Timeline
    from .undo import UndoHistory


class ScenarioEditing:
    """The editor of a :class:`~.session.Session`, which owns the game, the mode and the undo stack."""

    # owned and set up by the session
    _game: GameState
    _undo: UndoHistory
    _mode: Mode
    _settling: Settling
    _clean: GameState | None
    timeline: Timeline | None
    path: str | None
    generation: int
    game_changed: Any  # the session's Qt signals
    mode_changed: Any
    ending: Any
    _set_mode: Callable[..., None]
    refusal: Callable[[Input], Verdict | None]
    _refused: Callable[[Verdict], Verdict]
    history: Callable[[], tuple[list[GameState], list[str], int]]
    load_history: Callable[[list[GameState], list[str], int], None]
    replace: Callable[..., None]

    @property
    def editor_blocked_by(self) -> Rule | None:  # (the session's round cursor says)
        raise NotImplementedError

    @property
    def sequence_start(self) -> GameState:  # (the session's)
        raise NotImplementedError

    # the game the editor was opened on, whether it was saved as it stands, and the undo history's index then
    _origin: GameState | None = None
    _origin_clean: GameState | None = None
    _origin_unsaved = False  # whether replacing the game the editor was opened on would have lost it
    _edit_base = 0

    @property
    def editing_from(self) -> Edit | None:
        """The editor's edit, while it is open: the game it came from and how many changes are done since."""
        if not self._mode.editing or self._origin is None:
            return None
        return Edit(self._origin, max(0, self.history()[2] - self._edit_base))

    @property
    def dirty(self) -> bool:  # (the session's)
        raise NotImplementedError

    @property
    def edit_unsaved(self) -> bool:
        """While editing: whether replacing the game would lose an edit, or the game the editor was opened
        on, that nobody saved (the position as last saved, or edited back to that game unsaved, loses none)."""
        if self._game == self._clean:
            return False
        return self._origin_unsaved or self._game != self._origin

    def mark_edit_saved(self) -> None:
        """The position in the editor is kept in a file now (saved as a scenario): replacing it loses
        nothing while it stays as saved; the next edit is unsaved again."""
        if self._mode.editing:
            self._clean = self._game

    def start_editing(self) -> bool:
        m = self._mode
        if m.editing or m.covered or m.animating or m.placing or m.review is not None or self.editor_blocked_by:
            return False
        self._origin_unsaved = self.dirty
        self.ending.emit()
        self._game = self.sequence_start  # at rest, as Save writes it: no game can be in a half-way step
        self.timeline = None
        self._origin, self._origin_clean, self._edit_base = self._game, self._clean, self.history()[2]
        self._set_mode(editing=True)  # it lends the demo features; a hotseat game gets its curtain back after
        self.generation += 1
        self.game_changed.emit()  # (and its mode with it)
        return True

    def reopen_editor(self, edit: Edit) -> None:
        """The editor open again on the game on the table (an edit kept by the autosave), ``edit.origin`` the
        game it came from, the last ``edit.changes`` of the undo history done its changes."""
        self._origin, self._origin_clean, self._origin_unsaved = edit.origin, None, True
        self._edit_base = self.history()[2] - edit.changes
        self._set_mode(editing=True)
        self.generation += 1
        self.game_changed.emit()

    def edit(self, state: GameState) -> Verdict:
        """A free placement in the editor (turn rules are not checked); a finished game's standings follow it."""
        from ..engine.files.editor import rescored

        gate = self.refusal(Input.EDIT)
        if gate is not None:
            return self._refused(gate)
        before, self._game = self._game, rescored(state)
        self._undo.push(before, self._game, lambda: QCoreApplication.translate("Session", "Editor: a piece placed"))
        self.game_changed.emit()
        return LEGAL

    def stop_editing(self) -> SaveError | None:
        """Enter play with the edited position if a saved game could hold it; else say which field is wrong."""
        if not self._mode.editing:
            return None
        from ..engine.files import editor
        from ..engine.files.readfile import SaveError
        try:
            checked = editor.validate(self._game)
        except SaveError as exc:  # the editor says which field, on the board and below it
            return exc
        at_screen = self._mode.at_screen
        # as edited when a file would give it back unchanged: its lines keep their events (and language)
        self.replace(self._game if checked == self._game else checked)  # in the mode the game had
        self._clean = None  # an edited position is saved by nobody yet
        self._back_at_screen(at_screen)
        return None

    def cancel_editing(self) -> bool:
        """Leave the editor with the game it was opened on, as it was then, its undo history with it."""
        origin = self._origin
        if not self._mode.editing or origin is None:
            return False
        states, texts, index = self.history()
        base, clean, at_screen = self._edit_base, self._origin_clean, self._mode.at_screen
        with self._settling.one_change():
            self.replace(origin, self.path)  # in the mode the game had
            self._clean = clean
            if 0 <= base < len(states) and base <= index and states[base] == origin:
                self.load_history(states[:base + 1], texts[:base], base)
            self._back_at_screen(at_screen)
        return True

    def _back_at_screen(self, at_screen: str | None) -> None:
        self._origin = None
        if self._mode.curtain_for in (None, at_screen):  # whoever opened the editor is still at the screen
            self._set_mode(at_screen=at_screen, curtain_for=None)
            self.mode_changed.emit()
