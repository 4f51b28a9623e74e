"""Free placement for the scenario editor: a teacher puts any piece anywhere.

No turn rule is checked here; ``validate`` checks only the saved-game
invariants of FORMAT.md (by the same code that reads a file), so a position
that could not be saved is refused with its JSON path and reason."""

from __future__ import annotations

from dataclasses import replace

from ..model.filereasons import FileProblem, Why, why
from ..model.log import Log
from ..model.places import BishopCardSpot, CaptainCard, KinsmanPlace, Pool, PredicatoreSpace
from ..model.state import FirstPlayerCard, GameState, KinsmanOn, LessonAsk, PreacherOn, Scenario
from ..model.types import FirstPlayerSide, LifeCard, Phase
from .readfile import SaveError


def set_prestige(state: GameState, family: str, position: int) -> GameState:
    return state.with_family(family, prestige=max(0, position))


def set_church(state: GameState, family: str, space: int) -> GameState:
    return state.with_family(family, church=space)


def set_round(state: GameState, round_: int) -> GameState:
    return replace(state, round=round_)


def set_cardinal(state: GameState, family: str, titles: int) -> GameState:
    """R7.3: how many times ``family`` has been made Cardinal (a count kept; below 0 is refused on save)."""
    return state.with_family(family, cardinal=titles)


def set_counts(state: GameState, family: str, resources: int, fiorini: int) -> GameState:
    return state.with_family(family, resources=resources, fiorini=fiorini)


def set_captain(state: GameState, family: str | None) -> GameState:
    """The Captain of the People (R7.1): ``family`` holds the First Player card on its Captain side
    (R7.1b); with nobody Captain (None) the card shows its First Player side, held as it was (D3)."""
    if family is not None:
        return replace(state, captain=family, first_player_card=FirstPlayerCard(FirstPlayerSide.CAPTAIN, family))
    card = FirstPlayerCard(FirstPlayerSide.FIRST_PLAYER, state.first_player_card.holder)
    return replace(state, captain=None, first_player_card=card)


def set_first_player(state: GameState, family: str | None) -> GameState:
    """The First Player card on its First Player side, held by ``family`` (R7.5), so nobody is Captain:
    the Captain holds the card (R7.1b). None leaves it in nobody's hands, which only Phase 7 allows."""
    return replace(state, captain=None, first_player_card=FirstPlayerCard(FirstPlayerSide.FIRST_PLAYER, family))


def set_bishop(state: GameState, family: str | None) -> GameState:
    """The Bishop (R7.2): ``family`` holds the Bishop card (R7.2c); None, the card is back on the board (D4)."""
    return replace(state, bishop=family)


def set_offices(state: GameState, family: str, captain: bool, bishop: bool, first_player: bool) -> GameState:
    """``family``'s offices as the Families table sets them: Captain (holding the First Player card on its
    Captain side, R7.1b) or holding it on its First Player side, and Bishop. An office taken from it is held
    by nobody; the First Player card taken from it is in nobody's hands, which a position at rest refuses
    (R7.5: it is always held) until another family is given it."""
    card = state.first_player_card
    if captain:
        state = set_captain(state, family)
    elif first_player:
        state = set_first_player(state, family)
    elif state.captain == family:
        state = set_captain(state, None)  # the card stays in front of it, turned to its First Player side
    elif card.holder == family:
        state = set_first_player(state, None)
    if bishop:
        return set_bishop(state, family)
    return set_bishop(state, None) if state.bishop == family else state


def bishop_card_to(state: GameState, family: str) -> GameState:
    """The Bishop card handed to ``family``: it becomes Bishop (R7.2c), or, holding the card already, it is
    re-elected and becomes Cardinal once more (R7.3)."""
    if state.bishop == family:
        return set_cardinal(state, family, state.family(family).cardinal + 1)
    return set_bishop(state, family)


def _lift_kinsman(state: GameState, family: str, source: KinsmanPlace | None, slot: int | None) -> GameState:
    """Take one of ``family``'s Kinsmen off ``source`` (None: its pool); off the Bishop card, the one in
    ``slot`` if it is the family's, else the family's first."""
    match source:
        case BishopCardSpot():
            card = list(state.bishop_card)
            if slot is not None and 0 <= slot < len(card) and card[slot] == family:
                del card[slot]  # (the others keep their order: none of them moves on the card)
            else:
                card.remove(family)
            return replace(state, bishop_card=tuple(card))
        case PredicatoreSpace(space=space):
            slots = list(state.predicatore)
            slots[space - 1] = None
            return replace(state, predicatore=tuple(slots))
    return state.with_family(family, pool=state.family(family).pool - 1)


def move_kinsman(state: GameState, family: str, source: KinsmanPlace | None, target: KinsmanPlace | Pool,
                 slot: int | None = None) -> GameState:
    """Move a Kinsman between its pool (None or ``Pool``), a Predicatore space and the Bishop card;
    ``slot``: which of the Bishop card's places it left, when it leaves the card (None: its family's first)."""
    if source == target or (source is None and isinstance(target, Pool)):
        return state
    state = _lift_kinsman(state, family, source, slot)
    match target:
        case BishopCardSpot():
            return replace(state, bishop_card=state.bishop_card + (family,))
        case PredicatoreSpace(space=space):
            if state.predicatore[space - 1] is not None:  # whatever stood there goes home first
                state = _clear_slot(state, space)
            slots = list(state.predicatore)
            slots[space - 1] = KinsmanOn(family)
            return replace(state, predicatore=tuple(slots))
    return state.with_family(family, pool=state.family(family).pool + 1)


def _clear_slot(state: GameState, space: int) -> GameState:
    occ = state.predicatore[space - 1]
    slots = list(state.predicatore)
    slots[space - 1] = None
    state = replace(state, predicatore=tuple(slots))
    if isinstance(occ, KinsmanOn):
        state = state.with_family(occ.family, pool=state.family(occ.family).pool + 1)
    return state


def put_tile(state: GameState, character: str, target: PredicatoreSpace | CaptainCard | None) -> GameState:
    """A character's tile to a Predicatore space, the Captain card or (None) back on its card."""
    slots = [None if isinstance(o, PreacherOn) and o.character == character else o for o in state.predicatore]
    state = replace(state, predicatore=tuple(slots))
    if state.detained == character:
        state = replace(state, detained=None)
    match target:
        case CaptainCard():
            return replace(state, detained=character)
        case PredicatoreSpace(space=space):
            state = _clear_slot(state, space)
            slots = list(state.predicatore)
            slots[space - 1] = PreacherOn(character)  # an Artist here is refused on save
            return replace(state, predicatore=tuple(slots))
    return state


def move_card(state: GameState, character: str, card: LifeCard) -> GameState:
    """Put a character's card under any Life card (from the row, bag or out of game)."""
    row = [tuple(c for c in ids if c != character) for ids in state.row]
    row[card.value - 1] = row[card.value - 1] + (character,)
    return replace(state, row=tuple(row), bag=tuple(c for c in state.bag if c != character),
                   out_of_game=tuple(c for c in state.out_of_game if c != character))


def rescored(state: GameState) -> GameState:
    """A finished game's final standings as its board now gives them (R9.2: each Captain marker's position is
    the family's Victory Points; R9.3: ties on Resources, then Fiorini), so an edit never leaves them stale."""
    if state.phase is not Phase.GAME_OVER or state.standings is None:
        return state
    from ..rules.final_scoring import rank  # (the final scoring's: when a finished game is first edited)

    standings = rank(state.families, {f.id: f.prestige for f in state.families}, final=True)
    return state if standings == state.standings else state.evolve(standings=standings)


def describe(state: GameState, title: str, description: str, keep_lesson: bool = False,
             asks: tuple[LessonAsk, ...] | None = None, intro: str | None = None,
             closing: str | None = None) -> GameState:
    """``state`` as a lesson with this title and description and, each one given, the questions Predict mode
    asks (with their hints), its introduction for Predict mode and its closing paragraph. A lesson's position
    saved anew starts a lesson of its own, with no log (the lesson's told how it was set up and played), and
    none of the lesson's questions, introduction or closing paragraph but those given, unless the user keeps
    the lesson (``keep_lesson``): then its log stays, and each of them not given is the lesson's. A game that
    was no lesson keeps its log."""
    if state.scenario is None or not keep_lesson:
        lesson = Scenario(title, description, asks=asks or (), intro=intro or "", closing=closing or "")
        return replace(state, scenario=lesson) if state.scenario is None else replace(state, scenario=lesson,
                                                                                      log=Log.EMPTY)
    lesson = replace(state.scenario, title=title, description=description, bundled=None,
                     asks=state.scenario.asks if asks is None else asks,
                     intro=state.scenario.intro if intro is None else intro,
                     closing=state.scenario.closing if closing is None else closing)
    return replace(state, scenario=lesson)


def validate(state: GameState) -> GameState:
    """The position as it would be read back from its file; raises
    ``saves.SaveError`` naming the field if it breaks FORMAT.md, or naming
    the pieces if it breaks an invariant of the rules (a character under a
    Life card beyond its rounds, Kinsmen that do not add up…), which a game
    could never reach and the next end of round could not play."""
    from ..checks.invariants import violations
    from . import saves  # the file format and the invariants: when a position is first checked

    checked = saves.from_dict(saves.to_dict(state))
    broken = violations(checked)
    if broken:
        raise saves.SaveError("position", why(FileProblem.POSITION, broken=tuple(broken)))
    return checked


def refused_edit(before: GameState, after: GameState) -> SaveError | None:
    """Why an edit may not turn ``before`` into ``after``: the field and the rule a file holding
    ``after`` would break (:func:`validate`), or None. A position already broken before (pieces are put in
    place one at a time; What if opens on a position half-way through an end of round) is refused only for
    what the edit breaks anew, never for what was broken already."""
    try:
        validate(after)
    except SaveError as exc:
        try:
            validate(before)
        except SaveError:
            return _broken_anew(before, after)
        return exc
    return None


def _broken_anew(before: GameState, after: GameState) -> SaveError | None:
    """What ``after`` breaks that ``before``, broken too, did not. The checks run in turn (the schema, then
    what it cannot express, then the rules' invariants) and each stops the next: a problem ``after`` meets
    at a check ``before`` never reached is no sure sign of a new one, so only one met at the same check, or
    an earlier one, is said."""
    was_at, was = _problems(before)
    now_at, now = _problems(after)
    if now_at > was_at:
        return None
    return next((SaveError(*p) for p in now if now_at < was_at or p not in was), None)


def _problems(state: GameState) -> tuple[int, list[tuple[str, Why]]]:
    """How far the checks of a file holding ``state`` get (0: the schema, 1: what it cannot express,
    2: the rules' invariants), and everything the one that stops finds (each broken invariant alone)."""
    from pydantic import ValidationError

    from ..checks.invariants import violations
    from . import saves
    from .saves_check import position_refusal, semantic_errors
    from .schema import SaveFile
    from .schemaerrors import schema_refusal

    try:
        model = SaveFile.model_validate(saves.to_dict(state))
    except ValidationError as exc:
        return 0, [schema_refusal(e) for e in exc.errors()]
    semantic = semantic_errors(model)
    if semantic:
        return 1, semantic
    return 2, [position_refusal(state, [v]) for v in violations(state)]
