"""The scenario editor: place any piece anywhere, then save the position as
a new scenario. Only the saved-game invariants of FORMAT.md are checked
(turn rules are not): a broken position is refused, naming its field."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QPointF
from PySide6.QtWidgets import QWidget

from ..board.layout import layout
from ..board.scene import BoardScene
from ..engine.files import editor
from ..engine.files.readfile import SaveError
from ..engine.model.boarddata import standard_board
from ..engine.model.filereasons import FileProblem
from ..engine.model.places import (
    BISHOP_CARD_PIECE,
    FIRST_PLAYER_CARD,
    ROUND_MARKER,
    EditorPiece,
    EditorTarget,
    HeldBy,
    RoundSpace,
    held_by,
)
from ..engine.model.state import GameState, LessonAsk
from ..engine.model.types import LifeCard
from ..engine.rules.targets import (
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
    candidate_targets,
)
from ..qt.language import character_text, file_reason, violation_words, write_reason
from ..qt.savefile import write_file
from ..qt.session import Session
from .autosave import data_dir
from .limits import editor_stops


def user_scenarios_dir() -> Path:
    path = data_dir() / "scenarios"
    path.mkdir(parents=True, exist_ok=True)
    return path


def free_edit(state: GameState, piece: Piece | EditorPiece, target: Target | EditorTarget | None,
              slot: int | None = None) -> GameState | None:
    """The position after putting ``piece`` on ``target``, with no turn rule; ``slot``: the place on the
    Bishop card a Kinsman taken off it stood in (:func:`bishop_slot_left`)."""
    match piece, target:
        case CaptainMarkerPiece(family=f), PrestigeSpace(position=p):
            return editor.set_prestige(state, f, p)
        case BishopMarkerPiece(family=f), ChurchSpace(space=s):
            return editor.set_church(state, f, s)
        case KinsmanPiece(family=f, at=at), PredicatoreSpace() | BishopCardSpot() as place:
            return editor.move_kinsman(state, f, at, place, slot)
        case KinsmanPiece(family=f, at=at), Pool(family=g) if f == g:
            return editor.move_kinsman(state, f, at, target, slot)
        case TilePiece(character=c), PredicatoreSpace() | CaptainCard() as place:
            return editor.put_tile(state, c, place)
        case TilePiece(character=c), LifeCardSpot(card=card):
            return editor.move_card(editor.put_tile(state, c, None), c, card)
    return office_edit(state, piece, target)


def bishop_slot_left(state: GameState, piece: object, picked_up_at: QPointF | None) -> int | None:
    """The place on the Bishop card a Kinsman taken off it was picked up from (the card lists its Kinsmen
    by family only: two of a family are told apart by where each stands); None for any other piece."""
    if not (isinstance(piece, KinsmanPiece) and isinstance(piece.at, BishopCardSpot)) or picked_up_at is None:
        return None
    slots = layout()
    return min(range(len(state.bishop_card)), default=None,
               key=lambda k: (slots.bishop_slot(k).center() - picked_up_at).manhattanLength())


def office_edit(state: GameState, piece: object, target: object) -> GameState | None:
    """An office's card handed to a family (R7.1b, R7.2c; the Bishop card to its holder: Cardinal again,
    R7.3) or put back on its place on the board (nobody holds the office), the round marker moved."""
    match piece, target:
        case _ if piece == FIRST_PLAYER_CARD and isinstance(target, HeldBy):
            return editor.set_captain(state, target.family)
        case _ if piece == FIRST_PLAYER_CARD and isinstance(target, CaptainCard):
            return editor.set_captain(state, None)
        case _ if piece == BISHOP_CARD_PIECE and isinstance(target, HeldBy):
            return editor.bishop_card_to(state, target.family)
        case _ if piece == BISHOP_CARD_PIECE and isinstance(target, BishopCardSpot):
            return editor.set_bishop(state, None)
        case _ if piece == ROUND_MARKER and isinstance(target, RoundSpace):
            return editor.set_round(state, target.round)
    return None


def editor_targets(state: GameState, piece: Piece | EditorPiece) -> frozenset[Target | EditorTarget]:
    """Where the editor lets ``piece`` go: a piece of play, anywhere its field holds it; an office's card,
    in front of any family or back on its place; the round marker, on any round."""
    families = frozenset(held_by(f.id) for f in state.families)
    if piece == FIRST_PLAYER_CARD:
        return families | {CaptainCard()}
    if piece == BISHOP_CARD_PIECE:
        return families | {BishopCardSpot()}
    if piece == ROUND_MARKER:
        return frozenset(RoundSpace(n) for n in range(1, standard_board().last_round + 1))
    if not isinstance(piece, (CaptainMarkerPiece, BishopMarkerPiece, KinsmanPiece, TilePiece)):
        return frozenset()
    targets: set[Target | EditorTarget] = set(candidate_targets(state, piece))
    if isinstance(piece, TilePiece):
        targets |= {LifeCardSpot(card) for card in LifeCard}
    if isinstance(piece, KinsmanPiece):  # (from anywhere to any of a Kinsman's places, as the mouse may put it)
        targets |= {PredicatoreSpace(i) for i in range(1, len(state.predicatore) + 1)}
        targets |= {place for place in (BishopCardSpot(), Pool(piece.family)) if place != piece.at}
    return frozenset(targets)


def where_it_may_go(piece: Piece | EditorPiece) -> str:
    """Why the editor refuses a drop: the FORMAT.md field that holds this
    kind of piece, and the places that field allows."""
    match piece:
        case CaptainMarkerPiece():
            return QCoreApplication.translate(
                "Editor", "families[].prestige: a Captain marker stands on the Prestige track")
        case BishopMarkerPiece():
            return QCoreApplication.translate(
                "Editor", "families[].church: a Bishop marker stands on the Church Influence track")
        case KinsmanPiece():
            return QCoreApplication.translate(
                "Editor", "pool, predicatore, bishop_card: a Kinsman stands in its own family's pool, "
                "on a Predicatore space or on the Bishop card")
        case TilePiece():
            return QCoreApplication.translate(
                "Editor", "row, predicatore, detained: a character's tile stands on its card under a Life card, "
                "on a Predicatore space or on the Captain card")
    if piece == FIRST_PLAYER_CARD:
        return QCoreApplication.translate(
            "Editor", "captain, first_player_card: the Captain card goes in front of a family, or back on its place")
    if piece == BISHOP_CARD_PIECE:
        return QCoreApplication.translate(
            "Editor", "bishop, families[].cardinal: the Bishop card goes in front of a family (in front of its "
            "holder: Cardinal once more, R7.3), or back on its place")
    if piece == ROUND_MARKER:
        return QCoreApplication.translate("Editor", "round: the round marker stands on the round track")
    return QCoreApplication.translate("Editor", "that piece cannot be put there")


class ScenarioEditor(QObject):
    """While editing, drops on the board place pieces freely; the position
    being edited is the session's game."""

    def __init__(self, session: Session, scene: BoardScene, parent: QWidget,
                 tell: Callable[[str, int], None]) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        self.parent_widget = parent
        self.tell = tell
        self.last_refusal = ""

    @property
    def active(self) -> bool:
        return self.session.mode.editing

    @property
    def state(self) -> GameState:
        return self.session.state

    @staticmethod
    def banner() -> str:
        """What the window's banner says while the editor is open."""
        return QCoreApplication.translate(
            "Editor", "Scenario editor: drag any piece anywhere. Demo ▸ Save as scenario when done.")

    def start(self) -> bool:
        """Open the editor on the position at rest; in play, never past a point of no return (the session's), and
        never on a review (it shows an end of round already played)."""
        held = self.session.review_refusal
        if held is not None:
            self.session.refuse(held)  # (the status line says it, as it says every refusal)
            return False
        rule = self.session.editor_blocked_by
        if rule is not None:
            self.tell(editor_stops(rule), 8000)
            return False
        return self.session.start_editing()

    def stop(self) -> bool:
        """Enter play with the edited position, or refuse it naming the field."""
        error = self.session.stop_editing()
        if error is None:
            return True
        self._refuse(what_is_wrong(error, self.session.state),
                     QCoreApplication.translate("Editor", "Cannot play this position: {0}"))
        return False

    def _refuse(self, what: str, form: str) -> None:
        self.last_refusal = what
        # FORMAT names FORMAT.md, as a rule id names RULES.md: not translated
        self.scene.bubble.show_message(QPointF(800, 450), "FORMAT", form.format(what))
        self.tell(form.format(what), 10000)

    def cancel(self) -> bool:
        """Leave the editor with the game it was opened on, as it was then."""
        return self.session.cancel_editing()

    def drop(self, piece: Piece | EditorPiece, target: Target | EditorTarget | None, where: QPointF) -> None:
        state = self.session.state
        after = free_edit(state, piece, target, bishop_slot_left(state, piece, self.scene.picked_up_at()))
        if after is None:
            # FORMAT names FORMAT.md, as a rule id names RULES.md: not translated
            self.last_refusal = where_it_may_go(piece)
            self.scene.snap_back(piece, "FORMAT", self.last_refusal, where)
            return
        if after == self.session.state:
            self.scene.sync(after)  # put back where it stood: nothing to undo
            return
        refused = editor.refused_edit(self.session.state, after) if office_edit(self.session.state, piece, target) \
            else None
        if refused is not None:
            self.last_refusal = what_is_wrong(refused, after)
            self.scene.snap_back(piece, "FORMAT", self.last_refusal, where)
            self.tell(QCoreApplication.translate("Editor", "Not done: {0}").format(self.last_refusal), 10000)
            return
        self.session.edit(after)

    def apply(self, after: GameState) -> bool:
        """An edit from the Families table: made, or refused naming the field and the rule it would break
        (on the board and below it) if the position was one a file could hold and would be one no more."""
        before = self.session.state
        if after == before:
            return True
        refused = editor.refused_edit(before, after)
        if refused is not None:
            self._refuse(what_is_wrong(refused, after), QCoreApplication.translate("Editor", "Not done: {0}"))
            return False
        return self.session.edit(after).ok

    def save_as_scenario(self, title: str, description: str, folder: Path | None = None,
                         keep_lesson: bool = False, asks: tuple[LessonAsk, ...] | None = None,
                         intro: str | None = None, closing: str | None = None) -> Path | None:
        """Validate against FORMAT.md and write the scenario: a lesson's position as a lesson of its own, unless
        ``keep_lesson`` (``editor.describe``), with, each one given, the questions Predict mode asks, its
        introduction and the closing paragraph; on a broken position, say which field and why, and write
        nothing."""
        title = title.strip() or QCoreApplication.translate("Editor", "Untitled scenario")
        state = editor.describe(self.session.state, title, description.strip(), keep_lesson, asks,
                                None if intro is None else intro.strip(), None if closing is None else closing.strip())
        try:
            checked = editor.validate(state)
        except SaveError as exc:
            self._refuse(what_is_wrong(exc, state), QCoreApplication.translate("Editor", "Not saved: {0}"))
            return None
        title = checked.scenario.title if checked.scenario else state.scenario.title if state.scenario else ""
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-") or "scenario"
        target = (folder or user_scenarios_dir()) / f"{slug}.json"
        n = 2
        while target.exists():
            target = target.with_name(f"{slug}-{n}.json")
            n += 1
        from ..engine.files import saves

        try:
            write_file(str(target), saves.dumps(checked))
        except OSError as exc:
            self._refuse(f"{target}: {write_reason(exc)}", QCoreApplication.translate("Editor", "Not saved: {0}"))
            return None
        self.session.mark_edit_saved()
        self.tell(QCoreApplication.translate("Editor", "Saved the scenario {0}").format(target), 8000)
        return target

    def ask_and_save(self) -> None:
        from .scenario_dialog import SaveScenarioDialog  # (its dialog classes are imported when first asked for)

        dialog = SaveScenarioDialog(self.parent_widget, self.session.state)
        dialog.accepted.connect(
            lambda: self.save_as_scenario(dialog.title.text(), dialog.description.toPlainText(),
                                          keep_lesson=dialog.keep.isChecked(), asks=dialog.chosen(),
                                          intro=dialog.intro.toPlainText(), closing=dialog.closing.toPlainText()))
        dialog.open()
        self.dialog = dialog


def what_is_wrong(error: SaveError, state: GameState) -> str:
    """A refused position in the interface's language: the field and why, or,
    for a position no game could reach, its broken invariants (typed), each
    worded in the language with the families and characters named as the
    board names them ("position" is no field to name)."""
    broken = error.why.get("broken") if error.why.kind is FileProblem.POSITION else None
    if not isinstance(broken, tuple):
        return f"{error.path}: {file_reason(error)}"
    names = {"family": {f.id: f.name for f in state.families},
             "character": {cid: character_text(c.name) for cid, c in state.characters.items()}}
    return "; ".join(violation_words(v, names) for v in broken)
