"""Predict mode's answer on the board: which pieces the question waiting lets the learner carry, and to which
places (the Turn Order markers to the rows of the turn order track; a character's card, or a card just drawn,
to a Life card's column; a Ghost's Captain and Bishop markers to the spaces of their tracks, and a Kinsman of
its pool to a Predicatore space or back to the pool), and where each of them stands while the answer is
composed: where the answer puts it, so that the board and the Predict panel's fields always say the same.

A card just drawn is shown with its name and rounds, which the question gives; nothing else hidden is shown.
Nothing here decides a rule: where the pieces stand is what the learner says, never what the rule does."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF

from ..engine.lessons.predict import Answer, GhostOutcome, Question
from ..engine.model import places
from ..engine.model.asks import Ask
from ..engine.model.places import Place
from ..engine.model.state import GameState
from ..engine.model.types import LIFE_CARDS, LifeCard
from .characters import CARD_SIZE
from .items import BoardItem
from .labels import show_laps
from .layout import layout
from .pieces import KinsmanItem
from .placement import GameItems, on_card, positions

# what a piece offered stands for in the answer: a family (its Turn Order marker), a character (its card),
# or the piece of a Ghost's card's outcome ("captain", "bishop", "kinsman")
Offers = dict[BoardItem, tuple[str, frozenset[Place]]]

LIFE_SPOTS = frozenset(places.life(card) for card in LifeCard)


def offers(items: GameItems, state: GameState, question: Question) -> Offers:
    """The pieces the learner may carry to answer ``question``, asked on ``state``, each with what it stands
    for and the places it may be put on (none for a question answered with clicks)."""
    L = layout()
    ask = question.ask
    if ask is Ask.TURN_ORDER:
        rows = frozenset(places.turn(n) for n in range(1, len(state.turn_order) + 1))
        return {items.turn_markers[f]: (f, rows) for f in state.turn_order}
    if ask in (Ask.CARD_MOVES, Ask.DRAW_UNDER):
        asked = question.given if ask is Ask.DRAW_UNDER else question.answer
        assert isinstance(asked, Mapping)
        return {items.cards[c]: (c, LIFE_SPOTS) for c in asked if c in items.cards}
    if ask is Ask.GHOST_MOVES and question.family is not None:
        ghost = question.family
        found: Offers = {
            items.captain_markers[ghost]: ("captain", frozenset(places.prestige(n) for n in range(L.prestige_spaces))),
            items.bishop_markers[ghost]: ("bishop", frozenset(places.church(n) for n in range(L.church_spaces))),
        }
        kinsman = pool_kinsman(items, ghost)
        if kinsman is not None:
            spaces = frozenset(places.predicatore(n) for n in range(1, L.spaces + 1))
            found[kinsman] = ("kinsman", spaces | {places.pool(ghost)})
        return found
    return {}


def riders(items: GameItems, state: GameState, question: Question) -> dict[BoardItem, tuple[BoardItem, ...]]:
    """What a piece offered carries along: a character's card, its tile when the tile is on it (a card just
    drawn, the tile drawn with it)."""
    if question.ask is Ask.DRAW_UNDER:
        return {items.cards[c]: (items.tiles[c],) for c in question.given if c in items.cards}
    if question.ask is not Ask.CARD_MOVES or not isinstance(question.answer, Mapping):
        return {}
    return {items.cards[c]: (items.tiles[c],) for c in question.answer if state.tile_on_card(c)}


def pool_kinsman(items: GameItems, family: str) -> KinsmanItem | None:
    """The Kinsman of ``family``'s pool a Ghost's card would send out (as the board last placed them)."""
    return next((k for k in items.kinsmen.get(family, []) if k.place == places.pool(family)), None)


def show_answer(items: GameItems, state: GameState, question: Question, composed: Answer | None) -> None:
    """The pieces ``question`` (asked on ``state``) is about, where the answer ``composed`` so far puts them;
    the others as ``state`` has them."""
    ask = question.ask
    if ask is Ask.TURN_ORDER and isinstance(composed, tuple):
        for n, family in enumerate(composed, start=1):
            items.turn_markers[str(family)].setPos(layout().turn_slot(n).center())
    elif ask in (Ask.CARD_MOVES, Ask.DRAW_UNDER):
        under = dict(composed) if isinstance(composed, Mapping) else {}
        _show_cards(items, state, under, question.given if ask is Ask.DRAW_UNDER else {})
    elif ask is Ask.GHOST_MOVES and question.family is not None and isinstance(composed, GhostOutcome):
        _show_ghost(items, state, question.family, composed)


def _show_cards(items: GameItems, state: GameState, under: dict[str, LifeCard], drawn: Mapping[str, int]) -> None:
    """Each character's card in the column the answer gives it (after those that stay there), its tile on it;
    a card just drawn and not yet given a column waits beside the row, shown with the tile drawn with it (R8.7
    puts the two in the row together: the tile names no more than the question does)."""
    L = layout()
    for card in LIFE_CARDS:
        column = [c for c in state.under(card) if under.get(c, card) is card]
        column += [c for c in under if under[c] is card and c not in column]
        for k, character in enumerate(column):
            at = L.character_slot(card, k).center()
            items.cards[character].setPos(at)
            if state.tile_on_card(character) or character in drawn:
                items.tiles[character].setPos(on_card(at))
    waiting = [c for c in drawn if c not in under]
    for k, character in enumerate(waiting):  # two by two, one over the other, at the row's right end
        pair, row = divmod(k, 2)
        at = L.drawn_card_waiting + QPointF(-pair * (CARD_SIZE[0] + 8), row * 50)
        items.cards[character].setPos(at)
        items.tiles[character].setPos(on_card(at))
    for character in drawn:
        items.cards[character].setVisible(True)
        items.tiles[character].setVisible(True)


def _show_ghost(items: GameItems, state: GameState, ghost: str, said: GhostOutcome) -> None:
    """The Ghost's markers on the spaces said (the others' as they stand, fanned beside them), its Kinsman on
    the Predicatore space said (beside a piece already there) or in its pool."""
    kinsman = pool_kinsman(items, ghost)
    said_state = state.with_family(ghost, prestige=max(0, said.captain), church=max(0, said.bishop))
    at = positions(items, said_state)
    for family in state.turn_order:
        for marker in (items.captain_markers[family], items.bishop_markers[family]):
            marker.setPos(at[marker])
    show_laps(items.captain_markers, said_state)
    if kinsman is None:
        return
    if said.kinsman is None or not 1 <= said.kinsman <= len(state.predicatore):
        kinsman.setPos(at[kinsman])
        return
    taken = state.predicatore[said.kinsman - 1] is not None
    kinsman.setPos(layout().predicatore_space(said.kinsman).center() + QPointF(36 if taken else 0, 6))
