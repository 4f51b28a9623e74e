"""What the board writes from the state at rest: each piece's name for the
tooltip and the screen reader, each family board's numbers, the laps of a
Captain marker past the track's end, and the labels under the offices, the
Muse, the bag and the out-of-game pile."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.model.state import GameState
from ..engine.model.types import FirstPlayerSide, Muse
from .badges import lap_badge, place_badges
from .board_art import StaticItems, prestige_heading_rect
from .layout import CAPTAIN_MARKER, layout
from .pieces import MarkerItem
from .placement import GameItems


def label_pieces(items: GameItems, state: GameState) -> None:
    """The family boards, the laps, and every marker's name with its number."""
    spaces = layout().prestige_spaces
    show_laps(items.captain_markers, state)
    for n, fid in enumerate(state.turn_order, start=1):
        fam = state.family(fid)
        items.boards[fid].show_family(fam, fid == state.active, n)
        lap = fam.prestige // spaces
        if lap:
            captain_tip = QCoreApplication.translate("Board", "{0}'s Captain marker: {1} (lap {2})").format(
                fam.name, fam.prestige, lap + 1)
        else:
            captain_tip = QCoreApplication.translate("Board", "{0}'s Captain marker: {1}").format(
                fam.name, fam.prestige)
        items.captain_markers[fid].set_tip(captain_tip)
        items.bishop_markers[fid].set_tip(
            QCoreApplication.translate("Board", "{0}'s Bishop marker: Church {1}").format(fam.name, fam.church))
        items.turn_markers[fid].set_tip(QCoreApplication.translate("Board", "{0} plays {1}").format(fam.name, n))


def label_offices_and_supplies(s: StaticItems, state: GameState) -> None:
    """The First Player card's side and holder, the Bishop, the Muse, the bag and the pile out of the game."""
    card = state.first_player_card
    s.cards["first_player_card"].set_svg(
        "captain_card.svg" if card.side is FirstPlayerSide.CAPTAIN else "first_player_card.svg")
    holder = state.name(card.holder) if card.holder else QCoreApplication.translate("Board", "the board")
    if card.side is FirstPlayerSide.CAPTAIN:
        s.texts["first_player_label"].set_text(QCoreApplication.translate("Board", "Captain: {0}").format(holder))
    else:
        s.texts["first_player_label"].set_text(
            QCoreApplication.translate("Board", "First Player: {0}").format(holder))
    bishop = state.name(state.bishop) if state.bishop else QCoreApplication.translate("Board", "nobody")
    s.texts["bishop_label"].set_text(QCoreApplication.translate("Board", "Bishop: {0}").format(bishop))
    s.svgs["muse"].set_svg("muse_available.svg" if state.muse is Muse.AVAILABLE else "muse_used.svg")
    s.texts["muse_label"].set_text(QCoreApplication.translate("Board", "Muse: available")
                                   if state.muse is Muse.AVAILABLE
                                   else QCoreApplication.translate("Board", "Muse: used"))
    s.texts["bag_label"].set_text(QCoreApplication.translate("Board", "Bag: {0}").format(len(state.bag)))
    s.texts["out_label"].set_text(
        QCoreApplication.translate("Board", "Out of game: {0}").format(len(state.out_of_game)))
    s.texts["life_heading"].set_text(QCoreApplication.translate("Board", "Life in Florenza"))


def show_round(s: StaticItems, round_marker: MarkerItem, round_: int) -> None:
    """The round written beside the track, and the round marker's name."""
    s.texts["round_label"].set_text(
        QCoreApplication.translate("Board", "Round {0} of {1}").format(round_, layout().rounds))
    round_marker.set_tip(QCoreApplication.translate("Board", "Round marker: round {0}").format(round_))


def show_laps(captain_markers: dict[str, MarkerItem], state: GameState) -> None:
    """Each Captain marker past the track's end carries its laps ("+40"),
    placed in turn order (as the markers are fanned) where it covers no
    letter and no other badge (:mod:`.badges`), from where the markers stand."""
    spaces = layout().prestige_spaces
    wanted: list[tuple[MarkerItem, str, bool]] = []
    for fid in state.turn_order:
        marker = captain_markers[fid]
        # the left one of two abreast (a crowd's fan): its badge goes on its left first
        left = any(other is not marker and other.pos().y() == marker.pos().y()
                   and 0 < other.pos().x() - marker.pos().x() <= CAPTAIN_MARKER for other in captain_markers.values())
        wanted.append((marker, lap_badge(state.family(fid).prestige // spaces * spaces), left))
    shown = [(m.pos(), text, left) for m, text, left in wanted if text]
    rects = iter(place_badges(shown, [m.pos() for m in captain_markers.values()], layout().lap_badge_span,
                              [prestige_heading_rect()]))
    for marker, text, _left in wanted:
        marker.set_badge(text, marker.mapRectFromScene(next(rects)) if text else None)
