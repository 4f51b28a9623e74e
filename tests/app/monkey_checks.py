"""Checks the seeded monkey (monkey.py) runs after every event, on what the
window shows at rest: each returns what is wrong, or None."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QLabel, QScrollArea, QSlider, QWidget

from florenza_gui.app.autosave import read_autosave
from florenza_gui.board.badges import letter_box
from florenza_gui.board.board_art import prestige_heading_rect
from florenza_gui.board.layout import layout
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.events import EventKind
from florenza_gui.engine.model.places import BISHOP_CARD, GhostCardPiece, TokensPiece
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Phase, Seat
from florenza_gui.engine.rules.final_scoring import rank
from florenza_gui.engine.rules.moves import CaptainMarker, Pass, apply
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.engine.rules.targets import Pool, PredicatoreSpace
from florenza_gui.qt.timeline import Timeline
from florenza_gui.qt.tokenwords import token_values


def autosave_history_problem(session: Any, autosaved: Any) -> str | None:
    """Whether the autosave's undo history is the session's: the same many
    changes done, so a relaunch offers Undo and Redo as the window does."""
    states, _texts, index = autosaved.history
    _, _, now = session.history()
    if states and index != now:
        return f"the autosave's history has {index} change(s) done, the window {now}"
    return None


def autosave_problem(session: Any, initial: GameState) -> str | None:
    """Whether the autosave resumes to the game on screen (none is needed before anything happened).
    The file is read once, as a relaunch reads it (``read_autosave``: the game, the steps shown, the history)."""
    autosaved = read_autosave()
    if autosaved is None:
        return None if session.state == initial else "no autosave"
    game, steps = autosaved.game, autosaved.steps_shown
    review = session.mode.review
    if review is not None:  # under review, the game as it was: a crash resumes the game, not the review
        if game != review.game or steps:
            return "the autosave keeps the review, not the game"
        return autosave_history_problem(session, autosaved)
    if game != session.sequence_start or steps != session.step_index:
        return "the autosave is not the game on screen"
    # (a relaunch shows the steps that change nothing as the window does: a lesson's, or the preference's)
    if steps and Timeline.of_round(game, session.mode.shows_quiet).at(steps).state != session.state:
        return "the autosave does not resume to the step on screen"
    return autosave_history_problem(session, autosaved)


def saved_file_problem(window: Any, path: str) -> str | None:
    """File > Save As ``path``: refused (a box says why and nothing is written), or a file that opens again."""
    s = window.session
    t, own_demo = s.timeline, s.mode.lesson
    if not window.files.save_to(path):
        return None
    try:
        saved = saves.load_path(path)
    except saves.SaveError as exc:
        return f"Save wrote a file that cannot be opened: {exc}"
    # in play, past a draw, a Ghost card or a cash-in (D13), the file never opens on the round's start
    if t is not None and not own_demo and saved == t.start and any(map(t.no_return_at, range(1, t.cursor + 1))):
        return "Save wrote the round's start, before a point Back never returns to (RULES.md §9)"
    return None


def another_game(game: GameState) -> GameState:
    """``game`` (its first family to play) played through round 1 with that
    family banking 9 as Captain, every family renamed: a file to open while
    a curtain stands for a family of the same id in another game."""
    first = game.active
    assert first is not None
    game, _ = apply(game, CaptainMarker(9))
    while game.active is not None:
        game, _ = apply(game, Pass())
    game = end_round(game)[0]
    for f in game.families:
        game = game.with_family(f.id, name=f"{f.name} the Younger")
    assert game.active == first and game.family(first).tokens
    return game


def check_at_rest(window: Any) -> str | None:
    """The checks of what the board and the narration show at rest, the first that fails."""
    for check in (check_effects, check_spotlight, check_log_light, check_round_label, check_lap_badges,
                  check_side_text, check_lesson_undo, check_edited_standings):
        why = check(window)
        if why is not None:
            return why
    return None


def check_log_light(window: Any) -> str | None:
    """Outside an end of round the light is a picked log line's: none while the log is out of sight."""
    s, log = window.session, window.log_view
    hidden = not log.isVisible() or log.visibleRegion().isEmpty()
    if s.step_index or s.mode.animating or not hidden or window.scene.spotlight.hole is None:
        return None
    return "the board stays lit for a log line nobody can see"


def check_lesson_undo(window: Any) -> str | None:
    """A lesson at rest anywhere but where it was put on the table can be undone: the demo mode goes back from
    every end of round, the final standings too."""
    s = window.session
    if not s.mode.lesson or s.mode.editing or s.in_sequence or s.mode.curtain_for is not None or s.state == s.opened:
        return None
    return None if window.undo_action.isEnabled() else f"a lesson cannot undo (phase {s.state.phase.value})"


def check_edited_standings(window: Any) -> str | None:
    """A finished game being edited keeps its final standings its board's (R9.2, R9.3), so it can still be
    saved and played."""
    s = window.session
    if not s.mode.editing or s.state.standings is None:
        return None
    points = {f.id: f.prestige for f in s.state.families}
    board = [(r.family, r.victory_points, r.place) for r in rank(s.state.families, points, final=True).standings]
    shown = [(r.family, r.victory_points, r.place) for r in s.state.standings.standings]
    return None if board == shown else f"the edited finished game's standings {shown} are not its board's {board}"


def check_effects(window: Any) -> str | None:
    """At rest, a Ghost card and the R9.1 plates show exactly while the
    steps that made them are on the board (Back takes them away), once each;
    a Ghost card until the next round begins (the last step of a review shows it begun)."""
    s, scene = window.session, window.scene
    cards = [c for c in scene.ghost_cards if c.scene() is not None and c.isVisible()]
    plates = [p for p in scene.reveals if p.scene() is not None and p.isVisible()]
    made: list[Any] = []
    if s.timeline is not None:
        for k in range(1, s.step_index + 1):
            made += s.timeline.events_at(k)
    ghosts: list[Any] = []  # revealed since the last round began (a review's last step begins the next)
    for e in made:
        if e.kind is EventKind.ROUND_STARTED:
            ghosts.clear()
        elif e.kind is EventKind.GHOST_CARD_REVEALED:
            ghosts.append(e.args.values)
    if s.in_sequence and [c.values for c in cards] != ghosts[-1:]:
        return f"Ghost cards on the board {[c.values for c in cards]}, the steps shown revealed {ghosts}"
    if not s.in_sequence and s.state.active is not None and cards:
        return "a Ghost card stays on the board in the action phase"
    families = [p.family for p in plates]
    if len(set(families)) != len(families) or (plates and s.state.phase is not Phase.GAME_OVER):
        return f"R9.1 plates {families} in phase {s.state.phase}"
    reveals = [e for e in made if e.kind is EventKind.TOKENS_REVEALED]
    if s.in_sequence and len(plates) != len(reveals):
        return f"{len(plates)} R9.1 plates on the board, the steps shown revealed {len(reveals)}"
    return None


def check_curtain(window: Any) -> str | None:
    """The curtain stands exactly while the session covers the board, names
    the family of the game on the table, and a peek behind it shows that
    family's tokens in this game (RULES.md §9), whatever game stood before."""
    s, curtain = window.session, window.hotseat._curtain
    up = curtain is not None and not curtain.isHidden()
    wanted = s.mode.curtain_for
    if wanted is None or not up:
        return None if (wanted is None) == (not up) else f"curtain {'up' if up else 'down'} for {wanted}"
    name = s.state.name(s.mode.curtain_for)
    if curtain.family != s.mode.curtain_for or name not in curtain.title.text():
        return f"the curtain says {curtain.title.text()!r}; the board is covered for {name}"
    QTest.mousePress(curtain.peek_button, Qt.MouseButton.LeftButton)
    shown = curtain.peek.text()
    QTest.mouseRelease(curtain.peek_button, Qt.MouseButton.LeftButton)
    tokens = s.state.family(s.mode.curtain_for).tokens
    # one by one, or counted by value where that does not fit the window ("6×10 + 6×5", as R9.1 writes)
    told = [" + ".join(map(str, sorted(tokens, reverse=True))), token_values(tokens, lambda _: False)]
    if (tokens and (not any(t in shown for t in told) or str(sum(tokens)) not in shown)) or (not tokens and any(
            ch.isdigit() for ch in shown)):
        return f"a peek behind the curtain for {name} shows {shown!r}; {name} holds {tokens}"
    if curtain.peek.text():
        return "the peek still shows after the button was let go"
    return None


def check_hidden(window: Any) -> str | None:
    """Who may see what (RULES.md §9): the curtain, then the limits of play whatever option is on."""
    return check_curtain(window) or check_play_limits(window) or check_editor_in_hotseat(window)


def check_play_limits(window: Any) -> str | None:
    """Outside a lesson a lent option (draws by hand, the presentation view) changes nothing of who may see
    what: with two or more humans, a family to act that has not confirmed at the screen acts behind the
    curtain (RULES.md §9), and Undo never reaches back across a point of no return (a draw, a Ghost card,
    a cash-in with two or more humans: D13)."""
    s = window.session
    if s.mode.lesson or s.mode.editing:
        return None
    m = s.mode
    lent = ", ".join(name for name, on in (("draws by hand", m.manual_draws), ("presenting", m.presenting)) if on)
    active = s.state.active
    if (len(s.humans()) >= 2 and s.timeline is None and active is not None and active != s.mode.at_screen
            and not s.state.family(active).is_ghost and s.mode.curtain_for != active):
        return f"{active} is to act after a hand-over with no curtain (lent: {lent or 'nothing'})"
    stack = s.undo_stack
    done = [getattr(stack.command(i), "barrier", None) for i in range(stack.index())]
    crossed = [rule for rule in done if rule is not None]
    if crossed:
        return f"in play, Undo may go back across {crossed[-1]}, a point of no return (lent: {lent or 'nothing'})"
    return None


class PastNoReturn:
    """Outside a lesson, once the steps shown of an end of round have passed a point of no return (a draw, a
    Ghost card, a cash-in with two or more humans: D13) or the final standings are up (R9.1), nothing (Back,
    Undo, the editor and its Undo) shows an earlier step, nor that round's action phase, again in the same game,
    whatever option lends the demo mode (RULES.md §9): the editor too, which opens on the round's start."""

    def __init__(self) -> None:
        self.floor: tuple[Any, int, str] | None = None  # the game put on the table, its last round made final, why
        self.farthest: tuple[Any, int] | None = None  # an end of round's start, its farthest step shown

    def problem(self, session: Any) -> str | None:
        s, t = session, session.timeline
        if s.mode.lesson or (self.floor is not None and self.floor[0] is not s.opened):
            self.floor = None
        if s.mode.lesson:
            self.farthest = None
            return None
        if s.mode.review is not None:  # every step was shown: Back crosses its draws and Ghost cards, never D13
            cash_in = t is not None and any(t.no_return_at(k) is Rule.D13 for k in range(t.cursor + 1, t.count + 1))
            return f"the review shows step {t.cursor}, before a cash-in (D13)" if cash_in else None
        return self._cursor_back(t) or self._round_again(s, t)

    def drive_past(self, window: Any, settle: Any) -> str:
        """An action: every family passes and the end of the round is stepped (real presses: the curtain's
        button, Pass, Step) until a point of no return is passed; the monkey then asks for the editor, which
        opens on the round's start (the checks see whether it did). The monkey seldom opens the editor in the
        few steps an end of round lasts on its own."""
        s = window.session
        for _ in range(60):
            t = s.timeline
            if s.mode.editing or s.state.phase is Phase.GAME_OVER or (t is not None and t.passed_no_return):
                break
            if window.hotseat.curtain.isVisible():
                QTest.mouseClick(window.hotseat.curtain.go, Qt.MouseButton.LeftButton)
            else:
                (window.pass_action if s.state.active is not None else window.step_action).trigger()
            settle()
        t, why = s.timeline, self.problem(s)  # (what was passed is noted before the editor is asked for)
        if why is not None:
            raise AssertionError(why)
        return f"drive past a point of no return: step {s.step_index}, past {t.passed_no_return if t else None}"

    def _cursor_back(self, t: Any) -> str | None:
        if t is None:
            self.farthest = None
            return None
        start, far = self.farthest or (None, 0)
        # (the same end of round with or without its steps that change nothing counts its steps apart)
        same = start is not None and start[0] is t.start and start[1] == t.quiet
        far = max(far, t.cursor) if same and far <= t.count else t.cursor
        self.farthest = ((t.start, t.quiet), far)
        rule = next((r for r in map(t.no_return_at, range(t.cursor + 1, far + 1)) if r), None)
        return None if rule is None else f"the cursor went back to step {t.cursor}, before a step {rule} makes final"

    def _round_again(self, s: Any, t: Any) -> str | None:
        passed = t.passed_no_return if t is not None else None
        final = (t.start.round, str(passed)) if t is not None and passed else (
            (s.state.round, "R9.1") if s.state.phase is Phase.GAME_OVER else None)
        if final is not None and (self.floor is None or final[0] > self.floor[1]):
            self.floor = (s.opened, *final)
        if self.floor is None or t is not None or s.state.phase is Phase.GAME_OVER or s.state.round > self.floor[1]:
            return None
        return (f"in play, round {s.state.round}'s action phase is shown again after round {self.floor[1]}'s "
                f"end passed {self.floor[2]}, a point of no return{' (editing)' if s.mode.editing else ''}")


def check_editor_in_hotseat(window: Any) -> str | None:
    """With two or more humans in play the editor is never open: it would move any family's pieces past the
    engine's checks, unlogged (D10)."""
    s = window.session
    if s.mode.editing and not s.mode.lesson and len(s.humans()) >= 2:
        return "the scenario editor is open in hotseat play: any family's pieces move past the engine's checks"
    return None


def solo_game() -> GameState:
    """One human against two Ghosts (G1 and R8.7 are points of no return in play)."""
    seats = [Seating("red", "Red", Seat.HUMAN), Seating("blue", "Blue", Seat.GHOST),
             Seating("green", "Green", Seat.GHOST)]
    return new_game(seats, seed=11)


def check_spotlight(window: Any) -> str | None:
    """A step about one family's board (R7.1c tokens banked, a Ghost card)
    lights that board alone: the outline crosses no other family's board."""
    s, scene = window.session, window.scene
    outline = scene.spotlight.outline_path()  # (each outline as drawn: a marker lit on the track besides is apart)
    pieces = {e.piece for e in s.shown_events}
    if outline.isEmpty() or len(pieces) != 1 or not isinstance(next(iter(pieces)), (TokensPiece, GhostCardPiece)):
        return None
    lit = next(iter(pieces)).family
    for fid, board in scene.boards.items():
        if fid != lit and outline.intersects(board.mapRectToScene(board._rect)):
            return f"the light on {lit}'s board reaches {fid}'s board"
    return None


def check_round_label(window: Any) -> str | None:
    """At rest, "Round N of 7" beside the round track is the game's round at the cursor."""
    state, scene = window.session.state, window.scene
    shown = scene.registry.static.texts["round_label"].text
    expected = QCoreApplication.translate("Board", "Round {0} of {1}").format(state.round, layout().rounds)
    return None if shown == expected else f"the board says {shown!r} in round {state.round}"


def check_lap_badges(window: Any) -> str | None:
    """A lap badge ("+40") covers no printed heading, no marker's letter, no other badge."""
    markers = window.scene.captain_markers
    badges = {fid: m.mapRectToScene(m.badge_rect()) for fid, m in markers.items() if m.badge}
    heading = prestige_heading_rect()
    for fid, rect in badges.items():
        covered = [o for o, m in markers.items() if o != fid and rect.intersects(letter_box(m.scenePos()))]
        covered += [f"{o}'s badge" for o, r in badges.items() if o != fid and rect.intersects(r)]
        if rect.intersects(heading) or covered:
            return f"{fid}'s lap badge covers {covered or 'the Prestige track heading'}"
    return None


def _shown_rect(widget: Any, top: Any) -> Any:
    """Where ``widget`` shows in ``top``'s coordinates: its rectangle cut to
    every parent's (a label inside a scroll area shows only in its viewport)."""
    rect = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        rect = rect.intersected(QRect(parent.mapTo(top, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect.intersected(top.rect())


def _text_problem(label: Any) -> str | None:
    """Whether ``label`` is given the room its text needs (wrapped, its height at its width),
    measured from its font (QLabel's height for a width is never below its minimum height)."""
    if not label.text():
        return None
    inner = label.contentsRect().adjusted(label.margin(), label.margin(), -label.margin(), -label.margin())
    flags = Qt.TextFlag.TextWordWrap if label.wordWrap() else Qt.TextFlag.TextSingleLine
    needs = QFontMetrics(label.font()).boundingRect(QRect(0, 0, inner.width(), 1 << 20), flags, label.text())
    if needs.width() > inner.width():
        return f"{label.text()[:40]!r} needs {needs.width()} px wide, is given {inner.width()}"
    if needs.height() > inner.height():
        return f"{label.text()[:40]!r} needs {needs.height()} px high, is given {inner.height()}"
    return None


def check_side_text(window: Any) -> str | None:
    """The narration dock's parts (banner, rule, what it says, the step's
    words, "Step N of M", the buttons, the speed) never overlap, each lies
    inside the dock, and every label has the room its text needs."""
    top = window.narration_dock.widget()
    if top is None or not top.isVisible():
        return None
    kinds = (QLabel, QAbstractButton, QSlider)
    parts = [w for w in top.findChildren(QWidget) if w.isVisible() and isinstance(w, kinds)]
    shown = {w: _shown_rect(w, top) for w in parts}
    for w, rect in shown.items():
        whole = QRect(w.mapTo(top, QPoint(0, 0)), w.size())
        if isinstance(w, QLabel):
            why = _text_problem(w)
            if why is not None:
                return f"narration panel: {why}"
        elif isinstance(w, QAbstractButton) and w.minimumSizeHint().width() > w.width():
            return f"narration panel: {_name(w)} is {w.width()} px wide, its text needs {w.minimumSizeHint().width()}"
        if rect != whole and not any(isinstance(a, QScrollArea) for a in _ancestors(w, top)):
            return f"narration panel: {_name(w)} is cut by the dock ({whole.getRect()} shows {rect.getRect()})"
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            if shown[a].intersects(shown[b]):
                return f"narration panel: {_name(a)} {shown[a].getRect()} overlaps {_name(b)} {shown[b].getRect()}"
    return None


def _name(widget: Any) -> str:
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return repr(widget.accessibleName() or text[:30] or type(widget).__name__)


def _ancestors(widget: Any, top: Any) -> list[Any]:
    found, parent = [], widget.parentWidget()
    while parent is not None and parent is not top:
        found.append(parent)
        parent = parent.parentWidget()
    return found


def standing_kinsmen(scene: Any) -> dict[Any, tuple[Any, float, float]]:
    """The Kinsmen on the Bishop card or on a Predicatore space: each one's place and where it stands."""
    return {k: (k.place, k.pos().x(), k.pos().y()) for items in scene.kinsmen.values() for k in items
            if k.place == BISHOP_CARD or isinstance(k.place, PredicatoreSpace)}


def untouched_kinsmen_problem(before: dict[Any, tuple[Any, float, float]], dropped: Any) -> str | None:
    """A drop moves the piece dropped and sends home what it displaced, no other Kinsman: one on a
    Predicatore space stays there, and those on the Bishop card keep their order on it (the card closes up
    where one left)."""
    stayed = []
    for k, (place, x, y) in before.items():
        if k is dropped or isinstance(k.place, Pool):
            continue  # (the one dropped, or one sent home)
        if k.place != place:
            return f"{k.piece}, not dropped, went from {place} to {k.place}"
        if isinstance(place, PredicatoreSpace) and abs(k.pos().x() - x) + abs(k.pos().y() - y) > 0.5:
            return f"{k.piece}, not dropped, moved on {place}"
        if place == BISHOP_CARD:
            stayed.append((x, k))
    order = [k for _, k in sorted(stayed, key=lambda e: e[0])]
    if order != sorted(order, key=lambda k: k.pos().x()):
        return f"Kinsmen nobody dropped changed places on the Bishop card: {[k.piece.family for k in order]}"
    return None


def keyboard_move_problem(asked: str, before: Any, after: Any) -> str | None:
    """Enter confirmed the place the status line asked about ("Move to Prestige track space 45?"): the move
    made put the active family's marker (or a piece) there, not on another place (11 typed on the Church
    track was once taken for 1)."""
    from PySide6.QtCore import QCoreApplication

    if before.active is None or len(after.log) <= len(before.log):
        return None
    no_place = QCoreApplication.translate(
        "Board", "{2}. No place {0} for {1}: type another number, or choose with the arrows")
    if re.fullmatch(re.sub(r"\\\{\d\\\}", ".*", re.escape(no_place)), asked, re.DOTALL):
        # (a Kinsman from its pool, "41" typed, was once put on Predicatore space 1 so)
        return f"Enter made a move ({after.log[-1].rule}) right after a number no place has, with no place chosen"
    question = QCoreApplication.translate("Board", "Move to {0}? Enter to confirm, Escape to cancel")
    head, _, tail = question.partition("{0}")
    if not (asked.startswith(head) and asked.endswith(tail)):
        return None
    place = asked[len(head):len(asked) - len(tail)]
    me = after.family(before.active)
    for words, where in (("Prestige track space {0}", me.prestige), ("Church track space {0}", me.church)):
        if place == QCoreApplication.translate("Board", words).format(where):
            return None
        if re.fullmatch(re.escape(QCoreApplication.translate("Board", words)).replace(r"\{0\}", r"\d+"), place):
            return f"Enter confirmed {place!r}, and the move made put it elsewhere ({after.log[-1].rule})"
    return None


def asks_to_move(said: str) -> bool:
    """Whether the status line asks to confirm a place ("Move to …? Enter to confirm, Escape to cancel")."""
    from PySide6.QtCore import QCoreApplication

    question = QCoreApplication.translate("Board", "Move to {0}? Enter to confirm, Escape to cancel")
    head, _, tail = question.partition("{0}")
    return said.startswith(head) and said.endswith(tail)


def typed_place_problem(typed: str, said: str) -> str | None:
    """Digits typed on the board name the place the status line then asks about, with that very number, or
    the status line refuses the number: never another place (11 typed for a Bishop marker once asked about
    Church track space 1, and Enter moved it there)."""
    if not typed or not asks_to_move(said):
        return None
    numbers = re.findall(r"\d+", said)
    if numbers and numbers[0] != str(int(typed)):
        return f"{typed} typed, and the status line asks {said!r}"
    return None
