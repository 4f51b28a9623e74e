"""Phase 8: the end of the round (R8.1–R8.8, D9), in the order of the rules."""

from __future__ import annotations

from dataclasses import replace

from . import places
from .boarddata import standard_board
from .events import Event, EventKind, Events
from .narrate import plural
from .state import GameState, KinsmanOn, PreacherOn
from .types import CardSide, LifeCard, Muse, Phase

Step = tuple[GameState, Events]


def advance_round(state: GameState, start: GameState) -> Step:
    """R8.1: the round marker moves on; after the last round the game is over."""
    if state.round >= standard_board().last_round:
        event = Event(
            EventKind.GAME_ENDED,
            "R8.1",
            f"Round {state.round} was the last: the game is over, on to the final scoring",
            piece="round_marker",
        )
        return state.evolve(phase=Phase.GAME_OVER, active=None), (event,)
    event = Event(
        EventKind.ROUND_ADVANCED,
        "R8.1",
        f"The round marker moves on to round {state.round + 1}",
        piece="round_marker",
        from_=f"round:{state.round}",
        to=f"round:{state.round + 1}",
    )
    return state.evolve(round=state.round + 1), (event,)


def _over(state: GameState) -> bool:
    return state.phase is Phase.GAME_OVER


def release_detained(state: GameState, start: GameState) -> Step:
    """R8.2: a character detained by the Captain goes back on his card."""
    if _over(state) or state.detained is None:
        return state, ()
    who = state.detained
    card = state.life_card_of(who)
    assert card is not None
    event = Event(
        EventKind.TILE_RETURNED,
        "R8.2",
        f"The Captain releases {state.characters[who].name}: the tile goes back on its card",
        piece=places.tile(who),
        from_="captain_card",
        to=places.life(card),
    )
    return state.evolve(detained=None), (event,)


def kinsmen_home(state: GameState, start: GameState) -> Step:
    """R8.3: Kinsmen on Predicatore spaces and on the Bishop card go home."""
    if _over(state):
        return state, ()
    events: list[Event] = []
    pools: dict[str, int] = {}
    slots = list(state.predicatore)
    for i, occ in enumerate(slots):
        if isinstance(occ, KinsmanOn):
            pools[occ.family] = pools.get(occ.family, 0) + 1
            slots[i] = None
            events.append(_home(state, occ.family, places.predicatore(i + 1), f"Predicatore space {i + 1}"))
    for fam in state.bishop_card:
        pools[fam] = pools.get(fam, 0) + 1
        events.append(_home(state, fam, "bishop_card", "the Bishop card"))
    # One new snapshot for every family and the board together.
    families = tuple(f.evolve(pool=f.pool + pools[f.id]) if f.id in pools else f for f in state.families)
    return state.evolve(families=families, predicatore=tuple(slots), bishop_card=()), tuple(events)


def _home(state: GameState, family: str, source: str, where: str) -> Event:
    return Event(
        EventKind.KINSMAN_RETURNED,
        "R8.3",
        f"{state.name(family)}'s Kinsman leaves {where} for its pool",
        family=family,
        piece=places.kinsman(family),
        from_=source,
        to=places.pool(family),
    )


def preachers_home(state: GameState, start: GameState) -> Step:
    """R8.4: Preacher tiles on Predicatore spaces go back on their cards."""
    if _over(state):
        return state, ()
    events: list[Event] = []
    slots = list(state.predicatore)
    for i, occ in enumerate(slots):
        if isinstance(occ, PreacherOn):
            card = state.life_card_of(occ.character)
            assert card is not None
            slots[i] = None
            events.append(
                Event(
                    EventKind.TILE_RETURNED,
                    "R8.4",
                    f"{state.characters[occ.character].name} leaves Predicatore space {i + 1} "
                    "and goes back on his card",
                    piece=places.tile(occ.character),
                    from_=places.predicatore(i + 1),
                    to=places.life(card),
                )
            )
    return state.evolve(predicatore=tuple(slots)), tuple(events)


def card_one_leaves(state: GameState, start: GameState) -> Step:
    """R8.5: characters under Life card I leave the game, card and tile."""
    if _over(state):
        return state, ()
    leaving = state.under(LifeCard.I)
    events = tuple(
        Event(
            EventKind.CHARACTER_LEFT,
            "R8.5",
            f"{state.characters[c].name} has had his time under Life card I and leaves the game",
            piece=places.card(c),
            from_=places.life(LifeCard.I),
            to="out_of_game",
        )
        for c in leaving
    )
    row = ((),) + state.row[1:]
    return state.evolve(row=row, out_of_game=state.out_of_game + leaving), events


def row_shifts(state: GameState, start: GameState) -> Step:
    """R8.6: every other character card moves down one Life card."""
    if _over(state):
        return state, ()
    events = []
    for card in list(LifeCard)[1:]:
        below = card.below()
        source, target = places.life(card), places.life(below)
        for c in state.under(card):
            events.append(
                Event(
                    EventKind.CARD_SHIFTED,
                    "R8.6",
                    f"{state.characters[c].name} moves down from Life card {card.name} to {below.name}",
                    piece=places.card(c),
                    from_=source,
                    to=target,
                )
            )
    row = state.row[1:] + ((),)
    return state.evolve(row=row), tuple(events)


def draw_replacements(state: GameState, start: GameState) -> Step:
    """R8.7 / D9: one draw per character that left; an empty bag skips draws."""
    if _over(state):
        return state, ()
    wanted = len(start.under(LifeCard.I))
    return draw_into_row(state, wanted, "R8.7")


def draw_into_row(state: GameState, wanted: int, rule: str) -> Step:
    """Draw ``wanted`` tiles from the front of the bag, each card going under
    the Life card matching its rounds, New Artist side up (D1, R8.7, D9)."""
    events: list[Event] = []
    row = list(state.row)
    bag = state.bag
    chars = state.characters
    for _ in range(wanted):
        if not bag:
            break
        drawn, bag = bag[0], bag[1:]
        character = chars[drawn]
        card = LifeCard.for_rounds(character.rounds)
        row[card.value - 1] = row[card.value - 1] + (drawn,)
        if character.side is not CardSide.NEW:
            # Cards in the bag are New side up already, so this copy is rare.
            chars = {**chars, drawn: replace(character, side=CardSide.NEW)}
        events.append(
            Event(
                EventKind.TILE_DRAWN,
                rule,
                f"{character.name} is drawn from the bag; with {plural(character.rounds, 'round')} "
                f"to stay, his card goes under Life card {card.name}, New Artist side up",
                piece=places.card(drawn),
                from_="bag",
                to=places.life(card),
            )
        )
    missing = wanted - len(events)
    if missing:
        events.append(
            Event(
                EventKind.DRAW_SKIPPED,
                "D9",
                f"The bag is empty: {plural(missing, 'draw')} cannot be made and "
                f"{'is' if missing == 1 else 'are'} skipped",
                piece="bag",
            )
        )
    return state.evolve(row=tuple(row), bag=bag, characters=chars), tuple(events)


def muse_returns(state: GameState, start: GameState) -> Step:
    """R8.8: the Muse turns back to Available."""
    if _over(state):
        return state, ()
    text = (
        "The Muse turns back to Available"
        if state.muse is Muse.USED
        else "The Muse was not used this round and stays Available"
    )
    event = Event(
        EventKind.MUSE_TURNED,
        "R8.8",
        text,
        piece="muse",
        from_=state.muse.value,
        to=Muse.AVAILABLE.value,
    )
    return state.evolve(muse=Muse.AVAILABLE), (event,)


PHASE_8 = (
    advance_round,
    release_detained,
    kinsmen_home,
    preachers_home,
    card_one_leaves,
    row_shifts,
    draw_replacements,
    muse_returns,
)
