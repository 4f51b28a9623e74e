"""The mode: how the game is being shown, as one frozen value the session holds.

Beside the game and the end of round's cursor, everything the window renders from is here: whether the game
is a lesson, the hotseat curtain and whom it waits for, the viewer whose private view is on screen, the
presentation view, the scenario editor, draws by hand, a step being animated, Play, whether the steps
that change nothing are shown, and Predict mode with the answers given in it (:mod:`.predict`). The session
replaces the value whole (``dataclasses.replace``); no view keeps a copy of any of it.

The demo mode is the game's own when the game is a lesson (a scenario opened from the Demo menu). Only a
lesson goes without the curtain and the peek, and lets Back and Undo past the points of no return (a tile
drawn, R8.7; a Ghost card, G1; a Captain's cash-in with two or more humans, D13). The scenario editor, the
presentation view and draws by hand (R8.7) *lend* the demo features while they are on (a log line puts the
cursor on its step), but a lent mode never changes who may see what nor where Back and Undo stop: a hotseat
game keeps its curtain and a solo game its points of no return whatever option is on.

A **review** shows an end of round already played again, from its start (D13 aside), in the window: the game
as it was and the mode as it was wait in the :class:`Review` the mode holds, and come back whole when it
closes. While it is on, the steps are shown and Predict asks, but nothing changes the game (the gate refuses it).

The curtain (RULES.md §9) covers the board when the turn passes between people at one computer, until the
next player confirms, so nobody sees another family's Prestige token values. It is never raised in a lesson,
in the editor, during an end of round, or with fewer than two humans. Behind it, the family it waits for may
hold a button to see its own tokens: while it does, that family is the **viewer** (else the public is)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..engine.model.concerns import Thing
from ..engine.rules.privacy import several_humans

if TYPE_CHECKING:
    from ..engine.lessons.predict import Answer, Question
    from ..engine.model.state import GameState
    from .timeline import Timeline


@dataclass(frozen=True, slots=True)
class Answered:
    """A question of the end of round ``round`` answered (``given``; None and ``shown``: the learner asked to
    be shown; ``aloud`` too: a room answered aloud, and the presenter showed the step), with the hints seen
    first. ``final``: its answer shows at the end of round's last step, and ``ended_log`` is how many log
    lines the game holds then (the summary shows while the game stands there)."""

    round: int
    question: Question
    given: Answer
    shown: bool
    hints: int
    right: bool
    final: bool
    ended_log: int
    aloud: bool = False

    @property
    def right_first_time(self) -> bool:
        return self.right and self.hints == 0


@dataclass(frozen=True, slots=True)
class Quiz:
    """The answers given while the game is on the table, and the hints shown for the question waiting.
    ``held``: the step (the round and the cursor) a Step press has just shown, which is read, its sentence and
    any mark, before the question that waits after it is asked (the next Step press asks it): in the
    presentation view every step, elsewhere a step that marks an answer."""

    answered: tuple[Answered, ...] = ()
    hints: int = 0
    held: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True, eq=False)
class Review:
    """An end of round already played, under review: the round it ended, and the game and the mode as they
    were when the review opened (no end of round was under way then), put back whole when it closes. Two
    reviews are the same only if they are one (the game they keep is never compared)."""

    round: int
    game: GameState
    mode: Mode


@dataclass(frozen=True, slots=True)
class Mode:
    """How the game is shown (see the module)."""

    lesson: bool = False  # the game's own demo mode
    curtain_for: str | None = None  # the family the board is covered for (RULES.md §9)
    at_screen: str | None = None  # the family whose player confirmed last
    viewer: str | None = None  # the family whose private view is on screen (a peek), else the public
    presenting: bool = False  # the presentation view
    editing: bool = False  # the scenario editor
    manual_draws: bool = False  # drawn tiles are placed by hand (R8.7)
    placing: bool = False  # a drawn tile waits to be placed by hand
    animating: bool = False  # a step of the end of round is being shown
    narrated: int | None = None  # the event of that step the board is showing
    reached: int = 0  # the furthest event of that step the board has come to
    playing: bool = False  # Play: the end of round plays on by itself
    predicting: bool = False  # Predict: the learner says what a deciding step will do before it is shown
    quiz: Quiz = Quiz()  # the answers given in Predict mode while the game is on the table
    reading: int | None = None  # the log line a line of the final standings points to: the narration tells it
    reading_lit: tuple[Thing, ...] = ()  # what earned that line's points: the board lights it
    quiet_steps: bool = False  # the player's preference: show the steps that change nothing in play too
    review: Review | None = None  # an end of round already played, shown again (:class:`Review`)

    @property
    def shows_quiet(self) -> bool:
        """Every step of Phase 7 and Phase 8 is shown, those that change nothing too (saying why): always in a
        lesson, in play when the preference asks for them."""
        return self.lesson or self.quiet_steps

    @property
    def demo(self) -> bool:
        """The demo features are on: the game's own demo mode, or one the editor, the presentation view
        or draws by hand lend (which changes nothing of who may see what: see :attr:`lesson`)."""
        return self.lesson or self.editing or self.presenting or self.manual_draws

    @property
    def covered(self) -> bool:
        return self.curtain_for is not None

    @property
    def at_rest(self) -> bool:
        """Nothing waits to be shown or placed, no curtain stands and the editor is shut: What if and the
        review may open."""
        return not (self.covered or self.animating or self.playing or self.placing or self.editing)


@dataclass(frozen=True, slots=True)
class Shown:
    """What the window shows: the game at the cursor, the end of round's timeline (None outside one), and
    the mode, whose viewer is the family whose private view is on screen (None: the public view)."""

    game: GameState
    timeline: Timeline | None
    mode: Mode

    @property
    def viewer(self) -> str | None:
        return self.mode.viewer


def humans(game: GameState) -> list[str]:
    """The families played by people, in seating order."""
    return [f.id for f in game.families if not f.is_ghost]


def curtain_checked(mode: Mode, game: GameState, timeline: Timeline | None) -> Mode:
    """RULES.md §9: when the turn passes between people at one computer, cover the board till they confirm."""
    if mode.lesson or mode.editing or timeline is not None or not several_humans(game):
        return mode
    active = game.active
    if active is not None and active != mode.at_screen:
        return replace(mode, curtain_for=active, viewer=None)
    return mode


def peeked(mode: Mode, game: GameState) -> Mode:
    """The board covered so the player at the screen may peek in private (never in a lesson, the editor,
    a review or while a step is shown)."""
    if mode.lesson or mode.editing or mode.animating or mode.review is not None:
        return mode
    family = game.active or mode.at_screen or next(iter(humans(game)), None)
    return mode if family is None else replace(mode, curtain_for=family, viewer=None)


def confirmed(mode: Mode) -> Mode:
    """The player the curtain waited for is at the screen: the curtain goes, and with it any peek."""
    if mode.curtain_for is None:
        return mode
    return replace(mode, at_screen=mode.curtain_for, curtain_for=None, viewer=None)


def viewing(mode: Mode, family: str | None) -> Mode:
    """``family`` (None: nobody) looks at its own tokens behind the curtain; only the family the curtain
    waits for may (RULES.md §9)."""
    if family is not None and family != mode.curtain_for:
        return mode
    return replace(mode, viewer=family)
