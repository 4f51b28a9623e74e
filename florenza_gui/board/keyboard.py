"""Every move from the keyboard: select a piece, choose a target, confirm.

Tab / Shift+Tab select the next or previous piece the player may move: the
family's own pieces first, in screen order, then the character tiles; a
family's Kinsmen standing together (in a pool, on the Bishop card) are one
stop, named with their count. Enter picks the piece up and lights the places
it may go, the place it stands on chosen first; the arrow keys (or Tab)
choose among those places, or digits typed choose the numbered space (a
track's, a Predicatore space); a Captain marker's arrows go on round the
Prestige track past its last printed space, and any number typed is its
space (45 is printed space 5 one lap on: the track has no end); Enter confirms; Escape puts it back. Escape
keeps the place in the Tab cycle: the next Tab goes on from the piece that
was selected, and Enter selects that piece again. Space is the Step key of the end of a round, never a move:
pressed on the board once the round has ended, it does nothing. A drop the
engine refuses leaves the piece picked up, the same place chosen, so that
another place can be chosen at once. M uses the Muse; F flips the card of
the selected character's tile. The move then goes to the engine exactly as
a mouse drop does, and a place typed that no move reaches is refused by the
engine's rule, as a drop of the mouse there is.

Where the keyboard is wears a thick ring (:mod:`.ring`): the piece selected
(each Kinsman of a stop), the place chosen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from ..engine.model.places import Fixed, HeldBy, PrestigeSpace, RoundSpace
from ..engine.rules.targets import CaptainMarkerPiece, check_drop, check_typed_space, why_stuck
from ..qt.language import reason
from ..qt.refusalwords import refused_line
from .characters import TileItem
from .droptargets import lap_of
from .items import PieceItem, TargetItem
from .pieces import KinsmanItem
from .stage import Board
from .targetnames import describe_target, target_number

DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(10)}


def _screen_order(item: PieceItem | TargetItem) -> tuple[float, float]:
    return item.pos().y() // 40, item.pos().x()


class KeyboardMover(QObject):
    announced = Signal(str)  # what is selected now, for the status bar and screen readers
    muse_pressed = Signal()  # M: use the Muse (M8)
    flip_pressed = Signal(str)  # F: flip the card of the selected tile's character (M9)

    def __init__(self, board: Board, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.selected: PieceItem | None = None
        self.picked = False
        self.target_index = 0
        self.choices: list[TargetItem] = []
        self.typed = ""  # the digits typed for a numbered place
        self._typed_target: TargetItem | None = None  # the place they name, when no lit place is it
        self._laps = 0  # a Captain marker's laps round the track beyond its own, for the space chosen
        self._own_place: int | None = None  # the index among the choices of the place the piece stands on
        self.dropping = False  # a place confirmed is being dropped on
        self._refusal: tuple[str, str] | None = None  # (rule, reason) of the drop being confirmed
        self._place: tuple[PieceItem, str | None] | None = None  # the last piece selected, and whose turn it was
        self._put_back = False  # Escape put the piece at ``_place`` back: Enter selects it again

    # -- the Tab cycle's stops ----------------------------------------------------------------------
    def stops(self) -> list[list[PieceItem]]:
        """The pieces the player may move, as Tab goes round them: one stop for
        a family's Kinsmen standing together, each other piece a stop of its own."""
        pieces = [i for i in self.board.pieces() if i.draggable and i.isVisible()]
        pieces.sort(key=lambda i: (isinstance(i, TileItem), *_screen_order(i)))
        stops: list[list[PieceItem]] = []
        together: dict[tuple[str, object], list[PieceItem]] = {}
        for item in pieces:
            if isinstance(item, KinsmanItem) and item.place is not None:
                key = (item.family, item.place)
                if key in together:
                    together[key].append(item)
                    continue
                together[key] = [item]
                stops.append(together[key])
            else:
                stops.append([item])
        return stops

    def movable(self) -> list[PieceItem]:
        """The first piece of each stop."""
        return [stop[0] for stop in self.stops()]

    def _stop_of(self, item: PieceItem | None, stops: list[list[PieceItem]]) -> int | None:
        return next((i for i, stop in enumerate(stops) if item in stop), None)

    # -- keys ---------------------------------------------------------------------------------------------
    def handle(self, event: QKeyEvent) -> bool:
        key = event.key()
        if self.board.locked:
            return False
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not self.picked:
            self._select(-1 if key == Qt.Key.Key_Backtab else 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.selected is None:
                self._select(0 if self._put_back else 1)
            elif not self.picked:
                self._pick()
            elif self._typed_target is None and self.target_index < 0:
                self.announced.emit(QCoreApplication.translate(
                    "Board", "No place chosen for {0}: type a number, or choose with the arrows").format(
                    self.selected.accessible_name()))
            else:
                self._confirm()
            return True
        if key in DIGITS and self.selected is not None:
            if not self.picked:
                self._pick()
            if self.picked:
                self._type(DIGITS[key])
            return True
        if self.picked and key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
            self._choose(1)
            return True
        if self.picked and key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Backtab):
            self._choose(-1)
            return True
        if key == Qt.Key.Key_M and not self.picked:
            self.muse_pressed.emit()  # M8 from the keyboard (the window says what it did, and how to undo it)
            return True
        if key == Qt.Key.Key_F and not self.picked and isinstance(self.selected, TileItem):
            self.flip_pressed.emit(self.selected.character)  # M9 from the keyboard
            return True
        if key == Qt.Key.Key_Escape and (self.picked or self.selected):
            self.cancel()
            self._put_back = True
            return True
        return False

    def _select(self, step: int) -> None:
        """The stop ``step`` on from the one selected (or from the last one selected, on the same player's
        turn; 0: that one again)."""
        self._put_back = False
        stops = self.stops()
        if not stops:
            self.announced.emit(QCoreApplication.translate("Board", "No piece can move now"))
            return
        index = self._stop_of(self.selected, stops)
        if index is None and self._place is not None:
            item, turn = self._place  # after Escape, Tab goes on from there (on the same player's turn)
            index = self._stop_of(item, stops) if turn == self._turn() else None
        if index is None:
            index = -1 if step > 0 else 0
        stop = stops[(index + step) % len(stops)]
        self._mark(stop)
        name = stop[0].accessible_name()
        if len(stop) > 1:
            self.announced.emit(QCoreApplication.translate(
                "Board", "Selected {0} ({1} there); press Enter to pick one up").format(
                name, len(stop)))
        else:
            self.announced.emit(QCoreApplication.translate(
                "Board", "Selected {0}; press Enter to pick it up").format(name))

    def _turn(self) -> str | None:
        state = self.board.state
        return state.active if state is not None else None

    def _mark(self, stop: list[PieceItem] | None) -> None:
        for item in self.board.pieces():
            if item.keyed:
                item.set_keyed(False)
        self.selected = stop[0] if stop else None
        for item in stop or []:
            item.set_keyed(True)
        if self.selected is not None:
            self._place = (self.selected, self._turn())

    # -- choosing a place ----------------------------------------------------------------------------------------
    def _pick(self) -> None:
        assert self.selected is not None
        self._mark([self.selected])  # the one picked up, not the others standing with it
        self.board.piece_picked_by_keyboard(self.selected)
        self.choices = self._lit()
        if not self.choices:
            why = self._why_stuck(self.selected)
            self.announced.emit(QCoreApplication.translate("Board", "{0} cannot move anywhere now. {1}").format(
                self.selected.accessible_name(), why) if why else QCoreApplication.translate(
                "Board", "{0} cannot move anywhere now").format(self.selected.accessible_name()))
            self.board.clear_targets()
            return
        self.picked = True
        here = self.selected.scenePos()
        self._own_place = next((i for i, t in enumerate(self.choices) if t.lit_area().contains(here)), None)
        self.target_index = self._own_place or 0  # (a number no place has sends the choice back to it, or to none)
        self._choose(0)

    def _why_stuck(self, item: PieceItem) -> str:
        """The engine's refusals of every place the piece's moves reach, each headed by its rule id
        ("M6: …. M7: …"; the sentence before them already says the piece is refused)."""
        state, piece = self.board.state, item.piece
        if state is None or piece is None or isinstance(piece, Fixed):  # (an office's card: only the editor moves it)
            return ""
        return ". ".join(f"{v.rule}: {reason(v)}" for v in why_stuck(state, piece))

    def _lit(self) -> list[TargetItem]:
        return sorted((t for t in self.board.registry.targets if t.lit), key=_screen_order)

    def _show_choice(self, chosen: TargetItem) -> None:
        piece = self.selected.piece if self.selected is not None else None
        place = self.board.on_its_lap(piece, chosen.target, self._laps)
        round_the_track = self._round_the_track()
        for t in (*self.choices, *([self._typed_target] if self._typed_target is not None else [])):
            t.set_keyed(t is chosen)  # (a space past the track's end wears its laps, as a marker there does)
            t.set_lap(lap_of(place) if t is chosen and round_the_track else "")
        self.announced.emit(QCoreApplication.translate(  # (a pool by its family's name, as the place names it)
            "Board", "Move to {0}? Enter to confirm, Escape to cancel").format(describe_target(place, chosen.names)))

    def _choose(self, step: int) -> None:
        self._unkey(self._typed_target)
        self.typed, self._typed_target = "", None
        index = self.target_index + step if self.target_index >= 0 else (0 if step >= 0 else len(self.choices) - 1)
        if self._round_the_track() and not 0 <= index < len(self.choices):
            # past the last printed space, the next lap's first (and back before the first, while a lap is left)
            piece, last = self.selected.piece if self.selected is not None else None, self.choices[-1].target
            laps = self._laps + (1 if index > 0 else -1)
            if self.board.on_its_lap(piece, last, laps) != self.board.on_its_lap(piece, last, self._laps):
                self._laps = laps  # (not below the track's start: before space 0 there, the last space again)
        self.target_index = index % len(self.choices)
        self._show_choice(self.choices[self.target_index])

    def _round_the_track(self) -> bool:
        """Whether the piece picked up is a Captain marker choosing among the Prestige track's spaces (which
        go on round the track: M1 takes any position from 0 up)."""
        piece = self.selected.piece if self.selected is not None else None
        return isinstance(piece, CaptainMarkerPiece) and bool(self.choices) and all(
            isinstance(t.target, PrestigeSpace) for t in self.choices)

    def _unkey(self, item: TargetItem | None) -> None:
        if item is not None:
            item.set_keyed(False)

    def _type(self, digit: int) -> None:
        """A digit typed while a piece is picked up: the place of that number
        (on a track, the space the marker's lap gives that number), lit or not.
        A number no place has ("11" on the Church track) is refused by the rule
        of the piece's moves, and the place chosen goes back to the piece's own,
        or to none where it stands on none of them (a Kinsman in its pool): Enter
        then moves nothing. The next digit starts a new number."""
        typed = self.typed + str(digit)
        found = self._numbered(int(typed))
        if found is None:
            self.typed = ""
            self._unkey(self._typed_target)
            self._typed_target = None
            if self.choices:  # (from a pool, none: -1, and Enter moves nothing until a place is chosen)
                self.target_index = -1 if self._own_place is None else self._own_place
                for i, t in enumerate(self.choices):
                    t.set_keyed(i == self.target_index)
            self.announced.emit(QCoreApplication.translate(
                "Board", "{2}. No place {0} for {1}: type another number, or choose with the arrows").format(
                typed, self.selected.accessible_name() if self.selected is not None else "",
                self._no_place(int(typed))))
            return
        self.typed = typed
        self._unkey(self._typed_target)
        if found in self.choices:
            self.target_index, self._typed_target = self.choices.index(found), None
        else:
            self._typed_target = found  # (Enter is refused by the engine, as the line says at once)
        self._show_choice(found)
        refusal = self._refusal_there(found) if found not in self.choices else ""
        if refusal:  # a place no move reaches: why, as soon as its number is typed
            piece = self.selected.piece if self.selected is not None else None
            self.announced.emit(QCoreApplication.translate(
                "Board", "{0}: {1}. Type another number, or choose with the arrows").format(
                describe_target(self.board.on_its_lap(piece, found.target, self._laps), found.names), refusal))

    def _refusal_there(self, place: TargetItem) -> str:
        """Why the piece picked up may not go to ``place`` (the engine's refusal in a line; "" if it may)."""
        state = self.board.state
        piece = self.selected.piece if self.selected is not None else None
        target = self.board.on_its_lap(piece, place.target, self._laps)
        if state is None or piece is None or isinstance(piece, Fixed) or isinstance(target, (HeldBy, RoundSpace)):
            return ""  # (the editor's places: any piece may go to any of them)
        _, verdict = check_drop(state, piece, target)
        return "" if verdict.ok else refused_line(str(verdict.rule), reason(verdict))

    def _no_place(self, number: int) -> str:
        """Why no place has the number typed: the rule of the piece's moves (M3, M6: how many spaces there are)."""
        state = self.board.state
        piece = self.selected.piece if self.selected is not None else None
        if state is None or piece is None or isinstance(piece, Fixed):
            return ""
        verdict = check_typed_space(state, piece, number)
        return refused_line(str(verdict.rule), reason(verdict))

    def _numbered(self, number: int) -> TargetItem | None:
        """The place numbered ``number`` of the kind the piece picked up may go to (a Captain marker's:
        the printed space that stands for ``number`` on its lap, the laps round the track it takes kept)."""
        piece = self.selected.piece if self.selected is not None else None
        kinds = {type(t.target) for t in self.choices}
        spaces = [t for t in self.board.registry.targets if type(t.target) in kinds and t.isVisible()]
        if self._round_the_track():
            for t in spaces:
                on_lap = target_number(self.board.on_its_lap(piece, t.target))
                if on_lap is not None and (number - on_lap) % len(spaces) == 0:
                    laps = (number - on_lap) // len(spaces)
                    if target_number(self.board.on_its_lap(piece, t.target, laps)) == number:
                        self._laps = laps
                        return t
            return None
        return next((t for t in spaces if target_number(self.board.on_its_lap(piece, t.target)) == number), None)

    def _confirm(self) -> None:
        assert self.selected is not None
        typed = self._typed_target
        chosen = typed or self.choices[self.target_index]
        item, index, laps = self.selected, self.target_index, self._laps
        self.cancel(silent=True)
        self._refusal = None
        self.dropping = True  # (a move it makes is said, for whoever cannot see the board)
        try:
            self.board.keyboard_drop(item, chosen, laps)
        finally:
            self.dropping = False
        refusal, self._refusal = self._refusal, None
        if refusal is not None and item.scene() is self.board and item.isVisible():
            self._pick_again(item, index, *refusal, typed=typed)
            self._laps = laps if self.picked else 0

    def drop_refused(self, rule: str, reason: str) -> None:
        """The board tells of a refused drop (the mouse's or the keyboard's)."""
        self._refusal = (rule, reason)

    def _pick_again(self, item: PieceItem, index: int, rule: str, reason: str,
                    typed: TargetItem | None = None) -> None:
        """After a refusal the piece stays picked up, on the place it was
        refused, so that the player chooses another (Escape still cancels)."""
        self._mark([item])
        said = self.board.bubble.isVisible()
        self.board.piece_picked_by_keyboard(item)  # (which hides the bubble, as a new drag should)
        self.board.bubble.setVisible(said)  # the refusal stays where the player looks
        self.choices = self._lit()
        if not self.choices:
            self.cancel(silent=True)
            return
        self.picked = True
        self.target_index = min(index, len(self.choices) - 1)
        self._typed_target = typed if typed is not None and typed.scene() is not None else None
        chosen = self._typed_target or (self.choices[self.target_index] if self.target_index >= 0 else None)
        if chosen is not None:  # (none, after a number no place has: Enter waits for a choice)
            chosen.set_keyed(True)
        self.announced.emit(QCoreApplication.translate(
            "Board", "{0}. Still picked up: {1}. Choose another place, Enter to confirm, Escape to cancel").format(
            refused_line(rule, reason), item.accessible_name()))

    def cancel(self, silent: bool = False) -> None:
        self._put_back = False
        self._laps = 0
        for t in (*self.choices, *([self._typed_target] if self._typed_target is not None else [])):
            t.set_lap("")
        for t in self.choices:
            t.set_keyed(False)
        self._unkey(self._typed_target)
        self.choices, self.typed, self._typed_target = [], "", None
        self.picked = False
        self._mark(None)
        self.board.clear_targets()
        if not silent:
            self.announced.emit(QCoreApplication.translate("Board", "Cancelled"))
