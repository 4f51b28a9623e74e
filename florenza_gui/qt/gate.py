"""The one input gate: whether a piece of input may change the game now.

The curtain (RULES.md §9), a step being shown, a card being placed by hand,
the scenario editor, a question of Predict mode waiting, an end of round
under way and the review of one already played each forbid some input;
every path that changes the game (mouse, shortcut, menu, toolbar, Undo/Redo,
a Families-table edit) asks here first, and the window enables its actions
from the same answers."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..engine.model.asks import Ask
from ..engine.model.ruleids import Rule
from ..engine.model.verdict import Refusal, RefusalKind, refuse
from ..engine.rules.moves import Verdict

# What waits for the window, not for a rule: refused with no rule id, in words that say what to do.
_WAIT = {kind: Verdict(False, "", Refusal(kind)) for kind in (
    RefusalKind.COVERED, RefusalKind.STEP_SHOWING, RefusalKind.EDITOR_OPEN, RefusalKind.EDITOR_CLOSED,
    RefusalKind.FINISH_ROUND, RefusalKind.REVIEWING)}
REVIEWING = _WAIT[RefusalKind.REVIEWING]  # (what Save, the editor, What if and the peek say during a review too)


class Input(Enum):
    """What a piece of input would do, for the gate."""

    MOVE = "move"  # a move of the action phase (board, keys, menu, toolbar, Families table)
    HISTORY = "history"  # Undo, Redo
    # a press of Step, Back, Play, Skip or a log line: taken even while a step is
    # animated (the driver ends that step at once, then does what was pressed)
    PLAYBACK = "playback"
    CURSOR = "cursor"  # the end of round's cursor moved now: never while a step is animated
    EDIT = "edit"  # a free placement in the scenario editor


@dataclass(frozen=True, slots=True)
class Situation:
    """What the gate looks at: the session's modes at this moment."""

    covered: bool  # the hotseat curtain is up
    animating: bool  # a step is being shown
    placing: bool  # a drawn card waits to be placed by hand (R8.7, demo)
    editing: bool
    ending_round: bool  # an end of round is being played back, one of its steps shown (not its start)
    game_over: bool
    lesson: bool = False  # the game's own demo mode: Undo goes back even from the final standings
    reviewing: bool = False  # an end of round already played is reviewed: its steps are shown, nothing changes
    asking: Ask | None = None  # Predict mode: the kind of question waiting for its answer
    asking_about: str = ""  # the Ghost whose card the question waiting is about (its name)

    def refusal(self, what: Input) -> Verdict | None:
        """Why ``what`` may not change the game now, or None if it may."""
        if self.covered:
            return _WAIT[RefusalKind.COVERED]
        if self.placing or (self.animating and what is not Input.PLAYBACK):
            return _WAIT[RefusalKind.STEP_SHOWING]
        if self.reviewing and what in (Input.MOVE, Input.HISTORY, Input.EDIT):
            return REVIEWING
        if self.editing:
            return None if what in (Input.EDIT, Input.HISTORY) else _WAIT[RefusalKind.EDITOR_OPEN]
        if what is Input.EDIT:
            return _WAIT[RefusalKind.EDITOR_CLOSED]
        if what is Input.MOVE and self.asking is not None:  # (the pieces that answer it are taken before this)
            return Verdict(False, "", Refusal(RefusalKind.QUESTION_WAITS, self.asking_about, asked=self.asking))
        if what is Input.MOVE and self.ending_round:
            return refuse(Rule.D10, RefusalKind.ROUND_ENDING)  # moves belong to the action phase
        if what is Input.HISTORY and self.ending_round:
            return _WAIT[RefusalKind.FINISH_ROUND]
        if what is Input.HISTORY and self.game_over and not self.lesson:
            return refuse(Rule.R9_2, RefusalKind.GAME_OVER)
        return None
