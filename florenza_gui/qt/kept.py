"""What the autosave keeps of a session, as one value: :meth:`~.session.Session.kept` gives it, the
autosave's text is made from it alone (``app/autosave.py``), reading the autosave gives it back and
:meth:`~.session.Session.resume` puts it on the table again."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.model.state import GameState

History = tuple[list[GameState], list[str], int]  # the undo stack: positions, what each change was, how many done


@dataclass(frozen=True)
class Edit:
    """A scenario editor left open: the game it was opened on (what Cancel editing gives back, at rest)
    and how many of the undo history's changes done are the editor's."""

    origin: GameState
    changes: int = 0


@dataclass(frozen=True)
class Kept:
    """A session as the autosave keeps it."""

    game: GameState  # at rest: the start of a running end of round, or the position being edited
    steps_shown: int  # steps of the end of round already shown (0 if none)
    history: History = ([], [], 0)
    # the game was put on the table as a demo lesson (a scenario, or the editor's position); a game
    # in play mode, hotseat above all, says False, and so does an autosave from before this field
    demo: bool = False
    file: str | None = None  # the file the game was last opened from or saved to: Save writes there again
    edit: Edit | None = None  # the scenario editor was open on the game
